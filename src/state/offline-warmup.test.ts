// The offline warm-up: every read a front desk needs, with the bodies the screens send,
// one at a time; the time is kept only when all of them came from the server.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_ENDPOINTS } from '../api/analytics-api.ts';
import { DASHBOARD_ENDPOINTS } from '../api/dashboard-api.ts';
import { BUILDINGS_ENDPOINTS } from '../api/endpoints.ts';
import { SCHEDULE_ENDPOINTS } from '../api/schedule-api.ts';
import { TASKS_ENDPOINTS } from '../api/tasks-api.ts';
import { isCall, stubApi, type RecordedRequest } from '../testing/fake-api.ts';
import { fakeJwt } from '../testing/offline-test-helpers.ts';
import { firstWarmupDelay, offlineReadiness, restoreReadiness, WARMUP_INTERVAL_MS, warmOfflineCopy } from './offline-warmup.ts';
import { setAccount, signIn, signOut } from './session.ts';

const MANAGER = { id: 42, email: 'm@example.com', firstName: 'M', lastName: 'L', role: 'manager', buildingIdAdmin: null, language: 'en' } as const;
const NOW = new Date(2026, 10, 23, 10, 0);

/** The Events screen's week: today's, tomorrow's (one cancelled) and a later event. */
const WEEK = {
  events: [
    { id: 1, date: '2026-11-23', cancelled: false },
    { id: 2, date: '2026-11-24', cancelled: false },
    { id: 3, date: '2026-11-24', cancelled: true },
    { id: 4, date: '2026-11-26', cancelled: false },
  ],
};
const answer = (request: RecordedRequest) => ({ status: 200, body: isCall(request, SCHEDULE_ENDPOINTS.eventsToday) ? WEEK : [] });

beforeEach(() => {
  signIn(fakeJwt(MANAGER.id));
  setAccount(MANAGER);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await signOut();
});

