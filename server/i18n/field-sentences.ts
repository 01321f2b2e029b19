// A refused field's sentence ("Capacity must be at least 1.", validation-message.ts and the code's
// own checks) in another language. It is made of two parts, the field's name and what its value must
// be, so it is read back into them and each is said in the language: "El campo «Aforo» debe ser como
// mínimo 1.". The Spanish and Arabic sentences name the field after "campo" / "حقل", so what follows
// agrees with that word whatever the field's name is.
import type { Language } from '../../src/contract/languages.ts';
import { FIELD_LABELS, LABELLED_FIELDS, type LabelledField } from '../http/field-label-strings.ts';
import { fieldLabel } from '../http/field-label.ts';
import { VALIDATION_STRINGS, type PredicateKey, type TypeName } from '../http/validation-strings.ts';
import { messagesIn } from './server-messages.ts';

type Translated = Exclude<Language, 'en'>;

const SENTENCE: Record<Translated, (label: string, predicate: string) => string> = {
  es: (label, predicate) => `El campo «${label}» ${predicate}.`,
  ar: (label, predicate) => `حقل «${label}» ${predicate}.`,
};

const P = VALIDATION_STRINGS.predicates;
/** Stands for an argument while the English is read for its fixed words. */
const MARK = '\u0000';
// What an argument may be: a schema's number, one word of the API (a value, a format), a list of
// them; never any text, so a sentence of another making is not read as a field's.
const NUMBER = '(-?\\d+(?:\\.\\d+)?(?:e[+-]?\\d+)?)';
const WORD = '(\\S+)';
const ANY = '(.+)';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An English predicate with its arguments as `groups` (regular expressions for them, in order). */
function form(key: PredicateKey, ...groups: string[]): { key: PredicateKey; pattern: RegExp } {
  const english = P[key];
  if (typeof english === 'string') return { key, pattern: new RegExp(`^${escapeRegExp(english)}$`) };
  // Markers for the arguments, then the English around them; a plural ending ("characters") is
  // read as either form.
  const marked = (english as (...args: string[]) => string)(...groups.map((_, index) => `${MARK}${index}${MARK}`));
  const source = marked
    .split(new RegExp(`${MARK}(\\d+)${MARK}`))
    .map((part, index) => (index % 2 === 1 ? groups[Number(part)] : escapeRegExp(part).replace(/characters/g, 'characters?')))
    .join('');
  return { key, pattern: new RegExp(`^${source}$`) };
}

/** Tried in order: a fixed predicate, then the more particular of two that start alike. */
const FORMS = [
  form('required'),
  form('wrongType'),
  form('notAField'),
  form('notEmpty'),
  form('atLeastOne'),
  form('noRepeats'),
  form('notAChoice'),
  form('oneLine'),
  form('wrongFormat'),
  form('email'),
  form('notValid'),
  form('atLeastChars', NUMBER),
  form('atMostChars', NUMBER),
  form('atLeast', NUMBER),
  form('atMost', NUMBER),
  form('moreThan', NUMBER),
  form('lessThan', NUMBER),
  form('atLeastItems', NUMBER),
  form('atMostItems', NUMBER),
  form('oneOf', '([^\\s,]+(?:, [^\\s,]+)*)'),
  form('multipleOf', NUMBER),
  form('validFormat', WORD),
  // The words of types, checked one by one (typesOf).
  form('mustBeType', ANY),
  form('mustEqual', WORD),
];

const TYPE_NAMES = Object.keys(VALIDATION_STRINGS.types) as TypeName[];

/** "an object or empty" → ['object', 'null']; null when a part is not a type's words. */
function typesOf(text: string): TypeName[] | null {
  // Longest words first: "true or false" holds the joiner itself.
  for (const type of [...TYPE_NAMES].sort((a, b) => VALIDATION_STRINGS.types[b].length - VALIDATION_STRINGS.types[a].length)) {
    const words = VALIDATION_STRINGS.types[type];
    if (text === words) return [type];
    if (text.startsWith(words + VALIDATION_STRINGS.typesJoiner)) {
      const rest = typesOf(text.slice(words.length + VALIDATION_STRINGS.typesJoiner.length));
      if (rest !== null) return [type, ...rest];
    }
  }
  return null;
}

