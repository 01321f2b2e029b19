import type { Language } from '../../src/contract/languages.ts';
import { plural } from '../../src/primitives/plural.ts';
import type { Queryable } from '../db/database.ts';
import { localized, messagesIn } from '../i18n/server-messages.ts';
import { enqueueMails } from '../mail/enqueue-mail.ts';
import { MAIL_DATE, mailText, residentLanguage, zonedDate } from '../mail/mail-language.ts';
import type { MailMessage } from '../mail/mailer.ts';

/**
 * The e-mails of the schedule and the waitlist. Each is recorded as a message row from the acting
 * account to the resident and queued (the mail queue, server/mail/, sends it with retries), in the
 * transaction that makes the change: once the change commits its e-mails cannot be lost, and a
 * change rolled back sends nothing. Each is written in its resident's language (English when they
 * chose none).
 */

/** An occurrence as a resident reads it: its building-local day and time. */
export interface MailOccurrence {
  eventName: string;
  buildingName: string;
  /** 'Monday, October 5, 2026': English's, as the mails always wrote it. */
  day: string;
  /** '6:00 PM' */
  time: string;
  /** The start, written in another language from here and the building's zone. */
  startsAt: Date;
  timeZone: string;
}

export interface MailRecipient {
  residentId: number;
  buildingId: number;
  email: string;
  firstName: string;
  lastName: string;
  /** The resident's language tag, or null (English). */
  language: string | null;
}

/**
 * SQL of an event's building-local day and time in words (columns day, time), its start and zone
 * (startsAt, timeZone), for `e` joined to building `b`.
 */
export const MAIL_DAY_TIME_SQL = `to_char(e.starts_at AT TIME ZONE b.time_zone, 'FMDay, FMMonth FMDD, YYYY') AS day,
  to_char(e.starts_at AT TIME ZONE b.time_zone, 'FMHH12:MI AM') AS time, e.starts_at AS "startsAt", b.time_zone AS "timeZone"`;

/** A resident's columns as a MailRecipient, for resident `p` (its building id is the caller's to add). */
export const MAIL_RECIPIENT_SQL = `p.id AS "residentId", p.email, p.first_name AS "firstName", p.last_name AS "lastName", p.language`;

const EVENT_MAIL = localized(
  {
    hello: (firstName: string, lastName: string) => `Hello ${firstName} ${lastName},`,
    cancelledSubject: (eventName: string, day: string) => `${eventName} on ${day} is cancelled`,
    cancelledSubjectDates: (eventName: string, dates: number) => `${eventName} is cancelled (${dates} dates)`,
    cancelled: (eventName: string, buildingName: string) => `${eventName} at ${buildingName} is cancelled:`,
    cancelledDates: (eventName: string, buildingName: string) => `${eventName} at ${buildingName} is cancelled on these dates:`,
    occurrence: (day: string, time: string) => `- ${day} at ${time}`,
    nothingNeeded: 'You were registered or on the waitlist; nothing else is needed from you.',
    promotedSubject: (eventName: string, day: string) => `You have a place at ${eventName} on ${day}`,
    promoted: (eventName: string, buildingName: string, day: string, time: string) =>
      `A place freed up: you are now going to ${eventName} at ${buildingName} on ${day} at ${time}.`,
    tellFrontDesk: 'If you can no longer come, tell the front desk so the next person on the waitlist gets the place.',
    yourEvents: (link: string) => `Your events: ${link}`,
  },
  {
    es: {
      hello: (firstName, lastName) => `Hola, ${firstName} ${lastName}:`,
      cancelledSubject: (eventName, day) => `Evento cancelado: ${eventName}, ${day}`,
      cancelledSubjectDates: (eventName, dates) => `Evento cancelado: ${eventName} (${plural('es', Number(dates), { one: '# fecha', other: '# fechas' })})`,
      cancelled: (eventName, buildingName) => `Se ha cancelado ${eventName} en ${buildingName}:`,
      cancelledDates: (eventName, buildingName) => `Se ha cancelado ${eventName} en ${buildingName} en estas fechas:`,
      occurrence: (day, time) => `- ${day}, a las ${time}`,
      nothingNeeded: 'Usted tenía un lugar o estaba en la lista de espera; no necesita hacer nada más.',
      promotedSubject: (eventName, day) => `Tiene un lugar en ${eventName} el ${day}`,
      promoted: (eventName, buildingName, day, time) =>
        `Se liberó un lugar: ahora tiene un lugar en ${eventName}, en ${buildingName}, el ${day} a las ${time}.`,
      tellFrontDesk: 'Si ya no puede asistir, avise a la recepción para que el lugar pase a la siguiente persona de la lista de espera.',
      yourEvents: (link) => `Sus eventos: ${link}`,
    },
    ar: {
      hello: (firstName, lastName) => `مرحبًا ${firstName} ${lastName}،`,
      cancelledSubject: (eventName, day) => `إلغاء فعالية ${eventName} يوم ${day}`,
      cancelledSubjectDates: (eventName, dates) =>
        `إلغاء فعالية ${eventName} (${plural('ar', Number(dates), { one: 'موعد واحد', two: 'موعدان', few: '# مواعيد', many: '# موعدًا', other: '# موعد' })})`,
      cancelled: (eventName, buildingName) => `أُلغيت فعالية ${eventName} في ${buildingName}:`,
      cancelledDates: (eventName, buildingName) => `أُلغيت فعالية ${eventName} في ${buildingName} في المواعيد التالية:`,
      occurrence: (day, time) => `- ${day}، الساعة ${time}`,
      nothingNeeded: 'كان لديك مكان أو كنت على قائمة الانتظار؛ لا يلزمك فعل أي شيء آخر.',
      promotedSubject: (eventName, day) => `أصبح لديك مكان في فعالية ${eventName} يوم ${day}`,
      promoted: (eventName, buildingName, day, time) =>
        `تحرّر مكان: أصبح لديك الآن مكان في فعالية ${eventName} في ${buildingName} يوم ${day} الساعة ${time}.`,
      tellFrontDesk: 'إذا لم يعد بإمكانك الحضور، فأبلغ مكتب الاستقبال ليحصل الشخص التالي في قائمة الانتظار على المكان.',
      yourEvents: (link) => `فعالياتك: ${link}`,
    },
  },
);

