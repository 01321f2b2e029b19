// Ready for offline before the link drops: after sign-in, after a reconnect and every
// 15 minutes while online, the device's copy of what a front desk needs is refreshed in the
// background, one request at a time and only while the server answers, with the same bodies the
// screens send (so the service worker's copies are the ones the screens will ask for). The time of
// the last complete warm-up is kept per account ("Saved for offline use at 10:42").
import { addMonths, startOfMonth } from 'date-fns';
import { proxy, useSnapshot } from 'valtio';
import { fetchUserInfo } from '../api/account-api.ts';
import { readStored, removeStored, writeStored } from '../config/web-storage.ts';
import { singleFlight } from '../primitives/single-flight.ts';
import { isOnline } from '../offline/connectivity.ts';
import {
  analyticsRequest,
  atRiskRequest,
  atRiskResource,
  attendedRsvpdResource,
  benchmarkRequest,
  benchmarkResource,
  captureGrowthRequest,
  captureGrowthResource,
  capturePercentageResource,
  clusterTypeRequest,
  clusterTypeResource,
  initialAnalyticsUi,
  noShowRatesResource,
  reminderFiguresResource,
  retentionResource,
  scheduleResource,
  userAnalysisNumbersResource,
  userAnalysisResource,
} from './analytics.ts';
import { defaultScope } from './building-scope.ts';
import { buildingsRequest, buildingsResource } from './buildings.ts';
import { currentUserId } from './current-user.ts';
import { warmEachBuildingsWeek, warmEventsAndRosters } from './event-warmup.ts';
import {
  calendarRequest,
  calendarResource,
  EVENT_COUNT_DEFAULT,
  heroChartRequest,
  heroChartResource,
  monthKey,
  topNumbersRequest,
  topNumbersResource,
} from './dashboard.ts';
import { warmResidentIndex } from './resident-index.ts';
import { isKioskRunning, kioskMode } from './kiosk-mode.ts';
import { getSessionToken, onSignOut, session } from './session.ts';
import { tasksRequest, tasksResource } from './tasks.ts';

/** Spec-free choice: a warm-up every 15 minutes keeps the copy at most that old when the link drops. */
export const WARMUP_INTERVAL_MS = 15 * 60_000;

export const offlineReadiness = proxy<{ readyAt: string | null; running: boolean }>({ readyAt: null, running: false });

function readyAtOf(userId: number): string | null {
  const stored = readStored('offlineReady');
  return stored?.userId === userId ? stored.at : null;
}

onSignOut(() => {
  offlineReadiness.readyAt = null;
  removeStored('offlineReady');
});

type Step = () => Promise<boolean>;

/** Every read a front desk needs, with the bodies the screens make (each store's own request function). */
function steps(now: Date): Step[] {
  const account = session.account;
  // A screen's first view after a reload: no building chosen (a building admin: its own).
  const scope = defaultScope();
  const month = startOfMonth(now);
  // The screen's first view (its defaults) is the one worth having offline.
  const request = analyticsRequest(initialAnalyticsUi(now), { adminBuildingId: scope.adminBuildingId, layout: 'residential' });
  const list: Step[] = [
    // Who is signed in: every screen's layout starts from it (it may predate the service worker).
    async () => {
      const answer = await fetchUserInfo();
      return answer.ok && answer.cachedAt === null;
    },
    () => buildingsResource.warm(buildingsRequest(scope)),
    () => tasksResource.warm(tasksRequest(scope)),
    () => topNumbersResource.warm(topNumbersRequest(scope)),
    () => heroChartResource.warm(heroChartRequest(scope, EVENT_COUNT_DEFAULT, now.getFullYear())),
    ...[-1, 0, 1].map((offset) => () => calendarResource.warm(calendarRequest(scope, monthKey(addMonths(month, offset))))),
    () => userAnalysisNumbersResource.warm(request),
    () => userAnalysisResource.warm(request),
    () => capturePercentageResource.warm(request),
    () => captureGrowthResource.warm(captureGrowthRequest(request, 0)),
    () => attendedRsvpdResource.warm(request),
    () => scheduleResource.warm(request),
    // This month's no-shows, retention and at-risk residents.
    () => noShowRatesResource.warm(request),
    () => retentionResource.warm(request),
    () => atRiskResource.warm(atRiskRequest(request)),
    // The reminders' card (the last 12 weeks: the same filters as at-risk).
    () => reminderFiguresResource.warm(atRiskRequest(request)),
    // The Events screen's week and today's and tomorrow's rosters.
    () => warmEventsAndRosters(scope, now),
    // Each building the Events screen's filter offers, so choosing one offline shows its week.
    () => warmEachBuildingsWeek(scope),
    // The residents of the session's buildings, for finding walk-ins at the door.
    () => warmResidentIndex(scope),
  ];
  if (account !== null && !scope.isBuildingAdmin) {
    list.push(() => clusterTypeResource.warm(clusterTypeRequest(account.id)));
    // The Portfolio is a manager's only (a building admin's session is refused it).
    list.push(() => benchmarkResource.warm(benchmarkRequest(scope)));
  }
  return list;
}

