import type { FastifyRequest } from 'fastify';
import type { CheckInTap } from '../../front-desk/check-in.ts';
import { deskActorOf } from '../../front-desk/desk-actor.ts';
import { replyIdempotently, type IdempotentOutcome } from '../../http/idempotency.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { KIOSK_CALL } from '../../http/session-scope.ts';
import { errorBody } from '../../../src/contract/error-body.ts';
import { HTTP_HEADERS } from '../../../src/contract/http-headers.ts';
import { checkInSchema, undoCheckInSchema } from './check-in-schemas.ts';

const DEVICE_MAX_CHARS = 200;

/**
 * Where and when, for the log: the device is the browser's user agent (a tablet's, at a desk), with
 * the name the tablet goes by and the moment of the tap as it sent them.
 */
function tapOf(request: FastifyRequest, body: { tappedAt?: string; deviceName?: string }): CheckInTap {
  const key = request.headers[HTTP_HEADERS.idempotencyKey.toLowerCase()];
  return {
    device: request.headers['user-agent']?.slice(0, DEVICE_MAX_CHARS) ?? null,
    deviceName: body.deviceName ?? null,
    tappedAt: body.tappedAt ?? null,
    idempotencyKey: typeof key === 'string' ? key : null,
  };
}

/**
 * In the manager scope (server/http/session-scope.ts): check-in at the door (front-desk.md), by the
 * desk's tablets and the self check-in kiosk alike (server/front-desk/check-in.ts). A refusal is
 * answered with 409, not thrown, so the log line saying it commits.
 */
const checkInRoutes: RoutePlugin = async (app) => {
  app.post('/check-in/', { schema: checkInSchema, config: KIOSK_CALL }, async (request, reply) => {
    const { eventId, userId } = request.body;
    const desk = app.frontDesk.as(deskActorOf(request.account));
    const tap = tapOf(request, request.body);
    return replyIdempotently(request, reply, { db: app.db, accountId: request.account.id }, async (tx): Promise<IdempotentOutcome> => {
      const result = await desk.checkIn(tx, { eventId, userId, tap });
      if ('refused' in result) return { statusCode: 409, body: errorBody(409, result.refused, 'eventId') };
      return { body: result };
    });
  });

  app.post('/undo-check-in/', { schema: undoCheckInSchema }, async (request, reply) => {
    const { eventId, userId } = request.body;
    const desk = app.frontDesk.as(deskActorOf(request.account));
    const tap = tapOf(request, request.body);
    const options = { db: app.db, accountId: request.account.id };
    return replyIdempotently(request, reply, options, async (tx) => ({ body: await desk.undoCheckIn(tx, { eventId, userId, tap }) }));
  });
};

export default checkInRoutes;
