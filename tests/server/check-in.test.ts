import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_MESSAGES } from '../../server/front-desk/check-in-messages.ts';
import { signAccessToken } from '../../server/auth/access-token.ts';
import { HTTP_HEADERS } from '../../src/contract/http-headers.ts';
import { startEventsHarness, type EventsHarness } from './front-desk-events-fixtures.ts';

interface CheckIn {
  checkedInAt: string;
  checkedInBy: string | null;
  alreadyCheckedIn: boolean;
  walkIn: boolean;
  overCapacity: boolean;
}

describe(`check-in at the door on ${process.env.TEST_DB}`, () => {
  let h: EventsHarness;

  beforeAll(async () => {
    h = await startEventsHarness();
  });
  afterAll(() => h?.close());

  /** An event of Harbor starting `startsInMinutes` from now (the window is relative to now, not to a date), an hour long. */
  async function eventStarting(startsInMinutes: number, capacity: number | null = 2): Promise<number> {
    const [row] = await h.t.db.query<{ id: number }>(
      `INSERT INTO event (building_id, name, event_type, starts_at, ends_at, capacity)
       VALUES ($1, 'Door class', 'fitness', now() + make_interval(mins => $2), now() + make_interval(mins => $2 + 60), $3) RETURNING id`,
      [h.world.buildings.harbor, startsInMinutes, capacity],
    );
    return row!.id;
  }
  const checkIn = (eventId: number, userId: number, accountId = h.world.accounts.desk, headers: Record<string, string> = {}) =>
    h.post('check-in/', accountId, { eventId, userId }, headers);
  const log = (eventId: number) =>
    h.t.db.query<{ action: string; result: string; account_id: number }>('SELECT action, result, account_id FROM check_in_log WHERE event_id = $1 ORDER BY id', [eventId]);

  it('checks a going resident in once; a second check-in answers the first one', async () => {
    const id = await eventStarting(30);
    expect((await h.post('rsvp/', h.world.accounts.desk, { eventId: id, userId: h.world.residents.ana })).statusCode).toBe(200);
    const first = await checkIn(id, h.world.residents.ana);
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json<CheckIn>();
    expect(answer).toMatchObject({ checkedInBy: 'Front Desk', alreadyCheckedIn: false, walkIn: false, overCapacity: false });
    const again = await checkIn(id, h.world.residents.ana, h.world.accounts.mia);
    expect(again.json()).toEqual({ ...answer, alreadyCheckedIn: true });
    const [row] = await h.t.db.query('SELECT attended, status FROM rsvp WHERE event_id = $1', [id]);
    expect(row).toEqual({ attended: true, status: 'going' });
    const [event] = await h.t.db.query('SELECT attended_count, rsvp_count FROM event WHERE id = $1', [id]);
    expect(event).toEqual({ attended_count: 1, rsvp_count: 1 });
    expect((await log(id)).map((l) => [l.action, l.result])).toEqual([['check-in', 'checked-in'], ['check-in', 'already-checked-in']]);
    expect((await h.notices()).some((n) => n.kind === 'roster' && n.eventIds?.includes(id))).toBe(true);
  });

  it('two tablets on two server processes checking one resident in at the same moment: one attendance, two 200s', async () => {
    const other = await h.t.another();
    const fromOther = (eventId: number, userId: number) =>
      other.inject({
        method: 'POST',
        url: '/api/building-manager/check-in/',
        headers: { authorization: `JWT ${signAccessToken(other, { id: h.world.accounts.mia, role: 'manager', tokenVersion: 0 })}` },
        payload: { eventId, userId },
      });
    const id = await eventStarting(0, 10);
    const { ana, ben } = h.world.residents;
    await h.post('rsvp/', h.world.accounts.desk, { eventId: id, userId: ana });
    // Ana is going; Ben walks in (both tablets would create his RSVP).
    for (const userId of [ana, ben]) {
      const answers = await Promise.all([checkIn(id, userId), fromOther(id, userId)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const bodies = answers.map((a) => a.json<CheckIn>());
      expect(bodies.map((b) => b.alreadyCheckedIn).sort()).toEqual([false, true]);
      // The later one answers the first one's time and account.
      expect(bodies[0]!.checkedInAt).toBe(bodies[1]!.checkedInAt);
      expect(bodies[0]!.checkedInBy).toBe(bodies[1]!.checkedInBy);
    }
    const rows = await h.t.db.query('SELECT resident_id, attended, walk_in FROM rsvp WHERE event_id = $1 ORDER BY resident_id', [id]);
    expect(rows).toEqual([{ resident_id: ana, attended: true, walk_in: false }, { resident_id: ben, attended: true, walk_in: true }].sort((a, b) => a.resident_id - b.resident_id));
    const [event] = await h.t.db.query('SELECT attended_count, rsvp_count FROM event WHERE id = $1', [id]);
    expect(event).toEqual({ attended_count: 2, rsvp_count: 2 });
    expect((await log(id)).map((l) => l.result).sort()).toEqual(['already-checked-in', 'already-checked-in', 'checked-in', 'checked-in']);
  });

  it('checks in a walk-in, creating a going RSVP, and says when it goes past the capacity', async () => {
    const id = await eventStarting(-10, 1);
    await h.post('rsvp/', h.world.accounts.desk, { eventId: id, userId: h.world.residents.ben });
    const walkIn = (await checkIn(id, h.world.residents.cy)).json<CheckIn>();
    expect(walkIn).toMatchObject({ walkIn: true, overCapacity: true, alreadyCheckedIn: false });
    const [row] = await h.t.db.query("SELECT status, walk_in, attended FROM rsvp WHERE event_id = $1 AND resident_id = $2", [id, h.world.residents.cy]);
    expect(row).toEqual({ status: 'going', walk_in: true, attended: true });
  });

  it('refuses outside the window with 409 and a sentence, logging the refusal', async () => {
    const early = await eventStarting(90);
    const res = await checkIn(early, h.world.residents.dot);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/^Check-in for this event is open from .+ to .+\.$/);
    const late = await eventStarting(-185);
    expect((await checkIn(late, h.world.residents.dot)).statusCode).toBe(409);
    expect((await log(early)).map((l) => l.result)).toEqual(['refused']);
    expect(await h.t.db.query('SELECT count(*)::int AS n FROM rsvp WHERE event_id = ANY($1::int[])', [[early, late]])).toEqual([{ n: 0 }]);
    const cancelled = await eventStarting(0);
    await h.post('cancel-event/', h.world.accounts.mia, { id: cancelled });
    expect((await checkIn(cancelled, h.world.residents.dot)).json()).toMatchObject({ statusCode: 409, message: CHECK_IN_MESSAGES.eventCancelled });
    expect((await checkIn(cancelled, h.world.residents.omar)).json()).toMatchObject({ statusCode: 404, field: 'userId' });
    expect((await checkIn(cancelled, h.world.residents.dot, h.world.accounts.otto)).json()).toMatchObject({ statusCode: 404, field: 'eventId' });
  });

  it('undoes a check-in; checking in again is a new check-in; a replayed key does nothing twice', async () => {
    const id = await eventStarting(0);
    const { eve } = h.world.residents;
    await h.post('rsvp/', h.world.accounts.desk, { eventId: id, userId: eve });
    const key = { [HTTP_HEADERS.idempotencyKey]: 'door-key-1' };
    const first = await checkIn(id, eve, h.world.accounts.desk, key);
    const undo = await h.post('undo-check-in/', h.world.accounts.mia, { eventId: id, userId: eve });
    expect(undo.json()).toMatchObject({ rsvp: { userId: eve, status: 'going', checkedInAt: null, checkedInBy: null } });
    // The replay of the first check-in answers it as it was, and checks nobody in again.
    const replay = await checkIn(id, eve, h.world.accounts.desk, key);
    expect(replay.json()).toEqual(first.json());
    expect(await h.t.db.query('SELECT attended FROM rsvp WHERE event_id = $1', [id])).toEqual([{ attended: false }]);
    const again = await checkIn(id, eve, h.world.accounts.mia);
    expect(again.json()).toMatchObject({ alreadyCheckedIn: false, checkedInBy: 'Mia Manager' });
    expect((await log(id)).map((l) => l.result)).toEqual(['checked-in', 'undone', 'checked-in']);
    await expect(h.t.db.query("UPDATE check_in_log SET result = 'refused' WHERE event_id = $1", [id])).rejects.toThrow(/append-only/);
  });

  it('announces a check-in and its undo with the line they set, as the roster then reads it; a walk-in with none (its line is new)', async () => {
    const id = await eventStarting(0, 1);
    const { dot, cy } = h.world.residents;
    await h.post('rsvp/', h.world.accounts.desk, { eventId: id, userId: dot });
    const lines = async () => (await h.notices()).filter((n) => n.kind === 'roster' && n.eventIds?.includes(id)).map((n) => n.checkIns);
    const roster = async () =>
      (await h.post('event-roster/', h.world.accounts.mia, { eventId: id })).json<{ rsvps: { userId: number; checkedInAt: string | null; checkedInBy: string | null }[] }>().rsvps;
    const rsvpNotices = (await lines()).length;
    await checkIn(id, dot);
    const line = (await roster()).find((r) => r.userId === dot);
    expect(line?.checkedInAt).not.toBeNull();
    expect((await lines()).slice(rsvpNotices)).toEqual([[{ eventId: id, userId: dot, checkedInAt: line?.checkedInAt, checkedInBy: line?.checkedInBy }]]);
    // A second check-in changes nothing: nothing is announced.
    await checkIn(id, dot, h.world.accounts.mia);
    expect(await lines()).toHaveLength(rsvpNotices + 1);
    await h.post('undo-check-in/', h.world.accounts.desk, { eventId: id, userId: dot });
    expect((await lines()).at(-1)).toEqual([{ eventId: id, userId: dot, checkedInAt: null, checkedInBy: null }]);
    // A walk-in, and its undo: the other tablets read the roster again for it.
    await checkIn(id, cy);
    await h.post('undo-check-in/', h.world.accounts.desk, { eventId: id, userId: cy });
    expect((await lines()).slice(-2)).toEqual([undefined, undefined]);
  });

  it('undoing a walk-in gives the place back to the waitlist', async () => {
    const id = await eventStarting(0, 1);
    const { ana, ben, cy } = h.world.residents;
    await h.post('rsvp/', h.world.accounts.desk, { eventId: id, userId: ana });
    await h.post('rsvp/', h.world.accounts.desk, { eventId: id, userId: ben });
    await checkIn(id, cy);
    await h.post('cancel-rsvp/', h.world.accounts.desk, { eventId: id, userId: ana });
    // Cy's walk-in holds the one place: Ben still waits.
    expect((await h.post('event-roster/', h.world.accounts.mia, { eventId: id })).json<{ rsvps: { firstName: string; status: string }[] }>().rsvps
      .map((r) => [r.firstName, r.status])).toEqual([['Cy', 'going'], ['Ben', 'waitlisted'], ['Ana', 'cancelled']]);
    const undo = await h.post('undo-check-in/', h.world.accounts.desk, { eventId: id, userId: cy });
    expect(undo.json()).toMatchObject({ rsvp: { userId: cy, status: 'cancelled', walkIn: true } });
    const [ben2] = await h.t.db.query('SELECT status FROM rsvp WHERE event_id = $1 AND resident_id = $2', [id, ben]);
    expect(ben2).toEqual({ status: 'going' });
  });
});
