// The e-mail an incident report sends the building's managers at once: one mail addressed to all of
// them who read one language (they read the same facts; one mail keeps one thread), in that language.
// Written when sent, from the stored report, so the queue holds only the report's id and who reads
// it (incident-mail-jobs.ts).
import { INCIDENT_SEVERITIES, type IncidentSeverity } from '../../src/contract/incident-severity.ts';
import type { Language } from '../../src/contract/languages.ts';
import { localized, messagesIn } from '../i18n/server-messages.ts';
import { mailHtml, type MailBlock } from '../mail/mail-html.ts';
import type { MailRenderContext } from '../mail/mail-kind.ts';
import { MAIL_DATE, mailText, zonedDate } from '../mail/mail-language.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { EVENT_NOTES_MESSAGES } from './event-notes-messages.ts';
import { incidentForMail } from './event-notes.ts';

export interface IncidentMailJob {
  incidentId: number;
  /**
   * The mail's language, and its readers: the building's managers who read it when the report was
   * made. Absent (a job queued before languages): every manager of the building, in English.
   */
  language?: Language;
  managerIds?: number[];
}

/** The severities as the mail names them: English's are the contract's own words. */
const SEVERITY_NAMES = Object.fromEntries(INCIDENT_SEVERITIES.map((severity) => [severity, severity])) as Record<IncidentSeverity, string>;

export const INCIDENT_MAIL_LINES = localized(
  {
    greeting: 'An incident was reported.',
    event: 'Event',
    person: 'Who',
    severity: 'Severity',
    occurred: 'When',
    description: 'What happened',
    actionTaken: 'Action taken',
    reportedBy: 'Reported by',
    none: '—',
    footer: 'Incident reports are kept with the event; residents do not see them.',
    subject: EVENT_NOTES_MESSAGES.mailSubject,
    someoneElse: EVENT_NOTES_MESSAGES.someoneElse,
    eventValue: (eventName: string, buildingName: string, day: string, time: string) => `${eventName} at ${buildingName}, ${day} at ${time}`,
    severities: SEVERITY_NAMES,
  },
  {
    es: {
      greeting: 'Se ha informado de un incidente.',
      event: 'Evento',
      person: 'Quién',
      severity: 'Gravedad',
      occurred: 'Cuándo',
      description: 'Qué pasó',
      actionTaken: 'Medidas tomadas',
      reportedBy: 'Informado por',
      none: '—',
      footer: 'Los informes de incidente se guardan con el evento; los residentes no los ven.',
      subject: (eventName, severity) => `Incidente en ${eventName}: ${severity}`,
      someoneElse: 'Otra persona (no está en la lista del evento)',
      eventValue: (eventName, buildingName, day, time) => `${eventName} en ${buildingName}, ${day}, a las ${time}`,
      severities: { minor: 'leve', 'needed care': 'necesitó atención', 'emergency services': 'servicios de emergencia' },
    },
    ar: {
      greeting: 'تم الإبلاغ عن حادثة.',
      event: 'الفعالية',
      person: 'الشخص',
      severity: 'درجة الخطورة',
      occurred: 'الوقت',
      description: 'ما الذي حدث',
      actionTaken: 'الإجراء المتخذ',
      reportedBy: 'أبلغ عنها',
      none: '—',
      footer: 'تُحفظ تقارير الحوادث مع الفعالية، ولا يطّلع عليها السكان.',
      subject: (eventName, severity) => `حادثة في فعالية ${eventName}: ${severity}`,
      someoneElse: 'شخص آخر (ليس في قائمة الفعالية)',
      eventValue: (eventName, buildingName, day, time) => `${eventName} في ${buildingName}، ${day}، الساعة ${time}`,
      severities: { minor: 'بسيطة', 'needed care': 'احتاجت إلى رعاية', 'emergency services': 'خدمات الطوارئ' },
    },
  },
);

type IncidentForMail = NonNullable<Awaited<ReturnType<typeof incidentForMail>>>;

/** The report's facts as the mail's language writes them: English's dates as they always were. */
function factsOf(r: IncidentForMail, language: Language) {
  const L = messagesIn(INCIDENT_MAIL_LINES, language);
  const english = language === 'en';
  const startsAt = new Date(r.startsAt);
  const day = english ? r.day : zonedDate(language, startsAt, r.timeZone, MAIL_DATE.day);
  const time = english ? r.time : zonedDate(language, startsAt, r.timeZone, MAIL_DATE.time);
  return {
    L,
    event: L.eventValue(r.eventName, r.buildingName, day, time),
    person: r.person ?? L.someoneElse,
    severity: L.severities[r.severity],
    occurred: english ? r.occurredLocal : zonedDate(language, new Date(r.occurredAt), r.timeZone, MAIL_DATE.dateTime),
    actionTaken: r.actionTaken.trim() === '' ? L.none : r.actionTaken,
    reportedBy: r.reportedBy ?? L.none,
  };
}

/** The mail's text, line by line (a test and the screenshot read the same). */
export function incidentMailText(r: IncidentForMail, language: Language = 'en'): string {
  const { L, ...f } = factsOf(r, language);
  return mailText([
    L.greeting,
    '',
    `${L.event}: ${f.event}`,
    `${L.person}: ${f.person}`,
    `${L.severity}: ${f.severity}`,
    `${L.occurred}: ${f.occurred}`,
    '',
    `${L.description}:`,
    { asWritten: r.description },
    '',
    `${L.actionTaken}:`,
    r.actionTaken.trim() === '' ? L.none : { asWritten: r.actionTaken },
    '',
    `${L.reportedBy}: ${f.reportedBy}`,
    '',
    L.footer,
  ], language);
}

/** The HTML part: the same facts, the person's own words kept as written. */
export function incidentMailBlocks(r: IncidentForMail, language: Language = 'en'): MailBlock[] {
  const { L, ...f } = factsOf(r, language);
  return [
    { paragraph: [{ strong: L.greeting }] },
    {
      facts: [
        [L.event, f.event],
        [L.person, f.person],
        [L.severity, f.severity],
        [L.occurred, f.occurred],
      ],
    },
    { quote: r.description, label: L.description },
    { quote: f.actionTaken, label: L.actionTaken },
    { facts: [[L.reportedBy, f.reportedBy]] },
    { note: L.footer },
  ];
}

/** The mail to the job's managers; null when there is none (nobody to tell) or the report is gone. */
export async function renderIncidentMail(job: IncidentMailJob, { db }: MailRenderContext): Promise<MailMessage | null> {
  const report = await incidentForMail(db, job.incidentId);
  if (!report) return null;
  // Still managers of the building: one who left it meanwhile is not told.
  const managers = await db.query<{ email: string }>(
    `SELECT a.email FROM account a JOIN account_building ab ON ab.account_id = a.id
      WHERE ab.building_id = $1 AND a.role = 'manager' AND ($2::int[] IS NULL OR a.id = ANY($2::int[])) ORDER BY a.id`,
    [report.buildingId, job.managerIds ?? null],
  );
  if (managers.length === 0) return null;
  const language = job.language ?? 'en';
  const L = messagesIn(INCIDENT_MAIL_LINES, language);
  return {
    to: managers.map((m) => m.email).join(', '),
    subject: L.subject(report.eventName, L.severities[report.severity]),
    text: incidentMailText(report, language),
    html: mailHtml(incidentMailBlocks(report, language), language),
  };
}
