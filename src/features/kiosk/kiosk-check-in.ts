// The kiosk's check-in (issue 28): TEMPORARY until the door's shared state (src/state/door-check-in.ts)
// lands on main, which sends it through the outbox exactly once.
import type { KioskOutcome } from './kiosk-flow.ts';

export async function sendKioskCheckIn(_eventId: number, _userId: number, _label: string): Promise<KioskOutcome> {
  return Promise.resolve({ kind: 'refused', message: 'Not wired yet.' });
}
