import type { Queryable } from '../db/database.ts';
import { RESIDENT_EVENTS_WEEKS_AHEAD } from '../../src/contract/limits.ts';
import { MY_RSVP_JOIN, RESIDENT_EVENT_COLUMNS, RESIDENT_EVENT_FROM } from './resident-event-sql.ts';

/** One coming event as a resident sees it: counts only, never another resident. */
export interface ResidentPreviewEvent {
  id: number;
  name: string;
  buildingId: number;
  buildingName: string;
  timeZone: string;
  venue: string | null;
  date: string;
  startTime: string;
  endTime: string;
  capacity: number | null;
  placesLeft: number | null;
  waitlisted: number;
  myStatus: null;
}

/**
 * A building's coming events (not over, not cancelled, within RESIDENT_EVENTS_WEEKS_AHEAD) in the
 * residents' shape, for a manager's preview: nobody's own status, so myStatus is always null. Times
 * in the building's zone; a capacity of 0 (imported "unknown") has no limit, so no places-left count.
 */
export async function residentPreviewEvents(db: Queryable, buildingId: number): Promise<ResidentPreviewEvent[]> {
  // The residents' own columns and window, for a resident who is nobody (id 0): no status of anyone's.
  const rows = await db.query<ResidentPreviewEvent & { position?: number | null }>(
    `SELECT ${RESIDENT_EVENT_COLUMNS}
       FROM ${RESIDENT_EVENT_FROM} ${MY_RSVP_JOIN}
      WHERE e.building_id = $2 AND NOT e.cancelled
        AND e.ends_at > now() AND e.starts_at < now() + make_interval(days => $3)
      ORDER BY e.starts_at, e.id`,
    [0, buildingId, RESIDENT_EVENTS_WEEKS_AHEAD * 7],
  );
  return rows.map(({ position: _none, ...event }) => ({ ...event, myStatus: null }));
}

export async function buildingName(db: Queryable, buildingId: number): Promise<string> {
  const [row] = await db.query<{ name: string }>('SELECT name FROM building WHERE id = $1', [buildingId]);
  return row?.name ?? '';
}
