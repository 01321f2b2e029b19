import type { Queryable } from '../db/database.ts';

export interface CheckInLogEntry {
  eventId: number;
  residentId: number;
  accountId: number | null;
  action: 'check-in' | 'undo';
  result: 'checked-in' | 'already-checked-in' | 'undone' | 'not-checked-in' | 'refused';
  detail?: string;
  device: string | null;
  /** The name the tablet goes by in the app, and the time of the tap it sent (both null when none came). */
  deviceName: string | null;
  tappedAt: string | null;
  idempotencyKey: string | null;
}

/** Appends to check_in_log (append-only: migration 012 refuses updates). */
export async function logCheckIn(tx: Queryable, entry: CheckInLogEntry): Promise<void> {
  await tx.query(
    `INSERT INTO check_in_log (event_id, resident_id, account_id, action, result, detail, device, idempotency_key, device_name, tapped_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      entry.eventId, entry.residentId, entry.accountId, entry.action, entry.result, entry.detail ?? null, entry.device, entry.idempotencyKey,
      entry.deviceName, entry.tappedAt,
    ],
  );
}
