import { randomInt } from 'node:crypto';
import { PASS_ALPHABET, PASS_CODE_LENGTH, PASS_PREFIX, passHash, type PassCard, type PassUnit } from '../../src/contract/resident-pass.ts';
import type { Database, Queryable } from '../db/database.ts';
import { announceChange } from '../live-changes/change-notice.ts';

/** A new pass: 26 characters drawn from the 32 of the alphabet by the system's CSPRNG. */
export function newPass(): string {
  let code = '';
  for (let at = 0; at < PASS_CODE_LENGTH; at++) code += PASS_ALPHABET[randomInt(PASS_ALPHABET.length)];
  return PASS_PREFIX + code;
}

export type { PassCard, PassUnit };

/**
 * Writes `pass` for the resident (only when they have none if `onlyFirst`) and tells the tablets of
 * the resident's buildings, whose resident index and kiosk rosters carry the hash, in the same
 * transaction: from its commit the old pass matches nothing and the new one is on its way to them.
 * False when nothing was written (a first pass already there).
 */
async function writePass(tx: Queryable, residentId: number, pass: string, onlyFirst: boolean): Promise<boolean> {
  const rows = await tx.query(`UPDATE resident SET pass = $2, pass_hash = $3 WHERE id = $1 ${onlyFirst ? 'AND pass IS NULL' : ''} RETURNING id`, [
    residentId,
    pass,
    await passHash(pass),
  ]);
  if (rows.length === 0) return false;
  const buildings = await tx.query<{ id: number }>('SELECT building_id AS id FROM membership WHERE resident_id = $1', [residentId]);
  if (buildings.length > 0) await announceChange(tx, { kind: 'resident', buildingIds: buildings.map((building) => building.id) });
  return true;
}

async function cardOf(tx: Queryable, residentId: number): Promise<PassCard> {
  const [row] = await tx.query<{ pass: string | null; firstName: string }>('SELECT pass, first_name AS "firstName" FROM resident WHERE id = $1', [residentId]);
  if (!row?.pass) throw new Error(`resident ${residentId} vanished or has no pass`);
  const units = await tx.query<PassUnit>(
    `SELECT b.name AS "buildingName", coalesce(nullif(btrim(m.apartment), ''), u.name) AS unit
       FROM membership m JOIN building b ON b.id = m.building_id LEFT JOIN unit u ON u.id = m.unit_id
      WHERE m.resident_id = $1
      ORDER BY lower(b.name), b.id`,
    [residentId],
  );
  return { pass: row.pass, firstName: row.firstName, units };
}

/** A new pass for the resident: the old one checks nobody in from the commit on. */
export function renewPass(db: Database, residentId: number): Promise<PassCard> {
  return db.transaction(async (tx) => {
    if (!(await writePass(tx, residentId, newPass(), false))) throw new Error(`resident ${residentId} vanished`);
    return cardOf(tx, residentId);
  });
}

/**
 * The resident's pass, made on first asking. Two first asks at once (two phones, two tabs) give one
 * pass: the second's write waits for the first's row lock, then finds a pass there and keeps it.
 */
export function residentPass(db: Database, residentId: number): Promise<PassCard> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ pass: string | null }>('SELECT pass FROM resident WHERE id = $1', [residentId]);
    if (!row) throw new Error(`resident ${residentId} vanished`);
    if (row.pass === null) await writePass(tx, residentId, newPass(), true);
    return cardOf(tx, residentId);
  });
}
