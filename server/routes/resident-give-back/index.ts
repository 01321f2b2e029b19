import { residentActorOf } from '../../front-desk/desk-actor.ts';
import { httpError } from '../../http/http-error.ts';
import { residentLinkLimit } from '../../http/rate-limit.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { cancelledLate, findGiveBackPlace, type GiveBackPlace } from '../../reminders/give-back-tokens.ts';
import { GIVE_BACK_MESSAGES } from '../../reminders/reminder-strings.ts';
import { findResident } from '../../residents/resident-session.ts';
import { giveBackEventSchema, giveBackSchema } from './give-back-schemas.ts';

type PlaceState = 'open' | 'given-back' | 'started' | 'cancelled';

function stateOf(place: GiveBackPlace, now: Date): PlaceState {
  if (!place.stillGoing) return 'given-back';
  if (place.eventCancelled) return 'cancelled';
  if (place.startsAt.getTime() <= now.getTime()) return 'started';
  return 'open';
}

/** The refusal of each state but open, naming the token (the only field). */
function refuse(state: Exclude<PlaceState, 'open'>): never {
  if (state === 'given-back') throw httpError(409, GIVE_BACK_MESSAGES.alreadyGivenBack, 'token');
  throw httpError(422, state === 'started' ? GIVE_BACK_MESSAGES.started : GIVE_BACK_MESSAGES.eventCancelled, 'token');
}

/**
 * A reminder's "Give my place back" link, without a session: the token in the link is the
 * permission, for its RSVP only, until the event starts. Opening the link shows a page (a GET acts
 * on nothing); that page reads the event here and its button gives the place back, through the
 * desk's own cancel with the resident as the actor (the waitlist promoted, the promoted e-mailed).
 */
export const residentGiveBackRoutes: RoutePlugin = async (app) => {
  const perAddress = residentLinkLimit(app);
  async function placeOf(token: string): Promise<GiveBackPlace> {
    const place = await findGiveBackPlace(app.db, token);
    if (!place) throw httpError(400, GIVE_BACK_MESSAGES.tokenRefused, 'token');
    return place;
  }

  app.post('/give-back-event/', { schema: giveBackEventSchema, preHandler: perAddress }, async (request) => {
    const place = await placeOf(request.body.token);
    return { event: place.event, state: stateOf(place, app.clock()) };
  });

  app.post('/give-back/', { schema: giveBackSchema, preHandler: perAddress }, async (request) => {
    const { token } = request.body;
    const first = await placeOf(token);
    const state = stateOf(first, app.clock());
    if (state !== 'open') refuse(state);
    const resident = await findResident(app.db, first.residentId);
    if (!resident || resident.buildingIds.length === 0) throw httpError(400, GIVE_BACK_MESSAGES.tokenRefused, 'token');
    const desk = app.frontDesk.as(residentActorOf(resident));
    const lateCancel = await app.db.transaction(async (tx) => {
      // The event's lock first (the desk's own order), then the place looked at again under it: two
      // presses at once give it back once, and the second is told so.
      await tx.query('SELECT 1 FROM event WHERE id = $1 FOR UPDATE', [first.eventId]);
      const place = await findGiveBackPlace(tx, token);
      const now = place === null ? 'given-back' : stateOf(place, app.clock());
      if (now !== 'open') refuse(now);
      await desk.cancelRsvp(tx, { eventId: first.eventId, userId: first.residentId });
      return cancelledLate(tx, first.rsvpId);
    });
    return { rsvp: { eventId: first.eventId, status: 'cancelled' as const, lateCancel } };
  });
};
