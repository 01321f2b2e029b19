// A check-in on one tablet shows on the others within 1 s (measured by bench:door): a check-in or
// undo of a resident on the roster comes on the live stream with the line's check-in fields
// (server/events/change-notice.ts), and the rosters this tablet holds show it as soon as it is heard,
// with no roster read on a lossy uplink in between. A change that names no line (a walk-in, an RSVP)
// reads the roster again as before (live-changes-refresh.ts).
import type { LiveChange } from '../api/live-changes-api.ts';
import { setRosterLine } from './event-roster.ts';

/** Shows the check-ins and undos `changes` carry on the rosters held (nothing for a roster not held). */
export function showLiveCheckIns(changes: readonly LiveChange[]): void {
  for (const change of changes) {
    for (const { eventId, userId, checkedInAt, checkedInBy } of change.checkIns ?? []) {
      setRosterLine(eventId, userId, (rsvp) =>
        rsvp.checkedInAt === checkedInAt && rsvp.checkedInBy === checkedInBy ? rsvp : { ...rsvp, checkedInAt, checkedInBy },
      );
    }
  }
}

/** Whether the roster must be read again for `change`: a roster change that does not carry its lines. */
export function rosterReadFor(change: LiveChange): boolean {
  return change.kind === 'roster' && change.checkIns === undefined;
}
