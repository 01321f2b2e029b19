import { describe, expect, it } from 'vitest';
import type { RetentionCohort } from '../../api/analytics-api.ts';
import { cohortHeat, heatStyle } from './cohort-table.ts';

const COHORTS: RetentionCohort[] = [
  { year: 2026, month: 9, users: 4, months: [{ year: 2026, month: 10, active: 2, share: 50 }, { year: 2026, month: 11, active: 1, share: 25 }] },
  { year: 2026, month: 10, users: 0, months: [{ year: 2026, month: 11, active: 0, share: null }] },
  { year: 2026, month: 11, users: 3, months: [] },
];

describe('cohortHeat', () => {
  it("has a row per cohort, a column per later month, and leaves a month not after the cohort's blank", () => {
    const { table } = cohortHeat(COHORTS);
    expect(table.columns).toEqual(['First attended', 'Residents', 'Oct 2026', 'Nov 2026']);
    expect(table.rows).toEqual([
      ['Sep 2026', 4, '50.00%', '25.00%'],
      ['Oct 2026', 0, '', '—'],
      ['Nov 2026', 3, '', ''],
    ]);
  });

  it('shades a share cell by its share, and nothing else', () => {
    const heat = cohortHeat(COHORTS);
    expect(heatStyle(heat, 0, 2)?.backgroundColor).toBe('rgba(31, 111, 120, 0.275)');
    expect(heatStyle(heat, 0, 3)?.backgroundColor).toBe('rgba(31, 111, 120, 0.138)');
    expect(heatStyle(heat, 0, 0)).toBeUndefined();
    expect(heatStyle(heat, 1, 3)).toBeUndefined();
    expect(heatStyle(heat, 2, 2)).toBeUndefined();
  });
});
