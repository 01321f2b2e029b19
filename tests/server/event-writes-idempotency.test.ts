// create-event/, update-event/ and cancel-event/ honour Idempotency-Key as every other write does: a
// Save whose answer was lost, sent again with its key, gets the first answer and changes nothing more
// (no second event or series, no second split, no second e-mail).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUTURE_DATE, startEventsHarness, type EventsHarness } from './front-desk-events-fixtures.ts';

describe(`Idempotency-Key on the event writes on ${process.env.TEST_DB}`, () => {
  let h: EventsHarness;
  let n = 0;
  const newKey = () => `event-write-${++n}`;
  const weekly = (name: string) => ({
    buildingId: h.world.buildings.harbor,
    name,
    eventType: 2,
    startTime: '18:00',
    endTime: '19:00',
    date: FUTURE_DATE,
    repeat: { weekdays: [3], count: 4 },
  });
  const count = async (sql: string, params: unknown[]) => (await h.t.db.query<{ n: number }>(sql, params))[0]!.n;
  const eventsNamed = (name: string) => count('SELECT count(*)::int AS n FROM event WHERE name = $1', [name]);
  const seriesCount = () => count('SELECT count(*)::int AS n FROM event_series', []);

  beforeAll(async () => {
    h = await startEventsHarness();
  });
  afterAll(() => h?.close());

  it('create-event/: a replayed key answers the first answer and creates no second series', async () => {
    const key = newKey();
    const mia = h.world.accounts.mia;
    const first = await h.post('create-event/', mia, weekly('Keyed Yoga'), { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(200);
    const seriesBefore = await seriesCount();
    const again = await h.post('create-event/', mia, weekly('Keyed Yoga'), { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await eventsNamed('Keyed Yoga')).toBe(4);
    expect(await seriesCount()).toBe(seriesBefore);
    // The same key for another body is refused; without a key each Save is its own.
    expect((await h.post('create-event/', mia, weekly('Other Yoga'), { 'idempotency-key': key })).statusCode).toBe(422);
    expect((await h.post('create-event/', mia, weekly('Keyed Yoga'))).statusCode).toBe(200);
    expect(await eventsNamed('Keyed Yoga')).toBe(8);
  });

  it('update-event/: a replayed key answers the first answer and does not split or rename again', async () => {
    const mia = h.world.accounts.mia;
    const created = (await h.post('create-event/', mia, weekly('Split Me'))).json<{ ids: number[] }>();
    const second = created.ids[1]!;
    const key = newKey();
    const body = { id: second, scope: 'following', name: 'Split Later' };
    const first = await h.post('update-event/', mia, body, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(200);
    const seriesAfterSplit = await seriesCount();
    // Meanwhile someone renames the event again, without a key.
    expect((await h.post('update-event/', mia, { id: second, name: 'Renamed Since' })).statusCode).toBe(200);

    const again = await h.post('update-event/', mia, body, { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await seriesCount()).toBe(seriesAfterSplit);
    expect(await count('SELECT count(*)::int AS n FROM event WHERE id = $1 AND name = $2', [second, 'Renamed Since'])).toBe(1);
  });

  it('cancel-event/: a replayed key answers the first answer and e-mails nobody twice', async () => {
    const { accounts, residents } = h.world;
    const created = (await h.post('create-event/', accounts.mia, { ...weekly('Cancel Me'), repeat: undefined })).json<{ ids: number[] }>();
    const eventId = created.ids[0]!;
    expect((await h.post('rsvp/', accounts.desk, { eventId, userId: residents.ana })).statusCode).toBe(200);
    const mails = () => count("SELECT count(*)::int AS n FROM message WHERE resident_id = $1 AND mail_job IS NOT NULL", [residents.ana]);
    const mailsBefore = await mails();

    const key = newKey();
    const first = await h.post('cancel-event/', accounts.mia, { id: eventId }, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ ids: [eventId], residentsTold: 1 });
    const again = await h.post('cancel-event/', accounts.mia, { id: eventId }, { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await mails()).toBe(mailsBefore + 1);
  });
});
