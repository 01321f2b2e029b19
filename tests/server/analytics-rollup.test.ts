// resident_first_attendance (migration 007) answers recurrentUsers; it must stay exact whatever
// happens to RSVPs and events. Each step changes the hand-built dataset
// (tests/fixtures/analytics-fixture.ts) as the app or an import would, then checks the figure and that
// the rollup equals a recomputation from scratch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpAnalytics, type AnalyticsHarness } from '../fixtures/analytics-harness.ts';

const OCTOBER = { year: 2026, month: 10 } as const;

const FROM_SCRATCH = `
  SELECT r.resident_id, e.building_id, min(e.starts_at) AS first_start
  FROM rsvp r JOIN event e ON e.id = r.event_id
  WHERE r.attended AND NOT r.cancelled AND NOT e.cancelled
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
  };
  const lateSep = "(SELECT id FROM event WHERE name = 'Late Sep Social')";
  const person = (email: string) => `(SELECT id FROM resident WHERE email = '${email}')`;

  it('starts exact after the import', async () => {
    // Lee attended Late Sep Social (September in New York); Mia was a no-show there.
    expect(await recurrent()).toBe(1);
    await rollupIsExact();
  });

  it('follows check-ins and cancelled RSVPs', async () => {
    await sql(`UPDATE rsvp SET attended = true WHERE event_id = ${lateSep} AND resident_id = ${person('mia@example.com')}`);
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
    await sql(`INSERT INTO rsvp (event_id, resident_id, attended) VALUES (${lateSep}, ${person('lee@example.com')}, true)`);
    expect(await recurrent()).toBe(1);
    await rollupIsExact();
    // Raj (joined Oct 10) attended Halloween; an attendance in August makes him recurrent too.
    await sql(
      `INSERT INTO event (building_id, venue_id, name, event_type, starts_at, ends_at, capacity)
       SELECT building_id, venue_id, 'August Social', 'social', '2026-08-01 18:00-04', '2026-08-01 19:00-04', 5 FROM event WHERE id = ${lateSep}`,
    );
    await sql(`INSERT INTO rsvp (event_id, resident_id, attended) SELECT id, ${person('raj@example.com')}, true FROM event WHERE name = 'August Social'`);
    expect(await recurrent()).toBe(2);
    await rollupIsExact();
  });

  it('follows deleted events and residents', async () => {
    await sql(`DELETE FROM event WHERE name = 'August Social'`);
    expect(await recurrent()).toBe(1);
    await rollupIsExact();
    await sql(`DELETE FROM resident WHERE email = 'lee@example.com'`);
    expect(await recurrent()).toBe(0);
    await rollupIsExact();
  });
});
