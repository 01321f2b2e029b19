import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtIndexScriptHashes, inlineScriptHashes } from './inline-script-hashes.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inline script hashes for the CSP', () => {
  it('hashes the exact text of each inline script, skipping scripts with a src and empty ones', () => {
    const gate = '(function () { document.documentElement.dataset.x = "é"; })();';
    const html = `<html><head><script>${gate}</script><script type="module" crossorigin src="/assets/index.js"></script><script> </script></head></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(gate)]);
  });

  it('gives the well-known hash of a known script', () => {
    expect(inlineScriptHashes('<script>alert(1)</script>')).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
  });

  it('reads the built index.html, and names nothing when the app is not built', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hom-csp-'));
    try {
      expect(builtIndexScriptHashes(dir)).toEqual([]);
      writeFileSync(join(dir, 'index.html'), '<head><script>let a = 1;</script></head>');
      expect(builtIndexScriptHashes(dir)).toEqual([sha256('let a = 1;')]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
