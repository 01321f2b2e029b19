import { errorResponses } from '../../http/field-schemas.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { renewPass, residentPass } from '../../residents/resident-pass.ts';

/** The pass and, for the card the resident shows beneath the QR code, whose it is. */
const passAnswer = {
  type: 'object',
  required: ['pass', 'firstName', 'units'],
  additionalProperties: false,
  properties: {
    pass: { type: 'string', description: 'The text of the QR code the resident shows at the door (PASS- and 26 characters)' },
    firstName: { type: 'string', description: "The resident's first name" },
    units: {
      type: 'array',
      description: "The resident's buildings, by name",
      items: {
        type: 'object',
        required: ['buildingName', 'unit'],
        additionalProperties: false,
        properties: {
          buildingName: { type: 'string' },
          unit: { type: ['string', 'null'], description: 'The apartment, else the block or company; null: neither' },
        },
      },
    },
  },
} as const;

/** Neither call takes a field: an empty object or no body at all. */
const noFields = { type: ['object', 'null'], additionalProperties: false, properties: {} } as const;

const passSchema = {
  tags: ['residents'],
  summary: "The signed-in resident's pass, made on first asking",
  body: noFields,
  response: { 200: passAnswer, ...errorResponses },
} as const;

const renewPassSchema = {
  tags: ['residents'],
  summary: 'A new pass for the signed-in resident: the old one checks nobody in from now on',
  body: noFields,
  response: { 200: passAnswer, ...errorResponses },
} as const;

/** pass/ and renew-pass/ (docs/design/residents.md, "Check-in by pass"). */
export const residentPassRoutes: RoutePlugin = async (app) => {
  app.post('/pass/', { schema: passSchema }, async (request) => residentPass(app.db, request.resident.id));
  app.post('/renew-pass/', { schema: renewPassSchema }, async (request) => renewPass(app.db, request.resident.id));
};
