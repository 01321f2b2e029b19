import { AUTH_STRINGS } from '../../auth/auth-strings.ts';
import { callerBuildings, onlyBuilding, resolveBuildingScope } from '../../auth/building-scope.ts';
import { SUCCESS_MSG } from '../../http/field-schemas.ts';
import { httpError } from '../../http/http-error.ts';
import { replyIdempotently } from '../../http/idempotency.ts';
import { sendJsonText } from '../../http/json-text.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { optionalText } from '../../http/text-input.ts';
import { emailLookupLimit } from '../../auth/email-lookup-limit.ts';
import { buildingOffersAmenityMembership, setAmenityMember } from './amenity-repository.ts';
import { insertUser } from './create-user-repository.ts';
import updateUserRoute from './update-user-route.ts';
import { readNewUserFields } from '../../users/new-user-fields.ts';
import imageRoutes from './image-routes.ts';
import residentRequestRoutes from './resident-request-routes.ts';
import { isResidentOfBuilding, saveResidentRequest } from './resident-request-repository.ts';
import { userBuildingsInScope, userScope } from './user-scope.ts';
import { amenityMembershipSchema, createUserSchema } from './user-write-schemas.ts';
import { findUserProfile, listUsers, userCalendar } from './users-repository.ts';
import signInLinkRoute from './sign-in-link-route.ts';
import { listUsersSchema, USERS_DEFAULT_LIMIT, userDetailsSchema, userEventsSchema, type ListUsersBody } from './users-schemas.ts';
import { USERS_STRINGS } from '../../users/users-strings.ts';

/**
 * The user directory (docs/product-spec.md, "User page"): list with search and paging, profile, calendar,
 * create, amenity membership; pictures in image-routes.ts. In the manager scope. The existing
 * /user-event-details/ (dashboard routes) serves the Calendar tab's popup.
 */
const usersRoutes: RoutePlugin = async (app) => {
  app.post(
    '/users/',
    { schema: listUsersSchema },
    async (request) => {
      const body: ListUsersBody = request.body ?? {};
      const scope = userScope(request.account, body.buildingId);
      const offset = body.offset ?? 0;
      const limit = body.limit ?? USERS_DEFAULT_LIMIT;
      const page = await listUsers(app.db, scope, { search: optionalText(body.search), offset, limit });
      return { count: page.count, offset, limit, users: page.users };
    },
  );

  app.post(
    '/user-details/',
    { schema: userDetailsSchema },
    async (request) => {
      const found = await findUserProfile(app.db, userScope(request.account, request.body.buildingId), request.body.userId);
      if (!found) throw httpError(404, USERS_STRINGS.userNotFound, 'userId');
      return { ...found.user, signedInAt: found.signedInAt };
    },
  );

  app.post(
    '/user-events/',
    { schema: userEventsSchema },
    async (request, reply) => {
      const { userId, buildingId } = request.body;
      const buildingIds = await userBuildingsInScope(app.db, request.account, userId, buildingId);
      const entries = await userCalendar(app.db, userId, buildingIds);
      // As /calendar-events/: built to exactly one anyOf branch, so sent without Fastify's
      // branch-by-branch serialiser (dashboard/index.ts says why).
      return sendJsonText(reply, JSON.stringify(entries));
    },
  );

  app.post(
    '/create-user/',
    // Its 409 tells whether an e-mail is a resident's of any building (e-mails are unique across
    // buildings), as /users/check-mail/ does: so it counts against the same budget per account.
    { schema: createUserSchema, preHandler: emailLookupLimit(app) },
    async (request, reply) => {
      const { body, account } = request;
      const fields = readNewUserFields(body);
      const allowed = resolveBuildingScope(account, body.buildingId);
      const buildingIds = [...new Set(body.userBuildings)];
      // A building not the caller's is refused, never dropped (a building admin: only its own).
      if (buildingIds.some((id) => !allowed.includes(id))) throw httpError(403, AUTH_STRINGS.buildingForbidden, 'userBuildings');
      const user = {
        ...fields,
        buildingIds,
        unitIds: [...new Set(body.units ?? [])],
        callerBuildingIds: callerBuildings(account),
        amenityMember: body.amenityMember === true || body.amenityMember === 1,
      };
      // A front desk may not learn whether the e-mail is some other building's resident: nobody is
      // created at once, and a free e-mail and a registered one are both a request a manager confirms.
      if (account.role === 'building_admin') {
        return replyIdempotently(request, reply, { db: app.db, accountId: account.id }, async (tx) => {
          const [buildingId] = buildingIds;
          if (buildingId !== undefined && (await isResidentOfBuilding(tx, user.email, buildingId))) {
            throw httpError(409, USERS_STRINGS.emailRegistered, 'email');
          }
          await saveResidentRequest(tx, user, account.id);
          return { statusCode: 202, body: { msg: USERS_STRINGS.managerWillConfirm } };
        });
      }
      return replyIdempotently(request, reply, { db: app.db, accountId: account.id }, async (tx) => ({
        body: { ...SUCCESS_MSG, id: await insertUser(tx, user) },
      }));
    },
  );

  app.post(
    '/amenity-membership/:userId/',
    { schema: amenityMembershipSchema },
    async (request) => {
      const { userId } = request.params;
      const { body } = request;
      if (body.userId !== undefined && body.userId !== userId) throw httpError(400, USERS_STRINGS.userIdMismatch, 'userId');
      // Several buildings and none named: the call does not guess which one the Save was for.
      const buildingId = onlyBuilding(await userBuildingsInScope(app.db, request.account, userId, body.buildingId), USERS_STRINGS.chooseBuilding);
      if ((await buildingOffersAmenityMembership(app.db, buildingId)) !== true) {
        throw httpError(422, USERS_STRINGS.noAmenityMembership, 'buildingId');
      }
      const amenityMember = body.amenityMember === true || body.amenityMember === 1;
      if (!(await setAmenityMember(app.db, userId, buildingId, amenityMember))) {
        throw httpError(404, USERS_STRINGS.userNotFound, 'userId');
      }
      return { ...SUCCESS_MSG, userId, buildingId, amenityMember };
    },
  );

  await app.register(imageRoutes);
  await app.register(residentRequestRoutes);
  await app.register(updateUserRoute);
  await app.register(signInLinkRoute);
};

export default usersRoutes;
