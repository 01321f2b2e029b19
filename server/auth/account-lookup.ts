import type { Queryable } from '../db/database.ts';
import type { AccountRole, AuthenticatedAccount } from './fastify-types.ts';

interface AccountRow {
  id: number;
  role: AccountRole;
  email: string;
  token_version: number;
  building_ids: number[] | null;
}

/** The accounts with their buildings, of the ids `$1` (an int[]). */
const ACCOUNTS_SQL = `SELECT a.id, a.role, a.email, a.token_version,
            array_agg(ab.building_id ORDER BY ab.building_id) FILTER (WHERE ab.building_id IS NOT NULL) AS building_ids
       FROM account a
       LEFT JOIN account_building ab ON ab.account_id = a.id
      WHERE a.id = ANY($1::int[])
      GROUP BY a.id`;

function authenticated(row: AccountRow): AuthenticatedAccount {
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    buildingIds: (row.building_ids ?? []).map(Number),
    tokenVersion: Number(row.token_version),
  };
}

export async function findAuthenticatedAccount(db: Queryable, accountId: number): Promise<AuthenticatedAccount | undefined> {
  const [row] = await db.query<AccountRow>(ACCOUNTS_SQL, [[accountId]]);
  return row ? authenticated(row) : undefined;
}

/** Several accounts in one read (the live-change streams' sessions checked together); a deleted one is missing. */
export async function findAuthenticatedAccounts(db: Queryable, accountIds: readonly number[]): Promise<Map<number, AuthenticatedAccount>> {
  const rows = await db.query<AccountRow>(ACCOUNTS_SQL, [[...new Set(accountIds)]]);
  return new Map(rows.map((row) => [Number(row.id), authenticated(row)]));
}
