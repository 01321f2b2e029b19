/**
 * `npm run import -- FILE [--replace]`: loads a dataset file (docs/design/dataset-format.md) into the
 * database named by DATABASE_URL, or the PGlite directory DATA_DIR/pglite (default ./data/pglite).
 */
import { readFile } from 'node:fs/promises';
import { DatasetError, importDataset } from '../import/import-dataset.ts';
import { cliDatabaseOptions, openCliDatabase } from './cli-database.ts';

const USAGE = 'Usage: npm run import -- FILE [--replace]';

async function main(args: string[]): Promise<number> {
  const replace = args.includes('--replace');
  const files = args.filter((a) => a !== '--replace');
  const file = files[0];
  if (files.length !== 1 || file === undefined || file.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  let dataset: unknown;
  try {
    dataset = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    console.error(`Cannot read ${file} as JSON: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const { dataDir } = cliDatabaseOptions();
  // PGlite cannot tell that another process has the directory open; two writers would corrupt it.
  if (dataDir) console.error(`Using PGlite in ${dataDir}.`);
  const db = await openCliDatabase();
  try {
    const startedMs = performance.now();
    const summary = await importDataset(db, dataset, { replace });
    const seconds = ((performance.now() - startedMs) / 1000).toFixed(1);
    console.log(`Imported ${file}${replace ? ' (database emptied first)' : ''} in ${seconds} s:`);
    for (const [entity, count] of Object.entries(summary)) console.log(`  ${entity}: ${count}`);
    return 0;
  } catch (error) {
    if (!(error instanceof DatasetError)) throw error;
    console.error(`${file} was not imported; nothing changed. ${error.errors.length} problem(s):`);
    for (const issue of error.errors) console.error(`  ${issue.path}: ${issue.message}`);
    return 1;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
