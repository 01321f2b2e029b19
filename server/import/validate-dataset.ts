import type { DatasetIssue } from './dataset-types.ts';
import { isPlainObject, listOf, readObject, type Issues, type ObjectSpec } from './field-checks.ts';
import { checkRsvpState, readSeries, RSVP_STATE_SPEC } from './validate-rsvp-series.ts';

const TOP_SPEC = {
  managers: 'list',
  buildingAdmins: 'list',
  buildings: 'list',
  studios: 'list',
  teachers: 'list',
  users: 'list',
  events: 'list',
  holidays: 'list',
  tasks: 'list',
  'series?': 'list',
} as const satisfies ObjectSpec;

const ACCOUNT_FIELDS = { key: 'key', email: 'email', password: 'secret', firstName: 'name', lastName: 'name' } as const;
const MANAGER_SPEC = { ...ACCOUNT_FIELDS, buildings: 'list' } as const satisfies ObjectSpec;
const ADMIN_SPEC = { ...ACCOUNT_FIELDS, building: 'key' } as const satisfies ObjectSpec;
const BUILDING_SPEC = {
  key: 'key',
  name: 'name',
  type: 'buildingType',
  timeZone: 'timeZone',
  dashboardAccess: 'boolean',
  amenityMembership: 'boolean',
  liaison: 'object',
  units: 'list',
  venues: 'list',
} as const satisfies ObjectSpec;
const LIAISON_SPEC = { firstName: 'name', lastName: 'name', email: 'email' } as const satisfies ObjectSpec;
const KEYED_NAME_SPEC = { key: 'key', name: 'name' } as const satisfies ObjectSpec;
const TEACHER_SPEC = { key: 'key', firstName: 'name', lastName: 'name', 'studio?': 'key' } as const satisfies ObjectSpec;
const USER_SPEC = {
  key: 'key',
  firstName: 'name',
  lastName: 'name',
  email: 'email',
  'cellPhone?': 'line',
  joiningDate: 'date',
  memberships: 'list',
} as const satisfies ObjectSpec;
const MEMBERSHIP_SPEC = {
  building: 'key',
  'unit?': 'key',
  'apartment?': 'line',
  'amenityMember?': 'boolean',
} as const satisfies ObjectSpec;
const EVENT_SPEC = {
  key: 'key',
  building: 'key',
  venue: 'key',
  'teacher?': 'key',
  'studio?': 'key',
  name: 'name',
  type: 'eventType',
  start: 'dateTime',
  end: 'dateTime',
  capacity: 'count',
  'image?': 'line',
  'teacherComment?': 'text',
  'cancelled?': 'boolean',
  'series?': 'key',
  rsvps: 'list',
} as const satisfies ObjectSpec;
const RSVP_SPEC = { user: 'key', attended: 'boolean', 'rating?': 'rating', 'injury?': 'text', ...RSVP_STATE_SPEC } as const satisfies ObjectSpec;
const HOLIDAY_SPEC = {
  date: 'date',
  name: 'name',
  'description?': 'text',
  'image?': 'line',
  'buildings?': 'list',
} as const satisfies ObjectSpec;
const TASK_SPEC = {
  key: 'key',
  building: 'key',
  taskName: 'name',
  'extraInformation?': 'text',
  dueDate: 'date',
  isCompleted: 'boolean',
  created: 'date',
} as const satisfies ObjectSpec;

export const ADMIN_ONE_BUILDING_MESSAGE = 'a building admin acts for exactly one building: give one building key';

type Row = Record<string, unknown>;

/** Keys of one kind of entity: reports duplicates and, for units and venues, remembers the building. */
class KeyIndex {
  private readonly firstPath = new Map<string, string>();
  private readonly owner = new Map<string, string | undefined>();
  constructor(
    private readonly what: string,
    private readonly issues: Issues,
  ) {}

  add(row: Row | null, path: string, ownerKey?: unknown): void {
    const key = row?.key;
    if (typeof key !== 'string') return;
    const first = this.firstPath.get(key);
    if (first !== undefined) {
      this.issues.push({ path: `${path}.key`, message: `duplicates the ${this.what} key '${key}' of ${first}` });
      return;
    }
    this.firstPath.set(key, path);
    this.owner.set(key, typeof ownerKey === 'string' ? ownerKey : undefined);
  }

