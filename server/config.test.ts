import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-config-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('uses the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('reads the environment, dropping a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u@db/portal',
      JWT_SECRET: 's'.repeat(40),
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Portal <p@example.com>',
      PUBLIC_URL: 'https://portal.example.com/',
      LOG_LEVEL: 'debug',
      LOGIN_MAX_PER_EMAIL: '20',
      DEMO_DATA_SCALE: '0.1',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@db/portal',
      jwtSecret: 's'.repeat(40),
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Portal <p@example.com>',
      publicUrl: 'https://portal.example.com',
      logLevel: 'debug',
      loginMaxPerEmail: 20,
      demoDataScale: 0.1,
    });
  });

  it('generates a JWT secret once, keeps it private in DATA_DIR and reuses it', async () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'jwt-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it('refuses a bad port and a short JWT_SECRET', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('refuses a demo scale that is not a positive number', () => {
    for (const bad of ['0', '-1', 'big']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, DEMO_DATA_SCALE: bad })).toThrow(/DEMO_DATA_SCALE must be a positive number/);
    }
  });
});
