import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * PGlite does not stop two processes from opening one data directory, and two writers corrupt it.
 * A lock file beside the directory names its owner (pid and, on Linux, the process's start time);
 * a lock whose owner is gone is taken over. "Gone" includes a process killed but not yet reaped by
 * its parent (a zombie, seen for over a second under PID 1 after `kill -9`), and a pid that the
 * system has since given to another process, so a supervisor's immediate restart succeeds.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, ownerLine(process.pid), { flag: 'wx' });
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pidText, startedText] = readFileSync(lockPath, 'utf8').trim().split(/\s+/);
      const owner = Number(pidText);
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner, startedText)) {
        throw new Error(
          `The PGlite data directory ${dataDir} is in use by process ${owner}. Only one process at a time ` +
            'may open it: stop the server (npm start) first, or set DATABASE_URL to use PostgreSQL.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the PGlite data directory ${dataDir}.`);
}

interface ProcStat {
  /** R, S, D, Z (zombie), X (dead), … */
  state: string;
  /** Clock ticks after boot when the process started: tells a reused pid from the owner. */
  startTime: string;
}

/** /proc/PID/stat on Linux; null where there is no such file (another system, or no such process). */
export function procStat(pid: number): ProcStat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its end.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', startTime: fields[19] ?? '' };
}

function ownerLine(pid: number): string {
  const stat = procStat(pid);
  return stat ? `${pid} ${stat.startTime}` : String(pid);
}

/** Whether `pid` runs and is the process that started at `recordedStart` (when given), not one given its pid since. */
export function isRunning(pid: number, recordedStart: string | undefined): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = procStat(pid);
  if (!stat) return true;
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return recordedStart === undefined || recordedStart === stat.startTime;
}
