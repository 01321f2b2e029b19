import type { Queryable } from '../db/database.ts';
import type { Dataset } from './dataset-types.ts';
import { insertRows, reserveIds, type InsertColumn } from './insert-rows.ts';

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

export interface AccountToWrite {
  key: string;
  role: 'manager' | 'building_admin';
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  buildingKeys: string[];
}

/** 'name:type' → column; types are PostgreSQL array element types. */
const cols = (...specs: string[]): InsertColumn[] =>
  specs.map((spec) => {
    const [name = '', type = ''] = spec.split(':');
    return { name, type };
  });

// Event times arrive as building-local wall times; the building's zone makes them instants, in SQL.
const localToInstant = (column: string) => `(u.${column}::timestamp AT TIME ZONE u.time_zone)`;

const COLUMNS = {
  building: cols('id:int', 'name:text', 'building_type:text', 'time_zone:text', 'dashboard_access:boolean',
    'amenity_membership:boolean', 'liaison_first_name:text', 'liaison_last_name:text', 'liaison_email:text'),
  unit: cols('id:int', 'building_id:int', 'name:text'),
  venue: cols('id:int', 'building_id:int', 'name:text'),
  studio: cols('id:int', 'name:text'),
  teacher: cols('id:int', 'first_name:text', 'last_name:text', 'studio_id:int'),
  account: cols('id:int', 'role:text', 'email:text', 'password_hash:text', 'first_name:text', 'last_name:text'),
  account_building: cols('account_id:int', 'building_id:int'),
  resident: cols('id:int', 'first_name:text', 'last_name:text', 'email:text', 'cell_phone:text', 'joining_date:date'),
  membership: cols('resident_id:int', 'building_id:int', 'unit_id:int', 'apartment:text', 'amenity_member:boolean'),
  event: [
    ...cols('id:int', 'building_id:int', 'venue_id:int', 'teacher_id:int', 'studio_id:int', 'name:text', 'event_type:text'),
    { name: 'starts_at', type: 'text', expression: localToInstant('starts_at') },
    { name: 'ends_at', type: 'text', expression: localToInstant('ends_at') },
    ...cols('capacity:int', 'image:text', 'teacher_comment:text', 'cancelled:boolean', 'series_id:int'),
  ],
  rsvp: [
    ...cols('event_id:int', 'resident_id:int', 'rating:smallint', 'injury:text', 'status:text', 'cancelled:boolean'),
    { name: 'joined_at', type: 'text', expression: 'coalesce(u.joined_at::timestamp AT TIME ZONE u.time_zone, now())' },
    ...['cancelled_at', 'promoted_at', 'checked_in_at'].map((name) => ({ name, type: 'text', expression: localToInstant(name) })),
    ...cols('checked_in_by_import:boolean', 'walk_in:boolean', 'source:text'),
  ],
  event_series: [
    ...cols('id:int', 'building_id:int'),
    { name: 'weekdays', type: 'text', expression: 'u.weekdays::smallint[]' },
    ...cols('start_time:time', 'duration_minutes:int', 'first_date:date', 'until_date:date', 'occurrence_count:int'),
  ],
  holiday: cols('id:int', 'day:date', 'name:text', 'description:text', 'image:text', 'all_buildings:boolean'),
  holiday_building: cols('holiday_id:int', 'building_id:int'),
  task: cols('building_id:int', 'task_name:text', 'extra_information:text', 'due_date:date', 'is_completed:boolean',
    'created_on:date'),
} as const;
const EVENT_INPUTS_ONLY = cols('time_zone:text');

/** Minutes from 'HH:mm' to 'HH:mm' (the file checked that the end comes after the start). */
const minutesBetween = (start: string, end: string) =>
  Number(end.slice(0, 2)) * 60 + Number(end.slice(3)) - (Number(start.slice(0, 2)) * 60 + Number(start.slice(3)));

/** key → id, for ids reserved in the same order as `items`. */
async function reserveKeys(tx: Queryable, table: string, items: { key: string }[]) {
  const ids = await reserveIds(tx, table, items.length);
  const byKey = new Map(items.map((item, i) => [item.key, ids[i] ?? 0]));
  return (key: string | null | undefined) => (key == null ? null : byKey.get(key));
}

