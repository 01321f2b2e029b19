// The bench's portfolio, written straight into the database (the server has no call that makes
// thousands of accounts at once): buildings, each with one task its managers toggle, and manager
// accounts; session tokens minted with the servers' secret the way the server mints them.
import fastifyJwt from '@fastify/jwt';
import Fastify from 'fastify';
import pg from 'pg';
import { SESSION_LIFETIME_S, signAccessToken } from '../../server/auth/access-token.ts';

export interface SeededBuilding {
  id: number;
  taskId: number;
  /** Its managers' session tokens (`JWT …`), one per account. */
  authorizations: string[];
}

/**
 * `buildings` buildings, each with `accountsPerBuilding` managers of their own; `shared` instead
 * makes one building that all `accountsPerBuilding` managers hold.
 */
export async function seedPortfolio(
  databaseUrl: string,
  jwtSecret: string,
  label: string,
  options: { buildings: number; accountsPerBuilding: number },
): Promise<SeededBuilding[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A connection lost while idle would otherwise throw out of the bench, leaving its processes running.
  client.on('error', () => {});
  await client.connect();
  const signer = Fastify({ logger: false });
  await signer.register(fastifyJwt, { secret: jwtSecret, sign: { algorithm: 'HS256', expiresIn: SESSION_LIFETIME_S } });
  await signer.ready();
  try {
    await client.query('BEGIN');
    const { rows: buildings } = await client.query<{ id: number }>(
      `INSERT INTO building (name, building_type, time_zone)
       SELECT 'Bench ' || $1 || ' ' || n, 'RESIDENTIAL', 'America/New_York' FROM generate_series(1, $2) AS n
       RETURNING id`,
      [label, options.buildings],
    );
    const buildingIds = buildings.map((row) => row.id);
    const { rows: tasks } = await client.query<{ id: number; building_id: number }>(
      `INSERT INTO task (building_id, task_name, due_date)
       SELECT b, 'Check the lobby doors', current_date FROM unnest($1::int[]) AS b
       RETURNING id, building_id`,
      [buildingIds],
    );
    const taskOf = new Map(tasks.map((row) => [row.building_id, row.id]));
    const accountCount = options.buildings * options.accountsPerBuilding;
    const { rows: accounts } = await client.query<{ id: number }>(
      `INSERT INTO account (role, email, password_hash, first_name, last_name)
       SELECT 'manager', 'bench-' || $1 || '-' || n || '@fanout.test', 'no sign-in: tokens are minted', 'Bench', 'Manager ' || n
         FROM generate_series(1, $2) AS n
       RETURNING id`,
      [label, accountCount],
    );
    const accountIds = accounts.map((row) => row.id).sort((a, b) => a - b);
    const owners = accountIds.map((_, i) => buildingIds[Math.floor(i / options.accountsPerBuilding)]!);
    await client.query(
      'INSERT INTO account_building (account_id, building_id) SELECT * FROM unnest($1::int[], $2::int[])',
      [accountIds, owners],
    );
    await client.query('COMMIT');
    return buildingIds.map((id, b) => ({
      id,
      taskId: taskOf.get(id)!,
      authorizations: accountIds
        .slice(b * options.accountsPerBuilding, (b + 1) * options.accountsPerBuilding)
        .map((accountId) => `JWT ${signAccessToken(signer, { id: accountId, role: 'manager', tokenVersion: 0 })}`),
    }));
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
    await signer.close();
  }
}
