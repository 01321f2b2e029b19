import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failedFilesToRerun, hasUnhandledErrors } from './rerun-failed.ts';

const ROOT = '/repo';
const report = (statuses: Record<string, string>): string =>
  JSON.stringify({
    success: false,
    testResults: Object.entries(statuses).map(([file, status]) => ({ name: `${ROOT}/${file}`, status })),
  });

describe('which failed files npm test runs again', () => {
  it('names the failed files of a run, relative to the repository', () => {
    const text = report({ 'tests/e2e/a.test.ts': 'passed', 'tests/e2e/b.test.ts': 'failed', 'tests/e2e/c.test.ts': 'failed' });
    expect(failedFilesToRerun(text, ROOT)).toEqual(['tests/e2e/b.test.ts', 'tests/e2e/c.test.ts']);
  });

  it('runs nothing again when more files failed than a moment of load explains', () => {
    const text = report({ 'a.test.ts': 'failed', 'b.test.ts': 'failed', 'c.test.ts': 'failed', 'd.test.ts': 'failed' });
    expect(failedFilesToRerun(text, ROOT)).toEqual([]);
    expect(failedFilesToRerun(text, ROOT, 4)).toHaveLength(4);
  });

  it('runs nothing again without a report, or when no file failed', () => {
    expect(failedFilesToRerun('', ROOT)).toEqual([]);
    expect(failedFilesToRerun('{"testResults":', ROOT)).toEqual([]);
    expect(failedFilesToRerun(report({ 'a.test.ts': 'passed' }), ROOT)).toEqual([]);
  });

  it('sees the unhandled errors of a real vitest run in its coloured output', () => {
    const failedRun = readFileSync(resolve(import.meta.dirname, '../tests/fixtures/vitest-failed-run.txt'), 'utf8').split('\n');
    expect(hasUnhandledErrors(failedRun)).toBe(true);
    expect(hasUnhandledErrors(failedRun.filter((line) => !line.includes('Unhandled')))).toBe(false);
  });
});
