// The e-mail an incident report sends the building's managers at once: one mail addressed to all of
// them (they read the same facts; one mail keeps one thread). Written when sent, from the stored
// report, so the queue holds only the report's id.
import { mailHtml, type MailBlock } from '../mail/mail-html.ts';
import type { MailRenderContext } from '../mail/mail-kind.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { EVENT_NOTES_MESSAGES } from './event-notes-messages.ts';
import { incidentForMail } from './event-notes.ts';

export interface IncidentMailJob {
  incidentId: number;
}

export const INCIDENT_MAIL_LINES = {
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
} as const;

type IncidentForMail = NonNullable<Awaited<ReturnType<typeof incidentForMail>>>;

/** The mail's text, line by line (a test and the screenshot read the same). */
export function incidentMailText(r: IncidentForMail): string {
  const L = INCIDENT_MAIL_LINES;
  return [
    L.greeting,
    '',
    `${L.event}: ${r.eventName} at ${r.buildingName}, ${r.day} at ${r.time}`,
    `${L.person}: ${r.person ?? EVENT_NOTES_MESSAGES.someoneElse}`,
    `${L.severity}: ${r.severity}`,
    `${L.occurred}: ${r.occurredLocal}`,
    '',
    `${L.description}:`,
    r.description,
    '',
    `${L.actionTaken}:`,
    r.actionTaken.trim() === '' ? L.none : r.actionTaken,
    '',
    `${L.reportedBy}: ${r.reportedBy ?? L.none}`,
    '',
    L.footer,
  ].join('\n');
}

/** The HTML part: the same facts, the person's own words kept as written. */
export function incidentMailBlocks(r: IncidentForMail): MailBlock[] {
  const L = INCIDENT_MAIL_LINES;
  return [
    { paragraph: [{ strong: L.greeting }] },
    {
      facts: [
        [L.event, `${r.eventName} at ${r.buildingName}, ${r.day} at ${r.time}`],
        [L.person, r.person ?? EVENT_NOTES_MESSAGES.someoneElse],
        [L.severity, r.severity],
        [L.occurred, r.occurredLocal],
      ],
    },
    { quote: r.description, label: L.description },
    { quote: r.actionTaken.trim() === '' ? L.none : r.actionTaken, label: L.actionTaken },
    { facts: [[L.reportedBy, r.reportedBy ?? L.none]] },
    { note: L.footer },
  ];
}

/** The mail to the building's managers; null when the building has none (nobody to tell) or the report is gone. */
export async function renderIncidentMail(job: IncidentMailJob, { db }: MailRenderContext): Promise<MailMessage | null> {
  const report = await incidentForMail(db, job.incidentId);
  if (!report) return null;
  const managers = await db.query<{ email: string }>(
    `SELECT a.email FROM account a JOIN account_building ab ON ab.account_id = a.id
      WHERE ab.building_id = $1 AND a.role = 'manager' ORDER BY a.id`,
    [report.buildingId],
  );
  if (managers.length === 0) return null;
  return {
    to: managers.map((m) => m.email).join(', '),
    subject: EVENT_NOTES_MESSAGES.mailSubject(report.eventName, report.severity),
    text: incidentMailText(report),
    html: mailHtml(incidentMailBlocks(report)),
  };
}
