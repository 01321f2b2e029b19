// What the tablet benchmark records inside the page (installed before any app script) and the
// figures it derives: total blocking time, largest contentful paint, layout shift, long tasks, when
// the screen first showed its data, and how long a tap at that moment (or later) would wait.

/** What shows that a screen has its data (a dialog: the dialog itself), by path. */
export const DATA_SELECTORS: Record<string, string> = {
  '/': 'form input[type="password"]',
  '/dashboard': '.dash-ec-entry',
  '/client-dashboard': '.an-section',
  '/user-dashboard': '.users-list li',
  '/my-task': '[data-testid="task-row"]',
  '/profile': '.profile-email',
  // The cards are in the page (hidden) while they load, and show together.
  '/building': ':not([hidden]) > .buildings-grid > .building-card',
  // The week's events (or the sentence that there are none), and a roster.
  '/events': '.events-days, .events-empty[data-loaded]',
  '/events?event': '.roster',
  '/portfolio': '.pf-table',
};
export const DIALOG_SELECTOR = '[role="dialog"]';
export const LOGIN_FORM_SELECTOR = DATA_SELECTORS['/']!;

// Runs in the page at document start, before the app's scripts.
export const RECORDER = `(() => {
  const rec = { longTasks: [], frames: [], shifts: [], lcp: 0, fcp: undefined, formPaintedMs: undefined, dataShownMs: undefined };
  globalThis.__tablet = rec;
  const observe = (type, onEntry) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true }); } catch {}
  };
  observe('longtask', (e) => rec.longTasks.push({ start: e.startTime, duration: e.duration }));
  // Long animation frames name the scripts they ran (what called them, from which file and function).
  observe('long-animation-frame', (e) => rec.frames.push({
    start: e.startTime,
    duration: e.duration,
    renderStart: e.renderStart,
    styleAndLayoutStart: e.styleAndLayoutStart,
    scripts: e.scripts.map((s) => ({
      start: s.startTime,
      duration: s.duration,
      invoker: s.invoker,
      source: (s.sourceURL || '').split('/assets/').pop() + (s.sourceFunctionName ? ' ' + s.sourceFunctionName : ''),
      layoutMs: s.forcedStyleAndLayoutDuration,
    })),
  }));
  // Each shift with what moved (element, from and to), so a shift can be traced to its cause.
  const describe = (node) => node && node.nodeType === 1 ? node.tagName.toLowerCase() + (node.className && typeof node.className === 'string' ? '.' + node.className.trim().split(' ').join('.') : '') : String(node && node.nodeName);
  const box = (r) => r ? Math.round(r.x) + ',' + Math.round(r.y) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height) : '';
  observe('layout-shift', (e) => {
    if (e.hadRecentInput) return;
    const sources = (e.sources || []).map((s) => describe(s.node) + ' ' + box(s.previousRect) + ' -> ' + box(s.currentRect));
    rec.shifts.push({ start: e.startTime, value: e.value, sources });
  });
  observe('largest-contentful-paint', (e) => { rec.lcp = e.startTime; });
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') rec.fcp = e.startTime; });
  const selectors = ${JSON.stringify(DATA_SELECTORS)};
  // A query that opens no dialog has its own entry ('/events?event'), keyed by its first name.
  const queryScreen = location.pathname + '?' + location.search.slice(1).split(/[=&?]/)[0];
  const dataSelector = selectors[queryScreen] ?? (location.search.length > 1 ? ${JSON.stringify(DIALOG_SELECTOR)} : selectors[location.pathname]);
  // When a selector first matches, the frame that paints it: a rAF and then a task after it.
  const whenPainted = (set) => requestAnimationFrame(() => setTimeout(() => set(performance.now()), 0));
  const check = () => {
    if (!rec.formSeen && document.querySelector(${JSON.stringify(LOGIN_FORM_SELECTOR)})) {
      rec.formSeen = true;
      whenPainted((ms) => { rec.formPaintedMs = ms; });
    }
    if (!rec.dataSeen && dataSelector && document.querySelector(dataSelector)) {
      rec.dataSeen = true;
      whenPainted((ms) => { rec.dataShownMs = ms; });
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})()`;

export interface FrameScript {
  start: number;
  duration: number;
  invoker: string;
  source: string;
  layoutMs: number;
}

export interface Recorded {
  longTasks: Array<{ start: number; duration: number }>;
  /** Long animation frames (over 50 ms), with the scripts each ran. */
  frames: Array<{ start: number; duration: number; renderStart: number; styleAndLayoutStart: number; scripts: FrameScript[] }>;
  shifts: Array<{ start: number; value: number; sources?: string[] }>;
  lcp: number;
  fcp?: number;
  formPaintedMs?: number;
  dataShownMs?: number;
}

/** CLS: the largest session window (shifts less than 1 s apart, a window at most 5 s long). */
export function cumulativeLayoutShift(shifts: Recorded['shifts']): number {
  let best = 0;
  let windowValue = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of [...shifts].sort((a, b) => a.start - b.start)) {
    if (shift.start - previous > 1000 || shift.start - windowStart > 5000) {
      windowValue = 0;
      windowStart = shift.start;
    }
    windowValue += shift.value;
    previous = shift.start;
    best = Math.max(best, windowValue);
  }
  return best;
}

/** Total blocking time: the part of every long task over 50 ms, from first contentful paint on. */
export function totalBlockingTime(rec: Recorded): number {
  const fcp = rec.fcp ?? 0;
  return rec.longTasks.reduce((sum, task) => {
    const end = task.start + task.duration;
    const from = Math.max(task.start, fcp);
    return end - from > 50 ? sum + Math.min(end - from, task.duration) - 50 : sum;
  }, 0);
}

/**
 * The longest a tap would wait once the screen shows its data: a tap at any moment from then on
 * waits for the rest of the task the main thread is running (long tasks are those over 50 ms, so a
 * tap outside them waits less than that).
 */
export function worstTapWaitAfterData(rec: Recorded): number {
  const shown = rec.dataShownMs;
  if (shown === undefined) return Number.NaN;
  return rec.longTasks.reduce((worst, task) => {
    const end = task.start + task.duration;
    return end > shown ? Math.max(worst, end - Math.max(task.start, shown)) : worst;
  }, 0);
}

/**
 * The long animation frames that end after the data showed, each as "start+duration" (ms from the
 * data showing) with the scripts it ran over 5 ms: what invoked each, its file and function, its
 * time and the style and layout it forced.
 */
export function framesAfterData(rec: Recorded): string[] {
  const shown = rec.dataShownMs ?? 0;
  const ms = (value: number) => value.toFixed(0);
  return rec.frames
    .filter((frame) => frame.start + frame.duration > shown)
    .map((frame) => {
      const scripts = frame.scripts
        .filter((script) => script.duration > 5)
        .map((script) => `${script.invoker} [${script.source}] ${ms(script.duration)}${script.layoutMs > 1 ? ` (layout ${ms(script.layoutMs)})` : ''}`);
      return `${ms(frame.start - shown)}+${ms(frame.duration)}: ${scripts.join('; ') || '(no script over 5 ms)'}`;
    });
}
