import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { migrate } from '../../server/db/migrate.ts';

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
