import { hashPassword } from '../auth/password.ts';
import type { Database, Queryable } from '../db/database.ts';
import { forgetChangesBefore } from '../live-changes/change-log.ts';
import { announceChange } from '../live-changes/change-notice.ts';
import { DatasetError } from './dataset-error.ts';
import type { Dataset, DatasetIssue } from './dataset-types.ts';
import { validateDataset } from './validate-dataset.ts';
import { writeDataset, type AccountToWrite, type ImportSummary } from './write-dataset.ts';

export { DatasetError } from './dataset-error.ts';
export type { ImportSummary } from './write-dataset.ts';

interface ImportOptions {
  /** Empty every data table first (schema_migration is kept). */
  replace?: boolean;
}

/** Every e-mail of the file (lower case) → the JSON path that holds it. */
function emailPaths(dataset: Dataset): Map<string, string> {
  const paths = new Map<string, string>();
  const add = (list: { email: string }[], name: string) =>
    list.forEach((row, i) => paths.set(row.email.toLowerCase(), `$.${name}[${i}].email`));
  add(dataset.managers, 'managers');
  add(dataset.buildingAdmins, 'buildingAdmins');
  add(dataset.users, 'users');
  return paths;
}

/**
 * Tables an import with replace keeps: the migrations applied, and the table of recent changes with
 * its horizon. The live-change ids go on from where they were (every server process reads the table
 * after the last id it read, and tablets reconnect with theirs); the changes before the import are
 * marked pruned instead, so a tablet holding one of their ids refreshes everything.
 */
const KEPT_TABLES = ['schema_migration', 'change_log', 'change_log_horizon'];

async function emptyDataTables(tx: Queryable): Promise<void> {
  const tables = await tx.query<{ tablename: string }>(
    'SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND NOT (tablename = ANY($1::text[]))',
    [KEPT_TABLES],
  );
  if (tables.length > 0) await tx.query(`TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`);
  await forgetChangesBefore(tx);
}

async function findTakenEmails(tx: Queryable, paths: Map<string, string>): Promise<DatasetIssue[]> {
  const taken = await tx.query<{ email: string }>(
    `SELECT lower(email) AS email FROM account WHERE lower(email) = ANY($1::text[])
     UNION SELECT lower(email) FROM resident WHERE lower(email) = ANY($1::text[]) ORDER BY 1`,
    [[...paths.keys()]],
  );
  // In file order, as the validator reports.
  const fileOrder = new Map([...paths.keys()].map((email, i) => [email, i]));
  return taken
    .sort((a, b) => (fileOrder.get(a.email) ?? 0) - (fileOrder.get(b.email) ?? 0))
    .map(({ email }) => ({
      path: paths.get(email) ?? '$',
      message: `the e-mail ${email} is already in the database (import with --replace to start afresh)`,
    }));
}

/**
 * Imports a whole dataset (docs/design/dataset-format.md) in one transaction: all or nothing.
 * Throws DatasetError naming every problem (invalid file, or e-mails already in the database
 * unless `replace`), in which case nothing changed.
 */
export async function importDataset(db: Database, value: unknown, options: ImportOptions = {}): Promise<ImportSummary> {
  const issues = validateDataset(value);
  if (issues.length > 0) throw new DatasetError(issues);
  const data = value as Dataset;
  // scrypt is slow on purpose; hash before the transaction so it is not held open meanwhile.
  const people = [
    ...data.managers.map((m) => ({ ...m, role: 'manager' as const, buildingKeys: m.buildings })),
    ...data.buildingAdmins.map((a) => ({ ...a, role: 'building_admin' as const, buildingKeys: [a.building] })),
  ];
  const hashes = await Promise.all(people.map((p) => hashPassword(p.password)));
  const accounts: AccountToWrite[] = people.map((p, i) => ({
    key: p.key,
    role: p.role,
    email: p.email,
    passwordHash: hashes[i] ?? '',
    firstName: p.firstName,
    lastName: p.lastName,
    buildingKeys: p.buildingKeys,
  }));

  return db.transaction(async (tx) => {
    if (options.replace) await emptyDataTables(tx);
    else {
      const taken = await findTakenEmails(tx, emailPaths(data));
      if (taken.length > 0) throw new DatasetError(taken);
    }
    const summary = await writeDataset(tx, data, accounts);
    // Open apps on servers using this database refresh what they show once the import commits.
    const buildings = await tx.query<{ id: number }>('SELECT id FROM building ORDER BY id');
    await announceChange(tx, { kind: 'import', buildingIds: buildings.map((b) => b.id) });
    return summary;
  });
}
