// The kiosk's flow as data: the start screen (today's events), then one resident's steps.
// A reset is the start state again: nothing of the last resident (what they typed, whom they chose)
// stays in it. Residents are found on the kiosk's roster (the server's kiosk-roster/: going residents'
// first name, last initial and unit, nothing more) by first name and unit and shown as "Alex R.".
import type { KioskRosterLine } from '../../api/door-api.ts';
import type { ScheduledEvent } from '../../api/schedule-api.ts';
import type { AlreadyCheckedIn } from '../../state/door-check-in.ts';
import { shortName } from '../../ui/short-name.ts';

export { shortName };

/** What the kiosk shows of a resident on the event's roster. */
export interface KioskResident {
  userId: number;
  /** "Alex R." */
  label: string;
  /** Apartment (or else the block or company), or null. */
  unit: string | null;
  checkedIn: boolean;
}

export type KioskEvent = Pick<ScheduledEvent, 'id' | 'name' | 'startTime' | 'endTime' | 'timeZone'>;

export type KioskFlow =
  | { step: 'start' }
  | { step: 'find'; event: KioskEvent; firstName: string; unit: string }
  | { step: 'confirm'; event: KioskEvent; resident: KioskResident }
  | { step: 'sending'; event: KioskEvent; resident: KioskResident }
  | { step: 'checked-in'; event: KioskEvent }
  | { step: 'already'; event: KioskEvent }
  /** `message`: the server's sentence when it refused (the window closed), else null. */
  | { step: 'ask-desk'; message: string | null };

type KioskAction =
  | { type: 'reset' }
  | { type: 'pick-event'; event: KioskEvent }
  | { type: 'type'; firstName: string; unit: string }
  | { type: 'choose'; resident: KioskResident }
  | { type: 'not-me' }
  | { type: 'send' }
  | { type: 'answered'; outcome: KioskOutcome }
  | { type: 'not-listed' };

/** How a check-in ended for the resident: queued offline counts as checked in (it is sent exactly once). */
export type KioskOutcome =
  | { kind: 'checked-in' }
  /** `first`: the first check-in's time and account, when the server said so. */
  | { kind: 'already'; first?: AlreadyCheckedIn }
  | { kind: 'refused'; message: string };

export const KIOSK_START: KioskFlow = { step: 'start' };

/** A resident's flow is under way (the idle warning watches it). */
export function inResidentFlow(flow: KioskFlow): boolean {
  return flow.step !== 'start';
}

export function kioskReducer(flow: KioskFlow, action: KioskAction): KioskFlow {
  switch (action.type) {
    case 'reset':
      return KIOSK_START;
    case 'pick-event':
      return { step: 'find', event: action.event, firstName: '', unit: '' };
    case 'type':
      return flow.step === 'find' ? { ...flow, firstName: action.firstName, unit: action.unit } : flow;
    case 'choose':
      if (flow.step !== 'find') return flow;
      // Already in: said kindly, nothing is sent.
      return action.resident.checkedIn ? { step: 'already', event: flow.event } : { step: 'confirm', event: flow.event, resident: action.resident };
    case 'not-me':
      return flow.step === 'confirm' ? { step: 'find', event: flow.event, firstName: '', unit: '' } : flow;
    case 'send':
      return flow.step === 'confirm' ? { step: 'sending', event: flow.event, resident: flow.resident } : flow;
    case 'answered':
      if (flow.step !== 'sending') return flow;
      if (action.outcome.kind === 'refused') return { step: 'ask-desk', message: action.outcome.message };
      return { step: action.outcome.kind, event: flow.event };
    case 'not-listed':
      return { step: 'ask-desk', message: null };
  }
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/** Residents offered at once: more means the first name should be typed on. */
const KIOSK_MATCHES_SHOWN = 6 as const;

/**
 * The residents of the kiosk's roster (going ones only: waitlisted and cancelled residents are not
 * offered, the desk decides) whose first name starts with `firstName` (and whose unit starts with
 * `unit`, when typed), by name. Nothing before a first name is typed: the list is not a roll call of
 * who is coming. `pending`: residents whose check-in waits in the outbox (they count as in).
 */
export function findResidents(lines: readonly KioskRosterLine[], firstName: string, unit: string, pending: ReadonlySet<number> = new Set()): KioskResident[] {
  const name = fold(firstName);
  const place = fold(unit);
  if (name === '') return [];
  return lines
    .filter((line) => fold(line.firstName).startsWith(name) && (place === '' || fold(line.unit ?? '').startsWith(place)))
    .map((line) => ({ userId: line.userId, label: shortName(line.firstName, line.lastInitial), unit: line.unit, checkedIn: line.checkedIn || pending.has(line.userId) }))
    .sort((a, b) => a.label.localeCompare(b.label) || (a.unit ?? '').localeCompare(b.unit ?? ''))
    .slice(0, KIOSK_MATCHES_SHOWN);
}
