// Every seed that found a violation (or a stall of the harness), with what it found and what fixed
// it. `npm run torture -- --found` replays them all (each with the run's --tablets and --seconds,
// 4 and 60 by default, as the hours that found most of them ran), and `--found --minutes M` goes on
// with new seeds once they are done. A seed fixes the actions and faults chosen; the browser's and
// the servers' timing still varies, so a replay is a fresh chance at the same sequence, and each fix
// also has a test that reproduces its cause deterministically (named below).
export interface FoundSeed {
  seed: number;
  found: string;
  fix: string;
}

export const FOUND_SEEDS: readonly FoundSeed[] = [
  { seed: 102, found: 'a task toggle lost to a 502 from HAProxy (no process behind it)', fix: 'outbox retries 502/503/504 with the same key (src/offline/shared/outbox.test.ts)' },
  { seed: 105, found: 'a task toggle lost to a 502 from HAProxy', fix: 'as seed 102' },
  { seed: 300, found: 'an undo counted that was a check-in (harness read the label before a live update)', fix: 'a door press is what the button said when the click landed (tests/torture/door-ui.ts)' },
  { seed: 3002, found: 'a tab reopened just before another tablet’s toggle kept the old state; later, once, an update held "activating" for ~5 min after Reload with the API cut', fix: 'the live stream’s first connection reads again what the tab read before it listened (src/state/live-changes.test.ts); the update stall: every activate event’s wait capped at 5 s, workbox’s precache cleanup included (5 minutes is Chromium’s limit for an event, and ours alone was capped; sw/activation-limit.test.ts, tests/e2e/activation-limit.test.ts)' },
  { seed: 4002, found: 'stalled waiting for an update prompt on a tab already on the new version', fix: 'the run takes that as the update done (harness)' },
  { seed: 5004, found: 'a worker stuck activating held a reloaded page for a minute', fix: 'activation waits at most 5 s for housekeeping (sw tests)' },
  { seed: 6103, found: 'stalled on a desk cancel button that had gone', fix: 'a button gone before the press counts as nothing pressed (harness)' },
  { seed: 6202, found: 'the reload after Reload hung', fix: 'Playwright’s service-worker network inspection off; reads held on Reload (src/api/reads-held.test.ts)' },
  { seed: 6209, found: 'the reload after Reload hung', fix: 'as seed 6202' },
  { seed: 6213, found: 'a desk cancel counted that was never made (a row left the list for a moment)', fix: 'a cancel counts only when shown pending or cancelled (harness)' },
  { seed: 6221, found: 'a popup opened on a task’s old state and the tap went the other way', fix: 'offline copies dated by when their request went out (src/offline/shared tests)' },
  { seed: 6224, found: 'the reload after Reload hung', fix: 'as seed 6202' },
  { seed: 6301, found: 'a desk cancel shown pending was lost when the page unloaded before IndexedDB stored it', fix: 'the write-ahead journal (src/offline/shared/write-journal.test.ts)' },
  { seed: 6306, found: 'the reload after Reload hung', fix: 'as seed 6202' },
  { seed: 7103, found: 'a tap on a popup button drawn with the old state sent the opposite toggle', fix: 'in-flight marks drawn with the list’s data (src/features/tasks/tasks.test.tsx)' },
  { seed: 7106, found: 'as seed 7103', fix: 'as seed 7103' },
  { seed: 7111, found: 'as seed 7103', fix: 'as seed 7103' },
  { seed: 7122, found: 'stalled: Enter on a task row opened no popup', fix: 'the harness logs the focus and presses again (cause not found)' },
  { seed: 7123, found: 'as seed 7103', fix: 'as seed 7103' },
  { seed: 7126, found: 'as seed 7103', fix: 'as seed 7103' },
  { seed: 7203, found: 'as seed 7122', fix: 'as seed 7122' },
  { seed: 7206, found: 'as seed 7122', fix: 'as seed 7122' },
  { seed: 7335, found: 'not updated: the page reloaded after Reload with the new worker still waiting', fix: 'the next page load takes the accepted update once more (src/pwa/update-accepted.test.ts)' },
];
