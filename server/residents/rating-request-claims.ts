import type { Queryable } from '../db/database.ts';
import { enqueueMails } from '../mail/enqueue-mail.ts';
import { RATING_LIMITS } from '../../src/contract/limits.ts';

// Which residents are due the e-mail asking how an event was. Every time is the caller's clock
// (`now`), never the database's, so a test's fake clock moves the schedule.

/**
 * Events that ended longer ago than this are never asked about: a fresh install, an import of last
 * year or a server down for a week does not mail history.
 */
export const RATING_REQUEST_MAX_AGE_HOURS = 48;

/** The job key of an RSVP's rating request: the queue holds one such job ever. */
export function ratingRequestKey(rsvpId: number): string {
  return `rating:${rsvpId}`;
}

/**
 * Queues the rating request of every RSVP checked in (not cancelled, not yet rated) to an event not
 * cancelled that ended an hour or more ago and at most RATING_REQUEST_MAX_AGE_HOURS ago, and that
 * nobody queued before. The job's key makes this safe from any number of processes at once. Returns
 * how many were queued.
 */
export async function claimRatingRequests(db: Queryable, now: Date): Promise<number> {
  const due = await db.query<{ rsvpId: number }>(
    `SELECT r.id AS "rsvpId"
       FROM event e JOIN rsvp r ON r.event_id = e.id
      WHERE NOT e.cancelled
        AND e.ends_at <= $1::timestamptz - make_interval(mins => $2)
        AND e.ends_at > $1::timestamptz - make_interval(hours => $3)
        AND r.checked_in_at IS NOT NULL AND r.status <> 'cancelled' AND r.rating IS NULL
        AND NOT EXISTS (SELECT 1 FROM mail_job j WHERE j.job_key = 'rating:' || r.id)
      ORDER BY e.ends_at, r.id`,
    [now, RATING_LIMITS.requestAfterMinutes, RATING_REQUEST_MAX_AGE_HOURS],
  );
  const queued = await enqueueMails(
    db,
    due.map(({ rsvpId }) => ({ kind: 'rating-request', payload: { rsvpId }, key: ratingRequestKey(rsvpId), runAt: now })),
  );
  return queued.length;
}

/**
 * Queues the rating request of a resident just checked in, due an hour after the event's end: at once
 * when the check-in came later than that (a late check-in at the door), rather than at the next look.
 * The key makes it one job whatever else queues it; the mail is written when due, so an undo meanwhile
 * sends nothing (rating-mail.ts).
 */
export async function queueRatingRequestOnCheckIn(tx: Queryable, eventId: number, residentId: number): Promise<void> {
  const [rsvp] = await tx.query<{ rsvpId: number; dueAt: Date }>(
    `SELECT r.id AS "rsvpId", e.ends_at + make_interval(mins => $3) AS "dueAt"
       FROM rsvp r JOIN event e ON e.id = r.event_id
      WHERE r.event_id = $1 AND r.resident_id = $2`,
    [eventId, residentId, RATING_LIMITS.requestAfterMinutes],
  );
  if (!rsvp) return;
  await enqueueMails(tx, [{ kind: 'rating-request', payload: { rsvpId: rsvp.rsvpId }, key: ratingRequestKey(rsvp.rsvpId), runAt: new Date(rsvp.dueAt) }]);
}
