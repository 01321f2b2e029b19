// Who may see what through the analytics calls, the lists (/cluster-type/, /companies/, /studios/),
// the OpenAPI document and bad input: a clear 4xx naming the field, never a 5xx, never someone
// else's figures. Dataset: tests/fixtures/analytics-fixture.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_STRINGS } from '../../server/auth/auth-strings.ts';
import { ANALYTICS_MESSAGES } from '../../server/routes/analytics/analytics-strings.ts';
import { setUpAnalytics, type AnalyticsHarness } from '../fixtures/analytics-harness.ts';

const OCTOBER = { year: 2026, month: 10 } as const;
const PERIOD_CALLS = [
  'user-analysis-numbers',
  'user-analysis',
  'capture-percentage',
  'capture-growth',
  'attended-rsvpd',
  'schedule-analysis',
] as const;
const ALL_PERIOD_CALLS = [...PERIOD_CALLS, 'weekday-analysis'] as const;
/** weekday-analysis needs its weekday; the other calls refuse an unknown field. */
const withWeekday = (call: string, body: object) => (call === 'weekday-analysis' ? { ...body, weekday: 2 } : body);

describe(`analytics: access, lists and bad input on ${process.env.TEST_DB}`, () => {
  let h: AnalyticsHarness;
  beforeAll(async () => {
    h = await setUpAnalytics();
  });
  afterAll(() => h.close());

  it('cluster type: commercial when any building in scope is', async () => {
    expect(await h.ok('ana', 'cluster-type', { user_id: h.ids.account.ana })).toEqual({ isCommercial: true });
    expect(await h.ok('ana', 'cluster-type', { user_id: h.ids.account.ana, buildingId: h.ids.building.b1 })).toEqual({ isCommercial: false });
    expect(await h.ok('ana', 'cluster-type', { buildingId: h.ids.building.b2 })).toEqual({ isCommercial: true });
    expect(await h.ok('ana', 'cluster-type', {})).toEqual({ isCommercial: true });
    expect(await h.ok('desk', 'cluster-type', { user_id: h.ids.account.desk })).toEqual({ isCommercial: false });
    expect(await h.ok('ben', 'cluster-type', { user_id: h.ids.account.ben, buildingId: 0 })).toEqual({ isCommercial: false });
  });

  it('a building with dashboard access off answers no figures: refused alone, left out of "all"', async () => {
    const ana = await h.ok('ana', 'attended-rsvpd', OCTOBER);
    const harbor = await h.ok('ana', 'attended-rsvpd', { ...OCTOBER, managerBuildingId: h.ids.building.b1 });
    const sunset = await h.ok('ana', 'attended-rsvpd', { ...OCTOBER, managerBuildingId: h.ids.building.b2 });
    await h.t.db.query('UPDATE building SET dashboard_access = false WHERE id = $1', [h.ids.building.b1]);
    try {
      for (const call of ALL_PERIOD_CALLS) {
        const alone = await h.call('ana', call, withWeekday(call, { ...OCTOBER, managerBuildingId: h.ids.building.b1 }));
        expect(alone.statusCode, call).toBe(403);
        expect(alone.json()).toMatchObject({ msg: ANALYTICS_MESSAGES.accessOff });
        // The front desk's only building: refused, whatever it sends.
        expect((await h.call('desk', call, withWeekday(call, OCTOBER))).statusCode, call).toBe(403);
      }
      // All of Ana's buildings now means Sunset Works only.
      expect(await h.ok('ana', 'attended-rsvpd', OCTOBER)).toEqual(sunset);
      expect(ana).not.toEqual(sunset);
      expect(harbor).not.toEqual(ana);
    } finally {
      await h.t.db.query('UPDATE building SET dashboard_access = true WHERE id = $1', [h.ids.building.b1]);
    }
  });

  it("cluster type refuses another account's id and another's building", async () => {
    const other = await h.call('ana', 'cluster-type', { user_id: h.ids.account.ben });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ msg: ANALYTICS_MESSAGES.userForbidden, field: 'user_id' });
    const building = await h.call('ben', 'cluster-type', { user_id: h.ids.account.ben, buildingId: h.ids.building.b2 });
    expect(building.statusCode).toBe(403);
    expect((await h.call('desk', 'cluster-type', { buildingId: h.ids.building.b2 })).statusCode).toBe(403);
  });

  it("companies: those of the caller's commercial buildings, by name", async () => {
    const companies = [
      { id: h.ids.unit.c1, name: 'Acme Corp' },
      { id: h.ids.unit.c2, name: 'Beta LLC' },
    ];
    expect(await h.ok('ana', 'companies')).toEqual(companies);
    expect(await h.ok('ana', 'companies', { buildingId: h.ids.building.b2 })).toEqual(companies);
    expect(await h.ok('ana', 'companies', { buildingId: h.ids.building.b1 })).toEqual([]);
    expect(await h.ok('desk', 'companies', {})).toEqual([]);
    expect(await h.ok('ben', 'companies', {})).toEqual([]);
    expect((await h.call('ben', 'companies', { buildingId: h.ids.building.b2 })).statusCode).toBe(403);
  });

  it("studios: those with events in the caller's buildings", async () => {
    expect(await h.ok('ana', 'studios')).toEqual([{ id: h.ids.studio.s1, name: 'Flow Yoga' }]);
    expect(await h.ok('ana', 'studios', { buildingId: h.ids.building.b2 })).toEqual([]);
    expect(await h.ok('ben', 'studios', {})).toEqual([{ id: h.ids.studio.s2, name: 'Zen Den' }]);
    expect((await h.call('desk', 'studios', { buildingId: h.ids.building.b3 })).statusCode).toBe(403);
  });

  it('a building the caller may not see is a 403 on every call, never its figures', async () => {
    for (const call of ALL_PERIOD_CALLS) {
      for (const [who, body, field] of [
        ['ben', { managerBuildingId: h.ids.building.b1 }, 'managerBuildingId'],
        ['ben', { buildingId: h.ids.building.b1 }, 'buildingId'],
        ['ana', { managerBuildingId: h.ids.building.b3 }, 'managerBuildingId'],
        ['ana', { managerBuildingId: 999_999 }, 'managerBuildingId'],
        // A building admin naming another building, as buildingId or as managerBuildingId.
        ['desk', { buildingId: h.ids.building.b2 }, 'buildingId'],
        ['desk', { managerBuildingId: h.ids.building.b2 }, 'managerBuildingId'],
      ] as const) {
        const response = await h.call(who, call, withWeekday(call, { ...OCTOBER, ...body }));
        expect(response.statusCode, `${who} ${call} ${JSON.stringify(body)}`).toBe(403);
        expect(response.json()).toMatchObject({ msg: AUTH_STRINGS.buildingForbidden, field });
      }
    }
  });

  it("a unit, venue or studio the caller may not see is a 404", async () => {
    for (const call of ALL_PERIOD_CALLS) {
      for (const [who, body] of [
        ['ben', { unitId: h.ids.unit.u1 }],
        ['desk', { unitId: h.ids.unit.c1 }],
        ['ana', { unitId: h.ids.unit.u3 }],
        ['ana', { managerBuildingId: h.ids.building.b1, unitId: h.ids.unit.c1 }],
      ] as const) {
        const response = await h.call(who, call, withWeekday(call, { ...OCTOBER, ...body }));
        expect(response.statusCode, `${who} ${call} ${JSON.stringify(body)}`).toBe(404);
        expect(response.json()).toMatchObject({ msg: ANALYTICS_MESSAGES.unitNotFound, field: 'unitId' });
      }
    }
    for (const venueId of [h.ids.venue.v4, 999_999]) {
      const response = await h.call('ana', 'capture-growth', { ...OCTOBER, venueId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ msg: ANALYTICS_MESSAGES.venueNotFound, field: 'venueId' });
    }
    // Harbor's venue, asked for Sunset Works only.
    const narrowed = await h.call('ana', 'capture-growth', { ...OCTOBER, managerBuildingId: h.ids.building.b2, venueId: h.ids.venue.v1 });
    expect(narrowed.statusCode).toBe(404);
    const studio = await h.call('ana', 'attended-rsvpd', { ...OCTOBER, studioId: 999_999 });
    expect(studio.statusCode).toBe(404);
    expect(studio.json()).toMatchObject({ msg: ANALYTICS_MESSAGES.studioNotFound, field: 'studioId' });
  });

  it('0 and null mean "all" for every filter', async () => {
    const all = await h.ok('ana', 'attended-rsvpd', OCTOBER);
    const zeros = { managerBuildingId: 0, buildingId: 0, unitId: 0, studioId: 0, eventType: 0, allCompanies: true };
    expect(await h.ok('ana', 'attended-rsvpd', { ...OCTOBER, ...zeros })).toEqual(all);
    const nulls = { managerBuildingId: null, buildingId: null, unitId: null, studioId: null, eventType: null, allCompanies: null, quarterly: null };
    expect(await h.ok('ana', 'attended-rsvpd', { ...OCTOBER, ...nulls })).toEqual(all);
    expect(await h.ok('ana', 'capture-growth', { ...OCTOBER, venueId: 0 })).toEqual(await h.ok('ana', 'capture-growth', OCTOBER));
  });

  it('a bad request is a 400 naming the field, on every call', async () => {
    for (const call of ALL_PERIOD_CALLS) {
      for (const [body, field, message] of [
        [{ year: 2026 }, 'month', ANALYTICS_MESSAGES.periodRequired],
        [{ year: 2026, month: null, quarterly: null }, 'month', ANALYTICS_MESSAGES.periodRequired],
        [{ year: 2026, month: 0 }, 'month', undefined],
        [{ year: 2026, month: 10, quarterly: 4 }, 'month', ANALYTICS_MESSAGES.periodAmbiguous],
        [{ ...OCTOBER, unitId: h.ids.unit.c1, allCompanies: true }, 'unitId', ANALYTICS_MESSAGES.unitWithAllCompanies],
        [{ year: 2026, month: 13 }, 'month', undefined],
        [{ year: 2026, quarterly: 5 }, 'quarterly', undefined],
        [{ month: 10 }, 'year', undefined],
        [{ year: '2026', month: 10 }, 'year', undefined],
        [{ year: 99999, month: 10 }, 'year', undefined],
        [{ ...OCTOBER, eventType: 3 }, 'eventType', undefined],
        [{ ...OCTOBER, unitId: -1 }, 'unitId', undefined],
        [{ ...OCTOBER, managerBuildingId: 1e12 }, 'managerBuildingId', undefined],
        [{ ...OCTOBER, allCompanies: 'yes' }, 'allCompanies', undefined],
      ] as const) {
        const response = await h.call('ana', call, withWeekday(call, body));
        expect(response.statusCode, `${call} ${JSON.stringify(body)}`).toBe(400);
        expect(response.json().field, `${call} ${JSON.stringify(body)}`).toBe(field);
        if (message) expect(response.json().msg).toBe(message);
      }
    }
    for (const call of PERIOD_CALLS.filter((c) => c !== 'capture-growth')) {
      const response = await h.call('ana', call, { ...OCTOBER, venueId: 1 });
      expect(response.statusCode, call).toBe(400);
    }
    for (const weekday of [0, 8, undefined, 'Mon']) {
      const response = await h.call('ana', 'weekday-analysis', { ...OCTOBER, weekday });
      expect(response.statusCode, String(weekday)).toBe(400);
      expect(response.json().field).toBe('weekday');
    }
    const anonymous = await h.t.app.inject({ method: 'POST', url: '/api/building-manager/capture-percentage/', payload: OCTOBER });
    expect(anonymous.statusCode).toBe(401);
  });

  it('every call is documented in the OpenAPI document with its answer', async () => {
    const response = await h.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json().paths as Record<string, { post?: { responses: Record<string, unknown>; requestBody?: unknown } }>;
    for (const call of [...ALL_PERIOD_CALLS, 'cluster-type', 'companies', 'studios']) {
      const operation = paths[`/api/building-manager/${call}/`]?.post;
      expect(operation, call).toBeDefined();
      expect(operation!.responses['200'], call).toBeDefined();
      expect(operation!.requestBody, call).toBeDefined();
    }
  });
});
