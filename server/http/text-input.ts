import { fieldSentence } from './field-label.ts';
import { httpError } from './http-error.ts';

/** The sentence of a required text field left empty or blank. */
export const requiredFieldMessage = (field: string) => fieldSentence(field, 'is required');

/** A name of only spaces is no name: refused (400) like a missing one, naming the field. */
export function requiredText(value: string, field: string): string {
  const trimmed = value.trim();
  if (trimmed.length === 0) throw httpError(400, requiredFieldMessage(field), field);
  return trimmed;
}

/** Null, absent or only spaces is none. */
export function optionalText(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text.length === 0 ? null : text;
}
