// The figures of a scenario: each change's commit time from the database's ids and the writes'
// answers, then every stream's arrivals against it.
import type { SseStream } from './sse-stream.ts';
import type { WriteLog } from './fanout-writes.ts';

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

export interface Delivery {
  expected: number;
  received: number;
  /** Changes a stream should have heard and never did. */
  missed: number;
  /** … of them, on the streams cut and reopened with Last-Event-ID. */
  missedByReconnected: number;
  /** Arrival minus commit, every arrival (ms, sorted). */
  latencies: number[];
  /** Per change, its last stream's arrival minus commit (ms, sorted). */
  lastStream: number[];
  /** Changes in the log with no commit time: no write's answer can stand for it (a write left unanswered). */
  unmatched: number;
}

/**
 * `changes`: the change log's rows made during the run for the scenario's buildings (id, building
 * index), in id order. The k-th change of a building is its k-th accepted write: its writes go one
 * after another.
 */
export function tallyDeliveries(
  changes: ReadonlyArray<{ id: number; building: number }>,
  writes: WriteLog,
  streamsOf: ReadonlyArray<readonly SseStream[]>,
  reconnected: ReadonlySet<SseStream>,
): Delivery {
  const committedAt = new Map<number, number>();
  // Per building, its writes that made a change (refused ones rolled back), in order.
  const committing = writes.outcomes.map((outcomes) => outcomes.filter((outcome) => outcome !== 'refused'));
  const seen = committing.map(() => 0);
  let unmatched = 0;
  const byBuilding = new Map<number, number[]>();
  for (const { id, building } of changes) {
    const at = committing[building]?.[seen[building]!++];
    // After a write left unanswered (committed or not), the building's changes match no write.
    if (typeof at === 'number' && !committing[building]!.slice(0, seen[building]! - 1).includes('unanswered')) committedAt.set(id, at);
    else unmatched++;
    const ids = byBuilding.get(building) ?? [];
    ids.push(id);
    byBuilding.set(building, ids);
  }
  const latencies: number[] = [];
  const last = new Map<number, number>();
  let expected = 0;
  let received = 0;
  let missed = 0;
  let missedByReconnected = 0;
  streamsOf.forEach((streams, building) => {
    const ids = byBuilding.get(building) ?? [];
    for (const stream of streams) {
      expected += ids.length;
      const heard = new Map<number, number>();
      stream.tally.ids.forEach((id, i) => heard.set(id, stream.tally.times[i]!));
      for (const id of ids) {
        const at = heard.get(id);
        const commit = committedAt.get(id);
        if (at === undefined) {
          missed++;
          if (reconnected.has(stream)) missedByReconnected++;
          continue;
        }
        received++;
        if (commit === undefined) continue;
        // Heard before the write's answer came back: the answer is a little after the commit.
        const latency = Math.max(0, at - commit);
        latencies.push(latency);
        last.set(id, Math.max(last.get(id) ?? 0, latency));
      }
    }
  });
  return {
    expected,
    received,
    missed,
    missedByReconnected,
    latencies: latencies.sort((a, b) => a - b),
    lastStream: [...last.values()].sort((a, b) => a - b),
    unmatched,
  };
}
