// The long tasks of a Chromium performance trace (devtools.timeline), each split into what the main
// thread did in it: script (by what called it), style, layout, paint, parsing and compiling, by self
// time. A CPU profile alone shows the browser's own rendering work only as "(program)".
const LONG_MS = 50;
const TOP_PARTS = 8;

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; elementCount?: number; beginData?: unknown; selector_stats?: unknown; data?: { url?: string; functionName?: string; type?: string; frame?: string } };
}

/** The page's main thread: the renderer thread that ran the most task time. */
export function mainThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  const named = events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  let best: { pid: number; tid: number; busy: number } | null = null;
  for (const thread of named) {
    const busy = events
      .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'RunTask')
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
    if (best === null || busy > best.busy) best = { pid: thread.pid, tid: thread.tid, busy };
  }
  return best;
}

function partName(event: TraceEvent): string {
  const data = event.args?.data;
  const script = data?.url ? data.url.split('/').pop() : '';
  switch (event.name) {
    case 'FunctionCall':
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `${event.name} ${script ?? ''}${data?.functionName ? ` ${data.functionName}` : ''}`.trim();
    case 'EventDispatch':
    case 'TimerFire':
      return `${event.name}${data?.type ? ` ${data.type}` : ''}`;
    default:
      return event.name;
  }
}

export interface TraceTask {
  /** Trace clock (µs) of the task's start. */
  ts: number;
  startMs: number;
  durationMs: number;
  /** Self time (ms) by what the thread did. */
  parts: Array<[string, number]>;
}

/** The long tasks (over `minMs`) of the page's main thread, start in ms from the first task of the trace. */
export function longTraceTasks(events: TraceEvent[], minMs = LONG_MS): TraceTask[] {
  const thread = mainThread(events);
  if (thread === null) return [];
  const mine = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = mine.filter((event) => event.name === 'RunTask');
  const origin = tasks[0]?.ts ?? 0;
  const result: TraceTask[] = [];
  let from = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    if ((task.dur ?? 0) / 1000 < minMs) continue;
    while (from < mine.length && (mine[from]?.ts ?? 0) < task.ts) from++;
    const inside: TraceEvent[] = [];
    for (let index = from; index < mine.length && (mine[index]?.ts ?? 0) < end; index++) {
      const event = mine[index];
      if (event && event !== task) inside.push(event);
    }
    // Self time: each event's duration less its direct children's (events nest by time).
    const self = new Map<string, number>();
    const stack: Array<{ event: TraceEvent; end: number; childUs: number }> = [];
    const close = (until: number) => {
      while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
        const done = stack.pop();
        if (!done) break;
        const name = partName(done.event);
        self.set(name, (self.get(name) ?? 0) + ((done.event.dur ?? 0) - done.childUs) / 1000);
      }
    };
    let childUs = 0;
    for (const event of inside) {
      close(event.ts);
      const parent = stack.at(-1);
      if (parent) parent.childUs += event.dur ?? 0;
      else childUs += event.dur ?? 0;
      stack.push({ event, end: event.ts + (event.dur ?? 0), childUs: 0 });
    }
    close(Number.POSITIVE_INFINITY);
    self.set('(task, other)', ((task.dur ?? 0) - childUs) / 1000);
    result.push({
      ts: task.ts,
      startMs: (task.ts - origin) / 1000,
      durationMs: (task.dur ?? 0) / 1000,
      parts: [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP_PARTS),
    });
  }
  return result;
}

export function printTraceTasks(trace: { traceEvents: TraceEvent[] }): void {
  console.log('long tasks of the trace (ms from its first task + duration), self time by part (ms):');
  for (const task of longTraceTasks(trace.traceEvents)) {
    const parts = task.parts.filter(([, ms]) => ms >= 1).map(([name, ms]) => `${name} ${ms.toFixed(0)}`);
    console.log(`  ${task.startMs.toFixed(0)}+${task.durationMs.toFixed(0)}: ${parts.join('; ')}`);
  }
}
