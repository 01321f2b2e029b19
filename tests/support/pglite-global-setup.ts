// Runs once before the server-pglite project: makes the two PGlite databases every test database is
// copied from (tests/support/test-database.ts), an empty one and a migrated one. A new PGlite runs
// PostgreSQL's initdb inside WebAssembly, about 3-5 s of CPU, and the migrations add more; a test
// file made one or more of each, while opening a copied data directory costs about 0.3 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { PGLITE_TEMPLATES_ENV, PGLITE_TEMPLATE } from './test-database.ts';

export default async function setup(): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'hom-pglite-templates-'));
  try {
    const empty = await openDatabase({ dataDir: join(folder, PGLITE_TEMPLATE.empty) });
    const migrated = await openDatabase({ dataDir: join(folder, PGLITE_TEMPLATE.migrated) });
    await migrate(migrated);
    await Promise.all([empty.close(), migrated.close()]);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  // Read by createTestDatabase in the test files' workers, which inherit this process's environment.
  process.env[PGLITE_TEMPLATES_ENV] = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
