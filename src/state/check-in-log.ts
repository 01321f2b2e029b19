// One resident's lines of an event's append-only check-in log ("the roster can show per resident"):
// a cached read, asked again when a check-in is sent or a live `roster` change names the event.
import { DOOR_ENDPOINTS, type CheckInLogRequest } from '../api/door-api.ts';
import { createCachedResource } from './cached-resource.ts';

export const checkInLogResource = createCachedResource({
  name: 'check-in-log',
  endpoint: DOOR_ENDPOINTS.checkInLog,
  provides: ({ eventId }) => [{ type: 'check-ins', eventId }, { type: 'events' }],
});

export function checkInLogRequest(eventId: number, userId: number): CheckInLogRequest {
  return { eventId, userId };
}
