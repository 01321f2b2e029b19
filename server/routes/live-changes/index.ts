import type { FastifyReply } from 'fastify';
import { tokenFromHeader } from '../../auth/access-token.ts';
import { callerBuildings } from '../../auth/building-scope.ts';
import { sessionOfToken } from '../../auth/register-auth.ts';
import { accountsOfSessions, sessionExpired } from '../../auth/session-recheck.ts';
import type { AccessTokenPayload } from '../../auth/fastify-types.ts';
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
  const hub = createChangeHub<AccessTokenPayload>(app.db, app.log, {
    maxStreamsPerAccount: LIMITS.liveStreamsPerAccount,
    // The streams whose sessions are to be read again (joined, or named by a session notice), in one read of their accounts.
    checkSessions: async (sessions) => (await accountsOfSessions(app.db, sessions)).map((account) => account && callerBuildings(account)),
    sessionExpired,
    holdersOf: (notice) => notice.accountIds,
  });
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
      // Checked already (the session scope's authenticate): its claims, for the hub to check again.
      session: sessionOfToken(app, token),
      shown: (change) => change,
    });
  });
};

export default liveChangesRoutes;