/** The occurrence's day and time in the mail's language: English's as they always were. */
function dayAndTime(language: Language, occurrence: MailOccurrence): { day: string; time: string } {
  if (language === 'en') return { day: occurrence.day, time: occurrence.time };
  const startsAt = new Date(occurrence.startsAt);
  return {
    day: zonedDate(language, startsAt, occurrence.timeZone, MAIL_DATE.day),
    time: zonedDate(language, startsAt, occurrence.timeZone, MAIL_DATE.time),
  };
}

/** Written when decided (the message row keeps its text): in the resident's language then. */
export function cancelledMail(to: MailRecipient, occurrences: readonly MailOccurrence[]): MailMessage {
  const [first] = occurrences;
  if (!first) throw new Error('a cancellation mail needs an occurrence');
  const language = residentLanguage(to.language);
  const M = messagesIn(EVENT_MAIL, language);
  const several = occurrences.length > 1;
  return {
    to: to.email,
    subject: several ? M.cancelledSubjectDates(first.eventName, occurrences.length) : M.cancelledSubject(first.eventName, dayAndTime(language, first).day),
    text: mailText([
      M.hello(to.firstName, to.lastName),
      '',
      several ? M.cancelledDates(first.eventName, first.buildingName) : M.cancelled(first.eventName, first.buildingName),
      '',
      ...occurrences.map((o) => {
        const { day, time } = dayAndTime(language, o);
        return M.occurrence(day, time);
      }),
      '',
      M.nothingNeeded,
    ], language),
  };
}

/** The resident's own page (docs/design/residents.md, "/r/me"): their places and waitlists. */
export const RESIDENT_PAGE_PATH = '/r/me';

/** The one place a promotion's e-mail points to: the resident's page, where they can also give the place back. */
export function residentPageLink(publicUrl: string): string {
  return `${publicUrl}${RESIDENT_PAGE_PATH}`;
}

export function promotedMail(to: MailRecipient, occurrence: MailOccurrence, publicUrl: string): MailMessage {
  const language = residentLanguage(to.language);
  const M = messagesIn(EVENT_MAIL, language);
  const { day, time } = dayAndTime(language, occurrence);
  return {
    to: to.email,
    subject: M.promotedSubject(occurrence.eventName, day),
    text: mailText([
      M.hello(to.firstName, to.lastName),
      '',
      M.promoted(occurrence.eventName, occurrence.buildingName, day, time),
      '',
      M.tellFrontDesk,
      '',
      M.yourEvents(residentPageLink(publicUrl)),
    ], language),
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
