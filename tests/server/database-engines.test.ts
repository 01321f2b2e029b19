// What the server asks of a database (server/db/database-types.ts), answered alike by both engines:
// the values a query gives back, parameters, transactions and their rollback, scripts, errors, the
// exclusive lock and notifications. The rest of the server's SQL is PostgreSQL's on both (PGlite is
// PostgreSQL built to WebAssembly), so the files about features run on one engine and this one, with
// the files about the engines' processes, runs on both (tests/support/engine-specific-tests.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

describe(`the database contract on ${process.env.TEST_DB}`, () => {
  let test: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    test = await createTestDatabase({ migrated: false });
    db = test.db;
    await db.query('CREATE TABLE contract_rows (id serial PRIMARY KEY, name text UNIQUE NOT NULL, at timestamptz, on_day date)');
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('gives back each type as the server reads it: dates as YYYY-MM-DD, counts and numerics as numbers', async () => {
    const [row] = await db.query<Record<string, unknown>>(
      `SELECT 42::int AS int4, 9007199254740991::bigint AS int8, count(*) AS counted, 2.5::numeric AS numeric,
              0.25::float8 AS float8, true AS bool, 'x'::text AS text, NULL::text AS nothing,
              '2026-03-08'::date AS day, '2026-03-08T10:00:00Z'::timestamptz AS instant,
              '{"a":[1,2]}'::jsonb AS json, ARRAY[1,2,3]::int[] AS ints, ARRAY['a','b']::text[] AS texts
         FROM generate_series(1, 3)`,
    );
    expect(row).toEqual({
      int4: 42,
      int8: 9007199254740991,
      counted: 3,
      numeric: 2.5,
      float8: 0.25,
      bool: true,
      text: 'x',
      nothing: null,
      day: '2026-03-08',
      instant: new Date('2026-03-08T10:00:00Z'),
      json: { a: [1, 2] },
      ints: [1, 2, 3],
      texts: ['a', 'b'],
    });
  });

  it('binds parameters of each kind, arrays and null included', async () => {
    const [row] = await db.query<{ sum: number; day: string; at: Date; has: boolean; missing: boolean }>(
      'SELECT $1::int + $2::int AS sum, $3::date AS day, $4::timestamptz AS at, $5 = ANY($6::text[]) AS has, $7::text IS NULL AS missing',
      [2, 3, '2026-01-31', new Date('2026-01-31T23:30:00Z'), 'b', ['a', 'b'], null],
    );
    expect(row).toEqual({ sum: 5, day: '2026-01-31', at: new Date('2026-01-31T23:30:00Z'), has: true, missing: true });
  });

  it('keeps a transaction that returns and rolls back one that throws, answering with the thrown error', async () => {
    const kept = await db.transaction(async (tx) => {
      await tx.query("INSERT INTO contract_rows (name) VALUES ('kept')");
      return 'done';
    });
    expect(kept).toBe('done');
    const failure = new Error('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO contract_rows (name) VALUES ('rolled back')");
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect((await db.query<{ name: string }>('SELECT name FROM contract_rows ORDER BY id')).map((r) => r.name)).toEqual(['kept']);
  });

  it("reports a violated constraint with PostgreSQL's code and constraint name, and loses nothing saved", async () => {
    const error = await db.query("INSERT INTO contract_rows (name) VALUES ('kept')").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505', constraint: 'contract_rows_name_key' });
    expect(await db.query('SELECT count(*)::int AS n FROM contract_rows')).toEqual([{ n: 1 }]);
  });

  it('runs a script of several statements, a function body with semicolons of its own included', async () => {
    await db.transaction((tx) =>
      tx.exec(`
        CREATE FUNCTION contract_double(n int) RETURNS int LANGUAGE plpgsql AS $$
        BEGIN
          RETURN n * 2;
        END;
        $$;
        INSERT INTO contract_rows (name) VALUES ('from a script');
      `),
    );
    expect(await db.query('SELECT contract_double(21) AS doubled')).toEqual([{ doubled: 42 }]);
    expect(await db.query("SELECT count(*)::int AS n FROM contract_rows WHERE name = 'from a script'")).toEqual([{ n: 1 }]);
  });

  it('lets one holder of a lock work at a time, and frees it when the work throws', async () => {
    const other = await test.openAnother();
    const log: string[] = [];
    const hold = (handle: Database, who: string, fail = false) =>
      handle.withExclusiveLock('contract', async () => {
        log.push(`${who} in`);
        await handle.query('SELECT pg_sleep(0.05)');
        log.push(`${who} out`);
        if (fail) throw new Error(`${who} failed`);
        return who;
      });
    const results = await Promise.allSettled([hold(db, 'a', true), hold(other, 'b'), hold(db, 'c')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    for (let i = 0; i < log.length; i += 2) expect(log[i + 1]).toBe(log[i]!.replace(' in', ' out'));
    expect(log).toHaveLength(6);
    await other.close();
  });

  it('hears a notification once its transaction commits, never one rolled back', async () => {
    const heard: string[] = [];
    const unlisten = await db.listen('contract_channel', (payload) => heard.push(payload));
    await db.transaction(async (tx) => {
      await tx.query("SELECT pg_notify('contract_channel', 'committed')");
      expect(heard).toEqual([]);
    });
    await db
      .transaction(async (tx) => {
        await tx.query("SELECT pg_notify('contract_channel', 'rolled back')");
        throw new Error('no');
      })
      .catch(() => {});
    await db.query("SELECT pg_notify('contract_channel', 'plain')");
    await expect.poll(() => heard).toEqual(['committed', 'plain']);
    await unlisten();
    await db.query("SELECT pg_notify('contract_channel', 'after')");
    await db.query('SELECT pg_sleep(0.2)');
    expect(heard).toEqual(['committed', 'plain']);
  });

  it('refuses a channel name that is not a plain identifier, before asking the database', async () => {
    await expect(db.listen('changes; DROP TABLE contract_rows', () => {})).rejects.toThrow(/invalid notification channel name/);
    expect(await db.query('SELECT count(*)::int AS n FROM contract_rows')).toEqual([{ n: 2 }]);
  });
});
