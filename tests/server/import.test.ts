import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/password.ts';
import { DatasetError, importDataset } from '../../server/import/import-dataset.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const FIXTURE_TEXT = readFileSync(new URL('../fixtures/small-dataset.json', import.meta.url), 'utf8');
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests mutate the JSON freely
const fixture = (): any => JSON.parse(FIXTURE_TEXT);

const DATA_TABLES = ['account', 'building', 'unit', 'venue', 'resident', 'membership', 'event', 'rsvp', 'holiday', 'task'];

describe(`importDataset on ${process.env.TEST_DB}`, () => {
  let testDb: TestDatabase;
  const q = <Row = Record<string, unknown>>(sql: string, params?: unknown[]) => testDb.db.query<Row>(sql, params);
  const rowCounts = async () => {
    const counts: Record<string, number> = {};
    for (const table of DATA_TABLES) {
      counts[table] = (await q<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? -1;
    }
    return counts;
  };
  const errorOf = async (promise: Promise<unknown>): Promise<DatasetError> => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DatasetError);
    return error as DatasetError;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.dispose());
  beforeEach(async () => {
    await importDataset(testDb.db, { ...emptyDataset() }, { replace: true });
  });

  it('imports the hand-made dataset and resolves every key to a database id', async () => {
    const summary = await importDataset(testDb.db, fixture());
    expect(summary).toEqual({
      managers: 1, buildingAdmins: 1, buildings: 2, units: 3, venues: 3, studios: 1, teachers: 2,
      users: 3, memberships: 4, events: 4, rsvps: 5, holidays: 2, tasks: 2,
    });
    const accounts = await q<{ role: string; email: string; password_hash: string; buildings: string }>(
      `SELECT a.role, a.email, a.password_hash, string_agg(b.name, ',' ORDER BY b.name) AS buildings
       FROM account a JOIN account_building ab ON ab.account_id = a.id JOIN building b ON b.id = ab.building_id
       GROUP BY a.id ORDER BY a.role`,
    );
    expect(accounts.map(({ role, email, buildings }) => ({ role, email, buildings }))).toEqual([
      { role: 'building_admin', email: 'desk@example.com', buildings: 'Harbor Test' },
      { role: 'manager', email: 'Ana.Ruiz@example.com', buildings: 'Harbor Test,Pacific Test' },
    ]);
    expect(await verifyPassword('manager-pass-1', accounts[1]?.password_hash ?? '')).toBe(true);
    expect(accounts[1]?.password_hash).not.toContain('manager-pass-1');

    const memberships = await q(
      `SELECT r.last_name, b.name AS building, u.name AS unit, m.apartment, m.amenity_member, r.joining_date::text AS joined
       FROM membership m JOIN resident r ON r.id = m.resident_id JOIN building b ON b.id = m.building_id
       LEFT JOIN unit u ON u.id = m.unit_id ORDER BY r.last_name, b.name`,
    );
    expect(memberships).toEqual([
      { last_name: 'Chan', building: 'Harbor Test', unit: 'Tower A', apartment: '4B', amenity_member: true, joined: '2025-03-14' },
      { last_name: "O'Brien", building: 'Harbor Test', unit: 'Tower B', apartment: null, amenity_member: false, joined: '2025-11-30' },
      { last_name: "O'Brien", building: 'Pacific Test', unit: 'Acme, "Corp" {West}', apartment: null, amenity_member: false, joined: '2025-11-30' },
      { last_name: 'Patel', building: 'Pacific Test', unit: null, apartment: null, amenity_member: false, joined: '2026-01-02' },
    ]);
  });

  it('turns building-local wall times into the right instants in two zones, across DST changes', async () => {
    await importDataset(testDb.db, fixture());
    const events = await q<{ name: string; starts: string; ends: string; local_start: string; teacher: string | null }>(
      `SELECT e.name, to_char(e.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS starts,
              to_char(e.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS ends,
              to_char(e.starts_at AT TIME ZONE b.time_zone, 'YYYY-MM-DD"T"HH24:MI') AS local_start,
              t.last_name AS teacher
       FROM event e JOIN building b ON b.id = e.building_id LEFT JOIN teacher t ON t.id = e.teacher_id ORDER BY e.starts_at`,
    );
    expect(events).toEqual([
      // New York: EST (UTC-5) in January; EDT (UTC-4) from 2026-03-08 02:00.
      { name: 'Winter Yoga', starts: '2026-01-15T23:00', ends: '2026-01-16T00:00', local_start: '2026-01-15T18:00', teacher: 'Park' },
      { name: 'Spring-forward Brunch', starts: '2026-03-08T14:00', ends: '2026-03-08T16:00', local_start: '2026-03-08T10:00', teacher: null },
      // Los Angeles: PDT (UTC-7) in July; PST (UTC-8) again from 2026-11-01 02:00.
      { name: 'Lunch Spin', starts: '2026-07-04T16:30', ends: '2026-07-04T17:15', local_start: '2026-07-04T09:30', teacher: 'Diaz' },
      { name: 'Fall-back Mixer', starts: '2026-11-02T02:00', ends: '2026-11-02T04:00', local_start: '2026-11-01T18:00', teacher: null },
    ]);
    const rsvps = await q(
      `SELECT e.name, r.first_name, v.attended, v.rating, v.injury FROM rsvp v JOIN event e ON e.id = v.event_id
       JOIN resident r ON r.id = v.resident_id ORDER BY e.starts_at, r.first_name`,
    );
    expect(rsvps).toEqual([
      { name: 'Winter Yoga', first_name: 'Lee', attended: true, rating: 5, injury: null },
      { name: 'Winter Yoga', first_name: 'Mia', attended: false, rating: null, injury: null },
      { name: 'Spring-forward Brunch', first_name: 'Lee', attended: true, rating: null, injury: 'Sprained wrist' },
      { name: 'Spring-forward Brunch', first_name: 'Mia', attended: true, rating: 3, injury: null },
      { name: 'Lunch Spin', first_name: 'Raj', attended: true, rating: 4, injury: null },
    ]);
    const cancelled = await q<{ name: string }>('SELECT name FROM event WHERE cancelled');
    expect(cancelled).toEqual([{ name: 'Fall-back Mixer' }]);
  });

  it('stores holidays for all or some buildings, and tasks with their creation date', async () => {
    await importDataset(testDb.db, fixture());
    const holidays = await q(
      `SELECT h.day::text AS day, h.name, h.all_buildings, array_remove(array_agg(b.name), NULL) AS buildings
       FROM holiday h LEFT JOIN holiday_building hb ON hb.holiday_id = h.id LEFT JOIN building b ON b.id = hb.building_id
       GROUP BY h.id ORDER BY h.day`,
    );
    expect(holidays).toEqual([
      { day: '2026-07-03', name: 'Summer Friday', all_buildings: false, buildings: ['Pacific Test'] },
      { day: '2026-11-26', name: 'Thanksgiving', all_buildings: true, buildings: [] },
    ]);
    const tasks = await q(
      `SELECT t.task_name, b.name AS building, t.due_date::text AS due, t.created_on::text AS created, t.is_completed
       FROM task t JOIN building b ON b.id = t.building_id ORDER BY t.task_name`,
    );
    expect(tasks).toEqual([
      { task_name: 'Renew pool permit', building: 'Harbor Test', due: '2026-12-01', created: '2026-11-02', is_completed: false },
      { task_name: 'Replace lobby bulbs', building: 'Pacific Test', due: '2026-06-01', created: '2026-05-20', is_completed: true },
    ]);
  });

  it('reports every error of an invalid file with its JSON path and stores nothing', async () => {
    const dataset = fixture();
    dataset.events[1].rsvps[0].rating = 9;
    dataset.events[2].venue = 'v1';
    dataset.users[1].email = 'LEE@example.com';
    dataset.buildings[0].timeZone = 'Atlantis/Central';
    const error = await errorOf(importDataset(testDb.db, dataset));
    expect(error.errors).toEqual([
      { path: '$.buildings[0].timeZone', message: 'is not an IANA time zone (e.g. America/New_York)' },
      { path: '$.users[1].email', message: 'duplicates the e-mail LEE@example.com of $.users[0].email' },
      { path: '$.events[1].rsvps[0].rating', message: 'must be from 1 to 5' },
      { path: '$.events[2].venue', message: "venue 'v1' belongs to building 'b1', not 'b2'" },
    ]);
    expect(Object.values(await rowCounts()).every((n) => n === 0)).toBe(true);
  });

  it('refuses a second import naming the duplicated e-mails, and keeps the first', async () => {
    await importDataset(testDb.db, fixture());
    const before = await rowCounts();
    const second = fixture();
    second.users[0].email = 'LEE@EXAMPLE.COM';
    second.users[2].email = 'raj.new@example.com';
    const error = await errorOf(importDataset(testDb.db, second));
    expect(error.errors.map((e) => e.path)).toEqual([
      '$.managers[0].email', '$.buildingAdmins[0].email', '$.users[0].email', '$.users[1].email',
    ]);
    expect(error.errors.map((e) => e.message.split(' ')[2])).toEqual([
      'ana.ruiz@example.com', 'desk@example.com', 'lee@example.com', 'mia@example.com',
    ]);
    expect(await rowCounts()).toEqual(before);
  });

  it('with replace, empties the data first and restarts ids', async () => {
    await importDataset(testDb.db, fixture());
    await testDb.db.query("INSERT INTO studio (name) VALUES ('Left over')");
    const summary = await importDataset(testDb.db, fixture(), { replace: true });
    expect(summary.events).toBe(4);
    expect(await rowCounts()).toMatchObject({ account: 2, building: 2, resident: 3, event: 4, rsvp: 5 });
    expect(await q('SELECT name FROM studio')).toEqual([{ name: 'Flow Yoga' }]);
    expect(await q('SELECT min(id) AS id FROM building')).toEqual([{ id: 1 }]);
    const migrations = await q<{ n: number }>('SELECT count(*)::int AS n FROM schema_migration');
    expect(migrations[0]?.n).toBeGreaterThan(0);
  });

  it('rolls back everything when the database rejects a row midway', async () => {
    const dataset = fixture();
    // Valid for the validator, but PostgreSQL cannot store NUL in text: the last table inserted fails.
    dataset.tasks[1].taskName = 'Bad \u0000 name';
    await expect(importDataset(testDb.db, dataset)).rejects.toThrow();
    expect(Object.values(await rowCounts()).every((n) => n === 0)).toBe(true);
  });
});

function emptyDataset() {
  return { managers: [], buildingAdmins: [], buildings: [], studios: [], teachers: [], users: [], events: [], holidays: [], tasks: [] };
}
