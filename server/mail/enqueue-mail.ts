/**
 * What callers use: queue a mail in their own transaction (graphile-worker's add_job), or withdraw
 * one nobody has begun to send. A mail queued in a transaction exists once that commits and never if
 * it rolls back; the insert wakes every listening server process at the commit (the table's trigger,
 * migration 026), and the queue sends it from there.
 */
import type { Queryable } from '../db/database.ts';

/** The channel the table's insert trigger notifies (server/db/migrations/026_mail_job.sql). */
export const MAIL_CHANNEL = 'hom_mail' as const;

/**
 * Each kind's payload, by kind name. The table of kinds (mail-kinds.ts) fills it in, so a kind is
 * declared in one place; this module does not import that table, whose renderers reach far into the
 * server and queue mail themselves.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface MailPayloads {}

export type MailJob = {
  [K in keyof MailPayloads]: {
    kind: K;
    payload: MailPayloads[K];
    /**
     * Held this long (by the database's clock) before it may be sent: a change that may still be
     * taken back. 0 by default.
     */
    delaySeconds?: number;
    /** Or not before this moment, by a caller's own clock (the queue's: app.clock). */
    runAt?: Date;
    /** At most one job ever has this key: queuing it again does nothing (and answers no id). */
    key?: string;
  };
}[keyof MailPayloads];

/**
 * Queues the mails, answering the new jobs' ids in the order given (a job whose key exists already
 * is skipped and has none).
 */
export async function enqueueMails(tx: Queryable, jobs: readonly MailJob[]): Promise<number[]> {
  if (jobs.length === 0) return [];
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO mail_job (kind, payload, job_key, run_at)
     SELECT j.kind, j.payload::jsonb, j.job_key, coalesce(j.run_at, now() + make_interval(secs => j.delay))
       FROM unnest($1::text[], $2::text[], $3::text[], $4::double precision[], $5::timestamptz[])
            WITH ORDINALITY AS j(kind, payload, job_key, delay, run_at, n)
      ORDER BY j.n
     ON CONFLICT (job_key) DO NOTHING
     RETURNING id`,
    [
      jobs.map((job) => job.kind),
      jobs.map((job) => JSON.stringify(job.payload)),
      jobs.map((job) => job.key ?? null),
      jobs.map((job) => job.delaySeconds ?? 0),
      jobs.map((job) => job.runAt ?? null),
    ],
  );
  // Ids are drawn in insertion order, which the ORDER BY fixes: ascending ids are the given order.
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Queues one mail; answers its job's id (null: a job with its key exists already). */
export async function enqueueMail(tx: Queryable, job: MailJob): Promise<number | null> {
  const [id] = await enqueueMails(tx, [job]);
  return id ?? null;
}

/**
 * Withdraws the mails, all or none: only when no attempt to send any of them has begun (a process may
 * be sending one this moment). Locks the jobs, so a queue cannot begin one meanwhile. Answers
 * whether they were withdrawn.
 */
export async function withdrawMails(tx: Queryable, jobIds: readonly number[]): Promise<boolean> {
  if (jobIds.length === 0) return true;
  const jobs = await tx.query<{ untouched: boolean }>(
    `SELECT state = 'pending' AND attempts = 0 AS untouched FROM mail_job WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    [jobIds],
  );
  if (jobs.some((job) => !job.untouched)) return false;
  await tx.query(
    `UPDATE mail_job SET state = 'cancelled', finished_at = now(), locked_by = NULL WHERE id = ANY($1::int[])`,
    [jobIds],
  );
  return true;
}
