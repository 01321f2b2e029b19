import { fieldSentence } from './field-label.ts';
import { ONE_LINE_PREDICATE, ONE_LINE_REGEXP } from './field-schemas.ts';
import { httpError } from './http-error.ts';
import { VALIDATION_STRINGS } from './validation-strings.ts';

/** The sentence of a required text field left empty or blank. */
export const requiredFieldMessage = (field: string) => fieldSentence(field, VALIDATION_STRINGS.predicates.required);

/** A name of only spaces is no name: refused (400) like a missing one, naming the field. */
export function requiredText(value: string, field: string): string {
  requireOneLine(value, field);
  const trimmed = value.trim();
  if (trimmed.length === 0) throw httpError(400, requiredFieldMessage(field), field);
  return trimmed;
}

/** Null, absent or only spaces is none. */
export function optionalText(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text.length === 0 ? null : text;
}

/** A one-line field (a name, a unit) holding a line break, a tab or another control character: 400 naming it. */
export function requireOneLine(value: string | null | undefined, field: string): void {
  if (value && !ONE_LINE_REGEXP.test(value)) throw httpError(400, fieldSentence(field, ONE_LINE_PREDICATE), field);
}
