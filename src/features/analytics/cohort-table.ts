// The cohort heat table as rows (docs/design/metrics.md "Retention": cohorts): one row per month of first
// attendance (the 6 months ending with the period), its residents, then the share of them active in
// each later month up to the period; a month not later than the cohort's own is blank. Its shading
// follows the share (the text says it; the colour only helps the eye).
import type { CSSProperties } from 'react';
import type { RetentionCohort } from '../../api/analytics-api.ts';
import type { ChartTable } from '../../ui/chart-table.ts';
import { formatPercent } from '../../ui/format-percent.ts';
import { ANALYTICS_STRINGS as S } from './analytics-strings.ts';
import { monthLabel } from './period-options.ts';

/** The brand colour at this opacity for a share of 100 %: dark text keeps 4.5:1 on it. */
const HEAT_MAX_ALPHA = 0.55;
/** The share columns start after the cohort's name and size. */
const FIRST_SHARE_COLUMN = 2;

const monthKey = (year: number, month: number) => year * 12 + month;

interface CohortHeat {
  table: ChartTable;
  /** Each body cell's share (null: blank or unknown), for its shading. */
  shares: (number | null)[][];
}

export function cohortHeat(cohorts: readonly RetentionCohort[]): CohortHeat {
  // Every cohort month but the first can be a later month of an earlier cohort.
  const later = cohorts.slice(1).map((cohort) => ({ key: monthKey(cohort.year, cohort.month), label: monthLabel(cohort.year, cohort.month) }));
  const shares = cohorts.map((cohort) =>
    later.map((column) => cohort.months.find((month) => monthKey(month.year, month.month) === column.key)?.share ?? null),
  );
  const rows = cohorts.map((cohort, index) => [
    monthLabel(cohort.year, cohort.month),
    cohort.users,
    ...later.map((column, at) => (column.key > monthKey(cohort.year, cohort.month) ? formatPercent(shares[index]?.[at], S.noValue) : '')),
  ]);
  return { table: { caption: S.cohorts, columns: [S.cohortColumn, S.cohortSize, ...later.map((column) => column.label)], rows }, shares };
}

/** A share cell's shading; none for the name and size columns or a blank cell. */
export function heatStyle(heat: CohortHeat, rowIndex: number, cellIndex: number): CSSProperties | undefined {
  const share = heat.shares[rowIndex]?.[cellIndex - FIRST_SHARE_COLUMN];
  if (cellIndex < FIRST_SHARE_COLUMN || share === null || share === undefined) return undefined;
  const alpha = (Math.max(0, Math.min(100, share)) / 100) * HEAT_MAX_ALPHA;
  return { backgroundColor: `rgba(31, 111, 120, ${alpha.toFixed(3)})` };
}
