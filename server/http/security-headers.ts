import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every answer (API, app files, errors). The CSP fits the Vite-built PWA:
 * scripts and the service worker only from this origin; inline styles are allowed because the
 * chart, calendar and toast libraries set style attributes; images may be data:/blob: URLs
 * (profile picture preview, exported chart images). The only inline scripts allowed are the ones
 * named by hash (the built index.html's sign-in gate, server/static/inline-script-hashes.ts).
 */
function helmetOptions(inlineScriptHashes: readonly string[]) {
  return {
    contentSecurityPolicy: {
      useDefaults: false as const,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' as const },
    referrerPolicy: { policy: 'no-referrer' as const },
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, inlineScriptHashes: readonly string[] = []): Promise<void> {
  await app.register(fastifyHelmet, { global: true, ...helmetOptions(inlineScriptHashes) });
}

/**
 * The same headers as name → value, for the answers written without a route's hooks: the router's
 * (a malformed or over-long path) and the HTTP parser's (431, a malformed request). Read once from
 * helmet itself, so they cannot drift from what every other answer carries.
 */
export function securityHeaderValues(inlineScriptHashes: readonly string[] = []): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {},
  };
  helmet(helmetOptions(inlineScriptHashes))({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return headers;
}
