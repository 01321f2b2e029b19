/**
 * Every screen on a front-desk tablet's CPU: Debian's Chromium driven over
 * the DevTools protocol with the CPU slowed 4× (Emulation.setCPUThrottlingRate), on demo data,
 * signed in as the demo manager with the service worker installed, each screen on a repeat visit.
 *
 *   npm run bench:tablet -- [--skip-build] [--runs N] [--profile /dashboard] [--files] [--tasks]
 *
 * For each screen, from PerformanceObserver entries recorded inside the page (buffered, installed
 * before any app script): total blocking time (the part of every long task over 50 ms, from first
 * contentful paint on, as Lighthouse counts it), largest contentful paint, when the screen first
 * showed its data (bench/tablet/page-recorder.ts names what shows it), the longest a tap from then on
 * would wait for the main thread, layout shift (the largest session window, as CLS is defined) and
 * the number of long tasks; and the JS (gzip, zlib level 9 of the built file) the screen loaded
 * before its data showed and in all. The dialogs are measured the same way, each opened by its link
 * over its screen (data: when the dialog is in the page), and the incident report by its button on a roster. Then the sign-in page's first visit (empty cache, no worker) on
 * simulated slow 4G (Network.emulateNetworkConditions, DevTools' "Slow 4G": 562.5 ms latency,
 * 1.4745 Mbit/s down, 675 kbit/s up) with the same CPU: when its form is painted.
 *
 * --runs N measures the whole table N times (1 by default) and prints each figure's median and the
 * worst run's TBT, tap wait and CLS, and every layout shift of every run with what moved.
 * --screen PATH --runs N measures that screen or dialog alone, N repeat visits (5 by default;
 * --screen incident: the roster's 'Report an incident' dialog, which no link opens);
 * --screen big-roster the roster of an event with 500 RSVPs (--roster-rsvps N: that many, 0 none),
 * which the full run measures after the dialogs (bench/tablet/big-roster.ts makes it).
 * --screen door: the door view of an event open for check-in with that many residents
 * going; a tap on Check in until the row is drawn checked in, online then offline (bench/tablet/door-taps.ts;
 * --runs N taps each (12), --tasks the long frames of each tap, --trace each tap's main-thread tasks by part).
 *
 * --profile PATH writes a CPU profile (Profiler domain, at 4×) of one repeat visit of PATH to
 * test-results/tablet-PATH.cpuprofile (open it in Chromium's DevTools, Performance panel) and prints
 * the self time per script. --files lists each screen's scripts with their gzip sizes; --tasks each
 * screen's long tasks, from when its data showed, and the long animation frames from then on with the
 * scripts they ran (what invoked each, its file and function).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { DEMO_MANAGER } from '../server/demo/demo-accounts.ts';
import { EVENT_NOTES_STRINGS } from '../src/features/events/event-notes-strings.ts';
import { launchBrowser, openPage, signIn } from '../tests/support/e2e-browser.ts';
import { apiClient } from '../tests/support/e2e-offline.ts';
import { SEEDED_DATA_DIR_ENV, startServer } from '../tests/support/e2e-server.ts';
import type { CpuProfile } from './tablet/cpu-profile.ts';
import { createBigRoster, seedBigRosterDataDir } from './tablet/big-roster.ts';
import { createDoorRoster, measureDoorTaps } from './tablet/door-taps.ts';
import { buildApp, waitForServiceWorkerControl } from './tablet/bench-browser.ts';
import { printLongStretches } from './tablet/profile-tasks.ts';
import { printTraceTasks } from './tablet/trace-tasks.ts';
import {
  cumulativeLayoutShift,
  DIALOG_SELECTOR,
  framesAfterData,
  RECORDER,
  totalBlockingTime,
  worstTapWaitAfterData,
  type Recorded,
} from './tablet/page-recorder.ts';

const REPO_ROOT = resolve(import.meta.dirname, '..');
const DIST_DIR = resolve(REPO_ROOT, process.env.E2E_DIST_DIR ?? 'dist');
const CPU_SLOWDOWN = 4;
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.4745 * 1024 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
/** A screen is settled once no long task has started for this long (and the load event is past). */
const QUIET_MS = 2_000;
const SETTLE_LIMIT_MS = 20_000;
const POLL_MS = 100;
const SCREENS = ['/', '/dashboard', '/client-dashboard', '/user-dashboard', '/my-task', '/profile', '/building', '/events', '/portfolio'] as const;
/** The RSVPs of the big roster measured after the dialogs (`--roster-rsvps N`, 0 for none). */
const DEFAULT_BIG_ROSTER_RSVPS = 500;
const BUDGET = { tbtMs: 150, cls: 0, tapWaitMs: 100, signInPaintMs: 1800, dashboardJsKb: 300, signInJsKb: 120 } as const;

