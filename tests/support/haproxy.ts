// Debian's HAProxy in front of the test's server processes: installed like Chromium
// (scripts/install-haproxy.sh), configured per run on free ports, started and stopped by the test.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { freePort } from './embedded-postgres.ts';

export const HAPROXY_PATH = '/usr/sbin/haproxy';
const REPO_ROOT = resolve(import.meta.dirname, '../..');
const READY_TIMEOUT_MS = 10_000;
const HOST = '127.0.0.1';

export interface Backend {
  name: string;
  port: number;
}

export interface LoadBalancer {
  /** Origin the tablets use, e.g. http://127.0.0.1:41234 */
  url: string;
  /**
   * Resolves once HAProxy's health checks have marked the backend `name` up or down: until then a
   * restarted process gets no request, and a killed one is still tried first.
   */
  waitForBackend(name: string, state: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Where HAProxy's admin socket answers `show stat` (see haproxyConfig). */
const STATS_SOCKET = 'admin.sock';
const BACKEND_STATE_TIMEOUT_MS = 15_000;

/** Installs the package when missing (as root or with sudo -n), as the e2e setup does Chromium. */
export function ensureHaproxy(): void {
  if (existsSync(HAPROXY_PATH)) return;
  const install = spawnSync('bash', ['scripts/install-haproxy.sh'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (install.status !== 0 || !existsSync(HAPROXY_PATH)) {
    throw new Error(`HAProxy is missing and installing it failed; run \`sudo bash scripts/install-haproxy.sh\`.`);
  }
}

export interface LoadBalancerOptions {
  /** Connections it takes at once (2000; a bench of 10,000 streams asks for more). */
  maxconn?: number;
  /**
   * How long a health check may take before it fails (unset: HAProxy's default, the 500 ms between
   * checks). A process kept busy for longer by a burst (thousands of streams opening) is then marked
   * down, and loses every stream it holds; a bench that measures the burst allows more.
   */
  checkTimeoutMs?: number;
}

/**
 * The configuration: round robin over the backends, each health-checked on GET /api/health every
 * 500 ms (down after 2 failures, up after 1 success); a request that cannot reach its backend is
 * sent to another (redispatch); idle timeouts long enough for a live-change stream (heartbeat 25 s).
 */
export function haproxyConfig(port: number, backends: readonly Backend[], options: LoadBalancerOptions = {}, folder?: string): string {
  const maxconn = options.maxconn ?? 2000;
  return [
    'global',
    `  maxconn ${maxconn}`,
    // The tests ask it which backends its checks see up (waitForBackend).
    ...(folder === undefined ? [] : [`  stats socket ${join(folder, STATS_SOCKET)} mode 600 level user`]),
    'defaults',
    '  mode http',
    // A live-change stream's events are small writes in a response that never ends: without this,
    // HAProxy sends each one as "more to follow" (MSG_MORE) and the kernel holds it up to 200 ms
    // for the rest (bench:fanout's (a), a stream hearing a change every 10 s: p50 209 ms, 1 ms with it).
    '  option http-no-delay',
    // A frontend's own limit is not the global one unless set: the bench's streams need them all.
    `  maxconn ${maxconn}`,
    '  timeout connect 2s',
    '  timeout client 120s',
    '  timeout server 120s',
    '  timeout tunnel 1h',
    '  timeout http-keep-alive 10s',
    '  retries 3',
    '  option redispatch 1',
    ...(options.checkTimeoutMs === undefined ? [] : [`  timeout check ${options.checkTimeoutMs}ms`]),
    'frontend portal',
    `  bind ${HOST}:${port}`,
    '  default_backend servers',
    'backend servers',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    // A server marked down loses its open connections (its live-change streams) at once.
    '  default-server inter 500ms fall 2 rise 1 on-marked-down shutdown-sessions',
    ...backends.map((backend) => `  server ${backend.name} ${HOST}:${backend.port} check`),
    '',
  ].join('\n');
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Starts haproxy on a free port in front of `backends`; resolves once it passes a health call through. */
export async function startLoadBalancer(backends: readonly Backend[], options: LoadBalancerOptions = {}): Promise<LoadBalancer> {
  ensureHaproxy();
  const folder = mkdtempSync(join(tmpdir(), 'hom-haproxy-'));
  const port = await freePort();
  const configFile = join(folder, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(port, backends, options, folder));
  const check = spawnSync(HAPROXY_PATH, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refused its configuration: ${check.stderr}${check.stdout}`);
  let output = '';
  const child: ChildProcess = spawn(HAPROXY_PATH, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-10_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise<void>((done) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          done();
        }, 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          done();
        });
      });
    }
    rmSync(folder, { recursive: true, force: true });
  };
  const url = `http://${HOST}:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answers(`${url}/api/health`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`haproxy did not pass requests through: ${output}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  const waitForBackend = async (name: string, state: 'UP' | 'DOWN', timeoutMs = BACKEND_STATE_TIMEOUT_MS): Promise<void> => {
    const until = Date.now() + timeoutMs;
    let seen = '';
    while (Date.now() < until) {
      seen = backendStatus(await askStats(join(folder, STATS_SOCKET), 'show stat'), name);
      // `UP 1/2` is a backend on its way down, `DOWN 1/2` one on its way up: neither is there yet.
      if (seen === state) return;
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error(`HAProxy did not mark ${name} ${state} within ${timeoutMs} ms (last seen: ${seen || 'nothing'})`);
  };
  return { url, waitForBackend, stop };
}

/** One command on HAProxy's admin socket, its whole answer. */
function askStats(socketPath: string, command: string): Promise<string> {
  return new Promise((done) => {
    let answer = '';
    const socket = connect(socketPath, () => socket.end(`${command}\n`));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.once('close', () => done(answer));
    socket.once('error', () => done(''));
  });
}

/** The `status` column of backend server `name` in `show stat`'s CSV ('' when not listed). */
export function backendStatus(csv: string, name: string): string {
  const [header, ...rows] = csv.split('\n');
  const columns = (header ?? '').replace(/^# /, '').split(',');
  const svname = columns.indexOf('svname');
  const status = columns.indexOf('status');
  for (const row of rows) {
    const cells = row.split(',');
    if (cells[svname] === name) return cells[status] ?? '';
  }
  return '';
}
