import type { Queryable } from '../db/database.ts';
import { enqueueMails } from '../mail/enqueue-mail.ts';

// Which reminders are due. Every time is the caller's clock (`now`), never the database's, so a
// test's fake clock moves the whole schedule.

/** The longest offset a building may set (migration 030): events further ahead are never looked at. */
export const MAX_REMINDER_HOURS = 168;

/** The job key of an RSVP's reminder at an offset: the mail queue holds one such job ever. */
export function reminderKey(rsvpId: number, hours: number): string {
  return `reminder:${rsvpId}:${hours}`;
}

export interface ReminderJob {
  rsvpId: number;
  hours: number;
}

/**
 * Queues every reminder whose time has come and that nobody queued before; the job's key makes this
 * safe from any number of processes at once. Due: a going RSVP of an event not cancelled nor started,
 * of a resident with reminders on, at an offset of the building's that has passed, made before that
 * offset (a later RSVP had its confirmation). When a server was down through an offset and a shorter
 * one is due too, only the shorter one goes: two mails at once say nothing more. Answers how many
 * were queued.
 */
export async function claimDueReminders(db: Queryable, now: Date): Promise<number> {
  const due = await db.query<ReminderJob>(
    `SELECT r.id AS "rsvpId", h.hours
       FROM event e
       JOIN building b ON b.id = e.building_id
       CROSS JOIN LATERAL unnest(b.reminder_hours) AS h(hours)
       JOIN rsvp r ON r.event_id = e.id AND r.status = 'going'
       JOIN resident p ON p.id = r.resident_id AND p.reminders
      WHERE NOT e.cancelled
        AND e.starts_at > $1::timestamptz AND e.starts_at <= $1::timestamptz + make_interval(hours => $2)
        AND e.starts_at - make_interval(hours => h.hours) <= $1::timestamptz
        AND r.joined_at <= e.starts_at - make_interval(hours => h.hours)
        AND NOT EXISTS (SELECT 1 FROM unnest(b.reminder_hours) AS o(hours)
                         WHERE o.hours < h.hours AND e.starts_at - make_interval(hours => o.hours) <= $1::timestamptz)
        AND NOT EXISTS (SELECT 1 FROM mail_job j WHERE j.job_key = 'reminder:' || r.id || ':' || h.hours)
      ORDER BY e.starts_at, r.id`,
    [now, MAX_REMINDER_HOURS],
  );
  const queued = await enqueueMails(
    db,
    due.map((job) => ({ kind: 'reminder', payload: job, key: reminderKey(job.rsvpId, job.hours), runAt: now })),
  );
  return queued.length;
}
