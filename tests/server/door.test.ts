// The door's reads besides the roster: the resident index the offline warm-up keeps for
// finding walk-ins, a resident's lines of the check-in log, and the roster's window and no-shows
// times, scoped like every manager call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEventsHarness, type EventsHarness } from './front-desk-events-fixtures.ts';

interface Indexed {
  id: number;
  buildingId: number;
  firstName: string;
  lastName: string;
  unit: string | null;
  apartment: string | null;
  passHash: string | null;
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

  it('lists the residents of the caller’s buildings with names, unit and pass hash only, by first name', async () => {
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
      // No pass asked for yet: none to match.
      passHash: null,
    });
  });

  it('keeps to the caller’s buildings: another manager’s building is refused', async () => {
    expect((await index(h.world.accounts.otto)).residents.map((r) => r.firstName)).toEqual(['Omar']);
    expect((await index(h.world.accounts.mia, { buildingId: h.world.buildings.oak })).status).toBe(403);
    expect((await index(h.world.accounts.desk, { buildingId: h.world.buildings.oak })).status).toBe(403);
    expect((await index(h.world.accounts.mia, { buildingId: h.world.buildings.thames })).residents).toEqual([]);
  });

  /** An event of Harbor that started `startedMinutesAgo` minutes ago and lasted an hour. */
  async function eventStarted(startedMinutesAgo: number): Promise<number> {
    const [row] = await h.t.db.query<{ id: number }>(
      `INSERT INTO event (building_id, name, event_type, starts_at, ends_at, capacity)
       VALUES ($1, 'Door class', 'fitness', now() - make_interval(mins => $2), now() - make_interval(mins => $2) + interval '1 hour', 5) RETURNING id`,
      [h.world.buildings.harbor, startedMinutesAgo],
    );
    return row!.id;
  }

  it('shows one resident’s check-ins and undos in the order logged, with who and the device', async () => {
    const id = await eventStarted(10);
    const { ana, ben } = h.world.residents;
    await h.post('check-in/', h.world.accounts.desk, { eventId: id, userId: ana }, { 'user-agent': 'Tablet A' });
    await h.post('check-in/', h.world.accounts.mia, { eventId: id, userId: ana });
    await h.post('undo-check-in/', h.world.accounts.mia, { eventId: id, userId: ana });
    await h.post('check-in/', h.world.accounts.desk, { eventId: id, userId: ben });
    const answer = await h.post('check-in-log/', h.world.accounts.desk, { eventId: id, userId: ana });
    expect(answer.statusCode, answer.body).toBe(200);
    const lines = answer.json<{ lines: { action: string; result: string; detail: string | null; by: string | null; device: string | null }[] }>().lines;
    expect(lines.map(({ action, result, detail, by }) => [action, result, detail, by])).toEqual([
      ['check-in', 'checked-in', 'walk-in', 'Front Desk'],
      ['check-in', 'already-checked-in', null, 'Mia Manager'],
      ['undo', 'undone', null, 'Mia Manager'],
    ]);
    expect(lines[0]?.device).toBe('Tablet A');
    // Another manager's event, or a resident of another building: not found.
    expect((await h.post('check-in-log/', h.world.accounts.otto, { eventId: id, userId: ana })).statusCode).toBe(404);
    expect((await h.post('check-in-log/', h.world.accounts.desk, { eventId: id, userId: h.world.residents.omar })).statusCode).toBe(404);
  });

  it('the roster says when check-in opens and closes and from when its no-shows are known', async () => {
    const id = await eventStarted(10);
    const answer = (await h.post('event-roster/', h.world.accounts.desk, { eventId: id })).json<{ checkInOpensAt: string; checkInClosesAt: string; noShowsFrom: string }>();
    const [event] = await h.t.db.query<{ starts: string; ends: string }>(
      `SELECT to_char(starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS starts, to_char(ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ends FROM event WHERE id = $1`,
      [id],
    );
    const minutes = (iso: string, from: string) => (Date.parse(iso) - Date.parse(from)) / 60_000;
    expect(minutes(answer.checkInOpensAt, event!.starts)).toBe(-60);
    expect(minutes(answer.checkInClosesAt, event!.ends)).toBe(120);
    expect(minutes(answer.noShowsFrom, event!.ends)).toBe(120);
  });
});
