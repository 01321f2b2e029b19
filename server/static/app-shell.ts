import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from '../../src/contract/error-body.ts';
import { NOT_FOUND_MESSAGE } from '../http/raw-answers.ts';
import { localized } from '../i18n/server-messages.ts';

/** `vite build` output at the repository root. */
export const DEFAULT_DIST_DIR = resolve(fileURLToPath(new URL('../../dist/', import.meta.url)));

export { NOT_FOUND_MESSAGE };
export const APP_NOT_BUILT_MESSAGE =
  'The web app has not been built yet. Run `npm run build` (or `npm start`, which builds first), then reload.';

const ONE_YEAR_S = 365 * 24 * 60 * 60;
// Vite puts content-hashed files under assets/; everything else can change between deploys.
const HASHED_ASSET = /[\\/]assets[\\/]/;
const HAS_FILE_EXTENSION = /\/[^/]*\.[a-z0-9]+$/i;

/** A browser navigation (address bar, link) asks for HTML; scripts, images and fetches do not. */
function acceptsHtml(accept: string | undefined): boolean {
  return accept?.toLowerCase().includes('text/html') ?? false;
}

const APP_SHELL_MESSAGES = localized(
  { methodNotAllowed: (methods: string) => `Method not allowed; this path allows ${methods}.` },
  {
    es: { methodNotAllowed: (methods) => `Método no permitido; esta ruta admite ${methods}.` },
    ar: { methodNotAllowed: (methods) => `الطريقة غير مسموح بها؛ يقبل هذا المسار ${methods}.` },
  },
);

export function methodNotAllowedMessage(allowed: readonly string[]): string {
  return APP_SHELL_MESSAGES.methodNotAllowed(allowed.join(', '));
}

function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}

function setCacheHeaders(reply: { header(name: string, value: string): unknown }, filePath: string): void {
  reply.header(
    'cache-control',
    HASHED_ASSET.test(filePath) ? `public, max-age=${ONE_YEAR_S}, immutable` : 'no-cache',
  );
}

/** The residents' app's pages: /r and everything under /r/ (its own HTML, r/index.html). */
export const RESIDENTS_PAGE = /^\/r(\/|$)/;
export const RESIDENTS_INDEX = 'r/index.html';

/** The page's HTML: the residents' for /r and /r/…, else the staff portal's. */
function sendIndex(reply: FastifyReply, path: string): FastifyReply {
  return reply.header('cache-control', 'no-cache').sendFile(RESIDENTS_PAGE.test(path) ? RESIDENTS_INDEX : 'index.html');
}

/**
 * Serves the built app and answers every path no route claimed: /api paths with the JSON error
 * body (never the app's index.html, which would confuse the app's API client and the service
 * worker); /r and /r/… with the residents' r/index.html; other GET paths with index.html so the app's router shows the page (its not-found page
 * for unknown paths), except a missing file (a path with an extension) asked for by anything but a
 * navigation: a stale script chunk must fail loudly with 404, not load HTML. Without dist/ the
 * pages get a plain 503 saying how to build the app.
 */
export async function registerAppShell(
  app: FastifyInstance,
  distDir: string = DEFAULT_DIST_DIR,
  allowedMethods: (path: string) => string[] = () => [],
): Promise<void> {
  const built = existsSync(join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      cacheControl: false,
      // The build writes .br and .gz copies (scripts/precompress-plugin.ts): sent when accepted.
      preCompressed: true,
      // /api is never a file: a path no API route took (a segment past the router's length limit,
      // say) goes on to the not-found answer below, not to the file system.
      allowedPath: (pathName) => !isApiPath(pathName),
      setHeaders: (response, filePath) => setCacheHeaders(response, filePath),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pageRequest = request.method === 'GET' || request.method === 'HEAD';
    const path = request.url.split('?')[0] ?? '';
    const missingFile = HAS_FILE_EXTENSION.test(path) && !acceptsHtml(request.headers.accept);
    const allowed = isApiPath(request.url) ? allowedMethods(path) : [];
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      // The path exists with other methods: say which (RFC 9110, section 15.5.6), not "not found".
      // (When it allows this method, the route did not take it: a segment too long to be any id. Not
      // found.)
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .type('application/json; charset=utf-8')
        .send(errorBody(405, methodNotAllowedMessage(allowed)));
    }
    if (isApiPath(request.url) || !pageRequest || missingFile) {
      return reply.status(404).type('application/json; charset=utf-8').send(errorBody(404, NOT_FOUND_MESSAGE));
    }
    if (!built) return reply.status(503).type('text/plain; charset=utf-8').send(APP_NOT_BUILT_MESSAGE);
    return sendIndex(reply, path);
  });
}
