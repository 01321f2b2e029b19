import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_STRINGS } from '../../server/auth/auth-strings.ts';
import { SCHEDULE_MESSAGES } from '../../server/schedule/schedule-strings.ts';
import { FUTURE_DATE, startEventsHarness, type EventsHarness } from './front-desk-events-fixtures.ts';

interface Created {
  ids: number[];
  seriesId: number | null;
  notices: { field: string; date: string; requested: string; actual: string; message: string }[];
}
interface Listed {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  seriesId: number | null;
  name: string;
  going: number;
  waitlisted: number;
  capacity: number | null;
  venue: string | null;
  teacher: string | null;
  cancelled: boolean;
  checkInOpen: boolean;
}

describe(`scheduling events on ${process.env.TEST_DB}`, () => {
  let h: EventsHarness;
  const yoga = () => ({ buildingId: h.world.buildings.harbor, name: 'Sunset Yoga', eventType: 2, startTime: '18:00', endTime: '19:00' });

  beforeAll(async () => {
    h = await startEventsHarness();
  });
  afterAll(() => h?.close());

  const create = async (body: object, accountId = h.world.accounts.mia) => {
    const res = await h.post('create-event/', accountId, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Created>();
  };
  const listDay = async (date: string, buildingId = h.world.buildings.harbor, extra: object = {}) =>
    (await h.post('events-today/', h.world.accounts.mia, { buildingId, date, ...extra })).json<{ events: Listed[] }>().events;
  const utcStarts = async (ids: number[]) =>
    (await h.t.db.query<{ s: string }>(`SELECT to_char(starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS s FROM event WHERE id = ANY($1::int[]) ORDER BY starts_at`, [ids])).map((r) => r.s);

  it('creates one event with its venue, teacher and studio, lists it on its local day and announces it', async () => {
    const { world } = h;
    const created = await create({ ...yoga(), date: FUTURE_DATE, venueId: world.venues.rooftop, teacherId: world.teachers.kim, studioId: world.studios.flow, capacity: 12 });
    expect(created.ids).toHaveLength(1);
    expect(created.seriesId).toBeNull();
    expect(created.notices).toEqual([]);
    const [listed] = await listDay(FUTURE_DATE);
    expect(listed).toMatchObject({ id: created.ids[0], name: 'Sunset Yoga', date: FUTURE_DATE, startTime: '18:00', endTime: '19:00', capacity: 12, going: 0, waitlisted: 0, venue: 'Rooftop', teacher: 'Kim Park', checkInOpen: false });
    await expect.poll(async () => (await h.notices()).some((n) => n.kind === 'event' && n.eventIds?.includes(created.ids[0]!))).toBe(true);
  });

  it('lets the front desk schedule for its own building without naming it', async () => {
    const created = await create({ ...yoga(), buildingId: undefined, name: 'Desk Social', eventType: 1, date: '2036-06-03' }, h.world.accounts.desk);
    const [row] = await h.t.db.query<{ building_id: number; event_type: string }>('SELECT building_id, event_type FROM event WHERE id = $1', [created.ids[0]]);
    expect(row).toEqual({ building_id: h.world.buildings.harbor, event_type: 'social' });
  });

  it('stores a weekly series as events on the chosen weekdays, until a count or a date', async () => {
    const byCount = await create({ ...yoga(), date: '2036-07-01', repeat: { weekdays: [2, 4], count: 5 } });
    const days = (await h.t.db.query<{ d: string }>(
      `SELECT to_char(starts_at AT TIME ZONE 'America/New_York', 'YYYY-MM-DD HH24:MI') AS d FROM event WHERE id = ANY($1::int[]) ORDER BY starts_at`, [byCount.ids],
    )).map((r) => r.d);
    // 2036-07-01 is a Tuesday: Mondays (2) and Wednesdays (4) from it.
    expect(days).toEqual(['2036-07-02 18:00', '2036-07-07 18:00', '2036-07-09 18:00', '2036-07-14 18:00', '2036-07-16 18:00']);
    expect(byCount.seriesId).not.toBeNull();
    const byDate = await create({ ...yoga(), date: '2036-08-04', repeat: { weekdays: [2], until: '2036-08-25' } });
    expect(byDate.ids).toHaveLength(4);
    const [series] = await h.t.db.query('SELECT weekdays, to_char(start_time, \'HH24:MI\') AS start, duration_minutes, until_date::text AS until FROM event_series WHERE id = $1', [byDate.seriesId]);
    expect(series).toEqual({ weekdays: [2], start: '18:00', duration_minutes: 60, until: '2036-08-25' });
  });

  it('keeps the local time across daylight-saving changes, in two zones', async () => {
    // New York springs forward on 2026-03-08, London on 2026-03-29; New York falls back on 2026-11-01.
    const ny = await create({ ...yoga(), date: '2026-03-02', repeat: { weekdays: [2], count: 3 } });
    expect(await utcStarts(ny.ids)).toEqual(['2026-03-02 23:00', '2026-03-09 22:00', '2026-03-16 22:00']);
    const nyFall = await create({ ...yoga(), date: '2026-10-26', repeat: { weekdays: [2], count: 2 } });
    expect(await utcStarts(nyFall.ids)).toEqual(['2026-10-26 22:00', '2026-11-02 23:00']);
    const london = await create({ ...yoga(), buildingId: h.world.buildings.thames, date: '2026-03-23', repeat: { weekdays: [2], count: 2 } });
    expect(await utcStarts(london.ids)).toEqual(['2026-03-23 18:00', '2026-03-30 17:00']);
    const listed = await listDay('2026-03-30', h.world.buildings.thames);
    expect(listed.map((e) => [e.startTime, e.endTime])).toEqual([['18:00', '19:00']]);
  });

  it('moves a start in a spring-forward gap as the zone does, and says so', async () => {
    const created = await create({ ...yoga(), date: '2026-03-08', startTime: '02:30', endTime: '03:30' });
    expect(created.notices).toEqual([
      { field: 'startTime', date: '2026-03-08', requested: '02:30', actual: '03:30', message: '2:30 AM does not exist on 2026-03-08 in America/New_York (the clocks go forward): the event is at 3:30 AM.' },
    ]);
    const [listed] = (await listDay('2026-03-08')).filter((e) => e.id === created.ids[0]);
    expect([listed?.startTime, listed?.endTime]).toEqual(['03:30', '04:30']);
  });

  it("lists, from today, what started the day before and is still running (the kiosk at 00:05), not what ended", async () => {
    const harbor = h.world.buildings.harbor;
    // Harbor's midnight in SQL: whatever the hour the test runs at, one event began before it and
    // runs on (within the day a running event is looked back for), another ended before it.
    const dayStart = `((now() AT TIME ZONE b.time_zone)::date::timestamp AT TIME ZONE b.time_zone)`;
    const insert = (name: string, starts: string, ends: string) =>
      h.t.db.query<{ id: number }>(
        `INSERT INTO event (building_id, name, event_type, starts_at, ends_at)
         SELECT b.id, $2, 'social', ${starts}, ${ends} FROM building b WHERE b.id = $1 RETURNING id`,
        [harbor, name],
      );
    const [running] = await insert('Midnight social', `greatest(${dayStart} - interval '1 minute', now() - interval '23 hours 59 minutes')`, `now() + interval '1 hour'`);
    const [ended] = await insert('Evening social', `${dayStart} - interval '2 hours'`, `least(${dayStart} - interval '1 hour', now() - interval '1 minute')`);
    const today = (await h.post('events-today/', h.world.accounts.mia, { buildingId: harbor })).json<{ events: Listed[] }>().events.map((listed) => listed.id);
    expect(today).toContain(running!.id);
    expect(today).not.toContain(ended!.id);
  });

  it('refuses bad input with a 4xx naming the field', async () => {
    const { world } = h;
    const refuse = async (body: object, status: number, field: string, message?: string, accountId = world.accounts.mia) => {
      const res = await h.post('create-event/', accountId, { ...yoga(), date: FUTURE_DATE, ...body });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ field, ...(message ? { message } : {}) });
    };
    await refuse({ startTime: '19:00', endTime: '18:30' }, 400, 'endTime', SCHEDULE_MESSAGES.endBeforeStart);
    await refuse({ startTime: '19:00', endTime: '19:00' }, 400, 'endTime');
    await refuse({ name: '   ' }, 400, 'name', SCHEDULE_MESSAGES.nameRequired);
    await refuse({ date: '2036-02-30' }, 400, 'date');
    await refuse({ startTime: '24:00' }, 400, 'startTime');
    await refuse({ repeat: { weekdays: [2], count: 53 } }, 400, 'repeat.count');
    await refuse({ repeat: { weekdays: [2, 3], until: '2037-01-31' } }, 400, 'repeat.until', SCHEDULE_MESSAGES.tooManyOccurrences(52, 70));
    await refuse({ repeat: { weekdays: [2] } }, 400, 'repeat.until', SCHEDULE_MESSAGES.repeatNeedsEnd);
    await refuse({ repeat: { weekdays: [2], until: '2036-07-01', count: 2 } }, 400, 'repeat.count');
    await refuse({ repeat: { weekdays: [8], count: 2 } }, 400, 'repeat.weekdays.0');
    await refuse({ buildingId: world.buildings.oak }, 403, 'buildingId', AUTH_STRINGS.buildingForbidden);
    await refuse({ venueId: world.venues.oakGym }, 404, 'venueId', SCHEDULE_MESSAGES.venueNotFound);
    await refuse({ teacherId: world.teachers.oakTeacher }, 404, 'teacherId', SCHEDULE_MESSAGES.teacherNotFound);
    await refuse({ studioId: world.studios.oakStudio }, 404, 'studioId', SCHEDULE_MESSAGES.studioNotFound);
    await refuse({ image: '/api/images/0123456789abcdef0123456789abcdef' }, 404, 'image');
    await refuse({ buildingId: world.buildings.thames }, 403, 'buildingId', undefined, world.accounts.desk);
  });
});
