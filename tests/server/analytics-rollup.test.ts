// Migrations 007, 010, 011, 013 and 019's rollups must stay exact whatever happens to RSVPs, events, venues,
// studios and buildings: resident_first_attendance (recurrentUsers), attendance_period (who attended
// per local month and quarter), attendance_quarter (the same per user and quarter, by month and event
// type), event.attended_count (attended of RSVPed) and event_period (event figures per local month). Each step changes the hand-built dataset
// (tests/fixtures/analytics-fixture.ts) as the app or an import would, then checks a figure and that
// every rollup equals a recomputation from scratch. Migration 013 adds each event's cancelled, late
// cancel, walk-in and promoted counts and resident_first_attendance_type; the last steps check in,
// undo and walk in at the door through the calls a tablet makes. Migration 019 adds
// attendance_day and attendance_week (at-risk residents and the benchmark's Capture %). The last part walks
// every event of the demo data and of random datasets through every screen's call: all agree on
// attendance, which has one record, the check-in (migration 020).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { generateDemoDataset } from '../../server/demo/generate-demo-dataset.ts';
import { importDataset } from '../../server/import/import-dataset.ts';
import { setUpAnalytics, type AnalyticsHarness } from '../fixtures/analytics-harness.ts';
import { walkAttendance, type Call } from '../support/attendance-walk.ts';
import { RANDOM_MANAGER, randomDataset } from '../support/random-dataset.ts';
import { authHeader, createTestApp, login, type TestApp } from '../support/test-app.ts';

const OCTOBER = { year: 2026, month: 10 } as const;

const PERIODS_FROM_SCRATCH = `
  SELECT e.building_id, p.quarter, p.period_start, e.event_type, r.resident_id, count(*)::int AS events
  FROM rsvp r
  JOIN event e ON e.id = r.event_id
  JOIN building b ON b.id = e.building_id
  CROSS JOIN LATERAL (VALUES (false, date_trunc('month', e.starts_at AT TIME ZONE b.time_zone)::date),
                             (true, date_trunc('quarter', e.starts_at AT TIME ZONE b.time_zone)::date)) AS p(quarter, period_start)
  WHERE r.checked_in_at IS NOT NULL AND NOT r.cancelled AND NOT e.cancelled
  GROUP BY 1, 2, 3, 4, 5`;

// attendance_quarter from the RSVPs: each month's attended events in slot 1-3 of its local quarter.
const QUARTERS_FROM_SCRATCH = `
  SELECT e.building_id, date_trunc('quarter', l.local_start)::date AS quarter_start, r.resident_id,
         ${['social', 'fitness']
           .flatMap((type) =>
             [1, 2, 3].map(
               (slot) =>
                 `count(*) FILTER (WHERE e.event_type = '${type}' AND (extract(month FROM l.local_start)::int - 1) % 3 = ${slot - 1})::int AS ${type}_${slot}`,
             ),
           )
           .join(', ')}
  FROM rsvp r
  JOIN event e ON e.id = r.event_id
  JOIN building b ON b.id = e.building_id
  CROSS JOIN LATERAL (SELECT e.starts_at AT TIME ZONE b.time_zone AS local_start) l
  WHERE r.checked_in_at IS NOT NULL AND NOT r.cancelled AND NOT e.cancelled
  GROUP BY 1, 2, 3`;

// event_period from the events: sums per (building, local month, type, venue, studio).
const EVENT_PERIODS_FROM_SCRATCH = `
  SELECT e.building_id, to_char(date_trunc('month', e.starts_at AT TIME ZONE b.time_zone), 'YYYY-MM-DD') AS month_start,
         e.event_type, coalesce(e.venue_id, 0) AS venue_id, coalesce(e.studio_id, 0) AS studio_id, count(*)::int AS events,
         coalesce(sum(c.n), 0)::int AS rsvps, coalesce(sum(c.a), 0)::int AS attended,
         coalesce(sum(e.capacity) FILTER (WHERE e.capacity > 0), 0)::int AS capacity_known,
         coalesce(sum(c.n) FILTER (WHERE e.capacity > 0), 0)::int AS rsvps_known
  FROM event e
  JOIN building b ON b.id = e.building_id
  LEFT JOIN (SELECT event_id, count(*) AS n, count(*) FILTER (WHERE checked_in_at IS NOT NULL) AS a FROM rsvp WHERE NOT cancelled GROUP BY event_id) c
    ON c.event_id = e.id
  WHERE NOT e.cancelled
  GROUP BY 1, 2, 3, 4, 5`;

