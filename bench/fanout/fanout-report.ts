// bench:fanout's printout of one scenario.
import { percentile } from './fanout-stats.ts';
import type { ScenarioResult } from './fanout-scenario.ts';
import { acceptedWrites } from './fanout-writes.ts';

const ms = (value: number) => `${Math.round(value)} ms`;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

export function printScenario(result: ScenarioResult): void {
  const { spec, delivery, writes, reconnects } = result;
  const accepted = acceptedWrites(writes);
  const count = (kind: 'refused' | 'unanswered') => writes.outcomes.reduce((sum, outcomes) => sum + outcomes.filter((o) => o === kind).length, 0);
  console.log(
    `\n(${spec.label}) ${spec.streams} streams over ${spec.buildings} building(s), ${spec.perSecond} change(s)/s for ${spec.seconds} s ` +
      `(task toggles through the API, via HAProxy)`,
  );
  const refusals = [...result.refusals].map(([status, count]) => `${status}: ${count}`).join(', ') || 'none';
  console.log(`  streams opened in ${result.openSeconds.toFixed(1)} s (refused and tried again: ${refusals}); writes accepted ${accepted}, refused ${count('refused')}, unanswered ${count('unanswered')}, not sent (too far behind) ${writes.unsent}`);
  const sortedWrites = [...writes.durations].sort((a, b) => a - b);
  console.log(`  write answered in: p50 ${ms(percentile(sortedWrites, 0.5))}, p99 ${ms(percentile(sortedWrites, 0.99))}`);
  const { latencies, lastStream } = delivery;
  console.log(
    `  commit to arrival: p50 ${ms(percentile(latencies, 0.5))}, p95 ${ms(percentile(latencies, 0.95))}, p99 ${ms(percentile(latencies, 0.99))}, ` +
      `last stream ${ms(latencies.at(-1) ?? Number.NaN)} (per change, its last stream: p50 ${ms(percentile(lastStream, 0.5))}, p99 ${ms(percentile(lastStream, 0.99))})`,
  );
  const ratio = delivery.expected === 0 ? Number.NaN : delivery.received / delivery.expected;
  console.log(
    `  delivered ${delivery.received} of ${delivery.expected} (ratio ${ratio.toFixed(4)}); missed (not heard 20 s after the last write) ${delivery.missed}; ` +
      `out of order or twice ${result.outOfOrder}; another building's ${result.foreign}; unmatched changes ${delivery.unmatched}`,
  );
  const sortedReconnects = [...reconnects.durations].sort((a, b) => a - b);
  console.log(
    `  reconnect of a tenth (${reconnects.count}) with Last-Event-ID halfway: failed ${reconnects.failed}, missed ${delivery.missedByReconnected}, ` +
      `ready again p50 ${ms(percentile(sortedReconnects, 0.5))}, last ${ms(sortedReconnects.at(-1) ?? Number.NaN)}; streams ended unasked ${result.unexpectedEnds}`,
  );
  result.processes.forEach((figures, i) => {
    const perStream = figures.streams > 0 ? (figures.rssAfterBytes - figures.rssBeforeBytes) / figures.streams : Number.NaN;
    console.log(
      `  process ${i + 1}: ${figures.streams} streams, RSS ${mib(figures.rssBeforeBytes)} -> ${mib(figures.rssAfterBytes)} ` +
        `(${(perStream / 1024).toFixed(1)} KiB per stream), CPU ${figures.cpuSeconds.toFixed(1)} s over ${result.runSeconds.toFixed(1)} s ` +
        `(${((100 * figures.cpuSeconds) / result.runSeconds).toFixed(0)} % of a core)`,
    );
  });
  console.log(`  load generator CPU ${result.loadGeneratorCpuSeconds.toFixed(1)} s`);
}
