import { describe, expect, it } from 'vitest';
import { validateDataset } from '../import/validate-dataset.ts';
import { DEMO_BUILDING_ADMIN, DEMO_MANAGER } from './demo-accounts.ts';
import { DEMO_IMAGE_NAMES } from './demo-content.ts';
import { generateDemoDataset } from './generate-demo-dataset.ts';

const TODAY = new Date('2026-05-15T12:00:00Z');
const dataset = generateDemoDataset({ seed: 2026, scale: 1, today: TODAY });
const allRsvps = dataset.events.flatMap((e) => e.rsvps.map((r) => ({ ...r, event: e })));

describe('generateDemoDataset', () => {
  it('is deterministic: the same seed and day give the same JSON, another seed another', () => {
    const again = generateDemoDataset({ seed: 2026, scale: 1, today: TODAY });
    expect(JSON.stringify(again)).toBe(JSON.stringify(dataset));
    const other = generateDemoDataset({ seed: 7, scale: 1, today: TODAY });
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(dataset));
  });

  it('produces a valid dataset', () => {
    expect(validateDataset(dataset)).toEqual([]);
  });

  it('has at least four buildings of both types in two zones, with the feature flags varied', () => {
    const { buildings } = dataset;
    expect(buildings.length).toBeGreaterThanOrEqual(4);
    expect(new Set(buildings.map((b) => b.type))).toEqual(new Set(['RESIDENTIAL', 'COMMERCIAL']));
    expect(new Set(buildings.map((b) => b.timeZone))).toEqual(new Set(['America/New_York', 'America/Los_Angeles']));
    expect(buildings.filter((b) => !b.dashboardAccess).map((b) => b.name)).toEqual(['Cedar Court']);
    expect(buildings.filter((b) => b.amenityMembership).map((b) => b.name)).toEqual(['Harbor Lofts']);
    expect(buildings.find((b) => b.name === 'Harbor Lofts')?.units.map((u) => u.name)).toEqual([
      'Tower A', 'Tower B', 'Garden Wing',
    ]);
    for (const b of buildings) expect(b.venues.length).toBeGreaterThan(0);
  });

  it('creates the two demo accounts: the manager of every building and the Harbor Lofts front desk', () => {
    expect(dataset.managers).toEqual([
      expect.objectContaining({ ...DEMO_MANAGER, buildings: dataset.buildings.map((b) => b.key) }),
    ]);
    const harbor = dataset.buildings.find((b) => b.name === 'Harbor Lofts');
    expect(dataset.buildingAdmins).toEqual([expect.objectContaining({ ...DEMO_BUILDING_ADMIN, building: harbor?.key })]);
  });

  it('has about 600 users who joined over the last two years, more of them recently', () => {
    expect(dataset.users).toHaveLength(600);
    const joined = dataset.users.map((u) => u.joiningDate).sort();
    expect(joined[0]! >= '2024-05-15').toBe(true);
    expect(joined.at(-1)! <= '2026-05-15').toBe(true);
    const lastYear = joined.filter((d) => d >= '2025-05-15').length;
    expect(lastYear).toBeGreaterThan(600 - lastYear);
    expect(dataset.users.every((u) => u.memberships.length >= 1 && u.memberships[0]?.unit)).toBe(true);
  });

  it('runs events from 13 months back to 1 month ahead, several on some days, a few cancelled', () => {
    const starts = dataset.events.map((e) => e.start).sort();
    expect(starts[0]! >= '2025-04-15' && starts[0]! < '2025-04-22').toBe(true);
    expect(starts.at(-1)! > '2026-06-08' && starts.at(-1)! < '2026-06-16').toBe(true);
    const perBuildingDay = new Map<string, number>();
    for (const e of dataset.events) {
      const key = `${e.building} ${e.start.slice(0, 10)}`;
      perBuildingDay.set(key, (perBuildingDay.get(key) ?? 0) + 1);
    }
    expect(Math.max(...perBuildingDay.values())).toBeGreaterThanOrEqual(3);
    expect(new Set(dataset.events.map((e) => e.type))).toEqual(new Set(['social', 'fitness']));
    const cancelled = dataset.events.filter((e) => e.cancelled).length;
    expect(cancelled).toBeGreaterThan(0);
    expect(cancelled).toBeLessThan(dataset.events.length * 0.05);
    expect(dataset.events.some((e) => e.type === 'social' && e.capacity === 0)).toBe(true);
    const images = new Set(DEMO_IMAGE_NAMES.map((n) => `/demo-images/${n}.svg`));
    expect(dataset.events.every((e) => e.image && images.has(e.image))).toBe(true);
  });

  it('fills events realistically: RSVPs 40-95% of capacity, attendance only in the past', () => {
    const known = dataset.events.filter((e) => e.capacity > 0 && e.rsvps.length > 0 && e.start >= '2025-09-01');
    const fill = known.reduce((s, e) => s + e.rsvps.length, 0) / known.reduce((s, e) => s + e.capacity, 0);
    expect(fill).toBeGreaterThan(0.4);
    expect(fill).toBeLessThan(0.95);
    expect(allRsvps.filter((r) => r.event.start >= '2026-05-15').every((r) => !r.attended)).toBe(true);
    const past = allRsvps.filter((r) => r.event.start < '2026-05-15' && !r.event.cancelled);
    const attended = past.filter((r) => r.attended);
    expect(attended.length / past.length).toBeGreaterThan(0.7);
    expect(attended.length / past.length).toBeLessThan(0.85);
    const rated = attended.filter((r) => r.rating);
    expect(rated.length / attended.length).toBeGreaterThan(0.25);
    expect(rated.length / attended.length).toBeLessThan(0.35);
    expect(rated.filter((r) => r.rating! >= 4).length / rated.length).toBeGreaterThan(0.7);
    const injuries = attended.filter((r) => r.injury).length;
    expect(injuries).toBeGreaterThan(0);
    expect(injuries / attended.length).toBeLessThan(0.01);
    const pastFitness = dataset.events.filter((e) => e.type === 'fitness' && e.start < '2026-05-15' && !e.cancelled);
    const commented = pastFitness.filter((e) => e.teacherComment).length / pastFitness.length;
    expect(commented).toBeGreaterThan(0.4);
    expect(commented).toBeLessThan(0.6);
  });

  it("shows the coming New Year's Day in late autumn, though events end a month ahead", () => {
    const autumn = generateDemoDataset({ seed: 2026, scale: 1, today: new Date('2026-11-24T12:00:00Z') });
    expect(autumn.holidays.map((h) => `${h.date} ${h.name}`)).toContain("2027-01-01 New Year's Day");
    expect(autumn.events.some((e) => e.start.startsWith('2027-01'))).toBe(false);
  });

  it('has US holidays (one for a single building) and about 25 tasks per building, ~40% done', () => {
    const names = dataset.holidays.map((h) => h.name);
    expect(names).toEqual(expect.arrayContaining(['Independence Day', 'Thanksgiving', 'Christmas Day', "New Year's Day"]));
    expect(dataset.holidays.filter((h) => h.buildings)).toHaveLength(1);
    expect(dataset.tasks).toHaveLength(25 * dataset.buildings.length);
    const done = dataset.tasks.filter((t) => t.isCompleted).length / dataset.tasks.length;
    expect(done).toBeGreaterThan(0.25);
    expect(done).toBeLessThan(0.55);
    expect(dataset.tasks.every((t) => t.created <= t.dueDate && t.created <= '2026-05-15')).toBe(true);
  });

  it('takes most public holidays off (no events that day in any building) and celebrates a few', () => {
    const eventsOn = (date: string) => dataset.events.filter((e) => e.start.startsWith(date)).length;
    const publicHolidays = dataset.holidays.filter((h) => !h.buildings);
    const off = publicHolidays.filter((h) => !['Independence Day', 'Thanksgiving', "New Year's Day"].includes(h.name));
    expect(off.length).toBeGreaterThan(5);
    for (const holiday of off) expect(eventsOn(holiday.date), `${holiday.name} ${holiday.date}`).toBe(0);
    // Over a year of events, the celebrated ones are ordinary busy days for at least one building.
    const celebrated = publicHolidays.filter((h) => ['Independence Day', 'Thanksgiving'].includes(h.name));
    expect(celebrated.some((holiday) => eventsOn(holiday.date) > 0)).toBe(true);
  });

  it('scales users, buildings and events', () => {
    const double = generateDemoDataset({ scale: 2, today: TODAY });
    expect(double.users).toHaveLength(1200);
    expect(double.buildings).toHaveLength(8);
    expect(double.events.length).toBeGreaterThan(dataset.events.length * 1.7);
    expect(validateDataset(double)).toEqual([]);
  });
});
