import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

const WILDCARD_HOSTS = new Set(['', '0.0.0.0', '::']);

/**
 * The origin people reach this server at: http://localhost:<port> (or the HOST address when it
 * names one) with the port actually bound, so PORT=0 gives working links and a correct banner.
 */
export function listeningOrigin(host: string, port: number): string {
  const shownHost = WILDCARD_HOSTS.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shownHost}:${port}`;
}

/**
 * Origin of e-mailed links: PUBLIC_URL when set, else where the server listens. Read when a link
 * is made, not at start-up: the bound port is known only after listen().
 */
export function publicUrlOf(app: FastifyInstance): string {
  if (app.config.publicUrl) return app.config.publicUrl;
  const address = app.server.address() as AddressInfo | string | null;
  const port = typeof address === 'object' && address ? address.port : app.config.port;
  return listeningOrigin(app.config.host, port);
}
