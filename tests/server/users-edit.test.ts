// /update-user/ ("Edit details" on a resident's profile) on the hand-built fixture (users-fixtures.ts
// names who is where): what is stored, create-user's rules for the fields, and who may edit whom.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_STRINGS } from '../../server/auth/auth-strings.ts';
import { USERS_STRINGS } from '../../server/users/users-strings.ts';
import { PHONE_STRINGS } from '../../src/contract/phone-number.ts';
import { membership, startUsersWorld, type UsersWorld } from './users-fixtures.ts';

describe(`edit a user's details on ${process.env.TEST_DB}`, () => {
  let w: UsersWorld;

  beforeAll(async () => {
    w = await startUsersWorld();
  });
  afterAll(() => w.t.close());
  // Each refusal test's 409s count against the e-mail lookup budget: start each test with a full one.
  afterEach(() => w.t.db.query("DELETE FROM rate_limit WHERE key LIKE 'email-lookup:%'"));

  const user = (key: string) => w.ids.user[key]!;
  const unit = (key: string) => w.ids.unit[key]!;
  const stored = async (key: string) =>
    (
      await w.t.db.query<Record<string, unknown>>(
        `SELECT r.first_name, r.last_name, r.email, r.cell_phone,
                json_agg(json_build_object('b', m.building_id, 'u', m.unit_id, 'a', m.apartment) ORDER BY m.building_id) AS m
           FROM resident r JOIN membership m ON m.resident_id = r.id WHERE r.id = $1 GROUP BY r.id`,
        [user(key)],
      )
    )[0];

  it('corrects name, e-mail, phone, unit and apartment and answers the profile', async () => {
    const response = await w.post('ana', '/update-user/', {
      userId: user('r3'),
      firstName: ' Rajesh ',
      lastName: 'Patel-Shah',
      email: 'Rajesh.Patel@Example.COM',
      cellPhone: '+1 (555) 010-0100',
      unitId: unit('u1'),
      apartment: ' 12A ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const harbor = membership(w.ids.building.b1, 'Harbor Lofts', { amenityMembership: true, apartment: '12A', unit: { id: unit('u1'), name: 'Tower A' } });
    expect(response.json()).toMatchObject({
      id: user('r3'),
      firstName: 'Rajesh',
      lastName: 'Patel-Shah',
      email: 'rajesh.patel@example.com',
      cellPhone: '+15550100100',
      apartment: '12A',
      unit: [{ id: unit('u1'), name: 'Tower A', buildingId: w.ids.building.b1 }],
      associatedBuilding: harbor,
    });
    // The profile read afterwards says the same; the directory finds the new name.
    expect((await w.post('ana', '/user-details/', { userId: user('r3') })).json()).toEqual(response.json());
    expect((await w.post('ana', '/users/', { search: 'rajesh' })).json()).toMatchObject({ count: 1, users: [{ id: user('r3') }] });
  });

  it('keeps what is left out, and clears what is sent empty', async () => {
    const lee = { userId: user('r1'), firstName: 'Lee', lastName: 'Chan', email: 'lee@example.com' };
    expect((await w.post('ana', '/update-user/', { ...lee, cellPhone: '555 123 4567' })).statusCode).toBe(200);
    expect(await stored('r1')).toMatchObject({ cell_phone: '5551234567', m: [{ u: unit('u1'), a: '4B' }] });
    expect((await w.post('ana', '/update-user/', { ...lee, cellPhone: '', apartment: null, unitId: null })).statusCode).toBe(200);
    expect(await stored('r1')).toMatchObject({ cell_phone: null, m: [{ u: null, a: null }] });
  });

  it('edits the membership of the building named, and asks which when the user has several', async () => {
    const dana = { userId: user('r8'), firstName: 'Dana', lastName: 'Dual', email: 'dana@example.com', apartment: 'S-3' };
    const several = await w.post('ana', '/update-user/', dana);
    expect(several.statusCode).toBe(400);
    expect(several.json()).toMatchObject({ detail: USERS_STRINGS.chooseBuilding, field: 'buildingId' });
    const sakura = await w.post('ana', '/update-user/', { ...dana, buildingId: w.ids.building.b2, unitId: unit('c2') });
    expect(sakura.statusCode, sakura.body).toBe(200);
    expect(await stored('r8')).toMatchObject({
      m: [
        { b: w.ids.building.b1, u: unit('u1'), a: null },
        { b: w.ids.building.b2, u: unit('c2'), a: 'S-3' },
      ],
    });
    // Ben sees Dana in Sakura only: that is the membership his edit is about.
    const bens = await w.post('ben', '/update-user/', { ...dana, apartment: 'S-4' });
    expect(bens.statusCode, bens.body).toBe(200);
    expect(bens.json()).toMatchObject({ buildings: [{ buildingName: 'Sakura Offices', apartment: 'S-4' }] });
  });

  it("refuses another user's e-mail, in any case, whoever's resident it is, naming the field", async () => {
    const before = await stored('r2');
    // Ken lives in Sakura: not the front desk's building, yet the e-mail is taken all the same.
    for (const email of ['LEE@example.com', 'Ken@Example.com']) {
      const response = await w.post('ana', '/update-user/', { userId: user('r2'), firstName: 'Mia', lastName: 'Wong', email });
      expect(response.statusCode, email).toBe(409);
      expect(response.json()).toMatchObject({ msg: 'Email already registered', field: 'email' });
    }
    expect(await stored('r2')).toEqual(before);
    // Her own e-mail, in another case, is hers.
    expect((await w.post('ana', '/update-user/', { userId: user('r2'), firstName: 'Mia', lastName: 'Wong', email: 'MIA@example.com' })).statusCode).toBe(200);
  });

  it('names the missing or malformed field, changing nothing', async () => {
    const base = { userId: user('r5'), firstName: 'Tom', lastName: 'Diaz', email: 'tom@example.com' };
    const before = await stored('r5');
    const { firstName: _f, ...noFirstName } = base;
    const { email: _e, ...noEmail } = base;
    for (const [payload, status, field] of [
      [noFirstName, 400, 'firstName'],
      [{ ...base, firstName: '   ' }, 400, 'firstName'],
      [{ ...base, lastName: '' }, 400, 'lastName'],
      [noEmail, 400, 'email'],
      [{ ...base, email: 'not-an-email' }, 400, 'email'],
      [{ ...base, cellPhone: 'call me' }, 400, 'cellPhone'],
      [{ ...base, apartment: 'x'.repeat(501) }, 400, 'apartment'],
      [{ ...base, unitId: 'one' }, 400, 'unitId'],
      [{ ...base, unitId: unit('c1') }, 400, 'unitId'],
      [{ ...base, unitId: 999_999 }, 404, 'unitId'],
      [{ ...base, role: 'admin' }, 400, 'role'],
    ] as const) {
      const response = await w.post('ana', '/update-user/', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().field, JSON.stringify(payload)).toBe(field);
    }
    const phone = await w.post('ana', '/update-user/', { ...base, cellPhone: '555-CALL' });
    expect(phone.json()).toMatchObject({ message: PHONE_STRINGS.invalid });
    const unitOfOther = await w.post('ana', '/update-user/', { ...base, unitId: unit('c1') });
    expect(unitOfOther.json()).toMatchObject({ detail: USERS_STRINGS.unitNotOfBuilding });
    expect(await stored('r5')).toEqual(before);
  });

  it("never tells a front desk whether an e-mail is taken: a desk may not change a resident's e-mail at all", async () => {
    const before = await stored('r4');
    // Ken's e-mail (a resident of another building) and a free one get the same answer, and nothing changes.
    const answers = [];
    for (const email of ['Ken@Example.com', 'nobody-yet@example.com']) {
      const response = await w.post('desk', '/update-user/', { userId: user('r4'), firstName: 'Zoe', lastName: 'Kim', email });
      answers.push({ status: response.statusCode, body: response.json() });
    }
    expect(answers[0]).toEqual({ status: 403, body: expect.objectContaining({ msg: USERS_STRINGS.deskMayNotChangeEmail, field: 'email' }) });
    expect(answers[1]).toEqual(answers[0]);
    expect(await stored('r4')).toEqual(before);
    // The same e-mail in another case is no change: the rest of the details are saved.
    const same = await w.post('desk', '/update-user/', { userId: user('r4'), firstName: 'Zoey', lastName: 'Kim', email: 'ZOE@example.com' });
    expect(same.statusCode, same.body).toBe(200);
  });

  it("lets a front desk edit only its own building's residents, and a manager only the buildings they manage", async () => {
    const aiko = { userId: user('r6'), firstName: 'Aiko', lastName: 'Tanaka', email: 'aiko@example.com', apartment: 'X' };
    const before = await stored('r6');
    const leeBefore = await stored('r1');
    // Aiko lives in Sakura: not the front desk's Harbor (its session is held to Harbor whatever it names).
    for (const payload of [aiko, { ...aiko, buildingId: w.ids.building.b1 }]) {
      const response = await w.post('desk', '/update-user/', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(404);
      expect(response.json()).toMatchObject({ detail: USERS_STRINGS.userNotFound, field: 'userId' });
    }
    const named = await w.post('desk', '/update-user/', { ...aiko, buildingId: w.ids.building.b2 });
    expect(named.statusCode).toBe(403);
    expect(named.json()).toMatchObject({ detail: AUTH_STRINGS.buildingForbidden, field: 'buildingId' });
    // Ben manages Sakura only: Lee (Harbor) is not his; Harbor named is refused.
    const lee = { userId: user('r1'), firstName: 'Lee', lastName: 'Chan', email: 'lee@example.com', apartment: 'X' };
    expect((await w.post('ben', '/update-user/', lee)).statusCode).toBe(404);
    expect((await w.post('ben', '/update-user/', { ...lee, buildingId: w.ids.building.b1 })).statusCode).toBe(403);
    // A unit of a building the caller does not manage is answered as unknown.
    expect((await w.post('ben', '/update-user/', { ...aiko, unitId: unit('u1') })).statusCode).toBe(404);
    expect(await stored('r6')).toEqual(before);
    expect(await stored('r1')).toEqual(leeBefore);
    // The front desk edits its own building's resident.
    const own = await w.post('desk', '/update-user/', { userId: user('r4'), firstName: 'Zoë', lastName: 'Kim', email: 'zoe@example.com', unitId: unit('u1') });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ firstName: 'Zoë', unit: [{ id: unit('u1') }] });
    const anonymous = await w.t.app.inject({ method: 'POST', url: '/api/building-manager/update-user/', payload: lee });
    expect(anonymous.statusCode).toBe(401);
  });
});
