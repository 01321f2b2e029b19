// bench:tablet --screen door: a tap on Check in is drawn as checked in
// (pending or done) within 100 ms at 4x CPU, online and offline. On the door view of an event with
// every RSVP going (the big roster's residents), each tap is a touch on a row's Check in button;
// inside the page, the time runs from the click event's timestamp to the frame presented with the
// row checked in (Event Timing), and also to the first frame after the row took its checked-in look
// (a MutationObserver sees the class, then a frame is drawn: rAF, then a task after it).
import type { BrowserContext, Page } from 'playwright-core';
import type { Recorded } from './page-recorder.ts';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { createEventOpenForCheckIn } from '../../tests/support/e2e-door.ts';
import { apiClient } from '../../tests/support/e2e-offline.ts';
import { giveEveryonePlaces, type BigRosterSeed } from './big-roster.ts';
import { DOOR_TRACE_CATEGORIES, printDoorTrace } from './door-trace.ts';

/** Taps measured online, then as many offline (`--runs N` for another count). */
export const DOOR_TAPS = 12;

/** The door view of a new event open for check-in, every resident of the seed going; its path. */
export async function createDoorRoster(url: string, seed: BigRosterSeed): Promise<string> {
  const api = await apiClient(url, DEMO_MANAGER.email, DEMO_MANAGER.password);
  const eventId = await createEventOpenForCheckIn(api, seed.buildingId, 'Bench door rush', null);
  await giveEveryonePlaces(api, eventId, seed.residentIds);
  return `/events/door?event=${eventId}`;
}

// In the page: times the next click on a Check in button until its row is drawn checked in. Two
// clocks: the browser's own (Event Timing, as INP counts it: from the click to the next frame
// presented after its handlers ran, in 8 ms steps), valid when the row took its checked-in look in
// the click's own task; and a frame after the look was seen (rAF, then a task after it), which also
// counts whatever work the page queued before that task (React's deferred renders of the list).
const ARM_TAP_TIMER = `(() => {
  globalThis.__doorTap = new Promise((resolve) => {
    document.addEventListener('click', (event) => {
      const row = event.target.closest('.door-line');
      if (!row) return resolve({ start: 0, ms: -1, presentedMs: null });
      const start = event.timeStamp;
      let lookAt = null;
      let afterFrameMs = null;
      let presentedMs;
      const done = () => {
        if (afterFrameMs !== null && presentedMs !== undefined) resolve({ start, ms: afterFrameMs, presentedMs });
      };
      const timing = new PerformanceObserver((list) => {
        const entry = list.getEntries().find((e) => e.name === 'click' && Math.abs(e.startTime - start) < 1);
        if (!entry) return;
        timing.disconnect();
        clearTimeout(noEntry);
        presentedMs = lookAt !== null && lookAt <= entry.processingEnd ? entry.startTime + entry.duration - start : null;
        done();
      });
      timing.observe({ type: 'event', durationThreshold: 16 });
      // Under 16 ms the browser reports no entry: the tap was drawn in under 16 ms (or its look came later).
      const noEntry = setTimeout(() => { timing.disconnect(); presentedMs = lookAt !== null && afterFrameMs !== null && afterFrameMs < 16 ? afterFrameMs : null; done(); }, 2000);
      const drawn = () => requestAnimationFrame(() => setTimeout(() => { afterFrameMs = performance.now() - start; done(); }, 0));
      const observer = new MutationObserver(() => {
        if (!row.classList.contains('is-in')) return;
        observer.disconnect();
        lookAt = performance.now();
        drawn();
      });
      observer.observe(row, { attributes: true, attributeFilter: ['class'], subtree: false });
    }, { capture: true, once: true });
  });
  return true;
})()`;

interface Tap {
  /** The click event's timestamp (page clock). */
  start: number;
  /** To a task after the first frame that followed the row's checked-in look. */
  ms: number;
  /** To the frame presented with the look (Event Timing); null when the look came after the click's task. */
  presentedMs: number | null;
}

async function tapTimes(page: Page, taps: number): Promise<Tap[]> {
  const times: Tap[] = [];
  for (let tap = 0; tap < taps; tap++) {
    // The first row still to check in (checked-in rows show Undo instead), in view.
    const button = page.locator('.door-line__check-in').first();
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    if (box === null) throw new Error('no Check in button on screen');
    await page.evaluate(ARM_TAP_TIMER);
    // A touch at the button's centre, as the tablet's screen sends it (CDP touch events): not
    // locator.tap(), whose checks (is the button stable, does the touch hit it) run their own
    // listeners and style reads inside the tap being timed.
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    times.push((await page.evaluate('globalThis.__doorTap')) as Tap);
    // As at a door: a moment between two residents.
    await page.waitForTimeout(300);
  }
  return times;
}

