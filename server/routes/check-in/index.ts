import type { FastifyRequest } from 'fastify';
import { callerBuildings } from '../../auth/building-scope.ts';
import type { Queryable } from '../../db/database.ts';
import { announceChange } from '../../events/change-notice.ts';
import { httpError } from '../../http/http-error.ts';
import { replyIdempotently, type IdempotentOutcome } from '../../http/idempotency.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { KIOSK_CALL } from '../../http/session-scope.ts';
import { errorBody } from '../../../src/contract/error-body.ts';
import { HTTP_HEADERS } from '../../../src/contract/http-headers.ts';
import { isResidentOf, rosterEntries } from '../roster/roster-repository.ts';
import { promoteWaitlist } from '../roster/waitlist.ts';
import {
  checkInState,
  goingCount,
  lockCheckInEvent,
  logCheckIn,
  markCheckedIn,
  unmarkCheckedIn,
  type CheckInEvent,
  type CheckInLogEntry,
} from './check-in-repository.ts';
import { checkInSchema, undoCheckInSchema } from './check-in-schemas.ts';
import { CHECK_IN_MESSAGES } from './check-in-strings.ts';

const DEVICE_MAX_CHARS = 200;

type LogContext = Pick<CheckInLogEntry, 'accountId' | 'device' | 'deviceName' | 'tappedAt' | 'idempotencyKey'>;

/**
 * Who acted from where and when, for the log: the device is the browser's user agent (a tablet's, at
 * a desk), with the name the tablet goes by and the moment of the tap as it sent them.
 */
function logContext(request: FastifyRequest, body: { tappedAt?: string; deviceName?: string }): LogContext {
  const key = request.headers[HTTP_HEADERS.idempotencyKey.toLowerCase()];
  return {
    accountId: request.account.id,
    device: request.headers['user-agent']?.slice(0, DEVICE_MAX_CHARS) ?? null,
    deviceName: body.deviceName ?? null,
    tappedAt: body.tappedAt ?? null,
    idempotencyKey: typeof key === 'string' ? key : null,
  };
}

/**
 * The event, locked, and the resident, both of the caller's buildings (else 404 naming the field).
 * A self check-in kiosk's session checks in only residents going to the event (walk-ins stay a staff
 * decision), answered alike for anyone else, so its ids tell nothing about who lives there.
 */
async function openCheckIn(tx: Queryable, request: FastifyRequest, eventId: number, userId: number, tappedAt: string | null): Promise<CheckInEvent> {
  const event = await lockCheckInEvent(tx, eventId, callerBuildings(request.account), tappedAt);
  if (!event) throw httpError(404, CHECK_IN_MESSAGES.eventNotFound, 'eventId');
  if (request.account.kioskOf !== undefined) {
    if ((await checkInState(tx, eventId, userId))?.status !== 'going') throw httpError(409, CHECK_IN_MESSAGES.notGoingSelfCheckIn, 'userId');
    return event;
  }
  if (!(await isResidentOf(tx, userId, event.buildingId))) throw httpError(404, CHECK_IN_MESSAGES.residentNotFound, 'userId');
  return event;
}

/**
 * In the manager scope (server/http/session-scope.ts): check-in at the door (front-desk.md). A
 * check-in is idempotent per (event, resident), so two tablets that checked the same resident in
 * offline end with one attendance; every check-in, undo and refusal is appended to check_in_log in
 * the same transaction (a refusal is answered, not thrown, so its log row commits). A check-in made
 * offline is judged at the moment of its tap (pretix does the same): accepted when the tap was inside
 * the window, even if it arrives after the window closed, and kept at that time.
 */
const checkInRoutes: RoutePlugin = async (app) => {
  app.post('/check-in/', { schema: checkInSchema, config: KIOSK_CALL }, async (request, reply) => {
    const { eventId, userId } = request.body;
    const context = logContext(request, request.body);
    return replyIdempotently(request, reply, { db: app.db, accountId: request.account.id }, async (tx): Promise<IdempotentOutcome> => {
      const event = await openCheckIn(tx, request, eventId, userId, context.tappedAt);
      const base = { ...context, eventId, residentId: userId, action: 'check-in' as const };
      if (event.cancelled || !event.open) {
        const message = event.cancelled ? CHECK_IN_MESSAGES.eventCancelled : CHECK_IN_MESSAGES.outsideWindow(event.opens, event.closes);
        await logCheckIn(tx, { ...base, result: 'refused', detail: message });
        return { statusCode: 409, body: errorBody(409, message, 'eventId') };
      }
      const before = await checkInState(tx, eventId, userId);
      if (before?.checkedInAt) {
        await logCheckIn(tx, { ...base, result: 'already-checked-in' });
        return { body: { checkedInAt: before.checkedInAt, checkedInBy: before.checkedInBy, alreadyCheckedIn: true, walkIn: before.walkIn, overCapacity: false } };
      }
      const walkIn = before?.status !== 'going';
      await markCheckedIn(tx, eventId, userId, request.account.id, walkIn, context.tappedAt);
      await logCheckIn(tx, { ...base, result: 'checked-in', ...(walkIn ? { detail: 'walk-in' } : {}) });
      const after = await checkInState(tx, eventId, userId);
      // A walk-in is a new line: the other tablets read the roster for it.
      const line = { eventId, userId, checkedInAt: after?.checkedInAt ?? null, checkedInBy: after?.checkedInBy ?? null };
      await announceChange(tx, { kind: 'roster', buildingIds: [event.buildingId], eventIds: [eventId], ...(walkIn ? {} : { checkIns: [line] }) });
      const overCapacity = walkIn && event.capacity !== null && (await goingCount(tx, eventId)) > event.capacity;
      return { body: { checkedInAt: after?.checkedInAt ?? '', checkedInBy: after?.checkedInBy ?? null, alreadyCheckedIn: false, walkIn, overCapacity } };
    });
  });

  app.post('/undo-check-in/', { schema: undoCheckInSchema }, async (request, reply) => {
    const { eventId, userId } = request.body;
    const context = logContext(request, request.body);
    return replyIdempotently(request, reply, { db: app.db, accountId: request.account.id }, async (tx) => {
      const event = await openCheckIn(tx, request, eventId, userId, null);
      const before = await checkInState(tx, eventId, userId);
      if (!before) throw httpError(404, CHECK_IN_MESSAGES.residentNotFound, 'userId');
      const base = { ...context, eventId, residentId: userId, action: 'undo' as const };
      if (before.checkedInAt) {
        await unmarkCheckedIn(tx, eventId, userId);
        // A walk-in's place given back may be a place for the waitlist.
        if (before.walkIn) await promoteWaitlist(tx, eventId, request.account.id);
        // A walk-in's line goes with its undo (and the waitlist may move): the other tablets read the roster.
        const line = { eventId, userId, checkedInAt: null, checkedInBy: null };
        await announceChange(tx, { kind: 'roster', buildingIds: [event.buildingId], eventIds: [eventId], ...(before.walkIn ? {} : { checkIns: [line] }) });
      }
      await logCheckIn(tx, { ...base, result: before.checkedInAt ? 'undone' : 'not-checked-in' });
      const [rsvp] = await rosterEntries(tx, eventId, userId);
      if (!rsvp) throw new Error(`RSVP of resident ${userId} to event ${eventId} vanished`);
      return { body: { rsvp } };
    });
  });
};

export default checkInRoutes;
