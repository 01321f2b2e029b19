// A front desk's Create user (a building-admin session) may not tell a free e-mail from one that is
// another building's resident: both answer 202 with one sentence and create nobody; a manager of the
// building confirms (creating the resident, or adding the building to the one registered elsewhere,
// whose name and phone stay theirs) or declines. Managers keep Create user as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS_STRINGS } from '../../server/users/users-strings.ts';
import { startUsersWorld, type UsersWorld } from './users-fixtures.ts';

interface Request {
  id: number;
  email: string;
  firstName: string;
  registered: boolean;
  buildingId: number;
  unitId: number | null;
  apartment: string | null;
}

describe(`a front desk's new residents, confirmed by a manager, on ${process.env.TEST_DB}`, () => {
  let w: UsersWorld;
  beforeAll(async () => {
    w = await startUsersWorld();
  });
  afterAll(() => w.t.close());

  const deskCreate = (email: string, extra: object = {}) =>
    w.post('desk', '/create-user/', { firstName: 'Nora', lastName: 'Ng', email, userBuildings: [w.ids.building.b1], apartment: '9Z', units: [w.ids.unit.u2], ...extra });
  const residents = async () => (await w.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM resident'))[0]!.n;
  const requests = async (who: 'ana' | 'ben' = 'ana') => ((await w.post(who, '/resident-requests/', {})).json() as { requests: Request[] }).requests;
  /** What the desk's directory shows when it searches for a name. */
  const deskSearch = async (search: string) => ((await w.post('desk', '/users/', { search })).json() as { count: number }).count;

  it("answers another building's resident exactly as a free e-mail, and the desk's directory shows neither", async () => {
    const before = await residents();
    // Ken lives in Sakura only (not the desk's Harbor).
    const taken = await deskCreate('ken@example.com', { firstName: 'Kenny' });
    const free = await deskCreate('brand-new@example.com', { firstName: 'Kenny' });
    for (const answer of [taken, free]) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ msg: USERS_STRINGS.managerWillConfirm });
    }
    expect(taken.body).toBe(free.body);
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(free.headers).sort());
    expect(await residents()).toBe(before);
    expect(await deskSearch('Kenny')).toBe(0);
    expect(await deskSearch('brand-new')).toBe(0);
  });

  it("refuses (409) a resident of the desk's own building, which its directory shows anyway", async () => {
    const answer = await deskCreate('lee@example.com');
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ msg: USERS_STRINGS.emailRegistered, field: 'email' });
  });

  it('lists the requests to a manager of the building only; a front desk may not list, confirm or decline', async () => {
    const listed = await requests();
    expect(listed.map((request) => [request.email, request.registered]).sort()).toEqual([
      ['brand-new@example.com', false],
      ['ken@example.com', true],
    ]);
    // Ben manages Sakura, not Harbor: none of them are his.
    expect(await requests('ben')).toEqual([]);
    const [first] = listed;
    for (const path of ['/resident-requests/', '/confirm-resident-request/', '/decline-resident-request/']) {
      const answer = await w.post('desk', path, path === '/resident-requests/' ? {} : { id: first!.id });
      expect(answer.statusCode, path).toBe(403);
    }
    expect((await w.post('ben', '/confirm-resident-request/', { id: first!.id })).statusCode).toBe(404);
    expect(await requests()).toHaveLength(2);
  });

  it('confirming creates a free e-mail as typed, or adds the building to the resident registered elsewhere', async () => {
    const listed = await requests();
    const free = listed.find((request) => request.email === 'brand-new@example.com')!;
    const taken = listed.find((request) => request.email === 'ken@example.com')!;
    const made = await w.post('ana', '/confirm-resident-request/', { id: free.id });
    expect(made.statusCode).toBe(200);
    const added = await w.post('ana', '/confirm-resident-request/', { id: taken.id });
    expect(added.statusCode).toBe(200);
    const [ken] = await w.t.db.query<{ id: number }>("SELECT id FROM resident WHERE email = 'ken@example.com'");
    expect((added.json() as { id: number }).id).toBe(ken!.id);
    const rows = await w.t.db.query<{ email: string; firstName: string; buildings: number[]; apartment: string | null; unitId: number | null }>(
      `SELECT r.email, r.first_name AS "firstName", array_agg(m.building_id ORDER BY m.building_id) AS buildings,
              max(m.apartment) FILTER (WHERE m.building_id = $1) AS apartment, max(m.unit_id) FILTER (WHERE m.building_id = $1) AS "unitId"
         FROM resident r JOIN membership m ON m.resident_id = r.id
        WHERE r.email IN ('brand-new@example.com', 'ken@example.com') GROUP BY r.id ORDER BY r.email`,
      [w.ids.building.b1],
    );
    expect(rows).toEqual([
      { email: 'brand-new@example.com', firstName: 'Kenny', buildings: [w.ids.building.b1], apartment: '9Z', unitId: w.ids.unit.u2 },
      // Ken keeps his own name; Harbor is added with what the desk typed.
      { email: 'ken@example.com', firstName: 'Ken', buildings: [w.ids.building.b1, w.ids.building.b2].sort((a, b) => a - b), apartment: '9Z', unitId: w.ids.unit.u2 },
    ]);
    expect(await requests()).toEqual([]);
    expect((await w.post('ana', '/confirm-resident-request/', { id: free.id })).statusCode).toBe(404);
  });

  it('declining removes the request and creates nothing', async () => {
    const before = await residents();
    expect((await deskCreate('declined@example.com')).statusCode).toBe(202);
    // Asking again for the same e-mail replaces the request.
    expect((await deskCreate('declined@example.com', { firstName: 'Nina' })).statusCode).toBe(202);
    const [request] = await requests();
    expect(request).toMatchObject({ email: 'declined@example.com', firstName: 'Nina' });
    expect((await w.post('ana', '/decline-resident-request/', { id: request!.id })).statusCode).toBe(200);
    expect(await requests()).toEqual([]);
    expect(await residents()).toBe(before);
  });
});
