import { singleFlight } from '../../../src/primitives/single-flight.ts';
import type { Database } from '../../db/database.ts';
import { THIS_LEASE_HOLDER } from '../../mail/mail-lease-holder.ts';
import type { MailLog, Mailer, MailMessage } from '../../mail/mailer.ts';

/**
 * The e-mails of accepted messages. A message row carries its e-mail (state 'pending') from the
 * transaction that accepts it (insertMessage), so once the caller is told "Success" the e-mail cannot be lost: it
 * is sent right after the commit and, when the mail server fails or stalls, again later, by
 * whichever server process finds it due (several may share one database). A send that fails every
 * attempt ends 'failed' and is logged; the message itself is never undone.
 */
export const MESSAGE_MAIL = {
  /** Wait before attempt n+1 after attempt n failed; a failure past the last gives up (~1 day). */
  retryDelaysMs: [2_000, 10_000, 60_000, 300_000, 900_000, 3_600_000, 7_200_000, 14_400_000, 28_800_000, 28_800_000],
  /** A send taking longer counts as failed (nodemailer's own socket timeout is 10 minutes). */
  sendTimeoutMs: 60_000,
  /**
   * An attempt under way makes its row due again only after this, so a process that died mid-send is
   * retried; a process starting again on this machine gives back a dead one's leases at once
   * (server/mail/mail-lease-holder.ts).
   */
  leaseMs: 300_000,
  /** How often a process looks for due mail it has not been told about (other processes, restarts). */
  idleCheckMs: 60_000,
  /**
   * Shortest wait before looking again. A pass sends everything due, so mail still due right after
   * it is held by another process (SKIP LOCKED): asking again at once would spin on the database.
   */
  minRecheckMs: 1_000,
} as const;

export const MAX_MAIL_ATTEMPTS = MESSAGE_MAIL.retryDelaysMs.length + 1;

export type MailState = 'pending' | 'sent' | 'failed';

interface ClaimedMail {
  id: number;
  mail: MailMessage;
  attempts: number;
}

/**
 * Takes the next due mail, pushing its due time past the lease so no other process takes it
 * meanwhile. Its first claim gives it its Message-ID, stored with it, so every later attempt (a
 * retry, or a send again after a crash between the server taking it and markSent) carries the same.
 */
async function claimDueMail(db: Database, messageIdDomain: string): Promise<ClaimedMail | null> {
  const [row] = await db.query<ClaimedMail>(
    `UPDATE message SET mail_attempts = mail_attempts + 1,
                        mail_due_at = now() + make_interval(secs => $1::double precision),
                        mail_lease_holder = $3,
                        mail = CASE WHEN mail ? 'messageId' THEN mail
                                    ELSE jsonb_set(mail, '{messageId}', to_jsonb('<' || gen_random_uuid() || '@' || $2::text || '>')) END
     WHERE id = (
       SELECT id FROM message
       WHERE mail_state = 'pending' AND mail_due_at <= now()
       ORDER BY mail_due_at, id
       LIMIT 1
       FOR UPDATE SKIP LOCKED
     )
     RETURNING id, mail, mail_attempts AS attempts`,
    [MESSAGE_MAIL.leaseMs / 1000, messageIdDomain, THIS_LEASE_HOLDER],
  );
  return row ?? null;
}

/** Also after the attempt was counted failed (a send that outlived its time limit was taken after all). */
async function markSent(db: Database, id: number): Promise<void> {
  await db.query(
    `UPDATE message SET mail_state = 'sent', mail_sent_at = now(), mail_due_at = NULL, mail_error = NULL, mail_lease_holder = NULL
     WHERE id = $1 AND mail_state <> 'sent'`,
    [id],
  );
}

/** Schedules the next attempt, or gives up after the last one; returns the state it left. */
async function markFailed(db: Database, claimed: ClaimedMail, error: unknown): Promise<MailState> {
  const delayMs = MESSAGE_MAIL.retryDelaysMs[claimed.attempts - 1];
  const reason = error instanceof Error ? error.message : String(error);
  if (delayMs === undefined) {
    await db.query(
      `UPDATE message SET mail_state = 'failed', mail_due_at = NULL, mail_error = $2, mail_lease_holder = NULL
       WHERE id = $1 AND mail_state = 'pending'`,
      [claimed.id, reason],
    );
    return 'failed';
  }
  await db.query(
    `UPDATE message SET mail_due_at = now() + make_interval(secs => $2::double precision), mail_error = $3, mail_lease_holder = NULL
     WHERE id = $1 AND mail_state = 'pending'`,
    [claimed.id, delayMs / 1000, reason],
  );
  return 'pending';
}

/**
 * Sends with a time limit. Past it the send is aborted (over SMTP the connection is dropped, so a
 * server not yet told the message ends takes nothing) and counts as failed. Should the server take
 * it all the same (the abort came too late), `takenLate` runs, so the mail is marked sent the moment
 * that is known and its retry does not send it again.
 */
export function sendWithin(mailer: Mailer, mail: MailMessage, timeoutMs: number, takenLate: () => void): Promise<void> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const sending = mailer.send(mail, { signal: controller.signal });
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`mail send timed out after ${timeoutMs} ms`));
    }, timeoutMs);
  });
  sending.then(
    () => {
      if (controller.signal.aborted) takenLate();
    },
    () => {},
  );
  return Promise.race([sending, timeout]).finally(() => clearTimeout(timer));
}

