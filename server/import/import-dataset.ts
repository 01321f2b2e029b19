import { hashPassword } from '../auth/password.ts';
import type { Database, Queryable } from '../db/database.ts';
import { DatasetError } from './dataset-error.ts';
import type { Dataset, DatasetIssue } from './dataset-types.ts';
import { insertRows, reserveIds } from './insert-rows.ts';
import { validateDataset } from './validate-dataset.ts';

export { DatasetError } from './dataset-error.ts';

export interface ImportOptions {
  /** Empty every data table first (schema_migration is kept). */
  replace?: boolean;
}

/** Rows imported, per entity. */
export interface ImportSummary {
  managers: number;
  buildingAdmins: number;
  buildings: number;
  units: number;
  venues: number;
  studios: number;
  teachers: number;
  users: number;
  memberships: number;
  events: number;
  rsvps: number;
  holidays: number;
  tasks: number;
}

const cols = (...specs: string[]) =>
  specs.map((spec) => {
    const [name = '', type = ''] = spec.split(':');
    return { name, type };
  });

/** key → id, for ids reserved in the same order as `items`. */
function idsByKey(items: { key: string }[], ids: number[]): Map<string, number> {
  return new Map(items.map((item, i) => [item.key, ids[i] ?? 0]));
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

async function emptyDataTables(tx: Queryable): Promise<void> {
  const tables = await tx.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migration'",
  );
  if (tables.length === 0) return;
  await tx.query(`TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`);
}

async function findTakenEmails(tx: Queryable, paths: Map<string, string>): Promise<DatasetIssue[]> {
  const taken = await tx.query<{ email: string }>(
    `SELECT lower(email) AS email FROM account WHERE lower(email) = ANY($1::text[])
     UNION SELECT lower(email) FROM resident WHERE lower(email) = ANY($1::text[]) ORDER BY 1`,
    [[...paths.keys()]],
  );
  return taken.map(({ email }) => ({
    path: paths.get(email) ?? '$',
    message: `the e-mail ${email} is already in the database (import with --replace to start afresh)`,
  }));
}

/**
 * Imports a whole dataset (shared/design/dataset-format.md) in one transaction: all or nothing.
 * Throws DatasetError naming every problem (invalid file, or e-mails already in the database
 * unless `replace`), in which case nothing changed.
 */
