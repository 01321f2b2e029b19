import type { Queryable } from '../db/database.ts';
import { httpError } from '../http/http-error.ts';
import { withdrawMails } from '../mail/enqueue-mail.ts';
import { ROSTER_MESSAGES } from './roster-messages.ts';

/**
 * How long after a cancel the desk may take it back (its notice offers Undo for 6 seconds; the rest
 * covers a slow link). A place the cancel freed is e-mailed to the promoted resident only after it.
 */
export const UNDO_CANCEL_SECONDS = 20;

interface CancelledRsvp {
  id: number;
  statusBefore: 'going' | 'waitlisted' | null;
  recent: boolean;
}

interface Promotion {
  rsvpId: number;
  residentId: number;
  checkedIn: boolean;
  messageId: number | null;
  mailJob: number | null;
}

/**
 * Puts back a cancel of `residentId`'s RSVP made within UNDO_CANCEL_SECONDS, with the event row locked
 * by the caller: the residents its freed place went to return to the waitlist at their own place
 * (their join time is unchanged) and their promotion e-mails, not yet due, are withdrawn; then the
 * RSVP gets back the status it had (a waitlisted one its own place too). Refused with 409 (a sentence
 * naming userId) when it is too late, or when the place cannot be given back as it was: a promoted
 * resident already checked in or already being e-mailed, or the place taken meanwhile. Answers the
 * ids of the residents put back on the waitlist.
 */
export async function undoCancel(tx: Queryable, eventId: number, residentId: number, capacity: number | null): Promise<number[]> {
  const [rsvp] = await tx.query<CancelledRsvp>(
    `SELECT id, status_before_cancel AS "statusBefore", cancelled_at > now() - make_interval(secs => $3) AS recent
     FROM rsvp WHERE event_id = $1 AND resident_id = $2 AND status = 'cancelled' FOR UPDATE`,
    [eventId, residentId, UNDO_CANCEL_SECONDS],
  );
  if (!rsvp || rsvp.statusBefore === null || !rsvp.recent) throw httpError(409, ROSTER_MESSAGES.undoTooLate, 'userId');
  const promotions = await tx.query<Promotion>(
    `SELECT r.id AS "rsvpId", r.resident_id AS "residentId", r.checked_in_at IS NOT NULL AS "checkedIn", m.id AS "messageId",
            m.mail_job AS "mailJob"
     FROM rsvp r LEFT JOIN message m ON m.id = r.promotion_message
     WHERE r.promoted_by_rsvp = $1 AND r.status = 'going' AND r.promoted_at IS NOT NULL
     ORDER BY r.id FOR UPDATE OF r`,
    [rsvp.id],
  );
  if (promotions.some((p) => p.checkedIn)) throw httpError(409, ROSTER_MESSAGES.undoPlaceGiven, 'userId');
  // A mail the queue has begun to send may have told them already: then the place stays theirs.
  const mailJobs = promotions.flatMap((p) => (p.mailJob === null ? [] : [p.mailJob]));
  if (!(await withdrawMails(tx, mailJobs))) throw httpError(409, ROSTER_MESSAGES.undoPlaceGiven, 'userId');
  if (promotions.length > 0) {
    await tx.query(
      `UPDATE rsvp SET status = 'waitlisted', promoted_at = NULL, promoted_by_rsvp = NULL, promotion_message = NULL WHERE id = ANY($1::int[])`,
      [promotions.map((p) => p.rsvpId)],
    );
    const messages = promotions.flatMap((p) => (p.messageId === null ? [] : [p.messageId]));
    await tx.query('DELETE FROM message WHERE id = ANY($1::int[])', [messages]);
  }
  if (rsvp.statusBefore === 'going' && capacity !== null) {
    const [event] = await tx.query<{ going: number }>('SELECT rsvp_count AS going FROM event WHERE id = $1', [eventId]);
    if ((event?.going ?? 0) >= capacity) throw httpError(409, ROSTER_MESSAGES.undoPlaceTaken, 'userId');
  }
  await tx.query(
    'UPDATE rsvp SET status = status_before_cancel, cancelled_at = NULL, status_before_cancel = NULL WHERE id = $1',
    [rsvp.id],
  );
  return promotions.map((p) => p.residentId);
}
