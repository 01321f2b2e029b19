import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { hashPassword } from '../../server/auth/password.ts';
import type { AppConfig } from '../../server/config.ts';
import type { Database, Queryable } from '../../server/db/database.ts';
import type { MailMessage, Mailer } from '../../server/mail/mailer.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const TEST_PUBLIC_URL = 'http://portal.test';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent/test-data',
    databaseUrl: undefined,
    jwtSecret: TEST_JWT_SECRET,
    smtpUrl: undefined,
    mailFrom: 'Portal Test <portal@test.invalid>',
    publicUrl: TEST_PUBLIC_URL,
    logLevel: 'silent',
    ...overrides,
  };
}

export interface MemoryMailer extends Mailer {
  readonly messages: MailMessage[];
}

/** Keeps sent messages in an array; the mailer the app gets in server tests. */
export function createMemoryMailer(): MemoryMailer {
  const messages: MailMessage[] = [];
  return {
    messages,
    async send(message) {
      messages.push(message);
    },
    async close() {},
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  mailer: MemoryMailer;
  config: AppConfig;
  /**
   * Another app (another server process, as behind a load balancer) on the same database, with the
   * same config and mailer; on PostgreSQL through its own connection pool. Closed by close().
   */
  another(): Promise<FastifyInstance>;
  /** Closes the app(s) and disposes of the test database. */
  close(): Promise<void>;
}

/** The one way tests build the server: the test config (with `config` over it) on `db`. */
export async function buildTestApp(
  db: Database,
  options: {
    config?: Partial<AppConfig>;
    mailer?: Mailer;
    distDir?: string;
    clock?: () => Date;
    /** Off for a test whose database holds its LISTENs back on purpose. */
    waitForMailListen?: boolean;
  } = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    db,
    config: testConfig(options.config),
    mailer: options.mailer ?? createMemoryMailer(),
    distDir: options.distDir ?? '/nonexistent/dist',
    ...(options.clock ? { clock: options.clock } : {}),
  });
  // Tests call app.inject without listening: the queue must hear the first mail a test queues.
  if (options.waitForMailListen !== false) await app.mailListening();
  return app;
}

/** A built app on a fresh migrated test database (PGlite or PostgreSQL per TEST_DB); use app.inject. */
export async function createTestApp(
  options: { config?: Partial<AppConfig>; distDir?: string; mailer?: MemoryMailer; clock?: () => Date } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const config = testConfig(options.config);
  const mailer = options.mailer ?? createMemoryMailer();
  const distDir = options.distDir ?? '/nonexistent/dist';
  const { clock } = options;
  const app = await buildTestApp(testDb.db, { config: options.config, mailer, distDir, clock });
  const others: FastifyInstance[] = [];
  return {
    app,
    db: testDb.db,
    mailer,
    config,
    async another() {
      const other = await buildTestApp(await testDb.openAnother(), { config: options.config, mailer, distDir, clock });
      others.push(other);
      return other;
    },
    async close() {
      await Promise.all([app, ...others].map((instance) => instance.close()));
      await testDb.dispose();
    },
  };
}

export interface BuildingInput {
  name?: string;
  buildingType?: 'RESIDENTIAL' | 'COMMERCIAL';
  timeZone?: string;
  dashboardAccess?: boolean;
  amenityMembership?: boolean;
}

export async function createBuilding(db: Queryable, input: BuildingInput = {}): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO building (name, building_type, time_zone, dashboard_access, amenity_membership)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      input.name ?? 'Test Tower',
      input.buildingType ?? 'RESIDENTIAL',
      input.timeZone ?? 'America/New_York',
      input.dashboardAccess ?? true,
      input.amenityMembership ?? false,
    ],
  );
  return rows[0]!.id;
}

export interface AccountInput {
  email: string;
  password: string;
  buildingIds?: number[];
  role?: 'manager' | 'building_admin';
  firstName?: string;
  lastName?: string;
}

/** Inserts an account (a manager unless role says otherwise) with its buildings; returns its id. */
export async function createManager(db: Queryable, input: AccountInput): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO account (role, email, password_hash, first_name, last_name)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [input.role ?? 'manager', input.email, await hashPassword(input.password), input.firstName ?? 'Mia', input.lastName ?? 'Manager'],
  );
  const id = rows[0]!.id;
  for (const buildingId of input.buildingIds ?? []) {
    await db.query('INSERT INTO account_building (account_id, building_id) VALUES ($1, $2)', [id, buildingId]);
  }
  return id;
}

export function createBuildingAdmin(
  db: Queryable,
  input: Omit<AccountInput, 'role' | 'buildingIds'> & { buildingId: number },
): Promise<number> {
  return createManager(db, { ...input, role: 'building_admin', buildingIds: [input.buildingId] });
}

export async function createResident(db: Queryable, input: { email: string; firstName?: string; lastName?: string }): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO resident (first_name, last_name, email, joining_date) VALUES ($1, $2, $3, '2025-01-15') RETURNING id`,
    [input.firstName ?? 'Rita', input.lastName ?? 'Resident', input.email],
  );
  return rows[0]!.id;
}

export function authHeader(token: string): { authorization: string } {
  return { authorization: `JWT ${token}` };
}

/** Signs in through the API and returns the session token (fails the test on a non-200). */
export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { token: string }).token;
}
