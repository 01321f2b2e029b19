import { errorResponses, msgResponse, SUCCESS_MSG } from '../../http/field-schemas.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { moveTokenVersion } from '../../residents/sign-in-repository.ts';

const signOutEverywhereSchema = {
  tags: ['residents'],
  summary: "End every session of the signed-in resident, this one included (a lost phone, a shared tablet)",
  body: { type: ['object', 'null'], additionalProperties: false, properties: {} },
  response: { 200: msgResponse, ...errorResponses },
} as const;

/** The resident's sessions carry their token version; moving it voids every one signed before. */
export const signOutEverywhereRoute: RoutePlugin = async (app) => {
  app.post('/sign-out-everywhere/', { schema: signOutEverywhereSchema }, async (request) => {
    await moveTokenVersion(app.db, request.resident.id);
    return SUCCESS_MSG;
  });
};
