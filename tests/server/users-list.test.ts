// /users/: the user list of the directory sidebar, with its building filter, search, paging and count,
// on the hand-built fixture (users-fixtures.ts names who is where).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_STRINGS } from '../../server/auth/auth-strings.ts';
import { membership, startUsersWorld, type UsersWorld, type Who } from './users-fixtures.ts';

describe(`user list on ${process.env.TEST_DB}`, () => {
  let w: UsersWorld;

  beforeAll(async () => {
    w = await startUsersWorld();
  });
  afterAll(() => w.t.close());

  const list = async (who: Who, payload?: object) => {
    const response = await w.post(who, '/users/', payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { count: number; offset: number; limit: number; users: { firstName: string }[] };
  };
  const names = (page: { users: { firstName: string }[] }) => page.users.map((user) => user.firstName);

  it("lists every user of the caller's buildings by first name, with the count", async () => {
    const page = await list('ana');
    // Ana sees both buildings: 8 users; Dana (in both) once.
    expect(page).toMatchObject({ count: 8, offset: 0, limit: 50 });
    expect(names(page)).toEqual(['Aiko', 'Dana', 'Ken', 'Lee', 'Mia', 'Raj', 'Tom', 'Zoe']);
  });

  it('answers each user with the fields of a user, buildings limited to the caller\'s', async () => {
    const { b1, b2 } = w.ids.building;
    const { u1, c1 } = w.ids.unit as { u1: number; c1: number };
    const harbor = membership(b1, 'Harbor Lofts', { amenityMembership: true, unit: { id: u1, name: 'Tower A' } });
    const sakura = membership(b2, 'Sakura Offices', { amenityMembership: false, unit: { id: c1, name: 'Acme Corp' } });
    const dana = {
      id: w.ids.user.r8,
      firstName: 'Dana',
      lastName: 'Dual',
      email: 'dana@example.com',
      cellPhone: null,
      displayPicture: null,
      joiningDate: '2025-01-05',
      amenityMember: false,
      apartment: null,
      unit: [
        { id: u1, name: 'Tower A', buildingId: b1 },
        { id: c1, name: 'Acme Corp', buildingId: b2 },
      ],
      // Without a filter the associated building is the first by name.
      buildings: [harbor, sakura],
      associatedBuilding: harbor,
    };
    expect((await list('ana')).users[1]).toEqual(dana);
    // Filtered to Sakura: that building (and its unit) comes first and is the associated one.
    expect((await list('ana', { buildingId: b2 })).users[1]).toEqual({
      ...dana,
      unit: [...dana.unit].reverse(),
      buildings: [sakura, harbor],
      associatedBuilding: sakura,
    });
    // Ben manages only Sakura: Dana's Harbor membership (and unit) is not his to see.
    expect((await list('ben')).users[1]).toEqual({
      ...dana,
      unit: [{ id: c1, name: 'Acme Corp', buildingId: b2 }],
      buildings: [sakura],
      associatedBuilding: sakura,
    });
  });

  it('filters by building; 0 or null means all of the caller\'s', async () => {
    expect(names(await list('ana', { buildingId: w.ids.building.b2 }))).toEqual(['Aiko', 'Dana', 'Ken']);
    expect(names(await list('ana', { buildingId: w.ids.building.b1 }))).toEqual(['Dana', 'Lee', 'Mia', 'Raj', 'Tom', 'Zoe']);
    expect((await list('ana', { buildingId: 0 })).count).toBe(8);
    expect((await list('ana', { buildingId: null })).count).toBe(8);
    expect(names(await list('ben'))).toEqual(['Aiko', 'Dana', 'Ken']);
  });

  it('searches first name, last name, both in either order, or e-mail, case-insensitively, anywhere in the text', async () => {
    // "I": Aiko and Mia by first name, Ken Mori, Zoe Kim and Tom Diaz by last name.
    expect(names(await list('ana', { search: 'I' }))).toEqual(['Aiko', 'Ken', 'Mia', 'Tom', 'Zoe']);
    expect(names(await list('ana', { search: 'LEE@EXAMPLE' }))).toEqual(['Lee']);
    expect(names(await list('ana', { search: '  dAn  ' }))).toEqual(['Dana']);
    // Every e-mail holds "example.com".
    expect((await list('ana', { search: 'example.COM' })).count).toBe(8);
    // The last name, and the whole name either way round (one space between), find Lee Chan.
    for (const search of ['Chan', 'lee chan', 'CHAN LEE', 'e Ch', ' Lee Chan ']) expect(names(await list('ana', { search }))).toEqual(['Lee']);
    expect((await list('ana', { search: 'Lee Wong' })).count).toBe(0);
    expect((await list('ana', { search: 'LeeChan' })).count).toBe(0);
    // LIKE's wildcards are plain characters here.
    expect((await list('ana', { search: '%' })).count).toBe(0);
    expect((await list('ana', { search: '_' })).count).toBe(0);
    // An empty or blank search is no search.
    expect((await list('ana', { search: '   ' })).count).toBe(8);
    expect((await list('ana', { search: null })).count).toBe(8);
  });

  it('search keeps to the filter and the caller\'s buildings', async () => {
    // Lee is Harbor's: not found among Sakura's users nor by Ben.
    expect((await list('ana', { search: 'lee', buildingId: w.ids.building.b2 })).count).toBe(0);
    expect((await list('ben', { search: 'lee' })).count).toBe(0);
    expect(names(await list('ben', { search: 'DANA' }))).toEqual(['Dana']);
  });

  it('pages with offset and limit; the count is over all pages', async () => {
    const pages = [];
    for (const offset of [0, 3, 6, 9]) pages.push(await list('ana', { offset, limit: 3 }));
    expect(pages.map(names)).toEqual([['Aiko', 'Dana', 'Ken'], ['Lee', 'Mia', 'Raj'], ['Tom', 'Zoe'], []]);
    expect(pages.map((page) => page.count)).toEqual([8, 8, 8, 8]);
    expect(pages[3]).toMatchObject({ offset: 9, limit: 3 });
    // Search and paging together.
    expect(await list('ana', { search: 'i', offset: 1, limit: 1 })).toMatchObject({ count: 5, users: [{ firstName: 'Ken' }] });
  });

  it('orders ties and case by last name then id, so pages never overlap', async () => {
    // Two more users named "dana"/"DANA" in Harbor: lower-case names sort with the rest.
    const { b1 } = w.ids.building;
    for (const [first, last, email] of [['dana', 'Zed', 'dz@example.com'], ['DANA', 'Abe', 'da@example.com']]) {
      const [row] = await w.t.db.query<{ id: number }>(
        "INSERT INTO resident (first_name, last_name, email, joining_date) VALUES ($1, $2, $3, '2026-01-01') RETURNING id",
        [first, last, email],
      );
      await w.t.db.query('INSERT INTO membership (resident_id, building_id) VALUES ($1, $2)', [row!.id, b1]);
    }
    try {
      const page = await list('desk', { search: 'dan' });
      expect(page.users.map((user) => `${user.firstName} ${(user as unknown as { lastName: string }).lastName}`)).toEqual([
        'DANA Abe',
        'Dana Dual',
        'dana Zed',
      ]);
      const oneByOne = [];
      for (const offset of [0, 1, 2]) oneByOne.push(...names(await list('desk', { search: 'dan', offset, limit: 1 })));
      expect(oneByOne).toEqual(['DANA', 'Dana', 'dana']);
    } finally {
      await w.t.db.query("DELETE FROM resident WHERE email IN ('dz@example.com', 'da@example.com')");
    }
  });

  it('keeps a building admin to its building whatever it sends', async () => {
    expect(await list('desk')).toMatchObject({ count: 6 });
    expect(names(await list('desk', { buildingId: 0 }))).toEqual(['Dana', 'Lee', 'Mia', 'Raj', 'Tom', 'Zoe']);
    // Dana's Sakura membership is not the front desk's to see.
    const dana = (await list('desk', { search: 'dana' })).users[0] as unknown as { buildings: { buildingName: string }[] };
    expect(dana.buildings.map((b) => b.buildingName)).toEqual(['Harbor Lofts']);
    const other = await w.post('desk', '/users/', { buildingId: w.ids.building.b2 });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ detail: AUTH_STRINGS.buildingForbidden, field: 'buildingId' });
  });

  it("refuses another manager's building, and an unknown one", async () => {
    for (const buildingId of [w.ids.building.b1, 999_999]) {
      const response = await w.post('ben', '/users/', { buildingId });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ detail: AUTH_STRINGS.buildingForbidden, field: 'buildingId' });
    }
  });

  it('names the field of a bad request and needs a session', async () => {
    for (const [payload, field] of [
      [{ limit: 0 }, 'limit'],
      [{ limit: 5001 }, 'limit'],
      [{ limit: 1.5 }, 'limit'],
      [{ offset: -1 }, 'offset'],
      [{ offset: '3' }, 'offset'],
      [{ search: 'x'.repeat(255) }, 'search'],
      [{ search: 42 }, 'search'],
      [{ buildingId: -1 }, 'buildingId'],
      [{ page: 2 }, 'page'],
    ] as const) {
      const response = await w.post('ana', '/users/', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field, JSON.stringify(payload)).toBe(field);
    }
    const anonymous = await w.t.app.inject({ method: 'POST', url: '/api/building-manager/users/', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
