// Which files of a failed vitest run are worth running once more on their own. On this 2-core machine
// the e2e files share the CPU with every other test, and a test that waits on a browser or a server
// now and then runs out of time under that load. Run again alone, with a fresh server and database, a
// file that failed for the load passes, and one that fails for a fault fails again. A run whose
// failures are many, or lie outside any test file (an unhandled error), is not run again: that is a
// fault to read, not a moment of load. What passed only the second time is named at the end of
// `npm test` (see run-tests.ts), never hidden.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripAnsi } from './failure-summary.ts';

/** More failed files than this in one run is a fault, not the machine's load. */
export const MAX_RERUN_FILES = 3;

interface JsonReport {
  testResults?: Array<{ name?: string; status?: string }>;
}

/**
 * The files to run again, relative to `root`, from vitest's JSON report of a failed run; empty when
 * the run should not be repeated (no report, no failed file, too many, or nothing but failed files
 * would not explain the failure).
 */
export function failedFilesToRerun(reportText: string, root: string, maxFiles = MAX_RERUN_FILES): string[] {
  let report: JsonReport;
  try {
    report = JSON.parse(reportText) as JsonReport;
  } catch {
    return [];
  }
  const results = report.testResults ?? [];
  const failed = results.filter((result) => result.status === 'failed' && typeof result.name === 'string');
  if (failed.length === 0 || failed.length > maxFiles) return [];
  return [...new Set(failed.map((result) => relative(root, result.name ?? '')))];
}

/**
 * Whether vitest's output tells of errors outside the tests (`⎯⎯ Unhandled Errors ⎯⎯`): the JSON
 * report does not list them, and running the failed files again would not answer for them.
 */
export function hasUnhandledErrors(lines: readonly string[]): boolean {
  return lines.some((line) => /⎯ Unhandled (Errors?|Rejections?) ⎯/.test(stripAnsi(line)));
}

/** The report as written, or '' when the run wrote none (it stopped before its end). */
export function readReport(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
