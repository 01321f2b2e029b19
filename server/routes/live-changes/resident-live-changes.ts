import type { FastifyReply } from 'fastify';
import { tokenFromHeader } from '../../auth/access-token.ts';
import { sessionExpired } from '../../auth/session-recheck.ts';
import { LIMITS } from '../../http/limits.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { residentSessionOfToken, type ResidentSession } from '../../residents/resident-session.ts';
import { residentsOfSessions } from '../../residents/resident-session-recheck.ts';
import { createChangeHub } from './change-hub.ts';
import type { LiveChange } from './change-hub-types.ts';
import { replyWithChangeStream, streamsOf } from './change-stream.ts';
import { residentLiveChangesSchema } from './live-changes-schemas.ts';

/** The kinds that change what a resident's page shows: events, their places and waitlists. */
const RESIDENT_KINDS: ReadonlySet<LiveChange['kind']> = new Set(['event', 'roster', 'import']);

/**
 * What a resident's stream is told of a change: its kind and the events, never a roster line (the
 * staff's check-in lines name who checked in and who did it).
 */
export function residentView(change: LiveChange): { kind: LiveChange['kind']; eventIds?: number[] } | null {
  if (!RESIDENT_KINDS.has(change.kind)) return null;
  return { kind: change.kind, ...(change.eventIds ? { eventIds: change.eventIds } : {}) };
}

/**
 * GET /api/residents/changes: the staff's live stream (index.ts) for a resident's open page, in the
 * residents' scope (the session in `Authorization`, read with fetch as the staff app does, so the
 * token never goes into a URL). Its own hub: its streams are counted per resident, apart from the
 * staff's per account, and it hears only the resident's buildings, as their session allows (read
 * again whenever the database logs a write to the resident or their buildings: signed out
 * everywhere, or no building left, the stream ends).
 */
export const residentLiveChangesRoutes: RoutePlugin = async (app) => {
  const hub = createChangeHub<ResidentSession>(app.db, app.log, {
    maxStreamsPerAccount: LIMITS.liveStreamsPerAccount,
    checkSessions: async (sessions) => (await residentsOfSessions(app.db, sessions)).map((resident) => resident?.buildingIds ?? null),
    sessionExpired,
    holdersOf: (notice) => notice.residentIds,
  });
  const streams = streamsOf(hub);
  app.addHook('preClose', () => streams.close());

  app.get('/changes', { schema: residentLiveChangesSchema }, async (request, reply) => {
    const { resident } = request;
    const token = tokenFromHeader(request.headers.authorization);
    if (token === undefined) throw new Error('authenticated request without a token');
    return replyWithChangeStream(request, reply as FastifyReply, hub, streams.open, {
      holderId: resident.id,
      buildingIds: resident.buildingIds,
      session: residentSessionOfToken(app, token),
      shown: residentView,
    });
  });
};
