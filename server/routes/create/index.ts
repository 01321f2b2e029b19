import { resolveBuildingScope, resolveOneBuilding } from '../../auth/building-scope.ts';
// Buildings and staff are a manager's to create; a front-desk (building-admin) session may not.
import { requireManager } from '../../auth/manager-only.ts';
import { httpError } from '../../http/http-error.ts';
import { replyIdempotently } from '../../http/idempotency.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { SUCCESS_MSG } from '../../http/field-schemas.ts';
import { optionalText, requiredText } from '../../http/text-input.ts';
import { addStaffSchema } from './add-staff-schemas.ts';
import { createUnitSchema, createStudioSchema, createVenueSchema } from './building-part-schemas.ts';
import { insertStudio, insertUnit, insertVenue } from './building-part-repository.ts';
import { insertBuilding, type Liaison } from './building-repository.ts';
import { createBuildingSchema, type CreateBuildingBody } from './building-schemas.ts';
import { CREATE_STRINGS } from './create-strings.ts';
import { insertTeacher } from './staff-repository.ts';
import { addBuildingAdmin } from './building-admin-invitation.ts';
import { isKnownTimeZone } from './time-zone.ts';

function liaisonOf(body: CreateBuildingBody['liaison']): Liaison | null {
  const liaison = {
    firstName: optionalText(body?.firstName),
    lastName: optionalText(body?.lastName),
    email: optionalText(body?.email)?.toLowerCase() ?? null,
  };
  return liaison.firstName === null && liaison.lastName === null && liaison.email === null ? null : liaison;
}

/**
 * The create calls (docs/product-spec.md, What the product does: "Create buildings, companies, studios and staff"): each answers the
 * created row with its id, runs in one transaction and accepts Idempotency-Key.
 */
const createRoutes: RoutePlugin = async (app) => {
  app.post(
    '/create-building/',
    { schema: createBuildingSchema },
    async (request, reply) => {
      const { body, account } = request;
      requireManager(request, CREATE_STRINGS.managersOnlyBuildings);
      resolveBuildingScope(account, body.buildingId);
      const name = requiredText(body.name, 'name');
      const timeZone = body.timeZone.trim();
      if (!(await isKnownTimeZone(app.db, timeZone))) throw httpError(400, CREATE_STRINGS.badTimeZone, 'timeZone');
      const building = {
        name,
        buildingType: body.buildingType,
        timeZone,
        dashboardAccess: body.dashboardAccess,
        amenityMembership: body.amenityMembership,
        liaison: liaisonOf(body.liaison),
      };
      return replyIdempotently(request, reply, { db: app.db, accountId: account.id }, async (tx) => ({
        body: { ...SUCCESS_MSG, ...(await insertBuilding(tx, account.id, building)) },
      }));
    },
  );

  app.post(
    '/create-unit/',
    { schema: createUnitSchema },
    async (request, reply) => {
      const buildingId = resolveOneBuilding(request.account, request.body.buildingId, CREATE_STRINGS.chooseBuilding);
      const name = requiredText(request.body.name, 'name');
      return replyIdempotently(request, reply, { db: app.db, accountId: request.account.id }, async (tx) => ({
        body: { ...SUCCESS_MSG, ...(await insertUnit(tx, buildingId, name)) },
      }));
    },
  );

  app.post(
    '/create-venue/',
    { schema: createVenueSchema },
    async (request, reply) => {
      const buildingId = resolveOneBuilding(request.account, request.body.buildingId, CREATE_STRINGS.chooseBuilding);
      const name = requiredText(request.body.name, 'name');
      const capacity = request.body.capacity ?? null;
      return replyIdempotently(request, reply, { db: app.db, accountId: request.account.id }, async (tx) => ({
        body: { ...SUCCESS_MSG, ...(await insertVenue(tx, buildingId, name, capacity)) },
      }));
    },
  );

  app.post(
    '/create-studio/',
    { schema: createStudioSchema },
    async (request, reply) => {
      const buildingId = resolveOneBuilding(request.account, request.body.buildingId, CREATE_STRINGS.chooseBuilding);
      const name = requiredText(request.body.name, 'name');
      return replyIdempotently(request, reply, { db: app.db, accountId: request.account.id }, async (tx) => ({
        body: { ...SUCCESS_MSG, ...(await insertStudio(tx, buildingId, name)) },
      }));
    },
  );

  app.post(
    '/add-staff/',
    { schema: addStaffSchema },
    async (request, reply) => {
      const { body, account } = request;
      requireManager(request, CREATE_STRINGS.managersOnlyStaff);
      const firstName = requiredText(body.firstName, 'firstName');
      const lastName = requiredText(body.lastName, 'lastName');
      if (body.staffType === 'building_admin') {
        return addBuildingAdmin(app, request, reply, {
          firstName,
          lastName,
          email: body.email,
          buildingId: body.buildingId,
          studioId: body.studioId,
        });
      }
      const email = optionalText(body.email);
      if (email !== null) throw httpError(400, CREATE_STRINGS.teacherTakesNoEmail, 'email');
      // A named building narrows where the studio is looked for (and must be the caller's).
      const callerBuildingIds = resolveBuildingScope(account, body.buildingId);
      const { studioId } = body;
      if (studioId === undefined) throw httpError(400, CREATE_STRINGS.teacherNeedsStudio, 'studioId');
      return replyIdempotently(request, reply, { db: app.db, accountId: account.id }, async (tx) => {
        const id = await insertTeacher(tx, { firstName, lastName, studioId, callerBuildingIds });
        return {
          body: { ...SUCCESS_MSG, id, staffType: 'teacher', firstName, lastName, email: null, buildingId: null, studioId },
        };
      });
    },
  );
};

export default createRoutes;