export async function importDataset(db: Database, value: unknown, options: ImportOptions = {}): Promise<ImportSummary> {
  const issues = validateDataset(value);
  if (issues.length > 0) throw new DatasetError(issues);
  const data = value as Dataset;
  // scrypt is slow on purpose; hash before the transaction so it is not held open meanwhile.
  const accounts = [
    ...data.managers.map((m) => ({ ...m, role: 'manager', buildingKeys: m.buildings })),
    ...data.buildingAdmins.map((a) => ({ ...a, role: 'building_admin', buildingKeys: [a.building] })),
  ];
  const hashes = await Promise.all(accounts.map((a) => hashPassword(a.password)));

  return db.transaction(async (tx) => {
    if (options.replace) await emptyDataTables(tx);
    else {
      const taken = await findTakenEmails(tx, emailPaths(data));
      if (taken.length > 0) throw new DatasetError(taken);
    }
    const buildingIds = idsByKey(data.buildings, await reserveIds(tx, 'building', data.buildings.length));
    const zoneOf = new Map(data.buildings.map((b) => [b.key, b.timeZone]));
    const units = data.buildings.flatMap((b) => b.units.map((u) => ({ ...u, building: b.key })));
    const venues = data.buildings.flatMap((b) => b.venues.map((v) => ({ ...v, building: b.key })));
    const unitIds = idsByKey(units, await reserveIds(tx, 'unit', units.length));
    const venueIds = idsByKey(venues, await reserveIds(tx, 'venue', venues.length));
    const studioIds = idsByKey(data.studios, await reserveIds(tx, 'studio', data.studios.length));
    const teacherIds = idsByKey(data.teachers, await reserveIds(tx, 'teacher', data.teachers.length));
    const accountIds = idsByKey(accounts, await reserveIds(tx, 'account', accounts.length));
    const userIds = idsByKey(data.users, await reserveIds(tx, 'resident', data.users.length));
    const eventIds = idsByKey(data.events, await reserveIds(tx, 'event', data.events.length));
    const holidayIds = await reserveIds(tx, 'holiday', data.holidays.length);
    const id = (ids: Map<string, number>, key: string | null | undefined) => (key == null ? null : ids.get(key));

    await insertRows(
      tx,
      'building',
      cols('id:int', 'name:text', 'building_type:text', 'time_zone:text', 'dashboard_access:boolean',
        'amenity_membership:boolean', 'liaison_first_name:text', 'liaison_last_name:text', 'liaison_email:text'),
      data.buildings.map((b) => [id(buildingIds, b.key), b.name, b.type, b.timeZone, b.dashboardAccess,
        b.amenityMembership, b.liaison.firstName, b.liaison.lastName, b.liaison.email]),
    );
    await insertRows(tx, 'unit', cols('id:int', 'building_id:int', 'name:text'),
      units.map((u) => [id(unitIds, u.key), id(buildingIds, u.building), u.name]));
    await insertRows(tx, 'venue', cols('id:int', 'building_id:int', 'name:text'),
      venues.map((v) => [id(venueIds, v.key), id(buildingIds, v.building), v.name]));
    await insertRows(tx, 'studio', cols('id:int', 'name:text'), data.studios.map((s) => [id(studioIds, s.key), s.name]));
    await insertRows(tx, 'teacher', cols('id:int', 'first_name:text', 'last_name:text', 'studio_id:int'),
      data.teachers.map((t) => [id(teacherIds, t.key), t.firstName, t.lastName, id(studioIds, t.studio)]));
    await insertRows(tx, 'account', cols('id:int', 'role:text', 'email:text', 'password_hash:text', 'first_name:text', 'last_name:text'),
      accounts.map((a, i) => [id(accountIds, a.key), a.role, a.email, hashes[i], a.firstName, a.lastName]));
    await insertRows(tx, 'account_building', cols('account_id:int', 'building_id:int'),
      accounts.flatMap((a) => a.buildingKeys.map((b) => [id(accountIds, a.key), id(buildingIds, b)])));
    await insertRows(tx, 'resident', cols('id:int', 'first_name:text', 'last_name:text', 'email:text', 'cell_phone:text', 'joining_date:date'),
      data.users.map((u) => [id(userIds, u.key), u.firstName, u.lastName, u.email, u.cellPhone, u.joiningDate]));
    const memberships = data.users.flatMap((u) => u.memberships.map((m) => [id(userIds, u.key),
      id(buildingIds, m.building), id(unitIds, m.unit), m.apartment, m.amenityMember ?? false]));
    await insertRows(tx, 'membership',
      cols('resident_id:int', 'building_id:int', 'unit_id:int', 'apartment:text', 'amenity_member:boolean'), memberships);

    const localToInstant = (column: string) => `(u.${column}::timestamp AT TIME ZONE u.time_zone)`;
    await insertRows(
      tx,
      'event',
      [...cols('id:int', 'building_id:int', 'venue_id:int', 'teacher_id:int', 'studio_id:int', 'name:text', 'event_type:text'),
        { name: 'starts_at', type: 'text', expression: localToInstant('starts_at') },
        { name: 'ends_at', type: 'text', expression: localToInstant('ends_at') },
        ...cols('capacity:int', 'image:text', 'teacher_comment:text', 'cancelled:boolean')],
      data.events.map((e) => [id(eventIds, e.key), id(buildingIds, e.building), id(venueIds, e.venue), id(teacherIds, e.teacher),
        id(studioIds, e.studio), e.name, e.type, e.start, e.end, e.capacity, e.image, e.teacherComment, e.cancelled ?? false,
        zoneOf.get(e.building)]),
      [{ name: 'time_zone', type: 'text' }],
    );
    const rsvps = data.events.flatMap((e) =>
      e.rsvps.map((r) => [id(eventIds, e.key), id(userIds, r.user), r.attended, r.rating, r.injury]));
    await insertRows(tx, 'rsvp', cols('event_id:int', 'resident_id:int', 'attended:boolean', 'rating:smallint', 'injury:text'), rsvps);

    await insertRows(tx, 'holiday', cols('id:int', 'day:date', 'name:text', 'description:text', 'image:text', 'all_buildings:boolean'),
      data.holidays.map((h, i) => [holidayIds[i], h.date, h.name, h.description, h.image, !h.buildings]));
    await insertRows(tx, 'holiday_building', cols('holiday_id:int', 'building_id:int'),
      data.holidays.flatMap((h, i) => (h.buildings ?? []).map((b) => [holidayIds[i], id(buildingIds, b)])));
    await insertRows(tx, 'task',
      cols('building_id:int', 'task_name:text', 'extra_information:text', 'due_date:date', 'is_completed:boolean', 'created_on:date'),
      data.tasks.map((t) => [id(buildingIds, t.building), t.taskName, t.extraInformation, t.dueDate, t.isCompleted, t.created]));

    return {
      managers: data.managers.length,
      buildingAdmins: data.buildingAdmins.length,
      buildings: data.buildings.length,
      units: units.length,
      venues: venues.length,
      studios: data.studios.length,
      teachers: data.teachers.length,
      users: data.users.length,
      memberships: memberships.length,
      events: data.events.length,
      rsvps: rsvps.length,
      holidays: data.holidays.length,
      tasks: data.tasks.length,
    };
  });
}