interface ScreenFigures {
  screen: string;
  tbtMs: number;
  dataMs: number;
  tapWaitMs: number;
  /** JS (gzip) that had arrived when the screen first showed its data; the rest came later. */
  jsBeforeDataKb: number;
  lcpMs: number;
  cls: number;
  longTasks: number;
  longestMs: number;
  jsKb: number;
  jsFiles: number;
  scripts: string[];
  /** Each long task as "start+duration" ms, start relative to when the data showed. */
  taskTimes: string[];
  /** The long animation frames from when the data showed, with their scripts. */
  framesAfter: string[];
  /** Every layout shift, with what moved. */
  shifts: Recorded['shifts'];
}

const gzipCache = new Map<string, number>();
/** The gzip size of a built file, by its URL path; 0 for a file not in dist/. */
function gzipBytes(pathname: string): number {
  const cached = gzipCache.get(pathname);
  if (cached !== undefined) return cached;
  let size = 0;
  try {
    size = gzipSync(readFileSync(resolve(DIST_DIR, `.${pathname}`)), { level: 9 }).length;
  } catch {
    size = 0;
  }
  gzipCache.set(pathname, size);
  return size;
}

interface ScriptLoad {
  path: string;
  /** When it had arrived (ms since navigation start). */
  responseEnd: number;
}

async function scriptsLoaded(page: Page): Promise<ScriptLoad[]> {
  const entries = (await page.evaluate(
    `performance.getEntriesByType('resource').filter((e) => /\\.m?js(\\?|$)/.test(e.name)).map((e) => ({ name: e.name, responseEnd: e.responseEnd }))`,
  )) as Array<{ name: string; responseEnd: number }>;
  const byPath = new Map<string, number>();
  for (const entry of entries) {
    const path = new URL(entry.name).pathname;
    if (path === '/sw.js' || path.startsWith('/workbox-')) continue;
    byPath.set(path, Math.min(byPath.get(path) ?? Infinity, entry.responseEnd));
  }
  return [...byPath].map(([path, responseEnd]) => ({ path, responseEnd }));
}

/** Polls an expression in the page (waitForFunction's string form is refused by the app's CSP). */
async function waitInPage(page: Page, expression: string): Promise<void> {
  const deadline = Date.now() + SETTLE_LIMIT_MS * 2;
  for (;;) {
    // A navigation in between (the worker's first claim) destroys the context: ask again.
    const done = await page.evaluate(expression).catch(() => false);
    if (done === true) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((resolveWait) => setTimeout(resolveWait, POLL_MS));
  }
}

/** Waits for the load event and then until no long task has started for QUIET_MS. */
async function settle(page: Page): Promise<void> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  while (Date.now() < deadline) {
    const quietFor = (await page
      .evaluate(
        `(() => {
      if (document.readyState !== 'complete' || !globalThis.__tablet) return 0;
      const tasks = globalThis.__tablet.longTasks;
      const last = tasks.length ? Math.max(...tasks.map((t) => t.start + t.duration)) : 0;
      return performance.now() - last;
    })()`,
      )
      .catch(() => 0)) as number;
    if (quietFor >= QUIET_MS) return;
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
}

