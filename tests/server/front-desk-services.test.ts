// The front desk's services take no HTTP request: any caller (a route, the kiosk, an import, the
// residents' own calls) passes its transaction and who acts, and gets the same rules and locks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskActor } from '../../server/front-desk/desk-actor.ts';
import { FUTURE_DATE, startEventsHarness, type EventsHarness } from './front-desk-events-fixtures.ts';

describe(`front-desk services called without a request on ${process.env.TEST_DB}`, () => {
  let h: EventsHarness;
  let actor: DeskActor;

  beforeAll(async () => {
    h = await startEventsHarness();
    actor = { accountId: h.world.accounts.desk, buildingIds: [h.world.buildings.harbor], kiosk: false };
  });
  afterAll(() => h?.close());

  async function event(capacity: number | null): Promise<number> {
    const res = await h.post('create-event/', h.world.accounts.mia, {
      buildingId: h.world.buildings.harbor, name: 'Pottery', eventType: 1, date: FUTURE_DATE, startTime: '10:00', endTime: '11:00', capacity,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ ids: number[] }>().ids[0]!;
  }

  it('gives the last place to one of two callers taking it at once; the other goes on the waitlist', async () => {
    const eventId = await event(1);
    const { ana, ben } = h.world.residents;
    const answers = await Promise.all(
      [ana, ben].map((userId) => h.t.db.transaction((tx) => h.t.app.frontDesk.as(actor).rsvp(tx, { eventId, userId }))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual(['going', 'waitlisted']);
  });

  it('answers a check-in outside the window with its sentence, and logs the refusal', async () => {
    const eventId = await event(null);
    const userId = h.world.residents.cy;
    const tap = { device: 'test', deviceName: null, tappedAt: null, idempotencyKey: null };
    const result = await h.t.db.transaction((tx) => h.t.app.frontDesk.as(actor).checkIn(tx, { eventId, userId, tap }));
    expect(result).toEqual({ refused: expect.stringMatching(/^Check-in for this event is open from /) });
    const log = await h.t.db.query<{ result: string }>('SELECT result FROM check_in_log WHERE event_id = $1 AND resident_id = $2', [eventId, userId]);
    expect(log.map((line) => line.result)).toEqual(['refused']);
  });
});
