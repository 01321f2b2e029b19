import type { FastifyInstance } from 'fastify';
import { publicUrlOf } from '../http/public-url.ts';
import { createFrontDesk, type FrontDesk } from './front-desk.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The front desk's services (server/front-desk/): every route that checks in or changes an RSVP calls them. */
    frontDesk: FrontDesk;
  }
}

/**
 * Registers the front desk's services once, on the root instance (before the route plugins, which
 * all see it): the routes, the kiosk and later callers share one set. Fastify
 * refuses it at start-up when a decorator it needs is missing.
 */
export function registerFrontDesk(app: FastifyInstance): void {
  app.decorate('frontDesk', createFrontDesk(() => publicUrlOf(app)), ['db', 'mailer', 'config']);
}
