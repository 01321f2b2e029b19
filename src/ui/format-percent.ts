// Percent display (docs/product-spec.md, Business constants and limits: "Percentages are rounded to two decimals"; docs/design/metrics.md, Rounding: half away from zero).
import { activeLanguage } from '../i18n/catalogue.ts';

const PERCENT_DECIMALS = 2 as const;

/**
 * Rounds half away from zero to two decimals. The server already rounds; rounding again is harmless
 * and protects against a float such as 66.66666 reaching the screen. `toPrecision(15)` first removes
 * the binary noise that would otherwise make 1.005 round down.
 */
export function roundPercent(value: number): number {
  const factor = 10 ** PERCENT_DECIMALS;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.round(scaled) / factor;
  return value < 0 ? -rounded : rounded;
}

/** '66.67%'; always two decimals so a column of figures lines up. Null (unknown) gives `whenNull`. */
export function formatPercent(value: number | null | undefined, whenNull: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return whenNull;
  const language = activeLanguage();
  if (language === 'en') return `${roundPercent(value).toFixed(PERCENT_DECIMALS)}%`;
  return percentFormat(language).format(roundPercent(value) / 100);
}

const percentFormats = new Map<string, Intl.NumberFormat>();
/** Another language's percent ('66,67 %' in Spanish), two decimals as in English. */
function percentFormat(language: string): Intl.NumberFormat {
  let formatter = percentFormats.get(language);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: PERCENT_DECIMALS, maximumFractionDigits: PERCENT_DECIMALS });
    percentFormats.set(language, formatter);
  }
  return formatter;
}
