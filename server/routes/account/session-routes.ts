import { httpError } from '../../http/http-error.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { KIOSK_CALL } from '../../http/session-scope.ts';
import { AUTH_STRINGS } from '../../auth/auth-strings.ts';
import { findAccountProfile, isResidentEmailRegistered, setAccountLanguage } from '../../auth/account-repository.ts';
import { checkMailSchema, languageSchema, userInfoSchema } from './account-schemas.ts';
import { ACCOUNT_STRINGS } from './account-strings.ts';
import { emailLookupLimit } from '../../auth/email-lookup-limit.ts';

/** The account calls that need a session: registered in a session scope (server/app.ts). */
const accountSessionRoutes: RoutePlugin = async (app) => {
  app.post('/users/user-info/', { schema: userInfoSchema, config: KIOSK_CALL }, async (request) => {
    const profile = await findAccountProfile(app.db, request.account.id);
    if (!profile) throw httpError(401, AUTH_STRINGS.tokenInvalid);
    const { frontDeskOf: desk, kioskOf: kiosk } = request.account;
    // A kiosk needs only whose session it is and its building: not the staff's e-mail (the sign-in
    // name), names or picture, on a tablet residents touch.
    // Its language is the desk account's: the kiosk speaks what the front desk chose.
    if (kiosk !== undefined) return { id: profile.id, email: '', firstName: '', lastName: '', role: 'building_admin' as const, buildingIdAdmin: kiosk, displayPicture: null, language: profile.language };
    // Front-desk mode: the app shows (and restricts) a building admin of that one building.
    return desk === undefined ? profile : { ...profile, role: 'building_admin' as const, buildingIdAdmin: desk };
  });

  // The account's own setting, whoever holds its session: a manager, a building admin, a manager's
  // front-desk mode (still the manager's account). Not a kiosk's call: residents touch that tablet.
  // The body names no account, so nobody can set another's.
  app.post('/users/language/', { schema: languageSchema }, async (request) => {
    const language = await setAccountLanguage(app.db, request.account.id, request.body.language);
    if (language === undefined) throw httpError(401, AUTH_STRINGS.tokenInvalid);
    return { language };
  });

  app.get(
    '/users/check-mail/',
    {
      schema: checkMailSchema,
      // Whether an e-mail belongs to a resident of any building is for a manager creating a user:
      // a front-desk (building-admin) session may not ask, and nobody may ask at a scraping pace.
      preHandler: [
        async (request) => {
          if (request.account.role !== 'manager') throw httpError(403, ACCOUNT_STRINGS.checkMailManagersOnly);
        },
        emailLookupLimit(app),
      ],
    },
    async (request) => ({ registered: await isResidentEmailRegistered(app.db, request.query.email.toLowerCase()) }),
  );
};

export default accountSessionRoutes;