export interface MailQueueDeps {
  db: Database;
  mailer: Mailer;
  log: MailLog & { warn(details: object, message: string): void };
  /** Checked before each mail: a stopping server finishes the send under way and takes no more. */
  isStopping?: () => boolean;
  /** The right-hand side of each mail's Message-ID (the sender's domain, mailDomainOf); 'localhost' by default. */
  messageIdDomain?: string;
  /** MESSAGE_MAIL.sendTimeoutMs unless given. */
  sendTimeoutMs?: number;
}

export interface DeliveryCounts {
  sent: number;
  failed: number;
  retrying: number;
}

/** Sends every mail that is due now, one at a time; what a timer or a new message triggers. */
export async function deliverDueMail(deps: MailQueueDeps): Promise<DeliveryCounts> {
  const { db, mailer, log, isStopping } = deps;
  const counts: DeliveryCounts = { sent: 0, failed: 0, retrying: 0 };
  while (!isStopping?.()) {
    const claimed = await claimDueMail(db, deps.messageIdDomain ?? 'localhost');
    if (!claimed) break;
    const takenLate = () => {
      markSent(db, claimed.id).then(
        () => log.warn({ messageId: claimed.id }, 'message e-mail taken by the mail server after its time limit; marked sent'),
        (error: unknown) => log.error({ err: error, messageId: claimed.id }, 'message e-mail taken late could not be marked sent'),
      );
    };
    try {
      await sendWithin(mailer, claimed.mail, deps.sendTimeoutMs ?? MESSAGE_MAIL.sendTimeoutMs, takenLate);
    } catch (error) {
      const state = await markFailed(db, claimed, error);
      if (state === 'failed') {
        counts.failed += 1;
        log.error({ err: error, messageId: claimed.id, attempts: claimed.attempts }, 'message e-mail failed for good');
      } else {
        counts.retrying += 1;
        log.warn({ err: error, messageId: claimed.id, attempts: claimed.attempts }, 'message e-mail failed; will retry');
      }
      continue;
    }
    // At once: between the server taking the mail and this commit, a crash would have it sent again
    // when the lease runs out (with the same Message-ID, so the repeat is recognisable).
    await markSent(db, claimed.id);
    counts.sent += 1;
  }
  return counts;
}

/** Milliseconds until the earliest pending mail is due (0 when overdue); null when none is pending. */
async function msUntilNextDue(db: Database): Promise<number | null> {
  // No GREATEST(0, …) here: PostgreSQL's GREATEST ignores NULLs, so with no pending mail it gave 0,
  // not NULL, and an idle queue re-armed itself at 0 ms forever (hundreds of queries a second).
  const [row] = await db.query<{ ms: number | null }>(
    `SELECT ceil(EXTRACT(EPOCH FROM min(mail_due_at) - now()) * 1000)::float8 AS ms
     FROM message WHERE mail_state = 'pending'`,
  );
  const ms = row?.ms ?? null;
  return ms === null ? null : Math.max(0, ms);
}

export interface MailQueue {
  /** Sends what is due now and keeps a timer for what is due later. */
  wake(): void;
  /** Also checks every idleCheckMs for mail other processes (or an earlier run) left due. */
  start(): void;
  /** Stops the timers and waits for the send under way. */
  stop(): Promise<void>;
}

/** One per server process: runs deliverDueMail one pass at a time, and again when the next mail is due. */
export function createMailQueue(deps: MailQueueDeps): MailQueue {
  let stopped = false;
  let started = false;
  const passDeps: MailQueueDeps = { ...deps, isStopping: () => stopped };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerAt = Infinity;

  function wakeIn(delayMs: number): void {
    if (stopped) return;
    const at = Date.now() + delayMs;
    if (timer !== undefined && timerAt <= at) return;
    clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(() => {
      timer = undefined;
      timerAt = Infinity;
      wake();
    }, delayMs);
    // A pending retry must not keep a process (or a test run) alive on its own.
    timer.unref?.();
  }

  async function pass(): Promise<void> {
    if (stopped) return;
    try {
      await deliverDueMail(passDeps);
      if (stopped) return;
      const next = await msUntilNextDue(deps.db);
      if (next !== null) wakeIn(Math.min(Math.max(next, MESSAGE_MAIL.minRecheckMs), MESSAGE_MAIL.idleCheckMs));
      else if (started) wakeIn(MESSAGE_MAIL.idleCheckMs);
    } catch (error) {
      // The database is away (closing, restarting): look again later rather than lose the queue.
      deps.log.warn({ err: error }, 'message mail queue pass failed');
      wakeIn(MESSAGE_MAIL.idleCheckMs);
    }
  }

  // One pass at a time; a wake during a pass (a message accepted meanwhile) runs one more after it.
  const passInTurn = singleFlight(pass, { whenBusy: 'run-again' });
  /** The passes under way (or the last ones), for stop() to wait for. */
  let running: Promise<void> | null = null;

  function wake(): void {
    if (stopped) return;
    running = passInTurn();
  }

  return {
    wake,
    start() {
      started = true;
      wake();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
