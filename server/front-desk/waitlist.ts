import type { Queryable } from '../db/database.ts';
import { MAIL_DAY_TIME_SQL, MAIL_RECIPIENT_SQL, promotedMail, queueResidentMails, type MailOccurrence, type MailRecipient } from './event-mail.ts';

export interface PromotionSender {
  accountId: number | null;
  publicUrl: string;
}

/**
 * Gives the event's free places to its waitlist, first come first served (join time, then id), in
 * the caller's transaction, and queues each promoted resident's e-mail. The caller holds the event
 * row locked (lockEvent), so `going` cannot move meanwhile. An unlimited capacity takes everyone
 * waiting; a cancelled or ended event promotes nobody. Answers the promoted residents' ids.
 *
 * `freedBy`: the RSVP whose cancel freed the place, while that cancel may be taken back (the desk's
 * Undo, undo-cancel.ts): each promotion remembers it and its e-mail, which is due only once the undo
 * can no longer come, so a promotion taken back was never told.
 *
 * `sender`: the account the e-mails are from (null when a resident's own cancel freed the place), and
 * the origin of the link to the promoted resident's page each e-mail carries.
 */
export async function promoteWaitlist(
  tx: Queryable,
  eventId: number,
  sender: PromotionSender,
  freedBy?: { rsvpId: number; mailDelaySeconds: number },
): Promise<number[]> {
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
    `SELECT ${MAIL_RECIPIENT_SQL}, e.building_id AS "buildingId",
            e.name AS "eventName", b.name AS "buildingName", ${MAIL_DAY_TIME_SQL}
     FROM event e JOIN building b ON b.id = e.building_id JOIN resident p ON p.id = ANY($2::int[])
     WHERE e.id = $1`,
    [eventId, ids],
  );
  const messages = await queueResidentMails(tx, sender.accountId, recipients.map((to) => ({ to, mail: promotedMail(to, to, sender.publicUrl) })), freedBy?.mailDelaySeconds ?? 0);
  if (freedBy) {
    await tx.query(
      `UPDATE rsvp r SET promoted_by_rsvp = $2, promotion_message = m.id
       FROM unnest($3::int[], $4::int[]) AS m(resident_id, id) WHERE r.event_id = $1 AND r.resident_id = m.resident_id`,
      [eventId, freedBy.rsvpId, messages.map((m) => m.residentId), messages.map((m) => m.id)],
    );
  }
  return ids;
}
