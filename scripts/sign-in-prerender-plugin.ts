// Without it, the sign-in page's first visit on slow 4G painted nothing for 3.3 s, until every script
// had arrived and run. At build time this plugin renders the sign-in page from its real components
// (src/sign-in-prerender.tsx, loaded through Vite's SSR loader) into index.html's <div id="root">,
// puts the gate script that decides whether it may show at the top of <head>, and inlines the entry
// stylesheet, so the form paints from the HTML alone, one round trip after the request. React
// replaces the markup on its first render (src/features/account/sign-in-handover.ts).
import { resolve } from 'node:path';
import { createServer, type IndexHtmlTransformContext, type Plugin } from 'vite';

const PRERENDER_ENTRY = '/src/sign-in-prerender.tsx';
const EMPTY_ROOT = '<div id="root"></div>';
/** The gate goes right after the title: in <head>, before the body it decides about is parsed. */
const GATE_AFTER = '</title>';
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

/** What src/sign-in-prerender.tsx's prerenderSignIn() returns (scripts/ is type-checked without the DOM, so not imported). */
interface SignInPrerender {
  rootMarkup: string;
  gateScript: string;
  gateCss: string;
}

function isSignInPrerender(value: unknown): value is SignInPrerender {
  if (value === null || typeof value !== 'object') return false;
  const { rootMarkup, gateScript, gateCss } = value as Record<string, unknown>;
  return typeof rootMarkup === 'string' && typeof gateScript === 'string' && typeof gateCss === 'string';
}

async function loadPrerender(root: string): Promise<SignInPrerender> {
  // A throwaway SSR loader of its own: the build's pipeline makes browser chunks, not Node modules.
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const entry = (await server.ssrLoadModule(PRERENDER_ENTRY)) as { prerenderSignIn?: () => unknown };
    const prerender = entry.prerenderSignIn?.();
    if (!isSignInPrerender(prerender)) throw new Error(`${PRERENDER_ENTRY} must export prerenderSignIn() returning its markup, gate script and CSS`);
    return prerender;
  } finally {
    await server.close();
  }
}

/** The entry's stylesheets, inlined: a <link> would cost another round trip (562 ms on slow 4G) before the first paint. */
function inlineStylesheets(html: string, context: IndexHtmlTransformContext): string {
  return html.replace(STYLESHEET_LINK, (link, fileName: string) => {
    const asset = context.bundle?.[fileName];
    if (asset?.type !== 'asset') return link;
    const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
    return `<style>${css}</style>`;
  });
}

export function signInPrerenderPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'hom-sign-in-prerender',
    apply: 'build',
    configResolved(config) {
      root = resolve(config.root);
    },
    transformIndexHtml: {
      // After Vite has put the entry's script and stylesheet tags in.
      order: 'post',
      async handler(html, context) {
        // Only the staff portal's page: the residents' app (r/index.html) has its own sign-in.
        if (context.path !== '/index.html') return html;
        if (!html.includes(EMPTY_ROOT) || !html.includes(GATE_AFTER)) {
          throw new Error(`index.html must contain ${GATE_AFTER} and ${EMPTY_ROOT} for the sign-in prerender`);
        }
        const { rootMarkup, gateScript, gateCss } = await loadPrerender(root);
        return inlineStylesheets(html, context)
          .replace(GATE_AFTER, `${GATE_AFTER}\n    <script>${gateScript}</script>\n    <style>${gateCss}</style>`)
          .replace(EMPTY_ROOT, `<div id="root">${rootMarkup}</div>`);
      },
    },
  };
}
