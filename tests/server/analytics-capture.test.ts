// Capture %, Capacity % and attended of RSVPed (/capture-percentage/, /capture-growth/,
// /attended-rsvpd/) on the hand-built dataset (tests/fixtures/analytics-fixture.ts); figures worked
// out by hand (docs/design/metrics.md, "Period figures"; rounded half away from zero, once).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpAnalytics, type AnalyticsHarness } from '../fixtures/analytics-harness.ts';

// asOf fixes "now" (docs/design/metrics.md): after the dataset's last event, every event is settled and every
// month has begun, whatever today's date.
const AFTER_ALL = '2027-01-15';
const OCTOBER = { year: 2026, month: 10, asOf: AFTER_ALL } as const;
const Q4 = { year: 2026, quarterly: 4, asOf: AFTER_ALL } as const;

describe(`analytics: capture and capacity on ${process.env.TEST_DB}`, () => {
  let h: AnalyticsHarness;
  beforeAll(async () => {
    h = await setUpAnalytics();
  });
  afterAll(() => h.close());

  it('capture % of a month: attending users over users who had joined by its last day', async () => {
    // 6 attended (Lee, Mia, Raj, Tom, Aiko, Ken); 7 had joined by Oct 31 (all but Zoe, who joined Nov 5):
    // 600/7 = 85.714… → 85.71.
    expect(await h.ok('ana', 'capture-percentage', OCTOBER)).toEqual({ capture: 85.71 });
    // Fitness: Lee, Mia, Raj, Aiko → 400/7 = 57.142… → 57.14.
    expect(await h.ok('ana', 'capture-percentage', { ...OCTOBER, eventType: 2 })).toEqual({ capture: 57.14 });
    // Acme (Aiko, Dana): Aiko → 50.
    expect(await h.ok('ana', 'capture-percentage', { ...OCTOBER, unitId: h.ids.unit.c1 })).toEqual({ capture: 50 });
    // Harbor Lofts: Lee, Mia, Raj, Tom of Lee, Mia, Raj, Tom → 100.
    expect(await h.ok('desk', 'capture-percentage', OCTOBER)).toEqual({ capture: 100 });
  });

  it('capture % of a quarter, with each of its months oldest first', async () => {
    // Q4: all 8 users attended something, all 8 joined by Dec 31 → 100.
    // October 85.71 as above; November: Zoe and Lee of 8 (Zoe joined Nov 5) → 25;
    // December: Lee, Dana, Aiko (LA New Year is Dec 31 in Los Angeles) of 8 → 37.5.
    expect(await h.ok('ana', 'capture-percentage', Q4)).toEqual({
      capture: 100,
      months: [
        { year: 2026, month: 10, capture: 85.71 },
        { year: 2026, month: 11, capture: 25 },
        { year: 2026, month: 12, capture: 37.5 },
      ],
    });
  });

  it('capture % for one studio', async () => {
    // Flow Yoga: October Lee, Mia, Raj of 7 → 42.857… → 42.86; November Zoe, Lee of 8 → 25;
    // December Lee of 8 → 12.5; the quarter Lee, Mia, Raj, Zoe of 8 → 50.
    expect(await h.ok('ana', 'capture-percentage', { ...Q4, studioId: h.ids.studio.s1 })).toEqual({
      capture: 50,
      months: [
        { year: 2026, month: 10, capture: 42.86 },
        { year: 2026, month: 11, capture: 25 },
        { year: 2026, month: 12, capture: 12.5 },
      ],
    });
  });

  it('capture % is null when nobody had joined', async () => {
    expect(await h.ok('ana', 'capture-percentage', { year: 2024, month: 10 })).toEqual({ capture: null });
    expect(await h.ok('ana', 'capture-percentage', { year: 2024, quarterly: 4 })).toEqual({
      capture: null,
      months: [
        { year: 2024, month: 10, capture: null },
        { year: 2024, month: 11, capture: null },
        { year: 2024, month: 12, capture: null },
      ],
    });
  });

  it('capture & growth: capacity over events with a known capacity, the venues, each month', async () => {
    const venues = [
      { id: h.ids.venue.v2, name: 'Gym', buildingName: 'Harbor Lofts' },
      { id: h.ids.venue.v3, name: 'Lounge', buildingName: 'Sunset Works' },
      { id: h.ids.venue.v1, name: 'Rooftop', buildingName: 'Harbor Lofts' },
    ];
    // October: Sunset Yoga 4/8, Book Club 2/3, Halloween 3/6, LA Mixer 3/4, LA Stretch 1/5; HIIT
    // (capacity 0) is left out of both sums: 13/26 → 50.
    expect(await h.ok('ana', 'capture-growth', OCTOBER)).toEqual({
      capacity: 50,
      capture: 85.71,
      venues,
      months: [{ year: 2026, month: 10, capture: 85.71, capacity: 50 }],
    });
    // Q4 adds Nov Yoga 2/5, Dec Yoga 1/10, Dec Social 1/4, LA New Year 2/2: 19/47 = 40.425… → 40.43.
    // November 2/5 = 40; December 4/16 = 25.
    expect(await h.ok('ana', 'capture-growth', Q4)).toEqual({
      capacity: 40.43,
      capture: 100,
      venues,
      months: [
        { year: 2026, month: 10, capture: 85.71, capacity: 50 },
        { year: 2026, month: 11, capture: 25, capacity: 40 },
        { year: 2026, month: 12, capture: 37.5, capacity: 25 },
      ],
    });
  });

  it('capture & growth: a venue narrows capacity only', async () => {
    // Rooftop: Sunset Yoga 4/8, Book Club 2/3, Halloween 3/6 → 9/17 = 52.941… → 52.94; Nov Yoga 2/5;
    // no Rooftop event in December → null. Q4: 11/22 = 50.
    const rooftop = { venueId: h.ids.venue.v1 };
    expect(await h.ok('ana', 'capture-growth', { ...Q4, ...rooftop })).toMatchObject({
      capacity: 50,
      capture: 100,
      months: [
        { year: 2026, month: 10, capture: 85.71, capacity: 52.94 },
        { year: 2026, month: 11, capture: 25, capacity: 40 },
        { year: 2026, month: 12, capture: 37.5, capacity: null },
      ],
    });
    // Gym in October holds only HIIT, capacity 0: unknown → null.
    expect(await h.ok('ana', 'capture-growth', { ...OCTOBER, venueId: h.ids.venue.v2 })).toMatchObject({ capacity: null, capture: 85.71 });
  });

  it('capture & growth for a company and for a building admin', async () => {
    // Acme Corp: its building's events (LA Mixer 3/4, LA Stretch 1/5 → 4/9 = 44.44), its users' capture 50.
    expect(await h.ok('ana', 'capture-growth', { ...OCTOBER, managerBuildingId: h.ids.building.b2, unitId: h.ids.unit.c1 })).toEqual({
      capacity: 44.44,
      capture: 50,
      venues: [{ id: h.ids.venue.v3, name: 'Lounge', buildingName: 'Sunset Works' }],
      months: [{ year: 2026, month: 10, capture: 50, capacity: 44.44 }],
    });
    // Harbor Lofts: 4/8, 2/3, 3/6 → 9/17 → 52.94.
    expect(await h.ok('desk', 'capture-growth', OCTOBER)).toEqual({
      capacity: 52.94,
      capture: 100,
      venues: [
        { id: h.ids.venue.v2, name: 'Gym', buildingName: 'Harbor Lofts' },
        { id: h.ids.venue.v1, name: 'Rooftop', buildingName: 'Harbor Lofts' },
      ],
      months: [{ year: 2026, month: 10, capture: 100, capacity: 52.94 }],
    });
  });

  it('attended of RSVPed: Σ attendees over Σ RSVPs of the events in scope', async () => {
    // October: attended 3 + 1 + 2 + 2 + 2 + 1 = 11 of 15 RSVPs → 73.333… → 73.33.
    expect(await h.ok('ana', 'attended-rsvpd', OCTOBER)).toEqual({ attendedRsvpd: 73.33, attendees: 11, rsvps: 15 });
    // Q4: 11 + 2 + 1 + 1 + 2 = 17 of 21 → 80.952… → 80.95.
    expect(await h.ok('ana', 'attended-rsvpd', Q4)).toEqual({ attendedRsvpd: 80.95, attendees: 17, rsvps: 21 });
    // Fitness in October: Sunset Yoga 3/4, HIIT 1/2, LA Stretch 1/1 → 5/7 = 71.428… → 71.43.
    expect(await h.ok('ana', 'attended-rsvpd', { ...OCTOBER, eventType: 2 })).toEqual({ attendedRsvpd: 71.43, attendees: 5, rsvps: 7 });
    // Social in October: Book Club 2/2, Halloween 2/3, LA Mixer 2/3 → 6/8 = 75.
    expect(await h.ok('ana', 'attended-rsvpd', { ...OCTOBER, eventType: 1 })).toEqual({ attendedRsvpd: 75, attendees: 6, rsvps: 8 });
    // Studio Flow Yoga: Sunset Yoga 3/4, HIIT 1/2 → 4/6 = 66.666… → 66.67.
    expect(await h.ok('ana', 'attended-rsvpd', { ...OCTOBER, studioId: h.ids.studio.s1 })).toEqual({ attendedRsvpd: 66.67, attendees: 4, rsvps: 6 });
    // A company filter narrows users, not events: LA Mixer 2/3 and LA Stretch 1/1 → 3/4 = 75.
    expect(await h.ok('ana', 'attended-rsvpd', { ...OCTOBER, unitId: h.ids.unit.c1 })).toEqual({ attendedRsvpd: 75, attendees: 3, rsvps: 4 });
    expect(await h.ok('ana', 'attended-rsvpd', { year: 2024, month: 10 })).toEqual({ attendedRsvpd: null, attendees: 0, rsvps: 0 });
  });

  it('attended of RSVPed counts settled events only, the same ones as the no-show rate: the two add up to 100', async () => {
    const both = async (asOf: string) => {
      const attended = await h.ok('ana', 'attended-rsvpd', { ...Q4, asOf });
      const noShows = await h.ok('ana', 'no-show-rates', { ...Q4, asOf });
      return { attended, noShows: { rate: noShows.noShowRate, noShows: noShows.noShows, going: noShows.goingClosed } };
    };
    // Nov 9: October's events only (Halloween ended Nov 1 01:00), 11 of 15; Nov Yoga is yet to come.
    expect(await both('2026-11-09')).toEqual({
      attended: { attendedRsvpd: 73.33, attendees: 11, rsvps: 15 },
      noShows: { rate: 26.67, noShows: 4, going: 15 },
    });
    // Nov 10: Nov Yoga (ends 19:00) ended more than 2 h before the day's end: 13 of 17.
    expect(await both('2026-11-10')).toEqual({
      attended: { attendedRsvpd: 76.47, attendees: 13, rsvps: 17 },
      noShows: { rate: 23.53, noShows: 4, going: 17 },
    });
    // Dec 31: LA New Year ends 23:00 in Los Angeles, 1 h before the day's end: not settled. 15 of 19.
    expect(await both('2026-12-31')).toEqual({
      attended: { attendedRsvpd: 78.95, attendees: 15, rsvps: 19 },
      noShows: { rate: 21.05, noShows: 4, going: 19 },
    });
    // Before anything in the quarter ended: no figure, not 0.
    expect(await both('2026-09-30')).toEqual({ attended: { attendedRsvpd: null, attendees: 0, rsvps: 0 }, noShows: { rate: null, noShows: 0, going: 0 } });
  });

  it('a month not yet begun has no Capture % ("not yet"), not 0; Capacity % stays', async () => {
    // Nov 30: December has not begun. October and November as above; the quarter has begun.
    expect(await h.ok('ana', 'capture-percentage', { ...Q4, asOf: '2026-11-30' })).toEqual({
      capture: 100,
      months: [
        { year: 2026, month: 10, capture: 85.71 },
        { year: 2026, month: 11, capture: 25 },
        { year: 2026, month: 12, capture: null },
      ],
    });
    // Dec 1 (building-local): December has begun.
    expect((await h.ok('ana', 'capture-percentage', { ...Q4, asOf: '2026-12-01' })).months).toContainEqual({ year: 2026, month: 12, capture: 37.5 });
    expect(await h.ok('ana', 'capture-growth', { ...Q4, asOf: '2026-11-30' })).toMatchObject({
      capture: 100,
      months: [
        { year: 2026, month: 10, capture: 85.71, capacity: 50 },
        { year: 2026, month: 11, capture: 25, capacity: 40 },
        { year: 2026, month: 12, capture: null, capacity: 25 },
      ],
    });
    // A quarter not yet begun: no figure for it or its months.
    expect(await h.ok('ana', 'capture-percentage', { ...Q4, asOf: '2026-09-30' })).toEqual({
      capture: null,
      months: [
        { year: 2026, month: 10, capture: null },
        { year: 2026, month: 11, capture: null },
        { year: 2026, month: 12, capture: null },
      ],
    });
  });
});
