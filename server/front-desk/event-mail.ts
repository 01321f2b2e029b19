import type { Queryable } from '../db/database.ts';
import { enqueueMails } from '../mail/enqueue-mail.ts';
import type { MailMessage } from '../mail/mailer.ts';

/**
 * The e-mails of the schedule and the waitlist. Each is recorded as a message row from the acting
 * account to the resident and queued (the mail queue, server/mail/, sends it with retries), in the
 * transaction that makes the change: once the change commits its e-mails cannot be lost, and a
 * change rolled back sends nothing.
 */

/** An occurrence as a resident reads it: its building-local day and time. */
export interface MailOccurrence {
  eventName: string;
  buildingName: string;
  /** 'Monday, October 5, 2026' */
  day: string;
  /** '6:00 PM' */
  time: string;
}

export interface MailRecipient {
  residentId: number;
  buildingId: number;
  email: string;
  firstName: string;
  lastName: string;
}

/** SQL of an event's building-local day and time in words (columns day, time), for `e` joined to building `b`. */
export const MAIL_DAY_TIME_SQL = `to_char(e.starts_at AT TIME ZONE b.time_zone, 'FMDay, FMMonth FMDD, YYYY') AS day,
  to_char(e.starts_at AT TIME ZONE b.time_zone, 'FMHH12:MI AM') AS time`;

export function cancelledMail(to: MailRecipient, occurrences: readonly MailOccurrence[]): MailMessage {
  const [first] = occurrences;
  if (!first) throw new Error('a cancellation mail needs an occurrence');
  const several = occurrences.length > 1;
  return {
    to: to.email,
    subject: several ? `${first.eventName} is cancelled (${occurrences.length} dates)` : `${first.eventName} on ${first.day} is cancelled`,
    text: [
      `Hello ${to.firstName} ${to.lastName},`,
      '',
      several ? `${first.eventName} at ${first.buildingName} is cancelled on these dates:` : `${first.eventName} at ${first.buildingName} is cancelled:`,
      '',
      ...occurrences.map((o) => `- ${o.day} at ${o.time}`),
      '',
      'You were registered or on the waitlist; nothing else is needed from you.',
    ].join('\n'),
  };
}

/** The resident's own page (docs/design/residents.md, "/r/me"): their places and waitlists. */
export const RESIDENT_PAGE_PATH = '/r/me';

/** The one place a promotion's e-mail points to: the resident's page, where they can also give the place back. */
export function residentPageLink(publicUrl: string): string {
  return `${publicUrl}${RESIDENT_PAGE_PATH}`;
}

export function promotedMail(to: MailRecipient, occurrence: MailOccurrence, publicUrl: string): MailMessage {
  return {
    to: to.email,
    subject: `You have a place at ${occurrence.eventName} on ${occurrence.day}`,
    text: [
      `Hello ${to.firstName} ${to.lastName},`,
      '',
      `A place freed up: you are now going to ${occurrence.eventName} at ${occurrence.buildingName} on ${occurrence.day} at ${occurrence.time}.`,
      '',
      'If you can no longer come, tell the front desk so the next person on the waitlist gets the place.',
      '',
      `Your events: ${residentPageLink(publicUrl)}`,
    ].join('\n'),
  };
}

/**
 * Queues the mails (a message row each, its mail due now, or `dueInSeconds` later while the change
 * may still be taken back); the queue hears of them at the commit. Answers each message's id, its
 * mail's job (withdrawMails takes it back) and its resident.
 */
export async function queueResidentMails(
  tx: Queryable,
  /** The staff account the messages are from; null when a resident's own action queued them. */
  accountId: number | null,
  mails: readonly { to: MailRecipient; mail: MailMessage }[],
  dueInSeconds = 0,
): Promise<Array<{ id: number; mailJob: number; residentId: number }>> {
  if (mails.length === 0) return [];
  const jobs = await enqueueMails(tx, mails.map((m) => ({ kind: 'message', payload: m.mail, delaySeconds: dueInSeconds })));
  return tx.query<{ id: number; mailJob: number; residentId: number }>(
    `INSERT INTO message (account_id, building_id, resident_id, body, is_urgent, mail_job)
     SELECT $1, m.building_id, m.resident_id, m.body, false, m.mail_job
     FROM unnest($2::int[], $3::int[], $4::text[], $5::int[]) AS m(building_id, resident_id, body, mail_job)
     RETURNING id, mail_job AS "mailJob", resident_id AS "residentId"`,
    [accountId, mails.map((m) => m.to.buildingId), mails.map((m) => m.to.residentId), mails.map((m) => m.mail.text), jobs],
  );
}
