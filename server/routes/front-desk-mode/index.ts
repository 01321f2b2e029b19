// Front-desk mode (docs/product-spec.md, Roles and permissions): a manager turns a signed-in tablet into a building-admin
// session for one of their buildings; leaving it takes the account's password. Failed passwords
// wait their turn per session (desk-password-check.ts), apart from sign-in's throttle, so neither
// the leave dialog nor the kiosk's exit (check-password/) is a fast way to guess the password, nor a
// way for whoever stands at the tablet to lock the staff out.
import { signAccessToken, signDeskToken, signFrontDeskToken, signKioskToken } from '../../auth/access-token.ts';
import { AUTH_STRINGS } from '../../auth/auth-strings.ts';
import { httpError } from '../../http/http-error.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { KIOSK_CALL } from '../../http/session-scope.ts';
import { checkDeskPassword } from './desk-password-check.ts';
import { checkFrontDeskPasswordSchema, leaveFrontDeskSchema, startFrontDeskSchema, startKioskSchema } from './front-desk-schemas.ts';
import { FRONT_DESK_MESSAGES } from './front-desk-strings.ts';

const FRONT_DESK_PATH = '/front-desk' as const;

/** In the manager scope (server/http/session-scope.ts). */
const frontDeskRoutes: RoutePlugin = async (app) => {
  app.post(`${FRONT_DESK_PATH}/`, { schema: startFrontDeskSchema }, async (request) => {
    const { account } = request;
    if (account.role !== 'manager') throw httpError(403, FRONT_DESK_MESSAGES.managersOnly);
    if (!account.buildingIds.includes(request.body.buildingId)) throw httpError(403, AUTH_STRINGS.buildingForbidden, 'buildingId');
    return { token: signFrontDeskToken(app, account, request.body.buildingId) };
  });

  app.post(
    `${FRONT_DESK_PATH}/leave/`,
    { schema: leaveFrontDeskSchema },
    async (request, reply) => {
      const account = await checkDeskPassword(app, request, reply, request.body.password);
      // 403, not 401: the session itself is still good, only the password is wrong.
      if (!account) throw httpError(403, FRONT_DESK_MESSAGES.wrongPassword, 'password');
      return { token: request.account.frontDeskOf === undefined ? null : signAccessToken(app, account) };
    },
  );

  // The self check-in kiosk: the tablet residents touch holds a kiosk's session instead of the desk's.
  app.post(`${FRONT_DESK_PATH}/kiosk/`, { schema: startKioskSchema }, async (request) => {
    const { account } = request;
    // A building admin's session holds exactly one building (its own, or the front-desk mode's).
    const [buildingId] = account.buildingIds;
    if (account.role !== 'building_admin' || buildingId === undefined) throw httpError(403, FRONT_DESK_MESSAGES.frontDeskOnly);
    return { token: signKioskToken(app, account, buildingId) };
  });

  // The kiosk's staff exit asks for the same password (counted per session: the kiosk's) and gives
  // the front desk's session back, so the tablet is the desk again without a sign-in.
  app.post(
    `${FRONT_DESK_PATH}/check-password/`,
    { schema: checkFrontDeskPasswordSchema, config: KIOSK_CALL },
    async (request, reply) => {
      const account = await checkDeskPassword(app, request, reply, request.body.password);
      if (!account) throw httpError(403, FRONT_DESK_MESSAGES.wrongPassword, 'password');
      return { checked: true as const, token: signDeskToken(app, account, request.account.frontDeskOf) };
    },
  );
};

export default frontDeskRoutes;
