import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_STRINGS } from '../../server/auth/auth-strings.ts';
import { RESIDENT_PREVIEW_MESSAGES } from '../../server/routes/resident-preview/resident-preview-messages.ts';
import { FUTURE_DATE, startEventsHarness, type EventsHarness } from './front-desk-events-fixtures.ts';

interface PreviewEvent {
  id: number;
  name: string;
  capacity: number | null;
  placesLeft: number | null;
  waitlisted: number;
  myStatus: null;
}

/** A day `days` from today (UTC), as create-event takes it. */
function dayIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The manager's preview of the residents' page (residents.md, Preview): a building's coming events as residents see them. */
describe(`the residents' preview on ${process.env.TEST_DB}`, () => {
  let h: EventsHarness;
  let yoga: number;
  let full: number;

  const create = async (name: string, date: string, capacity: number | null) => {
    const res = await h.post('create-event/', h.world.accounts.mia, {
      buildingId: h.world.buildings.harbor, name, eventType: 2, date, startTime: '10:00', endTime: '11:00', capacity,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ ids: number[] }>().ids[0]!;
  };
  const preview = (accountId: number, buildingId: number) => h.post('resident-preview/', accountId, { buildingId });

  beforeAll(async () => {
    h = await startEventsHarness();
    const { ana, ben, cy } = h.world.residents;
    yoga = await create('Yoga', dayIn(10), 5);
    full = await create('Spin', dayIn(11), 1);
    await create('Open house', dayIn(12), null);
    const cancelled = await create('Cancelled class', dayIn(13), 5);
    // Beyond the 8 weeks residents see.
    await create('Far away', FUTURE_DATE, 5);
    for (const [eventId, userId] of [[yoga, ana], [full, ben], [full, cy]] as const) {
      expect((await h.post('rsvp/', h.world.accounts.desk, { eventId, userId })).statusCode).toBe(200);
    }
    expect((await h.post('cancel-event/', h.world.accounts.mia, { id: cancelled })).statusCode).toBeLessThan(300);
  });
  afterAll(() => h?.close());

  it("answers the building's coming events with counts and nobody's status, never a resident", async () => {
    const res = await preview(h.world.accounts.mia, h.world.buildings.harbor);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ buildingId: number; buildingName: string; events: PreviewEvent[] }>();
    expect(body.buildingName).toBe('Harbor Lofts');
    expect(body.events.map((event) => [event.name, event.capacity, event.placesLeft, event.waitlisted, event.myStatus])).toEqual([
      ['Yoga', 5, 4, 0, null],
      ['Spin', 1, 0, 1, null],
      ['Open house', null, null, 0, null],
    ]);
    expect(res.body).not.toMatch(/Ana|Ben|Cy/);
  });

  it("is scoped like every manager call: another building is a 403, a front desk sees its own", async () => {
    const other = await preview(h.world.accounts.mia, h.world.buildings.oak);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ field: 'buildingId', message: AUTH_STRINGS.buildingForbidden });
    expect((await preview(h.world.accounts.otto, h.world.buildings.harbor)).statusCode).toBe(403);
    const desk = await preview(h.world.accounts.desk, 0);
    expect(desk.statusCode, desk.body).toBe(200);
    expect(desk.json<{ buildingId: number }>().buildingId).toBe(h.world.buildings.harbor);
    // A manager of several buildings must name one.
    const all = await preview(h.world.accounts.mia, 0);
    expect(all.statusCode).toBe(400);
    expect(all.json()).toMatchObject({ field: 'buildingId', message: RESIDENT_PREVIEW_MESSAGES.chooseBuilding });
  });

  it('refuses a request without a session', async () => {
    const res = await h.t.app.inject({ method: 'POST', url: '/api/building-manager/resident-preview/', payload: { buildingId: h.world.buildings.harbor } });
    expect(res.statusCode).toBe(401);
  });
});
