// A figure with two decimals ('3.50', an interval's low end, a change in points): always two, so a
// column of figures lines up, as formatPercent writes percentages. English keeps toFixed's '3.50';
// another language its own decimal mark ('3,50').
import { activeLanguage } from '../i18n/catalogue.ts';
import { roundPercent } from './format-percent.ts';

const DECIMALS = 2 as const;
const formats = new Map<string, Intl.NumberFormat>();

export function formatTwoDecimals(value: number): string {
  const rounded = roundPercent(value);
  const language = activeLanguage();
  if (language === 'en') return rounded.toFixed(DECIMALS);
  let format = formats.get(language);
  if (format === undefined) {
    format = new Intl.NumberFormat(language, { minimumFractionDigits: DECIMALS, maximumFractionDigits: DECIMALS, useGrouping: false });
    formats.set(language, format);
  }
  return format.format(rounded);
}
