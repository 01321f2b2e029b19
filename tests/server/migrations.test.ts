import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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

