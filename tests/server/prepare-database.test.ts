import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase, type PreparedDatabase } from '../../server/startup/prepare-database.ts';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/** What is seeded does not matter here, only that it is seeded once: a small portfolio loads fast. */
const SMALL_DEMO = 0.1;

// Two servers started together on a fresh database (e.g. two containers behind one load balancer).
describe(`two servers preparing one fresh database at once on ${process.env.TEST_DB}`, () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase({ migrated: false });
  });
  afterAll(() => testDb.dispose());

  it('both start: one migrates and seeds the demo data, the other finds it done', async () => {
    const other = await testDb.openAnother();
    const results: PromiseSettledResult<PreparedDatabase>[] = await Promise.allSettled([
      prepareDatabase(testDb.db, { seedDemo: true, demoScale: SMALL_DEMO, log: () => {} }),
      prepareDatabase(other, { seedDemo: true, demoScale: SMALL_DEMO, log: () => {} }),
    ]);
    expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual(['ok', 'ok']);
    const [first, second] = results.map((result) => (result as PromiseFulfilledResult<PreparedDatabase>).value);
    expect([first!.seeded, second!.seeded].sort()).toEqual([false, true]);
    expect(first!.migrations.length + second!.migrations.length).toBeGreaterThan(0);
    expect([first!.migrations, second!.migrations]).toContainEqual([]);

    const managers = await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM account WHERE email = $1', [
      DEMO_MANAGER.email,
    ]);
    expect(managers[0]!.n).toBe(1);
  }, 180_000);
});
