// The locale the screens write numbers, dates and times in: the language in force. English keeps
// the US conventions the specification writes ('Nov 05, 2026', '6:00 PM', '1,250'); Spanish and
// Arabic take their own from the browser's Intl. A locale says how to write a moment, never which
// clock: the building's time zone is passed apart, wherever a time is the building's.
import { formatCount } from '../primitives/plural.ts';
import { activeLanguage } from './catalogue.ts';

/** The Intl locale of the language in force. */
export function displayLocale(): string {
  const language = activeLanguage();
  return language === 'en' ? 'en-US' : language;
}

/** A count as the language in force writes it ('1,250'; '1250' in Spanish, which groups from five digits; Arabic's own). */
export function formatNumber(value: number): string {
  return formatCount(displayLocale(), value);
}
