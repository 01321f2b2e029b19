import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../server/auth/access-token.ts';
import { ROSTER_MESSAGES } from '../../server/front-desk/roster-messages.ts';
import { HTTP_HEADERS } from '../../src/contract/http-headers.ts';
import { startEventsHarness, type EventsHarness } from './front-desk-events-fixtures.ts';

interface Entry {
  userId: number;
  firstName: string;
  status: string;
  position: number | null;
  unit: string | null;
  apartment: string | null;
  cancelledAt: string | null;
}
interface Roster {
  event: { id: number; going: number; waitlisted: number; capacity: number | null };
  rsvps: Entry[];
}

describe(`RSVPs at the desk and the waitlist on ${process.env.TEST_DB}`, () => {
  let h: EventsHarness;
  let day = 0;

  beforeAll(async () => {
    h = await startEventsHarness();
  });
  afterAll(() => h?.close());

  /** A class on its own future day (so the calendar checks see only it), with `capacity` places. */
  async function event(capacity: number | null, date?: string): Promise<number> {
    day += 1;
    const res = await h.post('create-event/', h.world.accounts.mia, {
      buildingId: h.world.buildings.harbor, name: `Class ${day}`, eventType: 2, date: date ?? `2036-10-${String(day).padStart(2, '0')}`,
      startTime: '10:00', endTime: '11:00', capacity,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ ids: number[] }>().ids[0]!;
  }
  const rsvp = (eventId: number, userId: number, headers: Record<string, string> = {}) => h.post('rsvp/', h.world.accounts.desk, { eventId, userId }, headers);
  const cancel = (eventId: number, userId: number, headers: Record<string, string> = {}) => h.post('cancel-rsvp/', h.world.accounts.desk, { eventId, userId }, headers);
  const roster = async (eventId: number) => (await h.post('event-roster/', h.world.accounts.mia, { eventId })).json<Roster>();

  it('gives places up to capacity, then waitlists in order; the roster shows both', async () => {
    const { ana, ben, cy, dot } = h.world.residents;
    const id = await event(2);
    expect((await rsvp(id, ana)).json()).toMatchObject({ status: 'going', position: null, rsvp: { userId: ana, unit: 'Tower A', apartment: '4B' } });
    expect((await rsvp(id, ben)).json()).toMatchObject({ status: 'going', position: null });
    expect((await rsvp(id, cy)).json()).toMatchObject({ status: 'waitlisted', position: 1 });
    expect((await rsvp(id, dot)).json()).toMatchObject({ status: 'waitlisted', position: 2 });
    // Asking again keeps the place as it is.
    expect((await rsvp(id, cy)).json()).toMatchObject({ status: 'waitlisted', position: 1 });
    const list = await roster(id);
    expect(list.event).toMatchObject({ id, going: 2, waitlisted: 2, capacity: 2 });
    expect(list.rsvps.map((e) => [e.firstName, e.status, e.position])).toEqual([
      ['Ana', 'going', null], ['Ben', 'going', null], ['Cy', 'waitlisted', 1], ['Dot', 'waitlisted', 2],
    ]);
    // Only going RSVPs are rsvps in every figure: the calendar counts 2, not 4.
    const calendar = (await h.post('calendar-events/', h.world.accounts.mia, { date: '2036-10-01', buildingId: h.world.buildings.harbor })).json<{ id: number; rsvps: number; isHoliday: boolean }[]>();
    expect(calendar.find((e) => !e.isHoliday && e.id === id)?.rsvps).toBe(2);
    const [period] = await h.t.db.query<{ rsvps: number }>("SELECT sum(rsvps)::int AS rsvps FROM event_period WHERE building_id = $1 AND month_start = '2036-10-01'", [h.world.buildings.harbor]);
    expect(period?.rsvps).toBe(2);
  });

  it('cancelling a going RSVP promotes the first waitlisted in the same call, e-mails them and announces the roster', async () => {
    const { ana, ben, cy, dot } = h.world.residents;
    const id = await event(1);
    for (const resident of [ana, ben, cy, dot]) await rsvp(id, resident);
    // Cancelling a waitlisted RSVP frees no place.
    expect((await cancel(id, ben)).json()).toMatchObject({ rsvp: { userId: ben, status: 'cancelled' }, promoted: null });
    const res = await cancel(id, ana);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ rsvp: Entry; promoted: Entry | null }>();
    expect(answer.rsvp).toMatchObject({ userId: ana, status: 'cancelled' });
    expect(answer.rsvp.cancelledAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(answer.promoted).toMatchObject({ userId: cy, status: 'going', position: null });
    expect((await roster(id)).rsvps.map((e) => [e.firstName, e.status, e.position])).toEqual([
      ['Cy', 'going', null], ['Dot', 'waitlisted', 1], ['Ana', 'cancelled', null], ['Ben', 'cancelled', null],
    ]);
    // The second class of the suite is on 2036-10-02, a Thursday.
    // Queued at once, sent once the cancel can no longer be undone (undo-cancel-rsvp.test.ts).
    const [mail] = await h.t.db.query<{ subject: string }>("SELECT j.payload->>'subject' AS subject FROM message m JOIN mail_job j ON j.id = m.mail_job WHERE m.resident_id = $1 AND j.state = 'pending'", [cy]);
    expect(mail?.subject).toBe('You have a place at Class 2 on Thursday, October 2, 2036');
    expect((await h.notices()).some((n) => n.kind === 'roster' && n.buildingIds?.includes(h.world.buildings.harbor) && n.eventIds?.includes(id))).toBe(true);
    // A cancelled RSVP taken again joins the end of the waitlist.
    expect((await rsvp(id, ana)).json()).toMatchObject({ status: 'waitlisted', position: 2 });
  });

  it('replays rsvp/ and cancel-rsvp/ sent again with the same Idempotency-Key, doing each once', async () => {
    const { eve, ana } = h.world.residents;
    const id = await event(1);
    const first = await rsvp(id, eve, { [HTTP_HEADERS.idempotencyKey]: 'rsvp-key-1' });
    const again = await rsvp(id, eve, { [HTTP_HEADERS.idempotencyKey]: 'rsvp-key-1' });
    expect(again.headers[HTTP_HEADERS.idempotentReplayed.toLowerCase()]).toBe('true');
    expect(again.json()).toEqual(first.json());
    await rsvp(id, ana);
    const cancelled = await cancel(id, eve, { [HTTP_HEADERS.idempotencyKey]: 'cancel-key-1' });
    expect(cancelled.json()).toMatchObject({ promoted: { userId: ana } });
    // The replay of the cancel answers the first answer and promotes nobody else, even after Eve took a place again.
    await rsvp(id, eve);
    const replay = await cancel(id, eve, { [HTTP_HEADERS.idempotencyKey]: 'cancel-key-1' });
    expect(replay.json()).toEqual(cancelled.json());
    expect((await roster(id)).rsvps.map((e) => [e.firstName, e.status])).toEqual([['Ana', 'going'], ['Eve', 'waitlisted']]);
  });

  it('refuses a cancelled or ended event, a resident of another building and an event of another building', async () => {
    const { ana, omar } = h.world.residents;
    const ended = await event(5, '2026-01-05');
    expect((await rsvp(ended, ana)).json()).toMatchObject({ statusCode: 422, field: 'eventId', message: ROSTER_MESSAGES.eventEnded });
    const cancelled = await event(5);
    await h.post('cancel-event/', h.world.accounts.mia, { id: cancelled });
    expect((await rsvp(cancelled, ana)).json()).toMatchObject({ statusCode: 422, field: 'eventId', message: ROSTER_MESSAGES.eventCancelled });
    const open = await event(5);
    expect((await rsvp(open, omar)).json()).toMatchObject({ statusCode: 404, field: 'userId', message: ROSTER_MESSAGES.residentNotFound });
    expect((await cancel(open, ana)).json()).toMatchObject({ statusCode: 404, field: 'userId', message: ROSTER_MESSAGES.noRsvp });
    const foreign = await h.post('rsvp/', h.world.accounts.otto, { eventId: open, userId: ana });
    expect(foreign.json()).toMatchObject({ statusCode: 404, field: 'eventId', message: ROSTER_MESSAGES.eventNotFound });
    expect((await h.post('event-roster/', h.world.accounts.otto, { eventId: open })).statusCode).toBe(404);
    expect((await h.post('rsvp/', h.world.accounts.desk, { eventId: open })).json()).toMatchObject({ statusCode: 400, field: 'userId' });
  });

  it('two desks giving the last place at once: one going, the other waitlisted, never both', async () => {
    const { ben, cy } = h.world.residents;
    const other = await h.t.another();
    const id = await event(1);
    const deskAuth = (app: typeof other) => ({ authorization: `JWT ${signAccessToken(app, { id: h.world.accounts.desk, role: 'building_admin', tokenVersion: 0 })}` });
    const [a, b] = await Promise.all([
      h.t.app.inject({ method: 'POST', url: '/api/building-manager/rsvp/', headers: deskAuth(h.t.app), payload: { eventId: id, userId: ben } }),
      other.inject({ method: 'POST', url: '/api/building-manager/rsvp/', headers: deskAuth(other), payload: { eventId: id, userId: cy } }),
    ]);
    expect([a.json<{ status: string }>().status, b.json<{ status: string }>().status].sort()).toEqual(['going', 'waitlisted']);
    const [counts] = await h.t.db.query<{ going: number; stored: number }>(
      "SELECT rsvp_count AS stored, (SELECT count(*)::int FROM rsvp WHERE event_id = $1 AND status = 'going') AS going FROM event WHERE id = $1", [id],
    );
    expect(counts).toEqual({ going: 1, stored: 1 });
  });
});
