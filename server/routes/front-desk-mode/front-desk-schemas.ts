import { buildingIdField, errorResponses } from '../../http/field-schemas.ts';
import { LIMITS } from '../../http/limits.ts';

export const startFrontDeskSchema = {
  summary: "Turns a manager's session into front-desk mode: a building-admin session for one of their buildings",
  description:
    'Answers a token for a building-admin session held to buildingId (role building_admin, user-info says so). ' +
    'A building admin, or a building that is not the caller\'s, is refused.',
  body: {
    type: 'object',
    required: ['buildingId'],
    additionalProperties: false,
    properties: { buildingId: { ...buildingIdField, type: 'integer', minimum: 1 } },
  },
  response: {
    200: { type: 'object', required: ['token'], additionalProperties: false, properties: { token: { type: 'string' } } },
    ...errorResponses,
  },
} as const;

export const leaveFrontDeskSchema = {
  summary: "Leaves front-desk mode: needs the account's password",
  description:
    "A manager's front-desk session gets a manager token again (token); a building admin's own account gets null " +
    '(the app signs out). A wrong password is 403 naming password. Attempts are slowed per session, apart from sign-in: ' +
    'after 3, each waits longer before it is checked (1 s doubling to 10 s); one sent beside another still waiting is 429 with retry-after.',
  body: {
    type: 'object',
    required: ['password'],
    additionalProperties: false,
    properties: { password: { type: 'string', minLength: 1, maxLength: LIMITS.passwordMaxChars } },
  },
  response: {
    200: {
      type: 'object',
      required: ['token'],
      additionalProperties: false,
      properties: { token: { type: ['string', 'null'] } },
    },
    ...errorResponses,
  },
} as const;

export const startKioskSchema = {
  summary: 'Starts the self check-in kiosk on this front desk\'s tablet: a kiosk\'s session for its building',
  description:
    "Needs a front-desk session (a building admin's own, or a manager's front-desk mode); a manager's own session is refused. " +
    "Answers the token of a session held to the desk's building and to the kiosk's calls (user-info, buildings/, events-today/, " +
    'kiosk-roster/, check-in/ of residents going, front-desk/check-password/); every other call answers it 403. The app drops ' +
    "the desk's token for it. It lives 4 days, and a password set later ends it, like every session.",
  body: { type: ['object', 'null'], additionalProperties: false, properties: {} },
  response: {
    200: { type: 'object', required: ['token'], additionalProperties: false, properties: { token: { type: 'string' } } },
    ...errorResponses,
  },
} as const;

export const checkFrontDeskPasswordSchema = {
  summary: "Checks the password of the account behind this session (a self check-in kiosk's exit)",
  description:
    "Answers checked: true and token, a fresh front-desk session's (a kiosk's session gets the front desk it was started from " +
    "back: a manager's front-desk mode, or the building admin's own), when the password is right. A wrong password is 403 " +
    'naming password; attempts are slowed per session as for leave/ (the same count).',
  body: leaveFrontDeskSchema.body,
  response: {
    200: {
      type: 'object',
      required: ['checked', 'token'],
      additionalProperties: false,
      properties: { checked: { type: 'boolean', const: true }, token: { type: 'string' } },
    },
    ...errorResponses,
  },
} as const;
