import { fieldSentence } from '../http/field-label.ts';
import { httpError } from '../http/http-error.ts';
import { LIMITS } from '../http/limits.ts';
import { optionalText, requiredText, requireOneLine } from '../http/text-input.ts';
import { isEmailAddress } from '../../src/contract/email-pattern.ts';
import { PHONE_DIGITS, PHONE_STRINGS, readPhone } from '../../src/contract/phone-number.ts';
import { VALIDATION_STRINGS } from '../http/validation-strings.ts';
import { localized } from '../i18n/server-messages.ts';

/** A new user's own fields as a caller wrote them (the create-user form, a row of an imported file). */
export interface NewUserInput {
  firstName: string;
  lastName: string;
  email: string;
  cellPhone?: string | null;
  apartment?: string | null;
}

export interface NewUserFields {
  firstName: string;
  lastName: string;
  /** Lower-cased. */
  email: string;
  cellPhone: string | null;
  apartment: string | null;
}

const P = VALIDATION_STRINGS.predicates;
const tooLong = (field: string, max: number) => fieldSentence(field, P.atMostChars(String(max)));

// The phone rule's sentence is the contract's, the app's and the server's alike; the server's answer
// carries it in the reader's language.
localized(PHONE_STRINGS, {
  es: {
    invalid: `Un número de teléfono tiene de ${String(PHONE_DIGITS.min)} a ${String(PHONE_DIGITS.max)} dígitos, con un + opcional delante; se admiten espacios, paréntesis, guiones y puntos.`,
  },
  ar: {
    invalid: `يتكون رقم الهاتف من ${String(PHONE_DIGITS.min)} إلى ${String(PHONE_DIGITS.max)} رقمًا، مع علامة + اختيارية في أوله؛ ويمكن استخدام المسافات والأقواس والشرطات والنقاط.`,
  },
});

/**
 * Create user's rules for a user's own fields, in one place for /create-user/ and the file import:
 * names required (spaces alone are none) and, with the apartment, on one line, a valid e-mail (stored lower-cased), a phone as people
 * write it (kept as its digits and leading +), texts within the input limits. A refusal is an
 * HttpError naming the field with its sentence.
 */
export function readNewUserFields(input: NewUserInput): NewUserFields {
  requireOneLine(input.apartment, 'apartment');
  const firstName = requiredText(input.firstName, 'firstName');
  const lastName = requiredText(input.lastName, 'lastName');
  for (const [field, value] of [['firstName', firstName], ['lastName', lastName], ['apartment', input.apartment ?? '']] as const) {
    if (value.length > LIMITS.textMaxChars) throw httpError(400, tooLong(field, LIMITS.textMaxChars), field);
  }
  const email = input.email.trim().toLowerCase();
  if (email === '') throw httpError(400, fieldSentence('email', P.required), 'email');
  if (email.length > LIMITS.emailMaxChars || !isEmailAddress(email)) {
    throw httpError(400, fieldSentence('email', P.email), 'email');
  }
  const phone = readPhone(input.cellPhone);
  if (!phone.ok) throw httpError(400, PHONE_STRINGS.invalid, 'cellPhone');
  return { firstName, lastName, email, cellPhone: phone.phone, apartment: optionalText(input.apartment) };
}
