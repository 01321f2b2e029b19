// The changes of a scenario, made through the real API: a building's manager toggles its task
// (PUT /api/building-manager/tasks/, through HAProxy), at a steady rate over the buildings in turn.
// The writes to one building go one after another, so its changes' ids come in the order of its
// writes, and each write's answer (after its commit) stands for the change's commit time.
import { setMaxListeners } from 'node:events';
import { Agent, request } from 'node:http';
import type { SeededBuilding } from './fanout-seed.ts';
import type { StreamTarget } from './sse-stream.ts';

/**
 * A write's outcome: when it was answered 200 (performance.now()), or refused (rolled back, no
 * change), or unanswered by the deadline (it may have committed or not: its building's later
 * changes are not matched to writes).
 */
export type WriteOutcome = number | 'refused' | 'unanswered';

export interface WriteLog {
  /** Per building (by its index in the scenario), its writes' outcomes in order. */
  outcomes: WriteOutcome[][];
  /** Request to answer, per accepted write (ms). */
  durations: number[];
  /** Writes due that were never sent: the deadline came first. */
  unsent: number;
}

/** How long after the last write is due the writes still in flight are given up. */
const WRITE_GRACE_MS = 30_000;

function toggle(target: StreamTarget, agent: Agent, building: SeededBuilding, done: boolean, signal: AbortSignal): Promise<number> {
  const body = JSON.stringify({ id: building.taskId, is_completed: done });
  return new Promise((resolve) => {
    const req = request(
      {
        ...target,
        agent,
        signal,
        method: 'PUT',
        path: '/api/building-manager/tasks/',
        headers: { authorization: building.authorizations[0]!, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

export function acceptedWrites(log: WriteLog): number {
  return log.outcomes.reduce((sum, outcomes) => sum + outcomes.filter((outcome) => typeof outcome === 'number').length, 0);
}

/**
 * `perSecond` writes a second for `seconds` (building k mod n for the k-th); `atHalf` runs once
 * halfway. Resolves when every write is answered, or given up WRITE_GRACE_MS after the last is due.
 */
export async function makeChanges(
  target: StreamTarget,
  buildings: readonly SeededBuilding[],
  options: { perSecond: number; seconds: number; atHalf: () => Promise<void> },
): Promise<{ log: WriteLog; half: Promise<void> }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const log: WriteLog = { outcomes: buildings.map(() => []), durations: [], unsent: 0 };
  const chains = buildings.map(() => Promise.resolve());
  const total = Math.round(options.perSecond * options.seconds);
  const startedAt = performance.now();
  const giveUp = new AbortController();
  // Every write in flight listens to it (thousands when the servers fall behind).
  setMaxListeners(0, giveUp.signal);
  const deadline = setTimeout(() => giveUp.abort(), options.seconds * 1000 + WRITE_GRACE_MS);
  let half: Promise<void> = Promise.resolve();
  for (let k = 0; k < total; k++) {
    const due = startedAt + (k * 1000) / options.perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    if (k === Math.floor(total / 2)) half = options.atHalf();
    const index = k % buildings.length;
    const done = Math.floor(k / buildings.length) % 2 === 0;
    chains[index] = chains[index]!.then(async () => {
      if (giveUp.signal.aborted) {
        log.unsent++;
        return;
      }
      const sentAt = performance.now();
      const status = await toggle(target, agent, buildings[index]!, done, giveUp.signal);
      const at = performance.now();
      if (status === 200) {
        log.outcomes[index]!.push(at);
        log.durations.push(at - sentAt);
      } else {
        log.outcomes[index]!.push(status === 0 ? 'unanswered' : 'refused');
      }
    });
  }
  await Promise.all(chains);
  clearTimeout(deadline);
  agent.destroy();
  return { log, half };
}