describe('warmOfflineCopy', () => {
  it('asks for the lists, the dashboard (three calendar months) and the analytics month, then keeps the time', async () => {
    const sent: RecordedRequest[] = stubApi(answer);
    expect(await warmOfflineCopy(NOW)).toBe(true);
    expect(sent[0]?.path).toBe('/users/user-info/');
    expect(sent.some((request) => isCall(request, TASKS_ENDPOINTS.list))).toBe(true);
    const months = sent.filter((request) => isCall(request, DASHBOARD_ENDPOINTS.calendarEvents)).map((request) => request.body);
    expect(months).toEqual([{ date: '2026-10-01' }, { date: '2026-11-01' }, { date: '2026-12-01' }]);
    expect(sent.find((request) => isCall(request, DASHBOARD_ENDPOINTS.heroChart))?.body).toEqual({ event: 10, year: 2026 });
    expect(sent.find((request) => isCall(request, ANALYTICS_ENDPOINTS.userAnalysisNumbers))?.body).toEqual({ year: 2026, month: 11 });
    expect(sent.find((request) => isCall(request, ANALYTICS_ENDPOINTS.clusterType))?.body).toEqual({ user_id: MANAGER.id });
    // This month's check-in figures, with the screen's body; at-risk residents and the
    // Portfolio's figures (a manager's) with the filters alone: their windows need no period.
    for (const endpoint of [ANALYTICS_ENDPOINTS.noShowRates, ANALYTICS_ENDPOINTS.retention]) {
      expect(sent.find((request) => isCall(request, endpoint))?.body, endpoint.path).toEqual({ year: 2026, month: 11 });
    }
    for (const endpoint of [ANALYTICS_ENDPOINTS.atRisk, ANALYTICS_ENDPOINTS.benchmark]) {
      expect(sent.find((request) => isCall(request, endpoint))?.body, endpoint.path).toEqual({});
    }
    // The Events screen's week, and the rosters of today's and tomorrow's events held.
    expect(sent.find((request) => isCall(request, SCHEDULE_ENDPOINTS.eventsToday))?.body).toEqual({ days: 7, includeCancelled: true });
    expect(sent.filter((request) => isCall(request, SCHEDULE_ENDPOINTS.roster)).map((request) => request.body)).toEqual([{ eventId: 1 }, { eventId: 2 }]);
    expect(offlineReadiness.readyAt).not.toBeNull();
    // Kept across a reload for the same account.
    offlineReadiness.readyAt = null;
    restoreReadiness();
    expect(offlineReadiness.readyAt).not.toBeNull();
  });

  it('a building admin warms its own building, and no cluster type', async () => {
    setAccount({ ...MANAGER, role: 'building_admin', buildingIdAdmin: 4, language: 'en' });
    const sent = stubApi(answer);
    await warmOfflineCopy(NOW);
    expect(sent.find((request) => isCall(request, TASKS_ENDPOINTS.list))?.body).toEqual({ buildingId: 4 });
    expect(sent.find((request) => isCall(request, SCHEDULE_ENDPOINTS.eventsToday))?.body).toEqual({ days: 7, includeCancelled: true, buildingId: 4 });
    expect(sent.find((request) => isCall(request, DASHBOARD_ENDPOINTS.topNumbers))?.body).toEqual({ buildingId: 4 });
    expect(sent.find((request) => isCall(request, ANALYTICS_ENDPOINTS.capturePercentage))?.body).toEqual({ year: 2026, month: 11, buildingId: 4 });
    expect(sent.some((request) => isCall(request, ANALYTICS_ENDPOINTS.clusterType))).toBe(false);
    expect(sent.find((request) => isCall(request, ANALYTICS_ENDPOINTS.retention))?.body).toEqual({ year: 2026, month: 11, buildingId: 4 });
    expect(sent.some((request) => isCall(request, ANALYTICS_ENDPOINTS.benchmark))).toBe(false);
  });

  it("warms the Events screen's week of each building a manager's filter offers", async () => {
    const sent = stubApi((request) => {
      if (isCall(request, BUILDINGS_ENDPOINTS.buildings)) return { status: 200, body: [{ id: 3 }, { id: 4 }] };
      return answer(request);
    });
    expect(await warmOfflineCopy(NOW)).toBe(true);
    expect(sent.filter((request) => isCall(request, SCHEDULE_ENDPOINTS.eventsToday)).map((request) => request.body)).toEqual([
      { days: 7, includeCancelled: true },
      { days: 7, includeCancelled: true, buildingId: 3 },
      { days: 7, includeCancelled: true, buildingId: 4 },
    ]);
  });

  it('stops at the first failure and does not claim the device is ready', async () => {
    offlineReadiness.readyAt = null;
    const sent = stubApi((request) => (isCall(request, DASHBOARD_ENDPOINTS.topNumbers) ? { status: 500, body: {} } : { status: 200, body: [] }));
    expect(await warmOfflineCopy(NOW)).toBe(false);
    expect(sent.some((request) => isCall(request, DASHBOARD_ENDPOINTS.heroChart))).toBe(false);
    expect(offlineReadiness.readyAt).toBeNull();
  });

  it('does nothing when signed out', async () => {
    await signOut();
    const sent = stubApi(() => ({ status: 200, body: [] }));
    expect(await warmOfflineCopy(NOW)).toBe(false);
    expect(sent).toEqual([]);
  });
});

describe('firstWarmupDelay', () => {
  const nowMs = NOW.getTime();
  const minutesAgo = (minutes: number) => new Date(nowMs - minutes * 60_000).toISOString();

  it('never warmed (or signed in afresh): a few seconds after the screen, once its own reads are done', () => {
    expect(firstWarmupDelay(null, nowMs)).toBe(3_000);
  });

  it('a copy older than the interval: as soon', () => {
    expect(firstWarmupDelay(minutesAgo(16), nowMs)).toBe(3_000);
  });

  it('a reload 5 minutes after a complete warm-up: not again now, but when that copy turns 15 minutes old', () => {
    expect(firstWarmupDelay(minutesAgo(5), nowMs)).toBe(WARMUP_INTERVAL_MS - 5 * 60_000);
  });

  it('just short of the interval: no sooner than the screen\'s own reads', () => {
    expect(firstWarmupDelay(new Date(nowMs - WARMUP_INTERVAL_MS + 1_000).toISOString(), nowMs)).toBe(3_000);
  });
});
