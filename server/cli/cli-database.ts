import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { PREPARE_LOCK_NAME } from '../startup/prepare-database.ts';

/** Where the command-line tools find the database: the same environment variables as the server. */
export function cliDatabaseOptions(env: NodeJS.ProcessEnv = process.env): { databaseUrl?: string; dataDir?: string } {
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl) return { databaseUrl };
  return { dataDir: resolve(env.DATA_DIR?.trim() || './data', 'pglite') };
}

/** Opens and migrates the database, explaining the likely cause when it cannot be opened. */
export async function openCliDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  const options = cliDatabaseOptions(env);
  let db: Database;
  try {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    db = await openDatabase(options);
  } catch (error) {
    const where = options.dataDir
      ? `the PGlite data directory ${options.dataDir}. Only one process at a time may open it: stop the ` +
        'server (npm start) while importing, or set DATABASE_URL to use PostgreSQL'
      : 'the PostgreSQL database in DATABASE_URL';
    throw new Error(`Could not open ${where}. (${error instanceof Error ? error.message : String(error)})`, {
      cause: error,
    });
  }
  // The same lock as a starting server, which may be migrating this database right now.
  await db.withExclusiveLock(PREPARE_LOCK_NAME, () => migrate(db));
  return db;
}
