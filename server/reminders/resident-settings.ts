import type { Queryable } from '../db/database.ts';

/** A resident's own settings (migration 030): reminders on or off, and a language. */
export interface ResidentSettings {
  reminders: boolean;
  language: string | null;
}

export async function residentSettings(db: Queryable, residentId: number): Promise<ResidentSettings> {
  const [row] = await db.query<ResidentSettings>('SELECT reminders, language FROM resident WHERE id = $1', [residentId]);
  if (!row) throw new Error(`resident ${residentId} vanished`);
  return row;
}

/**
 * Changes the settings given (null: keep). Turning reminders off stops those not yet written: each
 * is looked at again when the queue writes it (reminder-mail.ts).
 */
export async function saveResidentSettings(
  db: Queryable,
  residentId: number,
  change: { reminders: boolean | null; language: string | null },
): Promise<ResidentSettings> {
  const [row] = await db.query<ResidentSettings>(
    `UPDATE resident SET reminders = coalesce($2, reminders), language = coalesce($3, language)
      WHERE id = $1 RETURNING reminders, language`,
    [residentId, change.reminders, change.language],
  );
  if (!row) throw new Error(`resident ${residentId} vanished`);
  return row;
}