  /** Reports a reference to an unknown key, or to a unit/venue of another building. */
  check(value: unknown, path: string, building?: unknown): void {
    if (typeof value !== 'string') return;
    if (!this.firstPath.has(value)) {
      this.issues.push({ path, message: `refers to an unknown ${this.what} '${value}'` });
      return;
    }
    const owner = this.owner.get(value);
    if (typeof building === 'string' && owner !== undefined && owner !== building) {
      this.issues.push({ path, message: `${this.what} '${value}' belongs to building '${owner}', not '${building}'` });
    }
  }
}

/** Checks a list of building keys: each known, none twice. */
function checkBuildingList(keys: unknown[], path: string, buildings: KeyIndex, issues: Issues): void {
  const seen = new Set<string>();
  keys.forEach((key, i) => {
    const itemPath = `${path}[${i}]`;
    if (typeof key !== 'string') {
      issues.push({ path: itemPath, message: 'must be a building key (a string)' });
      return;
    }
    if (seen.has(key)) issues.push({ path: itemPath, message: `names building '${key}' twice` });
    seen.add(key);
    buildings.check(key, itemPath);
  });
}

function readBuildingAdmin(raw: unknown, path: string, issues: Issues): Row | null {
  if (isPlainObject(raw) && (raw.building === undefined || raw.building === null || Array.isArray(raw.building))) {
    issues.push({ path: `${path}.building`, message: ADMIN_ONE_BUILDING_MESSAGE });
    const { building: _building, ...rest } = raw;
    return readObject(rest, path, ACCOUNT_FIELDS, issues);
  }
  return readObject(raw, path, ADMIN_SPEC, issues);
}

/**
 * Every problem in a dataset (docs/design/dataset-format.md), each with its JSON path such as
 * `$.events[3].rsvps[0].rating`. Pure: an empty list means the value is a valid `Dataset`.
 */