async function measureScreen(page: Page, url: string, screen: string): Promise<ScreenFigures> {
  await page.goto(`${url}${screen}`, { waitUntil: 'commit' });
  try {
    await waitInPage(page, 'globalThis.__tablet?.dataShownMs !== undefined');
  } catch {
    // One screen that never shows its data (say, no event in the demo data's week on this day) is
    // reported as such, and the rest of the table still measured.
    console.log(`${screen}: did not show its data; not measured`);
    const nothing = Number.NaN;
    return { screen, tbtMs: nothing, dataMs: nothing, tapWaitMs: nothing, jsBeforeDataKb: nothing, lcpMs: nothing, cls: nothing, longTasks: 0, longestMs: nothing, jsKb: nothing, jsFiles: 0, scripts: [], taskTimes: [], framesAfter: [], shifts: [] };
  }
  await settle(page);
  const rec = (await page.evaluate('globalThis.__tablet')) as Recorded;
  const loads = await scriptsLoaded(page);
  const dataMs = rec.dataShownMs ?? Number.NaN;
  const kb = (list: ScriptLoad[]) => list.reduce((sum, load) => sum + gzipBytes(load.path), 0) / 1024;
  return {
    screen,
    tbtMs: totalBlockingTime(rec),
    dataMs,
    tapWaitMs: worstTapWaitAfterData(rec),
    jsBeforeDataKb: kb(loads.filter((load) => load.responseEnd <= dataMs)),
    lcpMs: rec.lcp,
    cls: cumulativeLayoutShift(rec.shifts),
    longTasks: rec.longTasks.length,
    longestMs: rec.longTasks.reduce((max, task) => Math.max(max, task.duration), 0),
    jsKb: kb(loads),
    jsFiles: loads.length,
    scripts: loads.map((load) => load.path),
    taskTimes: rec.longTasks.map((task) => `${fmt(task.start - dataMs)}+${fmt(task.duration)}`),
    framesAfter: framesAfterData(rec),
    shifts: rec.shifts,
  };
}

/**
 * A dialog that no link opens (it needs its screen's state: the incident report of a roster): the
 * screen measured as above, then its button pressed; the figures are from the press on (data ms: the
 * press to the dialog in the page; layout shifts within 500 ms of a press are not counted, as in CLS).
 */
async function measureButtonDialog(page: Page, url: string, screen: string, button: string): Promise<ScreenFigures> {
  const base = { ...(await measureScreen(page, url, screen)), screen: `${screen} → ${button}` };
  if (Number.isNaN(base.dataMs)) return base;
  const pressedAt = (await page.evaluate('performance.now()')) as number;
  await page.getByRole('button', { name: button, exact: true }).first().click();
  await page.locator(DIALOG_SELECTOR).waitFor();
  const openedAt = (await page.evaluate('performance.now()')) as number;
  await settle(page);
  const rec = (await page.evaluate('globalThis.__tablet')) as Recorded;
  const longTasks = rec.longTasks.filter((task) => task.start + task.duration > pressedAt);
  const fromPress: Recorded = { ...rec, fcp: pressedAt, dataShownMs: openedAt, longTasks, shifts: rec.shifts.filter((shift) => shift.start >= pressedAt) };
  return {
    ...base,
    tbtMs: totalBlockingTime(fromPress),
    dataMs: openedAt - pressedAt,
    tapWaitMs: worstTapWaitAfterData(fromPress),
    lcpMs: Number.NaN,
    cls: cumulativeLayoutShift(fromPress.shifts),
    longTasks: longTasks.length,
    longestMs: longTasks.reduce((max, task) => Math.max(max, task.duration), 0),
    // Printed with what moved, as a screen's are.
    shifts: fromPress.shifts,
  };
}

