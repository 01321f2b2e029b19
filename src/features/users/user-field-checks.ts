// The checks a resident's fields get in every form that writes them (Create user, Edit details), so
// the two forms refuse the same values with the same sentences.
import { isEmailAddress } from '../../contract/email-pattern.ts';
import { readPhone } from '../../contract/phone-number.ts';
import type { FieldError } from '../../ui/text-field.tsx';
import { USERS_STRINGS as S } from './users-strings.ts';

export const isBlank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

export const required = (value: unknown): FieldError => (isBlank(value) ? S.required : undefined);

export function emailError(value: unknown): FieldError {
  if (isBlank(value)) return S.required;
  return isEmailAddress(String(value).trim()) ? undefined : S.invalidEmail;
}

/** What cannot be a phone is refused with a sentence, never sent as nothing. */
export function cellPhoneError(value: unknown): FieldError {
  if (typeof value !== 'string') return undefined;
  return readPhone(value).ok ? undefined : S.invalidPhone;
}
