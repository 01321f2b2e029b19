import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
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
