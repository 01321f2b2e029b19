// The door's view of a roster (docs/design/front-desk.md): the going residents, each checked in or
// not (the desk's unsent check-ins and undos applied), walk-ins, the counts (checked in / going /
// walk-ins), the search that also finds residents who did not RSVP, and the no-shows once known.
// UI-free: the door view and the self check-in kiosk both use it.
import type { CheckInMark, RosterMark, RosterRow, RosterView } from './event-roster.ts';
import { isCheckedIn } from './event-roster.ts';
import { matchesWords, residentFields, searchWords, type IndexedResident } from './resident-index.ts';

export interface DoorLine {
  userId: number;
  firstName: string;
  lastName: string;
  unit: string | null;
  apartment: string | null;
  /** Checked in as the door sees it: the server's, or a check-in waiting (and no undo after it). */
  checkedIn: boolean;
  /** A check-in or undo waits in the outbox (or is on its way). */
  pending: CheckInMark | null;
  /** The server's first accepted check-in. */
  checkedInAt: string | null;
  checkedInBy: string | null;
  /** Checked in without a going RSVP (the server's word, or a check-in of a resident not going). */
  walkIn: boolean;
  /** Not on the roster as going: a check-in makes a walk-in. */
  notGoing: boolean;
}

export interface DoorCounts {
  checkedIn: number;
  going: number;
  walkIns: number;
}

// One line per roster row object: the rows with nothing pending are the same objects from tap to
// tap (event-roster.ts), and so are their lines, which the door's rows compare by identity first.
const linesOfRows = new WeakMap<RosterRow, DoorLine>();

function lineOfRow(row: RosterRow): DoorLine {
  let line = linesOfRows.get(row);
  if (!line) {
    line = newLineOfRow(row);
    linesOfRows.set(row, line);
  }
  return line;
}

function newLineOfRow(row: RosterRow): DoorLine {
  const notGoing = row.status !== 'going';
  return {
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    unit: row.unit,
    apartment: row.apartment,
    checkedIn: isCheckedIn(row),
    pending: row.pendingCheckIn,
    checkedInAt: row.checkedInAt,
    checkedInBy: row.checkedInBy,
    walkIn: row.walkIn || notGoing,
    notGoing,
  };
}

/** A resident of the index not on the roster (a walk-in when checked in). */
export function lineOfResident(resident: IndexedResident, pending: CheckInMark | null = null): DoorLine {
  return {
    userId: resident.id,
    firstName: resident.firstName,
    lastName: resident.lastName,
    unit: resident.unit,
    apartment: resident.apartment,
    checkedIn: pending === 'checking-in',
    pending,
    checkedInAt: null,
    checkedInBy: null,
    walkIn: pending === 'checking-in',
    notGoing: true,
  };
}

/**
 * The line as the door shows it while `inFlight` (a check-in or undo sent, not yet answered) is
 * under way: as applyDeskWrites would make it (a write waiting in the outbox comes first).
 */
export function lineWithInFlight(line: DoorLine, inFlight: RosterMark | null): DoorLine {
  if (inFlight === null || line.pending !== null || (inFlight !== 'checking-in' && inFlight !== 'undoing')) return line;
  const checkIn = inFlight === 'checking-in';
  return { ...line, pending: inFlight, checkedIn: checkIn, walkIn: line.walkIn || (line.notGoing && checkIn) };
}

// One collator for every comparison: localeCompare with options builds one per call, which on a
// tablet's CPU made sorting a 500-line roster the slowest part of drawing a tap.
const collator = new Intl.Collator(undefined, { sensitivity: 'base' });
const byName = (a: DoorLine, b: DoorLine) => collator.compare(a.firstName, b.firstName) || collator.compare(a.lastName, b.lastName) || a.userId - b.userId;

/**
 * The door's lines: the going residents in the roster's order (by name; walk-ins the server knows
 * among them), then the walk-ins not yet on the server (a pending check-in of a resident not going:
 * named from the index, else by its label) by name. A walk-in whose undo waits stays listed,
 * unchecked, until the server drops it. The going lines are not sorted again: a tap redraws the
 * roster, and sorting hundreds of names each time is what a tablet's CPU cannot spare.
 */
