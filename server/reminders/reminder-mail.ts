// A reminder, written when the queue sends it: whether it is still wanted is decided then (the RSVP
// or the event cancelled meanwhile, reminders turned off, the event started: nothing is sent), and
// its give-back link is made then, so no secret waits in the queue's table. It is written in the
// resident's language as it is then (English when they chose none).
import { writeCalendar, type CalendarEvent } from '../calendar/ical-writer.ts';
import type { MailRenderContext } from '../mail/mail-kind.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { messagesIn } from '../i18n/server-messages.ts';
import { createGiveBackToken, giveBackLink } from './give-back-tokens.ts';
import type { ReminderJob } from './reminder-claims.ts';
import { mailHtml } from '../mail/mail-html.ts';
import { MAIL_DATE, residentLanguage, zonedDate, type Language } from '../mail/mail-language.ts';
import { REMINDER_STRINGS, reminderMailBlocks, reminderMailText, type ReminderText } from './reminder-strings.ts';

interface ReminderRow extends CalendarEvent {
  email: string;
  firstName: string;
  building: string;
  timeZone: string;
  /** The resident's language tag, or null. */
  language: string | null;
}

/** "Tuesday 2 December 2026" in the building's zone; in another language as it writes a day. */
function localDay(language: Language, date: Date, timeZone: string): string {
  if (language !== 'en') return zonedDate(language, date, timeZone, MAIL_DATE.day);
  return zonedDate('en-GB', date, timeZone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

/** "18:00" in the building's zone; in another language as it writes a time ('6:00 م'). */
function localTime(language: Language, date: Date, timeZone: string): string {
  if (language !== 'en') return zonedDate(language, date, timeZone, MAIL_DATE.time);
  return zonedDate('en-GB', date, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

export async function renderReminder(job: ReminderJob, context: MailRenderContext): Promise<MailMessage | null> {
  const [row] = await context.db.query<ReminderRow>(
    `SELECT p.email, p.first_name AS "firstName", p.language, b.name AS building, b.time_zone AS "timeZone",
            e.id, e.name, v.name AS venue, e.starts_at AS "startsAt", e.ends_at AS "endsAt", e.cancelled,
            e.ical_sequence AS sequence, e.updated_at AS "updatedAt"
       FROM rsvp r
       JOIN resident p ON p.id = r.resident_id
       JOIN event e ON e.id = r.event_id
       JOIN building b ON b.id = e.building_id
       LEFT JOIN venue v ON v.id = e.venue_id
      WHERE r.id = $1 AND r.status = 'going' AND p.reminders AND NOT e.cancelled
        AND e.starts_at > $2::timestamptz
        AND r.joined_at <= e.starts_at - make_interval(hours => $3)
        AND EXISTS (SELECT 1 FROM membership m WHERE m.resident_id = p.id AND m.building_id = e.building_id)`,
    [job.rsvpId, context.now, job.hours],
  );
  if (!row) return null;
  const publicUrl = context.publicUrl();
  const token = await createGiveBackToken(context.db, job.rsvpId, context.now);
  if (token === null) return null;
  const language = residentLanguage(row.language);
  const day = localDay(language, row.startsAt, row.timeZone);
  const startTime = localTime(language, row.startsAt, row.timeZone);
  const content: ReminderText = {
    firstName: row.firstName,
    event: row.name,
    day,
    startTime,
    endTime: localTime(language, row.endsAt, row.timeZone),
    timeZone: row.timeZone,
    venue: row.venue,
    building: row.building,
    giveBackLink: giveBackLink(publicUrl, token),
    settingsLink: `${publicUrl}/r/me`,
  };
  const S = messagesIn(REMINDER_STRINGS, language);
  const calendar = writeCalendar({ name: row.building, uidDomain: new URL(publicUrl).hostname || 'localhost' }, [row]);
  return {
    to: row.email,
    subject: S.subject(row.name, day, startTime),
    text: reminderMailText(content, language),
    html: mailHtml(reminderMailBlocks(content, language), language),
    attachments: [{ filename: S.calendarFileName(row.name), content: calendar, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}
