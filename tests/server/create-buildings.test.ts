// /create-building/, /create-unit/, /create-venue/, /create-studio/ on the hand-built portfolio of
// create-fixtures.ts: the row each answers, where it shows up afterwards, and every refusal with the
// field it names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_STRINGS } from '../../server/auth/auth-strings.ts';
import { CREATE_STRINGS } from '../../server/routes/create/create-strings.ts';
import { startCreateWorld, type CreateWorld } from './create-fixtures.ts';

describe(`create buildings, blocks and companies, venues, studios on ${process.env.TEST_DB}`, () => {
  let w: CreateWorld;

  beforeAll(async () => {
    w = await startCreateWorld();
  });
  afterAll(() => w.t.close());

  const maple = {
    name: '  Maple Court ',
    buildingType: 'COMMERCIAL',
    timeZone: 'Europe/Lisbon',
    dashboardAccess: false,
    amenityMembership: true,
    liaison: { firstName: 'Lia', lastName: ' Son ', email: 'Lia.Son@Example.com' },
  };
  const names = (rows: { name: string }[]) => rows.map((row) => row.name);

  describe('a building', () => {
    let mapleId = 0;

    it('answers the created row, trimmed, the liaison e-mail in lower case', async () => {
      const response = await w.post('ana', '/create-building/', maple);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { id: number };
      mapleId = body.id;
      expect(body).toEqual({
        msg: 'Success',
        id: mapleId,
        name: 'Maple Court',
        buildingType: 'COMMERCIAL',
        timeZone: 'Europe/Lisbon',
        dashboardAccess: false,
        amenityMembership: true,
        liaison: { firstName: 'Lia', lastName: 'Son', email: 'lia.son@example.com' },
      });
      const [row] = await w.t.db.query('SELECT name, time_zone, liaison_email FROM building WHERE id = $1', [mapleId]);
      expect(row).toEqual({ name: 'Maple Court', time_zone: 'Europe/Lisbon', liaison_email: 'lia.son@example.com' });
    });

    it('is managed by its creator from then on (same session), and by nobody else', async () => {
      expect(names(await w.ok<{ name: string }[]>('ana', '/buildings/'))).toEqual(['Harbor Lofts', 'Maple Court', 'Sakura Offices']);
      expect(await w.ok('ana', '/building-details/', { id: mapleId })).toEqual({
        id: mapleId,
        name: 'Maple Court',
        dashboardAccess: false,
        buildingType: 'COMMERCIAL',
        amenityMembership: true,
        blocks: [],
        companies: [],
        timeZone: 'Europe/Lisbon',
        venues: [],
        liason: { firstName: 'Lia', lastName: 'Son' },
      });
      // A new building has no events, users or tasks yet.
      expect(await w.ok('ana', '/top-numbers/', { buildingId: mapleId })).toEqual({ totalEvents: 0, totalRsvps: 0, totalUsers: 0, pendingTasks: 0 });
      expect(names(await w.ok<{ name: string }[]>('ben', '/buildings/'))).toEqual(['Oak House']);
      expect((await w.post('ben', '/building-details/', { id: mapleId })).statusCode).toBe(403);
      expect((await w.post('desk', '/top-numbers/', { buildingId: mapleId })).statusCode).toBe(403);
    });

    it("refuses a name the caller already uses (any case), not one of another manager's", async () => {
      for (const name of ['maple court', 'HARBOR LOFTS']) {
        const response = await w.post('ana', '/create-building/', { ...maple, name });
        expect(response.statusCode, name).toBe(409);
        expect(response.json()).toMatchObject({ msg: CREATE_STRINGS.buildingNameTaken, field: 'name' });
      }
      const ben = await w.post('ben', '/create-building/', { ...maple, liaison: null });
      expect(ben.statusCode, ben.body).toBe(200);
      expect(ben.json()).toMatchObject({ name: 'Maple Court', liaison: null });
      expect(names(await w.ok<{ name: string }[]>('ben', '/buildings/'))).toEqual(['Maple Court', 'Oak House']);
    });

    it('stores no liaison when every part of it is blank or absent', async () => {
      for (const [name, liaison] of [
        ['Birch Hall', { firstName: '  ', lastName: null, email: null }],
        ['Cedar Hall', {}],
      ] as const) {
        const body = await w.ok('ana', '/create-building/', { ...maple, name, liaison });
        expect(body.liaison, name).toBeNull();
        expect(await w.ok('ana', '/building-details/', { id: body.id })).toMatchObject({ liason: null });
      }
      const partial = await w.ok('ana', '/create-building/', { ...maple, name: 'Elm Hall', liaison: { email: 'front@elm.example' } });
      expect(partial.liaison).toEqual({ firstName: null, lastName: null, email: 'front@elm.example' });
    });

    it('takes IANA time zone names as PostgreSQL spells them; anything else is a 400 naming timeZone', async () => {
      const kolkata = await w.ok('ana', '/create-building/', { ...maple, name: 'Lotus Tower', timeZone: 'Asia/Kolkata', liaison: null });
      expect(kolkata.timeZone).toBe('Asia/Kolkata');
      for (const timeZone of ['Mars/Olympus_Mons', 'america/new_york', 'PST', '+05:00', 'Factory', 'posixrules', ' ', 'UTC; DROP TABLE building']) {
        const response = await w.post('ana', '/create-building/', { ...maple, name: 'Zone Test', timeZone });
        expect(response.statusCode, timeZone).toBe(400);
        expect(response.json()).toMatchObject({ field: 'timeZone' });
      }
      const bad = await w.post('ana', '/create-building/', { ...maple, name: 'Zone Test', timeZone: 'Mars/Olympus_Mons' });
      expect(bad.json().msg).toBe(CREATE_STRINGS.badTimeZone);
    });

    it('names the field of every bad request', async () => {
      const { name: _name, ...withoutName } = maple;
      for (const [payload, field, msg] of [
        [withoutName, 'name', 'Name is required.'],
        [{ ...maple, name: '   ' }, 'name', 'Name is required.'],
        [{ ...maple, name: '' }, 'name', 'Name must not be empty.'],
        [{ ...maple, name: 'x'.repeat(501) }, 'name', 'Name must be at most 500 characters.'],
        [{ ...maple, buildingType: 'residential' }, 'buildingType', undefined],
        [{ ...maple, timeZone: undefined }, 'timeZone', 'Time zone is required.'],
        [{ ...maple, dashboardAccess: 'yes' }, 'dashboardAccess', 'Dashboard access must be true or false.'],
        [{ ...maple, amenityMembership: undefined }, 'amenityMembership', 'Amenity membership is required.'],
        [{ ...maple, liaison: { email: 'not-an-email' } }, 'liaison.email', 'Liaison e-mail must be a valid e-mail address.'],
        [{ ...maple, liaison: { phone: '555' } }, 'liaison.phone', 'Liaison phone is not a field this request takes.'],
        [{ ...maple, owner: 1 }, 'owner', 'Owner is not a field this request takes.'],
      ] as const) {
        const response = await w.post('ana', '/create-building/', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().field).toBe(field);
        if (msg) expect(response.json().msg).toBe(msg);
      }
    });

    it('is refused to a building admin, and to a manager naming a scope that is not theirs', async () => {
      const desk = await w.post('desk', '/create-building/', { ...maple, name: 'Desk Tower', buildingId: w.ids.harbor });
      expect(desk.statusCode).toBe(403);
      expect(desk.json().msg).toBe(CREATE_STRINGS.managersOnlyBuildings);
      const scoped = await w.post('ana', '/create-building/', { ...maple, name: 'Scoped Tower', buildingId: w.ids.oak });
      expect(scoped.statusCode).toBe(403);
      expect(scoped.json()).toMatchObject({ msg: AUTH_STRINGS.buildingForbidden, field: 'buildingId' });
      const anonymous = await w.t.app.inject({ method: 'POST', url: '/api/building-manager/create-building/', payload: maple });
      expect(anonymous.statusCode).toBe(401);
      const [{ n }] = (await w.t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM building WHERE name IN ('Desk Tower', 'Scoped Tower', 'Zone Test')")) as [{ n: number }];
      expect(n).toBe(0);
    });
  });

  describe('a block or company', () => {
    it('is a block in a residential building and a company in a commercial one', async () => {
      const block = await w.ok('ana', '/create-unit/', { buildingId: w.ids.harbor, name: ' Tower B ' });
      expect(block).toEqual({ msg: 'Success', id: block.id, buildingId: w.ids.harbor, name: 'Tower B', unitType: 'block' });
      const company = await w.ok('ana', '/create-unit/', { buildingId: w.ids.sakura, name: 'Beta KK' });
      expect(company).toEqual({ msg: 'Success', id: company.id, buildingId: w.ids.sakura, name: 'Beta KK', unitType: 'company' });
      const list = await w.ok<{ id: number }[]>('ana', '/buildings/', {});
      const building = (id: number) => list.find((entry) => entry.id === id);
      expect(building(w.ids.harbor)).toMatchObject({ blocks: [{ id: w.ids.towerA, name: 'Tower A' }, { id: block.id, name: 'Tower B' }], companies: [] });
      expect(building(w.ids.sakura)).toMatchObject({ blocks: [], companies: [{ id: w.ids.alphaKk, name: 'Alpha KK' }, { id: company.id, name: 'Beta KK' }] });
      // The new company is a filter of the analytics lists at once.
      expect(await w.ok('ana', '/companies/', { buildingId: w.ids.sakura })).toEqual([
        { id: w.ids.alphaKk, name: 'Alpha KK' },
        { id: company.id, name: 'Beta KK' },
      ]);
    });

    it("refuses a name the building has (any case), not another building's", async () => {
      const taken = await w.post('ana', '/create-unit/', { buildingId: w.ids.harbor, name: 'tower a' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ msg: CREATE_STRINGS.unitNameTaken, field: 'name' });
      expect((await w.post('ana', '/create-unit/', { buildingId: w.ids.sakura, name: 'Tower A' })).statusCode).toBe(200);
    });

    it('goes into the one building named, or the only one of a building admin', async () => {
      const none = await w.post('ana', '/create-unit/', { buildingId: 0, name: 'Tower Z' });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({ msg: CREATE_STRINGS.chooseBuilding, field: 'buildingId' });
      const desk = await w.ok('desk', '/create-unit/', { buildingId: 0, name: 'Tower D' });
      expect(desk).toMatchObject({ buildingId: w.ids.harbor, unitType: 'block' });
      expect((await w.ok('desk', '/create-unit/', { buildingId: w.ids.harbor, name: 'Tower E' })).buildingId).toBe(w.ids.harbor);
    });

    it("refuses another manager's building, and a building admin any building but its own", async () => {
      for (const [who, buildingId] of [['ben', w.ids.harbor], ['desk', w.ids.sakura], ['desk', w.ids.oak], ['ana', 999_999]] as const) {
        const response = await w.post(who, '/create-unit/', { buildingId, name: 'Intruder Block' });
        expect(response.statusCode, `${who} ${buildingId}`).toBe(403);
        expect(response.json()).toMatchObject({ msg: AUTH_STRINGS.buildingForbidden, field: 'buildingId' });
      }
      expect(await w.t.db.query("SELECT 1 FROM unit WHERE name = 'Intruder Block'")).toEqual([]);
    });

    it('names the field of a bad request', async () => {
      for (const [payload, field] of [
        [{ name: 'No Building' }, 'buildingId'],
        [{ buildingId: w.ids.harbor }, 'name'],
        [{ buildingId: w.ids.harbor, name: ' ' }, 'name'],
        [{ buildingId: 'harbor', name: 'X' }, 'buildingId'],
        [{ buildingId: -1, name: 'X' }, 'buildingId'],
        [{ buildingId: w.ids.harbor, name: 'X', unitType: 'block' }, 'unitType'],
      ] as const) {
        const response = await w.post('ana', '/create-unit/', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().field).toBe(field);
      }
    });

    it('answers a repeated Idempotency-Key with the first answer, creating once', async () => {
      const payload = { buildingId: w.ids.harbor, name: 'Tower K' };
      const first = await w.post('ana', '/create-unit/', payload, { 'idempotency-key': 'unit-retry-1' });
      const again = await w.post('ana', '/create-unit/', payload, { 'idempotency-key': 'unit-retry-1' });
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await w.t.db.query("SELECT id FROM unit WHERE name = 'Tower K'")).toEqual([{ id: first.json().id }]);
    });
  });

  describe('a venue', () => {
    it('is stored with its capacity (or none) and listed among the building\'s venues', async () => {
      const hall = await w.ok('ana', '/create-venue/', { buildingId: w.ids.harbor, name: 'Party Hall', capacity: 40 });
      expect(hall).toEqual({ msg: 'Success', id: hall.id, buildingId: w.ids.harbor, name: 'Party Hall', capacity: 40 });
      const gym = await w.ok('ana', '/create-venue/', { buildingId: w.ids.harbor, name: 'Gym' });
      expect(gym).toMatchObject({ name: 'Gym', capacity: null });
      expect(await w.t.db.query('SELECT name, capacity FROM venue WHERE building_id = $1 ORDER BY id', [w.ids.harbor])).toEqual([
        { name: 'Rooftop', capacity: null },
        { name: 'Party Hall', capacity: 40 },
        { name: 'Gym', capacity: null },
      ]);
      expect((await w.ok<{ venues: unknown[] }>('ana', '/building-details/', { id: w.ids.harbor })).venues).toEqual([
        { id: gym.id, name: 'Gym' },
        { id: hall.id, name: 'Party Hall' },
        { id: w.ids.rooftop, name: 'Rooftop' },
      ]);
      // The Capacity gauge's venue list ("All Venues" and each venue) has them at once.
      const growth = await w.ok<{ venues: unknown[] }>('ana', '/capture-growth/', { year: 2026, month: 10, managerBuildingId: w.ids.harbor });
      expect(growth.venues).toEqual([
        { id: gym.id, name: 'Gym', buildingName: 'Harbor Lofts' },
        { id: hall.id, name: 'Party Hall', buildingName: 'Harbor Lofts' },
        { id: w.ids.rooftop, name: 'Rooftop', buildingName: 'Harbor Lofts' },
      ]);
    });

    it('refuses a name the building has, a capacity under 1, and buildings not the caller\'s', async () => {
      const taken = await w.post('desk', '/create-venue/', { buildingId: w.ids.harbor, name: 'ROOFTOP', capacity: 5 });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ msg: CREATE_STRINGS.venueNameTaken, field: 'name' });
      expect((await w.ok('ana', '/create-venue/', { buildingId: w.ids.sakura, name: 'Rooftop' })).buildingId).toBe(w.ids.sakura);
      // Each refusal is a sentence a person reads, not "capacity: must be >= 1".
      for (const [capacity, message] of [
        [0, 'Capacity must be at least 1.'],
        [-3, 'Capacity must be at least 1.'],
        [2.5, 'Capacity must be a whole number or empty.'],
        ['40', 'Capacity must be a whole number or empty.'],
      ] as const) {
        const response = await w.post('ana', '/create-venue/', { buildingId: w.ids.harbor, name: 'Studio 2', capacity });
        expect(response.statusCode, String(capacity)).toBe(400);
        expect(response.json()).toMatchObject({ field: 'capacity', message, msg: message });
      }
      for (const [who, buildingId] of [['ben', w.ids.sakura], ['desk', w.ids.sakura]] as const) {
        const response = await w.post(who, '/create-venue/', { buildingId, name: 'Intruder Hall' });
        expect(response.statusCode).toBe(403);
        expect(response.json().field).toBe('buildingId');
      }
      expect(await w.t.db.query("SELECT 1 FROM venue WHERE name IN ('Intruder Hall', 'Studio 2')")).toEqual([]);
    });

    it("names its building in the Capacity gauge's venue list, so all buildings' same-named venues tell apart", async () => {
      const growth = await w.ok<{ venues: { id: number; name: string; buildingName: string }[] }>('ana', '/capture-growth/', { year: 2026, month: 10 });
      const rooftops = growth.venues.filter((venue) => venue.name === 'Rooftop');
      // By name, then building name.
      expect(rooftops).toEqual([
        { id: w.ids.rooftop, name: 'Rooftop', buildingName: 'Harbor Lofts' },
        { id: expect.any(Number), name: 'Rooftop', buildingName: 'Sakura Offices' },
      ]);
    });
  });

  describe('a studio', () => {
    it("works with the building it was created for: listed there, and a filter of that building's analytics", async () => {
      const flow = await w.ok('ana', '/create-studio/', { buildingId: w.ids.harbor, name: 'Flow Yoga' });
      expect(flow).toEqual({ msg: 'Success', id: flow.id, buildingId: w.ids.harbor, name: 'Flow Yoga' });
      expect(await w.ok('ana', '/studios/', { buildingId: w.ids.harbor })).toEqual([{ id: flow.id, name: 'Flow Yoga' }]);
      // Zen Den works with Sakura through its event; Flow Yoga only with Harbor.
      expect(await w.ok('ana', '/studios/', { buildingId: w.ids.sakura })).toEqual([{ id: w.ids.zenDen, name: 'Zen Den' }]);
      expect(await w.ok('ana', '/studios/', {})).toEqual([
        { id: flow.id, name: 'Flow Yoga' },
        { id: w.ids.zenDen, name: 'Zen Den' },
      ]);
      expect(await w.ok('desk', '/studios/', { buildingId: w.ids.harbor })).toEqual([{ id: flow.id, name: 'Flow Yoga' }]);
      expect(await w.ok('ben', '/studios/', {})).toEqual([]);
      // No events of Flow Yoga yet: its figures are empty, not refused.
      expect(await w.ok('ana', '/attended-rsvpd/', { year: 2026, month: 10, studioId: flow.id })).toEqual({ attendedRsvpd: null, attendees: 0, rsvps: 0 });
    });

    it("keeps studios of other managers' buildings out of sight: another's studio is not a filter (404)", async () => {
      for (const [who, body] of [
        ['ben', { studioId: w.ids.zenDen }],
        ['desk', { studioId: w.ids.zenDen }],
        ['ana', { managerBuildingId: w.ids.harbor, studioId: w.ids.zenDen }],
      ] as const) {
        const response = await w.post(who, '/attended-rsvpd/', { year: 2026, month: 10, ...body });
        expect(response.statusCode, `${who} ${JSON.stringify(body)}`).toBe(404);
        expect(response.json().field).toBe('studioId');
      }
    });

    it("refuses a name the building works with already, never merging with another building's studio", async () => {
      const taken = await w.post('ana', '/create-studio/', { buildingId: w.ids.sakura, name: 'zen den' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ msg: CREATE_STRINGS.studioNameTaken, field: 'name' });
      expect((await w.post('desk', '/create-studio/', { buildingId: w.ids.harbor, name: 'FLOW YOGA' })).statusCode).toBe(409);
      // Ben's building knows neither: his Zen Den is a studio of its own.
      const bens = await w.ok('ben', '/create-studio/', { buildingId: w.ids.oak, name: 'Zen Den' });
      expect(bens.id).not.toBe(w.ids.zenDen);
      expect(await w.ok('ben', '/studios/', {})).toEqual([{ id: bens.id, name: 'Zen Den' }]);
      expect(await w.ok('ana', '/studios/', { buildingId: w.ids.sakura })).toEqual([{ id: w.ids.zenDen, name: 'Zen Den' }]);
    });

    it('refuses buildings not the caller\'s and a blank name', async () => {
      for (const [who, buildingId] of [['ben', w.ids.harbor], ['desk', w.ids.sakura]] as const) {
        const response = await w.post(who, '/create-studio/', { buildingId, name: 'Intruder Studio' });
        expect(response.statusCode).toBe(403);
        expect(response.json().field).toBe('buildingId');
      }
      const blank = await w.post('ana', '/create-studio/', { buildingId: w.ids.harbor, name: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({ msg: 'Name is required.', field: 'name' });
      // A tab is no part of a one-line name, blank or not.
      const tab = await w.post('ana', '/create-studio/', { buildingId: w.ids.harbor, name: '\t ' });
      expect(tab.statusCode).toBe(400);
      expect(tab.json()).toMatchObject({ msg: 'Name must be one line, without tabs or other control characters.', field: 'name' });
      expect(await w.t.db.query("SELECT 1 FROM studio WHERE name = 'Intruder Studio'")).toEqual([]);
    });
  });
});
