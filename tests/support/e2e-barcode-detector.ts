// A BarcodeDetector for browsers that have none. Debian's Chromium on Linux ships without the Shape
// Detection API, so an e2e run "with BarcodeDetector" installs one before any app script runs
// (page.addInitScript / context.addInitScript): qr/decode.js's standards-shaped BarcodeDetector
// ponyfill, bundled here into one classic script. The app cannot tell it from a native one; the
// app's own fallback (its lazily loaded qr/decode chunk) is what a run without it exercises.
//
// The script counts the detect() calls it answers (window.__barcodeDetectorCalls), so a test can
// show the app took the BarcodeDetector path, not its fallback.
import { resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { build, type Rolldown } from 'vite';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const ENTRY = 'virtual:barcode-detector-ponyfill';
const RESOLVED_ENTRY = `\0${ENTRY}`;

/** The entry bundled: install the ponyfill where there is no BarcodeDetector, counting its calls. */
const ENTRY_SOURCE = `
import { BarcodeDetector } from 'qr/decode.js';
if (!('BarcodeDetector' in globalThis)) {
  globalThis.__barcodeDetectorCalls = 0;
  class CountedBarcodeDetector extends BarcodeDetector {
    detect(image) {
      globalThis.__barcodeDetectorCalls += 1;
      return super.detect(image);
    }
  }
  globalThis.BarcodeDetector = CountedBarcodeDetector;
}
`;

let bundled: Promise<string> | undefined;

async function bundle(): Promise<string> {
  const output = (await build({
    configFile: false,
    root: REPO_ROOT,
    logLevel: 'warn',
    plugins: [
      {
        name: 'barcode-detector-ponyfill-entry',
        // Lib mode hands the entry over as a path under the root.
        enforce: 'pre',
        resolveId: (id) => (id.endsWith(ENTRY) ? RESOLVED_ENTRY : undefined),
        load: (id) => (id === RESOLVED_ENTRY ? ENTRY_SOURCE : undefined),
      },
    ],
    build: {
      write: false,
      minify: false,
      lib: { entry: ENTRY, formats: ['iife'], name: 'barcodeDetectorPonyfill' },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunk = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('bundling the BarcodeDetector ponyfill produced no script');
  return chunk.code;
}

/** The ponyfill as one classic script (bundled once per process). */
export function barcodeDetectorScript(): Promise<string> {
  bundled ??= bundle();
  return bundled;
}

/** Every page of `context` gets the ponyfill BarcodeDetector before its own scripts run. */
export async function installBarcodeDetector(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: await barcodeDetectorScript() });
}
