import type { Queryable } from '../../db/database.ts';
import { MAIL_DAY_TIME_SQL, promotedMail, queueResidentMails, type MailOccurrence, type MailRecipient } from '../schedule/event-mail.ts';

/**
 * Gives the event's free places to its waitlist, first come first served (join time, then id), in
 * the caller's transaction, and queues each promoted resident's e-mail. The caller holds the event
 * row locked (lockEvent), so `going` cannot move meanwhile. An unlimited capacity takes everyone
 * waiting; a cancelled or ended event promotes nobody. Answers the promoted residents' ids.
 */
export async function promoteWaitlist(tx: Queryable, eventId: number, accountId: number): Promise<number[]> {
  const promoted = await tx.query<{ residentId: number }>(
    `WITH ev AS (SELECT id, NULLIF(capacity, 0) AS capacity, rsvp_count FROM event WHERE id = $1 AND NOT cancelled AND ends_at > now()),
          next AS (SELECT r.id FROM rsvp r JOIN ev ON ev.id = r.event_id
                   WHERE r.status = 'waitlisted'
                   ORDER BY r.joined_at, r.id
                   LIMIT (SELECT CASE WHEN capacity IS NULL THEN NULL ELSE greatest(capacity - rsvp_count, 0) END FROM ev)
                   FOR UPDATE OF r)
     UPDATE rsvp SET status = 'going', promoted_at = now() FROM next WHERE rsvp.id = next.id
     RETURNING rsvp.resident_id AS "residentId"`,
    [eventId],
  );
  if (promoted.length === 0) return [];
  const ids = promoted.map((row) => row.residentId);
  const recipients = await tx.query<MailRecipient & MailOccurrence>(
    `SELECT p.id AS "residentId", e.building_id AS "buildingId", p.email, p.first_name AS "firstName", p.last_name AS "lastName",
            e.name AS "eventName", b.name AS "buildingName", ${MAIL_DAY_TIME_SQL}
     FROM event e JOIN building b ON b.id = e.building_id JOIN resident p ON p.id = ANY($2::int[])
     WHERE e.id = $1`,
    [eventId, ids],
  );
  await queueResidentMails(tx, accountId, recipients.map((to) => ({ to, mail: promotedMail(to, to) })));
  return ids;
}
