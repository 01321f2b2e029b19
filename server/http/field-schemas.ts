/** Field schemas shared by route schemas, so every text field has a length limit. */

import { LIMITS } from './limits.ts';

export const TEXT_MAX_LENGTH = LIMITS.textMaxChars;
export const EMAIL_MAX_LENGTH = LIMITS.emailMaxChars;
export const PASSWORD_MIN_LENGTH = LIMITS.passwordMinChars;
export const PASSWORD_MAX_LENGTH = LIMITS.passwordMaxChars;

/** A row id a request names (PostgreSQL integer). */
export const idField = { type: 'integer', minimum: 1, maximum: LIMITS.int4Max } as const;
/** A building scope: 0 or absent/null = all of the caller's buildings (server/auth/building-scope.ts reads it). */
export const buildingIdField = { type: ['integer', 'null'], minimum: 0, maximum: LIMITS.int4Max } as const;

/** A calendar date 'YYYY-MM-DD'; year 0000 passes the format but PostgreSQL has no year 0. */
export const dateField = { type: 'string', format: 'date', pattern: '^(?!0000)[0-9]{4}-' } as const;

export const emailField = { type: 'string', format: 'email', maxLength: EMAIL_MAX_LENGTH } as const;

export function textField(maxLength: number = TEXT_MAX_LENGTH) {
  return { type: 'string', maxLength } as const;
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
