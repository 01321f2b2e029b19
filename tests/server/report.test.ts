// The monthly event report (/excel-report/) on the hand-built fixture (tests/fixtures/dashboard-
// dataset.json): Harbor Lofts (b1) in America/New_York, Sakura Offices (b2) in Asia/Tokyo. Every
// figure is worked out by hand below from the fixture's RSVPs (docs/design/metrics.md, "Event-level figures").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_STRINGS } from '../../server/auth/auth-strings.ts';
import { loadDashboardFixture, type DashboardIds } from '../fixtures/dashboard-fixture.ts';
import { authHeader, createTestApp, login, type TestApp } from '../support/test-app.ts';

const PATH = '/api/building-manager/excel-report/';

describe(`monthly event report on ${process.env.TEST_DB}`, () => {
  let t: TestApp;
  let ids: DashboardIds;
  const tokens = { ana: '', ben: '', desk: '' };

  beforeAll(async () => {
    t = await createTestApp();
    ids = await loadDashboardFixture(t.db);
    // Ana manages both buildings, Ben only Sakura (b2); the front desk is Harbor's (b1).
    tokens.ana = await login(t.app, 'ana@example.com', 'ana-password-1');
    tokens.ben = await login(t.app, 'ben@example.com', 'ben-password-1');
    tokens.desk = await login(t.app, 'desk@example.com', 'desk-password-1');
  });
  afterAll(() => t.close());

  const report = (who: keyof typeof tokens, payload: object) =>
    t.app.inject({ method: 'POST', url: PATH, headers: authHeader(tokens[who]), payload });
  const ev = (key: string) => ids.event[key];

  // October 2026, building-local. Early Meditation starts 2026-10-01 06:30 in Tokyo, which is still
  // September 30 in UTC; Halloween Party starts 2026-10-31 21:00 in New York, already November 1 in
  // UTC: both belong to October. Cancelled Pilates is left out; Pottery (Nov 2) is November's.
  const october = {
    earlyMeditation: {
      eventId: 0, date: '2026-10-01', start: '06:30', end: '07:15', building: 'Sakura Offices', venue: 'Lounge',
      event: 'Early Meditation', type: 'fitness', teacher: null, capacity: 10,
      // 1 RSVP, nobody attended: 100 × 1/10 = 10; 100 × 0/1 = 0.
      rsvps: 1, attended: 0, capacityPercentage: 10, rsvpdAndAttended: 0,
      injuries: 0, averageRating: null, ratings: 0, teacherComment: null, incidents: 0,
    },
    teaCeremony: {
      eventId: 0, date: '2026-10-05', start: '10:00', end: '11:00', building: 'Sakura Offices', venue: 'Lounge',
      event: 'Tea Ceremony', type: 'social', teacher: null, capacity: 20,
      // 2 of 20 places; both came; ratings 5 and 4 → 4.5.
      rsvps: 2, attended: 2, capacityPercentage: 10, rsvpdAndAttended: 100,
      injuries: 0, averageRating: 4.5, ratings: 2, teacherComment: null, incidents: 0,
    },
    sunsetYoga: {
      eventId: 0, date: '2026-10-05', start: '18:00', end: '19:00', building: 'Harbor Lofts', venue: 'Rooftop',
      event: 'Sunset Yoga', type: 'fitness', teacher: 'Kim Park', capacity: 9,
      // 3 of 9 places = 33.333… → 33.33; all 3 came; one injury; ratings 4, 4, 3 → 11/3 = 3.6667.
      rsvps: 3, attended: 3, capacityPercentage: 33.33, rsvpdAndAttended: 100,
      injuries: 1, averageRating: 3.6667, ratings: 3, teacherComment: 'Great energy', incidents: 0,
    },
    hiit: {
      eventId: 0, date: '2026-10-14', start: '07:00', end: '08:00', building: 'Harbor Lofts', venue: 'Gym',
      event: 'HIIT', type: 'fitness', teacher: 'Kim Park', capacity: 96,
      // 3 of 96 = 3.125 → 3.13 (half away from zero); 2 of 3 came = 66.67; ratings 5, 4 → 4.5.
      rsvps: 3, attended: 2, capacityPercentage: 3.13, rsvpdAndAttended: 66.67,
      injuries: 0, averageRating: 4.5, ratings: 2, teacherComment: null, incidents: 0,
    },
    bookClub: {
      eventId: 0, date: '2026-10-14', start: '23:30', end: '00:30', building: 'Harbor Lofts', venue: 'Rooftop',
      event: 'Book Club', type: 'social', teacher: null, capacity: 0,
      // Capacity 0 is unknown → null; 3 RSVPs (Tom's cancelled one counts nowhere), 1 came = 33.33.
      rsvps: 3, attended: 1, capacityPercentage: null, rsvpdAndAttended: 33.33,
      injuries: 0, averageRating: null, ratings: 0, teacherComment: null, incidents: 0,
    },
    movieNight: {
      eventId: 0, date: '2026-10-20', start: '19:00', end: '21:00', building: 'Harbor Lofts', venue: 'Rooftop',
      event: 'Movie Night', type: 'social', teacher: null, capacity: null,
      // No capacity, no RSVPs: both percentages null, never 0 or NaN.
      rsvps: 0, attended: 0, capacityPercentage: null, rsvpdAndAttended: null,
      injuries: 0, averageRating: null, ratings: 0, teacherComment: null, incidents: 0,
    },
    halloween: {
      eventId: 0, date: '2026-10-31', start: '21:00', end: '23:30', building: 'Harbor Lofts', venue: 'Rooftop',
      event: 'Halloween Party', type: 'social', teacher: null, capacity: 50,
      // 2 of 50 = 4; both came; one rating of 2.
      rsvps: 2, attended: 2, capacityPercentage: 4, rsvpdAndAttended: 100,
      injuries: 0, averageRating: 2, ratings: 1, teacherComment: null, incidents: 0,
    },
  };
  const row = (name: keyof typeof october, key: string) => ({ ...october[name], eventId: ev(key) });

  it('lists every not-cancelled event of the month in local dates, in order, with its figures', async () => {
    const response = await report('ana', { buildingId: [0], month: 10, year: 2026 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      row('earlyMeditation', 'e9'),
      row('teaCeremony', 'e8'),
      row('sunsetYoga', 'e1'),
      row('hiit', 'e3'),
      row('bookClub', 'e2'),
      row('movieNight', 'e4'),
      row('halloween', 'e7'),
    ]);
  });

  it('narrows to the named buildings; an empty list means all of the caller\'s', async () => {
    const sakura = await report('ana', { buildingId: [ids.building.b2], month: 10, year: 2026 });
    expect(sakura.json()).toEqual([row('earlyMeditation', 'e9'), row('teaCeremony', 'e8')]);
    const all = await report('ben', { buildingId: [], month: 10, year: 2026 });
    expect(all.json()).toEqual([row('earlyMeditation', 'e9'), row('teaCeremony', 'e8')]);
  });

  it('leaves blank what an event still to come cannot have: attendance, injuries, ratings', async () => {
    // Tomorrow in Harbor Lofts, whatever today is: its month is asked for, so the test holds on any date.
    const [coming] = await t.db.query<{ id: number; year: number; month: number }>(
      `INSERT INTO event (building_id, name, event_type, starts_at, ends_at, capacity)
       VALUES ($1, 'Coming Soon Social', 'social', now() + interval '1 day', now() + interval '1 day 1 hour', 10)
       RETURNING id, extract(year FROM (starts_at AT TIME ZONE 'America/New_York'))::int AS year,
                 extract(month FROM (starts_at AT TIME ZONE 'America/New_York'))::int AS month`,
      [ids.building.b1],
    );
    await t.db.query('INSERT INTO rsvp (event_id, resident_id) VALUES ($1, $2), ($1, $3)', [
      coming!.id, ids.user.r1, ids.user.r2,
    ]);
    try {
      const response = await report('ana', { buildingId: [ids.building.b1], month: coming!.month, year: coming!.year });
      const listed = (response.json() as Array<Record<string, unknown>>).find((each) => each.eventId === coming!.id);
      expect(listed).toMatchObject({
        rsvps: 2, capacityPercentage: 20, attended: null, rsvpdAndAttended: null, injuries: null, averageRating: null, ratings: null,
      });
    } finally {
      await t.db.query('DELETE FROM rsvp WHERE event_id = $1', [coming!.id]);
      await t.db.query('DELETE FROM event WHERE id = $1', [coming!.id]);
    }
  });

  it('answers 200 with no rows for a month without events', async () => {
    const response = await report('ana', { buildingId: [0], month: 3, year: 2026 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("refuses another manager's building instead of dropping it, also among the caller's own", async () => {
    for (const buildingId of [[ids.building.b1], [ids.building.b2, ids.building.b1], [999_999]]) {
      const response = await report('ben', { buildingId, month: 10, year: 2026 });
      expect(response.statusCode, JSON.stringify(buildingId)).toBe(403);
      expect(response.json()).toMatchObject({ detail: AUTH_STRINGS.buildingForbidden, field: 'buildingId' });
    }
  });

  it('keeps a building admin to its building whatever it sends', async () => {
    const own = await report('desk', { buildingId: [0], month: 10, year: 2026 });
    expect(own.json().map((entry: { building: string }) => entry.building)).toEqual(Array(5).fill('Harbor Lofts'));
    expect((await report('desk', { buildingId: [ids.building.b2], month: 10, year: 2026 })).statusCode).toBe(403);
  });

  it('names the field of a bad request and needs a session', async () => {
    for (const [payload, field] of [
      [{ buildingId: [0], month: 13, year: 2026 }, 'month'],
      [{ buildingId: [0], month: 0, year: 2026 }, 'month'],
      [{ buildingId: [0], month: 10 }, 'year'],
      [{ buildingId: 0, month: 10, year: 2026 }, 'buildingId'],
      [{ buildingId: ['x'], month: 10, year: 2026 }, 'buildingId.0'],
    ] as const) {
      const response = await report('ana', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field).toBe(field);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: PATH, payload: { buildingId: [0], month: 10, year: 2026 } });
    expect(anonymous.statusCode).toBe(401);
  });
});
