// The languages the product speaks, for the app, the residents' pages and the server's e-mails alike.
// English is the specification's own and the fallback for anything unknown; Arabic reads right to left.

export const LANGUAGES = ['en', 'es', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself: a person looking for their language reads it in their own. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', ar: 'العربية' };

export const DIRECTIONS: Record<Language, 'ltr' | 'rtl'> = { en: 'ltr', es: 'ltr', ar: 'rtl' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The product's language for a BCP 47 tag or a list of them (the browser's, a stored choice, an
 * Accept-Language header's): the first whose primary subtag we speak ('es-MX' → es), else English.
 */
export function languageOf(tags: string | null | undefined | readonly (string | null | undefined)[]): Language {
  const list = typeof tags === 'string' || tags === null || tags === undefined ? [tags] : tags;
  for (const tag of list) {
    const primary = tag?.trim().split(/[-_;,]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** An Accept-Language header's tags, most wanted first (q-values honoured, q=0 dropped). */
export function acceptedTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
