// Schedule breakdown (/schedule-analysis/, /weekday-analysis/) on the hand-built dataset
// (tests/fixtures/analytics-fixture.ts): weekdays and dates in each building's own zone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpAnalytics, type AnalyticsHarness } from '../fixtures/analytics-harness.ts';

const OCTOBER = { year: 2026, month: 10 } as const;
const Q4 = { year: 2026, quarterly: 4 } as const;
const SUNDAY = 1;
const MONDAY = 2;
const TUESDAY = 3;
const THURSDAY = 5;
const FRIDAY = 6;
const SATURDAY = 7;

describe(`analytics: schedule on ${process.env.TEST_DB}`, () => {
  let h: AnalyticsHarness;
  beforeAll(async () => {
    h = await setUpAnalytics();
  });
  afterAll(() => h.close());

  it('seven weekdays, Sunday first, in building-local time', async () => {
    // Mon: Sunset Yoga 4/8, HIIT (capacity 0, counted as an event, not in the %), LA Stretch 1/5 → 5/13
    // = 38.46. Tue: only Cancelled Pilates → nothing. Wed: Book Club 2/3 → 66.67. Thu: LA Mixer (Thu
    // 21:00 in Los Angeles, Friday in UTC) 3/4 → 75. Sat: Halloween (Sat 23:30 New York, Sunday in UTC)
    // 3/6 → 50.
    expect(await h.ok('ana', 'schedule-analysis', OCTOBER)).toEqual([
      { weekday: SUNDAY, specific: 0, cPercent: null },
      { weekday: MONDAY, specific: 3, cPercent: 38.46 },
      { weekday: TUESDAY, specific: 0, cPercent: null },
      { weekday: 4, specific: 1, cPercent: 66.67 },
      { weekday: THURSDAY, specific: 1, cPercent: 75 },
      { weekday: FRIDAY, specific: 0, cPercent: null },
      { weekday: SATURDAY, specific: 1, cPercent: 50 },
    ]);
  });

  it('a quarter, an event type and a building admin', async () => {
    // Q4 adds Tuesdays Nov Yoga 2/5, Dec Yoga 1/10, Dec Social 1/4 → 4/19 = 21.05; and Thursday LA New
    // Year 2/2 → Thu 5/6 = 83.33.
    const q4 = await h.ok('ana', 'schedule-analysis', Q4);
    expect(q4[TUESDAY - 1]).toEqual({ weekday: TUESDAY, specific: 3, cPercent: 21.05 });
    expect(q4[THURSDAY - 1]).toEqual({ weekday: THURSDAY, specific: 2, cPercent: 83.33 });
    expect(q4.map((row: { specific: number }) => row.specific)).toEqual([0, 3, 3, 1, 2, 0, 1]);
    // Social in October: Book Club (Wed), LA Mixer (Thu), Halloween (Sat).
    const social = await h.ok('ana', 'schedule-analysis', { ...OCTOBER, eventType: 1 });
    expect(social.map((row: { specific: number }) => row.specific)).toEqual([0, 0, 0, 1, 1, 0, 1]);
    // Harbor Lofts: Mon Sunset Yoga 4/8 and HIIT → 50; Wed 66.67; Sat 50.
    expect(await h.ok('desk', 'schedule-analysis', OCTOBER)).toEqual([
      { weekday: SUNDAY, specific: 0, cPercent: null },
      { weekday: MONDAY, specific: 2, cPercent: 50 },
      { weekday: TUESDAY, specific: 0, cPercent: null },
      { weekday: 4, specific: 1, cPercent: 66.67 },
      { weekday: THURSDAY, specific: 0, cPercent: null },
      { weekday: FRIDAY, specific: 0, cPercent: null },
      { weekday: SATURDAY, specific: 1, cPercent: 50 },
    ]);
  });

  it('per-date list of one weekday, dates in the building\'s zone', async () => {
    // Mondays: Oct 5 Sunset Yoga 4/8 = 50; Oct 12 HIIT (capacity 0) → null; Oct 26 LA Stretch 1/5 = 20.
    expect(await h.ok('ana', 'weekday-analysis', { ...OCTOBER, weekday: MONDAY })).toEqual([
      { date: '2026-10-05', specific: 1, cPercent: 50 },
      { date: '2026-10-12', specific: 1, cPercent: null },
      { date: '2026-10-26', specific: 1, cPercent: 20 },
    ]);
    // LA Mixer is Thursday 2026-10-01 in Los Angeles (Oct 2 in UTC).
    expect(await h.ok('ana', 'weekday-analysis', { ...OCTOBER, weekday: THURSDAY })).toEqual([
      { date: '2026-10-01', specific: 1, cPercent: 75 },
    ]);
    // Halloween is Saturday 2026-10-31 in New York (Nov 1 in UTC).
    expect(await h.ok('ana', 'weekday-analysis', { ...OCTOBER, weekday: SATURDAY })).toEqual([
      { date: '2026-10-31', specific: 1, cPercent: 50 },
    ]);
    expect(await h.ok('ana', 'weekday-analysis', { ...OCTOBER, weekday: FRIDAY })).toEqual([]);
    expect(await h.ok('ana', 'weekday-analysis', { ...OCTOBER, weekday: TUESDAY })).toEqual([]);
    // Q4 Thursdays: LA Mixer and LA New Year (Dec 31 in Los Angeles, 2027 in UTC).
    expect(await h.ok('ana', 'weekday-analysis', { ...Q4, weekday: THURSDAY })).toEqual([
      { date: '2026-10-01', specific: 1, cPercent: 75 },
      { date: '2026-12-31', specific: 1, cPercent: 100 },
    ]);
  });

  it('per-date list for a company: its building\'s events', async () => {
    expect(await h.ok('ana', 'weekday-analysis', { ...OCTOBER, weekday: MONDAY, unitId: h.ids.unit.c1 })).toEqual([
      { date: '2026-10-26', specific: 1, cPercent: 20 },
    ]);
  });
});
