import type { FastifyReply } from 'fastify';
import { tokenFromHeader } from '../../auth/access-token.ts';
import { callerBuildings } from '../../auth/building-scope.ts';
import { accountOfToken } from '../../auth/register-auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { LIMITS } from '../../http/limits.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { createChangeHub } from './change-hub.ts';
import { replyWithChangeStream, streamsOf } from './change-stream.ts';
import { liveChangesSchema } from './live-changes-schemas.ts';

/**
 * GET /api/changes: a server-sent-events stream per signed-in session, scoped to its buildings (a
 * building-admin or front-desk session: its one building). The session comes as every call's does,
 * in `Authorization`: the app reads the stream with fetch, not EventSource, so the token never goes
 * into a URL (server logs, proxies, history). Each change carries its id in the table of recent
 * changes (SSE `id:`); an app that reconnects sends the last one in `Last-Event-ID` and is sent
 * what it missed, by any server process (server/live-changes/change-log.ts). In a session scope (server/app.ts).
 */
const liveChangesRoutes: RoutePlugin = async (app) => {
  const hub = createChangeHub(app.db, app.log, { maxStreamsPerAccount: LIMITS.liveStreamsPerAccount });
  const streams = streamsOf(hub);
  // Before the server stops taking connections: open streams would keep app.close() waiting.
  app.addHook('preClose', () => streams.close());

  app.get('/changes', { schema: liveChangesSchema }, async (request, reply) => {
    const { account } = request;
    const token = tokenFromHeader(request.headers.authorization);
    if (token === undefined) throw new Error('authenticated request without a token');
    return replyWithChangeStream(request, reply as FastifyReply, hub, streams.open, {
      holderId: account.id,
      buildingIds: callerBuildings(account),
      async recheck() {
        try {
          return callerBuildings(await accountOfToken(app, token));
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 401) return null;
          throw error;
        }
      },
      shown: (change) => change,
    });
  });
};

export default liveChangesRoutes;
