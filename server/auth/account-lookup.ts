import type { Queryable } from '../db/database.ts';
import type { AccountRole, AuthenticatedAccount } from './fastify-types.ts';

interface AccountRow {
  id: number;
  role: AccountRole;
  email: string;
  token_version: number;
  building_ids: number[] | null;
}

export async function findAuthenticatedAccount(db: Queryable, accountId: number): Promise<AuthenticatedAccount | undefined> {
  const rows = await db.query<AccountRow>(
    `SELECT a.id, a.role, a.email, a.token_version,
            array_agg(ab.building_id ORDER BY ab.building_id) FILTER (WHERE ab.building_id IS NOT NULL) AS building_ids
       FROM account a
       LEFT JOIN account_building ab ON ab.account_id = a.id
      WHERE a.id = $1
      GROUP BY a.id`,
    [accountId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    buildingIds: (row.building_ids ?? []).map(Number),
    tokenVersion: Number(row.token_version),
  };
}
