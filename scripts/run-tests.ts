// `npm test`: the type-check, the lint, the app and server tests and the end-to-end tests, run at the
// same time instead of one after another. The e2e files run three at a time (E2E_WORKERS, see
// vite.config.ts), each driving its own Chromium and real server, and wait on the browser much of the
// time; the other tests, on every core, and the checks keep the CPU busy meanwhile. The type-check and the lint wait on nothing, so they run at a
// lower priority (nice) and take only what the tests leave; the tests keep a normal priority, since
// a starved test waiting for something would run into its timeout. Each line of output is prefixed
// with its job's name; the run ends with what failed (scripts/failure-summary.ts), each job's result
// and time, and fails if any job failed. A vitest job that failed in a few files runs those files once
// more on their own, and passes if they pass then; the end of the run names them as flaky
// (scripts/rerun-failed.ts says when and why).
// Arguments (`npm test -- tests/server/x.test.ts`) are passed to both vitest runs as file filters.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, setPriority, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { summariseFailures } from './failure-summary.ts';
import { failedFilesToRerun, hasUnhandledErrors, readReport } from './rerun-failed.ts';

const REPO_ROOT = resolve(import.meta.dirname, '..');
/** vitest's own entry, run with this node (npx would add a process and npm's warnings). */
const VITEST = resolve(REPO_ROOT, 'node_modules/vitest/vitest.mjs');
/** Added to the niceness of the jobs that yield to the tests (0 normal, 19 lowest). */
const BACKGROUND_NICENESS = 10;
const MS_PER_SECOND = 1000;

interface Job {
  name: string;
  command: string;
  args: string[];
  /** Runs at a lower priority: it has no timeouts that a busy CPU could make it miss. */
  background: boolean;
  /**
   * A vitest run: where its JSON report is written, so that the files that failed can be run once
   * more on their own (see rerun-failed.ts).
   */
  report?: string;
  /** Added to the environment of its process. */
  env?: Record<string, string>;
  /** The arguments of a run of only these files (the job's projects, not its filters). */
  rerunArgs?: (files: string[]) => string[];
}

const testProjects = ['--project', 'app', '--project', 'server-unit', '--project', 'server-pglite', '--project', 'server-postgres'];

/** The reporters of a vitest job: the usual output, and a JSON report naming the files that failed. */
const reporterArgs = (report: string): string[] => ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];

