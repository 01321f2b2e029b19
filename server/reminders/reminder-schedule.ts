import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { DeliveryCounts } from '../mail/deliver-due-mail.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import { claimDueReminders } from './reminder-claims.ts';

export const REMINDER_SCHEDULE = {
  /**
   * How often a process looks for reminders that have come due: a reminder goes out within this of
   * its time. One indexed query per look over the next week's events.
   */
  checkEveryMs: 60_000,
} as const;

export interface ReminderDeps {
  db: Database;
  queue: MailQueue;
  log: Pick<FastifyBaseLogger, 'warn'>;
  clock: () => Date;
}

export interface ReminderLookCounts extends DeliveryCounts {
  /** Reminders this look queued. */
  claimed: number;
}

export interface ReminderSchedule {
  /** Looks at once (a reminder due while the server was down goes now), then on a timer. */
  start(): void;
  /** One look now, then a pass of the mail queue (a test with a fake clock). Any number of processes may look at once. */
  runNow(): Promise<ReminderLookCounts>;
  /** One look now without sending: what a process does before it is killed mid-send. */
  lookNow(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * One per server process. It decides only WHEN a reminder is due: each look queues those due, and
 * the mail queue (woken by the insert) writes them, re-checks them, sends and retries them.
 */
export function createReminderSchedule(deps: ReminderDeps): ReminderSchedule {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let looking: Promise<unknown> | null = null;

  function look(): Promise<number> {
    const claimed = claimDueReminders(deps.db, deps.clock());
    looking = claimed.catch(() => {});
    return claimed;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => void timedLook(), REMINDER_SCHEDULE.checkEveryMs);
    // The timer alone must not keep a process (or a test run) alive.
    timer.unref?.();
  }

  async function timedLook(): Promise<void> {
    timer = undefined;
    if (stopped) return;
    // The database is away (closing, restarting): look again at the next check.
    await look().catch((error: unknown) => deps.log.warn({ err: error }, 'reminder look failed'));
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
