// The self check-in kiosk holds a kiosk's session, not the front desk's: a token the desk's session
// asks for, held to the desk's building and to the kiosk's own calls. Every other documented call
// of a session (walked from GET /api/docs) answers it 403 before reading its body; the kiosk's calls
// answer it what the kiosk needs; the staff exit's right password gives back a working front-desk
// session; the token lives 4 days and dies with a password change, like every session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_S } from '../../server/auth/access-token.ts';
import { AUTH_STRINGS } from '../../server/auth/auth-strings.ts';
import { RESIDENT_API_PREFIX } from '../../server/http/resident-scope.ts';
import { KIOSK_CALL_NOTE } from '../../server/http/session-scope.ts';
import { CHECK_IN_MESSAGES } from '../../server/front-desk/check-in-messages.ts';
import { FRONT_DESK_MESSAGES } from '../../server/routes/front-desk-mode/front-desk-strings.ts';
import { readTokenClaims } from '../../src/contract/token-claims.ts';
import {
  authHeader,
  createBuilding,
  createBuildingAdmin,
  createManager,
  createResident,
  createTestApp,
  login,
  type TestApp,
} from '../support/test-app.ts';

const BM = '/api/building-manager';
const MARIA = { email: 'maria@example.com', password: 'maria-password-1' };
const DESK = { email: 'desk@example.com', password: 'desk-password-1' };

/** What the kiosk calls: a kiosk's session may make these and no other. */
const KIOSK_CALLS = [
  'POST /api/users/user-info/',
  `POST ${BM}/buildings/`,
  `POST ${BM}/events-today/`,
  `POST ${BM}/kiosk-roster/`,
  `POST ${BM}/check-in/`,
  `POST ${BM}/front-desk/check-password/`,
].sort();

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

interface Operation {
  method: string;
  path: string;
  secured: boolean;
  description: string;
}

function payloadOf(token: string): { iat: number; exp: number; kiosk?: number; desk?: number; role: string } {
  const part = token.split('.')[1]!;
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as ReturnType<typeof payloadOf>;
}

