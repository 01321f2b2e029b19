import type { Queryable } from '../../db/database.ts';
import type { CalendarEvent } from '../../calendar/ical-writer.ts';

/** The feed's window around now: the last 30 days and the next 180 (a calendar app wants the coming months, not the whole history). */
export const FEED_WINDOW_DAYS = { past: 30, future: 180 } as const;

export interface FeedStatus {
  published: boolean;
  publishedAt: string | null;
}

const EVENT_COLUMNS = `e.id, e.name, v.name AS venue, e.starts_at AS "startsAt", e.ends_at AS "endsAt",
  e.cancelled, e.ical_sequence AS sequence, e.updated_at AS "updatedAt"`;

/** The building a feed secret's hash belongs to; null for a wrong or renewed secret. */
export async function findFeedBuilding(db: Queryable, hash: Buffer): Promise<{ id: number; name: string; publishedAt: Date } | null> {
  const [row] = await db.query<{ id: number; name: string; publishedAt: Date }>(
    `SELECT b.id, b.name, f.published_at AS "publishedAt"
       FROM building_calendar_feed f JOIN building b ON b.id = f.building_id
      WHERE f.secret_sha256 = $1`,
    [hash],
  );
  return row ?? null;
}

/** The building's events starting in the feed's window around `now`, cancelled ones included (STATUS:CANCELLED). */
export async function feedEvents(db: Queryable, buildingId: number, now: Date): Promise<CalendarEvent[]> {
  return db.query<CalendarEvent>(
    `SELECT ${EVENT_COLUMNS}
       FROM event e LEFT JOIN venue v ON v.id = e.venue_id
      WHERE e.building_id = $1
        AND e.starts_at >= $2::timestamptz - make_interval(days => $3)
        AND e.starts_at < $2::timestamptz + make_interval(days => $4)
      ORDER BY e.starts_at, e.id`,
    [buildingId, now, FEED_WINDOW_DAYS.past, FEED_WINDOW_DAYS.future],
  );
}

/** One event of the given buildings; null when it is not one of theirs (or not there). */
export async function calendarEvent(
  db: Queryable,
  eventId: number,
  buildingIds: readonly number[],
): Promise<(CalendarEvent & { building: string }) | null> {
  const [row] = await db.query<CalendarEvent & { building: string }>(
    `SELECT ${EVENT_COLUMNS}, b.name AS building
       FROM event e JOIN building b ON b.id = e.building_id LEFT JOIN venue v ON v.id = e.venue_id
      WHERE e.id = $1 AND e.building_id = ANY($2::int[])`,
    [eventId, buildingIds],
  );
  return row ?? null;
}

export async function feedStatus(db: Queryable, buildingId: number): Promise<FeedStatus> {
  const [row] = await db.query<{ publishedAt: Date }>(
    'SELECT published_at AS "publishedAt" FROM building_calendar_feed WHERE building_id = $1',
    [buildingId],
  );
  return { published: row !== undefined, publishedAt: row ? row.publishedAt.toISOString() : null };
}

/** Publishes the feed under a new secret, replacing any earlier one (whose URL stops at once). */
export async function publishFeed(db: Queryable, buildingId: number, hash: Buffer, accountId: number, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO building_calendar_feed (building_id, secret_sha256, published_at, published_by)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (building_id) DO UPDATE
       SET secret_sha256 = EXCLUDED.secret_sha256, published_at = EXCLUDED.published_at, published_by = EXCLUDED.published_by`,
    [buildingId, hash, now, accountId],
  );
}

export async function unpublishFeed(db: Queryable, buildingId: number): Promise<void> {
  await db.query('DELETE FROM building_calendar_feed WHERE building_id = $1', [buildingId]);
}
