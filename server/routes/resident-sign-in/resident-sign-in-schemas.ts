import { emailField, errorResponses, msgResponse } from '../../http/field-schemas.ts';
import { LINK_TOKEN_PATTERN, SIGN_IN_CODE_PATTERN } from '../../residents/sign-in-secrets.ts';

const sessionResponse = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', description: "A resident's session (30 days), sent as `Authorization: JWT …` on the residents' calls" } },
} as const;

export const requestCodeSchema = {
  tags: ['residents'],
  summary: "E-mail a resident a sign-in code and link; 202 and the same answer whether or not the e-mail is a resident's",
  description:
    'A newer request voids the code and link of an older one. Per address: at most 5 asks for one e-mail and 30 in all ' +
    'each 15 minutes (429). Per e-mail from anywhere at most 5 mails each 15 minutes are written; later asks answer ' +
    'the same and send nothing, and the last code sent keeps working.',
  body: {
    type: 'object',
    required: ['email'],
    additionalProperties: false,
    properties: { email: emailField },
  },
  response: { 202: msgResponse, ...errorResponses },
} as const;

export const verifyCodeSchema = {
  tags: ['residents'],
  summary: "Turn the e-mailed 6-digit code into a resident's session; single use, 15 minutes, dead after 5 wrong tries",
  body: {
    type: 'object',
    required: ['email', 'code'],
    additionalProperties: false,
    properties: {
      email: emailField,
      code: { type: 'string', pattern: SIGN_IN_CODE_PATTERN, maxLength: 6, description: 'Six digits' },
    },
  },
  response: { 200: sessionResponse, ...errorResponses },
} as const;

export const useLinkSchema = {
  tags: ['residents'],
  summary: "Turn the e-mailed link's token into a resident's session; single use, 15 minutes, void once a newer code is asked for",
  body: {
    type: 'object',
    required: ['token'],
    additionalProperties: false,
    properties: { token: { type: 'string', pattern: LINK_TOKEN_PATTERN, maxLength: 128, description: 'The `link` of the e-mailed address' } },
  },
  response: { 200: sessionResponse, ...errorResponses },
} as const;