/** Inserts a validated dataset, resolving the file's keys to database ids (ids are reserved first). */
export async function writeDataset(tx: Queryable, data: Dataset, accounts: AccountToWrite[]): Promise<ImportSummary> {
  const units = data.buildings.flatMap((b) => b.units.map((u) => ({ ...u, building: b.key })));
  const venues = data.buildings.flatMap((b) => b.venues.map((v) => ({ ...v, building: b.key })));
  const zoneOf = new Map(data.buildings.map((b) => [b.key, b.timeZone]));
  const buildingId = await reserveKeys(tx, 'building', data.buildings);
  const unitId = await reserveKeys(tx, 'unit', units);
  const venueId = await reserveKeys(tx, 'venue', venues);
  const studioId = await reserveKeys(tx, 'studio', data.studios);
  const teacherId = await reserveKeys(tx, 'teacher', data.teachers);
  const accountId = await reserveKeys(tx, 'account', accounts);
  const userId = await reserveKeys(tx, 'resident', data.users);
  const eventId = await reserveKeys(tx, 'event', data.events);
  const allSeries = data.series ?? [];
  const seriesId = await reserveKeys(tx, 'event_series', allSeries);
  const holidayIds = await reserveIds(tx, 'holiday', data.holidays.length);

  await insertRows(tx, 'building', COLUMNS.building, data.buildings.map((b) => [
    buildingId(b.key), b.name, b.type, b.timeZone, b.dashboardAccess, b.amenityMembership,
    b.liaison.firstName, b.liaison.lastName, b.liaison.email,
  ]));
  await insertRows(tx, 'unit', COLUMNS.unit, units.map((u) => [unitId(u.key), buildingId(u.building), u.name]));
  await insertRows(tx, 'venue', COLUMNS.venue, venues.map((v) => [venueId(v.key), buildingId(v.building), v.name]));
  await insertRows(tx, 'studio', COLUMNS.studio, data.studios.map((s) => [studioId(s.key), s.name]));
  await insertRows(tx, 'teacher', COLUMNS.teacher, data.teachers.map((t) => [
    teacherId(t.key), t.firstName, t.lastName, studioId(t.studio),
  ]));
  await insertRows(tx, 'account', COLUMNS.account, accounts.map((a) => [
    accountId(a.key), a.role, a.email, a.passwordHash, a.firstName, a.lastName,
  ]));
  await insertRows(tx, 'account_building', COLUMNS.account_building,
    accounts.flatMap((a) => a.buildingKeys.map((b) => [accountId(a.key), buildingId(b)])));
  await insertRows(tx, 'resident', COLUMNS.resident, data.users.map((u) => [
    userId(u.key), u.firstName, u.lastName, u.email, u.cellPhone, u.joiningDate,
  ]));
  const memberships = data.users.flatMap((u) => u.memberships.map((m) => [
    userId(u.key), buildingId(m.building), unitId(m.unit), m.apartment, m.amenityMember ?? false,
  ]));
  await insertRows(tx, 'membership', COLUMNS.membership, memberships);
  // weekdays go as the text of a PostgreSQL array literal: unnest cannot take an array of arrays.
  await insertRows(tx, 'event_series', COLUMNS.event_series, allSeries.map((s) => [
    seriesId(s.key), buildingId(s.building), `{${s.weekdays.join(',')}}`, s.startTime, minutesBetween(s.startTime, s.endTime),
    s.firstDate, s.until, s.count,
  ]));
  await insertRows(tx, 'event', COLUMNS.event, data.events.map((e) => [
    eventId(e.key), buildingId(e.building), venueId(e.venue), teacherId(e.teacher), studioId(e.studio), e.name,
    e.type, e.start, e.end, e.capacity, e.image, e.teacherComment, e.cancelled ?? false, seriesId(e.series), zoneOf.get(e.building),
  ]), EVENT_INPUTS_ONLY);
  // An attended RSVP is a check-in by the import (docs/design/metrics.md: attendance has one record,
  // rsvp.attended is computed from checked_in_at), at the file's time or else the event's start.
  const rsvps = data.events.flatMap((e) => e.rsvps.map((r) => [
    // cancelled ("not going") written with the status, so migration 012's sync trigger has nothing to do.
    eventId(e.key), userId(r.user), r.rating, r.injury, r.status ?? 'going', (r.status ?? 'going') !== 'going',
    r.joined, r.cancelledAt, r.promoted, r.attended ? (r.checkedInAt ?? r.checkedIn ?? e.start) : null, r.attended,
    r.walkIn ?? false, 'import', zoneOf.get(e.building),
  ]));
  await insertRows(tx, 'rsvp', COLUMNS.rsvp, rsvps, EVENT_INPUTS_ONLY);
  await insertRows(tx, 'holiday', COLUMNS.holiday, data.holidays.map((h, i) => [
    holidayIds[i], h.date, h.name, h.description, h.image, !h.buildings,
  ]));
  await insertRows(tx, 'holiday_building', COLUMNS.holiday_building,
    data.holidays.flatMap((h, i) => (h.buildings ?? []).map((b) => [holidayIds[i], buildingId(b)])));
  await insertRows(tx, 'task', COLUMNS.task, data.tasks.map((t) => [
    buildingId(t.building), t.taskName, t.extraInformation, t.dueDate, t.isCompleted, t.created,
  ]));

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
}
