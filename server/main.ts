import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { prepareDatabase } from './startup/prepare-database.ts';
import { DEMO_BUILDING_ADMIN, DEMO_MANAGER, DEMO_RESIDENT } from './demo/demo-accounts.ts';
import { listeningOrigin } from './http/public-url.ts';
import { createMailer } from './mail/mailer.ts';

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  // The app's logger exists only once the app is built; the mailer logs at send time, later.
  let appLog: FastifyBaseLogger | undefined;
  const mailer = createMailer(config, {
    info: (details, message) => appLog?.info(details, message),
    error: (details, message) => appLog?.error(details, message),
  });
  // Building the app touches no tables, so it can come first and lend its logger to start-up.
  // DIST_DIR (test-only) serves another build of the app, so parallel e2e runs need not share dist/.
  const distDir = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : undefined;
  const app = await buildApp({ db, config, mailer, logger: { level: config.logLevel }, distDir });
  const log = (appLog = app.log);

  // Locked against other processes starting on the same database at the same time.
  const prepared = await prepareDatabase(db, { seedDemo: true, demoScale: config.demoDataScale, log: (message) => log.info(message) });
  if (prepared.migrations.length > 0) log.info({ migrations: prepared.migrations }, 'database migrated');

  let closing = false;
  for (const signal of SHUTDOWN_SIGNALS) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      log.info({ signal }, 'shutting down');
      // Stop taking requests and let running ones finish before the database goes away.
      app
        .close()
        .then(() => mailer.close())
        .then(() => db.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            log.error({ err: error }, 'shutdown failed');
            process.exit(1);
          },
        );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info(
    { startupMs: Math.round(performance.now()), database: config.databaseUrl ? 'postgres' : 'pglite' },
    'server listening',
  );
  // The demo passwords are shown only when this start created them; later they may have changed.
  const demoSignIns = prepared.seeded
    ? `Demo sign-in (building manager): ${DEMO_MANAGER.email} / ${DEMO_MANAGER.password}\n` +
      `Demo sign-in (building admin, front desk): ${DEMO_BUILDING_ADMIN.email} / ${DEMO_BUILDING_ADMIN.password}\n` +
      `Try the residents' door as ${DEMO_RESIDENT.email}\n`
    : '';
  process.stdout.write(`\nhOM manager portal: ${listeningOrigin(config.host, port)}/\n${demoSignIns}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
