import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/password.ts';
import { DEMO_BUILDING_ADMIN, DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { seedDemoDataIfEmpty } from '../../server/demo/seed-demo-data.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

describe(`seedDemoDataIfEmpty on ${process.env.TEST_DB}`, () => {
  let testDb: TestDatabase;
  const logged: string[] = [];
  let seeded: boolean;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    seeded = await seedDemoDataIfEmpty(testDb.db, (msg) => logged.push(msg));
  });
  afterAll(() => testDb.dispose());

  it('loads the demo portfolio into an empty database and says so', async () => {
    expect(seeded).toBe(true);
    expect(logged).toEqual([expect.stringMatching(/^Empty database: loaded demo data \(4 buildings, 600 users, \d+ events/)]);
    const [counts] = await testDb.db.query<{ buildings: number; users: number; events: number; rsvps: number }>(
      `SELECT (SELECT count(*)::int FROM building) AS buildings, (SELECT count(*)::int FROM resident) AS users,
              (SELECT count(*)::int FROM event) AS events, (SELECT count(*)::int FROM rsvp) AS rsvps`,
    );
    expect(counts?.buildings).toBe(4);
    expect(counts?.users).toBe(600);
    expect(counts?.events).toBeGreaterThan(1000);
    expect(counts?.rsvps).toBeGreaterThan(10_000);
  });

  it('creates demo accounts that sign in with the documented passwords', async () => {
    const accounts = await testDb.db.query<{ email: string; role: string; password_hash: string; buildings: string[] }>(
      `SELECT a.email, a.role, a.password_hash, array_agg(b.name ORDER BY b.id) AS buildings
       FROM account a JOIN account_building ab ON ab.account_id = a.id JOIN building b ON b.id = ab.building_id
       GROUP BY a.id ORDER BY a.id`,
    );
    expect(accounts.map(({ email, role, buildings }) => ({ email, role, buildings }))).toEqual([
      { email: DEMO_MANAGER.email, role: 'manager', buildings: ['Harbor Lofts', 'Foundry Works', 'Pacific Commons', 'Cedar Court'] },
      { email: DEMO_BUILDING_ADMIN.email, role: 'building_admin', buildings: ['Harbor Lofts'] },
    ]);
    expect(await verifyPassword(DEMO_MANAGER.password, accounts[0]?.password_hash ?? '')).toBe(true);
    expect(await verifyPassword(DEMO_BUILDING_ADMIN.password, accounts[1]?.password_hash ?? '')).toBe(true);
  });

  it('stores demo events in building-local evening and weekend hours', async () => {
    const hours = await testDb.db.query<{ hour: number }>(
      `SELECT DISTINCT extract(hour FROM e.starts_at AT TIME ZONE b.time_zone)::int AS hour
       FROM event e JOIN building b ON b.id = e.building_id ORDER BY 1`,
    );
    expect(hours.map((h) => h.hour).every((h) => h >= 7 && h <= 19)).toBe(true);
  });

  it('does nothing when the database already has accounts', async () => {
    expect(await seedDemoDataIfEmpty(testDb.db, (msg) => logged.push(msg))).toBe(false);
    expect(logged).toHaveLength(1);
  });
});
