// Starts the real server (`node --import tsx server/main.ts`, or the e2e run's bundle of it:
// tests/support/server-bundle.ts) as a child process for e2e tests:
// its own port, its own data directory holding the demo data as a first start seeds it, its own
// mailbox.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SERVER_BUNDLE_ENV } from './server-bundle.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
/**
 * A guard against a server that never starts, not a measure: alone it listens in a few seconds, but
 * with the whole suite beside it (load 15 on 2 cores) a start on the embedded database has taken
 * over 90 s, seeding the demo data even longer.
 */
const SERVER_READY_TIMEOUT_MS = 240_000;
const READY_POLL_INTERVAL_MS = 250;
const STOP_GRACE_MS = 10_000;
const OUTPUT_TAIL_CHARS = 20_000;
const HOST = '127.0.0.1';
/**
 * Set by the e2e global setup: a data directory a server has seeded once (seedDataDir). Each
 * startServer() copies its PGlite database instead of creating, migrating and seeding one again,
 * which cost every e2e file's server about 8 s of CPU. Unset (benches, a lone script), each server
 * seeds its own.
 */
export const SEEDED_DATA_DIR_ENV = 'E2E_SEEDED_DATA_DIR';
/** DATA_DIR's PGlite database folder (server/main.ts). */
const PGLITE_FOLDER = 'pglite';

/**
 * V8 flags of the e2e run's servers (those started from its bundle; benches start theirs as
 * `npm start` does). Each server compiles PGlite's 9 MB of WebAssembly anew, and V8 then compiles
 * its busiest functions a second time, optimised: with Liftoff, V8's baseline compiler, alone a
 * server used 2 CPU-s less over an e2e file (users-directory, account and events with the seeding
 * server, twice each: 37.3 and 35.9 CPU-s of server against 29.0 and 27.0), its queries no slower for
 * the few an e2e test makes. The same SQL runs; only how V8 compiles the engine differs.
 */
const E2E_SERVER_NODE_FLAGS = ['--liftoff-only'] as const;

/** Variables from the developer's shell that would point the test server at shared resources. */
const ISOLATED_ENV_KEYS = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'JWT_SECRET',
  'SMTP_URL',
  'MAIL_FROM',
  'PUBLIC_URL',
  'LOG_LEVEL',
] as const;

export interface StartServerOptions {
  /** Extra or overriding environment variables (e.g. DATABASE_URL to run on PostgreSQL). */
  env?: Record<string, string>;
  /** An empty data directory even when a seeded one is at hand: the server creates and seeds its own. */
  emptyDataDir?: boolean;
  /**
   * A data directory a server left (one killed, to start again on its data): used as it is, and
   * left in place by stop().
   */
  dataDir?: string;
}

export interface TestServer {
  /** Origin without trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  dataDir: string;
  /** Where the server writes e-mails when no SMTP_URL is set. */
  mailDir: string;
  /** Everything the server printed so far (the tail of it), for failure messages. */
  output(): string;
  /** The server process's id (benches read its CPU time and memory from /proc). */
  pid: number;
  stop(): Promise<void>;
  /** Kills the process at once (SIGKILL: no shutdown, open streams and requests cut); the data directory stays. */
  kill(): Promise<void>;
}

/**
 * The line server/main.ts prints once it listens, with the port it bound. The server is started on
 * PORT=0 and says which port it got: a port probed free beforehand could be taken by the time the
 * server binds it (e2e files run side by side, each with servers, proxies and mail servers), and
 * polling that port could then reach another file's server. Without PUBLIC_URL the server's links
 * name the port it bound, as PUBLIC_URL did.
 */
const LISTENING_LINE = /hOM manager portal: (http:\/\/[^/\s]+)\//;

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      done(true);
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status < 500;
  } catch {
    return false;
  }
}

interface Launched {
  url: string;
  output(): string;
  pid: number;
  /** Ends the process (SIGTERM, then SIGKILL); the data directory stays. */
  stop(): Promise<void>;
  kill(): Promise<void>;
}

/** Runs server/main.ts on `dataDir` and a free port until it answers; throws with its output if not. */
async function launch(dataDir: string, extraEnv: Record<string, string> = {}): Promise<Launched> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ISOLATED_ENV_KEYS) delete env[key];
  Object.assign(env, {
    PORT: '0',
    HOST,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ...(process.env.E2E_DIST_DIR ? { DIST_DIR: resolve(REPO_ROOT, process.env.E2E_DIST_DIR) } : {}),
    ...extraEnv,
  });

  let output = '';
  let url: string | undefined;
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
    url ??= LISTENING_LINE.exec(output)?.[1];
  };
  const bundle = process.env[SERVER_BUNDLE_ENV];
  const args = bundle ? [...E2E_SERVER_NODE_FLAGS, '--enable-source-maps', bundle] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, STOP_GRACE_MS))) {
        child.kill('SIGKILL');
        await waitForExit(child, STOP_GRACE_MS);
      }
    }
  };

  const deadline = Date.now() + SERVER_READY_TIMEOUT_MS;
  while (url === undefined || !(await answers(`${url}/api/docs`))) {
    const exited = child.exitCode !== null || child.signalCode !== null;
    if (exited || Date.now() > deadline) {
      const why = exited
        ? `exited (code ${String(child.exitCode)}, signal ${String(child.signalCode)})`
        : url === undefined
          ? `did not say it was listening within ${SERVER_READY_TIMEOUT_MS / 1000} s`
          : `did not answer GET ${url}/api/docs within ${SERVER_READY_TIMEOUT_MS / 1000} s`;
      await stop();
      throw new Error(`The test server ${why}. Its output:\n${output || '(nothing)'}`);
    }
    await sleep(READY_POLL_INTERVAL_MS);
  }
  const kill = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await waitForExit(child, STOP_GRACE_MS);
  };
  return { url, output: () => output, pid: child.pid ?? 0, stop, kill };
}

/**
 * Starts a server once on the empty `dataDir`, which migrates and seeds it exactly as a first start
 * does, and stops it cleanly (the database closed), leaving the seeded data for startServer to copy.
 */
export async function seedDataDir(dataDir: string): Promise<void> {
  const server = await launch(dataDir);
  await server.stop();
  if (!existsSync(join(dataDir, PGLITE_FOLDER))) {
    throw new Error(`The seeding server left no ${PGLITE_FOLDER}/ in ${dataDir}. Its output:\n${server.output()}`);
  }
}

export async function startServer(options: StartServerOptions = {}): Promise<TestServer> {
  if (options.dataDir !== undefined) {
    const { dataDir } = options;
    const again = await launch(dataDir, options.env);
    return { url: again.url, dataDir, mailDir: join(dataDir, 'mail'), output: again.output, pid: again.pid, stop: again.stop, kill: again.kill };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'hom-e2e-'));
  const mailDir = join(dataDir, 'mail');
  const seeded = process.env[SEEDED_DATA_DIR_ENV];
  if (seeded && !options.emptyDataDir && !options.env?.DATABASE_URL) {
    cpSync(join(seeded, PGLITE_FOLDER), join(dataDir, PGLITE_FOLDER), { recursive: true });
  }
  let server: Launched;
  try {
    server = await launch(dataDir, options.env);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const stop = async (): Promise<void> => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: server.url, dataDir, mailDir, output: server.output, pid: server.pid, stop, kill: server.kill };
}
