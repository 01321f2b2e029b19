import { errorResponses } from '../../http/field-schemas.ts';
import { userIdProperty } from './users-schemas.ts';

export const sendSignInLinkSchema = {
  tags: ['users'],
  summary: "E-mail a resident of the caller's buildings a sign-in code and link to hOM Residents (the same mail they can ask for)",
  description:
    "404 for a user outside the caller's buildings. The resident's older code and link stop working. Counts against the " +
    "e-mail's sign-in mails (5 each 15 minutes): beyond them 429.",
  body: {
    type: 'object',
    required: ['userId'],
    additionalProperties: false,
    properties: { userId: userIdProperty },
  },
  response: {
    200: {
      type: 'object',
      required: ['msg', 'email'],
      additionalProperties: false,
      properties: { msg: { type: 'string' }, email: { type: 'string', description: 'Where the mail goes' } },
    },
    ...errorResponses,
  },
} as const;
