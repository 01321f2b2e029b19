// What the parts of one torture run share while the tablets act: the seeded choices, the action
// log, the shared door event, and the counts the report gives.
import type { Browser } from 'playwright-core';
import type { DoorEvent } from './door-ui.ts';
import type { RunCounts } from './torture-config.ts';

/** A new app version, once every server process serves it. */
export interface AppVersionDeployed {
  name: string;
  indexRevision: string;
}

export interface RunContext {
  seed: number;
  browser: Browser;
  /** The run's one seeded source of choices: every choice draws from it in the order made. */
  random: () => number;
  between: (range: { min: number; max: number }) => number;
  pick: <T>(items: readonly T[]) => T;
  log: (line: string) => void;
  /** The shared event at the door: open for check-in, its residents going. */
  event: DoorEvent;
  /** Per resident, the check-ins and undos the tablets pressed (each must be on the server's log once). */
  pressed: Map<number, { 'check-in': number; undo: number }>;
  /** The buildings a message may be sent to. */
  buildings: string[];
  counts: RunCounts;
  /** The new app version (null before the deploy), and how accepting it went. */
  update: { deployed: AppVersionDeployed | null; notUpdated: string[]; takeoverMs: number[] };
}

export function newCounts(tablets: number): RunCounts {
  return {
    actions: 0,
    writes: 0,
    checkIns: 0,
    undos: 0,
    rsvps: 0,
    cancels: 0,
    doorPresses: Array.from({ length: tablets }, () => 0),
    faults: { offline: 0, 'api-unreachable': 0, 'tab-closed-mid-write': 0, 'reload-with-queued-writes': 0, 'server-killed': 0, 'app-update': 0 },
  };
}
