// The check-in figures (docs/design/metrics.md, "Figures that check-in data makes possible") on the
// hand-made dataset tests/fixtures/check-in-figures-fixture.ts; every expected number is worked out
import { ANALYTICS_MESSAGES } from '../../server/routes/analytics/analytics-strings.ts';
// by hand in the comments beside it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpCheckInFigures, type FiguresHarness } from '../fixtures/check-in-figures-fixture.ts';

const OCTOBER = { year: 2026, month: 10, asOf: '2026-11-15' } as const;
const NOVEMBER = { year: 2026, month: 11, asOf: '2026-11-15' } as const;
// At-risk residents and the benchmark read windows that asOf alone fixes: they take no month or quarter.
const AS_OF = { asOf: '2026-11-15' } as const;

describe(`check-in figures on ${process.env.TEST_DB}`, () => {
  let h: FiguresHarness;
  beforeAll(async () => {
    h = await setUpCheckInFigures();
  });
  afterAll(() => h.close());

  it('counts no-shows, late cancels, walk-ins and promotions of October, per event by start', async () => {
    const answer = await h.ok('ana', 'no-show-rates', OCTOBER);
    // Oct Yoga: going Amy (came), Bo (no-show), Cy (walk-in); cancelled Di 11 h 59 min before (late)
    // and Ed 12 h 1 min before (not late). Oct 16 Late Class: Di came. Halloween (Oct 31 in New
    // York, Nov 1 in UTC): Amy and Ed (promoted) came. LA Late Oct (Oct 31 in Los Angeles, Nov 1 in
    // UTC): 320 going, 300 came. All ended long before Nov 15.
    expect(answer.events.map((e: { name: string }) => e.name)).toEqual(['Oct Yoga', 'Oct 16 Late Class', 'Halloween', 'LA Late Oct']);
    expect(answer.events[0]).toMatchObject({
      date: '2026-10-05', startTime: '18:00', closed: true, going: 3, checkedIn: 2, noShows: 1, noShowRate: 33.33,
      cancelled: 2, lateCancels: 1, lateCancelRate: 20, walkIns: 1, waitlistPromoted: 0,
    });
    expect(answer.events[2]).toMatchObject({ date: '2026-10-31', startTime: '23:30', going: 2, noShows: 0, waitlistPromoted: 1 });
    expect(answer.events[3]).toMatchObject({ date: '2026-10-31', startTime: '22:00', going: 320, checkedIn: 300, noShows: 20, noShowRate: 6.25 });
    // No-shows 1 + 0 + 0 + 20 = 21 of 3 + 1 + 2 + 320 = 326 going: 6.44 %. Late cancels 1 of 326 + 2
    // cancelled = 328: 0.30 %.
    // The answer's ratings figures are rating-figures.test.ts's.
    const { events: _events, ratings: _ratings, ...totals } = answer;
    expect(totals).toEqual({
      noShowRate: 6.44, noShows: 21, goingClosed: 326, lateCancelRate: 0.3, lateCancels: 1, goingAndCancelled: 328,
      walkIns: 1, waitlistPromoted: 1, eventsTotal: 4,
    });
  });

  it('counts no-shows only of events that ended more than 2 h before the end of asOf', async () => {
    const answer = await h.ok('ana', 'no-show-rates', NOVEMBER);
    // LA Nov 1 (Nov 1 in both zones): 1 of 2 came. Nov Talk A ends 21:59 on asOf (2 h 1 min before
    // midnight): Amy is a no-show. Nov Talk B ends 22:01 (1 h 59 min before): not counted yet.
    expect(answer.events.map((e: { name: string; closed: boolean; noShows: number | null }) => [e.name, e.closed, e.noShows])).toEqual([
      ['LA Nov 1', true, 1],
      ['Nov Talk A', true, 1],
      ['Nov Talk B', false, null],
    ]);
    expect(answer.events[2].noShowRate).toBeNull();
    expect(answer).toMatchObject({ noShowRate: 50, noShows: 2, goingClosed: 4, lateCancelRate: 0, goingAndCancelled: 6 });
    // A day later Nov Talk B is closed too: Cy and Di did not come: 4 of 6.
    expect(await h.ok('ana', 'no-show-rates', { ...NOVEMBER, asOf: '2026-11-16' })).toMatchObject({ noShows: 4, goingClosed: 6, noShowRate: 66.67 });
  });

  it('splits October into new, retained, returning and churned, with the cohorts', async () => {
    // Active in October (local months): Amy, Cy (Oct Yoga), Di (Oct 16), Ed (Halloween), p001-p300
    // (LA Late Oct) = 304. In September: Amy, Bo, Cy = 3. First attendances: Ed, Cy, Di July; Bo,
    // p001-p010 August; Amy September; p011-p300 October.
    const answer = await h.ok('ana', 'retention', OCTOBER);
    expect(answer).toMatchObject({
      active: 304, activePrevious: 3,
      new: 290, // p011-p300
      retained: 2, // Amy, Cy
      returning: 12, // Di, Ed (came in July, stopped, came back), p001-p010 (August)
      churned: 1, // Bo
      retentionRate: 66.67,
    });
    const cohorts = answer.cohorts.map((c: { month: number; users: number; months: { month: number; active: number; share: number | null }[] }) => [
      c.month, c.users, c.months.map((m) => [m.month, m.active, m.share]),
    ]);
    expect(cohorts).toEqual([
      [5, 0, [[6, 0, null], [7, 0, null], [8, 0, null], [9, 0, null], [10, 0, null]]],
      [6, 0, [[7, 0, null], [8, 0, null], [9, 0, null], [10, 0, null]]],
      // Cy, Di, Ed: Aug Cy, Di; Sep Cy; Oct all three.
      [7, 3, [[8, 2, 66.67], [9, 1, 33.33], [10, 3, 100]]],
      // Bo and p001-p010: Sep Bo; Oct p001-p010.
      [8, 11, [[9, 1, 9.09], [10, 10, 90.91]]],
      [9, 1, [[10, 1, 100]]],
      [10, 290, []],
    ]);
  });

  it('keeps retention to the event type, and has no cohorts for a quarter', async () => {
    // Fitness only: Aug Yoga (Bo, Cy, Di), Sep Yoga (Amy, Bo, Cy), Oct Yoga (Amy, Cy).
    const fitness = { active: 2, activePrevious: 3, new: 0, retained: 2, returning: 0, churned: 1, retentionRate: 66.67 };
    expect(await h.ok('ana', 'retention', { ...OCTOBER, eventType: 2 })).toMatchObject(fitness);
    // The same three classes given by one studio: a studio filter reads the RSVPs, with the same answer.
    const [studio] = await h.t.db.query<{ id: number }>("INSERT INTO studio (name) VALUES ('Yoga Loft') RETURNING id");
    await h.t.db.query("UPDATE event SET studio_id = $1 WHERE name IN ('Aug Yoga', 'Sep Yoga', 'Oct Yoga')", [studio!.id]);
    expect(await h.ok('ana', 'retention', { ...OCTOBER, studioId: studio!.id })).toMatchObject(fitness);
    // Q4 against Q3: Q3 active Ed, Cy, Di, Bo, p001-p010, Amy (15); Q4 adds November's Bo and p001.
    // Q4: Amy, Bo, Cy, Di, Ed, p001-p300 = 305; retained Amy, Bo, Cy, Di, Ed, p001-p010 = 15.
    const quarter = await h.ok('ana', 'retention', { year: 2026, quarterly: 4 });
    expect(quarter).toMatchObject({ active: 305, activePrevious: 15, new: 290, retained: 15, returning: 0, churned: 0, cohorts: [] });
  });

  it('lists residents who stopped coming, by building-local days around asOf', async () => {
    // Busy window Jul 19 .. Oct 16, quiet Oct 17 .. Nov 15. Di: Jul 19, Aug 12, Oct 16 (23:30 New
    // York, Oct 17 in UTC); nothing after (Nov Talk B: going, did not come). Cy: Aug 12, Sep 10,
    // Oct 5 (Jul 18 is a day too early). Bo and Amy came on Nov 15 and Oct 31; Ed only twice.
    const answer = await h.ok('ana', 'at-risk', AS_OF);
    expect(answer.residents).toEqual([
      expect.objectContaining({ firstName: 'Di', lastName: 'Small', unitName: 'North', lastAttendance: '2026-10-16', attendances: 3 }),
      expect.objectContaining({ firstName: 'Cy', lastName: 'Small', unitName: 'North', lastAttendance: '2026-10-05', attendances: 3 }),
    ]);
    expect(answer.residents[0].buildingId).toBe(await h.buildingId('Small Tower'));
    // On Oct 19 the quiet window starts Sep 20: Di's Oct 16 and Cy's Oct 5 fall in it.
    const earlier = await h.ok('ana', 'at-risk', { asOf: '2026-10-19' });
    expect(earlier.residents.map((r: { firstName: string }) => r.firstName)).toEqual([]);
  });

  it('benchmarks each building with its interval, percentile and change', async () => {
    const answer = await h.ok('ana', 'benchmark', AS_OF);
    // Nov 15 2026 is a Sunday: its week starts Nov 9; the 12 weeks before are Aug 17 .. Nov 8.
    expect(answer).toMatchObject({ from: '2026-08-17', to: '2026-11-08', previousFrom: '2026-05-25', previousTo: '2026-08-16' });
    expect(answer.buildings.map((b: { name: string }) => b.name)).toEqual(['Big Block', 'Mid Court', 'Small Tower']);
    const [big, mid, small] = answer.buildings;
    // Small Tower: Sep Yoga, Oct Yoga, Oct 16, Halloween. All 5 residents came: 100 %, but the
    // interval of 5 of 5 is wide. Capacity 3 + 3 + 1 + 2 = 9 of 10 + 5 + 10 + 4 = 29 places; 8 of 9
    // came; 1 no-show. The 12 weeks before: Jul 10, 18, 19, Aug 12: Bo, Cy, Di, Ed came (4 of 5), 6
    // of 20 places, all 6 came. Wilson bounds from the formula with z = 1.959964.
    expect(small.capture).toEqual({
      value: 100, numerator: 5, denominator: 5, low: 56.55, high: 100, percentile: 100, previous: 80, change: 20,
    });
    expect(small.capacity).toEqual({
      value: 31.03, numerator: 9, denominator: 29, low: 17.28, high: 49.23, percentile: 0, previous: 30, change: 1.03,
    });
    expect(small.attendedRsvpd).toMatchObject({ value: 88.89, numerator: 8, denominator: 9, low: 56.5, high: 98.01, percentile: 50 });
    expect(small.noShowRate).toMatchObject({ value: 11.11, numerator: 1, denominator: 9, low: 1.99, high: 43.5, percentile: 50, previous: 0 });
    // 4 events in 12 weeks, tied with Mid Court: (1 below + ½ × 1 equal) / 2 = 75.
    expect(small.eventsPerWeek).toEqual({
      value: 0.33, numerator: 4, denominator: 12, low: null, high: null, percentile: 75, previous: 0.33, change: 0,
    });
    // Big Block: LA Aug (10 came), LA Late Oct (300 of 320), LA Nov 1 (1 of 2): 300 of its 500
    // residents: the interval is narrow. Places 332 of 530; 311 of 332 came; 21 no-shows. Nothing before.
    expect(big.capture).toEqual({
      value: 60, numerator: 300, denominator: 500, low: 55.65, high: 64.2, percentile: 50, previous: 0, change: 60,
    });
    expect(big.capacity).toMatchObject({ value: 62.64, low: 58.45, high: 66.66, percentile: 100, previous: null, change: null });
    expect(big.attendedRsvpd).toMatchObject({ value: 93.67, low: 90.52, high: 95.83, percentile: 100 });
    // Lowest no-show rate: the best, percentile 100.
    expect(big.noShowRate).toMatchObject({ value: 6.33, numerator: 21, denominator: 332, low: 4.17, high: 9.48, percentile: 100 });
    expect(big.eventsPerWeek).toMatchObject({ value: 0.25, percentile: 0, previous: 0, change: 0.25 });
    // Mid Court: 4 classes from Aug 17 00:30 Paris (Aug 16 22:30 UTC) on, 1 on Aug 16: Max booked
    // each of the 2 places, never came.
    expect(mid.capture).toMatchObject({ value: 0, numerator: 0, denominator: 2, low: 0, high: 65.76, percentile: 0 });
    expect(mid.capacity).toMatchObject({ value: 50, numerator: 4, denominator: 8, low: 21.52, high: 78.48, percentile: 50, previous: 50, change: 0 });
    expect(mid.noShowRate).toMatchObject({ value: 100, low: 51.01, high: 100, percentile: 0, previous: 100, change: 0 });
    expect(mid.eventsPerWeek).toMatchObject({ value: 0.33, percentile: 75, previous: 0.08, change: 0.25 });
  });

  it('keeps every call to the buildings the caller may see', async () => {
    const far = await h.buildingId('Far House');
    for (const path of ['no-show-rates', 'retention']) {
      expect((await h.call('ana', path, { ...OCTOBER, managerBuildingId: far })).statusCode, path).toBe(403);
    }
    for (const path of ['at-risk', 'benchmark']) {
      expect((await h.call('ana', path, { ...AS_OF, managerBuildingId: far })).statusCode, path).toBe(403);
    }
    // The portfolio benchmark is a manager's: the desk (a building-admin session) is refused it.
    const desk = await h.call('desk', 'benchmark', { ...AS_OF, buildingId: await h.buildingId('Small Tower') });
    expect([desk.statusCode, desk.json().message]).toEqual([403, ANALYTICS_MESSAGES.benchmarkManagersOnly]);
    const ben = await h.ok('ben', 'no-show-rates', OCTOBER);
    expect(ben.events.map((e: { name: string }) => e.name)).toEqual(['London Tea']);
    expect((await h.call('ana', 'at-risk', { asOf: '2026-02-30' })).statusCode).toBe(400);
  });

  it('takes at-risk residents and the benchmark without a period, and refuses one', async () => {
    // The whole body is optional: each building's own today is asOf.
    for (const path of ['at-risk', 'benchmark']) {
      expect((await h.call('ana', path, {})).statusCode, path).toBe(200);
      expect((await h.call('ana', path, OCTOBER)).statusCode, path).toBe(400);
    }
  });
});