/** Each dialog over the screen it opens on, as a link would open it (ids from the demo data). */
async function dialogScreens(url: string): Promise<string[]> {
  const api = await apiClient(url, DEMO_MANAGER.email, DEMO_MANAGER.password);
  const buildings = (await api.post<Array<{ id: number }>>('/building-manager/buildings/', {})).data;
  const chart = (await api.post<Array<{ eventId: number }>>('/building-manager/hero-chart/', { event: 10, year: new Date().getFullYear() })).data;
  const eventId = chart[0]?.eventId;
  const buildingId = buildings[0]?.id;
  if (eventId === undefined || buildingId === undefined) throw new Error('the demo data has no event or no building');
  // An event of the Events screen's week, its roster and its dialogs.
  const week = (await api.post<{ events: Array<{ id: number; cancelled: boolean }> }>('/building-manager/events-today/', { days: 7 })).data;
  const coming = week.events.find((event) => !event.cancelled)?.id;
  const events = coming === undefined ? [] : [`/events?event=${coming}`, `/events?edit-event=${coming}`, `/events?cancel-event=${coming}`];
  return [
    '/dashboard?contact',
    '/dashboard?report',
    '/profile?change-password',
    '/my-task?task_id=0',
    `/dashboard?id=${eventId}`,
    `/building?front-desk&buildingId=${buildingId}`,
    '/events?new-event',
    ...events,
    // The file imports' dialogs.
    `/building?import&kind=residents&buildingId=${buildingId}`,
    `/building?import&kind=events&buildingId=${buildingId}`,
  ];
}

