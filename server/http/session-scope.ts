import type { FastifyPluginAsync, FastifyRequest, RouteOptions } from 'fastify';
import { AUTH_STRINGS } from '../auth/auth-strings.ts';
import { httpError } from './http-error.ts';
import type { RoutePlugin } from './route-plugin.ts';

/** The OpenAPI security requirement (api-docs.ts names the scheme `jwt`) of a route that needs a session. */
const SESSION_SECURITY = [{ jwt: [] }];

/** Where the manager and front-desk calls live: one scope, so one session check. */
export const MANAGER_API_PREFIX = '/api/building-manager';

/** Whether the request says a body follows its headers (a length above 0, or chunks). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * A route's `config` when the self check-in kiosk makes the call: a kiosk's session may make it.
 * Every other call of a session scope answers a kiosk's session 403.
 */
export const KIOSK_CALL = { kiosk: true } as const;

/** What the document adds to the description of a call a kiosk's session may make. */
export const KIOSK_CALL_NOTE = "A self check-in kiosk's session may make this call.";

/**
 * A kiosk's session (a tablet residents touch) may make only the kiosk's calls: whoever could run
 * code on the tablet holds no more than the kiosk shows. 403, not 401: the session is good (the app
 * keeps it), the call is not the kiosk's to make.
 */
async function kioskCallsOnly(request: FastifyRequest): Promise<void> {
  if (request.account.kioskOf !== undefined && request.routeOptions.config?.kiosk !== true) {
    throw httpError(403, AUTH_STRINGS.notKioskCall);
  }
}

/**
 * An encapsulated scope in which every route needs a session. The session is checked once, in an
 * onRequest hook: before the body is read, parsed or validated, so a request without a session is
 * a 401 whatever it sends (never a 400 naming its fields) and costs no body parsing, nor reading:
 * its connection is closed after the 401. Every route of the scope is documented with `security`,
 * so the OpenAPI document says which calls need a session from the same place that makes them need
 * one; and the kiosk's calls say so in their description, from the same place that lets a kiosk's
 * session make them.
 */
export function sessionScope(routes: readonly RoutePlugin[]): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRoute', (route: RouteOptions) => {
      const kiosk = (route.config as { kiosk?: boolean } | undefined)?.kiosk === true;
      const description = route.schema?.description as string | undefined;
      route.schema = {
        ...route.schema,
        security: SESSION_SECURITY,
        ...(kiosk ? { description: description === undefined ? KIOSK_CALL_NOTE : `${description} ${KIOSK_CALL_NOTE}` } : {}),
      };
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
    scope.addHook('onRequest', kioskCallsOnly);
    for (const plugin of routes) await scope.register(plugin);
  };
}
