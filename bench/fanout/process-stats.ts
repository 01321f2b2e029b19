// What a process costs, read from Linux's /proc: resident memory, CPU time so far and open sockets.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** /proc/PID/stat counts CPU time in clock ticks; Linux on x86 and arm reports 100 a second. */
const TICKS_PER_SECOND = 100;

/** Resident memory in bytes (VmRSS). */
export function rssBytes(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]) * 1024;
}

/** User and system CPU time the process has used so far, in seconds. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (in parentheses) may hold spaces: the fields are counted after its ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** How many sockets the process holds open (its connections, listeners and database clients). */
export function socketCount(pid: number): number {
  let count = 0;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:')) count++;
    } catch {
      // closed while being listed
    }
  }
  return count;
}

/** This process's limits on open files (Max open files: soft, hard). */
export function openFileLimit(): { soft: number; hard: number } {
  const line = /^Max open files\s+(\S+)\s+(\S+)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
  const value = (text: string | undefined) => (text === 'unlimited' ? Number.POSITIVE_INFINITY : Number(text ?? 0));
  return { soft: value(line?.[1]), hard: value(line?.[2]) };
}
