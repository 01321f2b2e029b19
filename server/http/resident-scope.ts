import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import { authenticateResident } from '../residents/resident-session.ts';
import type { RoutePlugin } from './route-plugin.ts';

/** Where the residents' own calls live (docs/design/residents.md, "Calls"). */
export const RESIDENT_API_PREFIX = '/api/residents';

/**
 * An encapsulated scope in which every route needs a resident's session (never a staff one),
 * checked once in an onRequest hook before the body is read, like the staff's session scope.
 */
export function residentScope(routes: readonly RoutePlugin[]): FastifyPluginAsync {
  return async (scope) => {
    scope.decorateRequest('resident', null as never);
    scope.addHook('onRoute', (route: RouteOptions) => {
      route.schema = { ...route.schema, security: [{ jwt: [] }] };
    });
    scope.addHook('onRequest', async (request, reply) => {
      try {
        await authenticateResident(scope, request);
      } catch (error) {
        if (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0') {
          reply.header('connection', 'close');
        }
        throw error;
      }
    });
    for (const plugin of routes) await scope.register(plugin);
  };
}
