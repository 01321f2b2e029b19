import { callerBuildings, onlyBuilding } from '../../auth/building-scope.ts';
import type { Queryable } from '../../db/database.ts';
import { httpError } from '../../http/http-error.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { emailLookupLimit } from '../../auth/email-lookup-limit.ts';
import { readNewUserFields } from '../../users/new-user-fields.ts';
import { updateUser } from './update-user-repository.ts';
import { updateUserSchema, type UpdateUserBody } from './user-edit-schemas.ts';
import { userBuildingsInScope, userScope } from './user-scope.ts';
import { findUserProfile } from './users-repository.ts';
import { USERS_STRINGS } from '../../users/users-strings.ts';

async function refuseEmailChange(db: Queryable, userId: number, email: string): Promise<void> {
  const [stored] = await db.query<{ email: string }>('SELECT lower(email) AS email FROM resident WHERE id = $1', [userId]);
  if (stored?.email !== email.toLowerCase()) throw httpError(403, USERS_STRINGS.deskMayNotChangeEmail, 'email');
}

/**
 * /update-user/: "Edit details" of a profile. The fields go through create-user's rules
 * (readNewUserFields); the user must be seen in the caller's scope, and the membership edited is
 * that of one building (the one named, or the user's only one among the caller's).
 */
const updateUserRoute: RoutePlugin = async (app) => {
  app.post(
    '/update-user/',
    // Its 409 tells whether an e-mail is another resident's, as /users/check-mail/ does: the same budget.
    { schema: updateUserSchema, preHandler: emailLookupLimit(app) },
    async (request) => {
      const body: UpdateUserBody = request.body;
      const { account } = request;
      const read = readNewUserFields(body);
      const buildingId = onlyBuilding(await userBuildingsInScope(app.db, account, body.userId, body.buildingId), USERS_STRINGS.chooseBuilding);
      // A 409 would tell a front desk whether an e-mail is some building's resident (as create-user's
      // would): the e-mail is the person's, in every building, so changing it is a manager's call.
      if (account.role !== 'manager') await refuseEmailChange(app.db, body.userId, read.email);
      await app.db.transaction((tx) =>
        updateUser(tx, {
          userId: body.userId,
          buildingId,
          fields: {
            firstName: read.firstName,
            lastName: read.lastName,
            email: read.email,
            // Left out: kept as stored.
            cellPhone: body.cellPhone === undefined ? undefined : read.cellPhone,
            apartment: body.apartment === undefined ? undefined : read.apartment,
          },
          unitId: body.unitId,
          callerBuildingIds: callerBuildings(account),
        }),
      );
      // The profile, as /user-details/ answers it.
      const found = await findUserProfile(app.db, userScope(account, buildingId), body.userId);
      if (!found) throw httpError(404, USERS_STRINGS.userNotFound, 'userId');
      return { ...found.user, signedInAt: found.signedInAt };
    },
  );
};

export default updateUserRoute;
