// What `npm test` repeats at its very end for a job that failed: each failed test's name, its
// error's first line and where it was thrown. The jobs' output is interleaved and long; a CI that keeps
// only the last part of a run's output would otherwise show the tail of the passing jobs and cut the
// failure off.

/** vitest's colours and styles (CSI … m) and the rest of the CSI sequences. */
// eslint-disable-next-line no-control-regex -- matching the escape character is the point
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g;
/** At most this many lines per failed job: the end of a CI's log is short. */
export const SUMMARY_MAX_LINES = 40;

export const stripAnsi = (line: string): string => line.replace(ANSI, '');

/**
 * Picks a vitest run's failures out of its output lines: each `FAIL` heading of the failures section,
 * the first message line under it and its first source location (`❯ file:line:col`); unhandled errors
 * too. Lines of a passing run give nothing.
 */
export function summariseFailures(lines: readonly string[], maxLines = SUMMARY_MAX_LINES): string[] {
  const summary: string[] = [];
  // vitest lists the failures again, with their errors, after a titled rule (`⎯⎯ Failed Tests 2 ⎯⎯`).
  let inFailures = false;
  let wanted: 'message' | 'location' | null = null;
  for (const raw of lines) {
    const text = stripAnsi(raw).trim();
    const rule = /^⎯+ ([A-Z][A-Za-z ]*?(?: \d+)?) ⎯+$/.exec(text);
    if (rule) {
      inFailures = true;
      summary.push(rule[1] ?? '');
      // A failed test's message follows its FAIL heading; an uncaught error's comes at once.
      wanted = rule[1]?.startsWith('Failed') ? null : 'message';
      continue;
    }
    if (!inFailures || text === '') continue;
    if (/^(FAIL|×)\s/.test(text)) {
      summary.push(text);
      wanted = 'message';
    } else if (wanted === 'message' && !text.startsWith('⎯')) {
      summary.push(`  ${text}`);
      wanted = 'location';
    } else if (wanted === 'location' && text.startsWith('❯ ')) {
      summary.push(`  ${text}`);
      wanted = null;
    } else if (/^(Test Files|Tests|Errors)\s/.test(text)) {
      summary.push(text);
    }
  }
  return summary.length > maxLines ? [...summary.slice(0, maxLines - 1), `… ${summary.length - maxLines + 1} lines more in the output above`] : summary;
}
