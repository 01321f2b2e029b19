// The dashboard calls over HTTP (app.inject) on the hand-built fixture: shapes as the app receives
// them, scoping per account, and bad input. Figures are worked out in dashboard-repository.test.ts;
// the ones repeated here carry their arithmetic too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_STRINGS } from '../../server/auth/auth-strings.ts';
import { calendarEventsSchema } from '../../server/routes/dashboard/dashboard-schemas.ts';
import { DASHBOARD_MESSAGES } from '../../server/routes/dashboard/dashboard-strings.ts';
import { loadDashboardFixture, type DashboardIds } from '../fixtures/dashboard-fixture.ts';
import { authHeader, createTestApp, login, type TestApp } from '../support/test-app.ts';

const BASE = '/api/building-manager';

describe(`dashboard calls on ${process.env.TEST_DB}`, () => {
  let testApp: TestApp;
  let ids: DashboardIds;
  const tokens = { ana: '', ben: '', desk: '' };

  beforeAll(async () => {
    testApp = await createTestApp();
    ids = await loadDashboardFixture(testApp.db);
    // Ana manages both buildings, Ben only Sakura (b2); the front desk is Harbor's (b1) building admin.
    tokens.ana = await login(testApp.app, 'ana@example.com', 'ana-password-1');
    tokens.ben = await login(testApp.app, 'ben@example.com', 'ben-password-1');
    tokens.desk = await login(testApp.app, 'desk@example.com', 'desk-password-1');
  });
  afterAll(() => testApp.close());

  const post = (path: string, who: keyof typeof tokens, payload?: unknown) =>
    testApp.app.inject({ method: 'POST', url: `${BASE}${path}`, headers: authHeader(tokens[who]), payload: payload as object });
  const ev = (key: string) => ids.event[key];
  const idsOf = (body: unknown) => (body as { id: number }[]).map((entry) => entry.id);

  it.each([
    ['/calendar-events/', { date: '2026-10-14' }],
    ['/calendar-event-details/', { date: '2026-10-14' }],
    ['/user-event-details/', { date: '2026-10-14', userId: 1 }],
    ['/hero-chart/', { event: 10, year: 2026 }],
    ['/top-numbers/', {}],
  ])('%s needs a session', async (path, payload) => {
    const response = await testApp.app.inject({ method: 'POST', url: `${BASE}${path}`, payload });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ msg: AUTH_STRINGS.noCredentials });
  });

  describe('/calendar-events/', () => {
    it('November 2026 for all buildings: exact entries in local dates', async () => {
      const response = await post('/calendar-events/', 'ana', { date: '2026-11-15' });
      expect(response.statusCode).toBe(200);
      // Grid Sun 11-01 … Sat 12-05. Halloween Party (10-31 21:00 New York = 11-01 01:00 UTC) is October's.
      expect(response.json()).toEqual([
        {
          id: ev('e6'),
          name: 'Pottery',
          date: '2026-11-02',
          time: '10:00',
          endTime: '12:00',
          rsvps: 1,
          image: null,
          isHoliday: false,
          buildingId: ids.building.b1,
          buildingName: 'Harbor Lofts',
          timeZone: 'America/New_York',
        },
        {
          id: ids.holiday.Thanksgiving,
          name: 'Thanksgiving',
          date: '2026-11-26',
          image: 'https://img.example/turkey.png',
          description: 'Office closed',
          isHoliday: true,
        },
      ]);
    });

    it('October 2026 for all buildings: leading week, both zones, holidays before a day\'s events', async () => {
      const response = await post('/calendar-events/', 'ana', { date: '2026-10-01', buildingId: 0 });
      expect(idsOf(response.json())).toEqual([
        ev('e12'), // 09-27, leading week
        ev('e9'), // 10-01 06:30 Tokyo (09-30 UTC)
        ev('e8'),
        ev('e1'),
        ids.holiday['Sports Day'],
        ev('e3'),
        ev('e2'), // 10-14 23:30 New York (10-15 UTC); Cancelled Pilates is left out
        ids.holiday['Founders Day'],
        ev('e4'),
        ev('e7'),
        ev('e6'), // 11-02: the grid is always six weeks
      ]);
      expect((response.json() as { rsvps?: number }[])[6]).toMatchObject({ name: 'Book Club', date: '2026-10-14', rsvps: 3 });
      // Each event names its building's zone, so a month of both buildings can say which clock a time is on.
      expect((response.json() as { timeZone?: string }[])[1]).toMatchObject({ name: 'Early Meditation', timeZone: 'Asia/Tokyo' });
    });

    it('is JSON whose every entry has exactly the fields of its documented shape (the route serialises it itself)', async () => {
      const response = await post('/calendar-events/', 'ana', { date: '2026-10-01' });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const [eventShape, holidayShape] = calendarEventsSchema.response[200].items.anyOf;
      const entries = response.json() as Record<string, unknown>[];
      expect(entries.some((entry) => entry.isHoliday === true)).toBe(true);
      for (const entry of entries) {
        const shape = entry.isHoliday === true ? holidayShape : eventShape;
        expect(Object.keys(entry).sort()).toEqual([...shape.required].sort());
        for (const [name, value] of Object.entries(entry)) {
          const declared = shape.properties[name as keyof typeof shape.properties] as { type: string | readonly string[] };
          const types = ([] as string[]).concat(declared.type);
          const actual = value === null ? 'null' : Number.isInteger(value) && types.includes('integer') ? 'integer' : typeof value;
          expect(types, `${name} of ${String(entry.name)}`).toContain(actual);
        }
      }
    });

    it("a manager of one building sees only that building and its holidays, and gets 403 for another's", async () => {
      const own = await post('/calendar-events/', 'ben', { date: '2026-10-01' });
      expect(idsOf(own.json())).toEqual([ev('e9'), ev('e8'), ids.holiday['Sports Day']]);
      const other = await post('/calendar-events/', 'ben', { date: '2026-10-01', buildingId: ids.building.b1 });
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({ message: AUTH_STRINGS.buildingForbidden, field: 'buildingId' });
      expect(other.body).not.toContain('Harbor');
    });

    it('a building admin is held to its building', async () => {
      const own = await post('/calendar-events/', 'desk', { date: '2026-10-01' });
      expect((own.json() as { name: string }[]).map((e) => e.name)).toEqual([
        'Harvest Brunch',
        'Sunset Yoga',
        'HIIT',
        'Book Club',
        'Founders Day',
        'Movie Night',
        'Halloween Party',
        'Pottery',
      ]);
      expect((await post('/calendar-events/', 'desk', { date: '2026-10-01', buildingId: ids.building.b2 })).statusCode).toBe(403);
    });
  });

  describe('/calendar-event-details/ and /user-event-details/', () => {
    it('one local day, every field as sent to the app', async () => {
      const response = await post('/calendar-event-details/', 'ana', { date: '2026-10-05' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          id: ev('e8'),
          name: 'Tea Ceremony',
          image: null,
          teacher: null,
          buildingName: 'Sakura Offices',
          venue: { name: 'Lounge' },
          time: '10:00',
          endTime: '11:00',
          capacityPercentage: 10, // 100 × 2 / 20
          rsvpdAndAttended: 100, // 2 of 2
          injuriesReported: 0,
          userRatings: 4.5, // (5 + 4) / 2
          countOfRatings: 2,
          teacherComment: null,
          isHoliday: false,
          start: '2026-10-05T01:00:00.000Z',
          timeZone: 'Asia/Tokyo',
          noShows: [],
          date: '2026-10-05',
        },
        {
          id: ev('e1'),
          name: 'Sunset Yoga',
          image: 'https://img.example/yoga.jpg',
          teacher: { firstName: 'Kim', lastName: 'Park' },
          buildingName: 'Harbor Lofts',
          venue: { name: 'Rooftop' },
          time: '18:00',
          endTime: '19:00',
          capacityPercentage: 33.33, // 100 × 3 / 9 = 33.333…
          rsvpdAndAttended: 100,
          injuriesReported: 1,
          userRatings: 3.6667, // 11 / 3
          countOfRatings: 3,
          teacherComment: 'Great energy',
          isHoliday: false,
          start: '2026-10-05T22:00:00.000Z',
          timeZone: 'America/New_York',
          noShows: [],
          date: '2026-10-05',
        },
      ]);
    });

    it('nulls survive serialisation; holiday entries have the holiday shape', async () => {
      const response = await post('/user-event-details/', 'ana', { date: '2026-10-14' });
      const [hiit, bookClub] = response.json() as Record<string, unknown>[];
      expect(hiit).toMatchObject({ id: ev('e3'), capacityPercentage: 3.13, rsvpdAndAttended: 66.67 }); // 3/96, 2/3
      expect(bookClub).toMatchObject({ id: ev('e2'), capacityPercentage: null, rsvpdAndAttended: 33.33, userRatings: null });
      const holidayDay = await post('/calendar-event-details/', 'ana', { date: '2026-10-20' });
      expect((holidayDay.json() as unknown[])[0]).toEqual({
        id: ids.holiday['Founders Day'],
        name: 'Founders Day',
        description: '',
        image: null,
        date: '2026-10-20',
        isHoliday: true,
      });
    });

    it('an event still to come shows no attendance yet (null), not 0%', async () => {
      // Two days ahead in Harbor Lofts, whatever today is: its local day is asked for.
      const [coming] = await testApp.db.query<{ id: number; day: string }>(
        `INSERT INTO event (building_id, name, event_type, starts_at, ends_at, capacity)
         VALUES ($1, 'Coming Soon Social', 'social', now() + interval '2 days', now() + interval '2 days 1 hour', 10)
         RETURNING id, to_char(starts_at AT TIME ZONE 'America/New_York', 'YYYY-MM-DD') AS day`,
        [ids.building.b1],
      );
      await testApp.db.query('INSERT INTO rsvp (event_id, resident_id) VALUES ($1, $2)', [coming!.id, ids.user.r1]);
      try {
        const day = await post('/calendar-event-details/', 'ana', { date: coming!.day });
        expect((day.json() as { id: number }[]).find((entry) => entry.id === coming!.id)).toMatchObject({
          capacityPercentage: 10,
          rsvpdAndAttended: null,
        });
      } finally {
        await testApp.db.query('DELETE FROM rsvp WHERE event_id = $1', [coming!.id]);
        await testApp.db.query('DELETE FROM event WHERE id = $1', [coming!.id]);
      }
    });

    it("with userId: only that user's RSVPed events and the holidays of their buildings", async () => {
      const raj = await post('/user-event-details/', 'ana', { date: '2026-10-14', userId: ids.user.r3 });
      expect(idsOf(raj.json())).toEqual([ev('e3')]);
      const tom = await post('/calendar-event-details/', 'ana', { date: '2026-10-14', userId: ids.user.r5 });
      expect(tom.json()).toEqual([]); // his only RSVP that day is cancelled
      const aiko = await post('/user-event-details/', 'ana', { date: '2026-10-12', userId: ids.user.r6 });
      expect(idsOf(aiko.json())).toEqual([ids.holiday['Sports Day']]);
      const lee = await post('/user-event-details/', 'ana', { date: '2026-10-12', userId: ids.user.r1 });
      expect(lee.json()).toEqual([]); // Sports Day is Sakura's; Lee lives at Harbor
    });

    it('a user outside the scope is 404, never their events', async () => {
      const cases = [
        ['ana', { date: '2026-10-05', userId: ids.user.r6, buildingId: ids.building.b1 }],
        ['ben', { date: '2026-10-05', userId: ids.user.r1 }],
        ['desk', { date: '2026-10-05', userId: ids.user.r7 }],
        ['ana', { date: '2026-10-05', userId: 999999 }],
      ] as const;
      for (const [who, payload] of cases) {
        const response = await post('/user-event-details/', who, payload);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ msg: DASHBOARD_MESSAGES.userNotFound, field: 'userId' });
      }
      // Dana belongs to both buildings; Ben sees her only at Sakura, so not her Harbor Halloween RSVP.
      const dana = await post('/user-event-details/', 'ben', { date: '2026-10-31', userId: ids.user.r8 });
      expect(dana.json()).toEqual([]);
    });
  });

  describe('/calendar-event-details/ with eventId instead of date (a deep link\'s popup)', () => {
    it("answers the day of that event in its building's zone, with the day's other entries in scope", async () => {
      // Halloween Party: 10-31 21:00 New York = 11-01 01:00 UTC; the building's day is 10-31.
      const halloween = await post('/calendar-event-details/', 'ana', { eventId: ev('e7') });
      expect(halloween.statusCode).toBe(200);
      expect(halloween.json()).toMatchObject([{ id: ev('e7'), date: '2026-10-31', isHoliday: false }]);
      // Early Meditation: 10-01 06:30 Tokyo = 09-30 UTC; the same answer as asking for 10-01.
      const meditation = await post('/calendar-event-details/', 'ana', { eventId: ev('e9') });
      expect(meditation.json()).toEqual((await post('/calendar-event-details/', 'ana', { date: '2026-10-01' })).json());
      expect(idsOf(meditation.json())).toContain(ev('e9'));
      // Sunset Yoga's day holds Sakura's Tea Ceremony too, for a manager of both buildings.
      const yoga = await post('/calendar-event-details/', 'ana', { eventId: ev('e1') });
      expect(idsOf(yoga.json())).toEqual([ev('e8'), ev('e1')]);
    });

    it('is scoped: the building admin gets only its building that day', async () => {
      const desk = await post('/calendar-event-details/', 'desk', { eventId: ev('e1') });
      expect(idsOf(desk.json())).toEqual([ev('e1')]);
    });

    it('an event of another building, a cancelled or an unknown one is 404', async () => {
      const cases = [
        ['desk', { eventId: ev('e8') }],
        ['ben', { eventId: ev('e1') }],
        ['ana', { eventId: ev('e8'), buildingId: ids.building.b1 }],
        ['ana', { eventId: ev('e5') }], // Cancelled Pilates
        ['ana', { eventId: 999999 }],
      ] as const;
      for (const [who, payload] of cases) {
        const response = await post('/calendar-event-details/', who, payload);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ msg: DASHBOARD_MESSAGES.eventNotFound, field: 'eventId' });
      }
      expect((await post('/calendar-event-details/', 'ben', { eventId: ev('e8'), buildingId: ids.building.b1 })).statusCode).toBe(403);
    });

    it('a date, when sent too, wins over the eventId', async () => {
      const both = await post('/calendar-event-details/', 'ana', { date: '2026-10-14', eventId: ev('e1') });
      expect(idsOf(both.json())).toEqual([ev('e3'), ev('e2')]);
    });
  });

  describe('/calendar-event-details/ with holidayId instead of date (?id=holiday-{holidayId})', () => {
    it("answers the holiday's day with the day's other entries in scope, on both paths", async () => {
      const thanksgiving = await post('/calendar-event-details/', 'ana', { holidayId: ids.holiday.Thanksgiving });
      expect(thanksgiving.statusCode).toBe(200);
      expect(thanksgiving.json()).toEqual((await post('/calendar-event-details/', 'ana', { date: '2026-11-26' })).json());
      expect(thanksgiving.json()).toContainEqual(expect.objectContaining({ id: ids.holiday.Thanksgiving, isHoliday: true, date: '2026-11-26' }));
      const elsewhere = await post('/user-event-details/', 'ana', { holidayId: ids.holiday.Thanksgiving });
      expect(elsewhere.json()).toEqual(thanksgiving.json());
    });

    it("a holiday of another building only, or an unknown one, is 404; the eventId wins when both are sent", async () => {
      const cases = [
        ['ben', { holidayId: ids.holiday['Founders Day'] }], // Harbor's; Ben manages Sakura only
        ['desk', { holidayId: ids.holiday['Sports Day'] }], // Sakura's; the desk is Harbor's
        ['ana', { holidayId: 999999 }],
      ] as const;
      for (const [who, payload] of cases) {
        const response = await post('/calendar-event-details/', who, payload);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ msg: DASHBOARD_MESSAGES.holidayNotFound, field: 'holidayId' });
      }
      const sports = await post('/calendar-event-details/', 'ben', { holidayId: ids.holiday['Sports Day'] });
      expect(sports.json()).toContainEqual(expect.objectContaining({ name: 'Sports Day', date: '2026-10-12' }));
      const both = await post('/calendar-event-details/', 'ana', { eventId: ev('e1'), holidayId: ids.holiday.Thanksgiving });
      expect(idsOf(both.json())).toEqual([ev('e8'), ev('e1')]);
    });
  });

  describe('/hero-chart/', () => {
    it('last 10 started events of 2026, oldest first, in local dates and times', async () => {
      const response = await post('/hero-chart/', 'ana', { event: 10, year: 2026 });
      expect(response.statusCode).toBe(200);
      const points = response.json() as { eventId: number }[];
      // 12 started 2026 events; the two oldest (New Year Toast, Chess Night 08-29) fall off.
      expect(points.map((p) => p.eventId)).toEqual(['e16', 'e12', 'e9', 'e8', 'e1', 'e3', 'e2', 'e4', 'e7', 'e6'].map(ev));
      expect(points[0]).toEqual({ name: expect.any(String), timeZone: expect.any(String), xAxis: '2026-08-30', time: '19:00', yAxis: 40, eventId: ev('e16'), rsvps: 2, attendees: 2 });
      expect(points[6]).toEqual({ name: 'Book Club', timeZone: expect.any(String), xAxis: '2026-10-14', time: '23:30', yAxis: null, eventId: ev('e2'), rsvps: 3, attendees: 1 });
    });

    it('last 20 returns all 12; 2025 and 2099 are empty (local year; not started)', async () => {
      expect((await post('/hero-chart/', 'ana', { event: 20, year: 2026 })).json()).toHaveLength(12);
      expect((await post('/hero-chart/', 'ana', { event: 20, year: 2025 })).json()).toEqual([]);
      expect((await post('/hero-chart/', 'ana', { event: 20, year: 2099 })).json()).toEqual([]);
    });

    it('scoped: Ben sees Sakura only; the desk sees Harbor only', async () => {
      const ben = (await post('/hero-chart/', 'ben', { event: 10, year: 2026 })).json() as { eventId: number }[];
      expect(ben.map((p) => p.eventId)).toEqual(['e10', 'e9', 'e8'].map(ev));
      expect((await post('/hero-chart/', 'ben', { event: 10, year: 2026, buildingId: ids.building.b1 })).statusCode).toBe(403);
      const desk = (await post('/hero-chart/', 'desk', { event: 20, year: 2026 })).json() as { eventId: number }[];
      expect(desk.map((p) => p.eventId)).toEqual(['e15', 'e16', 'e12', 'e1', 'e3', 'e2', 'e4', 'e7', 'e6'].map(ev));
    });
  });

  describe('/top-numbers/', () => {
    it('per account scope', async () => {
      // Started, not cancelled: Harbor 9 events / 15 RSVPs, Sakura 3 / 5; users 6 + 3 − Dana (in both) = 8;
      // pending tasks 2 + 1.
      expect((await post('/top-numbers/', 'ana')).json()).toEqual({ totalEvents: 12, totalRsvps: 20, totalUsers: 8, pendingTasks: 3 });
      expect((await post('/top-numbers/', 'ana', { buildingId: ids.building.b1 })).json()).toEqual({
        totalEvents: 9,
        totalRsvps: 15,
        totalUsers: 6,
        pendingTasks: 2,
      });
      expect((await post('/top-numbers/', 'ben', {})).json()).toEqual({ totalEvents: 3, totalRsvps: 5, totalUsers: 3, pendingTasks: 1 });
      expect((await post('/top-numbers/', 'desk', { buildingId: null })).json()).toEqual({
        totalEvents: 9,
        totalRsvps: 15,
        totalUsers: 6,
        pendingTasks: 2,
      });
      expect((await post('/top-numbers/', 'ben', { buildingId: ids.building.b1 })).statusCode).toBe(403);
    });
  });

  describe('bad input is a 400 naming the field', () => {
    it.each([
      ['/calendar-events/', {}, 'date'],
      ['/calendar-events/', { date: '2026-02-30' }, 'date'],
      ['/calendar-events/', { date: '14/10/2026' }, 'date'],
      ['/calendar-events/', { date: 20261014 }, 'date'],
      ['/calendar-events/', { date: '2026-10-14', extra: 1 }, 'extra'],
      ['/calendar-events/', { date: '2026-10-14', buildingId: 'one' }, 'buildingId'],
      ['/calendar-event-details/', { date: '2026-10-14', userId: 0 }, 'userId'],
      ['/user-event-details/', { userId: 1 }, 'date'],
      ['/calendar-event-details/', {}, 'date'],
      ['/calendar-event-details/', { eventId: null }, 'date'],
      ['/calendar-event-details/', { eventId: 0 }, 'eventId'],
      ['/calendar-event-details/', { eventId: 'seven' }, 'eventId'],
      ['/calendar-event-details/', { holidayId: 0 }, 'holidayId'],
      ['/calendar-event-details/', { holidayId: null }, 'date'],
      ['/user-event-details/', { holidayId: 'four' }, 'holidayId'],
      ['/hero-chart/', { event: 15, year: 2026 }, 'event'],
      ['/hero-chart/', { event: '10', year: 2026 }, 'event'],
      ['/hero-chart/', { event: 10 }, 'year'],
      ['/hero-chart/', { event: 10, year: 2026.5 }, 'year'],
      ['/hero-chart/', { event: 10, year: 99999 }, 'year'],
      ['/top-numbers/', { buildingId: -1 }, 'buildingId'],
      ['/top-numbers/', { unknown: true }, 'unknown'],
    ])('%s %j → %s', async (path, payload, field) => {
      const response = await post(path, 'ana', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, field });
    });
  });
});