/** What the value must be, in `language`; null when it is not one of the predicates. */
function translatePredicate(english: string, language: Translated): string | null {
  const words = messagesIn(VALIDATION_STRINGS, language);
  for (const { key, pattern } of FORMS) {
    const match = pattern.exec(english);
    if (match === null) continue;
    const args = match.slice(1);
    if (key === 'mustBeType') {
      const types = typesOf(args[0] ?? '');
      if (types === null) continue;
      return words.predicates.mustBeType(types.map((type) => words.types[type]).join(words.typesJoiner));
    }
    const translated = words.predicates[key];
    return typeof translated === 'string' ? translated : (translated as (...values: string[]) => string)(...args);
  }
  return null;
}

const ENTRY_PARTS = VALIDATION_STRINGS.entry(MARK).split(MARK);
const ENTRY = new RegExp(`^(.*) ${escapeRegExp(ENTRY_PARTS[0] ?? '')}(\\d+)${escapeRegExp(ENTRY_PARTS[1] ?? '')}$`);

let byEnglishLabel: Map<string, LabelledField> | undefined;

/** The listed field an English name stands for ("Cell phone" → cellPhone). */
function fieldNamed(label: string): LabelledField | undefined {
  byEnglishLabel ??= new Map(LABELLED_FIELDS.map((field) => [FIELD_LABELS[field], field]));
  return byEnglishLabel.get(label);
}

function isLabelled(name: string): name is LabelledField {
  return Object.hasOwn(FIELD_LABELS, name);
}

/** A field's name in `language`: its label with the entry's number; a field not listed by its own name. */
function labelIn(language: Translated, name: string, entry: string | undefined): string {
  const words = messagesIn(VALIDATION_STRINGS, language);
  const label = isLabelled(name) ? messagesIn(FIELD_LABELS, language)[name] : name;
  return entry === undefined ? label : `${label} ${words.entry(entry)}`;
}

/** The request field `field` ("rows.3.email") as its listed name ("rows.email") and its entry ("4"). */
function partsOfField(field: string): { name: string; entry: string | undefined } {
  const parts = field.split('.').filter((part) => part.length > 0);
  const lastIndex = [...parts].reverse().find((part) => /^\d+$/.test(part));
  const names = parts.filter((part) => !/^\d+$/.test(part));
  const name = names.join('.');
  // A field not listed is named whole, as the API writes it, its entry's index in it.
  if (!isLabelled(name)) return { name: field, entry: undefined };
  return { name, entry: lastIndex === undefined ? undefined : String(Number(lastIndex) + 1) };
}

/** An English label written before a predicate ("Building id (entry 3)"), as a listed field and its entry. */
function readLabel(label: string): { name: string; entry: string | undefined } | null {
  const withEntry = ENTRY.exec(label);
  const name = fieldNamed(withEntry?.[1] ?? label);
  return name === undefined ? null : { name, entry: withEntry?.[2] };
}

/**
 * `english`, a field's sentence, in `language`; null when it is not one. `field` is the request field
 * the answer names, when it names one: a field not listed is then named as the API names it.
 */
export function translateFieldSentence(english: string, language: Translated, field?: string): string | null {
  if (!english.endsWith('.')) return null;
  const body = english.slice(0, -1);
  if (field !== undefined && field !== '') {
    const label = fieldLabel(field);
    if (body.startsWith(`${label} `)) {
      const predicate = translatePredicate(body.slice(label.length + 1), language);
      if (predicate !== null) {
        const { name, entry } = partsOfField(field);
        return SENTENCE[language](labelIn(language, name, entry), predicate);
      }
    }
  }
  // No field, or another than the sentence names (a file's column for a rule's field): each way of
  // cutting the sentence into a known name and a predicate, the shortest name first.
  for (let space = body.indexOf(' '); space !== -1; space = body.indexOf(' ', space + 1)) {
    const label = readLabel(body.slice(0, space));
    if (label === null) continue;
    const predicate = translatePredicate(body.slice(space + 1), language);
    if (predicate !== null) return SENTENCE[language](labelIn(language, label.name, label.entry), predicate);
  }
  return null;
}
