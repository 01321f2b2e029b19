// An idle server must leave its database alone: a front desk keeps the portal open all day, and on
// a PostgreSQL deployment every app process's idle chatter lands on one database server. (The mail
// queue once re-armed a 0 ms timer when nothing was pending: ~600 queries a second, doing nothing.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { countQueries, type CountingDatabase } from '../support/counting-database.ts';
import { createMemoryMailer, testConfig } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/** Watching this long after start-up is enough to see a busy loop (it would make hundreds). */
const IDLE_WATCH_MS = 5_000;
/**
 * What start-up may ask: the first look of each mail schedule (the monthly report, reminders, rating
 * requests: one query each), the mail queue's first pass (two), the one look for mail leases held by
 * processes gone (given back at start), and one more pass of the mail queue when its LISTEN is made
 * after the start (as here, listening at once: two): a handful, not a stream.
 */
const MAX_IDLE_QUERIES = 9;

describe('an idle server', () => {
  let testDb: TestDatabase;
  let counting: CountingDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    counting = countQueries(testDb.db);
    app = await buildApp({ db: counting.db, config: testConfig(), mailer: createMemoryMailer(), distDir: '/nonexistent/dist' });
    // Listening starts the background work (the mail queue) exactly as `npm start` does.
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  it(`sends at most ${MAX_IDLE_QUERIES} database queries in its first ${IDLE_WATCH_MS / 1000} s with no requests`, async () => {
    await new Promise((resolve) => setTimeout(resolve, IDLE_WATCH_MS));
    const seen = counting.count;
    expect(seen, `queries while idle:\n${counting.statements.slice(0, 10).join('\n')}`).toBeLessThanOrEqual(
      MAX_IDLE_QUERIES,
    );
  });
});
