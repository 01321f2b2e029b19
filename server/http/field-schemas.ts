/** Field schemas shared by route schemas, so every text field has a length limit. */

import { LIMITS } from './limits.ts';

const TEXT_MAX_LENGTH = LIMITS.textMaxChars;
const EMAIL_MAX_LENGTH = LIMITS.emailMaxChars;
const PASSWORD_MIN_LENGTH = LIMITS.passwordMinChars;
export const PASSWORD_MAX_LENGTH = LIMITS.passwordMaxChars;

/** A row id a request names (PostgreSQL integer). */
export const idField = { type: 'integer', minimum: 1, maximum: LIMITS.int4Max } as const;
/** A building scope: 0 or absent/null = all of the caller's buildings (server/auth/building-scope.ts reads it). */
export const buildingIdField = { type: ['integer', 'null'], minimum: 0, maximum: LIMITS.int4Max } as const;

/** A calendar date 'YYYY-MM-DD'; year 0000 passes the format but PostgreSQL has no year 0. */
export const dateField = { type: 'string', format: 'date', pattern: '^(?!0000)[0-9]{4}-' } as const;

export const emailField = { type: 'string', format: 'email', maxLength: EMAIL_MAX_LENGTH } as const;

/**
 * One line of text: no C0 control character (line breaks and tabs included), no DEL, no C1 control.
 * Names, titles, units: a line break in one splits a CSV row, a mail's subject or a calendar line
 * wherever it is written out. Text that may run over lines (a message, a description) does not use it.
 */
export const ONE_LINE_PATTERN = '^[^\\u0000-\\u001F\\u007F-\\u009F]*$';
export const ONE_LINE_REGEXP = new RegExp(ONE_LINE_PATTERN, 'u');
/** What a one-line field's refusal says after the field's name. */
export const ONE_LINE_PREDICATE = 'must be one line, without tabs or other control characters';

/** A one-line text field (a name, a title) with its length limit. */
export function textField(maxLength: number = TEXT_MAX_LENGTH) {
  return { type: 'string', maxLength, pattern: ONE_LINE_PATTERN } as const;
}

/** A new password: the rules every password set through the API must meet. */
export const newPasswordField = {
  type: 'string',
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
} as const;

export const msgResponse = {
  type: 'object',
  required: ['msg'],
  additionalProperties: false,
  properties: { msg: { type: 'string' } },
} as const;

export const errorResponses = {
  '4xx': { $ref: 'ErrorBody#' },
  '5xx': { $ref: 'ErrorBody#' },
} as const;

export const SUCCESS_MSG = { msg: 'Success' } as const;
