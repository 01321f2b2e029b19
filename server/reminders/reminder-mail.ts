// A reminder, written when the queue sends it: whether it is still wanted is decided then (the RSVP
// or the event cancelled meanwhile, reminders turned off, the event started: nothing is sent), and
// its give-back link is made then, so no secret waits in the queue's table.
import { writeCalendar, type CalendarEvent } from '../calendar/ical-writer.ts';
import type { MailRenderContext } from '../mail/mail-kind.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { createGiveBackToken, giveBackLink } from './give-back-tokens.ts';
import type { ReminderJob } from './reminder-claims.ts';
import { mailHtml } from '../mail/mail-html.ts';
import { REMINDER_STRINGS, reminderMailBlocks, reminderMailText, type ReminderText } from './reminder-strings.ts';

interface ReminderRow extends CalendarEvent {
  email: string;
  firstName: string;
  building: string;
  timeZone: string;
}

/** "Tuesday 2 December 2026" and "18:00", in the building's zone. */
function localDay(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

function localTime(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}

export async function renderReminder(job: ReminderJob, context: MailRenderContext): Promise<MailMessage | null> {
  const [row] = await context.db.query<ReminderRow>(
    `SELECT p.email, p.first_name AS "firstName", b.name AS building, b.time_zone AS "timeZone",
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
  const day = localDay(row.startsAt, row.timeZone);
  const startTime = localTime(row.startsAt, row.timeZone);
  const content: ReminderText = {
    firstName: row.firstName,
    event: row.name,
    day,
    startTime,
    endTime: localTime(row.endsAt, row.timeZone),
    timeZone: row.timeZone,
    venue: row.venue,
    building: row.building,
    giveBackLink: giveBackLink(publicUrl, token),
    settingsLink: `${publicUrl}/r/me`,
  };
  const calendar = writeCalendar({ name: row.building, uidDomain: new URL(publicUrl).hostname || 'localhost' }, [row]);
  return {
    to: row.email,
    subject: REMINDER_STRINGS.subject(row.name, day, startTime),
    text: reminderMailText(content),
    html: mailHtml(reminderMailBlocks(content)),
    attachments: [{ filename: REMINDER_STRINGS.calendarFileName(row.name), content: calendar, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}
