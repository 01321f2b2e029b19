import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { summariseFailures } from './failure-summary.ts';

/** A real vitest run, colours and all: two failed tests and an uncaught error. */
const FAILED_RUN = readFileSync(resolve(import.meta.dirname, '../tests/fixtures/vitest-failed-run.txt'), 'utf8').split('\n');

describe('the failure summary at the end of npm test', () => {
  it('names each failed test with its first message line and where it was thrown, without colours', () => {
    expect(summariseFailures(FAILED_RUN)).toEqual([
      'Failed Tests 2',
      'FAIL   server-unit  server/zz-fail.test.ts > fails on purpose',
      '  AssertionError: expected 2 to be 3 // Object.is equality',
      '  ❯ server/zz-fail.test.ts:2:46',
      'FAIL   server-unit  server/zz-fail.test.ts > throws',
      '  TypeError: boom',
      '  ❯ server/zz-fail.test.ts:3:28',
      'Unhandled Errors',
      '  Vitest caught 1 unhandled error during the test run.',
      'Uncaught Exception',
      '  Error: late',
      '  ❯ Timeout._onTimeout server/zz-fail.test.ts:4:50',
      'Test Files  1 failed (1)',
      'Tests  2 failed | 1 passed (3)',
      'Errors  1 error',
    ]);
  });

  it('gives nothing for a passing run', () => {
    const passing = FAILED_RUN.slice(0, FAILED_RUN.findIndex((line) => line.includes('Failed Tests')));
    expect(passing.length).toBeGreaterThan(3);
    expect(summariseFailures([...passing, ' Test Files  1 passed (1)'])).toEqual([]);
  });

  it('keeps to its length, saying how much it left out', () => {
    const summary = summariseFailures(FAILED_RUN, 5);
    expect(summary).toHaveLength(5);
    expect(summary[4]).toBe('… 11 lines more in the output above');
  });
});
