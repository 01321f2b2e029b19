// A front desk (a building-admin session: a manager's front-desk mode or a building admin's own
// account) may not publish, renew or stop its building's calendar feed, nor change the monthly-report
// e-mail setting: renewing breaks every subscriber's address, and the setting is the manager's own.
// Each is refused with 403 and changes nothing; the manager's own session still may.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGER_ONLY_STRINGS } from '../../server/auth/manager-only.ts';
import { authHeader, createBuilding, createBuildingAdmin, createManager, createTestApp, login, type TestApp } from '../support/test-app.ts';

const PASSWORD = 'Password-123';

describe(`manager-only settings refused to a front desk on ${process.env.TEST_DB}`, () => {
  let t: TestApp;
  let buildingId: number;
  let managerToken: string;
  const desks: Record<string, string> = {};

  const call = (method: 'POST' | 'PUT', path: string, token: string, payload: object) =>
    t.app.inject({ method, url: `/api/building-manager/${path}`, headers: authHeader(token), payload });
  const feedStatus = async () => (await call('POST', 'calendar-feed/', managerToken, { buildingId })).json() as { published: boolean; publishedAt: string | null };

  beforeAll(async () => {
    t = await createTestApp();
    buildingId = await createBuilding(t.db, { name: 'Harbor Lofts' });
    await createManager(t.db, { email: 'mia@example.com', password: PASSWORD, buildingIds: [buildingId] });
    await createBuildingAdmin(t.db, { email: 'desk@example.com', password: PASSWORD, buildingId });
    managerToken = await login(t.app, 'mia@example.com', PASSWORD);
    const started = await call('POST', 'front-desk/', managerToken, { buildingId });
    desks['front-desk mode'] = (started.json() as { token: string }).token;
    desks["a building admin's own account"] = await login(t.app, 'desk@example.com', PASSWORD);
  });
  afterAll(() => t?.close());

  it('refuses publishing, renewing and stopping the calendar feed with 403, and the feed stays as the manager left it', async () => {
    for (const [kind, token] of Object.entries(desks)) {
      const publish = await call('POST', 'calendar-feed/renew/', token, { buildingId });
      expect(publish.statusCode, kind).toBe(403);
      expect(publish.json()).toMatchObject({ message: MANAGER_ONLY_STRINGS.calendarFeed });
      expect((await feedStatus()).published, kind).toBe(false);
    }
    const published = await call('POST', 'calendar-feed/renew/', managerToken, { buildingId });
    expect(published.statusCode).toBe(200);
    const { url, publishedAt } = published.json() as { url: string; publishedAt: string };
    for (const [kind, token] of Object.entries(desks)) {
      for (const path of ['calendar-feed/renew/', 'calendar-feed/stop/']) {
        const answer = await call('POST', path, token, { buildingId });
        expect(answer.statusCode, `${kind} ${path}`).toBe(403);
        expect(answer.json()).toMatchObject({ message: MANAGER_ONLY_STRINGS.calendarFeed });
      }
      // Reading whether it is published stays open: it tells nothing the building's desk may not know.
      expect((await call('POST', 'calendar-feed/', token, { buildingId })).json(), kind).toEqual({ published: true, publishedAt });
    }
    const feed = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(feed.statusCode).toBe(200);
    expect((await call('POST', 'calendar-feed/stop/', managerToken, { buildingId })).statusCode).toBe(200);
  });

  it('refuses changing the monthly-report e-mail setting with 403, and the setting stays', async () => {
    for (const [kind, token] of Object.entries(desks)) {
      const answer = await call('PUT', 'monthly-report-mail/', token, { enabled: true });
      expect(answer.statusCode, kind).toBe(403);
      expect(answer.json()).toMatchObject({ message: MANAGER_ONLY_STRINGS.monthlyReport });
    }
    expect((await call('POST', 'monthly-report-mail/', managerToken, {})).json()).toEqual({ enabled: false });
    expect((await call('PUT', 'monthly-report-mail/', managerToken, { enabled: true })).json()).toEqual({ enabled: true });
    for (const [kind, token] of Object.entries(desks)) {
      expect((await call('PUT', 'monthly-report-mail/', token, { enabled: false })).statusCode, kind).toBe(403);
    }
    expect((await call('POST', 'monthly-report-mail/', managerToken, {})).json()).toEqual({ enabled: true });
  });
});
