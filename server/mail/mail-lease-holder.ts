/**
 * Who holds a mail's lease (mail_job.locked_by, migration 026), so that a process starting
 * again after a crash can give back, at once, the leases of the process that died instead of
 * waiting out their time (5 minutes), and only those: on PostgreSQL other live processes share the
 * queue. A holder names its process so that another process on the same machine can tell it is
 * gone: the machine's boot, the pid namespace (containers on one machine each have their own pids),
 * the pid and the time it started (a pid given again since is another process).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, readlinkSync } from 'node:fs';
import type { Database } from '../db/database.ts';
import { isRunning, procStat } from '../db/data-dir-lock.ts';

interface Place {
  boot: string;
  pidNamespace: string;
}

/** This machine's boot and pid namespace (Linux); null elsewhere, where no holder can be known gone. */
function placeOfThisProcess(): Place | null {
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const pidNamespace = readlinkSync('/proc/self/ns/pid');
    return boot && pidNamespace ? { boot, pidNamespace } : null;
  } catch {
    return null;
  }
}

const here = placeOfThisProcess();
const started = procStat(process.pid)?.startTime;

/**
 * This process's name as a lease holder: `proc <boot> <pid namespace> <pid> <start>` where the
 * process can be looked up, else a name nobody can look up (its leases then run out by time).
 */
export const THIS_LEASE_HOLDER =
  here && started ? ['proc', here.boot, here.pidNamespace, process.pid, started].join(' ') : `other ${randomUUID()}`;

/** Whether the holder is a process of this machine and pid namespace that no longer runs. */
export function isKnownGone(holder: string): boolean {
  const [kind, boot, pidNamespace, pidText, start] = holder.split(' ');
  if (kind !== 'proc' || !here || boot !== here.boot || pidNamespace !== here.pidNamespace) return false;
  const pid = Number(pidText);
  return Number.isInteger(pid) && pid > 0 && !isRunning(pid, start);
}

/**
 * Makes due at once (by the queue's clock, `now`) the pending mails leased by processes that are
 * gone, keeping everything else about them (their Message-ID, their attempts). On PGlite a data
 * directory has one process at a time (server/db/data-dir-lock.ts), so every lease another process
 * holds is a dead one's. Returns how many were given back.
 */
export async function releaseLeasesOfGoneHolders(db: Database, now: Date = new Date()): Promise<number> {
  const holders = await db.query<{ holder: string }>(
    `SELECT DISTINCT locked_by AS holder FROM mail_job
      WHERE state = 'pending' AND locked_by IS NOT NULL AND locked_by <> $1`,
    [THIS_LEASE_HOLDER],
  );
  const gone = holders.map((row) => row.holder).filter((holder) => db.kind === 'pglite' || isKnownGone(holder));
  if (gone.length === 0) return 0;
  const released = await db.query(
    `UPDATE mail_job SET run_at = least(run_at, $2::timestamptz), locked_by = NULL
      WHERE state = 'pending' AND locked_by = ANY($1::text[])
      RETURNING id`,
    [gone, now],
  );
  return released.length;
}
