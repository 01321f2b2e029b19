// How a request field is named in a sentence a person reads: "capacity" →
// "Capacity", "cellPhone" → "Cell phone", "liaison.email" → "Liaison e-mail", "buildingId.0" →
// "Building id (entry 1)". The error body's `field` keeps the request's own name for programs.
// Another language names the fields of field-label-strings.ts (server/i18n/field-sentences.ts).
import { VALIDATION_STRINGS } from './validation-strings.ts';

/** Words the split of a field name would get wrong or leave unclear. */
const WORDS: Readonly<Record<string, string>> = {
  email: 'e-mail',
  id: 'id',
  ids: 'ids',
  rsvp: 'RSVP',
  rsvps: 'RSVPs',
  url: 'URL',
  quarterly: 'quarter',
  querystring: 'query string',
  body: 'request body',
  params: 'path',
};

function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter((part) => part.length > 0)
    .map((part) => WORDS[part.toLowerCase()] ?? part.toLowerCase());
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "liaison.email" → "Liaison e-mail"; an array index becomes "(entry N)" after its list's name. */
export function fieldLabel(field: string): string {
  const parts = field.split('.').filter((part) => part.length > 0);
  const names = parts.filter((part) => !/^\d+$/.test(part));
  const lastIndex = [...parts].reverse().find((part) => /^\d+$/.test(part));
  const named = names.flatMap(words).join(' ') || 'request body';
  return capitalised(lastIndex === undefined ? named : `${named} ${VALIDATION_STRINGS.entry(String(Number(lastIndex) + 1))}`);
}

/** "Capacity" + "must be at least 1" → "Capacity must be at least 1." */
export function fieldSentence(field: string, predicate: string): string {
  return `${fieldLabel(field)} ${predicate}.`;
}
