// One resident's lines of an event's append-only check-in log (issue 26 §3: "the roster can show
// per resident"): a cached read, asked again with the roster when a live `roster` change names the
// event (live-schedule-refresh.ts).
import { DOOR_ENDPOINTS, type CheckInLogRequest } from '../api/door-api.ts';
import { createCachedResource } from './cached-resource.ts';

export const checkInLogResource = createCachedResource({ name: 'check-in-log', endpoint: DOOR_ENDPOINTS.checkInLog });

export function checkInLogRequest(eventId: number, userId: number): CheckInLogRequest {
  return { eventId, userId };
}
