import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAP_CLOCK_SKEW_SECONDS } from '../../server/front-desk/check-in-window.ts';
import { CHECK_IN_MESSAGES } from '../../server/front-desk/check-in-messages.ts';
import { startEventsHarness, type EventsHarness } from './front-desk-events-fixtures.ts';

interface CheckIn {
  checkedInAt: string;
  alreadyCheckedIn: boolean;
}
interface LogLine {
  at: string;
  result: string;
  deviceName: string | null;
  tappedAt: string | null;
}

const MINUTE_MS = 60_000;

/**
 * A check-in made offline and sent later keeps the moment of its tap (docs/design/front-desk.md): judged inside
 * the check-in window as it happened, kept as the check-in's time with the receipt time beside it,
 * and within bounds (never in the future; a tap before the window opened is outside it).
 */
describe(`check-in at the moment of the tap on ${process.env.TEST_DB}`, () => {
  let h: EventsHarness;

  beforeAll(async () => {
    h = await startEventsHarness();
  });
  afterAll(() => h?.close());

  /** The server's clock now, in ms (the window and the bounds are judged by it, not the test's). */
  async function serverNow(): Promise<number> {
    const [row] = await h.t.db.query<{ ms: number }>('SELECT (EXTRACT(EPOCH FROM now()) * 1000)::float8 AS ms');
    return row!.ms;
  }
  /** An event of Harbor starting `startsInMinutes` from now, `minutes` long, with Ana going. */
  async function eventStarting(startsInMinutes: number, minutes = 60): Promise<number> {
    const [row] = await h.t.db.query<{ id: number }>(
      `INSERT INTO event (building_id, name, event_type, starts_at, ends_at, capacity)
       VALUES ($1, 'Door class', 'fitness', now() + make_interval(mins => $2), now() + make_interval(mins => $2 + $3), 10) RETURNING id`,
      [h.world.buildings.harbor, startsInMinutes, minutes],
    );
    await h.t.db.query("INSERT INTO rsvp (event_id, resident_id, status) VALUES ($1, $2, 'going')", [row!.id, h.world.residents.ana]);
    return row!.id;
  }
  const checkIn = (eventId: number, body: object = {}) =>
    h.post('check-in/', h.world.accounts.desk, { eventId, userId: h.world.residents.ana, ...body });
  const stored = async (eventId: number) => {
    const [row] = await h.t.db.query<{ at: number; received: number }>(
      `SELECT (EXTRACT(EPOCH FROM checked_in_at) * 1000)::float8 AS at, (EXTRACT(EPOCH FROM checked_in_received_at) * 1000)::float8 AS received
       FROM rsvp WHERE event_id = $1 AND resident_id = $2`,
      [eventId, h.world.residents.ana],
    );
    return row!;
  };

  it('keeps the tap time sent with a check-in made offline, the receipt time beside it, and both in the log', async () => {
    const id = await eventStarting(-10);
    const tappedAt = new Date((await serverNow()) - 3 * MINUTE_MS).toISOString();
    const res = await checkIn(id, { tappedAt, deviceName: 'Tablet K7' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CheckIn>()).toMatchObject({ checkedInAt: tappedAt, alreadyCheckedIn: false });
    const row = await stored(id);
    expect(row.at).toBe(Date.parse(tappedAt));
    expect(row.received - row.at).toBeGreaterThanOrEqual(3 * MINUTE_MS);
    // The roster shows the tap's time too.
    const roster = (await h.post('event-roster/', h.world.accounts.desk, { eventId: id })).json<{ rsvps: { checkedInAt: string | null }[] }>();
    expect(roster.rsvps[0]?.checkedInAt).toBe(tappedAt);
    const log = (await h.post('check-in-log/', h.world.accounts.desk, { eventId: id, userId: h.world.residents.ana })).json<{ lines: LogLine[] }>();
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatchObject({ result: 'checked-in', deviceName: 'Tablet K7', tappedAt });
    expect(Date.parse(log.lines[0]!.at) - Date.parse(tappedAt)).toBeGreaterThanOrEqual(3 * MINUTE_MS);
  });

  it('accepts a tap made inside the window that arrives after it closed; refuses the same check-in tapped now', async () => {
    // Ended 2 h 5 min ago: the window (until 2 hours after the end) closed 5 minutes ago.
    const id = await eventStarting(-185);
    expect((await checkIn(id)).json()).toMatchObject({ statusCode: 409 });
    const tappedAt = new Date((await serverNow()) - 10 * MINUTE_MS).toISOString();
    const res = await checkIn(id, { tappedAt });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CheckIn>().checkedInAt).toBe(tappedAt);
  });

  it('refuses a tap before the window opened, as a check-in at that moment would be', async () => {
    // Starts in 30 minutes: the window opened 30 minutes ago.
    const id = await eventStarting(30);
    const tappedAt = new Date((await serverNow()) - 45 * MINUTE_MS).toISOString();
    const res = await checkIn(id, { tappedAt });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/^Check-in for this event is open from .+ to .+\.$/);
    const [row] = await h.t.db.query('SELECT checked_in_at FROM rsvp WHERE event_id = $1', [id]);
    expect(row).toEqual({ checked_in_at: null });
    expect(CHECK_IN_MESSAGES.outsideWindow('a', 'b')).toBe('Check-in for this event is open from a to b.');
  });

  it('never keeps a time in the future: a tap a little ahead is kept as now, one far ahead is not believed', async () => {
    const slightly = await eventStarting(-5);
    const before = await serverNow();
    const ahead = await checkIn(slightly, { tappedAt: new Date(before + (TAP_CLOCK_SKEW_SECONDS / 2) * 1000).toISOString() });
    expect(ahead.statusCode, ahead.body).toBe(200);
    let row = await stored(slightly);
    expect(row.at).toBe(row.received);
    // A tablet whose clock is a day ahead, at an event that has not opened by that clock's standard either.
    const far = await eventStarting(-5);
    const farAhead = await checkIn(far, { tappedAt: new Date(before + 24 * 60 * MINUTE_MS).toISOString() });
    expect(farAhead.statusCode, farAhead.body).toBe(200);
    row = await stored(far);
    expect(row.at).toBe(row.received);
    expect(row.at).toBeLessThan(before + MINUTE_MS);
  });

  it('names the field of a tap time that is not a date-time, and of a device name too long', async () => {
    const id = await eventStarting(-5);
    expect((await checkIn(id, { tappedAt: 'yesterday' })).json()).toMatchObject({ statusCode: 400, field: 'tappedAt' });
    expect((await checkIn(id, { deviceName: 'x'.repeat(41) })).json()).toMatchObject({ statusCode: 400, field: 'deviceName' });
  });
});
