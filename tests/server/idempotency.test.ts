import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database.ts';
import { httpError } from '../../server/http/http-error.ts';
import {
  IDEMPOTENCY_MESSAGES,
  IdempotencyInProgressError,
  purgeExpiredKeys,
  runIdempotent,
  type IdempotencyClaim,
  type IdempotentEffect,
} from '../../server/http/idempotency.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// The effect under test inserts a studio row: one row per effect that really ran.
async function studioCount(db: Queryable, name: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM studio WHERE name = $1', [name]);
  return row?.n ?? 0;
}

function insertStudio(name: string, options: { slowMs?: number } = {}): IdempotentEffect<{ id: number; name: string }> {
  return async (tx) => {
    const [row] = await tx.query<{ id: number }>('INSERT INTO studio (name) VALUES ($1) RETURNING id', [name]);
    // Holds the transaction open so concurrent requests really overlap on PostgreSQL.
    if (options.slowMs) await tx.query('SELECT pg_sleep($1)', [options.slowMs / 1000]);
    return { statusCode: 201, body: { id: row!.id, name } };
  };
}

describe(`idempotency keys on ${process.env.TEST_DB}`, () => {
  let testDb: TestDatabase;
  let accountA: number;
  let accountB: number;
  let n = 0;
  const claimFor = (accountId: number, key: string, overrides: Partial<IdempotencyClaim> = {}): IdempotencyClaim => ({
    accountId,
    key,
    method: 'POST',
    path: '/api/things/',
    requestHash: 'hash-1',
    ...overrides,
  });
  let key: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const rows = await testDb.db.query<{ id: number }>(
      `INSERT INTO account (role, email, password_hash, first_name, last_name)
       VALUES ('manager', 'a@example.com', 'x', 'A', 'A'), ('manager', 'b@example.com', 'x', 'B', 'B') RETURNING id`,
    );
    [accountA, accountB] = rows.map((row) => row.id) as [number, number];
  });
  afterAll(() => testDb.dispose());
  beforeEach(() => {
    n += 1;
    key = `key-${n}`;
  });

  it('runs the effect once and replays the first status and body for the same key', async () => {
    const first = await runIdempotent(testDb.db, claimFor(accountA, key), insertStudio(key));
    const second = await runIdempotent(testDb.db, claimFor(accountA, key), insertStudio(key));
    const third = await runIdempotent(testDb.db, claimFor(accountA, key), insertStudio(key));
    expect(first).toMatchObject({ statusCode: 201, replayed: false });
    expect(second).toEqual({ statusCode: 201, body: first.body, replayed: true });
    expect(third).toEqual(second);
    expect(await studioCount(testDb.db, key)).toBe(1);
  });

  it('without a key runs the effect every time', async () => {
    await runIdempotent(testDb.db, null, insertStudio(key));
    const again = await runIdempotent(testDb.db, null, insertStudio(key));
    expect(again.replayed).toBe(false);
    expect(await studioCount(testDb.db, key)).toBe(2);
  });

  it('lets concurrent requests with one key make exactly one effect', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => runIdempotent(testDb.db, claimFor(accountA, key), insertStudio(key, { slowMs: 100 }))),
    );
    expect(await studioCount(testDb.db, key)).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    const bodies = new Set(answers.map((a) => JSON.stringify([a.statusCode, a.body])));
    expect(bodies.size).toBe(1);
  });

  it('keeps keys per account: the same key for another account is a new request', async () => {
    await runIdempotent(testDb.db, claimFor(accountA, key), insertStudio(key));
    const other = await runIdempotent(testDb.db, claimFor(accountB, key), insertStudio(key));
    expect(other.replayed).toBe(false);
    expect(await studioCount(testDb.db, key)).toBe(2);
  });

  it('refuses a key reused for another path or another body with 422, without running the effect', async () => {
    await runIdempotent(testDb.db, claimFor(accountA, key), insertStudio(key));
    await expect(
      runIdempotent(testDb.db, claimFor(accountA, key, { path: '/api/other/' }), insertStudio(key)),
    ).rejects.toMatchObject({ statusCode: 422, message: IDEMPOTENCY_MESSAGES.reusedForOtherPath });
    await expect(
      runIdempotent(testDb.db, claimFor(accountA, key, { method: 'PUT' }), insertStudio(key)),
    ).rejects.toMatchObject({ statusCode: 422, message: IDEMPOTENCY_MESSAGES.reusedForOtherPath });
    await expect(
      runIdempotent(testDb.db, claimFor(accountA, key, { requestHash: 'hash-2' }), insertStudio(key)),
    ).rejects.toMatchObject({ statusCode: 422, message: IDEMPOTENCY_MESSAGES.reusedForOtherBody });
    expect(await studioCount(testDb.db, key)).toBe(1);
  });

  it('stores a refusal (4xx) as the answer and undoes what the effect wrote before refusing', async () => {
    const refuse: IdempotentEffect = async (tx) => {
      await tx.query('INSERT INTO studio (name) VALUES ($1)', [key]);
      throw httpError(404, 'Thing not found.', 'id');
    };
    const first = await runIdempotent(testDb.db, claimFor(accountA, key), refuse);
    const replay = await runIdempotent(testDb.db, claimFor(accountA, key), insertStudio(key));
    expect(first).toMatchObject({ statusCode: 404, replayed: false, body: { msg: 'Thing not found.', field: 'id' } });
    expect(replay).toEqual({ statusCode: 404, body: first.body, replayed: true });
    expect(await studioCount(testDb.db, key)).toBe(0);
  });

  it('releases the key when the effect fails with a server fault, so a retry runs', async () => {
    const crash: IdempotentEffect = async (tx) => {
      await tx.query('INSERT INTO studio (name) VALUES ($1)', [key]);
      throw new Error('database hiccup');
    };
    await expect(runIdempotent(testDb.db, claimFor(accountA, key), crash)).rejects.toThrow('database hiccup');
    const retry = await runIdempotent(testDb.db, claimFor(accountA, key), insertStudio(key));
    expect(retry).toMatchObject({ statusCode: 201, replayed: false });
    expect(await studioCount(testDb.db, key)).toBe(1);
  });

  it('answers a key whose first request has no stored answer with 409 "in progress", running nothing', async () => {
    // A claim without its answer: never visible once committed, so inserted here by hand.
    await testDb.db.query(
      `INSERT INTO idempotency_key (account_id, key, method, path, request_hash, status_code, response_body)
       VALUES ($1, $2, 'POST', '/api/things/', 'hash-1', 0, 'null'::jsonb)`,
      [accountA, key],
    );
    const attempt = runIdempotent(testDb.db, claimFor(accountA, key), insertStudio(key));
    await expect(attempt).rejects.toBeInstanceOf(IdempotencyInProgressError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 409, message: IDEMPOTENCY_MESSAGES.inProgress, field: 'Idempotency-Key' });
    expect(await studioCount(testDb.db, key)).toBe(0);
  });

  it('purges only keys older than their lifetime, only for the given account', async () => {
    await runIdempotent(testDb.db, claimFor(accountA, `${key}-old`), insertStudio(key));
    await runIdempotent(testDb.db, claimFor(accountA, `${key}-new`), insertStudio(key));
    await runIdempotent(testDb.db, claimFor(accountB, `${key}-old`), insertStudio(key));
    await testDb.db.query("UPDATE idempotency_key SET created_at = now() - interval '8 days' WHERE key = $1", [`${key}-old`]);
    expect(await purgeExpiredKeys(testDb.db, accountA)).toBe(1);
    const left = await testDb.db.query<{ account_id: number; key: string }>(
      'SELECT account_id, key FROM idempotency_key WHERE key LIKE $1 ORDER BY account_id, key',
      [`${key}-%`],
    );
    expect(left).toEqual([
      { account_id: accountA, key: `${key}-new` },
      { account_id: accountB, key: `${key}-old` },
    ]);
  });
});