const fmt = (value: number) => value.toFixed(0);

function summary(taps: readonly Tap[], of: (tap: Tap) => number | null = (tap) => tap.ms): string {
  const times = taps.map(of).filter((ms): ms is number => ms !== null);
  if (times.length < taps.length) return `${taps.length - times.length} of ${taps.length} taps drawn after their click's task: ${summary(taps)}`;
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
  return `median ${fmt(at(0.5))} ms, worst ${fmt(sorted[sorted.length - 1] ?? Number.NaN)} ms (${times.map(fmt).join(', ')})`;
}

/**
 * --tasks: the long animation frames (over 50 ms) that began between each tap and its row drawn, with
 * the scripts each ran over 1 ms (what invoked it, its file and function): what a tap waits for.
 */
function framesOfTaps(rec: Recorded, taps: readonly Tap[]): string[] {
  const ms = (value: number) => value.toFixed(0);
  return taps.flatMap((tap, at) =>
    rec.frames
      .filter((frame) => frame.start + frame.duration > tap.start && frame.start < tap.start + tap.ms)
      .map((frame) => {
        const scripts = frame.scripts
          .filter((script) => script.duration > 1)
          .map((script) => `${ms(script.start - tap.start)}: ${script.invoker} [${script.source}] ${ms(script.duration)}${script.layoutMs > 1 ? ` (layout ${ms(script.layoutMs)})` : ''}`);
        // From the frame's rendering start: rAF callbacks, then style, layout and paint.
        const end = frame.start + frame.duration;
        const render = frame.renderStart > 0 ? ` render at ${ms(frame.renderStart - tap.start)} (rAF ${ms(frame.styleAndLayoutStart - frame.renderStart)}, style/layout/paint ${ms(end - frame.styleAndLayoutStart)})` : '';
        return `  tap ${at + 1} (${ms(tap.ms)} ms): frame ${ms(frame.start - tap.start)}+${ms(frame.duration)}${render}: ${scripts.join('; ') || '(no script over 1 ms)'}`;
      }),
  );
}

/** Opens the door view (the page is signed in, its CPU slowed), taps online then offline, prints both. */
export async function measureDoorTaps(
  context: BrowserContext,
  page: Page,
  url: string,
  door: string,
  goingCount: number,
  { taps = DOOR_TAPS, tasks = false, trace = false }: { taps?: number; tasks?: boolean; trace?: boolean } = {},
): Promise<void> {
  await page.goto(`${url}${door}`);
  await page.locator('.door-line__check-in').first().waitFor();
  // Every row drawn (the list is drawn in steps) before the first tap.
  const deadline = Date.now() + 60_000;
  while ((await page.locator('.door-line').count()) < goingCount && Date.now() < deadline) await page.waitForTimeout(200);
  console.log(`${door}: ${await page.locator('.door-line').count()} going, at 4x CPU slowdown, 768x1024 touch`);
  const browser = context.browser();
  if (trace) await browser?.startTracing(page, { categories: DOOR_TRACE_CATEGORIES });
  const online = await tapTimes(page, taps);
  await context.setOffline(true);
  const offline = await tapTimes(page, taps);
  await context.setOffline(false);
  if (trace && browser) printDoorTrace(JSON.parse((await browser.stopTracing()).toString('utf8')) as Parameters<typeof printDoorTrace>[0]);
  console.log(`tap on Check in → the frame presented with the row checked in (Event Timing, as INP; budget 100 ms):`);
  console.log(`  online:  ${summary(online, (tap) => tap.presentedMs)}`);
  console.log(`  offline: ${summary(offline, (tap) => tap.presentedMs)}`);
  console.log(`tap on Check in → a task after the first frame with the row checked in (also counts work queued before it):`);
  console.log(`  online:  ${summary(online)}`);
  console.log(`  offline: ${summary(offline)}`);
  if (!tasks) return;
  const rec = (await page.evaluate('globalThis.__tablet')) as Recorded;
  console.log('long animation frames from a tap to its row drawn (ms from the tap: invoker [script function] ms):');
  for (const line of framesOfTaps(rec, [...online, ...offline])) console.log(line);
}
