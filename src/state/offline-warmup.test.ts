// The offline warm-up (issue 9 §3): every read a front desk needs, with the bodies the screens send,
// one at a time; the time is kept only when all of them came from the server.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_ENDPOINTS } from '../api/analytics-api.ts';
import { DASHBOARD_ENDPOINTS } from '../api/dashboard-api.ts';
import { TASKS_ENDPOINTS } from '../api/tasks-api.ts';
import { isCall, stubApi, type RecordedRequest } from '../testing/fake-api.ts';
import { fakeJwt } from '../testing/offline-test-helpers.ts';
import { offlineReadiness, restoreReadiness, warmOfflineCopy } from './offline-warmup.ts';
import { setAccount, signIn, signOut } from './session.ts';

const MANAGER = { id: 42, email: 'm@example.com', firstName: 'M', lastName: 'L', role: 'manager', buildingIdAdmin: null } as const;
const NOW = new Date(2026, 10, 23, 10, 0);

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
    const sent: RecordedRequest[] = stubApi(() => ({ status: 200, body: [] }));
    expect(await warmOfflineCopy(NOW)).toBe(true);
    expect(sent[0]?.path).toBe('/users/user-info/');
    expect(sent.some((request) => isCall(request, TASKS_ENDPOINTS.list))).toBe(true);
    const months = sent.filter((request) => isCall(request, DASHBOARD_ENDPOINTS.calendarEvents)).map((request) => request.body);
    expect(months).toEqual([{ date: '2026-10-01' }, { date: '2026-11-01' }, { date: '2026-12-01' }]);
    expect(sent.find((request) => isCall(request, DASHBOARD_ENDPOINTS.heroChart))?.body).toEqual({ event: 10, year: 2026 });
    expect(sent.find((request) => isCall(request, ANALYTICS_ENDPOINTS.userAnalysisNumbers))?.body).toEqual({ year: 2026, month: 11 });
    expect(sent.find((request) => isCall(request, ANALYTICS_ENDPOINTS.clusterType))?.body).toEqual({ user_id: MANAGER.id });
    expect(offlineReadiness.readyAt).not.toBeNull();
    // Kept across a reload for the same account.
    offlineReadiness.readyAt = null;
    restoreReadiness();
    expect(offlineReadiness.readyAt).not.toBeNull();
  });

  it('a building admin warms its own building, and no cluster type', async () => {
    setAccount({ ...MANAGER, role: 'building_admin', buildingIdAdmin: 4 });
    const sent = stubApi(() => ({ status: 200, body: [] }));
    await warmOfflineCopy(NOW);
    expect(sent.find((request) => isCall(request, TASKS_ENDPOINTS.list))?.body).toEqual({ buildingId: 4 });
    expect(sent.find((request) => isCall(request, DASHBOARD_ENDPOINTS.topNumbers))?.body).toEqual({ buildingId: 4 });
    expect(sent.find((request) => isCall(request, ANALYTICS_ENDPOINTS.capturePercentage))?.body).toEqual({ year: 2026, month: 11, buildingId: 4 });
    expect(sent.some((request) => isCall(request, ANALYTICS_ENDPOINTS.clusterType))).toBe(false);
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
