// bench:tablet --screen door --trace: what the main thread did around each tap, from a Chromium trace.
// Each tap is found by its click's EventDispatch; every task from shortly before the touch to the
// first frame after the click is printed with its self time by part (script by caller, style, layout,
// paint, hit testing), so the input delay before the click's handlers is split into what filled it.
import { longTraceTasks, mainThread, type TraceEvent } from './trace-tasks.ts';

/** Tasks this long before a click's dispatch (its touch and the gesture's mouse events) are printed. */
const BEFORE_MS = 120;
const AFTER_MS = 80;

export const DOOR_TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'toplevel',
  'input',
  'latencyInfo',
  // Per-selector style matching time (DevTools' "selector stats"): which rules a tap's recalcs pay for.
  'disabled-by-default-blink.debug',
];

interface SelectorTiming {
  selector: string;
  'elapsed (us)': number;
  match_attempts: number;
  match_count: number;
}

/** The selectors whose matching took longest over every recalc of the run (SelectorStats events). */
function printSelectorStats(events: TraceEvent[]): void {
  const totals = new Map<string, { us: number; attempts: number; matches: number }>();
  for (const event of events) {
    if (event.name !== 'SelectorStats') continue;
    const timings = (event.args?.selector_stats as { selector_timings?: SelectorTiming[] } | undefined)?.selector_timings ?? [];
    for (const timing of timings) {
      const total = totals.get(timing.selector) ?? { us: 0, attempts: 0, matches: 0 };
      total.us += timing['elapsed (us)'];
      total.attempts += timing.match_attempts;
      total.matches += timing.match_count;
      totals.set(timing.selector, total);
    }
  }
  if (totals.size === 0) return;
  console.log('selectors by matching time over the run (µs, attempts, matches):');
  for (const [selector, total] of [...totals].sort((a, b) => b[1].us - a[1].us).slice(0, 12)) {
    console.log(`  ${total.us.toFixed(0)} µs  ${total.attempts} attempts  ${total.matches} matches  ${selector}`);
  }
}

export function printDoorTrace(trace: { traceEvents: TraceEvent[] }): void {
  const events = trace.traceEvents;
  const thread = mainThread(events);
  if (thread === null) return;
  const clicks = events.filter(
    (event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'EventDispatch' && event.args?.data?.type === 'click',
  );
  const tasks = longTraceTasks(events, 0.5);
  // Style recalcs and layouts of the main thread, with how many elements and objects each touched.
  const recalcs = events.filter(
    (event) => event.pid === thread.pid && event.tid === thread.tid && (event.name === 'UpdateLayoutTree' || event.name === 'Layout') && event.ph === 'X',
  );
  printSelectorStats(events);
  console.log(`main-thread tasks around each tap (ms from the click's dispatch + duration: self time by part, ms):`);
  clicks.forEach((click, at) => {
    console.log(`  tap ${at + 1}:`);
    for (const task of tasks) {
      const from = (task.ts - click.ts) / 1000;
      if (from < -BEFORE_MS || from > AFTER_MS) continue;
      const parts = task.parts.filter(([, ms]) => ms >= 0.5).map(([name, ms]) => `${name} ${ms.toFixed(1)}`);
      const end = task.ts + task.durationMs * 1000;
      const sizes = recalcs
        .filter((event) => event.ts >= task.ts && event.ts < end && (event.dur ?? 0) >= 500)
        .map((event) => `${event.name === 'Layout' ? 'layout' : 'style'} ${((event.dur ?? 0) / 1000).toFixed(1)} ms ${event.name === 'Layout' ? JSON.stringify(event.args?.beginData ?? '') : `${event.args?.elementCount ?? '?'} elements`}`);
      console.log(`    ${from.toFixed(0)}+${task.durationMs.toFixed(1)}: ${parts.join('; ')}${sizes.length > 0 ? ` [${sizes.join('; ')}]` : ''}`);
    }
  });
}
