// `npm test`: the type-check, the lint, the app and server tests and the end-to-end tests, run at the
// same time instead of one after another. The e2e files run three at a time (E2E_WORKERS, see
// vite.config.ts), each driving its own Chromium and real server, and wait on the browser much of the
// time; the other tests, on every core, and the checks keep the CPU busy meanwhile. The type-check and the lint wait on nothing, so they run at a
// lower priority (nice) and take only what the tests leave; the tests keep a normal priority, since
// a starved test waiting for something would run into its timeout. Each line of output is prefixed
// with its job's name; the run ends with what failed (scripts/failure-summary.ts), each job's result
// and time, and fails if any job failed.
// Arguments (`npm test -- tests/server/x.test.ts`) are passed to both vitest runs as file filters.
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism, setPriority } from 'node:os';
import { resolve } from 'node:path';
import { summariseFailures } from './failure-summary.ts';

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
}

function jobs(filters: string[]): Job[] {
  // A filter may match the files of only one of the two runs; the other then has nothing to run.
  const vitestArgs = filters.length > 0 ? ['--passWithNoTests', ...filters] : [];
  return [
    { name: 'e2e', command: process.execPath, args: [VITEST, 'run', '--project', 'e2e', ...vitestArgs], background: false },
    {
      name: 'tests',
      command: process.execPath,
      args: [
        VITEST, 'run',
        '--project', 'app', '--project', 'server-unit', '--project', 'server-pglite', '--project', 'server-postgres',
        // vitest's default leaves a core to its main process: here the e2e run shares the CPU until
        // it ends, and the files left after it should have every core.
        `--maxWorkers=${availableParallelism()}`,
        ...vitestArgs,
      ],
      background: false,
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
}

function run(job: Job, width: number, children: Set<ChildProcess>): Promise<Outcome> {
  const startedAt = Date.now();
  const child = spawn(job.command, job.args, {
    cwd: REPO_ROOT,
    // Piped output is no terminal: keep the colours when this run's output is one.
    env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
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

async function main(): Promise<void> {
  const startedAt = Date.now();
  const all = jobs(process.argv.slice(2));
  const width = Math.max(...all.map((job) => job.name.length));
  const children = new Set<ChildProcess>();
  // Ctrl-C reaches the jobs through the terminal; a CI's SIGTERM is passed on, so their own clean-up
  // (the embedded PostgreSQL, test servers, browsers) runs before this process ends.
  process.on('SIGTERM', () => {
    for (const child of children) child.kill('SIGTERM');
  });
  process.on('SIGINT', () => {});
  const outcomes = await Promise.all(all.map((job) => run(job, width, children)));

  const total = (Date.now() - startedAt) / MS_PER_SECOND;
  // The failures again, last, where a log cut to its end still shows them.
  for (const outcome of outcomes) {
    const summary = outcome.code === 0 ? [] : summariseFailures(outcome.lines);
    if (summary.length > 0) process.stdout.write(`\nWhat failed in ${outcome.name}:\n${summary.map((line) => `  ${line}\n`).join('')}`);
  }
  process.stdout.write('\n');
  for (const outcome of outcomes) {
    const result = outcome.code === 0 ? 'passed' : `FAILED (exit ${outcome.code})`;
    process.stdout.write(`${outcome.name.padEnd(width)}  ${result}  ${outcome.seconds.toFixed(0)} s\n`);
  }
  const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.name);
  process.stdout.write(
    failed.length > 0 ? `npm test failed (${failed.join(', ')}) in ${total.toFixed(0)} s\n` : `npm test passed in ${total.toFixed(0)} s\n`,
  );
  process.exitCode = failed.length > 0 ? 1 : 0;
}

await main();
