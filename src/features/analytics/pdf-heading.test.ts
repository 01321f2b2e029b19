import { describe, expect, it } from 'vitest';
import type { Company } from '../../api/analytics-api.ts';
import type { Building } from '../../api/buildings-api.ts';
import { initialAnalyticsUi } from '../../state/analytics.ts';
import { analyticsPdfHeading } from './pdf-heading.ts';

const now = new Date(2026, 2, 14, 9, 5);
const buildings = [{ id: 3, name: 'Harbor Lofts' }, { id: 4, name: 'Elm House' }] as unknown as Building[];
const companies = [{ id: 7, name: 'Acme' }] as unknown as Company[];

describe('analyticsPdfHeading', () => {
  it('names the building, the month, the event type and when it was made', () => {
    const ui = { ...initialAnalyticsUi(now), buildingId: 3, eventType: 2 as const };
    expect(analyticsPdfHeading({ ui, buildings, companies, byOption: 'building', now })).toEqual({
      title: 'Analytics: Harbor Lofts',
      lines: ['March 2026 · Fitness classes', 'Made Mar 14, 2026, 9:05 AM'],
    });
  });

  it('says All buildings, a quarter, and a company when by company', () => {
    const ui = { ...initialAnalyticsUi(now), mode: 'quarter' as const };
    expect(analyticsPdfHeading({ ui, buildings, companies, byOption: 'building', now }).title).toBe('Analytics: All buildings');
    expect(analyticsPdfHeading({ ui, buildings, companies, byOption: 'building', now }).lines[0]).toBe('Q1 2026 · All events');
    expect(analyticsPdfHeading({ ui: { ...ui, companyId: 7 }, buildings, companies, byOption: 'company', now }).title).toBe('Analytics: Acme');
  });

  it("names a building admin's only building", () => {
    expect(analyticsPdfHeading({ ui: initialAnalyticsUi(now), buildings: buildings.slice(0, 1), companies, byOption: 'building', now }).title).toBe(
      'Analytics: Harbor Lofts',
    );
  });
});
