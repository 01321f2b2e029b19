// The changes of a scenario, made through the real API: a building's manager toggles its task
// (PUT /api/building-manager/tasks/, through HAProxy), at a steady rate over the buildings in turn.
// The writes to one building go one after another, so its changes' ids come in the order of its
// writes, and each write's answer (after its commit) stands for the change's commit time.
import { Agent, request } from 'node:http';
import type { SeededBuilding } from './fanout-seed.ts';
import type { StreamTarget } from './sse-stream.ts';

export interface WriteLog {
  /** Per building (by its index in the scenario): when each accepted write was answered (performance.now()). */
  answeredAt: number[][];
  /** Request to answer, per accepted write (ms). */
  durations: number[];
  refused: number;
}

function toggle(target: StreamTarget, agent: Agent, building: SeededBuilding, done: boolean): Promise<number> {
  const body = JSON.stringify({ id: building.taskId, is_completed: done });
  return new Promise((resolve) => {
    const req = request(
      {
        ...target,
        agent,
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

/**
 * `perSecond` writes a second for `seconds` (building k mod n for the k-th); `atHalf` runs once
 * halfway. Resolves when every write is answered.
 */
export async function makeChanges(
  target: StreamTarget,
  buildings: readonly SeededBuilding[],
  options: { perSecond: number; seconds: number; atHalf: () => Promise<void> },
): Promise<{ log: WriteLog; half: Promise<void> }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const log: WriteLog = { answeredAt: buildings.map(() => []), durations: [], refused: 0 };
  const chains = buildings.map(() => Promise.resolve());
  const total = Math.round(options.perSecond * options.seconds);
  const startedAt = performance.now();
  let half: Promise<void> = Promise.resolve();
  for (let k = 0; k < total; k++) {
    const due = startedAt + (k * 1000) / options.perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    if (k === Math.floor(total / 2)) half = options.atHalf();
    const index = k % buildings.length;
    const done = Math.floor(k / buildings.length) % 2 === 0;
    chains[index] = chains[index]!.then(async () => {
      const sentAt = performance.now();
      const status = await toggle(target, agent, buildings[index]!, done);
      if (status !== 200) {
        log.refused++;
        return;
      }
      const at = performance.now();
      log.answeredAt[index]!.push(at);
      log.durations.push(at - sentAt);
    });
  }
  await Promise.all(chains);
  agent.destroy();
  return { log, half };
}
