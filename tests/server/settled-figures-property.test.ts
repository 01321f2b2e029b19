// Settled events (docs/design/metrics.md, "attended of RSVPed"): over any period, attended of RSVPed counts the
// same events as the no-show rate, those that ended more than 2 h before asOf's end of day, so the
// two add up to 100. A property over seeded random datasets (tests/support/random-dataset.ts), each
// with a few periods and asOf days, checked against a count from the RSVP rows themselves; the
// portfolio benchmark's two figures likewise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDataset } from '../../server/import/import-dataset.ts';
import { Random } from '../../server/demo/random.ts';
import { RANDOM_MANAGER, randomDataset } from '../support/random-dataset.ts';
import { authHeader, createTestApp, login, type TestApp } from '../support/test-app.ts';

const DATASETS = 12;
const CASES_PER_DATASET = 3;
const PERIODS = [
  { year: 2026, month: 9 }, { year: 2026, month: 10 }, { year: 2026, month: 11 }, { year: 2026, month: 12 },
  { year: 2026, quarterly: 3 }, { year: 2026, quarterly: 4 },
] as const;
// From before the datasets' first event to after their last; the days around month ends included.
const AS_OF_DAYS = ['2026-08-31', '2026-09-30', '2026-10-01', '2026-10-15', '2026-10-31', '2026-11-01', '2026-11-20', '2026-11-30', '2026-12-31', '2027-01-01', '2027-02-01'];

/** Going RSVPs and check-ins of the events in the period, not cancelled, settled as of asOf: from the rows. */
const FROM_ROWS = `
  SELECT count(r.id)::int AS going, count(r.id) FILTER (WHERE r.checked_in_at IS NOT NULL)::int AS attended
  FROM event e JOIN building b ON b.id = e.building_id JOIN rsvp r ON r.event_id = e.id AND r.status = 'going'
  WHERE NOT e.cancelled
    AND (e.starts_at AT TIME ZONE b.time_zone)::date BETWEEN $1::date AND $2::date
    AND e.ends_at + interval '2 hours' < (($3::date + 1)::timestamp AT TIME ZONE b.time_zone)`;

function periodDays(period: (typeof PERIODS)[number]): [string, string] {
  const [first, last] = 'month' in period ? [period.month, period.month] : [period.quarterly * 3 - 2, period.quarterly * 3];
  const lastDay = new Date(Date.UTC(period.year, last, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return [`${period.year}-${pad(first)}-01`, `${period.year}-${pad(last)}-${pad(lastDay)}`];
}

describe(`attended of RSVPed + no-show rate = 100 over the same settled events, on ${process.env.TEST_DB}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(`holds on ${DATASETS} random datasets, ${CASES_PER_DATASET} periods and days each`, async () => {
    const rng = new Random(44);
    let withFigure = 0;
    for (let seed = 1; seed <= DATASETS; seed++) {
      await importDataset(t.db, randomDataset(1000 + seed), { replace: true });
      const token = await login(t.app, RANDOM_MANAGER.email, RANDOM_MANAGER.password);
      const ok = async (path: string, body: object) => {
        const response = await t.app.inject({ method: 'POST', url: `/api/building-manager/${path}/`, headers: authHeader(token), payload: body });
        expect(response.statusCode, `${path} ${JSON.stringify(body)} ${response.body}`).toBe(200);
        return response.json();
      };
      for (let n = 0; n < CASES_PER_DATASET; n++) {
        const period = rng.pick(PERIODS);
        const asOf = rng.pick(AS_OF_DAYS);
        const where = `dataset ${1000 + seed}, ${JSON.stringify(period)}, asOf ${asOf}`;
        const attended = await ok('attended-rsvpd', { ...period, asOf });
        const noShows = await ok('no-show-rates', { ...period, asOf });
        const [rows] = await t.db.query<{ going: number; attended: number }>(FROM_ROWS, [...periodDays(period), asOf]);
        expect({ rsvps: attended.rsvps, attendees: attended.attendees, goingClosed: noShows.goingClosed, noShows: noShows.noShows }, where).toEqual({
          rsvps: rows?.going, attendees: rows?.attended, goingClosed: rows?.going, noShows: (rows?.going ?? 0) - (rows?.attended ?? 0),
        });
        if (attended.rsvps === 0) {
          expect([attended.attendedRsvpd, noShows.noShowRate], where).toEqual([null, null]);
          continue;
        }
        withFigure += 1;
        // Each is rounded half away from zero, once: exactly 100, unless both land on a half (then 100.01).
        expect(Math.abs(attended.attendedRsvpd + noShows.noShowRate - 100), where).toBeLessThanOrEqual(0.0100001);
      }
      // The benchmark's 12 weeks (before asOf's week): per building, the same two figures over the same events.
      const benchmark = await ok('benchmark', { asOf: '2027-01-04' });
      for (const building of benchmark.buildings as { name: string; attendedRsvpd: { numerator: number; denominator: number; value: number | null }; noShowRate: { numerator: number; denominator: number; value: number | null } }[]) {
        expect(building.attendedRsvpd.denominator, building.name).toBe(building.noShowRate.denominator);
        expect(building.attendedRsvpd.numerator + building.noShowRate.numerator, building.name).toBe(building.noShowRate.denominator);
        if (building.attendedRsvpd.value !== null) expect(Math.abs((building.attendedRsvpd.value) + (building.noShowRate.value ?? 0) - 100)).toBeLessThanOrEqual(0.0100001);
      }
    }
    // Not a property of nothing: most cases had settled events.
    expect(withFigure).toBeGreaterThan(DATASETS);
  });
});
