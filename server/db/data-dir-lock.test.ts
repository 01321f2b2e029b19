import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

describe('lockDataDir', () => {
  it('refuses a directory held by a live process and frees it on release', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'lock-')), 'pglite');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(`${dir}.lock`, String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(/in use by process/);
    } finally {
      other.kill();
      await new Promise((resolve) => other.once('exit', resolve));
    }
    // The holder is gone: its stale lock is taken over.
    const release = lockDataDir(dir);
    expect(existsSync(`${dir}.lock`)).toBe(true);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});

/** A process that took the lock and was then killed with SIGKILL, its parent not reaping it (a zombie). */
async function killedHolder(dir: string): Promise<number> {
  const holderScript =
    `import('${join(import.meta.dirname, 'data-dir-lock.ts')}').then((m) => { m.lockDataDir(${JSON.stringify(dir)}); ` +
    `console.log('locked'); setInterval(() => {}, 1000); });`;
  // `exec sleep` replaces the shell, so the holder's parent is a process that never waits for it.
  const shell = spawn('sh', ['-c', `"${process.execPath}" --import tsx -e "$HOLDER" & echo $!; exec sleep 60`], {
    env: { ...process.env, HOLDER: holderScript },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    shell.stdout.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('locked')) resolve();
    });
    shell.once('exit', () => reject(new Error(`holder exited: ${output.join('')}`)));
  });
  const holder = Number(output.join('').split('\n')[0]);
  process.kill(holder, 'SIGKILL');
  // Dead, not yet reaped: exactly the window a supervisor's immediate restart falls into.
  for (let i = 0; i < 100 && !readFileSync(`/proc/${holder}/stat`, 'utf8').includes(') Z'); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return shell.pid ?? 0;
}

describe.runIf(process.platform === 'linux')('lockDataDir after kill -9', () => {
  it('takes over at once from a holder killed with SIGKILL that its parent has not reaped yet', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'lock-')), 'pglite');
    const parent = await killedHolder(dir);
    try {
      expect(existsSync(`${dir}.lock`)).toBe(true);
      const release = lockDataDir(dir);
      release();
    } finally {
      process.kill(parent, 'SIGKILL');
    }
  }, 30_000);
});