describe(`the self check-in kiosk's session on ${process.env.TEST_DB}`, () => {
  let t: TestApp;
  let harbor: number;
  let foundry: number;
  let event: number;
  let going: number;
  let waitlisted: number;
  let neighbour: number;
  let operations: Operation[];
  let managerToken: string;
  let frontDesk: string;
  let adminDesk: string;

  const post = (token: string, path: string, payload: object | null = {}) =>
    t.app.inject({ method: 'POST', url: path, headers: authHeader(token), ...(payload === null ? {} : { payload }) });
  const startKiosk = async (desk: string) => {
    const answer = await post(desk, `${BM}/front-desk/kiosk/`);
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as { token: string }).token;
  };

  beforeAll(async () => {
    t = await createTestApp();
    harbor = await createBuilding(t.db, { name: 'Harbor' });
    foundry = await createBuilding(t.db, { name: 'Foundry' });
    await createManager(t.db, { ...MARIA, buildingIds: [harbor, foundry] });
    await createBuildingAdmin(t.db, { ...DESK, buildingId: harbor });
    managerToken = await login(t.app, MARIA.email, MARIA.password);
    frontDesk = ((await post(managerToken, `${BM}/front-desk/`, { buildingId: harbor })).json() as { token: string }).token;
    adminDesk = await login(t.app, DESK.email, DESK.password);
    // An event of Harbor open for check-in now (the window is relative to the database's now()).
    const [row] = await t.db.query<{ id: number }>(
      `INSERT INTO event (building_id, name, event_type, starts_at, ends_at, capacity)
       VALUES ($1, 'Kiosk yoga', 'fitness', now() - interval '10 minutes', now() + interval '50 minutes', 10) RETURNING id`,
      [harbor],
    );
    event = row!.id;
    const resident = async (email: string, firstName: string, status: string | null) => {
      const id = await createResident(t.db, { email, firstName, lastName: 'Private' });
      await t.db.query('INSERT INTO membership (resident_id, building_id, apartment) VALUES ($1, $2, $3)', [id, harbor, '4B']);
      if (status !== null) await t.db.query('INSERT INTO rsvp (event_id, resident_id, status) VALUES ($1, $2, $3)', [event, id, status]);
      return id;
    };
    going = await resident('alex@example.com', 'Alex', 'going');
    waitlisted = await resident('wanda@example.com', 'Wanda', 'waitlisted');
    neighbour = await resident('nell@example.com', 'Nell', null);

    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[]; description?: string }>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path: path.replace(/\{key\}/g, '0'.repeat(32)).replace(/\{\w+\}/g, '1'),
        secured: (operation.security ?? []).length > 0,
        description: operation.description ?? '',
      })),
    );
  });
  afterAll(() => t?.close());

  it('is started by a front-desk session only (a manager\'s front-desk mode or a building admin\'s own), held to its building', async () => {
    const own = await post(managerToken, `${BM}/front-desk/kiosk/`);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ msg: FRONT_DESK_MESSAGES.frontDeskOnly });
    for (const desk of [frontDesk, adminDesk]) {
      const kiosk = await startKiosk(desk);
      expect(payloadOf(kiosk)).toMatchObject({ role: 'building_admin', kiosk: harbor });
      expect(readTokenClaims(kiosk).kiosk).toBe(harbor);
      // A kiosk starts no other kiosk.
      const again = await post(kiosk, `${BM}/front-desk/kiosk/`);
      expect(again.statusCode).toBe(403);
      expect(again.json()).toMatchObject({ msg: AUTH_STRINGS.notKioskCall });
    }
    // The same 4 days as every session.
    const { iat, exp } = payloadOf(await startKiosk(frontDesk));
    expect(exp - iat).toBe(SESSION_LIFETIME_S);
  });

  it('the document marks exactly the kiosk\'s calls as open to a kiosk\'s session', () => {
    const marked = operations.filter((operation) => operation.description.includes(KIOSK_CALL_NOTE));
    expect(marked.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(KIOSK_CALLS);
    expect(marked.every((operation) => operation.secured)).toBe(true);
  });

  it('every other documented session call answers a kiosk\'s session 403, before reading its body; the kiosk\'s calls are not refused', async () => {
    const kiosk = await startKiosk(frontDesk);
    // The residents' own calls take a resident's session only: any staff session, a kiosk's too, is 401 there.
    const residents = operations.filter((operation) => operation.path.startsWith(`${RESIDENT_API_PREFIX}/`) && operation.secured);
    for (const { method, path } of residents) {
      expect((await t.app.inject({ method: method as 'GET', url: path, headers: authHeader(kiosk) })).statusCode, `${method} ${path}`).toBe(401);
    }
    const secured = operations.filter((operation) => operation.secured && !residents.includes(operation));
    expect(secured.length).toBeGreaterThanOrEqual(60);
    const wrong: string[] = [];
    for (const { method, path } of secured) {
      const allowed = KIOSK_CALLS.includes(`${method} ${path}`);
      for (const payload of BODY_METHODS.has(method) ? ['{"buildingId": ', '{"buildingId": 1}'] : [undefined]) {
        const response = await t.app.inject({
          method: method as 'GET',
          url: path,
          headers: { ...authHeader(kiosk), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(payload === undefined ? {} : { payload }),
        });
        const label = `${method} ${path} ${payload ?? ''}: ${response.statusCode}`;
        const refused = response.statusCode === 403 && (response.json() as { msg?: string }).msg === AUTH_STRINGS.notKioskCall;
        if (allowed === refused) wrong.push(label);
      }
    }
    expect(wrong).toEqual([]);
    // The session itself is still good after all those refusals.
    expect((await post(kiosk, '/api/users/user-info/', null)).statusCode).toBe(200);
  });

  it("answers the kiosk's calls what the kiosk needs", async () => {
    const kiosk = await startKiosk(frontDesk);
    const info = await post(kiosk, '/api/users/user-info/', null);
    expect(info.statusCode).toBe(200);
    // Whose session and which building: not the staff's e-mail (the sign-in name), names or picture.
    expect(info.json()).toMatchObject({ role: 'building_admin', buildingIdAdmin: harbor, email: '', firstName: '', lastName: '', displayPicture: null });
    expect(info.body).not.toContain(MARIA.email);
    expect(((await post(kiosk, `${BM}/buildings/`)).json() as { id: number; name: string }[]).map(({ id, name }) => [id, name])).toEqual([[harbor, 'Harbor']]);
    // Held to the desk's building, whatever it names.
    expect((await post(kiosk, `${BM}/buildings/`, { buildingId: foundry })).statusCode).toBe(403);
    const days = (await post(kiosk, `${BM}/events-today/`, { days: 2 })).json() as { events: { id: number }[] };
    expect(days.events.map((listed) => listed.id)).toContain(event);
    const roster = await post(kiosk, `${BM}/kiosk-roster/`, { eventId: event });
    expect(roster.statusCode).toBe(200);
    expect(roster.body).not.toContain('Private');
  });

  it('checks in residents going only: anyone else (waitlisted, a neighbour not going, no resident) is answered alike, nothing written', async () => {
    const kiosk = await startKiosk(adminDesk);
    for (const userId of [waitlisted, neighbour, 999_999]) {
      const refused = await post(kiosk, `${BM}/check-in/`, { eventId: event, userId });
      expect(refused.statusCode, String(userId)).toBe(409);
      expect(refused.json()).toMatchObject({ msg: CHECK_IN_MESSAGES.notGoingSelfCheckIn, field: 'userId' });
    }
    const [count] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rsvp WHERE event_id = $1 AND checked_in_at IS NOT NULL', [event]);
    expect(count!.n).toBe(0);
    const checkedIn = await post(kiosk, `${BM}/check-in/`, { eventId: event, userId: going });
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    expect(checkedIn.json()).toMatchObject({ alreadyCheckedIn: false, walkIn: false });
    // No undo from the kiosk: that is the desk's.
    expect((await post(kiosk, `${BM}/undo-check-in/`, { eventId: event, userId: going })).statusCode).toBe(403);
    // The desk's own session still checks a walk-in in (the rule is the kiosk's alone).
    const walkIn = await post(adminDesk, `${BM}/check-in/`, { eventId: event, userId: neighbour });
    expect(walkIn.statusCode, walkIn.body).toBe(200);
    expect(walkIn.json()).toMatchObject({ walkIn: true });
  });

  it("the staff exit's right password gives back a working front-desk session: a manager's front-desk mode", async () => {
    const kiosk = await startKiosk(frontDesk);
    const wrong = await post(kiosk, `${BM}/front-desk/check-password/`, { password: 'not-it' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ msg: FRONT_DESK_MESSAGES.wrongPassword, field: 'password' });
    const right = await post(kiosk, `${BM}/front-desk/check-password/`, { password: MARIA.password });
    expect(right.statusCode).toBe(200);
    const { token } = right.json() as { checked: true; token: string };
    expect(readTokenClaims(token).kiosk).toBeNull();
    expect(payloadOf(token)).toMatchObject({ role: 'building_admin', desk: harbor });
    // The desk's calls work again with it, held to its building as before.
    expect((await post(token, '/api/users/user-info/', null)).json()).toMatchObject({ email: MARIA.email, role: 'building_admin', buildingIdAdmin: harbor });
    expect((await post(token, `${BM}/resident-index/`, { buildingId: harbor })).statusCode).toBe(200);
    expect((await post(token, `${BM}/event-roster/`, { eventId: event })).statusCode).toBe(200);
    expect((await post(token, `${BM}/buildings/`, { buildingId: foundry })).statusCode).toBe(403);
    // …and it leaves front-desk mode with the password, back to the manager's session.
    const left = await post(token, `${BM}/front-desk/leave/`, { password: MARIA.password });
    expect(payloadOf((left.json() as { token: string }).token)).toMatchObject({ role: 'manager' });
    // The kiosk's session could not have left front-desk mode itself.
    expect((await post(kiosk, `${BM}/front-desk/leave/`, { password: MARIA.password })).statusCode).toBe(403);
  });

  it("the same for a building admin's own account", async () => {
    const kiosk = await startKiosk(adminDesk);
    const right = await post(kiosk, `${BM}/front-desk/check-password/`, { password: DESK.password });
    expect(right.statusCode).toBe(200);
    const { token } = right.json() as { token: string };
    expect(payloadOf(token).desk).toBeUndefined();
    expect((await post(token, '/api/users/user-info/', null)).json()).toMatchObject({ email: DESK.email, role: 'building_admin', buildingIdAdmin: harbor });
    expect((await post(token, `${BM}/resident-index/`, {})).statusCode).toBe(200);
  });

  it('a password change ends the kiosk sessions of the account (401, the expired session)', async () => {
    const kiosk = await startKiosk(frontDesk);
    expect((await post(kiosk, '/api/users/user-info/', null)).statusCode).toBe(200);
    const changed = await post(managerToken, `${BM}/update-password/`, { email: MARIA.email, currentPassword: MARIA.password, password: 'a-new-password-2' });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const path of ['/api/users/user-info/', `${BM}/kiosk-roster/`]) {
      const after = await post(kiosk, path, path.includes('kiosk') ? { eventId: event } : null);
      expect(after.statusCode, path).toBe(401);
      expect(after.json()).toMatchObject({ message: AUTH_STRINGS.tokenExpired });
    }
    // Nor does its staff exit give a session back.
    expect((await post(kiosk, `${BM}/front-desk/check-password/`, { password: 'a-new-password-2' })).statusCode).toBe(401);
  });
});
