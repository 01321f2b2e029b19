import { seedDemoDataIfEmpty } from '../demo/seed-demo-data.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { ensureChangeLogHorizon } from '../live-changes/change-log.ts';

/** Names the advisory lock every process takes to migrate (and seed) one database. */
export const PREPARE_LOCK_NAME = 'hom-manager-portal:prepare-database';

export interface PreparedDatabase {
  /** Migrations this call applied (empty when another process or an earlier start did). */
  migrations: string[];
  /** Whether this call loaded the demo data into an empty database. */
  seeded: boolean;
}

/**
 * Migrates and, when asked, seeds demo data on an empty database, holding an exclusive lock on the
 * database meanwhile: two servers starting together on a fresh PostgreSQL would otherwise both
 * create tables and both import the demo accounts, and one would crash on a unique violation.
 */
export async function prepareDatabase(
  db: Database,
  options: { seedDemo: boolean; demoScale?: number; log: (message: string) => void },
): Promise<PreparedDatabase> {
  return db.withExclusiveLock(PREPARE_LOCK_NAME, async () => {
    const migrations = await migrate(db);
    await ensureChangeLogHorizon(db);
    const seeded = options.seedDemo ? await seedDemoDataIfEmpty(db, options.log, options.demoScale) : false;
    return { migrations, seeded };
  });
}
