// Dates and times the server writes in English words ("November 5, 6:00 PM": SQL's to_char, the
// portal's 12-hour clock) carried into a translated sentence: their month names and AM/PM in the
// sentence's language, the numbers as they are.
import type { Language } from '../../src/contract/languages.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const WORDS: Record<Exclude<Language, 'en'>, { months: readonly string[]; am: string; pm: string }> = {
  es: {
    months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
    am: 'a. m.',
    pm: 'p. m.',
  },
  ar: {
    months: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
    am: 'ص',
    pm: 'م',
  },
};

const ENGLISH_WORDS = new RegExp(`\\b(${MONTHS.join('|')}|AM|PM)\\b`, 'g');
/** "November 5": the day goes first in Spanish ("5 de noviembre") and Arabic ("5 نوفمبر"). */
const MONTH_DAY = new RegExp(`\\b(${MONTHS.join('|')}) (\\d{1,2})\\b`, 'g');

/** `text` with English month names and AM/PM in `language`. */
export function dateWordsIn(language: Exclude<Language, 'en'>, text: string): string {
  const words = WORDS[language];
  const month = (name: string) => words.months[MONTHS.indexOf(name)] ?? name;
  const dayFirst = text.replace(MONTH_DAY, (_, name: string, day: string) => (language === 'es' ? `${day} de ${month(name)}` : `${day} ${month(name)}`));
  const commas = language === 'ar' ? dayFirst.replaceAll(', ', '، ') : dayFirst;
  return commas.replace(ENGLISH_WORDS, (word) => {
    if (word === 'AM') return words.am;
    if (word === 'PM') return words.pm;
    return month(word);
  });
}

/** `text` ended by a full stop, unless it ends with one already (Spanish "a. m." at its end). */
export function withFullStop(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}
