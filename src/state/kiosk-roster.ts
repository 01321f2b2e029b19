// The self check-in kiosk's roster of an event: its going residents as the kiosk shows them ("Alex R.",
// the unit, whether in), from the kiosk's own call, so the tablet holds nothing more of them. A
// check-in sent (or replayed from the outbox) marks its line at once (queued-writes.ts).
import { DOOR_ENDPOINTS, type KioskRosterAnswer, type KioskRosterRequest } from '../api/door-api.ts';
import { createCachedResource } from './cached-resource.ts';

export const kioskRosterResource = createCachedResource({
  name: 'kiosk-roster',
  endpoint: DOOR_ENDPOINTS.kioskRoster,
  // Its lines follow the kiosk's own check-ins as they are sent; an edit of the event reads it again,
  // and so does a resident's renewed pass (each line carries its hash).
  provides: () => [{ type: 'events' }, { type: 'users' }],
});

export function kioskRosterRequest(eventId: number): KioskRosterRequest {
  return { eventId };
}

/** The resident's line of the held roster shows them in (nothing when no roster is held). */
export function markKioskCheckedIn(eventId: number, userId: number): void {
  kioskRosterResource.update(kioskRosterRequest(eventId), (data: KioskRosterAnswer) => ({
    ...data,
    residents: data.residents.map((line) => (line.userId === userId && !line.checkedIn ? { ...line, checkedIn: true } : line)),
  }));
}