/** Lets the screen the user is on go first between two requests. */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    const withIdle = globalThis as { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => void };
    if (withIdle.requestIdleCallback) withIdle.requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });
}

/** The copies are the service worker's: before it controls the page (first visit) nothing is kept. */
function copiesKept(): boolean {
  const worker = (globalThis.navigator as (Navigator & { serviceWorker?: ServiceWorkerContainer }) | undefined)?.serviceWorker;
  return worker === undefined || worker.controller !== null;
}

/**
 * Warms every read once; true (and the time kept) when all of them came fresh from the server. One
 * at a time: a trigger during a warm-up (reconnect, the timer, the worker taking over) joins it.
 */
export const warmOfflineCopy = singleFlight(
  async (now: Date = new Date()): Promise<boolean> => {
    const userId = currentUserId();
    const token = getSessionToken();
    // The self check-in kiosk holds only what it shows (src/state/kiosk-start.ts): no warm-up there.
    const kiosk = () => kioskMode.record !== null || isKioskRunning();
    if (userId === null || token === null || !isOnline() || !copiesKept() || kiosk()) return false;
    offlineReadiness.running = true;
    try {
      for (const step of steps(now)) {
        await idle();
        // Signed out, another user, or the link dropped meanwhile: stop; what was warmed stays.
        if (getSessionToken() !== token || !isOnline() || kiosk()) return false;
        if (!(await step())) return false;
      }
      const at = new Date().toISOString();
      offlineReadiness.readyAt = at;
      // Refused (private mode): the time shows until the tab closes.
      writeStored('offlineReady', { userId, at });
      return true;
    } finally {
      offlineReadiness.running = false;
    }
  },
);

/** Whether a copy saved at `readyAt` (ISO, or none yet) is older than the warm-up interval at `nowMs`. */
export function warmupDue(readyAt: string | null, nowMs: number): boolean {
  return readyAt === null || nowMs - Date.parse(readyAt) >= WARMUP_INTERVAL_MS;
}

/** After sign-in, the first screen's own reads go first. */
export const WARMUP_DELAY_MS = 3_000;

/**
 * When a page's first warm-up starts (ms from now). A reload soon after a complete warm-up does not
 * take every copy again at once: the copy is fresh, and the work (every list, the resident index)
 * would land on the screen the person just opened. It comes when that copy turns WARMUP_INTERVAL_MS
 * old, as it would have had the page stayed open.
 */
export function firstWarmupDelay(readyAt: string | null, nowMs: number): number {
  if (warmupDue(readyAt, nowMs)) return WARMUP_DELAY_MS;
  return Math.max(WARMUP_DELAY_MS, Date.parse(readyAt!) + WARMUP_INTERVAL_MS - nowMs);
}

/** The last complete warm-up of this account (kept across reloads). */
export function restoreReadiness(): void {
  const userId = currentUserId();
  offlineReadiness.readyAt = userId === null ? null : readyAtOf(userId);
}

export function useOfflineReadiness() {
  return useSnapshot(offlineReadiness);
}
