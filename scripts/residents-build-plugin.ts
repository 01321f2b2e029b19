// Builds the residents' app (r/index.html) against preact/compat instead of React, into the same
// dist/ as the staff portal. React 19's renderer alone (react + react-dom/client) is ~66 kB gzip,
// nearly all of the 70 kB a resident's first visit may download; preact/compat implements the same
// component API in ~7 kB, so the residents' components stay written against 'react' (and run under
// React in the unit tests) while their build swaps the renderer. The staff portal keeps React.
//
// A second build rather than a per-importer alias in the portal's build: modules both pages use
// (wouter, the contract, date-fns) are one module each in a build, so their own `import 'react'`
// could not resolve two ways. It runs from the portal build's writeBundle, so every `vite build`
// (npm run build, the e2e global setup, the benches) writes both pages, after the portal's build
// emptied dist/ and before vite-plugin-pwa's closeBundle lists dist/ in the worker's precache and the
// precompress plugin writes the .gz/.br copies.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Alias, type Plugin, type ResolvedConfig } from 'vite';
import { chunkFileName } from './pdf-optional-chunks.ts';
import { webManifestPlugin } from './web-manifest-plugin.ts';

/** The residents' app's page (r/index.html), as Vite names an HTML page while building. */
export const isResidentsPage = (page: string): boolean => page.startsWith('/r/');

/** The residents' installable manifest ("hOM Residents", scope /r/), linked from r/index.html only. */
export function residentsManifestPlugins(): Plugin[] {
  return webManifestPlugin('residents.webmanifest', { fileName: 'r/manifest.webmanifest', forPage: isResidentsPage });
}

/** Every way the residents' code and its packages (wouter, use-sync-external-store) reach React. */
const PREACT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/** A React module in the residents' bundle means an import the aliases above missed. */
const REACT_MODULE = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;

function noReactPlugin(): Plugin {
  return {
    name: 'hom-residents:no-react',
    generateBundle() {
      const reactModules = [...this.getModuleIds()].filter((id) => REACT_MODULE.test(id));
      if (reactModules.length > 0) {
        this.error(`the residents' build must not bundle React (preact/compat replaces it), but it has:\n  ${reactModules.join('\n  ')}`);
      }
    },
  };
}

async function buildResidents(portal: ResolvedConfig): Promise<void> {
  await build({
    // Its own settings, not vite.config.ts (which would run this plugin again).
    configFile: false,
    root: portal.root,
    base: portal.base,
    mode: portal.mode,
    logLevel: portal.logLevel,
    plugins: [react(), residentsManifestPlugins(), noReactPlugin()],
    resolve: { conditions: portal.resolve.conditions, alias: PREACT_ALIASES },
    build: {
      outDir: portal.build.outDir,
      // The portal's build has just emptied it and written its own files.
      emptyOutDir: false,
      // The portal's build copied public/ already.
      copyPublicDir: false,
      sourcemap: portal.build.sourcemap,
      rollupOptions: { input: { residents: resolve(portal.root, 'r/index.html') }, output: { chunkFileNames: chunkFileName } },
    },
  });
}

/** Builds r/index.html with preact/compat once the portal's build has written its files. */
export function residentsBuildPlugin(): Plugin {
  let portal: ResolvedConfig | undefined;
  return {
    name: 'hom-residents-build',
    apply: 'build',
    configResolved(config) {
      portal = config;
    },
    writeBundle: {
      sequential: true,
      async handler() {
        if (!portal) throw new Error('residents build: the portal build has no resolved config');
        await buildResidents(portal);
      },
    },
  };
}
