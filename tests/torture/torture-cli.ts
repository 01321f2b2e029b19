// npm run torture -- --seed S --tablets N --seconds T   one seeded run
// npm run torture -- --minutes M [--tablets N --seconds T]   seeds one after another for M minutes
// npm run torture -- --found [--minutes M]   every seed that once found a violation (found-seeds.ts), then new ones
// Prints per seed and in total: actions, writes, faults by kind, lost, duplicated, reordered,
// convergence p50/p99; a violation prints its seed and action log, and the exit code is 1.
import { parseArgs } from 'node:util';
import { launchBrowser } from '../support/e2e-browser.ts';
import { startChaosSmtp } from '../support/chaos-smtp.ts';
import { startServerCluster } from '../support/server-cluster.ts';
import { FOUND_SEEDS } from './found-seeds.ts';
import type { FaultKind, TortureReport } from './torture-config.ts';
import { percentile, summary, violationReport } from './torture-report.ts';
import { runTorture } from './torture-run.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    tablets: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '60' },
    minutes: { type: 'string' },
    found: { type: 'boolean', default: false },
  },
});
const tablets = Number(values.tablets);
const seconds = Number(values.seconds);
const firstSeed = Number(values.seed ?? Date.now() % 1_000_000_000);
const untilMs = values.minutes === undefined ? null : Date.now() + Number(values.minutes) * 60_000;

const found = values.found === true ? FOUND_SEEDS.map((entry) => entry.seed) : [];
/** The seeds to run: the found ones first, then S, S+1, … while the minutes last (one seed without them). */
function* seeds(): Generator<{ seed: number; replay: boolean }> {
  for (const seed of found) yield { seed, replay: true };
  if (found.length > 0 && untilMs === null) return;
  for (let seed = firstSeed; ; seed++) yield { seed, replay: false };
}
console.log(
  `torture: ${tablets} tablets, ${seconds} s per seed, ${found.length > 0 ? `the ${found.length} found seeds (${found.join(', ')}), then ` : ''}` +
    `${untilMs === null ? (found.length > 0 ? 'no more' : `seed ${firstSeed}`) : `${values.minutes} min of seeds from ${firstSeed}`}`,
);
// A mail server that refuses and stalls some deliveries: each message must still be mailed once.
const smtp = await startChaosSmtp({ seed: firstSeed });
smtp.setChaos(true);
const cluster = await startServerCluster({ processes: 2, smtpUrl: smtp.url });
const browser = await launchBrowser();
const reports: TortureReport[] = [];
let failed = false;
try {
  for (const { seed, replay } of seeds()) {
    const report = await runTorture({ seed, tablets, seconds, cluster, browser, smtp });
    reports.push(report);
    console.log(summary(report));
    if (report.violations.length > 0) {
      failed = true;
      console.log(violationReport(report));
    }
    if (replay) continue;
    if (untilMs === null || Date.now() >= untilMs) break;
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await browser.close();
  await cluster.stop();
  await smtp.close();
}

const sum = (pick: (report: TortureReport) => number) => reports.reduce((total, report) => total + pick(report), 0);
const faults = new Map<FaultKind, number>();
for (const report of reports) for (const [kind, n] of Object.entries(report.faults) as [FaultKind, number][]) faults.set(kind, (faults.get(kind) ?? 0) + n);
const convergence = reports.flatMap((report) => report.convergenceMs).sort((a, b) => a - b);
console.log(
  `total: ${reports.length} seeds, ${sum((r) => r.actions)} actions, ${sum((r) => r.writes)} writes, faults: ` +
    `${[...faults].map(([kind, n]) => `${kind} ${n}`).join(', ')}; lost ${sum((r) => r.lost.length)}, duplicated ${sum((r) => r.duplicated.length)}, ` +
    `reordered ${sum((r) => r.reordered.length)}, unconverged ${sum((r) => r.unconverged.length)}, outbox left ${sum((r) => r.outboxLeft.length)}, stalled ${sum((r) => r.stalled.length)}, not updated ${sum((r) => r.notUpdated.length)}; ` +
    `convergence p50 ${percentile(convergence, 0.5)} ms, p99 ${percentile(convergence, 0.99)} ms`,
);
process.exit(failed ? 1 : 0);
