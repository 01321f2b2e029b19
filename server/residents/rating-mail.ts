// The e-mail asking a resident who came how the event was, written when the queue sends it: the job
// holds only the RSVP's id, so a mail sent late still says what is true then, and a resident who was
// un-checked-in, has rated meanwhile, or whose event was cancelled or is past rating gets nothing.
// Written in the resident's language as it is then (English when they chose none).
import { RATING_LIMITS } from '../../src/contract/limits.ts';
import { messagesIn } from '../i18n/server-messages.ts';
import { mailHtml } from '../mail/mail-html.ts';
import type { MailRenderContext } from '../mail/mail-kind.ts';
import { MAIL_DATE, residentLanguage, zonedDate } from '../mail/mail-language.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { ratingLink, ratingToken } from './rating-token.ts';
import { RATING_STRINGS, ratingMailBlocks, ratingMailText } from './rating-strings.ts';

export interface RatingRequestJob {
  rsvpId: number;
}

interface RatingMailRow {
  email: string;
  firstName: string;
  eventName: string;
  language: string | null;
  timeZone: string;
  startsAt: Date;
  openUntilAt: Date;
  /** English's "Tuesday 2 December, 18:00", as the building's day and time. */
  when: string;
  openUntil: string;
}

export async function renderRatingMail(job: RatingRequestJob, context: MailRenderContext): Promise<MailMessage | null> {
  const { secret } = context;
  if (!secret) throw new Error('the mail queue was given no secret to sign rating links with');
  // Dates in the building's own zone: the resident reads them where the event was.
  const [row] = await context.db.query<RatingMailRow>(
    `SELECT p.email, p.first_name AS "firstName", e.name AS "eventName", p.language, b.time_zone AS "timeZone",
            e.starts_at AS "startsAt", e.ends_at + make_interval(days => $3) AS "openUntilAt",
            to_char(e.starts_at AT TIME ZONE b.time_zone, 'FMDay FMDD FMMonth, HH24:MI') AS "when",
            to_char((e.ends_at + make_interval(days => $3)) AT TIME ZONE b.time_zone, 'FMDay FMDD FMMonth, HH24:MI') AS "openUntil"
       FROM rsvp r JOIN event e ON e.id = r.event_id JOIN building b ON b.id = e.building_id JOIN resident p ON p.id = r.resident_id
      WHERE r.id = $1 AND r.checked_in_at IS NOT NULL AND r.status <> 'cancelled' AND r.rating IS NULL
        AND NOT e.cancelled AND e.ends_at + make_interval(days => $3) > $2::timestamptz`,
    [job.rsvpId, context.now, RATING_LIMITS.changeableDays],
  );
  if (!row) return null;
  const language = residentLanguage(row.language);
  const dayTime = (date: Date) => zonedDate(language, date, row.timeZone, MAIL_DATE.dayTime);
  const token = ratingToken(secret, job.rsvpId);
  const content = {
    firstName: row.firstName,
    eventName: row.eventName,
    when: language === 'en' ? row.when : dayTime(new Date(row.startsAt)),
    openUntil: language === 'en' ? row.openUntil : dayTime(new Date(row.openUntilAt)),
    links: Array.from({ length: RATING_LIMITS.maxStars }, (_, index) => ratingLink(context.publicUrl(), token, index + 1)),
  };
  return {
    to: row.email,
    subject: messagesIn(RATING_STRINGS, language).mailSubject(row.eventName),
    text: ratingMailText(content, language),
    html: mailHtml(ratingMailBlocks(content, language), language),
  };
}
