// The door's reads besides the roster (issue 26): the resident index the offline warm-up keeps for
// finding walk-ins, scoped like every manager call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEventsHarness, type EventsHarness } from './front-desk-events-fixtures.ts';

interface Indexed {
  id: number;
  buildingId: number;
  firstName: string;
  lastName: string;
  unit: string | null;
  apartment: string | null;
}

describe(`the door's reads on ${process.env.TEST_DB}`, () => {
  let h: EventsHarness;

  beforeAll(async () => {
    h = await startEventsHarness();
  });
  afterAll(() => h?.close());

  const index = async (accountId: number, body: object = {}) => {
    const answer = await h.post('resident-index/', accountId, body);
    return { status: answer.statusCode, residents: answer.statusCode === 200 ? answer.json<{ residents: Indexed[] }>().residents : [] };
  };

  it('lists the residents of the caller’s buildings with names and unit only, by first name', async () => {
    const { status, residents } = await index(h.world.accounts.desk);
    expect(status).toBe(200);
    expect(residents.map((r) => r.firstName)).toEqual(['Ana', 'Ben', 'Cy', 'Dot', 'Eve']);
    expect(residents[0]).toEqual({
      id: h.world.residents.ana,
      buildingId: h.world.buildings.harbor,
      firstName: 'Ana',
      lastName: 'Resident',
      unit: 'Tower A',
      apartment: '4B',
    });
  });

  it('keeps to the caller’s buildings: another manager’s building is refused', async () => {
    expect((await index(h.world.accounts.otto)).residents.map((r) => r.firstName)).toEqual(['Omar']);
    expect((await index(h.world.accounts.mia, { buildingId: h.world.buildings.oak })).status).toBe(403);
    expect((await index(h.world.accounts.desk, { buildingId: h.world.buildings.oak })).status).toBe(403);
    expect((await index(h.world.accounts.mia, { buildingId: h.world.buildings.thames })).residents).toEqual([]);
  });
});
