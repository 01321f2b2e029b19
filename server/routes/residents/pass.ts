import { errorResponses } from '../../http/field-schemas.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { renewPass, residentPass } from '../../residents/resident-pass.ts';

const passAnswer = {
  type: 'object',
  required: ['pass'],
  additionalProperties: false,
  properties: { pass: { type: 'string', description: 'The text of the QR code the resident shows at the door (PASS- and 26 characters)' } },
} as const;

const passSchema = {
  tags: ['residents'],
  summary: "The signed-in resident's pass, made on first asking",
  body: { type: ['object', 'null'], additionalProperties: false, properties: {} },
  response: { 200: passAnswer, ...errorResponses },
} as const;

const renewPassSchema = {
  tags: ['residents'],
  summary: "A new pass for the signed-in resident: the old one checks nobody in from now on",
  body: { type: ['object', 'null'], additionalProperties: false, properties: {} },
  response: { 200: passAnswer, ...errorResponses },
} as const;

/** pass/ and renew-pass/ (docs/design/residents.md, "Check-in by pass"). */
export const residentPassRoutes: RoutePlugin = async (app) => {
  app.post('/pass/', { schema: passSchema }, async (request) => ({ pass: await residentPass(app.db, request.resident.id) }));
  app.post('/renew-pass/', { schema: renewPassSchema }, async (request) => ({ pass: await renewPass(app.db, request.resident.id) }));
};
