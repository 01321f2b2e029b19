import type {
  Dataset, DatasetBuilding, DatasetEvent, DatasetHoliday, DatasetTask, DatasetTeacher, DatasetUser,
} from '../import/dataset-types.ts';
import { DEMO_BUILDING_ADMIN, DEMO_MANAGER, DEMO_RESIDENT } from './demo-accounts.ts';
import { addMonths, dayNumberOf, formatDay, usHolidays, yearOf } from './demo-calendar.ts';
import {
  BUILDING_TEMPLATES, COMMERCIAL_VENUES, COMPANY_NAMES, demoImageUrl, FIRST_NAMES, LAST_NAMES,
  RESIDENTIAL_VENUES, STUDIOS, TASKS,
} from './demo-content.ts';
import { generateBuildingEvents, type DemoMember } from './demo-events.ts';
import { Random } from './random.ts';

interface DemoDatasetOptions {
  /** Same seed (and same `today`) → identical dataset. */
  seed?: number;
  /** Multiplies users and events; from 2 on, the four buildings repeat as further groups. */
  scale?: number;
  /** The anchor: events run from 13 months before it to 1 month after. */
  today?: Date;
}

export const DEMO_DEFAULT_SEED = 2026;
const DEMO_USERS_PER_SCALE = 600;
const JOINING_SPAN_DAYS = 730;
const PAST_MONTHS = 13;
const FUTURE_MONTHS = 1;
/**
 * Public holidays run further ahead than events: a desk looking at the coming months in late autumn
 * finds New Year's Day (and January's other holiday) on the calendar, not a blank month.
 */
const HOLIDAY_MONTHS_AHEAD = 3;
const COMPANIES_PER_BUILDING = 5;
const TEACHERS_PER_GROUP = 10;
const TASKS_PER_BUILDING = 25;
const CELL_PHONE_SHARE = 0.7;
const SECOND_MEMBERSHIP_SHARE = 0.04;
const AMENITY_MEMBER_SHARE = 0.6;
const HOLIDAYS_WITH_IMAGE = new Set(['Independence Day', 'Thanksgiving', 'Christmas Day']);

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function buildBuildings(rng: Random, groups: number): DatasetBuilding[] {
  const buildings: DatasetBuilding[] = [];
  let companyOffset = 0;
  for (let group = 0; group < groups; group++) {
    for (const template of BUILDING_TEMPLATES) {
      const key = `b${buildings.length + 1}`;
      const name = group === 0 ? template.name : `${template.name} ${group + 1}`;
      const unitNames =
        template.blocks ??
        Array.from({ length: COMPANIES_PER_BUILDING }, () => COMPANY_NAMES[companyOffset++ % COMPANY_NAMES.length] ?? '');
      const venueNames = template.type === 'RESIDENTIAL' ? RESIDENTIAL_VENUES : COMMERCIAL_VENUES;
      buildings.push({
        key,
        name,
        type: template.type,
        timeZone: template.timeZone,
        dashboardAccess: template.dashboardAccess,
        amenityMembership: template.amenityMembership,
        liaison: {
          firstName: rng.pick(FIRST_NAMES),
          lastName: rng.pick(LAST_NAMES),
          email: `liaison.${slug(name)}@example.com`,
        },
        units: unitNames.map((unitName, i) => ({ key: `${key}-u${i + 1}`, name: unitName })),
        venues: venueNames.map((venueName, i) => ({ key: `${key}-v${i + 1}`, name: venueName })),
      });
    }
  }
  return buildings;
}

function buildTeachers(rng: Random, groups: number): DatasetTeacher[] {
  return Array.from({ length: TEACHERS_PER_GROUP * groups }, (_, i) => {
    const teacher: DatasetTeacher = { key: `t${i + 1}`, firstName: rng.pick(FIRST_NAMES), lastName: rng.pick(LAST_NAMES) };
    if (rng.chance(0.8)) teacher.studio = `s${(i % STUDIOS.length) + 1}`;
    return teacher;
  });
}

