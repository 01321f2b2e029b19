// Dashboard SQL against the hand-built fixture (tests/fixtures/dashboard-dataset.json). Every
// expected figure is worked out by hand in the comments; docs/design/metrics.md holds the definitions.
// Harbor Lofts (b1) is in America/New_York (UTC-4 until 2026-11-01 02:00, then UTC-5);
// Sakura Offices (b2) is in Asia/Tokyo (UTC+9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { loadDashboardFixture, type DashboardIds } from '../fixtures/dashboard-fixture.ts';
import {
  calendarMonth,
  dayEntries,
  heroChart,
  residentBuildingsInScope,
  topNumbers,
} from '../../server/routes/dashboard/dashboard-repository.ts';

describe(`dashboard repository on ${process.env.TEST_DB}`, () => {
  let testDb: TestDatabase;
  let ids: DashboardIds;
  let both: number[];
  const now = () => new Date();

  beforeAll(async () => {
    testDb = await createTestDatabase();
    ids = await loadDashboardFixture(testDb.db);
    both = [ids.building.b1, ids.building.b2];
  });
  afterAll(() => testDb.dispose());

  const ev = (key: string) => ids.event[key];
  const calendarEvent = (key: string, fields: Record<string, unknown>, building: 'b1' | 'b2') => ({
    id: ev(key),
    image: null,
    isHoliday: false,
    buildingId: ids.building[building],
    buildingName: building === 'b1' ? 'Harbor Lofts' : 'Sakura Offices',
    timeZone: building === 'b1' ? 'America/New_York' : 'Asia/Tokyo',
    ...fields,
  });
  const holiday = (name: string, date: string, description: string, image: string | null = null) => ({
    id: ids.holiday[name],
    name,
    date,
    image,
    description,
    isHoliday: true,
  });

  describe('calendarMonth', () => {
    it('October 2026: six weeks, Sun 09-27 to Sat 11-07, in local dates, holidays before events, no cancelled event', async () => {
      const entries = await calendarMonth(testDb.db, both, '2026-10-14');
      expect(entries).toEqual([
        calendarEvent('e12', { name: 'Harvest Brunch', date: '2026-09-27', time: '11:00', endTime: '12:00', rsvps: 0 }, 'b1'),
        // 2026-10-01 06:30 Tokyo is 2026-09-30 21:30 UTC: listed on its local date.
        calendarEvent('e9', { name: 'Early Meditation', date: '2026-10-01', time: '06:30', endTime: '07:15', rsvps: 1 }, 'b2'),
        calendarEvent('e8', { name: 'Tea Ceremony', date: '2026-10-05', time: '10:00', endTime: '11:00', rsvps: 2 }, 'b2'),
        calendarEvent(
          'e1',
          { name: 'Sunset Yoga', date: '2026-10-05', time: '18:00', endTime: '19:00', rsvps: 3, image: 'https://img.example/yoga.jpg' },
          'b1',
        ),
        holiday('Sports Day', '2026-10-12', 'Building closed'),
        calendarEvent('e3', { name: 'HIIT', date: '2026-10-14', time: '07:00', endTime: '08:00', rsvps: 3 }, 'b1'),
        // 23:30 New York = 03:30 UTC on the 15th; 3 RSVPs: Tom's cancelled one is not counted.
        calendarEvent('e2', { name: 'Book Club', date: '2026-10-14', time: '23:30', endTime: '00:30', rsvps: 3 }, 'b1'),
        holiday('Founders Day', '2026-10-20', ''),
        calendarEvent('e4', { name: 'Movie Night', date: '2026-10-20', time: '19:00', endTime: '21:00', rsvps: 0 }, 'b1'),
        // 21:00 New York on Sat 10-31 = 01:00 UTC on 11-01, still in the October grid.
        calendarEvent('e7', { name: 'Halloween Party', date: '2026-10-31', time: '21:00', endTime: '23:30', rsvps: 2 }, 'b1'),
        // The grid's sixth week (the calendar always shows six, so the card keeps its height).
        calendarEvent('e6', { name: 'Pottery', date: '2026-11-02', time: '10:00', endTime: '12:00', rsvps: 1 }, 'b1'),
      ]);
    });

    it('September 2026: grid Sun 08-30 to Sat 10-10; 08-29 21:00 local (08-30 UTC) is outside', async () => {
      const entries = await calendarMonth(testDb.db, both, '2026-09-01');
      expect(entries.map((e) => [e.id, e.date])).toEqual([
        [ev('e16'), '2026-08-30'],
        [ev('e12'), '2026-09-27'],
        [ev('e9'), '2026-10-01'],
        [ev('e8'), '2026-10-05'],
        [ev('e1'), '2026-10-05'],
      ]);
    });

    it('November 2026: grid Sun 11-01 to Sat 12-12; Halloween (11-01 UTC, 10-31 local) is not in it', async () => {
      const entries = await calendarMonth(testDb.db, both, '2026-11-30');
      expect(entries).toEqual([
        calendarEvent('e6', { name: 'Pottery', date: '2026-11-02', time: '10:00', endTime: '12:00', rsvps: 1 }, 'b1'),
        holiday('Thanksgiving', '2026-11-26', 'Office closed', 'https://img.example/turkey.png'),
      ]);
    });

    it('one building: only its events and the holidays that apply to it', async () => {
      const tokyo = await calendarMonth(testDb.db, [ids.building.b2], '2026-10-01');
      expect(tokyo.map((e) => [e.id, e.isHoliday])).toEqual([
        [ev('e9'), false],
        [ev('e8'), false],
        [ids.holiday['Sports Day'], true],
      ]);
      const harbor = await calendarMonth(testDb.db, [ids.building.b1], '2026-10-31');
      expect(harbor.map((e) => e.name)).toEqual([
        'Harvest Brunch',
        'Sunset Yoga',
        'HIIT',
        'Book Club',
        'Founders Day',
        'Movie Night',
        'Halloween Party',
        'Pottery',
      ]);
    });

    it('no building in scope: nothing, not even all-building holidays', async () => {
      expect(await calendarMonth(testDb.db, [], '2026-11-26')).toEqual([]);
    });
  });

  describe('dayEntries', () => {
    const hiit = () => ({
      id: ev('e3'),
      name: 'HIIT',
      image: null,
      teacher: { firstName: 'Kim', lastName: 'Park' },
      buildingName: 'Harbor Lofts',
      venue: { name: 'Gym' },
      time: '07:00',
      endTime: '08:00',
      capacityPercentage: 3.13, // 100 × 3 / 96 = 3.125 → half away from zero → 3.13 (half-even would give 3.12)
      rsvpdAndAttended: 66.67, // 100 × 2 / 3 = 66.666… → 66.67
      injuriesReported: 0,
      userRatings: 4.5, // (5 + 4) / 2
      countOfRatings: 2,
      teacherComment: null,
      isHoliday: false,
      start: '2026-10-14T11:00:00.000Z', // 07:00 EDT (UTC-4)
      timeZone: 'America/New_York',
      noShows: [expect.objectContaining({ firstName: 'Raj', lastName: 'Patel' })],
      date: '2026-10-14',
    });
    const bookClub = () => ({
      id: ev('e2'),
      name: 'Book Club',
      image: null,
      teacher: null,
      buildingName: 'Harbor Lofts',
      venue: { name: 'Rooftop' },
      time: '23:30',
      endTime: '00:30',
      capacityPercentage: null, // capacity 0 = unknown
      rsvpdAndAttended: 33.33, // 100 × 1 / 3 (Tom's cancelled RSVP, marked attended, not counted)
      injuriesReported: 0, // the cancelled RSVP's injury is not counted
      userRatings: null, // the cancelled RSVP's rating is not counted; no other rating
      countOfRatings: 0,
      teacherComment: null,
      isHoliday: false,
      start: '2026-10-15T03:30:00.000Z',
      timeZone: 'America/New_York',
      noShows: [expect.objectContaining({ firstName: 'Zoe', lastName: 'Kim' }), expect.objectContaining({ firstName: 'Mia', lastName: 'Wong' })],
      date: '2026-10-14',
    });

    it('one local day: every field of each event, ordered by local time; the cancelled event is left out', async () => {
      expect(await dayEntries(testDb.db, { buildingIds: both, date: '2026-10-14' })).toEqual([hiit(), bookClub()]);
    });

    it('the UTC date of a late event is not its day', async () => {
      expect(await dayEntries(testDb.db, { buildingIds: both, date: '2026-10-15' })).toEqual([]);
    });

    it('events of two zones on one day, with mean rating, injury and comment', async () => {
      expect(await dayEntries(testDb.db, { buildingIds: both, date: '2026-10-05' })).toEqual([
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
          start: '2026-10-05T01:00:00.000Z', // 10:00 JST (UTC+9)
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
          rsvpdAndAttended: 100, // 3 of 3
          injuriesReported: 1,
          userRatings: 3.6667, // (4 + 4 + 3) / 3 = 3.66666…
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

    it('holiday first, then an event of unknown (NULL) capacity and no RSVPs', async () => {
      expect(await dayEntries(testDb.db, { buildingIds: both, date: '2026-10-20' })).toEqual([
        { id: ids.holiday['Founders Day'], name: 'Founders Day', description: '', image: null, date: '2026-10-20', isHoliday: true },
        expect.objectContaining({
          id: ev('e4'),
          capacityPercentage: null, // capacity NULL
          rsvpdAndAttended: null, // 0 RSVPs
          injuriesReported: 0,
          userRatings: null,
          countOfRatings: 0,
        }),
      ]);
    });

    it.each([
      ['e12', '2026-09-27', 0, null], // 100 × 0 / 10 = 0 (known capacity); 0 RSVPs → null
      ['e9', '2026-10-01', 10, 0], // 100 × 1 / 10; 0 of 1 attended
      ['e6', '2026-11-02', 12.5, 100], // 100 × 1 / 8 = 12.5
      ['e7', '2026-10-31', 4, 100], // 100 × 2 / 50
      ['e10', '2026-01-01', 50, 100], // 100 × 2 / 4
    ])('%s on %s: capacity %% %s, attended of RSVPed %s', async (key, date, capacity, attended) => {
      const entries = await dayEntries(testDb.db, { buildingIds: both, date });
      expect(entries).toEqual([expect.objectContaining({ id: ev(key), capacityPercentage: capacity, rsvpdAndAttended: attended })]);
    });

    it("holidays only where they apply: Sports Day is Sakura's", async () => {
      expect(await dayEntries(testDb.db, { buildingIds: [ids.building.b1], date: '2026-10-12' })).toEqual([]);
      expect(await dayEntries(testDb.db, { buildingIds: [ids.building.b2], date: '2026-10-12' })).toEqual([
        { id: ids.holiday['Sports Day'], name: 'Sports Day', description: 'Building closed', image: null, date: '2026-10-12', isHoliday: true },
      ]);
    });

    it("a resident's day: only events with the resident's non-cancelled RSVP", async () => {
      const day = (user: string) =>
        dayEntries(testDb.db, { buildingIds: both, date: '2026-10-14', residentId: ids.user[user] }).then((list) =>
          list.map((e) => e.id),
        );
      expect(await day('r1')).toEqual([ev('e3'), ev('e2')]);
      expect(await day('r3')).toEqual([ev('e3')]); // a no-show still RSVPed
      expect(await day('r5')).toEqual([]); // Tom's RSVP to Book Club is cancelled
    });

    it('residentBuildingsInScope: the scope buildings the resident belongs to', async () => {
      expect(await residentBuildingsInScope(testDb.db, ids.user.r8 ?? 0, both)).toEqual([...both].sort((a, b) => a - b));
      expect(await residentBuildingsInScope(testDb.db, ids.user.r6 ?? 0, [ids.building.b1])).toEqual([]);
    });
  });

  describe('heroChart', () => {
    // 2026 events by start instant (local year 2026; cancelled Pilates and the 2099 events left out):
    // e10 2025-12-31T16:00Z (Tokyo 2026-01-01 01:00), e15 08-30T01:00Z, e16 08-30T23:00Z, e12 09-27T15:00Z,
    // e9 09-30T21:30Z, e8 10-05T01:00Z, e1 10-05T22:00Z, e3 10-14T11:00Z, e2 10-15T03:30Z, e4 10-20T23:00Z,
    // e7 11-01T01:00Z, e6 11-02T15:00Z: 12 events.
    const point = (key: string, xAxis: string, time: string, yAxis: number | null, rsvps: number, attendees: number) => ({
      name: expect.any(String) as unknown,
      timeZone: expect.any(String) as unknown,
      xAxis,
      time,
      yAxis,
      eventId: ev(key),
      rsvps,
      attendees,
    });
    const lastTen = () => [
      point('e16', '2026-08-30', '19:00', 40, 2, 2), // 100 × 2 / 5
      point('e12', '2026-09-27', '11:00', 0, 0, 0), // 100 × 0 / 10
      point('e9', '2026-10-01', '06:30', 10, 1, 0),
      point('e8', '2026-10-05', '10:00', 10, 2, 2),
      point('e1', '2026-10-05', '18:00', 33.33, 3, 3),
      point('e3', '2026-10-14', '07:00', 3.13, 3, 2),
      point('e2', '2026-10-14', '23:30', null, 3, 1),
      point('e4', '2026-10-20', '19:00', null, 0, 0),
      point('e7', '2026-10-31', '21:00', 4, 2, 2),
      point('e6', '2026-11-02', '10:00', 12.5, 1, 1),
    ];

    it('last 10 of the 12 started events of 2026, oldest first, each with its name', async () => {
      const points = await heroChart(testDb.db, { buildingIds: both, eventCount: 10, year: 2026, now: now() });
      expect(points).toEqual(lastTen());
      expect(points[6]?.name).toBe('Book Club');
      expect(points[6]?.timeZone).toBe('America/New_York');
    });

    it('last 20: all 12, including the Tokyo event whose UTC year is 2025', async () => {
      expect(await heroChart(testDb.db, { buildingIds: both, eventCount: 20, year: 2026, now: now() })).toEqual([
        point('e10', '2026-01-01', '01:00', 50, 2, 2),
        point('e15', '2026-08-29', '21:00', 20, 1, 1),
        ...lastTen(),
      ]);
    });

    it('local year: nothing in 2025; events not started yet (2099) are left out', async () => {
      expect(await heroChart(testDb.db, { buildingIds: both, eventCount: 20, year: 2025, now: now() })).toEqual([]);
      expect(await heroChart(testDb.db, { buildingIds: both, eventCount: 20, year: 2099, now: now() })).toEqual([]);
    });

    it('only events started by now: at 2026-10-21T00:00Z Halloween and Pottery have not', async () => {
      const points = await heroChart(testDb.db, {
        buildingIds: [ids.building.b1],
        eventCount: 20,
        year: 2026,
        now: new Date('2026-10-21T00:00:00Z'),
      });
      expect(points.map((p) => p.eventId)).toEqual(['e15', 'e16', 'e12', 'e1', 'e3', 'e2', 'e4'].map(ev));
    });

    it('one building', async () => {
      const points = await heroChart(testDb.db, { buildingIds: [ids.building.b2], eventCount: 10, year: 2026, now: now() });
      expect(points.map((p) => p.eventId)).toEqual(['e10', 'e9', 'e8'].map(ev));
    });
  });

  describe('topNumbers', () => {
    it('all buildings: started events, their RSVPs, distinct users, open tasks', async () => {
      expect(await topNumbers(testDb.db, both, now())).toEqual({
        totalEvents: 12, // b1: e1 e2 e3 e4 e6 e7 e12 e15 e16 (9) + b2: e8 e9 e10 (3); not Pilates (cancelled), e11/e14 (2099)
        totalRsvps: 20, // b1: 3+3+3+0+1+2+0+1+2 = 15 (Tom's cancelled not counted) + b2: 2+1+2 = 5
        totalUsers: 8, // r1…r8; Dana (r8) belongs to both and counts once
        pendingTasks: 3, // k1, k3 (b1) + k4 (b2)
      });
    });

    it('one building each', async () => {
      expect(await topNumbers(testDb.db, [ids.building.b1], now())).toEqual({
        totalEvents: 9,
        totalRsvps: 15,
        totalUsers: 6, // r1 r2 r3 r4 r5 r8
        pendingTasks: 2,
      });
      expect(await topNumbers(testDb.db, [ids.building.b2], now())).toEqual({
        totalEvents: 3,
        totalRsvps: 5,
        totalUsers: 3, // r6 r7 r8
        pendingTasks: 1,
      });
    });

    it('at 2026-10-21T00:00Z: Halloween (11-01 UTC) and Pottery have not started', async () => {
      expect(await topNumbers(testDb.db, both, new Date('2026-10-21T00:00:00Z'))).toEqual({
        totalEvents: 10, // 12 − e7 − e6
        totalRsvps: 17, // 20 − 2 − 1
        totalUsers: 8,
        pendingTasks: 3,
      });
    });
  });
  // Runs last: it changes RSVPs and puts them back.
  describe('event.rsvp_count (migration 002 triggers) follows every RSVP change', () => {
    const pottery = async () => {
      const [calendarEntry] = await calendarMonth(testDb.db, [ids.building.b1], '2026-11-02');
      const totals = await topNumbers(testDb.db, [ids.building.b1], now());
      const [detail] = await dayEntries(testDb.db, { buildingIds: [ids.building.b1], date: '2026-11-02' });
      return {
        calendar: (calendarEntry as { rsvps: number }).rsvps,
        totalRsvps: totals.totalRsvps,
        capacity: (detail as { capacityPercentage: number | null }).capacityPercentage,
      };
    };
    const sql = (text: string) => testDb.db.query(text);
    const POTTERY = "(SELECT id FROM event WHERE name = 'Pottery')";

    it('cancel, restore, insert, delete and move an RSVP', async () => {
      expect(await pottery()).toEqual({ calendar: 1, totalRsvps: 15, capacity: 12.5 }); // 1 of 8
      await sql(`UPDATE rsvp SET cancelled = true WHERE event_id = ${POTTERY}`);
      expect(await pottery()).toEqual({ calendar: 0, totalRsvps: 14, capacity: 0 });
      await sql(`UPDATE rsvp SET cancelled = false WHERE event_id = ${POTTERY}`);
      expect(await pottery()).toEqual({ calendar: 1, totalRsvps: 15, capacity: 12.5 });
      await sql(`INSERT INTO rsvp (event_id, resident_id) SELECT ${POTTERY}, id FROM resident WHERE email IN ('lee@example.com', 'mia@example.com')`);
      expect(await pottery()).toEqual({ calendar: 3, totalRsvps: 17, capacity: 37.5 }); // 3 of 8
      await sql(`DELETE FROM rsvp WHERE event_id = ${POTTERY} AND NOT attended`);
      expect(await pottery()).toEqual({ calendar: 1, totalRsvps: 15, capacity: 12.5 });
      // Moved to the future Spring Gala: gone from Pottery and from the started-events total.
      await sql(`UPDATE rsvp SET event_id = (SELECT id FROM event WHERE name = 'Spring Gala') WHERE event_id = ${POTTERY}`);
      expect(await pottery()).toEqual({ calendar: 0, totalRsvps: 14, capacity: 0 });
      await sql(`UPDATE rsvp SET event_id = ${POTTERY} WHERE attended AND event_id = (SELECT id FROM event WHERE name = 'Spring Gala')`);
      expect(await pottery()).toEqual({ calendar: 1, totalRsvps: 15, capacity: 12.5 });
    });
  });
});
