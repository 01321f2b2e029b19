// Starts the real server (`node --import tsx server/main.ts`) as a child process for e2e tests:
// its own port, its own empty data directory (so the demo data is seeded afresh), its own mailbox.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const SERVER_READY_TIMEOUT_MS = 90_000;
const READY_POLL_INTERVAL_MS = 250;
const STOP_GRACE_MS = 10_000;
const OUTPUT_TAIL_CHARS = 20_000;
const HOST = '127.0.0.1';

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
}

export interface TestServer {
  /** Origin without trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  dataDir: string;
  /** Where the server writes e-mails when no SMTP_URL is set. */
  mailDir: string;
  /** Everything the server printed so far (the tail of it), for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

/** A port that was free a moment ago; the server needs it up front because PUBLIC_URL names it. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new Error('could not read the probe port'));
        return;
      }
      probe.close(() => resolvePort(address.port));
    });
  });
}

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

export async function startServer(options: StartServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hom-e2e-'));
  const mailDir = join(dataDir, 'mail');
  const port = await findFreePort();
  const url = `http://${HOST}:${port}`;

  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ISOLATED_ENV_KEYS) delete env[key];
  Object.assign(env, {
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    LOG_LEVEL: 'info',
    ...(process.env.E2E_DIST_DIR ? { DIST_DIR: resolve(REPO_ROOT, process.env.E2E_DIST_DIR) } : {}),
    ...options.env,
  });

  let output = '';
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
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
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + SERVER_READY_TIMEOUT_MS;
  while (!(await answers(`${url}/api/docs`))) {
    const exited = child.exitCode !== null || child.signalCode !== null;
    if (exited || Date.now() > deadline) {
      const why = exited
        ? `exited (code ${String(child.exitCode)}, signal ${String(child.signalCode)})`
        : `did not answer GET ${url}/api/docs within ${SERVER_READY_TIMEOUT_MS / 1000} s`;
      await stop();
      throw new Error(`The test server ${why}. Its output:\n${output || '(nothing)'}`);
    }
    await sleep(READY_POLL_INTERVAL_MS);
  }

  return { url, dataDir, mailDir, output: () => output, stop };
}