function buildUsers(rng: Random, count: number, buildings: DatasetBuilding[], todayDay: number) {
  const users: DatasetUser[] = [];
  const members = new Map<string, DemoMember[]>(buildings.map((b) => [b.key, []]));
  const emails = new Set<string>();
  const weights = buildings.map((b, i) => [b, BUILDING_TEMPLATES[i % BUILDING_TEMPLATES.length]?.userShare ?? 1] as const);
  for (let i = 0; i < count; i++) {
    const key = `r${i + 1}`;
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    let email = `${slug(firstName)}.${slug(lastName)}@example.com`;
    for (let n = 2; emails.has(email); n++) email = `${slug(firstName)}.${slug(lastName)}${n}@example.com`;
    emails.add(email);
    // Growth speeds up: joining dates are denser towards today.
    const joinedDay = todayDay - Math.round(JOINING_SPAN_DAYS * (1 - Math.sqrt(rng.next())));
    const keenness = 0.1 + 3 * rng.next() ** 3;
    const home = rng.weighted(weights);
    const homes = [home];
    if (rng.chance(SECOND_MEMBERSHIP_SHARE)) {
      const other = rng.pick(buildings);
      if (other !== home) homes.push(other);
    }
    const user: DatasetUser = { key, firstName, lastName, email, joiningDate: formatDay(joinedDay), memberships: [] };
    if (rng.chance(CELL_PHONE_SHARE)) user.cellPhone = `555${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
    for (const building of homes) {
      const unit = rng.pick(building.units);
      user.memberships.push({
        building: building.key,
        unit: unit.key,
        ...(building.type === 'RESIDENTIAL' ? { apartment: `${rng.int(1, 24)}${rng.pick(['A', 'B', 'C', 'D'])}` } : {}),
        ...(building.amenityMembership ? { amenityMember: rng.chance(AMENITY_MEMBER_SHARE) } : {}),
      });
      members.get(building.key)?.push({ key, joinedDay, keenness });
    }
    users.push(user);
  }
  return { users, members };
}

/** What a front desk tells residents on a public holiday (the popup's holiday view shows it). */
const PUBLIC_HOLIDAY_DESCRIPTION = 'Public holiday: the front desk keeps holiday hours and most classes take the day off.';

/** Public holidays the buildings celebrate with their usual events; on the others they take the day off. */
const CELEBRATED_HOLIDAYS: ReadonlySet<string> = new Set(['Independence Day', 'Thanksgiving', "New Year's Day"]);

/** The public holidays from firstDay to lastDay that buildings take off (no events that day). */
function holidaysOff(firstDay: number, lastDay: number): Set<number> {
  const off = new Set<number>();
  for (let year = yearOf(firstDay); year <= yearOf(lastDay); year++) {
    for (const { day, name } of usHolidays(year)) if (!CELEBRATED_HOLIDAYS.has(name)) off.add(day);
  }
  return off;
}

function buildHolidays(buildings: DatasetBuilding[], firstDay: number, lastDay: number, todayDay: number): DatasetHoliday[] {
  const holidays: DatasetHoliday[] = [];
  for (let year = yearOf(firstDay); year <= yearOf(lastDay); year++) {
    for (const { day, name } of usHolidays(year)) {
      if (day < firstDay || day > lastDay) continue;
      holidays.push({
        date: formatDay(day),
        name,
        description: PUBLIC_HOLIDAY_DESCRIPTION,
        ...(HOLIDAYS_WITH_IMAGE.has(name) ? { image: demoImageUrl('holiday') } : {}),
      });
    }
  }
  const harbor = buildings[0];
  if (harbor) {
    holidays.push({
      date: formatDay(todayDay + 10),
      name: `${harbor.name} Founders' Day`,
      description: 'Amenities closed for the residents’ anniversary celebration.',
      image: demoImageUrl('holiday'),
      buildings: [harbor.key],
    });
  }
  return holidays.sort((a, b) => a.date.localeCompare(b.date));
}

function buildTasks(rng: Random, buildings: DatasetBuilding[], todayDay: number): DatasetTask[] {
  const tasks: DatasetTask[] = [];
  buildings.forEach((building, b) => {
    for (let i = 0; i < TASKS_PER_BUILDING; i++) {
      const [taskName, extra] = TASKS[(i + b * 3) % TASKS.length] ?? TASKS[0];
      const dueDay = todayDay + rng.int(-30, 45);
      const task: DatasetTask = {
        key: `k${tasks.length + 1}`,
        building: building.key,
        taskName,
        dueDate: formatDay(dueDay),
        // Overdue tasks are mostly done; upcoming ones mostly not (about 40% overall).
        isCompleted: rng.chance(dueDay < todayDay ? 0.7 : 0.28),
        created: formatDay(Math.min(dueDay, todayDay) - rng.int(3, 30)),
      };
      if (extra) task.extraInformation = extra;
      tasks.push(task);
    }
  });
  return tasks;
}

/** A realistic, deterministic portfolio in the import format, anchored on `today`. */
export function generateDemoDataset(options: DemoDatasetOptions = {}): Dataset {
  const { seed = DEMO_DEFAULT_SEED, scale = 1, today = new Date() } = options;
  if (!(scale > 0) || !Number.isFinite(scale)) throw new Error(`scale must be a positive number, got ${scale}`);
  const rng = new Random(seed);
  const todayDay = dayNumberOf(today);
  const firstDay = addMonths(todayDay, -PAST_MONTHS);
  const lastDay = addMonths(todayDay, FUTURE_MONTHS);
  const groups = Math.max(1, Math.round(scale));

  const buildings = buildBuildings(rng, groups);
  const studios = STUDIOS.map((name, i) => ({ key: `s${i + 1}`, name }));
  const teachers = buildTeachers(rng, groups);
  const { users, members } = buildUsers(rng, Math.round(DEMO_USERS_PER_SCALE * scale), buildings, todayDay);
  // A known e-mail to try the residents' door with (no generated e-mail lacks the dot between names).
  const demoResident = users.find((user) => user.memberships.some((m) => m.building === buildings[0]?.key));
  if (demoResident) demoResident.email = DEMO_RESIDENT.email;
  let eventCount = 0;
  const daysOff = holidaysOff(firstDay, lastDay);
  const events: DatasetEvent[] = buildings.flatMap((building) =>
    generateBuildingEvents(rng, {
      building,
      members: members.get(building.key) ?? [],
      teachers,
      firstDay,
      lastDay,
      todayDay,
      density: scale / groups,
      daysOff,
      nextKey: () => `e${++eventCount}`,
    }),
  );

  return {
    managers: [
      { key: 'demo-manager', ...DEMO_MANAGER, firstName: 'Morgan', lastName: 'Avery', buildings: buildings.map((b) => b.key) },
    ],
    buildingAdmins: [
      { key: 'demo-front-desk', ...DEMO_BUILDING_ADMIN, firstName: 'Front', lastName: 'Desk', building: buildings[0]?.key ?? '' },
    ],
    buildings,
    studios,
    teachers,
    users,
    events,
    holidays: buildHolidays(buildings, firstDay, addMonths(todayDay, HOLIDAY_MONTHS_AHEAD), todayDay),
    tasks: buildTasks(rng, buildings, todayDay),
  };
}
