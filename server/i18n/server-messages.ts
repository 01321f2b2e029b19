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
/** A message function's English, as a pattern whose groups are its arguments. */
const patterns: Array<{ pattern: RegExp; messages: Messages; key: string }> = [];

const MARK = '\u0000';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The pattern of a message function's English, found by calling it with markers for arguments. */
function patternOf(message: (...args: string[]) => string): RegExp | null {
  const markers = Array.from({ length: message.length }, (_, index) => `${MARK}${index}${MARK}`);
  let sample: string;
  try {
    sample = message(...markers);
  } catch {
    return null;
  }
  if (typeof sample !== 'string' || markers.some((marker) => !sample.includes(marker))) return null;
  const parts = sample.split(new RegExp(`${MARK}(\\d+)${MARK}`));
  const source = parts.map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : `(?<a${part}>[\\s\\S]+?)`)).join('');
  return new RegExp(`^${source}$`);
}

function register(messages: Messages): void {
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') {
      if (!sentences.has(value)) sentences.set(value, { messages, key });
    } else if (typeof value === 'function') {
      const pattern = patternOf(value as (...args: string[]) => string);
      if (pattern !== null) patterns.push({ pattern, messages, key });
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
  for (const { pattern, messages, key } of patterns) {
    const match = pattern.exec(english);
    if (match === null) continue;
    const translated = translationOf(messages, language)?.[key];
    if (typeof translated !== 'function') return english;
    const args = Object.entries(match.groups ?? {})
      .sort(([a], [b]) => Number(a.slice(1)) - Number(b.slice(1)))
      .map(([, value]) => value);
    return String((translated as (...values: string[]) => string)(...args));
  }
  return english;
}
