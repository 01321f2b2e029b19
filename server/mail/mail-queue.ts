import { singleFlight } from '../../src/primitives/single-flight.ts';
import { addCounts, deliverDueMail, MAIL_QUEUE, NO_DELIVERIES, type DeliveryCounts, type MailQueueDeps } from './deliver-due-mail.ts';
import { msUntilNextDue } from './mail-job-claims.ts';
import { MAIL_KIND_NAMES } from './mail-kinds.ts';

export interface MailQueue {
  /** Sends what is due now and keeps a timer for what is due later (what a notification of a new job calls). */
  wake(): void;
  /** Also looks every idleCheckMs for mail nobody woke it for (a missed notification, another process's retry). */
  start(): void;
  /**
   * One pass now, answering what it (and any pass asked for while it ran) did; a pass under way is
   * joined rather than run beside.
   */
  runNow(): Promise<DeliveryCounts>;
  /** Stops the timers and waits for the send under way. */
  stop(): Promise<void>;
}

/**
 * The one queue of a server process: passes of deliverDueMail one at a time, again when the next job
 * is due. Several processes may share one database: each job is claimed by one of them.
 */
export function createMailQueue(deps: MailQueueDeps): MailQueue {
  let stopped = false;
  let started = false;
  const clock = deps.clock ?? (() => new Date());
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
    // A held or retried mail must not keep a process (or a test run) alive on its own.
    timer.unref?.();
  }

  async function pass(): Promise<DeliveryCounts> {
    if (stopped) return NO_DELIVERIES;
    try {
      const counts = await deliverDueMail(passDeps);
      if (stopped) return counts;
      const next = await msUntilNextDue(deps.db, clock(), MAIL_KIND_NAMES);
      if (next !== null) wakeIn(Math.min(Math.max(next, MAIL_QUEUE.minRecheckMs), MAIL_QUEUE.idleCheckMs));
      else if (started) wakeIn(MAIL_QUEUE.idleCheckMs);
      return counts;
    } catch (error) {
      // The database is away (closing, restarting): look again later rather than lose the queue.
      deps.log.warn({ err: error }, 'mail queue pass failed');
      wakeIn(MAIL_QUEUE.idleCheckMs);
      return NO_DELIVERIES;
    }
  }

  // One pass at a time; a wake during a pass (a job queued meanwhile) runs one more after it.
  const passInTurn = singleFlight(pass, { whenBusy: 'run-again', combine: addCounts });
  /** The passes under way (or the last ones), for stop() to wait for. */
  let running: Promise<DeliveryCounts> | null = null;

  function runNow(): Promise<DeliveryCounts> {
    running = passInTurn();
    return running;
  }

  function wake(): void {
    if (stopped) return;
    void runNow();
  }

  return {
    wake,
    runNow,
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
