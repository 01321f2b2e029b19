import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROSTER_MESSAGES } from '../../server/front-desk/roster-messages.ts';
import { UNDO_CANCEL_SECONDS } from '../../server/front-desk/undo-cancel.ts';
import { startEventsHarness, type EventsHarness } from './front-desk-events-fixtures.ts';

interface Entry {
  userId: number;
  firstName: string;
  status: string;
  position: number | null;
  promotedAt: string | null;
}

/** The desk's Undo of a cancel (docs/design/front-desk.md): the RSVP back as it was, and the waitlist too. */
describe(`undoing a cancelled RSVP on ${process.env.TEST_DB}`, () => {
  let h: EventsHarness;
  let day = 0;

  beforeAll(async () => {
    h = await startEventsHarness();
  });
  afterAll(() => h?.close());

  async function event(capacity: number | null): Promise<number> {
    day += 1;
    const res = await h.post('create-event/', h.world.accounts.mia, {
      buildingId: h.world.buildings.harbor, name: `Class ${day}`, eventType: 2, date: `2036-11-${String(day).padStart(2, '0')}`,
      startTime: '10:00', endTime: '11:00', capacity,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ ids: number[] }>().ids[0]!;
  }
  const rsvp = (eventId: number, userId: number) => h.post('rsvp/', h.world.accounts.desk, { eventId, userId });
  const cancel = (eventId: number, userId: number) => h.post('cancel-rsvp/', h.world.accounts.desk, { eventId, userId });
  const undo = (eventId: number, userId: number) => h.post('undo-cancel-rsvp/', h.world.accounts.desk, { eventId, userId });
  const roster = async (eventId: number) =>
    (await h.post('event-roster/', h.world.accounts.desk, { eventId })).json<{ event: { going: number }; rsvps: Entry[] }>();
  const lines = async (eventId: number) => (await roster(eventId)).rsvps.map((e) => [e.firstName, e.status, e.position]);

  it('gives the place back and sends the promoted resident back to their place in line, withdrawing their e-mail', async () => {
    const { ana, cy, dot } = h.world.residents;
    const id = await event(1);
    for (const resident of [ana, cy, dot]) await rsvp(id, resident);
    const cancelled = (await cancel(id, ana)).json<{ promoted: Entry }>();
    expect(cancelled.promoted).toMatchObject({ userId: cy, status: 'going' });
    // The roster tells who moved up, and when.
    expect((await roster(id)).rsvps.find((e) => e.userId === cy)?.promotedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Cy's e-mail waits until the cancel can no longer be taken back.
    const [mail] = await h.t.db.query<{ subject: string; wait: number }>(
      `SELECT j.payload->>'subject' AS subject, EXTRACT(EPOCH FROM j.run_at - now())::float8 AS wait
       FROM message m JOIN mail_job j ON j.id = m.mail_job WHERE m.resident_id = $1 AND j.state = 'pending'`,
      [cy],
    );
    expect(mail?.subject).toMatch(/^You have a place at Class 1 on /);
    expect(mail!.wait).toBeGreaterThan(UNDO_CANCEL_SECONDS / 2);

    const res = await undo(id, ana);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rsvp: { userId: ana, status: 'going' }, returnedToWaitlist: [{ userId: cy, status: 'waitlisted', position: 1, promotedAt: null }] });
    expect(await lines(id)).toEqual([['Ana', 'going', null], ['Cy', 'waitlisted', 1], ['Dot', 'waitlisted', 2]]);
    expect(await h.t.db.query('SELECT count(*)::int AS n FROM message WHERE resident_id = $1', [cy])).toEqual([{ n: 0 }]);
    const [counts] = await h.t.db.query('SELECT rsvp_count, cancelled_count, promoted_count FROM event WHERE id = $1', [id]);
    expect(counts).toEqual({ rsvp_count: 1, cancelled_count: 0, promoted_count: 0 });
    // Done once: the same undo again finds nothing to undo.
    expect((await undo(id, ana)).json()).toMatchObject({ statusCode: 409, field: 'userId', message: ROSTER_MESSAGES.undoTooLate });
  });

  it('puts a waitlisted RSVP back at its own place', async () => {
    const { ana, ben, cy, dot } = h.world.residents;
    const id = await event(1);
    for (const resident of [ana, ben, cy, dot]) await rsvp(id, resident);
    await cancel(id, cy);
    expect(await lines(id)).toEqual([['Ana', 'going', null], ['Ben', 'waitlisted', 1], ['Dot', 'waitlisted', 2], ['Cy', 'cancelled', null]]);
    expect((await undo(id, cy)).json()).toMatchObject({ rsvp: { status: 'waitlisted', position: 2 }, returnedToWaitlist: [] });
    expect(await lines(id)).toEqual([['Ana', 'going', null], ['Ben', 'waitlisted', 1], ['Cy', 'waitlisted', 2], ['Dot', 'waitlisted', 3]]);
  });

  it('refuses when too late, when the promoted resident is being told, and when the place was taken meanwhile', async () => {
    const { ana, ben, cy, eve } = h.world.residents;
    const late = await event(5);
    await rsvp(late, ana);
    await cancel(late, ana);
    await h.t.db.query("UPDATE rsvp SET cancelled_at = now() - make_interval(secs => $2) WHERE event_id = $1", [late, UNDO_CANCEL_SECONDS + 1]);
    expect((await undo(late, ana)).json()).toMatchObject({ statusCode: 409, field: 'userId', message: ROSTER_MESSAGES.undoTooLate });

    const told = await event(1);
    await rsvp(told, ana);
    await rsvp(told, ben);
    await cancel(told, ana);
    // The mail queue took Ben's e-mail (an attempt counted): he has been told, so the place stays his.
    await h.t.db.query('UPDATE mail_job SET attempts = 1 WHERE id IN (SELECT mail_job FROM message WHERE resident_id = $1)', [ben]);
    expect((await undo(told, ana)).json()).toMatchObject({ statusCode: 409, message: ROSTER_MESSAGES.undoPlaceGiven });
    expect(await lines(told)).toEqual([['Ben', 'going', null], ['Ana', 'cancelled', null]]);

    const taken = await event(1);
    await rsvp(taken, cy);
    await cancel(taken, cy);
    await rsvp(taken, eve);
    expect((await undo(taken, cy)).json()).toMatchObject({ statusCode: 409, message: ROSTER_MESSAGES.undoPlaceTaken });
    expect(await lines(taken)).toEqual([['Eve', 'going', null], ['Cy', 'cancelled', null]]);
    // Never cancelled: nothing to undo; another building's event: not found.
    expect((await undo(taken, eve)).json()).toMatchObject({ statusCode: 409, message: ROSTER_MESSAGES.undoTooLate });
    expect((await h.post('undo-cancel-rsvp/', h.world.accounts.otto, { eventId: taken, userId: cy })).json()).toMatchObject({ statusCode: 404, field: 'eventId' });
  });
});
