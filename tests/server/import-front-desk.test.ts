import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DatasetError, importDataset } from '../../server/import/import-dataset.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// The dataset's fields for running events (docs/import.md "Dataset fields for events"): RSVP statuses and
// times, walk-ins and weekly series. tests/fixtures/small-dataset.json has none of them (a file
// written before them), and import.test.ts checks it imports as it always did.
const FIXTURE_TEXT = readFileSync(new URL('../fixtures/small-dataset.json', import.meta.url), 'utf8');
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests mutate the JSON freely
const fixture = (): any => JSON.parse(FIXTURE_TEXT);
const EMPTY = { managers: [], buildingAdmins: [], buildings: [], studios: [], teachers: [], users: [], events: [], holidays: [], tasks: [] };

describe(`importing RSVP statuses and series on ${process.env.TEST_DB}`, () => {
  let testDb: TestDatabase;
  const q = <Row = Record<string, unknown>>(sql: string, params?: unknown[]) => testDb.db.query<Row>(sql, params);

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.dispose());
  beforeEach(async () => {
    await importDataset(testDb.db, { ...EMPTY }, { replace: true });
  });

  it('imports an old file with every RSVP going, joined at the import', async () => {
    await importDataset(testDb.db, fixture());
    const rows = await q<{ status: string; n: number; joined: boolean }>(
      "SELECT status, count(*)::int AS n, bool_and(joined_at > now() - interval '1 hour') AS joined FROM rsvp GROUP BY status",
    );
    expect(rows).toEqual([{ status: 'going', n: 5, joined: true }]);
    expect(await q('SELECT count(*)::int AS n FROM event_series')).toEqual([{ n: 0 }]);
  });

  it('imports statuses, times, walk-ins and a series; only going RSVPs count as rsvps', async () => {
    const data = fixture();
    data.series = [{ key: 'yoga', building: 'b1', weekdays: [5], startTime: '18:00', endTime: '19:00', firstDate: '2026-01-15', count: 8 }];
    const [e1, e2] = data.events;
    e1.series = 'yoga';
    e1.rsvps = [
      { user: 'r1', attended: true, rating: 5, joined: '2026-01-10T09:00', checkedIn: '2026-01-15T17:55', walkIn: true },
      { user: 'r2', attended: false, status: 'waitlisted', joined: '2026-01-11T09:00' },
    ];
    e2.rsvps = [
      { user: 'r1', attended: false, status: 'cancelled', joined: '2026-03-01T09:00', cancelledAt: '2026-03-08T01:30' },
      { user: 'r2', attended: true, promoted: '2026-03-07T12:00' },
    ];
    const summary = await importDataset(testDb.db, data);
    // e3 (another building) keeps its one RSVP.
    expect(summary.rsvps).toBe(5);
    const rsvps = await q(
      `SELECT e.name, p.first_name AS who, r.status, r.cancelled, r.walk_in,
              to_char(r.joined_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS joined,
              to_char(r.cancelled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS cancelled_at,
              to_char(r.promoted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS promoted,
              to_char(r.checked_in_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS checked_in
       FROM rsvp r JOIN event e ON e.id = r.event_id JOIN resident p ON p.id = r.resident_id
       WHERE e.name = ANY($1::text[]) ORDER BY e.starts_at, p.first_name`,
      [[e1.name, e2.name]],
    );
    const names = Object.fromEntries(data.users.map((u: { key: string; firstName: string }) => [u.key, u.firstName]));
    expect(rsvps).toEqual([
      { name: e1.name, who: names.r1, status: 'going', cancelled: false, walk_in: true, joined: '2026-01-10 14:00', cancelled_at: null, promoted: null, checked_in: '2026-01-15 22:55' },
      { name: e1.name, who: names.r2, status: 'waitlisted', cancelled: true, walk_in: false, joined: '2026-01-11 14:00', cancelled_at: null, promoted: null, checked_in: null },
      // 2026-03-08 01:30 in New York is before the spring-forward change (EST, UTC-5).
      { name: e2.name, who: names.r1, status: 'cancelled', cancelled: true, walk_in: false, joined: '2026-03-01 14:00', cancelled_at: '2026-03-08 06:30', promoted: null, checked_in: null },
      // Attended with no time given: checked in at the event's start (10:00 in New York, now EDT).
      { name: e2.name, who: names.r2, status: 'going', cancelled: false, walk_in: false, joined: expect.any(String), cancelled_at: null, promoted: '2026-03-07 17:00', checked_in: '2026-03-08 14:00' },
    ]);
    expect(await q('SELECT name, rsvp_count, attended_count FROM event ORDER BY starts_at LIMIT 2')).toEqual([
      { name: e1.name, rsvp_count: 1, attended_count: 1 },
      { name: e2.name, rsvp_count: 1, attended_count: 1 },
    ]);
    expect(await q('SELECT weekdays, to_char(start_time, \'HH24:MI\') AS start, duration_minutes, occurrence_count FROM event_series')).toEqual([
      { weekdays: [5], start: '18:00', duration_minutes: 60, occurrence_count: 8 },
    ]);
    expect(await q('SELECT count(*)::int AS n FROM event WHERE series_id IS NOT NULL')).toEqual([{ n: 1 }]);
  });

  it('makes each attended RSVP a check-in by the import: at checkedInAt, at checkedIn (its older name), else at the start', async () => {
    const data = fixture();
    const [e1, e2] = data.events;
    e1.rsvps = [
      { user: 'r1', attended: true, checkedInAt: '2026-01-15T17:52' },
      { user: 'r2', attended: true },
    ];
    e2.rsvps = [
      { user: 'r1', attended: true, checkedIn: '2026-03-08T10:04' },
      { user: 'r2', attended: false },
    ];
    await importDataset(testDb.db, data);
    const rows = await q(
      `SELECT e.name, p.first_name AS who, r.attended, r.checked_in_by, r.checked_in_by_import AS imported,
              to_char(r.checked_in_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS checked_in,
              to_char(e.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS start
       FROM rsvp r JOIN event e ON e.id = r.event_id JOIN resident p ON p.id = r.resident_id
       WHERE e.name = ANY($1::text[]) ORDER BY e.starts_at, p.first_name`,
      [[e1.name, e2.name]],
    );
    const names = Object.fromEntries(data.users.map((u: { key: string; firstName: string }) => [u.key, u.firstName]));
    const start = (name: string) => rows.find((row) => row.name === name)?.start;
    expect(rows.map(({ start: _start, ...row }) => row)).toEqual([
      // New York, EST in January: 17:52 local is 22:52 UTC.
      { name: e1.name, who: names.r1, attended: true, checked_in_by: null, imported: true, checked_in: '2026-01-15 22:52' },
      { name: e1.name, who: names.r2, attended: true, checked_in_by: null, imported: true, checked_in: start(e1.name) },
      { name: e2.name, who: names.r1, attended: true, checked_in_by: null, imported: true, checked_in: '2026-03-08 14:04' },
      { name: e2.name, who: names.r2, attended: false, checked_in_by: null, imported: false, checked_in: null },
    ]);
    expect(await q('SELECT name, rsvp_count, attended_count FROM event WHERE name = ANY($1::text[]) ORDER BY starts_at', [[e1.name, e2.name]])).toEqual([
      { name: e1.name, rsvp_count: 2, attended_count: 2 },
      { name: e2.name, rsvp_count: 2, attended_count: 1 },
    ]);
  });

  it('refuses a check-in time that is no local date-time, or that a no-show or both names give, naming the field', async () => {
    const data = fixture();
    data.events[0].rsvps = [
      { user: 'r1', attended: true, checkedInAt: '2026-01-15 17:52' },
      { user: 'r2', attended: true, checkedInAt: '2026-02-30T10:00' },
    ];
    data.events[1].rsvps = [
      { user: 'r1', attended: false, checkedInAt: '2026-03-08T10:04' },
      { user: 'r2', attended: true, checkedIn: '2026-03-08T10:04', checkedInAt: '2026-03-08T10:04' },
    ];
    const error = await importDataset(testDb.db, data).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(DatasetError);
    expect((error as DatasetError).errors).toEqual([
      { path: '$.events[0].rsvps[0].checkedInAt', message: 'must be a local date-time YYYY-MM-DDTHH:mm' },
      { path: '$.events[0].rsvps[1].checkedInAt', message: 'must be a local date-time YYYY-MM-DDTHH:mm' },
      { path: '$.events[1].rsvps[0].checkedInAt', message: 'only an attended RSVP has a check-in time' },
      { path: '$.events[1].rsvps[1].checkedInAt', message: 'give one of checkedInAt and checkedIn (its older name), not both' },
    ]);
    expect(await q('SELECT count(*)::int AS n FROM rsvp')).toEqual([{ n: 0 }]);
  });

  it('names every contradiction with its JSON path, and imports nothing', async () => {
    const data = fixture();
    data.series = [
      { key: 'bad', building: 'b1', weekdays: [0, 2, 2], startTime: '19:00', endTime: '18:00', firstDate: '2026-01-15', count: 53 },
      { key: 'pacific', building: 'b2', weekdays: [2], startTime: '09:00', endTime: '10:00', firstDate: '2026-01-15' },
    ];
    data.events[0].series = 'pacific';
    data.events[0].rsvps = [
      { user: 'r1', attended: true, status: 'waitlisted' },
      { user: 'r2', attended: false, status: 'sleeping', cancelledAt: '2026-01-01T10:00', checkedIn: '2026-01-15T18:00', walkIn: true },
    ];
    const error = await importDataset(testDb.db, data).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(DatasetError);
    expect((error as DatasetError).errors.map((issue) => issue.path)).toEqual([
      '$.series[0].weekdays[0]', '$.series[0].weekdays[2]', '$.series[0].endTime', '$.series[0].count',
      '$.series[1].until',
      '$.events[0].series',
      '$.events[0].rsvps[0].attended',
      '$.events[0].rsvps[1].status', '$.events[0].rsvps[1].cancelledAt', '$.events[0].rsvps[1].checkedIn', '$.events[0].rsvps[1].walkIn',
    ]);
    expect(await q('SELECT count(*)::int AS n FROM event')).toEqual([{ n: 0 }]);
  });
});
