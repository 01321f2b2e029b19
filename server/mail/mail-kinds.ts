/**
 * Every kind of mail the queue sends, declared once: its renderer and its retry table. A new kind
 * (a reminder, a rating request) is one entry here; its callers enqueue `{ kind, payload }` with
 * enqueueMail (enqueue-mail.ts) in their own transaction.
 */
import { renderIncidentMail, type IncidentMailJob } from '../front-desk/incident-mail.ts';
import { renderMonthlyReport, type MonthlyReportJob } from '../monthly-report/monthly-report-mail-kind.ts';
import { renderSignInMail, type SignInMailJob } from '../residents/sign-in-mail.ts';
import type { ReminderJob } from '../reminders/reminder-claims.ts';
import { renderReminder } from '../reminders/reminder-mail.ts';
import { renderRatingMail, type RatingRequestJob } from '../residents/rating-mail.ts';
import { mailKind, type MailKind } from './mail-kind.ts';
import type { MailMessage } from './mailer.ts';

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

export const MAIL_KINDS = {
  /**
   * A mail written when it was decided, sent as it is: a manager's message to a liaison or a
   * resident, an event's cancellation, a waitlist promotion. Retried for about a day: a person is
   * waiting to read it, so the first retries come quickly.
   */
  message: mailKind<MailMessage>({
    render: (mail) => mail,
    retryDelaysMs: [
      2 * SECOND_MS, 10 * SECOND_MS, MINUTE_MS, 5 * MINUTE_MS, 15 * MINUTE_MS,
      HOUR_MS, 2 * HOUR_MS, 4 * HOUR_MS, 8 * HOUR_MS, 8 * HOUR_MS,
    ],
  }),
  /**
   * A manager's monthly event report, written when sent (its figures, its opt-in as they are then).
   * Nobody waits for it by the minute: retried for about two days.
   */
  'monthly-report': mailKind<MonthlyReportJob>({
    render: renderMonthlyReport,
    retryDelaysMs: [MINUTE_MS, 5 * MINUTE_MS, 15 * MINUTE_MS, HOUR_MS, 3 * HOUR_MS, 6 * HOUR_MS, 12 * HOUR_MS, 24 * HOUR_MS],
  }),
  /**
   * A resident's sign-in code and link, written when sent (sign-in-mail.ts: no secret waits in the
   * queue). The resident is waiting at the screen and the code lives 15 minutes: retried quickly,
   * then given up (they can ask again).
   */
  'resident-sign-in': mailKind<SignInMailJob>({
    render: renderSignInMail,
    retryDelaysMs: [2 * SECOND_MS, 10 * SECOND_MS, MINUTE_MS, 5 * MINUTE_MS],
  }),
  /**
   * An incident report, to the building's managers at once (server/front-desk/incident-mail.ts).
   * Someone may need to act on it today: retried quickly, then for about a day.
   */
  'incident-report': mailKind<IncidentMailJob>({
    render: renderIncidentMail,
    retryDelaysMs: [2 * SECOND_MS, 10 * SECOND_MS, MINUTE_MS, 5 * MINUTE_MS, 15 * MINUTE_MS, HOUR_MS, 4 * HOUR_MS, 8 * HOUR_MS],
  }),
  /**
   * A reminder before an event (server/reminders/), written when sent: dropped when no longer wanted
   * (cancelled, reminders off, started). Worth little late: retried for about an hour.
   */
  reminder: mailKind<ReminderJob>({
    render: renderReminder,
    retryDelaysMs: [10 * SECOND_MS, MINUTE_MS, 5 * MINUTE_MS, 15 * MINUTE_MS, 30 * MINUTE_MS],
  }),
  /**
   * The e-mail asking a resident who came how the event was, written when sent (rating-mail.ts).
   * Nobody waits for it: retried for about a day, within the week ratings stay open.
   */
  'rating-request': mailKind<RatingRequestJob>({
    render: renderRatingMail,
    retryDelaysMs: [MINUTE_MS, 5 * MINUTE_MS, 15 * MINUTE_MS, HOUR_MS, 3 * HOUR_MS, 6 * HOUR_MS, 12 * HOUR_MS],
  }),
} as const satisfies Record<string, MailKind<never>>;

export type MailKindName = keyof typeof MAIL_KINDS;

type PayloadsOfKinds = { [K in MailKindName]: (typeof MAIL_KINDS)[K] extends MailKind<infer Payload> ? Payload : never };

// What enqueueMail accepts: each kind above with its own payload.
declare module './enqueue-mail.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the members are PayloadsOfKinds'
  interface MailPayloads extends PayloadsOfKinds {}
}

/**
 * The kinds this server sends. A job of another kind (a newer server's, during an upgrade) is left to
 * a server that knows it.
 */
export const MAIL_KIND_NAMES = Object.keys(MAIL_KINDS) as MailKindName[];
