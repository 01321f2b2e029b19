import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { migrate } from '../../server/db/migrate.ts';

/** A migration as people write them: a PL/pgSQL function over several lines, semicolons inside its body. */
const FUNCTION_MIGRATION = `-- A comment ending in a semicolon;
CREATE TABLE visit (
  id serial PRIMARY KEY,
  building_id int NOT NULL
);

CREATE FUNCTION visits_in(building int)
RETURNS int
LANGUAGE plpgsql
AS $$
DECLARE
  total int;
BEGIN
  SELECT count(*) INTO total
    FROM visit
   WHERE building_id = building;
  RETURN total;
END;
$$;

INSERT INTO visit (building_id) VALUES (1), (1), (2);
`;

/** Fails on its last statement: nothing of it may stay. */
const BROKEN_MIGRATION = `CREATE TABLE half_done (id int);
INSERT INTO half_done VALUES (1);
SELECT no_such_function();
`;

describe(`migrations on ${process.env.TEST_DB}`, () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.dispose());

  it('creates the whole data model and is idempotent', async () => {
    const tables = await testDb.db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['account', 'building', 'event', 'rsvp', 'task', 'message', 'idempotency_key']),
    );
    expect(await migrate(testDb.db)).toEqual([]);
  });

  it('rolls back a failed transaction', async () => {
    await expect(
      testDb.db.transaction(async (tx) => {
        await tx.query("INSERT INTO studio (name) VALUES ('Rolled back')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await testDb.db.query('SELECT * FROM studio');
    expect(rows).toHaveLength(0);
  });
});

describe(`migration files run as written on ${process.env.TEST_DB}`, () => {
  let testDb: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    testDb = await createTestDatabase({ migrated: false });
    dir = await mkdtemp(join(tmpdir(), 'migrations-'));
  });
  afterAll(async () => {
    await testDb.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('applies a multi-line PL/pgSQL function, and a failing file leaves nothing behind', async () => {
    const dirUrl = pathToFileURL(`${dir}/`);
    await writeFile(join(dir, '001_function.sql'), FUNCTION_MIGRATION);
    expect(await migrate(testDb.db, dirUrl)).toEqual(['001_function.sql']);
    expect(await testDb.db.query('SELECT visits_in(1) AS one, visits_in(2) AS two')).toEqual([{ one: 2, two: 1 }]);

    await writeFile(join(dir, '002_broken.sql'), BROKEN_MIGRATION);
    await expect(migrate(testDb.db, dirUrl)).rejects.toThrow(/no_such_function/);
    const [left] = await testDb.db.query<{ table: string | null }>("SELECT to_regclass('half_done')::text AS table");
    expect(left?.table).toBeNull();
    const recorded = await testDb.db.query<{ name: string }>('SELECT name FROM schema_migration ORDER BY name');
    expect(recorded.map((row) => row.name)).toEqual(['001_function.sql']);
  });
});


// Migration 020: the imported `attended` flag becomes a check-in, and attended is computed from
// checked_in_at. A database written before it (imported attendance, a desk check-in) keeps every
// figure, and the roster then shows what the figures count.
describe(`migration 020 (one record of attendance) on ${process.env.TEST_DB}`, () => {
  let testDb: TestDatabase;
  let before: string;
  const q = <Row = Record<string, unknown>>(sql: string, params?: unknown[]) => testDb.db.query<Row>(sql, params);
  beforeAll(async () => {
    testDb = await createTestDatabase({ migrated: false });
    before = await mkdtemp(join(tmpdir(), 'migrations-before-020-'));
    const source = new URL('../../server/db/migrations/', import.meta.url);
    for (const file of (await readdir(source)).filter((name) => /^\d+_.+\.sql$/.test(name) && name < '020')) {
      await copyFile(new URL(file, source), join(before, file));
    }
    await migrate(testDb.db, pathToFileURL(`${before}/`));
  });
  afterAll(async () => {
    await testDb.dispose();
    await rm(before, { recursive: true, force: true });
  });

  const ROLLUPS = `SELECT (SELECT json_agg(json_build_object('n', e.name, 'going', e.rsvp_count, 'attended', e.attended_count) ORDER BY e.name) FROM event e) AS events,
    (SELECT json_agg(json_build_object('r', p.resident_id, 'events', p.events) ORDER BY p.resident_id, p.quarter) FROM attendance_period p WHERE p.events > 0) AS periods,
    (SELECT json_agg(json_build_object('r', f.resident_id, 'first', f.first_start) ORDER BY f.resident_id) FROM resident_first_attendance f) AS firsts,
    (SELECT json_agg(json_build_object('m', p.month_start, 'rsvps', p.rsvps, 'attended', p.attended) ORDER BY p.month_start, p.event_type) FROM event_period p) AS months`;

  it('turns each imported attendance into a check-in at the event start, by the import, and keeps every figure', async () => {
    await q(`INSERT INTO building (id, name, building_type, time_zone) VALUES (1, 'Harbor', 'RESIDENTIAL', 'America/New_York')`);
    await q(`INSERT INTO account (id, role, email, password_hash, first_name, last_name) VALUES (1, 'building_admin', 'desk@example.com', 'x', 'Front', 'Desk')`);
    await q(`INSERT INTO resident (id, first_name, last_name, email, joining_date) SELECT n, 'R' || n, 'L', 'r' || n || '@example.com', '2026-01-01' FROM generate_series(1, 5) n`);
    await q(`INSERT INTO event (id, building_id, name, event_type, starts_at, ends_at, capacity) VALUES
      (1, 1, 'Sunrise Yoga', 'fitness', '2026-11-25 12:00+00', '2026-11-25 13:00+00', 20),
      (2, 1, 'Door Night', 'social', '2026-11-26 23:00+00', '2026-11-27 01:00+00', 0)`);
    // Imported: 1, 2 attended, 3 a no-show, 4 attended with the file's check-in time; 5 cancelled after attending.
    await q(`INSERT INTO rsvp (event_id, resident_id, attended, rating) VALUES (1, 1, true, 5), (1, 2, true, NULL), (1, 3, false, NULL)`);
    await q(`INSERT INTO rsvp (event_id, resident_id, attended, checked_in_at) VALUES (1, 4, true, '2026-11-25 11:55+00')`);
    await q(`INSERT INTO rsvp (event_id, resident_id, attended, status) VALUES (1, 5, true, 'cancelled')`);
    // At the door: 1 checked in by the desk (logged), 2 going and not checked in.
    await q(`INSERT INTO rsvp (event_id, resident_id, attended, checked_in_at, checked_in_by) VALUES (2, 1, true, '2026-11-26 22:58+00', 1), (2, 2, false, NULL, NULL)`);
    await q(`INSERT INTO check_in_log (event_id, resident_id, account_id, action, result) VALUES (2, 1, 1, 'check-in', 'checked-in')`);
    const figures = await q(ROLLUPS);

    expect(await migrate(testDb.db)).toContain('020_one_attendance.sql');

    const rows = await q(
      `SELECT event_id AS e, resident_id AS r, attended, to_char(checked_in_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS at,
              checked_in_by AS by, checked_in_by_import AS import
       FROM rsvp ORDER BY event_id, resident_id`,
    );
    expect(rows).toEqual([
      { e: 1, r: 1, attended: true, at: '2026-11-25 12:00', by: null, import: true },
      { e: 1, r: 2, attended: true, at: '2026-11-25 12:00', by: null, import: true },
      { e: 1, r: 3, attended: false, at: null, by: null, import: false },
      { e: 1, r: 4, attended: true, at: '2026-11-25 11:55', by: null, import: true },
      { e: 1, r: 5, attended: true, at: '2026-11-25 12:00', by: null, import: true },
      { e: 2, r: 1, attended: true, at: '2026-11-26 22:58', by: 1, import: false },
      { e: 2, r: 2, attended: false, at: null, by: null, import: false },
    ]);
    expect(await q(ROLLUPS)).toEqual(figures);
    expect(await q("SELECT name, rsvp_count, attended_count FROM event ORDER BY id")).toEqual([
      { name: 'Sunrise Yoga', rsvp_count: 4, attended_count: 3 },
      { name: 'Door Night', rsvp_count: 2, attended_count: 1 },
    ]);
  });

  it('leaves a check-in the only way to record attendance, and an undo moves every figure back', async () => {
    await expect(q('UPDATE rsvp SET attended = true WHERE event_id = 1 AND resident_id = 3')).rejects.toThrow(/attended/);
    await expect(q('INSERT INTO rsvp (event_id, resident_id, attended) VALUES (2, 3, true)')).rejects.toThrow(/attended/);
    const figures = await q(ROLLUPS);
    await q("UPDATE rsvp SET checked_in_at = now(), checked_in_by = 1 WHERE event_id = 1 AND resident_id = 3");
    expect(await q('SELECT attended_count FROM event WHERE id = 1')).toEqual([{ attended_count: 4 }]);
    await q('UPDATE rsvp SET checked_in_at = NULL, checked_in_by = NULL WHERE event_id = 1 AND resident_id = 3');
    expect(await q(ROLLUPS)).toEqual(figures);
    // The import's mark goes with its check-in.
    await expect(q('UPDATE rsvp SET checked_in_at = NULL WHERE event_id = 1 AND resident_id = 1')).rejects.toThrow(/rsvp_import_check_in/);
    const indexes = await q<{ indexname: string }>("SELECT indexname FROM pg_indexes WHERE tablename = 'rsvp' ORDER BY 1");
    expect(indexes.map((row) => row.indexname)).toEqual(expect.arrayContaining(['rsvp_attended_by_event', 'rsvp_event_active']));
  });
});
