// The server's texts in the reader's language. A module's English messages stay the object its
// code reads (`X_STRINGS.foo`), registered with their translations by `localized`:
// - what the server writes for a known reader (an e-mail to a resident or a manager) reads
//   `messagesIn(X_STRINGS, language)`;
// - what it answers a request with (an error's sentence, a notice) is written in English where it is
//   decided and translated on the way out (translateMessage), into the request's language (the app
//   sends the one chosen in it as Accept-Language): a sentence found among the registered English
//   messages, a sentence made by a message function recognised by its fixed words.
import type { Language } from '../../src/contract/languages.ts';
import type { Translation } from '../../src/contract/translation.ts';

export type { Translation } from '../../src/contract/translation.ts';
export type Translations<T> = Record<Exclude<Language, 'en'>, Translation<T>>;

type Messages = Record<string, unknown>;

const translationsOf = new Map<object, Translations<object>>();
/** English sentence → where it is: the object holding it and its key. */
const sentences = new Map<string, { messages: Messages; key: string }>();
/** A message function's English, as a pattern whose groups are its arguments, and how much of it is fixed. */
const patterns: Array<{ pattern: RegExp; fixed: number; messages: Messages; key: string }> = [];

const MARK = '\u0000';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The pattern of a message function's English, found by calling it with markers for arguments, and
 * the length of its fixed text. None when its fixed text has no word (a mail's "3 of 5", a file
 * name): such a pattern would take sentences that are not its own.
 */
function patternOf(message: (...args: string[]) => string): { pattern: RegExp; fixed: number } | null {
  const markers = Array.from({ length: message.length }, (_, index) => `${MARK}${index}${MARK}`);
  let sample: string;
  try {
    sample = message(...markers);
  } catch {
    return null;
  }
  if (typeof sample !== 'string' || markers.some((marker) => !sample.includes(marker))) return null;
  const parts = sample.split(new RegExp(`${MARK}(\\d+)${MARK}`));
  // An argument written twice ("2 are going: not below 2") is the same text both times.
  const seen = new Set<string>();
  const group = (index: string): string => {
    if (seen.has(index)) return `\\k<a${index}>`;
    seen.add(index);
    return `(?<a${index}>[\\s\\S]+?)`;
  };
  const source = parts.map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : group(part))).join('');
  const fixed = parts.filter((_, index) => index % 2 === 0).join('');
  if (!/\p{L}{3,}/u.test(fixed)) return null;
  return { pattern: new RegExp(`^${source}$`), fixed: fixed.length };
}

function register(messages: Messages): void {
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') {
      if (!sentences.has(value)) sentences.set(value, { messages, key });
    } else if (typeof value === 'function') {
      const pattern = patternOf(value as (...args: string[]) => string);
      if (pattern !== null) patterns.push({ ...pattern, messages, key });
    } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      register(value as Messages);
    }
  }
}

/** Registers a module's English messages with their translations; answers the English, for the module's code. */
export function localized<T extends object>(english: T, translations: Translations<T>): T {
  translationsOf.set(english, translations as Translations<object>);
  register(english as Messages);
  return english;
}

/** Every registered module: its English and its translations (the test that walks them reads it). */
export function registeredMessages(): ReadonlyArray<{ english: object; translations: Translations<object> }> {
  return [...translationsOf].map(([english, translations]) => ({ english, translations }));
}

/** A module's messages in `language` (its English when it has no translation in it). */
export function messagesIn<T extends object>(english: T, language: Language): T {
  if (language === 'en') return english;
  const translation = translationsOf.get(english)?.[language];
  return (translation as T | undefined) ?? english;
}

/** The registered object holding `messages` nested in it, and the path to it. */
function translationOf(messages: Messages, language: Exclude<Language, 'en'>): Messages | undefined {
  for (const [english, translations] of translationsOf) {
    const path = pathTo(english as Messages, messages);
    if (path === null) continue;
    let at: unknown = translations[language];
    for (const key of path) at = (at as Messages | undefined)?.[key];
    return at as Messages | undefined;
  }
  return undefined;
}

function pathTo(root: Messages, wanted: Messages): string[] | null {
  if (root === wanted) return [];
  for (const [key, value] of Object.entries(root)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const rest = pathTo(value as Messages, wanted);
      if (rest !== null) return [key, ...rest];
    }
  }
  return null;
}

/** An English sentence the server wrote, in `language`; as it was when it is not a registered message. */
export function translateMessage(english: string, language: Language): string {
  if (language === 'en') return english;
  const exact = sentences.get(english);
  if (exact !== undefined) {
    const translated = translationOf(exact.messages, language)?.[exact.key];
    return typeof translated === 'string' ? translated : english;
  }
  // Of the functions whose English fits, the one with the most fixed text: the likeliest maker.
  let best: { match: RegExpExecArray; fixed: number; messages: Messages; key: string } | undefined;
  for (const { pattern, fixed, messages, key } of patterns) {
    if (best !== undefined && fixed <= best.fixed) continue;
    const match = pattern.exec(english);
    if (match !== null) best = { match, fixed, messages, key };
  }
  if (best === undefined) return english;
  const translated = translationOf(best.messages, language)?.[best.key];
  if (typeof translated !== 'function') return english;
  const args = Object.entries(best.match.groups ?? {})
    .sort(([a], [b]) => Number(a.slice(1)) - Number(b.slice(1)))
    .map(([, value]) => value);
  return String((translated as (...values: string[]) => string)(...args));
}

/** Whether `english` is one of the registered sentences as it is (not one a function made). */
export function isRegisteredSentence(english: string): boolean {
  return sentences.has(english);
}
