// A message to the admin must not be empty or whitespace only; a message to one user is
// required (the generic required sentence), as docs/product-spec.md, Validation rules, says.
import { MESSAGE_STRINGS } from './messages-strings.ts';

type FieldError = string | undefined;

export function liaisonMessageError(value: unknown): FieldError {
  return typeof value === 'string' && value.trim() !== '' ? undefined : MESSAGE_STRINGS.liaisonMessageRequired;
}

export function userMessageError(value: unknown): FieldError {
  return typeof value === 'string' && value.trim() !== '' ? undefined : MESSAGE_STRINGS.required;
}

function buildingError(value: unknown): FieldError {
  return value === undefined || value === null || value === '' ? MESSAGE_STRINGS.required : undefined;
}

export interface ContactValues {
  buildingId?: string;
  message?: string;
  isUrgent?: boolean;
}

export function validateContact(values: ContactValues): Partial<Record<keyof ContactValues, string>> {
  const errors: Partial<Record<keyof ContactValues, string>> = {};
  const building = buildingError(values.buildingId);
  if (building) errors.buildingId = building;
  const message = liaisonMessageError(values.message);
  if (message) errors.message = message;
  return errors;
}
