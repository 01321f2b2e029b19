// The e-mail asking a resident who came how the event was, written when the queue sends it: the job
// holds only the RSVP's id, so a mail sent late still says what is true then, and a resident who was
// un-checked-in, has rated meanwhile, or whose event was cancelled or is past rating gets nothing.
import { RATING_LIMITS } from '../../src/contract/limits.ts';
import { escapeHtml } from '../mail/mail-html.ts';
import type { MailRenderContext } from '../mail/mail-kind.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { ratingLink, ratingToken } from './rating-token.ts';
import { RATING_STRINGS, ratingMailText } from './rating-strings.ts';

export interface RatingRequestJob {
  rsvpId: number;
}

interface RatingMailRow {
  email: string;
  firstName: string;
  eventName: string;
  when: string;
  openUntil: string;
}

export async function renderRatingMail(job: RatingRequestJob, context: MailRenderContext): Promise<MailMessage | null> {
  const { secret } = context;
  if (!secret) throw new Error('the mail queue was given no secret to sign rating links with');
  // Dates in the building's own zone: the resident reads them where the event was.
  const [row] = await context.db.query<RatingMailRow>(
    `SELECT p.email, p.first_name AS "firstName", e.name AS "eventName",
            to_char(e.starts_at AT TIME ZONE b.time_zone, 'FMDay FMDD FMMonth, HH24:MI') AS "when",
            to_char((e.ends_at + make_interval(days => $3)) AT TIME ZONE b.time_zone, 'FMDay FMDD FMMonth, HH24:MI') AS "openUntil"
       FROM rsvp r JOIN event e ON e.id = r.event_id JOIN building b ON b.id = e.building_id JOIN resident p ON p.id = r.resident_id
      WHERE r.id = $1 AND r.checked_in_at IS NOT NULL AND r.status <> 'cancelled' AND r.rating IS NULL
        AND NOT e.cancelled AND e.ends_at + make_interval(days => $3) > $2::timestamptz`,
    [job.rsvpId, context.now, RATING_LIMITS.changeableDays],
  );
  if (!row) return null;
  const token = ratingToken(secret, job.rsvpId);
  const links = Array.from({ length: RATING_LIMITS.maxStars }, (_, index) => ratingLink(context.publicUrl(), token, index + 1));
  const subject = RATING_STRINGS.mailSubject(row.eventName);
  const text = ratingMailText({ ...row, links });
  const stars = links
    .map((link, index) => `<a href="${escapeHtml(link)}" aria-label="${index + 1} of ${links.length} stars" style="font-size:28px;text-decoration:none;color:#c98a00">${'★'.repeat(index + 1)}</a>`)
    .join('<br>');
  const html = [
    `<p>Hi ${escapeHtml(row.firstName)},</p>`,
    `<p>How was <strong>${escapeHtml(row.eventName)}</strong> (${escapeHtml(row.when)})? Choose your stars:</p>`,
    `<p>${stars}</p>`,
    '<p>The page that opens lets you add a comment before you send your rating.</p>',
    `<p>You can change your rating until ${escapeHtml(row.openUntil)}.</p>`,
  ].join('\n');
  return { to: row.email, subject, text, html };
}