// resident_first_attendance_type (013): the same by event type.
const FIRST_BY_TYPE_FROM_SCRATCH = `
  SELECT r.resident_id, e.building_id, e.event_type, min(e.starts_at) AS first_start
  FROM rsvp r JOIN event e ON e.id = r.event_id
  WHERE r.checked_in_at IS NOT NULL AND NOT r.cancelled AND NOT e.cancelled
  GROUP BY 1, 2, 3`;

// Each event's counters (002, 007, 013) from its RSVPs; events whose counters are off.
const COUNTERS_OFF = `
  SELECT e.id, e.name FROM event e LEFT JOIN (
    SELECT r.event_id, count(*) FILTER (WHERE NOT r.cancelled)::int AS n, count(*) FILTER (WHERE r.checked_in_at IS NOT NULL AND NOT r.cancelled)::int AS a,
           count(*) FILTER (WHERE r.status = 'cancelled' AND NOT r.walk_in)::int AS c,
           count(*) FILTER (WHERE r.status = 'cancelled' AND NOT r.walk_in AND r.cancelled_at > ev.starts_at - interval '12 hours')::int AS l,
           count(*) FILTER (WHERE r.walk_in AND NOT r.cancelled)::int AS w, count(*) FILTER (WHERE r.promoted_at IS NOT NULL)::int AS p
    FROM rsvp r JOIN event ev ON ev.id = r.event_id GROUP BY r.event_id
  ) c ON c.event_id = e.id
  WHERE (e.rsvp_count, e.attended_count, e.cancelled_count, e.late_cancel_count, e.walk_in_count, e.promoted_count)
        IS DISTINCT FROM (coalesce(c.n, 0), coalesce(c.a, 0), coalesce(c.c, 0), coalesce(c.l, 0), coalesce(c.w, 0), coalesce(c.p, 0))`;

// attendance_day and attendance_week (019): attended events per (building, local day or week, type, user).
const daysOrWeeksFromScratch = (unit: 'day' | 'week') => `
  SELECT e.building_id, to_char(date_trunc('${unit}', e.starts_at AT TIME ZONE b.time_zone), 'YYYY-MM-DD') AS start,
         e.event_type, r.resident_id, count(*)::int AS events
  FROM rsvp r JOIN event e ON e.id = r.event_id JOIN building b ON b.id = e.building_id
  WHERE r.checked_in_at IS NOT NULL AND NOT r.cancelled AND NOT e.cancelled
  GROUP BY 1, 2, 3, 4`;

const FROM_SCRATCH = `
  SELECT r.resident_id, e.building_id, min(e.starts_at) AS first_start
  FROM rsvp r JOIN event e ON e.id = r.event_id
  WHERE r.checked_in_at IS NOT NULL AND NOT r.cancelled AND NOT e.cancelled
  GROUP BY r.resident_id, e.building_id`;

