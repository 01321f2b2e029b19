// Layout shifts of a page in real Chromium, as Lighthouse counts them: every 'layout-shift' entry not
// caused by input, recorded from the page's first moment (an init script, before the app's scripts,
// observing buffered entries) with what moved, so a failure says which element and by how much.
import type { BrowserContext, Page } from 'playwright-core';
import { trackNetworkQuiet, type NetworkQuiet } from './e2e-browser.ts';

export interface RecordedShift {
  /** ms since the page's navigation started. */
  start: number;
  value: number;
  /** Each element that moved: "tag.class#id 'text' x,y wxh -> x,y wxh". */
  moved: string[];
}

const RECORDER = `(() => {
  const shifts = [];
  const longTasks = [];
  globalThis.__layoutShifts = shifts;
  globalThis.__longTasks = longTasks;
  const describe = (node) => {
    if (!node) return '(gone)';
    if (node.nodeType !== 1) return (node.parentElement ? describe(node.parentElement) + ' > ' : '') + node.nodeName;
    const cls = typeof node.className === 'string' && node.className.trim() ? '.' + node.className.trim().split(/\\s+/).join('.') : '';
    const id = node.id ? '#' + node.id : '';
    const text = (node.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    const parent = node.parentElement && node.parentElement !== document.body ? describe.short(node.parentElement) + ' > ' : '';
    return parent + node.tagName.toLowerCase() + id + cls + (text ? " '" + text + "'" : '');
  };
  describe.short = (node) => node.tagName.toLowerCase() + (typeof node.className === 'string' && node.className.trim() ? '.' + node.className.trim().split(/\\s+/)[0] : '');
  const box = (r) => Math.round(r.x) + ',' + Math.round(r.y) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height);
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.hadRecentInput) continue;
        shifts.push({ start: Math.round(e.startTime), value: e.value, moved: (e.sources || []).map((s) => describe(s.node) + ' ' + box(s.previousRect) + ' -> ' + box(s.currentRect)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) longTasks.push(e.startTime + e.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
})()`;

/** Records every page of `context` from its start (call before the pages to watch are opened). */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(RECORDER);
}

/** How long nothing may happen before a screen counts as drawn for good (a late banner, chart, figure). */
const QUIET_MS = 1_200;
const SETTLE_LIMIT_MS = 30_000;

/**
 * Waits until the page has settled: no request in flight (the live-change stream aside) and no long
 * task for QUIET_MS. Anything that lands later than that is not what this looks for.
 */
export async function settled(page: Page, network: NetworkQuiet): Promise<void> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  for (;;) {
    await network.wait(QUIET_MS, SETTLE_LIMIT_MS);
    const quietFor = (await page
      .evaluate(`(() => {
        const ends = globalThis.__longTasks ?? [];
        return document.readyState === 'complete' ? performance.now() - Math.max(0, ...ends) : 0;
      })()`)
      .catch(() => 0)) as number;
    if (quietFor >= QUIET_MS) return;
    if (Date.now() > deadline) throw new Error(`${page.url()} never settled`);
    await page.waitForTimeout(QUIET_MS - quietFor);
  }
}

/** The layout shifts of the current document so far. */
export async function shiftsSoFar(page: Page): Promise<RecordedShift[]> {
  return (await page.evaluate('globalThis.__layoutShifts ?? []')) as RecordedShift[];
}

/** A page whose requests are watched for settling (attach before navigating). */
export function watchNetwork(page: Page): NetworkQuiet {
  return trackNetworkQuiet(page);
}

/** Opens `url`, waits for `ready` (a selector) and for the page to settle; answers its shifts. */
export async function visitAndRecord(page: Page, network: NetworkQuiet, url: string, ready: string): Promise<RecordedShift[]> {
  await page.goto(url, { waitUntil: 'commit' });
  // In the page is enough: a narrow screen may hide the list beside an open roster.
  await page.locator(ready).first().waitFor({ state: 'attached', timeout: SETTLE_LIMIT_MS });
  await settled(page, network);
  return shiftsSoFar(page);
}

/** One line per shift, for a failure message: where, how much, and what moved. */
export function describeShifts(screen: string, shifts: readonly RecordedShift[]): string[] {
  return shifts.map((shift) => `${screen}: shift ${shift.value.toFixed(4)} at ${shift.start} ms: ${shift.moved.join(' | ') || '(no source)'}`);
}
