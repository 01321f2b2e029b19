import { emailField, errorResponses, newPasswordField, PASSWORD_MAX_LENGTH } from '../../http/field-schemas.ts';

export const updatePasswordSchema = {
  tags: ['account'],
  summary: "Change the signed-in account's own password",
  description:
    'Needs the current password. Every session token issued before is refused afterwards (401); the ' +
    'answer carries a fresh token for the session that made the change.',
  body: {
    type: 'object',
    required: ['email', 'currentPassword', 'password'],
    additionalProperties: false,
    properties: {
      email: emailField,
      currentPassword: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
      password: newPasswordField,
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['msg', 'token'],
      additionalProperties: false,
      properties: { msg: { type: 'string' }, token: { type: 'string', description: 'The new session token' } },
    },
    ...errorResponses,
  },
} as const;