export function validateDataset(value: unknown): DatasetIssue[] {
  const issues: Issues = [];
  const top = readObject(value, '$', TOP_SPEC, issues);
  if (!top) return issues;

  const index = (what: string) => new KeyIndex(what, issues);
  const buildings = index('building');
  const units = index('unit');
  const venues = index('venue');
  const studios = index('studio');
  const teachers = index('teacher');
  const users = index('user');
  const accounts = index('account');
  const events = index('event');
  const tasks = index('task');
  const series = index('series');
  const emails = new Map<string, string>();
  const checkEmail = (row: Row | null, path: string) => {
    if (typeof row?.email !== 'string') return;
    const lower = row.email.toLowerCase();
    const first = emails.get(lower);
    if (first) issues.push({ path: `${path}.email`, message: `duplicates the e-mail ${row.email} of ${first}` });
    else emails.set(lower, `${path}.email`);
  };

  // Definitions first, so references may point forwards or backwards in the file.
  listOf(top, 'buildings').forEach((raw, i) => {
    const path = `$.buildings[${i}]`;
    const building = readObject(raw, path, BUILDING_SPEC, issues);
    buildings.add(building, path);
    if (building?.liaison) readObject(building.liaison, `${path}.liaison`, LIAISON_SPEC, issues);
    listOf(building, 'units').forEach((u, j) =>
      units.add(readObject(u, `${path}.units[${j}]`, KEYED_NAME_SPEC, issues), `${path}.units[${j}]`, building?.key),
    );
    listOf(building, 'venues').forEach((v, j) =>
      venues.add(readObject(v, `${path}.venues[${j}]`, KEYED_NAME_SPEC, issues), `${path}.venues[${j}]`, building?.key),
    );
  });
  listOf(top, 'studios').forEach((raw, i) =>
    studios.add(readObject(raw, `$.studios[${i}]`, KEYED_NAME_SPEC, issues), `$.studios[${i}]`),
  );
  const teacherRows = listOf(top, 'teachers').map((raw, i) => {
    const teacher = readObject(raw, `$.teachers[${i}]`, TEACHER_SPEC, issues);
    teachers.add(teacher, `$.teachers[${i}]`);
    return teacher;
  });
  const userRows = listOf(top, 'users').map((raw, i) => {
    const user = readObject(raw, `$.users[${i}]`, USER_SPEC, issues);
    users.add(user, `$.users[${i}]`);
    return user;
  });

  listOf(top, 'managers').forEach((raw, i) => {
    const path = `$.managers[${i}]`;
    const manager = readObject(raw, path, MANAGER_SPEC, issues);
    accounts.add(manager, path);
    checkEmail(manager, path);
    checkBuildingList(listOf(manager, 'buildings'), `${path}.buildings`, buildings, issues);
  });
  listOf(top, 'buildingAdmins').forEach((raw, i) => {
    const path = `$.buildingAdmins[${i}]`;
    const admin = readBuildingAdmin(raw, path, issues);
    accounts.add(admin, path);
    checkEmail(admin, path);
    buildings.check(admin?.building, `${path}.building`);
  });
  teacherRows.forEach((teacher, i) => studios.check(teacher?.studio, `$.teachers[${i}].studio`));
  userRows.forEach((user, i) => {
    const path = `$.users[${i}]`;
    checkEmail(user, path);
    const memberOf = new Set<string>();
    listOf(user, 'memberships').forEach((raw, j) => {
      const mPath = `${path}.memberships[${j}]`;
      const membership = readObject(raw, mPath, MEMBERSHIP_SPEC, issues);
      const building = membership?.building;
      if (typeof building === 'string') {
        if (memberOf.has(building)) issues.push({ path: `${mPath}.building`, message: `repeats building '${building}'` });
        memberOf.add(building);
        buildings.check(building, `${mPath}.building`);
      }
      units.check(membership?.unit, `${mPath}.unit`, building);
    });
  });

  listOf(top, 'series').forEach((raw, i) => {
    const path = `$.series[${i}]`;
    const row = readSeries(raw, path, issues);
    series.add(row, path, row?.building);
    buildings.check(row?.building, `${path}.building`);
  });

  listOf(top, 'events').forEach((raw, i) => validateEvent(raw, `$.events[${i}]`));
  function validateEvent(raw: unknown, path: string): void {
    const event = readObject(raw, path, EVENT_SPEC, issues);
    events.add(event, path);
    if (!event) return;
    buildings.check(event.building, `${path}.building`);
    venues.check(event.venue, `${path}.venue`, event.building);
    teachers.check(event.teacher, `${path}.teacher`);
    studios.check(event.studio, `${path}.studio`);
    series.check(event.series, `${path}.series`, event.building);
    if (typeof event.start === 'string' && typeof event.end === 'string' && event.end <= event.start) {
      issues.push({ path: `${path}.end`, message: `must be after start (${event.start})` });
    }
    const rsvpUsers = new Set<string>();
    listOf(event, 'rsvps').forEach((rawRsvp, j) => {
      const rPath = `${path}.rsvps[${j}]`;
      const rsvp = readObject(rawRsvp, rPath, RSVP_SPEC, issues);
      if (!rsvp) return;
      users.check(rsvp.user, `${rPath}.user`);
      if (typeof rsvp.user === 'string') {
        if (rsvpUsers.has(rsvp.user)) {
          issues.push({ path: `${rPath}.user`, message: `user '${rsvp.user}' already has an RSVP to this event` });
        }
        rsvpUsers.add(rsvp.user);
      }
      checkRsvpState(rsvp, rPath, issues);
      if (rsvp.attended === false && rsvp.rating !== undefined) {
        issues.push({ path: `${rPath}.rating`, message: 'a no-show (attended: false) cannot give a rating' });
      }
      if (rsvp.attended === false && rsvp.injury !== undefined) {
        issues.push({ path: `${rPath}.injury`, message: 'a no-show (attended: false) cannot report an injury' });
      }
    });
  }

  listOf(top, 'holidays').forEach((raw, i) => {
    const path = `$.holidays[${i}]`;
    const holiday = readObject(raw, path, HOLIDAY_SPEC, issues);
    if (!Array.isArray(holiday?.buildings)) return;
    if (holiday.buildings.length === 0) {
      issues.push({ path: `${path}.buildings`, message: 'must name at least one building (leave it out for all buildings)' });
    }
    checkBuildingList(holiday.buildings, `${path}.buildings`, buildings, issues);
  });
  listOf(top, 'tasks').forEach((raw, i) => {
    const path = `$.tasks[${i}]`;
    const task = readObject(raw, path, TASK_SPEC, issues);
    tasks.add(task, path);
    buildings.check(task?.building, `${path}.building`);
  });
  return issues;
}