describe(`analytics: the first-attendance rollup on ${process.env.TEST_DB}`, () => {
  let h: AnalyticsHarness;
  beforeAll(async () => {
    h = await setUpAnalytics();
  });
  afterAll(() => h.close());

  const sql = (text: string, params: unknown[] = []) => h.t.db.query(text, params);
  const recurrent = async () => (await h.ok('ana', 'user-analysis-numbers', OCTOBER)).recurrentUsers as number;
  const rollupIsExact = async () => {
    const order = ' ORDER BY resident_id, building_id';
    const rollup = await sql(`SELECT resident_id, building_id, first_start FROM resident_first_attendance${order}`);
    const scratch = await sql(`SELECT * FROM (${FROM_SCRATCH}) s${order}`);
    expect(rollup).toEqual(scratch);
    const key = ' ORDER BY building_id, quarter, period_start, event_type, resident_id';
    const periods = await sql(
      `SELECT building_id, quarter, to_char(period_start, 'YYYY-MM-DD') AS period_start, event_type, resident_id, events
       FROM attendance_period WHERE events <> 0${key}`,
    );
    const periodsScratch = await sql(
      `SELECT building_id, quarter, to_char(period_start, 'YYYY-MM-DD') AS period_start, event_type, resident_id, events
       FROM (${PERIODS_FROM_SCRATCH}) s${key}`,
    );
    expect(periods).toEqual(periodsScratch);
    const quarterKey = ' ORDER BY building_id, quarter_start, resident_id';
    const quarterColumns = `building_id, to_char(quarter_start, 'YYYY-MM-DD') AS quarter_start, resident_id,
       social_1, social_2, social_3, fitness_1, fitness_2, fitness_3`;
    const quarters = await sql(
      `SELECT ${quarterColumns} FROM attendance_quarter
       WHERE (social_1, social_2, social_3, fitness_1, fitness_2, fitness_3) <> (0, 0, 0, 0, 0, 0)${quarterKey}`,
    );
    expect(quarters.length, 'attendance_quarter rows').toBeGreaterThan(0);
    expect(quarters).toEqual(await sql(`SELECT ${quarterColumns} FROM (${QUARTERS_FROM_SCRATCH}) s${quarterKey}`));
    expect(await sql(COUNTERS_OFF), 'events whose counters are off').toEqual([]);
    const typeKey = ' ORDER BY resident_id, building_id, event_type';
    expect(await sql(`SELECT resident_id, building_id, event_type, first_start FROM resident_first_attendance_type${typeKey}`)).toEqual(
      await sql(`SELECT * FROM (${FIRST_BY_TYPE_FROM_SCRATCH}) s${typeKey}`),
    );
    const eventKey = ' ORDER BY building_id, month_start, event_type, venue_id, studio_id';
    const eventPeriods = await sql(
      `SELECT building_id, to_char(month_start, 'YYYY-MM-DD') AS month_start, event_type, venue_id, studio_id, events, rsvps,
              attended, capacity_known::int AS capacity_known, rsvps_known
       FROM event_period WHERE (events, rsvps, attended, capacity_known, rsvps_known) <> (0, 0, 0, 0, 0)${eventKey}`,
    );
    expect(eventPeriods.length, 'event_period rows').toBeGreaterThan(0);
    expect(eventPeriods).toEqual(await sql(`SELECT * FROM (${EVENT_PERIODS_FROM_SCRATCH}) s${eventKey}`));
    const startKey = ' ORDER BY building_id, start, event_type, resident_id';
    for (const [table, column, unit] of [['attendance_day', 'day', 'day'], ['attendance_week', 'week_start', 'week']] as const) {
      const rows = await sql(
        `SELECT building_id, to_char(${column}, 'YYYY-MM-DD') AS start, event_type, resident_id, events FROM ${table} WHERE events <> 0${startKey}`,
      );
      expect(rows.length, `${table} rows`).toBeGreaterThan(0);
      expect(rows, table).toEqual(await sql(`SELECT * FROM (${daysOrWeeksFromScratch(unit)}) s${startKey}`));
    }
  };
  const capture = async () => (await h.ok('ana', 'capture-percentage', OCTOBER)).capture as number | null;
  const lateSep = "(SELECT id FROM event WHERE name = 'Late Sep Social')";
  const person = (email: string) => `(SELECT id FROM resident WHERE email = '${email}')`;

  it('starts exact after the import', async () => {
    // Lee attended Late Sep Social (September in New York); Mia was a no-show there.
    expect(await recurrent()).toBe(1);
    await rollupIsExact();
  });

  it('names in the event popup who did not come, and follows a late check-in', async () => {
    const lateSep = async () =>
      ((await h.ok('ana', 'calendar-event-details', { date: '2026-09-30', buildingId: h.ids.building.b1 })) as { name: string }[]).find(
        (e) => e.name === 'Late Sep Social',
      );
    // Lee came; Mia was going and did not.
    expect(await lateSep()).toMatchObject({ rsvpdAndAttended: 50, noShows: [{ firstName: 'Mia', lastName: 'Wong' }] });
    await sql(`UPDATE rsvp SET checked_in_at = now() WHERE event_id = (SELECT id FROM event WHERE name = 'Late Sep Social') AND resident_id = ${person('mia@example.com')}`);
    expect(await lateSep()).toMatchObject({ rsvpdAndAttended: 100, noShows: [] });
    await sql(`UPDATE rsvp SET checked_in_at = NULL WHERE event_id = (SELECT id FROM event WHERE name = 'Late Sep Social') AND resident_id = ${person('mia@example.com')}`);
    await rollupIsExact();
  });

  it('follows check-ins and cancelled RSVPs', async () => {
    await sql(`UPDATE rsvp SET checked_in_at = now() WHERE event_id = ${lateSep} AND resident_id = ${person('mia@example.com')}`);
    expect(await recurrent()).toBe(2);
    await rollupIsExact();
    await sql(`UPDATE rsvp SET cancelled = true WHERE event_id = ${lateSep} AND resident_id = ${person('mia@example.com')}`);
    expect(await recurrent()).toBe(1);
    await rollupIsExact();
    // A rating changes nothing that matters.
    await sql(`UPDATE rsvp SET rating = 4 WHERE event_id = ${lateSep} AND resident_id = ${person('lee@example.com')}`);
    expect(await recurrent()).toBe(1);
    await rollupIsExact();
  });

  it('follows a cancelled, moved and deleted event', async () => {
    await sql(`UPDATE event SET cancelled = true WHERE id = ${lateSep}`);
    expect(await recurrent()).toBe(0);
    await rollupIsExact();
    await sql(`UPDATE event SET cancelled = false WHERE id = ${lateSep}`);
    expect(await recurrent()).toBe(1);
    // Into October (Oct 2 in New York): no longer before the period.
    await sql(`UPDATE event SET starts_at = starts_at + interval '2 days', ends_at = ends_at + interval '2 days' WHERE id = ${lateSep}`);
    expect(await recurrent()).toBe(0);
    await rollupIsExact();
    await sql(`UPDATE event SET starts_at = starts_at - interval '2 days', ends_at = ends_at - interval '2 days' WHERE id = ${lateSep}`);
    expect(await recurrent()).toBe(1);
    await rollupIsExact();
  });

  it('follows deleted and new RSVPs, and never moves a first attendance later', async () => {
    await sql(`DELETE FROM rsvp WHERE event_id = ${lateSep} AND resident_id = ${person('lee@example.com')}`);
    expect(await recurrent()).toBe(0);
    await rollupIsExact();
    await sql(`INSERT INTO rsvp (event_id, resident_id, checked_in_at) VALUES (${lateSep}, ${person('lee@example.com')}, now())`);
    expect(await recurrent()).toBe(1);
    await rollupIsExact();
    // Raj (joined Oct 10) attended Halloween; an attendance in August makes him recurrent too.
    await sql(
      `INSERT INTO event (building_id, venue_id, name, event_type, starts_at, ends_at, capacity)
       SELECT building_id, venue_id, 'August Social', 'social', '2026-08-01 18:00-04', '2026-08-01 19:00-04', 5 FROM event WHERE id = ${lateSep}`,
    );
    await sql(`INSERT INTO rsvp (event_id, resident_id, checked_in_at) SELECT id, ${person('raj@example.com')}, starts_at FROM event WHERE name = 'August Social'`);
    expect(await recurrent()).toBe(2);
    await rollupIsExact();
  });

  it('follows an event changing type, and a building changing time zone', async () => {
    // Halloween (Lee, Raj came) becomes a fitness class. Social events in October were Book Club (Mia,
    // Tom), Halloween and LA Mixer (Aiko, Ken): 6 of 7; without Halloween, Mia, Tom, Aiko, Ken: 4 of 7.
    expect((await h.ok('ana', 'capture-percentage', { ...OCTOBER, eventType: 1 })).capture).toBe(85.71);
    await sql("UPDATE event SET event_type = 'fitness' WHERE name = 'Halloween Party'");
    expect((await h.ok('ana', 'capture-percentage', { ...OCTOBER, eventType: 1 })).capture).toBe(57.14);
    await rollupIsExact();
    await sql("UPDATE event SET event_type = 'social' WHERE name = 'Halloween Party'");
    await rollupIsExact();
    // In Tokyo, Halloween (Oct 31 23:30 New York) falls in November: the rollup moves it.
    await sql("UPDATE building SET time_zone = 'Asia/Tokyo' WHERE name = 'Harbor Lofts'");
    await rollupIsExact();
    await sql("UPDATE building SET time_zone = 'America/New_York' WHERE name = 'Harbor Lofts'");
    await rollupIsExact();
    expect(await capture()).toBe(85.71);
  });

  it('follows capacity changes, and venues and studios deleted', async () => {
    const growth = async () => (await h.ok('ana', 'capture-growth', OCTOBER)).capacity as number | null;
    const before = await growth();
    await sql("UPDATE event SET capacity = 0 WHERE name = 'Book Club'");
    expect(await growth()).not.toBe(before);
    await rollupIsExact();
    await sql("UPDATE event SET capacity = 3 WHERE name = 'Book Club'");
    expect(await growth()).toBe(before);
    await rollupIsExact();
    // Events keep their figures without a venue or studio (both ON DELETE SET NULL).
    await sql("DELETE FROM venue WHERE name = 'Gym'");
    await rollupIsExact();
    await sql("DELETE FROM studio WHERE name = 'Flow Yoga'");
    expect(await growth()).toBe(before);
    await rollupIsExact();
  });

  it('follows check-ins, undos and walk-ins at the door, and the event popup with them', async () => {
    // A class of Harbor Lofts that began 10 minutes ago (the door is open relative to now), 2 places.
    const [door] = await sql(
      `INSERT INTO event (building_id, name, event_type, starts_at, ends_at, capacity)
       VALUES (${h.ids.building.b1}, 'Door Class', 'fitness', now() - interval '10 minutes', now() + interval '50 minutes', 2)
       RETURNING id, extract(year FROM starts_at AT TIME ZONE 'America/New_York')::int AS year,
                 extract(month FROM starts_at AT TIME ZONE 'America/New_York')::int AS month,
                 to_char(starts_at AT TIME ZONE 'America/New_York', 'YYYY-MM-DD') AS date,
                 to_char((starts_at AT TIME ZONE 'America/New_York')::date + 1, 'YYYY-MM-DD') AS tomorrow`,
    );
    const { id: eventId, year, month, date, tomorrow } = door as { id: number; year: number; month: number; date: string; tomorrow: string };
    const period = { year, month, managerBuildingId: h.ids.building.b1 };
    const ids = Object.fromEntries(
      (await sql("SELECT email, id FROM resident WHERE email IN ('lee@example.com', 'mia@example.com', 'raj@example.com')")).map(
        (row) => [String(row.email).split('@')[0], row.id as number],
      ),
    ) as Record<'lee' | 'mia' | 'raj', number>;
    const desk = async (call: string, userId: number) => {
      const response = await h.call('desk', call, { eventId, userId });
      expect(response.statusCode, `${call} ${response.body}`).toBe(200);
    };
    // Attended of RSVPed counts settled events: as of tomorrow this class is one; now, under way, it is not.
    const attended = async () => (await h.ok('ana', 'attended-rsvpd', { ...period, asOf: tomorrow })) as { attendees: number; rsvps: number };
    const attendedNow = async () => (await h.ok('ana', 'attended-rsvpd', period)) as { attendees: number; rsvps: number };
    const doorFigures = async () =>
      ((await h.ok('ana', 'no-show-rates', period)).events as { eventId: number }[]).find((e) => e.eventId === eventId);
    const popup = async () =>
      ((await h.ok('desk', 'calendar-event-details', { date, buildingId: h.ids.building.b1 })) as { id: number }[]).find(
        (e) => e.id === eventId,
      );
    const before = await attended();
    const beforeNow = await attendedNow();
    await desk('rsvp', ids.lee);
    await desk('rsvp', ids.mia);
    await rollupIsExact();
    expect(await popup()).toMatchObject({ rsvpdAndAttended: 0, noShows: null });

    await desk('check-in', ids.lee);
    expect(await attended()).toEqual(expect.objectContaining({ attendees: before.attendees + 1, rsvps: before.rsvps + 2 }));
    expect(await attendedNow()).toEqual(beforeNow);
    expect(await popup()).toMatchObject({ rsvpdAndAttended: 50 });
    await rollupIsExact();
    // Raj walks in past the 2 places: a going RSVP that counts as a walk-in.
    await desk('check-in', ids.raj);
    expect(await doorFigures()).toMatchObject({ going: 3, checkedIn: 2, walkIns: 1, cancelled: 0 });
    expect(await popup()).toMatchObject({ rsvpdAndAttended: 66.67 });
    await rollupIsExact();

    // Undone: Lee is going again, not attended; Raj's walk-in is gone (and is no cancellation).
    await desk('undo-check-in', ids.lee);
    await desk('undo-check-in', ids.raj);
    expect(await attended()).toEqual(expect.objectContaining({ attendees: before.attendees, rsvps: before.rsvps + 2 }));
    expect(await doorFigures()).toMatchObject({ going: 2, checkedIn: 0, walkIns: 0, cancelled: 0, lateCancels: 0 });
    expect(await popup()).toMatchObject({ rsvpdAndAttended: 0 });
    await rollupIsExact();

    // Mia cancels after the start: a late cancel; moved two days later, the same cancel is early.
    await desk('cancel-rsvp', ids.mia);
    expect(await doorFigures()).toMatchObject({ going: 1, cancelled: 1, lateCancels: 1, lateCancelRate: 50 });
    await rollupIsExact();
    await sql(`UPDATE event SET starts_at = starts_at + interval '2 days', ends_at = ends_at + interval '2 days' WHERE id = ${eventId}`);
    await rollupIsExact();
    await sql(`DELETE FROM event WHERE id = ${eventId}`);
    expect(await attended()).toEqual(before);
    await rollupIsExact();
  });

  it('follows deleted events and residents', async () => {
    await sql(`DELETE FROM event WHERE name = 'August Social'`);
    expect(await recurrent()).toBe(1);
    await rollupIsExact();
    await sql(`DELETE FROM resident WHERE email = 'lee@example.com'`);
    expect(await recurrent()).toBe(0);
    await rollupIsExact();
    await sql("DELETE FROM building WHERE name = 'Thames House'");
    await rollupIsExact();
  });
});

