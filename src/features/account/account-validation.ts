// Field and form validators for the account forms (docs/product-spec.md, Validation rules). They return the spec's exact text or undefined.
import type { FieldError } from '../../ui/text-field.tsx';
import { isEmailAddress } from '../../contract/email-pattern.ts';
import { ACCOUNT_STRINGS } from './account-strings.ts';

export type { FieldError };

export function required(value: unknown): FieldError {
  if (value === undefined || value === null) return ACCOUNT_STRINGS.required;
  if (typeof value === 'string' && value.trim() === '') return ACCOUNT_STRINGS.required;
  return undefined;
}

export function emailFormat(value: unknown): FieldError {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return isEmailAddress(value.trim()) ? undefined : ACCOUNT_STRINGS.invalidEmail;
}

export function requiredEmail(value: unknown): FieldError {
  return required(value) ?? emailFormat(value);
}

export interface PasswordPairValues {
  password?: string;
  confirmPassword?: string;
}

type PasswordPairErrors = Partial<Record<keyof PasswordPairValues, string>>;

function validatePasswordPair(values: PasswordPairValues, mismatch: string): PasswordPairErrors {
  const errors: PasswordPairErrors = {};
  const password = required(values.password);
  if (password) errors.password = password;
  const confirm = required(values.confirmPassword);
  if (confirm) errors.confirmPassword = confirm;
  else if (values.confirmPassword !== values.password) errors.confirmPassword = mismatch;
  return errors;
}

export interface ChangePasswordValues extends PasswordPairValues {
  currentPassword?: string;
}

/** Change password: the current one is required too; "Your password don't match" (no dot). */
export function validateChangePassword(values: ChangePasswordValues): Partial<Record<keyof ChangePasswordValues, string>> {
  const errors: Partial<Record<keyof ChangePasswordValues, string>> = validatePasswordPair(values, ACCOUNT_STRINGS.changePasswordMismatch);
  const current = required(values.currentPassword);
  if (current) errors.currentPassword = current;
  return errors;
}

/** Reset password: "Your password don't match." (with the dot). */
export function validateResetPassword(values: PasswordPairValues): PasswordPairErrors {
  return validatePasswordPair(values, ACCOUNT_STRINGS.resetPasswordMismatch);
}
