// The list of files that also run on PGlite names files that exist: a file renamed or removed would
// otherwise drop out of the PGlite run without a word.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_SPECIFIC_SERVER_TESTS } from '../support/engine-specific-tests.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

describe('the server test projects', () => {
  it('lists only test files that exist for the PGlite run', () => {
    expect(ENGINE_SPECIFIC_SERVER_TESTS.filter((file) => !existsSync(resolve(REPO_ROOT, file)))).toEqual([]);
  });
});
