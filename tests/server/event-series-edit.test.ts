import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES } from '../../server/schedule/schedule-strings.ts';
import { startEventsHarness, type EventsHarness } from './front-desk-events-fixtures.ts';

interface Occurrence {
  id: number;
  series_id: number | null;
  name: string;
  local: string;
  capacity: number | null;
  cancelled: boolean;
}

describe(`editing and cancelling events and series on ${process.env.TEST_DB}`, () => {
  let h: EventsHarness;

  beforeAll(async () => {
    h = await startEventsHarness();
  });
  afterAll(() => h?.close());

  /** A Monday class of five occurrences from 2036-09-01. */
  async function series(name: string): Promise<number[]> {
    const res = await h.post('create-event/', h.world.accounts.mia, {
      buildingId: h.world.buildings.harbor, name, eventType: 2, date: '2036-09-01', startTime: '18:00', endTime: '19:00', capacity: 2,
      repeat: { weekdays: [2], count: 5 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ ids: number[] }>().ids;
  }
  const occurrences = (ids: number[]) =>
    h.t.db.query<Occurrence>(
      `SELECT id, series_id, name, to_char(starts_at AT TIME ZONE 'America/New_York', 'YYYY-MM-DD HH24:MI') || '-' || to_char(ends_at AT TIME ZONE 'America/New_York', 'HH24:MI') AS local, capacity, cancelled
       FROM event WHERE id = ANY($1::int[]) ORDER BY starts_at`,
      [ids],
    );
  const update = (body: object, accountId = h.world.accounts.mia) => h.post('update-event/', accountId, body);
  const rsvp = (eventId: number, userId: number) => h.post('rsvp/', h.world.accounts.desk, { eventId, userId });

  it('edits one occurrence only', async () => {
    const ids = await series('Pilates');
    const res = await update({ id: ids[1], name: 'Pilates (guest teacher)', date: '2036-09-09', startTime: '07:00', endTime: '08:30' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ event: { name: string; date: string; startTime: string; endTime: string }; ids: number[] }>();
    expect(answer.ids).toEqual([ids[1]]);
    expect(answer.event).toMatchObject({ name: 'Pilates (guest teacher)', date: '2036-09-09', startTime: '07:00', endTime: '08:30' });
    const rows = await occurrences(ids);
    expect(rows.map((r) => r.name)).toEqual(['Pilates', 'Pilates (guest teacher)', 'Pilates', 'Pilates', 'Pilates']);
    expect(new Set(rows.map((r) => r.series_id)).size).toBe(1);
  });

  it('edits this and the following occurrences, splitting the series', async () => {
    const ids = await series('Spin');
    const res = await update({ id: ids[2], scope: 'following', startTime: '19:00', endTime: '20:00', capacity: 4 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ ids: number[] }>().ids).toEqual(ids.slice(2));
    const rows = await occurrences(ids);
    expect(rows.map((r) => r.local)).toEqual([
      '2036-09-01 18:00-19:00', '2036-09-08 18:00-19:00', '2036-09-15 19:00-20:00', '2036-09-22 19:00-20:00', '2036-09-29 19:00-20:00',
    ]);
    expect(rows.map((r) => r.capacity)).toEqual([2, 2, 4, 4, 4]);
    const [oldSeries, newSeries] = [rows[0]!.series_id, rows[2]!.series_id];
    expect(newSeries).not.toBe(oldSeries);
    expect(rows.map((r) => r.series_id)).toEqual([oldSeries, oldSeries, newSeries, newSeries, newSeries]);
    const rules = await h.t.db.query(
      `SELECT id, to_char(start_time, 'HH24:MI') AS start, first_date::text AS first, until_date::text AS until FROM event_series WHERE id = ANY($1::int[]) ORDER BY id`,
      [[oldSeries, newSeries]],
    );
    expect(rules).toEqual([
      { id: oldSeries, start: '18:00', first: '2036-09-01', until: '2036-09-14' },
      { id: newSeries, start: '19:00', first: '2036-09-15', until: '2036-09-29' },
    ]);
  });

  it('refuses a capacity below the places given, a date for the following ones, and another building', async () => {
    const ids = await series('Boxing');
    const { ana, ben } = h.world.residents;
    expect((await rsvp(ids[0]!, ana)).statusCode).toBe(200);
    expect((await rsvp(ids[0]!, ben)).statusCode).toBe(200);
    const low = await update({ id: ids[0], capacity: 1 });
    expect(low.statusCode).toBe(422);
    expect(low.json()).toMatchObject({ field: 'capacity', message: SCHEDULE_MESSAGES.capacityBelowGoing(2) });
    const lowFollowing = await update({ id: ids[0], scope: 'following', capacity: 1 });
    expect(lowFollowing.json()).toMatchObject({ field: 'capacity', message: '2 residents are going: the capacity cannot be below 2.' });
    expect((await update({ id: ids[1], scope: 'following', date: '2036-09-10' })).json()).toMatchObject({ field: 'date' });
    expect((await update({ id: ids[1], endTime: '17:00' })).json()).toMatchObject({ field: 'endTime', message: SCHEDULE_MESSAGES.endBeforeStart });
    const foreign = await update({ id: ids[1], name: 'Taken over' }, h.world.accounts.otto);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ field: 'id', message: SCHEDULE_MESSAGES.eventNotFound });
    expect((await update({ id: ids[1], venueId: h.world.venues.oakGym })).json()).toMatchObject({ field: 'venueId' });
    expect((await occurrences(ids)).every((r) => r.name === 'Boxing' && r.capacity === 2)).toBe(true);
  });

  it('cancels one occurrence, e-mailing the residents going or waiting, once', async () => {
    const ids = await series('Salsa');
    const { ana, ben, cy } = h.world.residents;
    for (const resident of [ana, ben, cy]) expect((await rsvp(ids[3]!, resident)).statusCode).toBe(200);
    await h.post('cancel-rsvp/', h.world.accounts.desk, { eventId: ids[3], userId: ben });
    // Cy's place is e-mailed once the cancel can no longer be undone: queued at once.
    const queued = await h.t.db.query<{ subject: string }>("SELECT payload->>'subject' AS subject FROM mail_job WHERE state = 'pending'");
    expect(queued.some((m) => m.subject.startsWith('You have a place at Salsa'))).toBe(true);
    const before = h.t.mailer.messages.length;
    const res = await h.post('cancel-event/', h.world.accounts.desk, { id: ids[3] });
    expect(res.statusCode, res.body).toBe(200);
    // Ana was going, Ben's place went to Cy (promoted from the waitlist): Ben cancelled, so two mails.
    expect(res.json()).toEqual({ ids: [ids[3]], residentsTold: 2 });
    await expect.poll(() => h.t.mailer.messages.length - before).toBe(2);
    const mails = h.t.mailer.messages.slice(before).filter((m) => m.subject.startsWith('Salsa on Monday, September 22, 2036 is cancelled'));
    expect(mails.map((m) => m.to).sort()).toEqual(['ana@resident.example', 'cy@resident.example']);
    expect(mails[0]?.text).toContain('- Monday, September 22, 2036 at 6:00 PM');
    expect((await occurrences(ids)).map((r) => r.cancelled)).toEqual([false, false, false, true, false]);
    expect((await h.post('cancel-event/', h.world.accounts.desk, { id: ids[3] })).json()).toEqual({ ids: [], residentsTold: 0 });
    const rsvpToCancelled = await rsvp(ids[3]!, h.world.residents.dot);
    expect(rsvpToCancelled.statusCode).toBe(422);
    expect(rsvpToCancelled.json()).toMatchObject({ field: 'eventId' });
  });

  it('cancels the rest of a series, ending its rule the day before, with one mail per resident', async () => {
    const ids = await series('Tango');
    const { eve } = h.world.residents;
    for (const id of ids.slice(1)) expect((await rsvp(id, eve)).statusCode).toBe(200);
    const before = h.t.mailer.messages.length;
    const res = await h.post('cancel-event/', h.world.accounts.mia, { id: ids[1], scope: 'following' });
    expect(res.json()).toEqual({ ids: ids.slice(1), residentsTold: 1 });
    expect((await occurrences(ids)).map((r) => r.cancelled)).toEqual([false, true, true, true, true]);
    await expect.poll(() => h.t.mailer.messages.length - before).toBe(1);
    const mail = h.t.mailer.messages.at(-1);
    expect(mail?.subject).toBe('Tango is cancelled (4 dates)');
    const [rule] = await h.t.db.query('SELECT until_date::text AS until FROM event_series s JOIN event e ON e.series_id = s.id WHERE e.id = $1', [ids[0]]);
    expect(rule).toEqual({ until: '2036-09-07' });
    expect((await h.notices()).some((n) => n.kind === 'event' && n.eventIds?.join() === ids.slice(1).join())).toBe(true);
  });
});
