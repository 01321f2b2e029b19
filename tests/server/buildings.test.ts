// /buildings/ and /building-details/ over HTTP on the hand-built fixture: shapes and scoping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_STRINGS } from '../../server/auth/auth-strings.ts';
import { loadDashboardFixture, type DashboardIds } from '../fixtures/dashboard-fixture.ts';
import { authHeader, createTestApp, login, type TestApp } from '../support/test-app.ts';

const BASE = '/api/building-manager';

describe(`building calls on ${process.env.TEST_DB}`, () => {
  let testApp: TestApp;
  let ids: DashboardIds;
  const tokens = { ana: '', ben: '', desk: '' };

  beforeAll(async () => {
    testApp = await createTestApp();
    ids = await loadDashboardFixture(testApp.db);
    tokens.ana = await login(testApp.app, 'ana@example.com', 'ana-password-1');
    tokens.ben = await login(testApp.app, 'ben@example.com', 'ben-password-1');
    tokens.desk = await login(testApp.app, 'desk@example.com', 'desk-password-1');
  });
  afterAll(() => testApp.close());

  const post = (path: string, who: keyof typeof tokens, payload?: unknown) =>
    testApp.app.inject({ method: 'POST', url: `${BASE}${path}`, headers: authHeader(tokens[who]), payload: payload as object });

  const harbor = () => ({
    id: ids.building.b1,
    name: 'Harbor Lofts',
    dashboardAccess: true,
    buildingType: 'RESIDENTIAL',
    amenityMembership: true,
    blocks: [
      { id: ids.unit.u1, name: 'Tower A' },
      { id: ids.unit.u2, name: 'Tower B' },
    ],
    companies: [],
  });
  const sakura = () => ({
    id: ids.building.b2,
    name: 'Sakura Offices',
    dashboardAccess: false,
    buildingType: 'COMMERCIAL',
    amenityMembership: false,
    blocks: [],
    companies: [
      { id: ids.unit.c1, name: 'Acme Corp' },
      { id: ids.unit.c2, name: 'Beta KK' },
    ],
  });

  it('needs a session', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: `${BASE}/buildings/`, payload: {} });
    expect(response.statusCode).toBe(401);
  });

  describe('/buildings/', () => {
    it("a manager's buildings by name, blocks for residential and companies for commercial", async () => {
      const response = await post('/buildings/', 'ana');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([harbor(), sakura()]);
    });

    it('narrowed by buildingId; 0 means all', async () => {
      expect((await post('/buildings/', 'ana', { buildingId: ids.building.b2 })).json()).toEqual([sakura()]);
      expect((await post('/buildings/', 'ana', { buildingId: 0 })).json()).toEqual([harbor(), sakura()]);
    });

    it('another manager sees only their own; naming a building not theirs is 403', async () => {
      expect((await post('/buildings/', 'ben', {})).json()).toEqual([sakura()]);
      const other = await post('/buildings/', 'ben', { buildingId: ids.building.b1 });
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({ msg: AUTH_STRINGS.buildingForbidden });
      expect(other.body).not.toContain('Harbor');
    });

    it('a building admin sees its one building', async () => {
      expect((await post('/buildings/', 'desk')).json()).toEqual([harbor()]);
      expect((await post('/buildings/', 'desk', { buildingId: ids.building.b2 })).statusCode).toBe(403);
    });
  });

  describe('/building-details/', () => {
    it("one building with its liaison (as 'liason'), time zone and venues", async () => {
      const response = await post('/building-details/', 'ana', { id: ids.building.b1 });
      expect(response.statusCode).toBe(200);
      const venue = (name: string) => ({ id: expect.any(Number), name });
      expect(response.json()).toEqual({
        ...harbor(),
        liason: { firstName: 'Sam', lastName: 'Lee' },
        timeZone: 'America/New_York',
        venues: [venue('Gym'), venue('Rooftop')],
      });
      expect((await post('/building-details/', 'ben', { id: ids.building.b2, buildingId: ids.building.b2 })).json()).toEqual({
        ...sakura(),
        liason: { firstName: 'Yui', lastName: 'Sato' },
        timeZone: 'Asia/Tokyo',
        venues: [venue('Lounge')],
      });
    });

    it('another manager\'s building, a missing one, or one outside the buildingId filter: 403, no data', async () => {
      const cases = [
        ['ben', { id: ids.building.b1 }],
        ['desk', { id: ids.building.b2 }],
        ['ana', { id: 999999 }],
        ['ana', { id: ids.building.b1, buildingId: ids.building.b2 }],
      ] as const;
      for (const [who, payload] of cases) {
        const response = await post('/building-details/', who, payload);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ msg: AUTH_STRINGS.buildingForbidden });
        expect(response.body).not.toMatch(/Harbor|Sakura|liason/);
      }
    });

    it.each([
      [{}, 'id'],
      [{ id: 'one' }, 'id'],
      [{ id: 0 }, 'id'],
      [{ id: 1, name: 'x' }, 'name'],
    ])('bad body %j → 400 naming %s', async (payload, field) => {
      const response = await post('/building-details/', 'ana', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field });
    });
  });
});
