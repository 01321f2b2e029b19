// Events run from the portal (docs/design/front-desk.md, "Calls"): scheduling, the Events screen's
// days, an event's roster and the desk's RSVPs. Shapes are the server's route schemas.
import type { RequestOf, ResponseOf } from './api-contract.ts';
import { apiCall, type ApiCallInit, type ApiResult } from './client.ts';
import { SCHEDULE_ENDPOINTS } from './endpoints.ts';

export { SCHEDULE_ENDPOINTS };

const E = SCHEDULE_ENDPOINTS;

export type CreateEventBody = RequestOf<typeof E.createEvent>;
export type CreateEventAnswer = ResponseOf<typeof E.createEvent>;
export type UpdateEventBody = RequestOf<typeof E.updateEvent>;
export type UpdateEventAnswer = ResponseOf<typeof E.updateEvent>;
export type CancelEventBody = RequestOf<typeof E.cancelEvent>;
export type CancelEventAnswer = ResponseOf<typeof E.cancelEvent>;
export type EventDayRequest = NonNullable<RequestOf<typeof E.eventsToday>>;
export type EventDayAnswer = ResponseOf<typeof E.eventsToday>;
export type RosterAnswer = ResponseOf<typeof E.roster>;
export type RosterRequest = RequestOf<typeof E.roster>;
/** One event as the Events screen and the roster show it (times building-local). */
export type ScheduledEvent = RosterAnswer['event'];
export type RosterRsvp = RosterAnswer['rsvps'][number];
export type RsvpBody = RequestOf<typeof E.rsvp>;
export type RsvpAnswer = ResponseOf<typeof E.rsvp>;
export type CancelRsvpAnswer = ResponseOf<typeof E.cancelRsvp>;
export type UndoCancelRsvpAnswer = ResponseOf<typeof E.undoCancelRsvp>;
/** 'one' changes only the event named; 'following' it and the later events of its series. */
export type ChangeScope = NonNullable<UpdateEventBody['scope']>;

export function createEvent(body: CreateEventBody, init: Pick<ApiCallInit, 'headers'> = {}): Promise<ApiResult<CreateEventAnswer>> {
  return apiCall(E.createEvent, body, init);
}

export function updateEvent(body: UpdateEventBody, init: Pick<ApiCallInit, 'headers'> = {}): Promise<ApiResult<UpdateEventAnswer>> {
  return apiCall(E.updateEvent, body, init);
}

export function cancelEvent(body: CancelEventBody, init: Pick<ApiCallInit, 'headers'> = {}): Promise<ApiResult<CancelEventAnswer>> {
  return apiCall(E.cancelEvent, body, init);
}
