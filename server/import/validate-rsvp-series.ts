import { MAX_SERIES_OCCURRENCES } from '../../src/contract/limits.ts';
import { readObject, type Issues, type ObjectSpec } from './field-checks.ts';

// The dataset's fields for running events (docs/design/front-desk.md): RSVP statuses and times,
// weekly series. Files written before them leave every one out and import as before (all RSVPs going).

export const RSVP_STATE_SPEC = {
  'status?': 'rsvpStatus',
  'joined?': 'dateTime',
  'cancelledAt?': 'dateTime',
  'promoted?': 'dateTime',
  'checkedIn?': 'dateTime',
  'checkedInAt?': 'dateTime',
  'walkIn?': 'boolean',
} as const satisfies ObjectSpec;

const SERIES_SPEC = {
  key: 'key',
  building: 'key',
  weekdays: 'list',
  startTime: 'time',
  endTime: 'time',
  firstDate: 'date',
  'until?': 'date',
  'count?': 'count',
} as const satisfies ObjectSpec;

type Row = Record<string, unknown>;

/** Reports an RSVP whose status, times and attendance contradict each other. */
export function checkRsvpState(rsvp: Row, path: string, issues: Issues): void {
  const status = rsvp.status ?? 'going';
  if (status !== 'going' && rsvp.attended === true) issues.push({ path: `${path}.attended`, message: `a ${String(status)} RSVP cannot be attended (only going ones are)` });
  if (rsvp.cancelledAt !== undefined && status !== 'cancelled') issues.push({ path: `${path}.cancelledAt`, message: 'only a cancelled RSVP has a cancel time' });
  if (rsvp.promoted !== undefined && status !== 'going') issues.push({ path: `${path}.promoted`, message: 'only a going RSVP was promoted from the waitlist' });
  for (const field of ['checkedIn', 'checkedInAt'] as const) {
    if (rsvp[field] !== undefined && rsvp.attended !== true) issues.push({ path: `${path}.${field}`, message: 'only an attended RSVP has a check-in time' });
  }
  if (rsvp.checkedIn !== undefined && rsvp.checkedInAt !== undefined) issues.push({ path: `${path}.checkedInAt`, message: 'give one of checkedInAt and checkedIn (its older name), not both' });
  if (rsvp.walkIn === true && rsvp.attended !== true) issues.push({ path: `${path}.walkIn`, message: 'a walk-in is a check-in: the RSVP must be attended' });
}

/** One series of `$.series`: its fields, weekdays 1-7 without repeats, one end (until or count, ≤ 52). */
export function readSeries(raw: unknown, path: string, issues: Issues): Row | null {
  const series = readObject(raw, path, SERIES_SPEC, issues);
  if (!series) return null;
  const weekdays = Array.isArray(series.weekdays) ? series.weekdays : [];
  if (Array.isArray(series.weekdays) && weekdays.length === 0) issues.push({ path: `${path}.weekdays`, message: 'must name at least one weekday' });
  weekdays.forEach((day, i) => {
    if (!Number.isInteger(day) || (day as number) < 1 || (day as number) > 7) issues.push({ path: `${path}.weekdays[${i}]`, message: 'must be a weekday from 1 (Sunday) to 7 (Saturday)' });
    else if (weekdays.indexOf(day) !== i) issues.push({ path: `${path}.weekdays[${i}]`, message: `repeats weekday ${String(day)}` });
  });
  if (typeof series.startTime === 'string' && typeof series.endTime === 'string' && series.endTime <= series.startTime) {
    issues.push({ path: `${path}.endTime`, message: `must be after startTime (${series.startTime})` });
  }
  if ((series.until === undefined) === (series.count === undefined)) issues.push({ path: `${path}.until`, message: 'give exactly one of until and count' });
  if (typeof series.count === 'number' && (series.count < 1 || series.count > MAX_SERIES_OCCURRENCES)) {
    issues.push({ path: `${path}.count`, message: `must be from 1 to ${MAX_SERIES_OCCURRENCES}` });
  }
  if (typeof series.until === 'string' && typeof series.firstDate === 'string' && series.until < series.firstDate) {
    issues.push({ path: `${path}.until`, message: `must be on or after firstDate (${series.firstDate})` });
  }
  return series;
}
