// Month options are the current month and the 12 before; quarter options the current
// quarter and the two before (quarters are months 1-3, 4-6, 7-9, 10-12), as docs/product-spec.md,
// Business constants and limits, sets them.
import { getQuarter, startOfMonth, startOfQuarter, subMonths, subQuarters } from 'date-fns';
import { monthValue, quarterValue } from '../../state/analytics.ts';
import { formatMonthYear, formatShortMonthYear } from '../../ui/month-format.ts';
import { ANALYTICS_STRINGS as S } from './analytics-strings.ts';

const MONTH_OPTION_COUNT = 13 as const;
const QUARTER_OPTION_COUNT = 3 as const;

interface PeriodOption {
  value: string;
  label: string;
}

export function monthOptions(now: Date): PeriodOption[] {
  const first = startOfMonth(now);
  return Array.from({ length: MONTH_OPTION_COUNT }, (_, back) => {
    const month = subMonths(first, back);
    return { value: monthValue(month), label: formatMonthYear(month) };
  });
}

export function quarterOptions(now: Date): PeriodOption[] {
  const first = startOfQuarter(now);
  return Array.from({ length: QUARTER_OPTION_COUNT }, (_, back) => {
    const quarter = subQuarters(first, back);
    return { value: quarterValue(quarter), label: S.quarterOption(getQuarter(quarter), quarter.getFullYear()) };
  });
}

/** 'Mar 2026' for a month of the server's answers. */
export function monthLabel(year: number, month: number): string {
  return formatShortMonthYear(new Date(year, month - 1, 1));
}
