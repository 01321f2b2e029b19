// What every analytics section sends for the choices on screen, and the
// access-off rule.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  accessOff,
  analyticsRequest,
  buildingsLeftOut,
  analyticsUi,
  chooseWeekday,
  monthValue,
  quarterValue,
  setAnalyticsFilter,
  setVenue,
  type AnalyticsUiState,
} from './analytics.ts';

const base: AnalyticsUiState = {
  mode: 'month',
  month: '2026-11',
  quarter: '2026-Q4',
  buildingId: 0,
  companyId: 0,
  byOption: 'building',
  eventType: 0,
  venueId: 0,
  weekday: 1,
  weekdayChosen: false,
};
const MANAGER = { adminBuildingId: null, layout: 'residential' } as const;

describe('analyticsRequest', () => {
  it('sends year and month, and nothing for "all" filters (the defaults)', () => {
    expect(analyticsRequest(base, MANAGER)).toEqual({ year: 2026, month: 11 });
  });

  it('sends quarterly for a quarter, never month as well', () => {
    expect(analyticsRequest({ ...base, mode: 'quarter', quarter: '2025-Q3' }, MANAGER)).toEqual({ year: 2025, quarterly: 3 });
  });

  it('sends the chosen building as managerBuildingId and the event type', () => {
    expect(analyticsRequest({ ...base, buildingId: 7, eventType: 2 }, MANAGER)).toEqual({
      year: 2026,
      month: 11,
      managerBuildingId: 7,
      eventType: 2,
    });
  });

  it('by company: the company as unitId, or allCompanies; the building choice is not sent', () => {
    const commercial = { adminBuildingId: null, layout: 'commercial' } as const;
    const byCompany = { ...base, byOption: 'company', buildingId: 7 } as const;
    expect(analyticsRequest({ ...byCompany, companyId: 12 }, commercial)).toEqual({ year: 2026, month: 11, unitId: 12 });
    expect(analyticsRequest(byCompany, commercial)).toEqual({ year: 2026, month: 11, allCompanies: true });
  });

  it("a building admin's session always sends its building", () => {
    expect(analyticsRequest(base, { adminBuildingId: 4, layout: 'residential' })).toEqual({ year: 2026, month: 11, buildingId: 4 });
  });
});

describe('the choices', () => {
  beforeEach(() => Object.assign(analyticsUi, base));

  it('a filter change starts venue and weekday over (new schedule data resets to Sunday)', () => {
    setVenue(3);
    chooseWeekday(5);
    setAnalyticsFilter({ eventType: 1 });
    expect(analyticsUi).toMatchObject({ eventType: 1, venueId: 0, weekday: 1, weekdayChosen: false });
  });

  it('choosing another building forgets the company', () => {
    analyticsUi.companyId = 12;
    setAnalyticsFilter({ buildingId: 3 });
    expect(analyticsUi.companyId).toBe(0);
  });

  it('month and quarter values of a date', () => {
    expect(monthValue(new Date(2026, 0, 31))).toBe('2026-01');
    expect(quarterValue(new Date(2026, 8, 30))).toBe('2026-Q3');
    expect(quarterValue(new Date(2026, 9, 1))).toBe('2026-Q4');
  });
});

describe('accessOff (the overlay)', () => {
  const buildings = [
    { id: 1, dashboardAccess: true },
    { id: 2, dashboardAccess: false },
  ];
  it('shows for a chosen building with access off, not for one with access on', () => {
    expect(accessOff(buildings, 2)).toBe(true);
    expect(accessOff(buildings, 1)).toBe(false);
  });
  it('for all buildings, only when every one is off', () => {
    expect(accessOff(buildings, 0)).toBe(false);
    expect(accessOff([{ id: 2, dashboardAccess: false }], 0)).toBe(true);
    expect(accessOff([], 0)).toBe(false);
  });
});

describe('buildingsLeftOut (what All buildings does not count)', () => {
  const buildings = [
    { id: 1, name: 'Harbor Lofts', dashboardAccess: true },
    { id: 2, name: 'Cedar Court', dashboardAccess: false },
    { id: 3, name: 'Oak Hall', dashboardAccess: false },
  ];
  it('names the buildings with access off when all buildings are chosen', () => {
    expect(buildingsLeftOut(buildings, 0)).toEqual(['Cedar Court', 'Oak Hall']);
  });
  it('names none for one chosen building, or when every one is off (the overlay says it)', () => {
    expect(buildingsLeftOut(buildings, 1)).toEqual([]);
    expect(buildingsLeftOut(buildings.slice(1), 0)).toEqual([]);
  });
});
