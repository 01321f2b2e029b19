import { singleFlight } from '../../src/primitives/single-flight.ts';
import { callerBuildings } from '../auth/building-scope.ts';
import type { Database } from '../db/database.ts';
import type { MailLog, Mailer } from '../mail/mailer.ts';
import { sendWithin } from '../routes/messages/message-mail-queue.ts';
import {
  claimDueReport,
  claimEndedMonths,
  markReportDropped,
  markReportFailed,
  markReportSent,
  reportRecipient,
  type ClaimedReport,
} from './monthly-report-claims.ts';
import { monthlyReportMail } from './monthly-report-message.ts';

const MINUTE_MS = 60_000;

export const MONTHLY_REPORT_MAIL = {
  /**
   * How often a process looks for a month that has just ended. Months end in each building's zone at
   * its midnight, so a report goes out within this of it; an idle server makes two queries per look.
   */
  checkEveryMs: 15 * MINUTE_MS,
  /** Wait before attempt n+1 after attempt n failed; a failure past the last gives up (~2 days) and is logged. */
  retryDelaysMs: [MINUTE_MS, 5 * MINUTE_MS, 15 * MINUTE_MS, 60 * MINUTE_MS, 180 * MINUTE_MS, 360 * MINUTE_MS, 720 * MINUTE_MS, 1440 * MINUTE_MS],
  /** An attempt under way makes its row due again only after this, so a process that died mid-send is retried. */
  leaseMs: 10 * MINUTE_MS,
  sendTimeoutMs: MINUTE_MS,
  /** Shortest wait before looking again. */
  minRecheckMs: 1_000,
} as const;

export interface MonthlyReportDeps {
  db: Database;
  mailer: Mailer;
  log: MailLog & { warn(details: object, message: string): void };
  clock: () => Date;
  messageIdDomain: string;
  /** Where the reader turns the e-mail off (the profile page); read at send time (the port is known after listen). */
  profileUrl: () => string;
  isStopping?: () => boolean;
}

export interface ReportPassCounts {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
  dropped: number;
  /** The soonest retry this pass scheduled (null: none), so the process looks again then, not a check later. */
  nextRetryInMs: number | null;
}

async function sendOne(deps: MonthlyReportDeps, report: ClaimedReport, counts: ReportPassCounts): Promise<void> {
  const { db, log } = deps;
  const recipient = await reportRecipient(db, report.accountId);
  const buildingIds = recipient ? callerBuildings(recipient) : [];
  if (!recipient?.optedIn || buildingIds.length === 0) {
    await markReportDropped(db, report);
    counts.dropped += 1;
    return;
  }
  try {
    const mail = await monthlyReportMail(db, {
      to: recipient.email,
      firstName: recipient.firstName,
      buildingIds,
      month: report.month,
      messageId: report.messageId,
      profileUrl: deps.profileUrl(),
      madeOn: deps.clock(),
    });
    const takenLate = () => {
      markReportSent(db, report, deps.clock()).catch((error: unknown) =>
        log.error({ err: error, accountId: report.accountId, month: report.month }, 'monthly report taken late could not be marked sent'),
      );
    };
    await sendWithin(deps.mailer, mail, MONTHLY_REPORT_MAIL.sendTimeoutMs, takenLate);
  } catch (error) {
    const delayMs = MONTHLY_REPORT_MAIL.retryDelaysMs[report.attempts - 1] ?? null;
    const details = { err: error, accountId: report.accountId, month: report.month, attempts: report.attempts };
    await markReportFailed(db, report, deps.clock(), delayMs, error instanceof Error ? error.message : String(error));
    if (delayMs === null) {
      counts.failed += 1;
      log.error(details, 'monthly report e-mail failed for good');
    } else {
      counts.retrying += 1;
      counts.nextRetryInMs = Math.min(counts.nextRetryInMs ?? delayMs, delayMs);
      log.warn({ ...details, retryInMs: delayMs }, 'monthly report e-mail failed; will retry');
    }
    return;
  }
  await markReportSent(db, report, deps.clock());
  counts.sent += 1;
}

/**
 * One look: claims every month that has ended for an opted-in account, then sends every report due
 * now, one at a time. Any number of processes may run it at once: a month is claimed once (its
 * row's primary key) and each send is taken by one process (SKIP LOCKED and a lease).
 */
export async function runMonthlyReportPass(deps: MonthlyReportDeps): Promise<ReportPassCounts> {
  const counts: ReportPassCounts = { claimed: 0, sent: 0, retrying: 0, failed: 0, dropped: 0, nextRetryInMs: null };
  counts.claimed = await claimEndedMonths(deps.db, deps.clock(), deps.messageIdDomain);
  while (!deps.isStopping?.()) {
    const report = await claimDueReport(deps.db, deps.clock(), MONTHLY_REPORT_MAIL.leaseMs);
    if (!report) break;
    await sendOne(deps, report, counts);
  }
  return counts;
}

export interface MonthlyReportScheduler {
  /** Looks at once (what start-up does, so a month missed while the server was down goes out now), then on a timer. */
  start(): void;
  /** One look now, e.g. from a test with a fake clock. */
  runNow(): Promise<ReportPassCounts>;
  stop(): Promise<void>;
}

/** One per server process: a pass at start, then one each checkEveryMs, sooner when a retry is due. */
export function createMonthlyReportScheduler(deps: MonthlyReportDeps): MonthlyReportScheduler {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const passDeps: MonthlyReportDeps = { ...deps, isStopping: () => stopped };
  const passInTurn = singleFlight(() => runMonthlyReportPass(passDeps), { whenBusy: 'join' });
  let running: Promise<unknown> | null = null;

  function schedule(delayMs: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(timedPass, delayMs);
    // The timer alone must not keep a process (or a test run) alive.
    timer.unref?.();
  }

  async function timedPass(): Promise<void> {
    timer = undefined;
    if (stopped) return;
    let next: number = MONTHLY_REPORT_MAIL.checkEveryMs;
    try {
      const pass = passInTurn();
      running = pass;
      // A retry another process scheduled is found at the next check at the latest.
      const { nextRetryInMs } = await pass;
      if (nextRetryInMs !== null) next = Math.min(Math.max(nextRetryInMs, MONTHLY_REPORT_MAIL.minRecheckMs), next);
    } catch (error) {
      // The database is away (closing, restarting): look again at the next check.
      deps.log.warn({ err: error }, 'monthly report pass failed');
    }
    schedule(next);
  }

  return {
    start() {
      void timedPass();
    },
    runNow() {
      const pass = passInTurn();
      running = pass;
      return pass;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
}
