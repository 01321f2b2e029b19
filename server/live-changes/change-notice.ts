/**
 * What the server announces to the live-change streams (GET /api/changes) when data changes: the
 * kind of change and the buildings it touched, not the data itself, with one exception: a check-in
 * or undo of a resident on the roster says the line's new check-in fields, so the other tablets at
 * the door show it without reading the roster again (within 1 s, so a second tablet at the door never offers a check-in already made). Logged in the transaction
 * that makes the change (server/live-changes/change-log.ts), so every server process on the database
 * hears it once that commits, and nobody hears of a change that rolled back.
 */
import type { Queryable } from '../db/database.ts';
import { isLiveCheckInList, type LiveCheckIn } from '../../src/contract/live-check-in.ts';
import { logChange } from './change-log.ts';

/** The wake-up channel: its payload is the new change's id, which the processes read from the table. */
export const CHANGE_CHANNEL = 'hom_changes' as const;

/**
 * task: a task toggled; message: a message accepted; import: a dataset imported; event: events
 * scheduled, edited or cancelled (calendars, dashboards, the Events screen); roster: RSVPs or
 * check-ins of events changed (the rosters, and the event figures with them); resident: what the
 * door knows of a resident changed (a pass renewed: the resident index and the kiosk rosters).
 */
const CHANGE_KINDS = ['task', 'message', 'import', 'event', 'roster', 'resident'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** A roster line's check-in as it now stands (checkedInAt null: undone). */
export type CheckInLine = LiveCheckIn;

export interface ChangeNotice {
  kind: ChangeKind;
  /** The buildings changed; null: every building (an import too large to name them). */
  buildingIds: number[] | null;
  /** The events changed (kinds event and roster). */
  eventIds?: number[];
  /** Kind roster: the check-ins it made or undid on lines the roster had already (not walk-ins). */
  checkIns?: CheckInLine[];
}

/**
 * Records the change in the table of recent changes (server/live-changes/change-log.ts), which gives it the
 * stream's event id, and wakes every process with pg_notify; in the transaction that makes the change,
 * so nobody hears of one that rolled back.
 */
export async function announceChange(tx: Queryable, notice: ChangeNotice): Promise<number> {
  const eventIds = notice.eventIds ? { eventIds: notice.eventIds } : {};
  const checkIns = notice.checkIns ? { checkIns: notice.checkIns } : {};
  return logChange(tx, { kind: notice.kind, buildingIds: notice.buildingIds, ...eventIds, ...checkIns }, CHANGE_CHANNEL);
}

/** A logged change's payload, or null when it is not one this server knows. */
export function parseChangeNotice(payload: string): ChangeNotice | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const { kind, buildingIds, eventIds, checkIns } = value as Record<string, unknown>;
  if (!CHANGE_KINDS.includes(kind as ChangeKind)) return null;
  const events = { ...(isIdList(eventIds) ? { eventIds } : {}), ...(isLiveCheckInList(checkIns) ? { checkIns } : {}) };
  if (buildingIds === null) return { kind: kind as ChangeKind, buildingIds: null, ...events };
  if (!isIdList(buildingIds)) return null;
  return { kind: kind as ChangeKind, buildingIds, ...events };
}

function isIdList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((id) => Number.isInteger(id));
}
