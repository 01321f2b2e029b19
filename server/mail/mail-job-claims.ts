/**
 * The queue's own SQL on mail_job (migration 026). Every time is the queue's clock (`now`), so a
 * test's fake clock moves retries and leases with it.
 */
import type { Queryable } from '../db/database.ts';
import { THIS_LEASE_HOLDER } from './mail-lease-holder.ts';

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  /** Attempts begun, this one included. */
  attempts: number;
  messageId: string;
}

export type JobEnd = 'sent' | 'failed' | 'dropped';

/**
 * Takes the next due job of the kinds this server knows, pushing its time past the lease so no
 * other process takes it meanwhile (SKIP LOCKED: two processes looking at once take two different
 * jobs). Its first claim gives it its Message-ID, kept for every later attempt, so a send again after
 * a crash between the mail server taking it and its marking is recognisable as the same mail.
 */
export async function claimDueJob(
  db: Queryable,
  options: { now: Date; leaseMs: number; kinds: readonly string[]; messageIdDomain: string },
): Promise<ClaimedJob | null> {
  const [row] = await db.query<ClaimedJob>(
    `UPDATE mail_job
        SET attempts = attempts + 1,
            run_at = $1::timestamptz + make_interval(secs => $2::double precision),
            locked_by = $3,
            message_id = coalesce(message_id, '<' || gen_random_uuid() || '@' || $5::text || '>')
      WHERE id = (
        SELECT id FROM mail_job
         WHERE state = 'pending' AND run_at <= $1::timestamptz AND kind = ANY($4::text[])
         ORDER BY run_at, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED
      )
     RETURNING id, kind, payload, attempts, message_id AS "messageId"`,
    [options.now, options.leaseMs / 1000, THIS_LEASE_HOLDER, options.kinds, options.messageIdDomain],
  );
  return row ?? null;
}

/** Ends the job; 'sent' also after its attempt was counted failed (a send taken after its time limit). */
export async function finishJob(db: Queryable, id: number, end: JobEnd, now: Date, reason: string | null = null): Promise<void> {
  await db.query(
    `UPDATE mail_job SET state = $2, finished_at = $3::timestamptz, locked_by = NULL,
                         last_error = CASE WHEN $2 = 'sent' THEN NULL ELSE coalesce($4, last_error) END
      WHERE id = $1 AND (state = 'pending' OR ($2 = 'sent' AND state = 'failed'))`,
    [id, end, now, reason],
  );
}

/** Makes the job due again after `delayMs` (its lease given back). */
export async function retryJob(db: Queryable, id: number, now: Date, delayMs: number, reason: string): Promise<void> {
  await db.query(
    `UPDATE mail_job SET run_at = $2::timestamptz + make_interval(secs => $3::double precision), last_error = $4, locked_by = NULL
      WHERE id = $1 AND state = 'pending'`,
    [id, now, delayMs / 1000, reason],
  );
}

/** Milliseconds until the earliest pending job is due (0 when overdue); null when none is pending. */
export async function msUntilNextDue(db: Queryable, now: Date, kinds: readonly string[]): Promise<number | null> {
  // No GREATEST(0, …) here: PostgreSQL's GREATEST ignores NULLs, so with nothing pending it gave 0,
  // not NULL, and an idle queue re-armed itself at 0 ms forever (hundreds of queries a second).
  const [row] = await db.query<{ ms: number | null }>(
    `SELECT ceil(EXTRACT(EPOCH FROM min(run_at) - $1::timestamptz) * 1000)::float8 AS ms
       FROM mail_job WHERE state = 'pending' AND kind = ANY($2::text[])`,
    [now, kinds],
  );
  const ms = row?.ms ?? null;
  return ms === null ? null : Math.max(0, ms);
}