function jobs(filters: string[], reportDir: string): Job[] {
  // A filter may match the files of only one of the two runs; the other then has nothing to run.
  const vitestArgs = filters.length > 0 ? ['--passWithNoTests', ...filters] : [];
  const e2eReport = join(reportDir, 'e2e.json');
  const testsReport = join(reportDir, 'tests.json');
  return [
    {
      name: 'e2e',
      command: process.execPath,
      args: [VITEST, 'run', '--project', 'e2e', ...reporterArgs(e2eReport), ...vitestArgs],
      background: false,
      report: e2eReport,
      rerunArgs: (files) => [VITEST, 'run', '--project', 'e2e', '--passWithNoTests', ...files],
    },
    {
      name: 'tests',
      command: process.execPath,
      args: [
        VITEST, 'run',
        ...testProjects,
        // vitest's default leaves a core to its main process: here the e2e run shares the CPU until
        // it ends, and the files left after it should have every core.
        `--maxWorkers=${availableParallelism()}`,
        ...reporterArgs(testsReport),
        ...vitestArgs,
      ],
      background: false,
      report: testsReport,
      rerunArgs: (files) => [VITEST, 'run', ...testProjects, '--passWithNoTests', ...files],
    },
    { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'], background: true },
    { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'], background: true },
  ];
}

/**
 * Writes a child's output line by line, each prefixed; a chunk's whole lines go out in one write, and
 * are kept in `kept` for the failure summary.
 */
function prefixedWriter(prefix: string, out: NodeJS.WriteStream, kept: string[]): { write(chunk: Buffer): void; flush(): void } {
  let pending = '';
  return {
    write(chunk) {
      const text = pending + chunk.toString('utf8');
      const end = text.lastIndexOf('\n');
      if (end < 0) {
        pending = text;
        return;
      }
      pending = text.slice(end + 1);
      const lines = text.slice(0, end).split('\n');
      for (const line of lines) kept.push(line);
      out.write(lines.map((line) => `${prefix}${line}\n`).join(''));
    },
    flush() {
      if (pending) {
        kept.push(pending);
        out.write(`${prefix}${pending}\n`);
      }
      pending = '';
    },
  };
}

interface Outcome {
  name: string;
  code: number;
  seconds: number;
  /** Its output's lines, stdout and stderr as they came. */
  lines: string[];
  /** Files that failed on the first run and passed when run again on their own. */
  passedOnRerun?: string[];
  /** The first run's failures, kept when a re-run passed, so that they are still read. */
  firstFailures?: string[];
}

function run(job: Job, width: number, children: Set<ChildProcess>): Promise<Outcome> {
  const startedAt = Date.now();
  const child = spawn(job.command, job.args, {
    cwd: REPO_ROOT,
    // Piped output is no terminal: keep the colours when this run's output is one.
    env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...job.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  // Set before the job has started its own processes (vitest's workers, tsc), which inherit it.
  if (job.background && child.pid !== undefined) {
    try {
      setPriority(child.pid, BACKGROUND_NICENESS);
    } catch {
      // Not permitted here: the job runs at normal priority, only slower for the tests.
    }
  }
  const prefix = `[${job.name}]`.padEnd(width + 3);
  const lines: string[] = [];
  const out = prefixedWriter(prefix, process.stdout, lines);
  const err = prefixedWriter(prefix, process.stderr, lines);
  child.stdout.on('data', out.write);
  child.stderr.on('data', err.write);
  return new Promise((done) => {
    const finish = (code: number): void => {
      children.delete(child);
      out.flush();
      err.flush();
      done({ name: job.name, code, seconds: (Date.now() - startedAt) / MS_PER_SECOND, lines });
    };
    child.once('error', (error) => {
      process.stderr.write(`${prefix}could not start ${job.command}: ${String(error)}\n`);
      finish(1);
    });
    child.once('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs a job; when it is a vitest run that failed in a few files only, runs those files once more on
 * their own (rerun-failed.ts). The job passes if they pass then, and the outcome names them.
 */
async function runWithRerun(job: Job, width: number, children: Set<ChildProcess>): Promise<Outcome> {
  const first = await run(job, width, children);
  if (first.code === 0 || job.report === undefined || job.rerunArgs === undefined || hasUnhandledErrors(first.lines)) return first;
  const files = failedFilesToRerun(readReport(job.report), REPO_ROOT);
  if (files.length === 0) return first;
  process.stdout.write(`[${job.name}] running again on their own: ${files.join(', ')}\n`);
  // dist/ and the server's bundle were built by the first run and the sources have not changed since.
  const env: Record<string, string> = job.name === 'e2e' ? { E2E_SKIP_BUILD: '1' } : {};
  const again = await run({ ...job, name: `${job.name}-again`, args: job.rerunArgs(files), report: undefined, env }, width, children);
  const seconds = first.seconds + again.seconds;
  if (again.code !== 0) return { ...again, name: job.name, seconds, lines: [...first.lines, ...again.lines] };
  return { ...first, code: 0, seconds, passedOnRerun: files, firstFailures: summariseFailures(first.lines) };
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const reportDir = mkdtempSync(join(tmpdir(), 'npm-test-'));
  const all = jobs(process.argv.slice(2), reportDir);
  // Room for a re-run's name too (`e2e-again`).
  const width = Math.max(...all.map((job) => job.name.length)) + '-again'.length;
  const children = new Set<ChildProcess>();
  // Ctrl-C reaches the jobs through the terminal; a CI's SIGTERM is passed on, so their own clean-up
  // (the embedded PostgreSQL, test servers, browsers) runs before this process ends.
  process.on('SIGTERM', () => {
    for (const child of children) child.kill('SIGTERM');
  });
  process.on('SIGINT', () => {});
  const outcomes = await Promise.all(all.map((job) => runWithRerun(job, width, children)));
  rmSync(reportDir, { recursive: true, force: true });

  const total = (Date.now() - startedAt) / MS_PER_SECOND;
  // The failures again, last, where a log cut to its end still shows them.
  for (const outcome of outcomes) {
    const summary = outcome.code === 0 ? [] : summariseFailures(outcome.lines);
    if (summary.length > 0) process.stdout.write(`\nWhat failed in ${outcome.name}:\n${summary.map((line) => `  ${line}\n`).join('')}`);
  }
  for (const outcome of outcomes) {
    if (!outcome.passedOnRerun) continue;
    process.stdout.write(
      `\nFlaky in ${outcome.name}: failed, then passed when run again on their own (${outcome.passedOnRerun.join(', ')}):\n` +
        (outcome.firstFailures ?? []).map((line) => `  ${line}\n`).join(''),
    );
  }
  process.stdout.write('\n');
  for (const outcome of outcomes) {
    const result = outcome.code !== 0 ? `FAILED (exit ${outcome.code})` : outcome.passedOnRerun ? 'passed (flaky files passed when run again)' : 'passed';
    process.stdout.write(`${outcome.name.padEnd(width)}  ${result}  ${outcome.seconds.toFixed(0)} s\n`);
  }
  const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.name);
  process.stdout.write(
    failed.length > 0 ? `npm test failed (${failed.join(', ')}) in ${total.toFixed(0)} s\n` : `npm test passed in ${total.toFixed(0)} s\n`,
  );
  process.exitCode = failed.length > 0 ? 1 : 0;
}

await main();
