import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { DeliveryCounts } from '../mail/deliver-due-mail.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import { claimRatingRequests } from './rating-request-claims.ts';

export const RATING_REQUEST_SCHEDULE = {
  /**
   * How often a process looks for events that ended an hour ago: a request goes out within this of
   * the hour; an idle server makes one query per look.
   */
  checkEveryMs: 5 * 60_000,
} as const;

export interface RatingRequestDeps {
  db: Database;
  queue: MailQueue;
  log: Pick<FastifyBaseLogger, 'warn'>;
  clock: () => Date;
}

export interface RatingLookCounts extends DeliveryCounts {
  /** Rating requests this look queued. */
  claimed: number;
}

export interface RatingRequestSchedule {
  /** Looks at once (after a restart, what was missed goes now), then on a timer. */
  start(): void;
  /** One look now, then a pass of the mail queue (tests, with a fake clock). Any number of processes may look at once. */
  runNow(): Promise<RatingLookCounts>;
  stop(): Promise<void>;
}

/**
 * One per server process. It only decides WHEN a request is due; the mail queue (woken by the insert)
 * sends, retries and gives up, as for the monthly report (monthly-report-schedule.ts).
 */
export function createRatingRequestSchedule(deps: RatingRequestDeps): RatingRequestSchedule {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let looking: Promise<unknown> | null = null;

  function look(): Promise<number> {
    const claimed = claimRatingRequests(deps.db, deps.clock());
    looking = claimed.catch(() => {});
    return claimed;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => void timedLook(), RATING_REQUEST_SCHEDULE.checkEveryMs);
    // The timer alone must not keep a process (or a test run) alive.
    timer.unref?.();
  }

  async function timedLook(): Promise<void> {
    timer = undefined;
    if (stopped) return;
    await look().catch((error: unknown) => deps.log.warn({ err: error }, 'rating request look failed'));
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
