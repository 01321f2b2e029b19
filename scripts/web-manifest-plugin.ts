// Serves and emits the hand-written manifest.webmanifest (repo root, the design card's source) at the
// fixed URL /manifest.webmanifest, and links it from index.html. A manifest link already written in
// index.html is taken out before Vite sees it: Vite would treat it as an asset and emit a hashed copy
// (assets/manifest-<hash>.webmanifest) whose URL changes each release. vite-plugin-pwa runs with
// `manifest: false`, so nothing else writes one. Icon paths in the manifest are root-absolute files
// from public/, which Vite copies as they are.
import { readFileSync } from 'node:fs';
import type { HtmlTagDescriptor, Plugin } from 'vite';

export const WEB_MANIFEST_FILE_NAME = 'manifest.webmanifest' as const;

interface WebManifestShape {
  theme_color?: string;
}

function readManifest(sourcePath: string): { text: string; manifest: WebManifestShape } {
  const text = readFileSync(sourcePath, 'utf8');
  // A syntax error would only show up as "not installable" in a browser; fail the build instead.
  const manifest = JSON.parse(text) as WebManifestShape;
  return { text, manifest };
}

const MANIFEST_LINK_RE = /\s*<link\b[^>]*\brel\s*=\s*["']?manifest["']?[^>]*>/gi;

/** A second app (the residents' under /r/) has its own manifest, linked from its own HTML page only. */
export interface WebManifestOptions {
  /** Where the manifest is emitted and served, under the base (default manifest.webmanifest). */
  fileName?: string;
  /** Which HTML pages link it, by their path in the build ('/index.html', '/r/index.html'); default all. */
  forPage?: (htmlPath: string) => boolean;
}

export function webManifestPlugin(sourcePath: string, options: WebManifestOptions = {}): Plugin[] {
  const fileName = options.fileName ?? WEB_MANIFEST_FILE_NAME;
  const forPage = options.forPage ?? (() => true);
  let base = '/';
  const stripWrittenLink: Plugin = {
    name: 'hom-web-manifest:strip-link',
    transformIndexHtml: { order: 'pre', handler: (html, context) => (forPage(context.path) ? html.replace(MANIFEST_LINK_RE, '') : html) },
  };
  const serveAndLink: Plugin = {
    name: 'hom-web-manifest',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      this.addWatchFile(sourcePath);
      readManifest(sourcePath);
    },
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_request, response) => {
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(readManifest(sourcePath).text);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: readManifest(sourcePath).text });
    },
    transformIndexHtml: {
      // After Vite's own asset handling, so the link keeps its plain URL.
      order: 'post',
      handler(html, context) {
        if (!forPage(context.path)) return html;
        const { manifest } = readManifest(sourcePath);
        const tags: HtmlTagDescriptor[] = [
          { tag: 'link', attrs: { rel: 'manifest', href: `${base}${fileName}` }, injectTo: 'head' },
        ];
        if (manifest.theme_color && !/<meta\b[^>]*name=["']?theme-color/i.test(html)) {
          tags.push({ tag: 'meta', attrs: { name: 'theme-color', content: manifest.theme_color }, injectTo: 'head' });
        }
        if (!/rel=["']?apple-touch-icon/i.test(html)) {
          tags.push({ tag: 'link', attrs: { rel: 'apple-touch-icon', href: `${base}icons/apple-touch-icon-180.png` }, injectTo: 'head' });
        }
        if (!/rel=["']?icon["'\s]/i.test(html)) {
          tags.push({ tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: `${base}icons/favicon.svg` }, injectTo: 'head' });
        }
        return { html, tags };
      },
    },
  };
  return [stripWrittenLink, serveAndLink];
}
