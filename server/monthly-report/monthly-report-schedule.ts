import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import type { DeliveryCounts } from '../mail/deliver-due-mail.ts';
import { claimEndedMonths } from './monthly-report-claims.ts';

const MINUTE_MS = 60_000;

export const MONTHLY_REPORT_SCHEDULE = {
  /**
   * How often a process looks for a month that has just ended. Months end in each building's zone at
   * its midnight, so a report goes out within this of it; an idle server makes one query per look.
   */
  checkEveryMs: 15 * MINUTE_MS,
} as const;

export interface MonthlyReportDeps {
  db: Database;
  queue: MailQueue;
  log: Pick<FastifyBaseLogger, 'warn'>;
  clock: () => Date;
}

export interface ReportLookCounts extends DeliveryCounts {
  /** Months whose reports this look queued. */
  claimed: number;
}

export interface MonthlyReportSchedule {
  /** Looks at once (what start-up does, so a month missed while the server was down goes out now), then on a timer. */
  start(): void;
  /**
   * One look now, then a pass of the mail queue, answering both, e.g. from a test with a fake clock.
   * Any number of processes may look at once: a month is queued once (its job's key).
   */
  runNow(): Promise<ReportLookCounts>;
  stop(): Promise<void>;
}

/**
 * One per server process. It only decides WHEN a report is due: each look queues the months that
 * have ended, and the mail queue (woken by the insert) sends them, retries them and gives them up.
 */
export function createMonthlyReportSchedule(deps: MonthlyReportDeps): MonthlyReportSchedule {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let looking: Promise<unknown> | null = null;

  function look(): Promise<number> {
    const claimed = claimEndedMonths(deps.db, deps.clock());
    looking = claimed.catch(() => {});
    return claimed;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => void timedLook(), MONTHLY_REPORT_SCHEDULE.checkEveryMs);
    // The timer alone must not keep a process (or a test run) alive.
    timer.unref?.();
  }

  async function timedLook(): Promise<void> {
    timer = undefined;
    if (stopped) return;
    // The database is away (closing, restarting): look again at the next check.
    await look().catch((error: unknown) => deps.log.warn({ err: error }, 'monthly report look failed'));
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
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await looking;
    },
  };
}