export function doorLines(view: RosterView, index: readonly IndexedResident[] | null, buildingId: number): DoorLine[] {
  const lines = view.going.map(lineOfRow);
  const walkIns: DoorLine[] = [];
  for (const row of view.waitlisted) if (row.pendingCheckIn === 'checking-in') walkIns.push(lineOfRow(row));
  if (view.pendingWalkIns.length > 0) {
    const named = new Map((index ?? []).filter((resident) => resident.buildingId === buildingId).map((resident) => [resident.id, resident]));
    for (const walkIn of view.pendingWalkIns) {
      const resident = named.get(walkIn.userId) ?? { id: walkIn.userId, buildingId, firstName: walkIn.label, lastName: '', unit: null, apartment: null, passHash: null };
      walkIns.push(lineOfResident(resident, 'checking-in'));
    }
  }
  return walkIns.length === 0 ? lines : [...lines, ...walkIns.sort(byName)];
}

/** Checked in / going / walk-ins as the door sees them (a walk-in whose undo waits counts no more). */
export function doorCounts(lines: readonly DoorLine[]): DoorCounts {
  let checkedIn = 0;
  let going = 0;
  let walkIns = 0;
  for (const line of lines) {
    if (line.walkIn && !line.checkedIn) continue;
    going += 1;
    if (line.checkedIn) checkedIn += 1;
    if (line.walkIn) walkIns += 1;
  }
  return { checkedIn, going, walkIns };
}

/** Whether a walk-in now would go past the capacity (none: never). */
export function isFull(counts: DoorCounts, capacity: number | null): boolean {
  return capacity !== null && counts.going >= capacity;
}

/**
 * What the door's search finds: the lines that match (going or walk-in) and the residents of the
 * building who are not on them (walk-ins if checked in), by name; at most `limit`.
 */
export function searchDoor(
  lines: readonly DoorLine[],
  index: readonly IndexedResident[] | null,
  buildingId: number,
  query: string,
  limit: number,
): DoorLine[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  const found = lines.filter((line) => matchesWords(words, residentFields(line)));
  const listed = new Set(lines.map((line) => line.userId));
  for (const resident of index ?? []) {
    if (resident.buildingId !== buildingId || listed.has(resident.id) || !matchesWords(words, residentFields(resident))) continue;
    found.push(lineOfResident(resident));
  }
  return found.sort(byName).slice(0, limit);
}

/** docs/design/front-desk.md: a going RSVP not checked in is a no-show once the event ended this long ago. */
const NO_SHOW_AFTER_HOURS = 2;
const MS_PER_HOUR = 3_600_000;

/** docs/design/front-desk.md: the going RSVPs not checked in, once the event ended NO_SHOW_AFTER_HOURS ago. */
export function noShows(lines: readonly DoorLine[], known: boolean): DoorLine[] {
  return known ? lines.filter((line) => !line.checkedIn && !line.walkIn) : [];
}

/** When the roster says check-in opens and closes and no-shows are known (ISO instants). */
export interface CheckInTimes {
  checkInOpensAt: string;
  checkInClosesAt: string;
  noShowsFrom: string;
}

/** Whether check-in is open and the no-shows known at `now` (a roster kept offline tells by the clock). */
export function checkInPhase(times: CheckInTimes, now: number): { open: boolean; noShowsKnown: boolean } {
  return {
    open: now >= Date.parse(times.checkInOpensAt) && now <= Date.parse(times.checkInClosesAt),
    noShowsKnown: now > Date.parse(times.noShowsFrom),
  };
}

/** Whether the event has ended at `now` (its no-shows are known NO_SHOW_AFTER_HOURS after its end). */
export function eventEnded(times: Pick<CheckInTimes, 'noShowsFrom'>, now: number): boolean {
  return now > Date.parse(times.noShowsFrom) - NO_SHOW_AFTER_HOURS * MS_PER_HOUR;
}

/**
 * The door's lists, each resident once: the going lines while the no-shows are not known; after,
 * those who came (walk-ins included) and the no-shows.
 */
export function doorSections(lines: readonly DoorLine[], noShowsKnown: boolean): { going: readonly DoorLine[] } | { checkedIn: DoorLine[]; noShows: DoorLine[] } {
  if (!noShowsKnown) return { going: lines };
  return { checkedIn: lines.filter((line) => line.checkedIn), noShows: noShows(lines, true) };
}
