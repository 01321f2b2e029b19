// Writes a gzip and a brotli copy beside every text file of the build (file.js.gz, file.js.br), so
// the server (@fastify/static's preCompressed) sends the compressed copy to a browser that accepts
// it. Measured with `npm run bench:tablet`: the sign-in page's first visit on slow 4G waited for
// its uncompressed scripts (the entry chunk alone is ~290 kB raw, ~88 kB gzip).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this, compression saves less than its header costs. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `path`'s .gz and .br copies when it is a text file worth compressing (also after editing a built file). */
export function precompressFile(path: string): void {
  if (!COMPRESSIBLE.test(path)) return;
  const body = readFileSync(path);
  if (body.length < MIN_BYTES) return;
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hom-precompress',
    apply: 'build',
    // After vite-plugin-pwa has written sw.js (its closeBundle runs first: this plugin is listed after it).
    enforce: 'post',
    configResolved(config) {
      // resolve, not join: --outDir may be absolute (E2E_DIST_DIR builds outside the tree).
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const path of filesUnder(outDir)) precompressFile(path);
      },
    },
  };
}