// One truth of attendance (docs/design/metrics.md): for every event, the popup, the roster, the door, the door
// figures and the Event Report row agree on who attended and who did not, and the month's analytics
// are their sums (tests/support/attendance-walk.ts).
describe(`analytics: every screen agrees on attendance on ${process.env.TEST_DB}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = async (email: string, password: string): Promise<Call> => {
    const token = await login(t.app, email, password);
    return async (path, body) => {
      const response = await t.app.inject({ method: 'POST', url: `/api/building-manager/${path}/`, headers: authHeader(token), payload: body });
      if (response.statusCode !== 200) throw new Error(`${path} ${JSON.stringify(body)}: ${response.statusCode} ${response.body}`);
      return response.json();
    };
  };
  const buildings = async () => (await t.db.query<{ id: number }>('SELECT id FROM building ORDER BY id')).map((row) => row.id);
  // After every event of both datasets: each ended event is settled for attended of RSVPed.
  const AFTER_ALL = '2027-03-01';

  // ~1,400 events, a roster call each (~20 s of the suite's time): on one engine. What differs between
  // the engines (the rollup triggers, the import) is walked on both by the random datasets below.
  it.runIf(process.env.TEST_DB === 'postgres')('on the demo data (anchored on a fixed day), for every event', async () => {
    await importDataset(t.db, generateDemoDataset({ today: new Date('2026-06-15T12:00:00Z') }), { replace: true });
    const call = await signIn(DEMO_MANAGER.email, DEMO_MANAGER.password);
    const walk = await walkAttendance(t.db, call, await buildings(), AFTER_ALL);
    expect(walk.disagreements).toEqual([]);
    expect(walk.events).toBeGreaterThan(1000);
    expect(walk.attended).toBeGreaterThan(500);
    // The demo's attendance is the import's check-ins, and the roster says so.
    const [past] = await t.db.query<{ id: number }>('SELECT event_id AS id FROM rsvp WHERE attended ORDER BY event_id LIMIT 1');
    const roster = await call('event-roster', { eventId: past?.id });
    expect(roster.rsvps.filter((line: { checkedInAt: string | null }) => line.checkedInAt !== null)).toContainEqual(
      expect.objectContaining({ checkedInBy: 'Imported', walkIn: false }),
    );
  });

  it.each([11, 12, 13])('on random dataset %i, for every event, and through a check-in and its undo', async (seed) => {
    await importDataset(t.db, randomDataset(seed), { replace: true });
    const call = await signIn(RANDOM_MANAGER.email, RANDOM_MANAGER.password);
    const all = await buildings();
    const first = await walkAttendance(t.db, call, all, AFTER_ALL);
    expect(first.disagreements).toEqual([]);
    expect(first.attended).toBeGreaterThan(0);
    // An imported attendance is the import's check-in: so say the roster and the door's log.
    const [imported] = await t.db.query<{ eventId: number; userId: number; at: string }>(
      `SELECT event_id AS "eventId", resident_id AS "userId", to_char(checked_in_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
       FROM rsvp WHERE attended ORDER BY id LIMIT 1`,
    );
    const line = (await call('event-roster', { eventId: imported?.eventId })).rsvps.find((rsvp: { userId: number }) => rsvp.userId === imported?.userId);
    expect(line).toMatchObject({ checkedInAt: imported?.at, checkedInBy: 'Imported' });
    expect((await call('check-in-log', { eventId: imported?.eventId, userId: imported?.userId })).lines).toEqual([
      { at: imported?.at, action: 'check-in', result: 'checked-in', detail: null, by: 'Imported', device: null, deviceName: null, tappedAt: null },
    ]);
    // A class under way now: a check-in moves every screen's figure, and its undo moves them back.
    const [door] = await t.db.query<{ id: number; resident: number }>(
      `INSERT INTO event (building_id, name, event_type, starts_at, ends_at, capacity)
       SELECT m.building_id, 'Door Class', 'fitness', now() - interval '10 minutes', now() + interval '50 minutes', 5
       FROM membership m WHERE m.building_id = $1 LIMIT 1
       RETURNING id, (SELECT resident_id FROM membership WHERE building_id = $1 ORDER BY resident_id LIMIT 1) AS resident`,
      [all[0]],
    );
    await call('rsvp', { eventId: door?.id, userId: door?.resident });
    await call('check-in', { eventId: door?.id, userId: door?.resident });
    const checked = await walkAttendance(t.db, call, all, AFTER_ALL);
    expect(checked.disagreements).toEqual([]);
    expect(checked.attended).toBe(first.attended + 1);
    await call('undo-check-in', { eventId: door?.id, userId: door?.resident });
    const undone = await walkAttendance(t.db, call, all, AFTER_ALL);
    expect(undone.disagreements).toEqual([]);
    expect(undone.attended).toBe(first.attended);
  });

  it('tells when one figure does not follow the check-ins (the walk can fail)', async () => {
    await importDataset(t.db, randomDataset(11), { replace: true });
    const call = await signIn(RANDOM_MANAGER.email, RANDOM_MANAGER.password);
    await t.db.query("UPDATE event SET attended_count = attended_count + 1 WHERE id = (SELECT min(event_id) FROM rsvp WHERE attended)");
    const walk = await walkAttendance(t.db, call, await buildings(), AFTER_ALL);
    expect(walk.disagreements).toContainEqual(expect.stringMatching(/^summary checked in vs roster lines checked in at event/));
  });
});
