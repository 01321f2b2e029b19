// The torture run's settings, and what a run is asked and answers: shared by the run's parts, its CLI
// and the suite's short run.
import type { Browser } from 'playwright-core';
import type { ChaosSmtp } from '../support/chaos-smtp.ts';
import type { ServerCluster } from '../support/server-cluster.ts';

export const TORTURE = {
  /** The invariants are read once every tablet is online, its outbox drained, and all quiet this long. */
  quietMs: 3_000,
  /** Every tablet's screen must equal the server's within this. */
  convergeMs: 5_000,
  drainTimeoutMs: 45_000,
  /** The servers retry a refused e-mail after 2 s; stalls last up to 3 s. */
  mailDrainMs: 30_000,
  tasksPerTablet: 3,
  /** Residents going to the run's event, checked in and undone by every tablet (shared). */
  doorResidents: 6,
  /** A killed server process is started again after this long. */
  restartAfterMs: { min: 1_500, max: 4_000 },
  /** Between two kills of a server process. */
  killEveryMs: { min: 8_000, max: 20_000 },
  /** When the new app version is deployed, as a share of the run's length. */
  deployAt: { min: 0.2, max: 0.45 },
  /** A tablet sees the update offered within this of a navigation (the new worker installs first). */
  updateOfferedMs: 30_000,
  /**
   * After Reload is pressed, the new worker takes over and the page reloads within this. Online it
   * can take tens of seconds: Chromium activates the waiting worker only once the old one has no
   * fetch in flight, and a busy tablet's reads keep it busy (the time taken is reported).
   */
  updateTakesOverMs: 60_000,
  /** A page back on the old version (the new worker still waiting) takes the update again within this. */
  updateRetriedMs: 15_000,
} as const;

export type FaultKind = 'offline' | 'api-unreachable' | 'tab-closed-mid-write' | 'reload-with-queued-writes' | 'server-killed' | 'app-update';

export interface TortureOptions {
  seed: number;
  tablets: number;
  seconds: number;
  /**
   * Keeps the tablets acting past `seconds` until this holds of what they did, for at most
   * `maxSeconds` in all: a loaded machine does fewer steps a second, and a short run must still
   * have done what it is there to prove.
   */
  until?: (counts: RunCounts) => boolean;
  maxSeconds?: number;
  cluster: ServerCluster;
  browser: Browser;
  /** The servers' mail server, refusing and stalling some deliveries: each message is mailed once. */
  smtp?: ChaosSmtp;
}

/** What a run did, counted as it goes. */
export interface RunCounts {
  actions: number;
  /** Writes the tablets showed as made (task toggles, messages, check-ins and undos). */
  writes: number;
  /** Of those, check-ins and undos pressed at the door. */
  checkIns: number;
  undos: number;
  /** And desk RSVPs and cancels on the roster panel. */
  rsvps: number;
  cancels: number;
  /** Check-ins and undos per tablet. */
  doorPresses: number[];
  faults: Record<FaultKind, number>;
}

export interface TortureReport extends RunCounts {
  seed: number;
  tablets: number;
  lost: string[];
  duplicated: string[];
  reordered: string[];
  /** Tablets whose screen did not equal the server's within 5 s, and outbox entries left. */
  unconverged: string[];
  outboxLeft: string[];
  /** Steps the app did not finish in time (the tablet stopped acting). */
  stalled: string[];
  /** Tablets that accepted the new version's update and still ran the old one after the reload. */
  notUpdated: string[];
  /** Per tablet that accepted the update, from pressing Reload to the page reloaded under the new worker (ms). */
  updateTakeoverMs: number[];
  /** Per tablet, how long its screen took to equal the server's after the quiet (ms). */
  convergenceMs: number[];
  violations: string[];
  actionLog: string[];
}
