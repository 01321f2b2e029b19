// The ratings figures (docs/design/metrics.md, "Ratings") against a dataset worked out by hand: the
// rating response rate with its Wilson interval and the mean rating with its count, for a period
// (no-show-rates/, the Analytics page) and per building (benchmark/, the Portfolio page).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../server/auth/access-token.ts';
import type { Queryable } from '../../server/db/database.ts';
import { insertLocalEvent } from '../support/local-time.ts';
import { createBuilding, createManager, createResident, createTestApp, type TestApp } from '../support/test-app.ts';

interface Figures {
  responseRate: number | null;
  responded: number;
  attendees: number;
  low: number | null;
  high: number | null;
  meanRating: number | null;
  ratings: number;
}

describe(`ratings figures on ${process.env.TEST_DB}`, () => {
  let t: TestApp;
  let manager = 0;
  const buildings = { aster: 0, birch: 0 };

  /** An event of `buildingId` on a local day 10:00-11:00, each `[resident, checked in, stars]`. */
  async function event(db: Queryable, buildingId: number, day: string, rsvps: Array<[number, boolean, number | null]>, cancelled = false) {
    const id = await insertLocalEvent(db, { buildingId, name: `Event ${day}`, start: `${day} 10:00`, end: `${day} 11:00`, cancelled });
    for (const [resident, checkedIn, stars] of rsvps) {
      await db.query(
        `INSERT INTO rsvp (event_id, resident_id, status, checked_in_at, rating)
         SELECT $1, $2, 'going', CASE WHEN $3::boolean THEN starts_at END, $4 FROM event WHERE id = $1`,
        [id, resident, checkedIn, stars],
      );
    }
  }

  async function call(path: string, body: object): Promise<Record<string, unknown>> {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/building-manager/${path}/`,
      headers: { authorization: `JWT ${signAccessToken(t.app, { id: manager, role: 'manager', tokenVersion: 0 })}` },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t;
    buildings.aster = await createBuilding(db, { name: 'Aster', timeZone: 'America/New_York' });
    buildings.birch = await createBuilding(db, { name: 'Birch', timeZone: 'America/New_York' });
    manager = await createManager(db, { email: 'mgr@example.com', password: 'Password-123', buildingIds: [buildings.aster, buildings.birch] });
    const r: number[] = [];
    for (let i = 1; i <= 6; i++) r.push(await createResident(db, { email: `r${i}@example.com` }));
    const s: number[] = [];
    for (let i = 1; i <= 3; i++) s.push(await createResident(db, { email: `s${i}@example.com` }));
    for (const id of r) await db.query('INSERT INTO membership (resident_id, building_id) VALUES ($1, $2)', [id, buildings.aster]);
    for (const id of s) await db.query('INSERT INTO membership (resident_id, building_id) VALUES ($1, $2)', [id, buildings.birch]);
    const [r1, r2, r3, r4, r5, r6] = r as [number, number, number, number, number, number];
    const [s1, s2, s3] = s as [number, number, number];
    // Aster, February 2026 (asOf 2026-02-28: "now" is the end of that day, a week before is 22 Feb).
    // Feb 3: 4 attendees (r5 a no-show), rated 5 and 4: counted (ended over a week ago).
    await event(db, buildings.aster, '2026-02-03', [[r1, true, 5], [r2, true, 4], [r3, true, null], [r4, true, null], [r5, false, null]]);
    // Feb 10: 2 attendees, no rating: counted (over a week ago), 0 of 2.
    await event(db, buildings.aster, '2026-02-10', [[r1, true, null], [r2, true, null]]);
    // Feb 26: within the week but rated: counted, 1 of 3.
    await event(db, buildings.aster, '2026-02-26', [[r1, true, null], [r2, true, null], [r3, true, 3]]);
    // Feb 27: within the week, no rating yet: not counted for the rate (its raters still have time).
    await event(db, buildings.aster, '2026-02-27', [[r1, true, null], [r2, true, null]]);
    // Jan 20: another period (the benchmark's weeks hold it): 1 of 1, rated 1.
    await event(db, buildings.aster, '2026-01-20', [[r1, true, 1]]);
    // A cancelled event counts nowhere.
    await event(db, buildings.aster, '2026-02-05', [[r6, true, 1]], true);
    // Birch, Feb 12: 3 attendees, one rated 2.
    await event(db, buildings.birch, '2026-02-12', [[s1, true, 2], [s2, true, null], [s3, true, null]]);
  });
  afterAll(() => t?.close());

  it('per period: response rate over the counted events with its Wilson interval, mean over every rating', async () => {
    const answer = await call('no-show-rates', { year: 2026, month: 2, asOf: '2026-02-28' });
    // Aster 2 + 0 + 1 of 4 + 2 + 3, Birch 1 of 3: 4 of 12 = 33.33 %; Wilson(4, 12) = 13.81 .. 60.94.
    // Ratings 5, 4, 3 (Aster, Feb) and 2 (Birch): 14 / 4 = 3.5.
    expect(answer.ratings).toEqual<Figures>({ responseRate: 33.33, responded: 4, attendees: 12, low: 13.81, high: 60.94, meanRating: 3.5, ratings: 4 });
    const aster = await call('no-show-rates', { year: 2026, month: 2, asOf: '2026-02-28', managerBuildingId: buildings.aster });
    // 3 of 9 = 33.33 %; Wilson(3, 9) = 12.06 .. 64.58; (5 + 4 + 3) / 3 = 4.
    expect(aster.ratings).toEqual<Figures>({ responseRate: 33.33, responded: 3, attendees: 9, low: 12.06, high: 64.58, meanRating: 4, ratings: 3 });
  });

  it('a week later the unrated event counts too', async () => {
    const answer = await call('no-show-rates', { year: 2026, month: 2, asOf: '2026-03-07', managerBuildingId: buildings.aster });
    // Feb 27 now counts: 3 of 11 = 27.27 %.
    expect(answer.ratings).toMatchObject({ responseRate: 27.27, responded: 3, attendees: 11, meanRating: 4, ratings: 3 });
  });

  it('a period without attendees or ratings has null figures, not zero', async () => {
    const answer = await call('no-show-rates', { year: 2025, month: 6, asOf: '2025-06-30' });
    expect(answer.ratings).toEqual<Figures>({ responseRate: null, responded: 0, attendees: 0, low: null, high: null, meanRating: null, ratings: 0 });
  });

  it("per building over the benchmark's 12 weeks (1 Dec to 22 Feb for asOf 28 Feb)", async () => {
    const answer = await call('benchmark', { asOf: '2026-02-28' });
    const byName = Object.fromEntries((answer.buildings as Array<{ name: string; ratings: Figures }>).map((b) => [b.name, b.ratings]));
    // Aster: Feb 3 (2 of 4), Feb 10 (0 of 2), Jan 20 (1 of 1) = 3 of 7 = 42.86 %; Wilson(3, 7) = 15.82 .. 74.95;
    // mean (5 + 4 + 1) / 3 = 3.33. Feb 26 and 27 fall in asOf's week, outside the 12.
    expect(byName.Aster).toEqual<Figures>({ responseRate: 42.86, responded: 3, attendees: 7, low: 15.82, high: 74.95, meanRating: 3.33, ratings: 3 });
    // Birch: 1 of 3 = 33.33 %; Wilson(1, 3) = 6.15 .. 79.23; mean 2.
    expect(byName.Birch).toEqual<Figures>({ responseRate: 33.33, responded: 1, attendees: 3, low: 6.15, high: 79.23, meanRating: 2, ratings: 1 });
  });
});
