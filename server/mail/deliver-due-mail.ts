import { delayAfterFailuresMs } from '../../src/primitives/backoff.ts';
import type { Database } from '../db/database.ts';
import type { MailKind, MailRenderContext } from './mail-kind.ts';
import { maxAttempts } from './mail-kind.ts';
import { claimDueJob, finishJob, retryJob, type ClaimedJob } from './mail-job-claims.ts';
import { MAIL_KIND_NAMES, MAIL_KINDS, type MailKindName } from './mail-kinds.ts';
import type { MailLog, Mailer } from './mailer.ts';
import { sendWithin } from './send-within.ts';

export const MAIL_QUEUE = {
  /** A send taking longer counts as failed (nodemailer's own socket timeout is 10 minutes). */
  sendTimeoutMs: 60_000,
  /**
   * An attempt under way makes its job due again only after this, so a process that died mid-send is
   * retried; a process starting again on this machine gives back a dead one's leases at once
   * (mail-lease-holder.ts).
   */
  leaseMs: 300_000,
  /** How often a process looks for due mail nobody woke it for (a missed notification, a retry another process scheduled). */
  idleCheckMs: 60_000,
  /**
   * Shortest wait before looking again. A pass sends everything due, so mail still due right after
   * it is held by another process (SKIP LOCKED): asking again at once would spin on the database.
   */
  minRecheckMs: 1_000,
} as const;

export interface MailQueueDeps {
  db: Database;
  mailer: Mailer;
  log: MailLog & { warn(details: object, message: string): void };
  /** The time now for due times, retries and leases; the wall clock unless given (tests pass a fake one). */
  clock?: () => Date;
  /** The right-hand side of each mail's Message-ID (the sender's domain, mailDomainOf); 'localhost' by default. */
  messageIdDomain?: string;
  /** The origin of links in mails written at send time; 'http://localhost' unless given. */
  publicUrl?: () => string;
  /** The server's signing secret, handed to renderers that key a one-time secret (mail-kind.ts). */
  secret?: string;
  /** MAIL_QUEUE.sendTimeoutMs unless given. */
  sendTimeoutMs?: number;
  /** Checked before each mail: a stopping server finishes the send under way and takes no more. */
  isStopping?: () => boolean;
}

export interface DeliveryCounts {
  sent: number;
  failed: number;
  retrying: number;
  /** Rendered as no longer wanted (a monthly report whose manager opted out meanwhile). */
  dropped: number;
}

export const NO_DELIVERIES: Readonly<DeliveryCounts> = { sent: 0, failed: 0, retrying: 0, dropped: 0 };

export function addCounts(a: DeliveryCounts, b: DeliveryCounts): DeliveryCounts {
  return { sent: a.sent + b.sent, failed: a.failed + b.failed, retrying: a.retrying + b.retrying, dropped: a.dropped + b.dropped };
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Sends one claimed job; answers how it ended this time. */
async function deliverJob(deps: MailQueueDeps, job: ClaimedJob): Promise<keyof DeliveryCounts> {
  const { db, log } = deps;
  const clock = deps.clock ?? (() => new Date());
  const kind = MAIL_KINDS[job.kind as MailKindName] as MailKind<unknown>;
  const details = { mailJob: job.id, kind: job.kind, attempts: job.attempts };
  const context: MailRenderContext = {
    db,
    now: clock(),
    publicUrl: deps.publicUrl ?? (() => 'http://localhost'),
    ...(deps.secret === undefined ? {} : { secret: deps.secret }),
  };
  try {
    const mail = await kind.render(job.payload, context);
    if (mail === null) {
      await finishJob(db, job.id, 'dropped', clock());
      log.info(details, 'queued e-mail no longer wanted; dropped');
      return 'dropped';
    }
    const takenLate = () => {
      finishJob(db, job.id, 'sent', clock()).then(
        () => log.warn(details, 'e-mail taken by the mail server after its time limit; marked sent'),
        (error: unknown) => log.error({ ...details, err: error }, 'e-mail taken late could not be marked sent'),
      );
    };
    await sendWithin(deps.mailer, { ...mail, messageId: job.messageId }, deps.sendTimeoutMs ?? MAIL_QUEUE.sendTimeoutMs, takenLate);
  } catch (error) {
    if (job.attempts >= maxAttempts(kind)) {
      await finishJob(db, job.id, 'failed', clock(), reasonOf(error));
      log.error({ ...details, err: error }, 'e-mail failed for good');
      return 'failed';
    }
    const delayMs = delayAfterFailuresMs(kind.retryDelaysMs, job.attempts);
    await retryJob(db, job.id, clock(), delayMs, reasonOf(error));
    log.warn({ ...details, err: error, retryInMs: delayMs }, 'e-mail failed; will retry');
    return 'retrying';
  }
  // At once: between the server taking the mail and this commit, a crash would have it sent again
  // when the lease runs out (with the same Message-ID, so the repeat is recognisable).
  await finishJob(db, job.id, 'sent', clock());
  return 'sent';
}

/** Sends every mail that is due now, one at a time: one pass of the queue. */
export async function deliverDueMail(deps: MailQueueDeps): Promise<DeliveryCounts> {
  const counts = { ...NO_DELIVERIES };
  const clock = deps.clock ?? (() => new Date());
  const claim = { leaseMs: MAIL_QUEUE.leaseMs, kinds: MAIL_KIND_NAMES, messageIdDomain: deps.messageIdDomain ?? 'localhost' };
  while (!deps.isStopping?.()) {
    const job = await claimDueJob(deps.db, { ...claim, now: clock() });
    if (!job) break;
    counts[await deliverJob(deps, job)] += 1;
  }
  return counts;
}
