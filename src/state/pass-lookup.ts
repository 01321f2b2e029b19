// What a scanned pass is at the door and at the kiosk (docs/design/residents.md, "Check-in by pass"):
// the scanned text's SHA-256 is looked up among the pass hashes the tablet holds (never a pass), in
// the resident index restricted to the event's building (door) or the kiosk's roster of the event's
// going residents (kiosk). UI-free: the door view and the kiosk decide and then check in through
// checkIn() (door-check-in.ts), the same outbox path as a tap.
import type { KioskRosterLine } from '../api/door-api.ts';
import { passHash, passOfText } from '../contract/resident-pass.ts';
import type { DoorLine } from './door-roster.ts';
import type { IndexedResident } from './resident-index.ts';

/** The hash of the pass `text` is, or null when the text is not a pass at all. */
export async function scannedPassHash(text: string): Promise<string | null> {
  const pass = passOfText(text);
  return pass === null ? null : passHash(pass);
}

export type DoorScan =
  /** Going and not yet in: check them in (not the write kind of the same name: a finding). */
  | { kind: 'going'; line: DoorLine }
  /** In already (the server's check-in, or one of this tablet's waiting to be sent). */
  | { kind: 'already'; line: DoorLine }
  /** A resident of the event's building not going: the desk may check them in as a walk-in. */
  | { kind: 'not-on-list'; resident: IndexedResident }
  /** Not a pass, or a pass of nobody here: renewed since, another building's resident, or made up. */
  | { kind: 'unknown' }
  /** A pass, but the resident index is not on this tablet yet: it cannot be told. */
  | { kind: 'no-index' };

/**
 * The door's decision for a scan whose pass hash is `hash` (null: not a pass), on the door's lines
 * (going residents and walk-ins, with this tablet's waiting check-ins applied) and the resident index.
 */
export function doorScanOf(hash: string | null, lines: readonly DoorLine[], index: readonly IndexedResident[] | null, buildingId: number): DoorScan {
  if (hash === null) return { kind: 'unknown' };
  if (index === null) return { kind: 'no-index' };
  const resident = index.find((candidate) => candidate.buildingId === buildingId && candidate.passHash === hash);
  if (resident === undefined) return { kind: 'unknown' };
  const line = lines.find((candidate) => candidate.userId === resident.id);
  if (line?.checkedIn) return { kind: 'already', line };
  if (line !== undefined && !line.notGoing) return { kind: 'going', line };
  return { kind: 'not-on-list', resident };
}

export type KioskScan =
  | { kind: 'going'; line: KioskRosterLine }
  | { kind: 'already'; line: KioskRosterLine }
  /** A pass, but of nobody going: the kiosk holds only the going residents, so an old pass and a stranger's look alike. */
  | { kind: 'not-on-list' }
  | { kind: 'unknown' };

/** The kiosk's decision: among the going residents of its roster; `pending`: check-ins waiting in the outbox (in already). */
export function kioskScanOf(hash: string | null, lines: readonly KioskRosterLine[], pending: ReadonlySet<number> = new Set()): KioskScan {
  if (hash === null) return { kind: 'unknown' };
  const line = lines.find((candidate) => candidate.passHash === hash);
  if (line === undefined) return { kind: 'not-on-list' };
  return line.checkedIn || pending.has(line.userId) ? { kind: 'already', line } : { kind: 'going', line };
}
