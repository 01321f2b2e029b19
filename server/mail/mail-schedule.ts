import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { DeliveryCounts } from './deliver-due-mail.ts';
import type { MailQueue } from './mail-queue.ts';

export interface MailScheduleDeps {
  db: Database;
  queue: MailQueue;
  log: Pick<FastifyBaseLogger, 'warn'>;
  clock: () => Date;
}

export interface MailLookCounts extends DeliveryCounts {
  /** Mails this look queued. */
  claimed: number;
}

export interface MailSchedule {
  /** Looks at once (what was due while the server was down goes now), then on a timer. */
  start(): void;
  /**
   * One look now, then a pass of the mail queue, answering both (a test with a fake clock). Any
   * number of processes may look at once: each mail is queued once (its job's key).
   */
  runNow(): Promise<MailLookCounts>;
  /** One look now without sending: what a process does before it is killed mid-send. */
  lookNow(): Promise<number>;
  stop(): Promise<void>;
}

export interface MailScheduleKind {
  /** Said in the log when a look fails ('reminder', 'monthly report'). */
  name: string;
  checkEveryMs: number;
  /** Queues what has come due at `now` (enqueueMail with a key), answering how many it queued. */
  claim(db: Database, now: Date): Promise<number>;
}

/**
 * One per kind and server process, for mail that is due at a time rather than after a request (the
 * monthly report, reminders, rating requests). It decides only WHEN: each look queues what has come
 * due, and the mail queue (woken by the insert) writes, sends, retries and gives up.
 */
export function createMailSchedule(deps: MailScheduleDeps, kind: MailScheduleKind): MailSchedule {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let looking: Promise<unknown> | null = null;

  function look(): Promise<number> {
    const claimed = kind.claim(deps.db, deps.clock());
    looking = claimed.catch(() => {});
    return claimed;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => void timedLook(), kind.checkEveryMs);
    // The timer alone must not keep a process (or a test run) alive.
    timer.unref?.();
  }

  async function timedLook(): Promise<void> {
    timer = undefined;
    if (stopped) return;
    // The database is away (closing, restarting): look again at the next check.
    await look().catch((error: unknown) => deps.log.warn({ err: error }, `${kind.name} look failed`));
    schedule();
  }

  return {
    start() {
      void timedLook();
    },
    async runNow() {
      const claimed = await look();
      return { claimed, ...(await deps.queue.runNow()) };
    },
    lookNow: look,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await looking;
    },
  };
}
