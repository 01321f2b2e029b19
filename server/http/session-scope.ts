import type { FastifyPluginAsync, FastifyRequest, RouteOptions } from 'fastify';
import type { RoutePlugin } from './route-plugin.ts';

/** The OpenAPI security requirement (api-docs.ts names the scheme `jwt`) of a route that needs a session. */
export const SESSION_SECURITY = [{ jwt: [] }];

/** Where the manager and front-desk calls live: one scope, so one session check. */
export const MANAGER_API_PREFIX = '/api/building-manager';

/** Whether the request says a body follows its headers (a length above 0, or chunks). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * An encapsulated scope in which every route needs a session. The session is checked once, in an
 * onRequest hook: before the body is read, parsed or validated, so a request without a session is
 * a 401 whatever it sends (never a 400 naming its fields) and costs no body parsing, nor reading:
 * its connection is closed after the 401. Every route of the scope is documented with `security`,
 * so the OpenAPI document says which calls need a session from the same place that makes them need one.
 */
export function sessionScope(routes: readonly RoutePlugin[]): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRoute', (route: RouteOptions) => {
      route.schema = { ...route.schema, security: SESSION_SECURITY };
    });
    scope.addHook('onRequest', async (request, reply) => {
      try {
        await scope.authenticate(request, reply);
      } catch (error) {
        // Refused with a body still coming: the connection is closed after the 401 rather than
        // kept alive, which would have the server read and throw away the whole body first (up to
        // its size limit), and anyone could keep it doing so without a session.
        if (hasBody(request)) reply.header('connection', 'close');
        throw error;
      }
    });
    for (const plugin of routes) await scope.register(plugin);
  };
}
