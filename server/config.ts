import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DeskPasswordDelays } from './auth/desk-password-throttle.ts';

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path: PGlite data, generated JWT secret and the dev mailbox live here. */
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Origin used in e-mailed links (no trailing slash); undefined (PUBLIC_URL unset) means where the
   * server listens, port as bound (server/http/public-url.ts).
   */
  publicUrl: string | undefined;
  logLevel: string;
  /** TRUST_PROXY=true behind a load balancer, so per-IP limits see the client's address. */
  trustProxy?: boolean;
  /** Login attempts allowed per e-mail / per IP in 15 minutes (LOGIN_MAX_PER_EMAIL, LOGIN_MAX_PER_IP). */
  loginMaxPerEmail?: number;
  loginMaxPerIp?: number;
  /** Reset mails allowed per e-mail in one hour (RESET_MAIL_MAX_PER_EMAIL). */
  resetMailMaxPerEmail?: number;
  /**
   * The waits between staff passwords typed at the front desk's tablet
   * (RATE_LIMITS.deskPasswordFailures unless set here); not read from the environment: tests
   * shorten them.
   */
  deskPasswordDelays?: Partial<DeskPasswordDelays>;
  /**
   * The size of the demo portfolio an empty database is given at start-up (DEMO_DATA_SCALE, default
   * 1: four buildings with their users and a year of events); a fraction keeps the four buildings
   * with fewer users and events, and loads in a fraction of the time.
   */
  demoDataScale?: number;
}

const DEFAULT_PORT = 3000;
const DEFAULT_MAIL_FROM = 'hOM Manager Portal <no-reply@localhost>';
const JWT_SECRET_FILE = 'jwt-secret';
const JWT_SECRET_BYTES = 48;
const MIN_JWT_SECRET_CHARS = 32;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parseCount(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return count;
}

function parseScale(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return scale;
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}

/**
 * Without JWT_SECRET a random secret is generated once and kept in DATA_DIR so tokens survive a
 * restart; several processes behind a load balancer must share JWT_SECRET instead.
 */
function loadOrCreateJwtSecret(dataDir: string): string {
  const file = resolve(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_JWT_SECRET_CHARS) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(JWT_SECRET_BYTES).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  // writeFileSync's mode only applies on creation; a short file being replaced keeps its old mode.
  chmodSync(file, 0o600);
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = parsePort(nonEmpty(env.PORT));
  const dataDir = resolve(nonEmpty(env.DATA_DIR) ?? './data');
  const jwtSecret = nonEmpty(env.JWT_SECRET) ?? loadOrCreateJwtSecret(dataDir);
  if (jwtSecret.length < MIN_JWT_SECRET_CHARS) {
    throw new Error(`JWT_SECRET must be at least ${MIN_JWT_SECRET_CHARS} characters`);
  }
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    jwtSecret,
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM,
    publicUrl: nonEmpty(env.PUBLIC_URL)?.replace(/\/+$/, ''),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    trustProxy: nonEmpty(env.TRUST_PROXY) === 'true',
    loginMaxPerEmail: parseCount('LOGIN_MAX_PER_EMAIL', nonEmpty(env.LOGIN_MAX_PER_EMAIL)),
    loginMaxPerIp: parseCount('LOGIN_MAX_PER_IP', nonEmpty(env.LOGIN_MAX_PER_IP)),
    resetMailMaxPerEmail: parseCount('RESET_MAIL_MAX_PER_EMAIL', nonEmpty(env.RESET_MAIL_MAX_PER_EMAIL)),
    demoDataScale: parseScale('DEMO_DATA_SCALE', nonEmpty(env.DEMO_DATA_SCALE)),
  };
}
