import { LANGUAGES } from '../../../src/contract/languages.ts';
import { LIMITS } from '../../http/limits.ts';
import {
  emailField,
  errorResponses,
  msgResponse,
  newPasswordField,
  PASSWORD_MAX_LENGTH,
} from '../../http/field-schemas.ts';

export const loginSchema = {
  tags: ['account'],
  summary: 'Sign in; answers a session token valid for 4 days',
  body: {
    type: 'object',
    required: ['email', 'password'],
    additionalProperties: false,
    properties: {
      email: emailField,
      // Any stored password may be typed here; the new-password rules apply when one is set.
      password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['token'],
      additionalProperties: false,
      properties: { token: { type: 'string' } },
    },
    ...errorResponses,
  },
} as const;

/** One of the product's languages: English, Spanish, Arabic. */
const languageField = { type: 'string', enum: LANGUAGES, description: "The account's language: en, es or ar" } as const;

export const userInfoSchema = {
  tags: ['account'],
  summary: 'The signed-in account',
  // The spec's payload is "empty": no body, null or {}; anything inside is refused, naming it.
  body: { type: ['object', 'null'], additionalProperties: false, properties: {} },
  response: {
    200: {
      type: 'object',
      required: ['id', 'email', 'firstName', 'lastName', 'role', 'buildingIdAdmin', 'language'],
      additionalProperties: false,
      properties: {
        id: { type: 'integer' },
        email: { type: 'string' },
        firstName: { type: 'string' },
        lastName: { type: 'string' },
        role: { type: 'string', enum: ['manager', 'building_admin'] },
        buildingIdAdmin: { type: ['integer', 'null'] },
        displayPicture: { type: ['string', 'null'], description: "The account's picture (/api/images/{key}), or null" },
        language: languageField,
      },
    },
    ...errorResponses,
  },
} as const;

export const languageSchema = {
  tags: ['account'],
  summary: "Set the signed-in account's own language (the portal's, and its e-mails'); a front-desk session sets its account's",
  body: {
    type: 'object',
    required: ['language'],
    additionalProperties: false,
    properties: { language: languageField },
  },
  response: {
    200: {
      type: 'object',
      required: ['language'],
      additionalProperties: false,
      properties: { language: languageField },
    },
    ...errorResponses,
  },
} as const;

export const forgotPasswordSchema = {
  tags: ['account'],
  summary: 'E-mail a password-reset link; the same answer whether or not the e-mail is known',
  body: {
    type: 'object',
    required: ['email'],
    additionalProperties: false,
    properties: { email: emailField },
  },
  response: { 200: msgResponse, ...errorResponses },
} as const;

export const resetPasswordSchema = {
  tags: ['account'],
  summary: 'Set a new password with the token from the e-mailed link (single use, 1 hour)',
  body: {
    type: 'object',
    required: ['email', 'token', 'password'],
    additionalProperties: false,
    properties: {
      email: emailField,
      token: { type: 'string', minLength: 1, maxLength: LIMITS.resetTokenMaxChars },
      password: newPasswordField,
    },
  },
  response: { 200: msgResponse, ...errorResponses },
} as const;

export const resetLinkSchema = {
  tags: ['account'],
  summary: 'Whether a reset link can still be used (unused, unexpired), asked when its page opens; it stays usable',
  body: {
    type: 'object',
    required: ['email', 'token'],
    additionalProperties: false,
    properties: {
      email: emailField,
      token: { type: 'string', minLength: 1, maxLength: LIMITS.resetTokenMaxChars },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['usable'],
      additionalProperties: false,
      properties: { usable: { type: 'boolean' } },
    },
    ...errorResponses,
  },
} as const;

export const checkMailSchema = {
  tags: ['account'],
  summary: 'Whether a resident with this e-mail already exists (create-user check)',
  querystring: {
    type: 'object',
    required: ['email'],
    properties: { email: emailField },
  },
  response: {
    200: {
      type: 'object',
      required: ['registered'],
      additionalProperties: false,
      properties: { registered: { type: 'boolean' } },
    },
    ...errorResponses,
  },
} as const;
