import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer (API, app files, errors). The CSP fits the Vite-built PWA:
 * scripts and the service worker only from this origin; inline styles are allowed because the
 * chart, calendar and toast libraries set style attributes; images may be data:/blob: URLs
 * (profile picture preview, exported chart images). The only inline scripts allowed are the ones
 * named by hash (the built index.html's sign-in gate, server/static/inline-script-hashes.ts).
 */
export async function registerSecurityHeaders(app: FastifyInstance, inlineScriptHashes: readonly string[] = []): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
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
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}
