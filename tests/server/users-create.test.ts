// /create-user/ (docs/product-spec.md, Validation rules, "Create user") on the hand-built fixture (users-fixtures.ts names who is where):
// what is stored, and every refusal with the field it names.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_STRINGS } from '../../server/auth/auth-strings.ts';
import { RATE_LIMITS } from '../../server/http/limits.ts';
import { USERS_STRINGS } from '../../server/users/users-strings.ts';
import { PHONE_STRINGS } from '../../src/contract/phone-number.ts';
import { authHeader } from '../support/test-app.ts';
import { membership, startUsersWorld, type UsersWorld } from './users-fixtures.ts';

describe(`create user on ${process.env.TEST_DB}`, () => {
  let w: UsersWorld;

  beforeAll(async () => {
    w = await startUsersWorld();
  });
  afterAll(() => w.t.close());

  const residentCount = async () => (await w.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM resident'))[0]!.n;
  const todayIn = (timeZone: string) => new Date().toLocaleDateString('en-CA', { timeZone });
  const base = () => ({ firstName: 'Nora', lastName: 'Ng', email: 'nora@example.com', userBuildings: [w.ids.building.b1] });

  it('creates a user in several buildings, e-mail lower-cased, unit and amenity membership per building', async () => {
    const { b1, b2 } = w.ids.building;
    const response = await w.post('ana', '/create-user/', {
      firstName: '  Nora ',
      lastName: 'Ng',
      email: 'Nora.Ng@Example.COM',
      userBuildings: [b2, b1, b2],
      units: [w.ids.unit.u2, w.ids.unit.c2],
      cellPhone: '+1 (555) 123-4567',
      apartment: '7C',
      amenityMember: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { msg, id } = response.json() as { msg: string; id: number };
    expect(msg).toBe('Success');
    const details = await w.post('ana', '/user-details/', { userId: id });
    // Amenity membership only where the building offers it (Harbor); the apartment in each building.
    const harbor = membership(b1, 'Harbor Lofts', {
      amenityMembership: true,
      amenityMember: true,
      apartment: '7C',
      unit: { id: w.ids.unit.u2!, name: 'Tower B' },
    });
    const sakura = membership(b2, 'Sakura Offices', {
      amenityMembership: false,
      apartment: '7C',
      unit: { id: w.ids.unit.c2!, name: 'Beta KK' },
    });
    expect(details.json()).toEqual({
      id,
      firstName: 'Nora',
      lastName: 'Ng',
      email: 'nora.ng@example.com',
      // Its digits and the leading +: a phone written the usual way is kept.
      cellPhone: '+15551234567',
      displayPicture: null,
      // Today in the first chosen building's zone (Sakura, Tokyo).
      joiningDate: todayIn('Asia/Tokyo'),
      amenityMember: true,
      apartment: '7C',
      unit: [
        { id: w.ids.unit.u2, name: 'Tower B', buildingId: b1 },
        { id: w.ids.unit.c2, name: 'Beta KK', buildingId: b2 },
      ],
      buildings: [harbor, sakura],
      associatedBuilding: harbor,
      // A new resident has not signed in to the residents' pages yet.
      signedInAt: null,
    });
    // The debounced check of the form now says registered, whatever the case typed.
    const check = await w.t.app.inject({
      method: 'GET',
      url: '/api/users/check-mail/?email=NORA.NG%40example.com',
      headers: authHeader(w.tokens.ana),
    });
    expect(check.json()).toEqual({ registered: true });
    // And the list finds her.
    expect((await w.post('ana', '/users/', { search: 'nora' })).json()).toMatchObject({ count: 1, users: [{ id }] });
  });

  it('keeps only the required fields when the rest is left out', async () => {
    const response = await w.post('ana', '/create-user/', {
      ...base(),
      email: 'plain@example.com',
      cellPhone: '5551234567',
      apartment: '',
      units: [],
      amenityMember: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const details = (await w.post('ana', '/user-details/', { userId: response.json().id })).json();
    expect(details).toMatchObject({
      cellPhone: '5551234567',
      apartment: null,
      amenityMember: false,
      unit: [],
      joiningDate: todayIn('America/New_York'),
    });
  });

  it('refuses an e-mail already registered, in another case, naming the field', async () => {
    const before = await residentCount();
    for (const email of ['LEE@example.com', 'Lee@Example.Com']) {
      const response = await w.post('ana', '/create-user/', { ...base(), email });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ detail: USERS_STRINGS.emailRegistered, msg: 'Email already registered', field: 'email' });
    }
    expect(await residentCount()).toBe(before);
  });

  it('lets one of two simultaneous creates with the same e-mail through', async () => {
    const payload = { ...base(), email: 'twin@example.com' };
    const answers = await Promise.all([w.post('ana', '/create-user/', payload), w.post('ana', '/create-user/', { ...payload, email: 'TWIN@example.com' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await w.t.db.query("SELECT id FROM resident WHERE lower(email) = 'twin@example.com'");
    expect(rows).toHaveLength(1);
  });

  it("refuses a building that is not the caller's, never dropping it", async () => {
    const before = await residentCount();
    for (const [who, payload] of [
      ['ben', { ...base(), userBuildings: [w.ids.building.b1] }],
      ['ben', { ...base(), userBuildings: [w.ids.building.b2, w.ids.building.b1] }],
      ['ana', { ...base(), userBuildings: [999_999] }],
      ['desk', { ...base(), userBuildings: [w.ids.building.b2] }],
      ['desk', { ...base(), userBuildings: [w.ids.building.b1, w.ids.building.b2] }],
    ] as const) {
      const response = await w.post(who, '/create-user/', payload);
      expect(response.statusCode, `${who} ${JSON.stringify(payload)}`).toBe(403);
      expect(response.json()).toMatchObject({ detail: AUTH_STRINGS.buildingForbidden, field: 'userBuildings' });
    }
    expect((await w.post('desk', '/create-user/', { ...base(), buildingId: w.ids.building.b2 })).statusCode).toBe(403);
    expect(await residentCount()).toBe(before);
  });

  it("keeps a building admin's new user for a manager of its building to confirm, creating nobody yet", async () => {
    const before = await residentCount();
    const response = await w.post('desk', '/create-user/', { ...base(), email: 'front-desk-made@example.com' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ msg: USERS_STRINGS.managerWillConfirm });
    expect(await residentCount()).toBe(before);
  });

  it('refuses a unit not of a chosen building, two units of one building, and amenity membership nowhere offered', async () => {
    const before = await residentCount();
    const { b1, b2 } = w.ids.building;
    for (const [payload, status, message, field] of [
      [{ ...base(), units: [w.ids.unit.c1] }, 400, USERS_STRINGS.unitNotOfChosenBuilding, 'units'],
      [{ ...base(), units: [999_999] }, 404, USERS_STRINGS.unitNotFound, 'units'],
      [{ ...base(), units: [w.ids.unit.u1, w.ids.unit.u2] }, 400, USERS_STRINGS.oneUnitPerBuilding, 'units'],
      [{ ...base(), userBuildings: [b2], amenityMember: true }, 422, USERS_STRINGS.noAmenityBuildingChosen, 'amenityMember'],
    ] as const) {
      const response = await w.post('ana', '/create-user/', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toMatchObject({ detail: message, field });
    }
    // Harbor's unit is not Ben's (nor the front desk's Sakura one): the same answer as an unknown unit.
    const bens = await w.post('ben', '/create-user/', { ...base(), userBuildings: [b2], units: [w.ids.unit.u1] });
    expect(bens.statusCode).toBe(404);
    expect(bens.json()).toMatchObject({ detail: USERS_STRINGS.unitNotFound, field: 'units' });
    expect((await w.post('desk', '/create-user/', { ...base(), units: [w.ids.unit.c1] })).statusCode).toBe(404);
    // Amenity membership with one building offering it is fine (and kept off elsewhere).
    const mixed = await w.post('ana', '/create-user/', { ...base(), email: 'mixed@example.com', userBuildings: [b1, b2], amenityMember: true });
    expect(mixed.statusCode).toBe(200);
    expect(await residentCount()).toBe(before + 1);
  });

  it('names the missing or malformed field (the form toasts "Please fill the required fields")', async () => {
    const before = await residentCount();
    const { firstName: _f, ...noFirstName } = base();
    const { email: _e, ...noEmail } = base();
    const { userBuildings: _b, ...noBuildings } = base();
    for (const [payload, field] of [
      [noFirstName, 'firstName'],
      [{ ...base(), firstName: '' }, 'firstName'],
      [{ ...base(), lastName: '   ' }, 'lastName'],
      [noEmail, 'email'],
      [{ ...base(), email: 'not-an-email' }, 'email'],
      [noBuildings, 'userBuildings'],
      [{ ...base(), userBuildings: [] }, 'userBuildings'],
      [{ ...base(), userBuildings: ['1'] }, 'userBuildings.0'],
      [{ ...base(), firstName: 'x'.repeat(501) }, 'firstName'],
      [{ ...base(), apartment: 'x'.repeat(501) }, 'apartment'],
      [{ ...base(), cellPhone: 'call me' }, 'cellPhone'],
      [{ ...base(), cellPhone: 5551234567 }, 'cellPhone'],
      [{ ...base(), cellPhone: '5'.repeat(31) }, 'cellPhone'],
      [{ ...base(), amenityMember: 2 }, 'amenityMember'],
      [{ ...base(), units: 3 }, 'units'],
      [{ ...base(), role: 'admin' }, 'role'],
    ] as const) {
      const response = await w.post('ana', '/create-user/', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field, JSON.stringify(payload)).toBe(field);
    }
    expect(await residentCount()).toBe(before);
    const anonymous = await w.t.app.inject({ method: 'POST', url: '/api/building-manager/create-user/', payload: base() });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses what cannot be a phone with a sentence, never saving the user without it', async () => {
    const before = await residentCount();
    for (const cellPhone of ['call me', '555-CALL', '12', '+', '1'.repeat(16)]) {
      const response = await w.post('ana', '/create-user/', { ...base(), email: 'phone@example.com', cellPhone });
      expect(response.statusCode, cellPhone).toBe(400);
      expect(response.json(), cellPhone).toMatchObject({ field: 'cellPhone', message: PHONE_STRINGS.invalid });
    }
    expect(await residentCount()).toBe(before);
  });

  it('answers a repeated Idempotency-Key with the first answer, creating once', async () => {
    const payload = { ...base(), email: 'retry@example.com' };
    const first = await w.post('ana', '/create-user/', payload, { 'idempotency-key': 'create-retry-1' });
    const again = await w.post('ana', '/create-user/', payload, { 'idempotency-key': 'create-retry-1' });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await w.t.db.query("SELECT id FROM resident WHERE email = 'retry@example.com'")).toHaveLength(1);
  });

  // A taken e-mail's 409 would tell a front desk that someone of another building has it, as
  // /users/check-mail/ would (which a front desk may not call): a front desk is answered alike for a
  // free e-mail and another building's resident (a request a manager confirms), and the budget is
  // check-mail's.
  describe('as a way to learn whose e-mail is taken', () => {
    const emailLookupBudget = RATE_LIMITS.emailLookups.perAccount;
    afterEach(() => w.t.db.query("DELETE FROM rate_limit WHERE key LIKE 'email-lookup:%'"));

    it("answers a front desk alike for another building's resident and a free e-mail; its own building's resident is 409", async () => {
      // Lee lives in Harbor (the desk's building), Ken in Sakura only.
      const own = await w.post('desk', '/create-user/', { ...base(), email: 'lee@example.com' });
      expect(own.statusCode).toBe(409);
      expect(own.json()).toMatchObject({ msg: USERS_STRINGS.emailRegistered, field: 'email' });
      const other = await w.post('desk', '/create-user/', { ...base(), email: 'ken@example.com' });
      const free = await w.post('desk', '/create-user/', { ...base(), email: 'nobody-here@example.com' });
      for (const response of [other, free]) {
        expect(response.statusCode).toBe(202);
        expect(response.json()).toEqual({ msg: USERS_STRINGS.managerWillConfirm });
      }
      expect(other.body).toBe(free.body);
      expect(Object.keys(other.headers).sort()).toEqual(Object.keys(free.headers).sort());
      // A manager still gets the spec's 409 for another building's resident.
      expect((await w.post('ana', '/create-user/', { ...base(), email: 'ken@example.com' })).statusCode).toBe(409);
    });

    it(`answers a front desk at most ${emailLookupBudget} times a minute, then 429 whether or not the e-mail is taken`, async () => {
      const before = await residentCount();
      const statuses: number[] = [];
      for (let i = 0; i < emailLookupBudget; i++) statuses.push((await w.post('desk', '/create-user/', { ...base(), email: 'ken@example.com' })).statusCode);
      expect(statuses.every((status) => status === 202)).toBe(true);
      for (const email of ['ken@example.com', 'nobody-yet@example.com']) {
        const limited = await w.post('desk', '/create-user/', { ...base(), email });
        expect(limited.statusCode, email).toBe(429);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(await residentCount()).toBe(before);
      // Another account's budget is its own.
      expect((await w.post('ana', '/create-user/', { ...base(), email: 'ken@example.com' })).statusCode).toBe(409);
    });

    it("shares one budget with /users/check-mail/, so neither is a way round the other's limit", async () => {
      const checkMail = (email: string) =>
        w.t.app.inject({ method: 'GET', url: `/api/users/check-mail/?email=${encodeURIComponent(email)}`, headers: authHeader(w.tokens.ana) });
      for (let i = 0; i < emailLookupBudget; i++) expect((await checkMail(`probe${i}@example.com`)).statusCode).toBe(200);
      expect((await w.post('ana', '/create-user/', { ...base(), email: 'ken@example.com' })).statusCode).toBe(429);
    });
  });
});
