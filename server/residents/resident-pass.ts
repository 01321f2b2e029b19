import { randomInt } from 'node:crypto';
import { PASS_ALPHABET, PASS_CODE_LENGTH, PASS_PREFIX, passHash } from '../../src/contract/resident-pass.ts';
import type { Database } from '../db/database.ts';
import { announceChange } from '../live-changes/change-notice.ts';

/** A new pass: 26 characters drawn from the 32 of the alphabet by the system's CSPRNG. */
export function newPass(): string {
  let code = '';
  for (let at = 0; at < PASS_CODE_LENGTH; at++) code += PASS_ALPHABET[randomInt(PASS_ALPHABET.length)];
  return PASS_PREFIX + code;
}

/**
 * Writes a new pass for the resident and tells the tablets of the resident's buildings (their
 * resident index and kiosk rosters carry the hash), in one transaction: the old pass matches nothing
 * from its commit on.
 */
export async function renewPass(db: Database, residentId: number): Promise<string> {
  const pass = newPass();
  const hash = await passHash(pass);
  return db.transaction(async (tx) => {
    const rows = await tx.query('UPDATE resident SET pass = $2, pass_hash = $3 WHERE id = $1 RETURNING id', [residentId, pass, hash]);
    if (rows.length === 0) throw new Error(`resident ${residentId} vanished`);
    const buildings = await tx.query<{ id: number }>('SELECT building_id AS id FROM membership WHERE resident_id = $1', [residentId]);
    if (buildings.length > 0) await announceChange(tx, { kind: 'resident', buildingIds: buildings.map((building) => building.id) });
    return pass;
  });
}

/** The resident's pass, made on first asking. */
export async function residentPass(db: Database, residentId: number): Promise<string> {
  const [row] = await db.query<{ pass: string | null }>('SELECT pass FROM resident WHERE id = $1', [residentId]);
  if (!row) throw new Error(`resident ${residentId} vanished`);
  return row.pass ?? renewPass(db, residentId);
}