async function throttledSession(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/** Prints self time per script and the heaviest functions of a CPU profile. */
function summariseProfile(profile: CpuProfile): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfByNode = new Map<number, number>();
  profile.samples.forEach((id, index) => selfByNode.set(id, (selfByNode.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, ms] of selfByNode) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const script = frame.url ? new URL(frame.url).pathname : `(${frame.functionName || 'native'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const fn = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const top = (map: Map<string, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  console.log('self time per script (ms, at 4x):');
  for (const [script, ms] of top(byScript, 12)) console.log(`  ${ms.toFixed(1).padStart(8)}  ${script}`);
  console.log('heaviest functions (self ms):');
  for (const [fn, ms] of top(byFunction, 25)) console.log(`  ${ms.toFixed(1).padStart(8)}  ${fn}`);
}

async function profileScreen(context: BrowserContext, page: Page, url: string, screen: string): Promise<void> {
  const cdp = await throttledSession(context, page);
  await page.goto(`${url}${screen}`);
  await settle(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const browser = context.browser();
  await browser?.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(`${url}${screen}`, { waitUntil: 'commit' });
  await settle(page);
  const trace = browser ? (JSON.parse((await browser.stopTracing()).toString('utf8')) as Parameters<typeof printTraceTasks>[0]) : null;
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  const out = resolve(REPO_ROOT, 'test-results', `tablet${screen.replace(/\//g, '-') || '-root'}.cpuprofile`);
  mkdirSync(resolve(REPO_ROOT, 'test-results'), { recursive: true });
  writeFileSync(out, JSON.stringify(profile));
  console.log(`CPU profile of a repeat visit of ${screen}: ${out}`);
  summariseProfile(profile);
  printLongStretches(profile);
  if (trace) printTraceTasks(trace);
  await cdp.detach();
}

/** The main thread's tasks and what runs in them, rendering included. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel'];

/** --screen PATH --runs N: that screen (or dialog) alone, N repeat visits, each with its frames. */
async function measureOneScreen(page: Page, url: string, screen: string, runs: number): Promise<void> {
  console.log(`${screen}, ${runs} repeat visits at ${CPU_SLOWDOWN}x CPU slowdown: TBT, tap wait, data shown, LCP, CLS (ms), then the long animation frames from the data showing`);
  for (let run = 1; run <= runs; run++) {
    const row = await measureScreen(page, url, screen);
    console.log(
      `run ${run}: TBT ${fmt(row.tbtMs)}, tap wait ${fmt(row.tapWaitMs)}, data ${fmt(row.dataMs)}, LCP ${fmt(row.lcpMs)}, CLS ${fmt(row.cls, 3)}, ` +
        `long tasks ${row.taskTimes.join(', ')}`,
    );
    for (const frame of row.framesAfter) console.log(`    ${frame}`);
    for (const shift of row.shifts) console.log(`    shift ${fmt(shift.value, 3)} at ${fmt(shift.start)} ms: ${(shift.sources ?? []).join('; ')}`);
  }
}

/** The median of `values` (NaN for none). */
function median(values: readonly number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** One screen over several runs: each figure's median, with the worst TBT, tap wait and CLS of any run and every run's shifts. */
function combineRuns(runs: readonly ScreenFigures[]): ScreenFigures & { worst: { tbtMs: number; tapWaitMs: number; cls: number } } {
  const mid = (pick: (row: ScreenFigures) => number) => median(runs.map(pick));
  const worst = (pick: (row: ScreenFigures) => number) => Math.max(...runs.map(pick).filter((value) => !Number.isNaN(value)));
  const first = runs[0]!;
  return {
    ...first,
    tbtMs: mid((row) => row.tbtMs),
    dataMs: mid((row) => row.dataMs),
    tapWaitMs: mid((row) => row.tapWaitMs),
    jsBeforeDataKb: mid((row) => row.jsBeforeDataKb),
    lcpMs: mid((row) => row.lcpMs),
    cls: mid((row) => row.cls),
    longTasks: mid((row) => row.longTasks),
    longestMs: mid((row) => row.longestMs),
    taskTimes: runs.flatMap((row, run) => row.taskTimes.map((task) => `#${run + 1} ${task}`)),
    framesAfter: runs.flatMap((row, run) => row.framesAfter.map((frame) => `#${run + 1} ${frame}`)),
    shifts: runs.flatMap((row) => row.shifts),
    worst: { tbtMs: worst((row) => row.tbtMs), tapWaitMs: worst((row) => row.tapWaitMs), cls: worst((row) => row.cls) },
  };
}

const fmt = (value: number, digits = 0) => value.toFixed(digits);
const mark = (ok: boolean) => (ok ? ' ' : '!');

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'skip-build': { type: 'boolean' },
      profile: { type: 'string' },
      files: { type: 'boolean' },
      tasks: { type: 'boolean' },
      trace: { type: 'boolean' },
      screen: { type: 'string' },
      runs: { type: 'string' },
      'roster-rsvps': { type: 'string' },
    },
  });
  if (!values['skip-build']) buildApp();

  // A roster of this many RSVPs (0: none), its event made through the real calls.
  const bigRosterRsvps = Number(values['roster-rsvps'] ?? DEFAULT_BIG_ROSTER_RSVPS);
  const seed = bigRosterRsvps > 0 ? await seedBigRosterDataDir(bigRosterRsvps) : null;
  if (seed) process.env[SEEDED_DATA_DIR_ENV] = seed.dataDir;
  const [server, browser] = await Promise.all([startServer(), launchBrowser({ full: true })]);
  try {
    const bigRoster = seed && values.screen !== 'door' ? `/events?event=${await createBigRoster(server.url, seed)}` : null;
    if (bigRoster) console.log(`${bigRoster}: an event with ${bigRosterRsvps} RSVPs (${seed?.residentIds.length} residents)`);
    // The sign-in page's first visit: empty cache, no worker, slow 4G and a slow CPU.
    const firstVisit = await openPage(browser, { tablet: true });
    await firstVisit.context.addInitScript(RECORDER);
    const firstCdp = await throttledSession(firstVisit.context, firstVisit.page);
    await firstCdp.send('Network.enable');
    await firstCdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await firstVisit.page.goto(`${server.url}/`, { waitUntil: 'commit' });
    await waitInPage(firstVisit.page, 'globalThis.__tablet?.formPaintedMs !== undefined');
    await settle(firstVisit.page);
    const firstRec = (await firstVisit.page.evaluate('globalThis.__tablet')) as Recorded;
    const signInFirstPaintMs = firstRec.formPaintedMs ?? Number.NaN;
    const signInFirstFcpMs = firstRec.fcp ?? Number.NaN;
    await firstVisit.context.close();

    // The sign-in page's repeat visit from the worker (signed out: signed in, / leads to /dashboard).
    const signedOut = await openPage(browser, { tablet: true });
    await signedOut.context.addInitScript(RECORDER);
    await signedOut.page.goto(`${server.url}/`);
    await waitForServiceWorkerControl(signedOut.page);
    await signedOut.page.goto(`${server.url}/`);
    await throttledSession(signedOut.context, signedOut.page);
    await measureScreen(signedOut.page, server.url, '/'); // warm-up
    const signInRuns: ScreenFigures[] = [];
    for (let run = 0; run < Math.max(1, Number(values.screen ? 1 : (values.runs ?? 1))); run++) signInRuns.push(await measureScreen(signedOut.page, server.url, '/'));
    const signIn1 = signInRuns[0]!;
    const signInRepeat = (await signedOut.page.evaluate('globalThis.__tablet')) as Recorded;
    await signedOut.context.close();

    // Signed in: every screen visited once (the worker stores its chunks and data), then measured.
    const { context, page } = await openPage(browser, { tablet: true });
    await context.addInitScript(RECORDER);
    await signIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    await waitForServiceWorkerControl(page);
    for (const screen of SCREENS.slice(1)) {
      await page.goto(`${server.url}${screen}`);
      await settle(page);
    }
    if (values.profile) {
      await profileScreen(context, page, server.url, values.profile);
      return;
    }
    await throttledSession(context, page);
    if (values.screen === 'door') {
      if (!seed) throw new Error('--screen door needs residents: --roster-rsvps N with N > 0');
      await measureDoorTaps(context, page, server.url, await createDoorRoster(server.url, seed), seed.residentIds.length, {
        taps: values.runs ? Number(values.runs) : undefined,
        tasks: values.tasks,
        trace: values.trace,
      });
      return;
    }
    if (values.screen === 'incident') {
      // --screen incident: the roster's 'Report an incident' dialog alone (no link opens it).
      const roster = (await dialogScreens(server.url)).find((dialog) => dialog.startsWith('/events?event='));
      if (roster === undefined) throw new Error('no roster among the dialogs to open the incident report from');
      for (let run = 1; run <= Number(values.runs ?? 5); run++) {
        const row = await measureButtonDialog(page, server.url, roster, EVENT_NOTES_STRINGS.reportIncident);
        console.log(`run ${run}: ${row.screen}: TBT ${fmt(row.tbtMs)}, tap wait ${fmt(row.tapWaitMs)}, CLS ${fmt(row.cls, 3)}`);
        for (const shift of row.shifts) console.log(`    shift ${fmt(shift.value, 3)} at ${fmt(shift.start)} ms: ${(shift.sources ?? []).join('; ')}`);
      }
      return;
    }
    if (values.screen) {
      // --screen big-roster: the roster of many RSVPs (its event's id is known once it is made).
      const screen = values.screen === 'big-roster' && bigRoster ? bigRoster : values.screen;
      await measureOneScreen(page, server.url, screen, Number(values.runs ?? 5));
      return;
    }
    // --runs N: the whole table N times (a shift or a long task that comes one run in three is real);
    // each figure is then printed as the median and the worst of the runs.
    const runs = Math.max(1, Number(values.runs ?? 1));
    const dialogs = await dialogScreens(server.url);
    const roster = dialogs.find((dialog) => dialog.startsWith('/events?event='));
    const allRuns: ScreenFigures[][] = [];
    for (let run = 0; run < runs; run++) {
      const measured: ScreenFigures[] = [signInRuns[run] ?? signIn1];
      for (const screen of SCREENS.slice(1)) measured.push(await measureScreen(page, server.url, screen));
      for (const dialog of dialogs) measured.push(await measureScreen(page, server.url, dialog));
      if (roster) measured.push(await measureButtonDialog(page, server.url, roster, EVENT_NOTES_STRINGS.reportIncident));
      if (bigRoster) measured.push({ ...(await measureScreen(page, server.url, bigRoster)), screen: `${bigRoster} (${bigRosterRsvps} RSVPs)` });
      allRuns.push(measured);
    }
    const rows = runs === 1 ? allRuns[0]! : allRuns[0]!.map((_, index) => combineRuns(allRuns.map((measured) => measured[index]!)));

    console.log(`Repeat visits at ${CPU_SLOWDOWN}x CPU slowdown, 768x1024 touch, service worker installed, demo data, ${runs} run(s)`);
    console.log(`(sign-in signed out; the others signed in as the demo manager). Budgets: TBT < ${BUDGET.tbtMs} ms, CLS 0 in every run.`);
    console.log('Data: when the screen first showed its data (a dialog: when it opened); tap wait: the longest a tap');
    console.log(`from then on waits for the main thread (budget ${BUDGET.tapWaitMs} ms); JS: gzip kB in by then / in all (files).`);
    if (runs > 1) console.log('Each figure is the median of the runs; "worst" columns: the worst run.');
    const worstOf = (row: ScreenFigures) => ('worst' in row ? (row as ReturnType<typeof combineRuns>).worst : { tbtMs: row.tbtMs, tapWaitMs: row.tapWaitMs, cls: row.cls });
    console.log(`screen                          TBT ms   LCP ms  data ms  tap wait     CLS  long tasks  longest ms   JS kB gzip${runs > 1 ? '   worst: TBT  tap wait    CLS' : ''}`);
    for (const row of rows) {
      const worst = worstOf(row);
      console.log(
        `${row.screen.padEnd(30)} ${fmt(row.tbtMs).padStart(6)}${mark(row.tbtMs < BUDGET.tbtMs)} ${fmt(row.lcpMs).padStart(7)} ` +
          `${fmt(row.dataMs).padStart(8)} ${fmt(row.tapWaitMs).padStart(8)}${mark(row.tapWaitMs < BUDGET.tapWaitMs)} ` +
          `${fmt(row.cls, 3).padStart(7)}${mark(row.cls <= BUDGET.cls)} ${String(row.longTasks).padStart(10)} ${fmt(row.longestMs).padStart(11)} ` +
          `${fmt(row.jsBeforeDataKb, 1).padStart(7)} / ${fmt(row.jsKb, 1)} (${row.jsFiles})` +
          (runs > 1
            ? `   ${fmt(worst.tbtMs).padStart(9)}${mark(worst.tbtMs < BUDGET.tbtMs)} ${fmt(worst.tapWaitMs).padStart(8)}${mark(worst.tapWaitMs < BUDGET.tapWaitMs)} ${fmt(worst.cls, 3).padStart(6)}${mark(worst.cls <= BUDGET.cls)}`
            : ''),
      );
    }
    // Every layout shift of every run, with what moved (element, from and to).
    for (const row of rows) for (const shift of row.shifts) console.log(`${row.screen}: shift ${fmt(shift.value, 4)} at ${fmt(shift.start)} ms: ${(shift.sources ?? []).join('; ')}`);
    if (values.tasks) {
      console.log('long tasks (ms from the data showing + duration):');
      for (const row of rows) console.log(`${row.screen}: ${row.taskTimes.join(', ')}`);
      console.log('long animation frames from the data showing (ms + duration: invoker [script function] ms):');
      for (const row of rows) for (const frame of row.framesAfter) console.log(`${row.screen}: ${frame}`);
    }
    if (values.files) {
      for (const row of rows) console.log(`${row.screen}: ${row.scripts.map((path) => `${path} ${fmt(gzipBytes(path) / 1024, 1)}`).join(', ')}`);
    }
    const dashboard = rows.find((row) => row.screen === '/dashboard');
    console.log('');
    console.log(
      `JS (gzip): signed-in /dashboard ${fmt(dashboard?.jsBeforeDataKb ?? Number.NaN, 1)} kB until its data shows, ` +
        `${fmt(dashboard?.jsKb ?? Number.NaN, 1)} kB in all (budget ${BUDGET.dashboardJsKb}); sign-in page ${fmt(signIn1.jsKb, 1)} kB (budget ${BUDGET.signInJsKb})`,
    );
    console.log(
      `sign-in page, first visit on slow 4G at ${CPU_SLOWDOWN}x: first contentful paint ${fmt(signInFirstFcpMs)} ms, form painted ${fmt(signInFirstPaintMs)} ms (budget ${BUDGET.signInPaintMs})`,
    );
    console.log(`sign-in page, repeat visit from the worker: form painted ${fmt(signInRepeat.formPaintedMs ?? Number.NaN)} ms (budget 500)`);
  } finally {
    await browser.close();
    await server.stop();
    if (seed) rmSync(seed.dataDir, { recursive: true, force: true });
  }
}

await main();
