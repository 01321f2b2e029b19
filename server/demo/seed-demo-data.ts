import type { Database } from '../db/database.ts';
import { importDataset } from '../import/import-dataset.ts';
import { DEMO_DEFAULT_SEED, generateDemoDataset } from './generate-demo-dataset.ts';

/**
 * On a database without any account, loads the demo portfolio (through the same importer as
 * `npm run import`) so a fresh `npm start` has something to show. Returns whether it seeded.
 */
export async function seedDemoDataIfEmpty(db: Database, log: (msg: string) => void, scale = 1): Promise<boolean> {
  const [row] = await db.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM account) AS present');
  if (row?.present) return false;
  const startedMs = performance.now();
  const dataset = generateDemoDataset({ seed: DEMO_DEFAULT_SEED, scale });
  const summary = await importDataset(db, dataset);
  const seconds = ((performance.now() - startedMs) / 1000).toFixed(1);
  log(
    `Empty database: loaded demo data (${summary.buildings} buildings, ${summary.users} users, ` +
      `${summary.events} events, ${summary.rsvps} RSVPs) in ${seconds} s`,
  );
  return true;
}
