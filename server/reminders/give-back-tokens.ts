// The "Give my place back" link of a reminder: 256 random bits made when the mail is written, only
// their SHA-256 kept (migration 030), so whoever reads the database cannot give anyone's place back.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { LATE_CANCEL_HOURS } from '../../src/contract/limits.ts';

const TOKEN_BYTES = 32;
/** base64url of 32 bytes is 43 characters; nothing else is looked up. */
export const GIVE_BACK_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

export function hashGiveBackToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The residents' page for the link: opening it shows the event and a button; only the button acts. */
export function giveBackLink(publicUrl: string, token: string): string {
  return `${publicUrl}/r/give-back?token=${encodeURIComponent(token)}`;
}

/**
 * Makes a link's token for the RSVP as it is now (its join time, copied in SQL at full precision,
 * binds it to this place); null when the RSVP is no longer going.
 */
export async function createGiveBackToken(db: Queryable, rsvpId: number, now: Date): Promise<string | null> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const made = await db.query(
    `INSERT INTO rsvp_give_back (token_hash, rsvp_id, joined_at, created_at)
     SELECT $1, r.id, r.joined_at, $3 FROM rsvp r WHERE r.id = $2 AND r.status = 'going'
     RETURNING rsvp_id`,
    [hashGiveBackToken(token), rsvpId, now],
  );
  return made.length === 0 ? null : token;
}

/** The RSVP a token is for, and the event as the page shows it; null for a token that is no link's. */
export interface GiveBackPlace {
  rsvpId: number;
  eventId: number;
  residentId: number;
  /** Still the place the link was made for, and going. */
  stillGoing: boolean;
  eventCancelled: boolean;
  startsAt: Date;
  event: {
    name: string;
    buildingName: string;
    timeZone: string;
    venue: string | null;
    date: string;
    startTime: string;
    endTime: string;
  };
}

export async function findGiveBackPlace(db: Queryable, token: string): Promise<GiveBackPlace | null> {
  const [row] = await db.query<Omit<GiveBackPlace, 'event'> & GiveBackPlace['event']>(
    `SELECT r.id AS "rsvpId", r.event_id AS "eventId", r.resident_id AS "residentId",
            (r.status = 'going' AND r.joined_at = g.joined_at) AS "stillGoing", e.cancelled AS "eventCancelled",
            e.starts_at AS "startsAt", e.name, b.name AS "buildingName", b.time_zone AS "timeZone", v.name AS venue,
            to_char(e.starts_at AT TIME ZONE b.time_zone, 'YYYY-MM-DD') AS date,
            to_char(e.starts_at AT TIME ZONE b.time_zone, 'HH24:MI') AS "startTime",
            to_char(e.ends_at AT TIME ZONE b.time_zone, 'HH24:MI') AS "endTime"
       FROM rsvp_give_back g
       JOIN rsvp r ON r.id = g.rsvp_id
       JOIN event e ON e.id = r.event_id
       JOIN building b ON b.id = e.building_id
       LEFT JOIN venue v ON v.id = e.venue_id
      WHERE g.token_hash = $1`,
    [hashGiveBackToken(token)],
  );
  if (!row) return null;
  const { name, buildingName, timeZone, venue, date, startTime, endTime, ...place } = row;
  return { ...place, event: { name, buildingName, timeZone, venue, date, startTime, endTime } };
}

/** Whether the RSVP's cancel came less than LATE_CANCEL_HOURS before the start (a late cancel). */
export async function cancelledLate(db: Queryable, rsvpId: number): Promise<boolean> {
  const [row] = await db.query<{ late: boolean }>(
    `SELECT coalesce(r.cancelled_at, now()) > e.starts_at - make_interval(hours => $2) AS late
       FROM rsvp r JOIN event e ON e.id = r.event_id WHERE r.id = $1`,
    [rsvpId, LATE_CANCEL_HOURS],
  );
  return row?.late ?? false;
}
