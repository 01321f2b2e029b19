// What a mail needs to be written in its reader's language: which language that is, its dates and
// numbers as the language writes them, and its plain text laid out in the language's direction.
// Dates are written in the building's time zone (where the event is) and the reader's language:
// two different things, a Spanish reader of a New York building reads New York's hours in Spanish.
import { DIRECTIONS, languageOf, type Language } from '../../src/contract/languages.ts';
import { formatCount } from '../../src/primitives/plural.ts';

export type { Language };

/** A resident's stored choice (a BCP 47 tag such as 'es-MX', or null) as one of ours; none chosen: `fallback`. */
export function residentLanguage(tag: string | null | undefined, fallback: Language = 'en'): Language {
  return tag ? languageOf(tag) : fallback;
}

/** The forms of a date or a time a mail writes, for a language other than English. */
export const MAIL_DATE = {
  /** 'martes, 1 de diciembre de 2026' */
  day: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** 'martes, 1 de diciembre, 18:00' */
  dayTime: { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' },
  /** '1 de diciembre de 2026 a las 18:00' */
  dateTime: { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** '18:00', '6:00 م' */
  time: { hour: 'numeric', minute: '2-digit' },
  /** 'febrero de 2026' */
  month: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * `date` as `locale` writes it in `timeZone`. English mails keep the forms they always had (their
 * renderers say which); the other languages take the language's own with MAIL_DATE's options.
 */
export function zonedDate(locale: string, date: Date, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format.format(date);
}

/** A count in a mail: as English mails always wrote it (1250), in another language as it writes it (1.250). */
export function mailCount(language: Language, count: number): string {
  return language === 'en' ? String(count) : formatCount(language, count);
}

const RIGHT_TO_LEFT_MARK = '\u200F';

/** A line of a plain-text mail: its own words, or a person's words kept as they wrote them. */
export type MailLine = string | { asWritten: string };

/**
 * A plain-text mail's lines, joined. A mail reader takes each paragraph's direction from its first
 * letter: in a right-to-left language, a line that begins with a name in Latin letters or a number
 * would be laid out left to right, so each line of words starts with a right-to-left mark. A line
 * that is only a link is left as it is (a reader must still find and open it whole), and so are a
 * person's own words (a description, a manager's message): they read in the direction they were
 * written in.
 */
export function mailText(lines: readonly MailLine[], language: Language): string {
  const rightToLeft = DIRECTIONS[language] === 'rtl';
  return lines
    .map((line) => {
      if (typeof line !== 'string') return line.asWritten;
      return !rightToLeft || line === '' || /^https?:\/\/\S+$/.test(line) ? line : `${RIGHT_TO_LEFT_MARK}${line}`;
    })
    .join('\n');
}
