import { emailField, errorResponses, msgResponse, newPasswordField } from '../../http/field-schemas.ts';

export interface UpdatePasswordBody {
  email: string;
  password: string;
}

export const updatePasswordSchema = {
  tags: ['account'],
  summary: "Change the signed-in account's own password",
  security: [{ jwt: [] }],
  body: {
    type: 'object',
    required: ['email', 'password'],
    additionalProperties: false,
    properties: { email: emailField, password: newPasswordField },
  },
  response: { 200: msgResponse, ...errorResponses },
} as const;
