// What a torture run prints: its figures on one line, and a violation's seed and action log.
import type { TortureReport } from './torture-config.ts';

/** The run's figures on one line. */
export function summary(report: TortureReport): string {
  const faults = Object.entries(report.faults).map(([kind, n]) => `${kind} ${n}`).join(', ');
  const sorted = [...report.convergenceMs].sort((a, b) => a - b);
  return (
    `seed ${report.seed}: ${report.actions} actions, ${report.writes} writes (${report.checkIns} check-ins, ${report.undos} undos, ${report.rsvps} RSVPs, ${report.cancels} cancels), faults: ${faults}; ` +
    `lost ${report.lost.length}, duplicated ${report.duplicated.length}, reordered ${report.reordered.length}, ` +
    `unconverged ${report.unconverged.length}, outbox left ${report.outboxLeft.length}, stalled ${report.stalled.length}, not updated ${report.notUpdated.length}; convergence ${percentile(sorted, 0.5)}/${percentile(sorted, 0.99)} ms (p50/p99); ` +
    `update took over in ${report.updateTakeoverMs.length === 0 ? '-' : `${Math.max(...report.updateTakeoverMs)} ms at most`}`
  );
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

/** What a violation prints: the seed to replay and the action log. */
export function violationReport(report: TortureReport): string {
  return [`torture seed ${report.seed} (${report.tablets} tablets): ${report.violations.length} violations`, ...report.violations.map((v) => `  ${v}`), 'action log:', ...report.actionLog.map((line) => `  ${line}`)].join('\n');
}
