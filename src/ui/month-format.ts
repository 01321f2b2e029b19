// A month as the screens name it: a month and its year ('November 2026', a calendar's heading, a
// period's choice), shortened ('Nov 2026', a cohort's column), or the month alone ('November', the
// report's choice). English keeps date-fns' patterns; another language takes its own month names
// from Intl, with a capital as a heading or a choice starts ('Noviembre de 2026').
import { format } from 'date-fns';
import { activeLanguage } from '../i18n/catalogue.ts';

const KINDS = {
  monthYear: { pattern: 'MMMM yyyy', options: { month: 'long', year: 'numeric' } },
  shortMonthYear: { pattern: 'MMM yyyy', options: { month: 'short', year: 'numeric' } },
  month: { pattern: 'MMMM', options: { month: 'long' } },
} as const satisfies Record<string, { pattern: string; options: Intl.DateTimeFormatOptions }>;

type Kind = keyof typeof KINDS;

const formatters = new Map<string, Intl.DateTimeFormat>();

function write(kind: Kind, date: Date): string {
  const language = activeLanguage();
  if (language === 'en') return format(date, KINDS[kind].pattern);
  const key = `${kind}|${language}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(language, KINDS[kind].options);
    formatters.set(key, formatter);
  }
  const text = formatter.format(date);
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

/** 'November 2026'. */
export function formatMonthYear(date: Date): string {
  return write('monthYear', date);
}

/** 'Nov 2026'. */
export function formatShortMonthYear(date: Date): string {
  return write('shortMonthYear', date);
}

/** 'November'. */
export function formatMonthName(date: Date): string {
  return write('month', date);
}
