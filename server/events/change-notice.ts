/**
 * What the server announces to the live-event streams (GET /api/events) when data changes: the
 * kind of change and the buildings it touched, never the data itself. Sent with pg_notify in the
 * transaction that makes the change, so every server process on the database hears it once that
 * commits, and nobody hears of a change that rolled back.
 */
import type { Queryable } from '../db/database.ts';

export const CHANGE_CHANNEL = 'hom_changes' as const;

/**
 * task: a task toggled; message: a message accepted; import: a dataset imported; event: events
 * scheduled, edited or cancelled (calendars, dashboards, the Events screen); roster: RSVPs or
 * check-ins of events changed (the rosters, and the event figures with them).
 */
export const CHANGE_KINDS = ['task', 'message', 'import', 'event', 'roster'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export interface ChangeNotice {
  kind: ChangeKind;
  /** The buildings changed; null: every building (an import too large to name them). */
  buildingIds: number[] | null;
  /** The events changed (kinds event and roster). */
  eventIds?: number[];
}

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; past this the buildings are not named. */
const MAX_PAYLOAD_CHARS = 7_900;

export async function announceChange(tx: Queryable, notice: ChangeNotice): Promise<void> {
  let payload = JSON.stringify({ kind: notice.kind, buildingIds: notice.buildingIds, ...(notice.eventIds ? { eventIds: notice.eventIds } : {}) });
  // Too many to name: the buildings alone (a listener refreshes all their events).
  if (payload.length > MAX_PAYLOAD_CHARS) payload = JSON.stringify({ kind: notice.kind, buildingIds: notice.buildingIds });
  if (payload.length > MAX_PAYLOAD_CHARS) payload = JSON.stringify({ kind: notice.kind, buildingIds: null });
  await tx.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, payload]);
}

/** A notification's payload, or null when it is not one of ours (anyone may NOTIFY a channel). */
export function parseChangeNotice(payload: string): ChangeNotice | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const { kind, buildingIds, eventIds } = value as Record<string, unknown>;
  if (!CHANGE_KINDS.includes(kind as ChangeKind)) return null;
  const events = isIdList(eventIds) ? { eventIds } : {};
  if (buildingIds === null) return { kind: kind as ChangeKind, buildingIds: null, ...events };
  if (!isIdList(buildingIds)) return null;
  return { kind: kind as ChangeKind, buildingIds, ...events };
}

function isIdList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((id) => Number.isInteger(id));
}
