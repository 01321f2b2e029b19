import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { DEMO_MANAGER } from './demo/demo-accounts.ts';
import { seedDemoDataIfEmpty } from './demo/seed-demo-data.ts';
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
  const app = await buildApp({ db, config, mailer, logger: { level: config.logLevel } });
  const log = (appLog = app.log);

  const applied = await migrate(db);
  if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');
  await seedDemoDataIfEmpty(db, (message) => log.info(message));

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
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  log.info(
    { startupMs: Math.round(performance.now()), database: config.databaseUrl ? 'postgres' : 'pglite' },
    'server listening',
  );
  process.stdout.write(
    `\nhOM manager portal: http://${shownHost}:${port}/\n` +
      `Demo sign-in: ${DEMO_MANAGER.email} / ${DEMO_MANAGER.password}\n\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
