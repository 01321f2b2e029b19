import type { LightMyRequestResponse } from 'fastify';
import { signAccessToken } from '../../server/auth/access-token.ts';
import type { Queryable } from '../../server/db/database.ts';
import { changeLogPosition, changesAfter } from '../../server/live-changes/change-log.ts';
import { parseChangeNotice, type ChangeNotice } from '../../server/live-changes/change-notice.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A small world for the schedule and roster suites:
 * - Harbor Lofts (America/New_York) and Thames House (Europe/London), managed by Mia; Harbor's front
 *   desk Dee; Oak Tower (America/New_York) managed by Otto only;
 * - Harbor's venue Rooftop, studio Flow Yoga with teacher Kim Park; Oak's venue, studio and teacher;
 * - residents Ana, Ben, Cy, Dot and Eve of Harbor (Ana in block Tower A, apartment 4B), Omar of Oak.
 */
export interface EventsWorld {
  buildings: { harbor: number; thames: number; oak: number };
  accounts: { mia: number; desk: number; otto: number };
  venues: { rooftop: number; oakGym: number };
  studios: { flow: number; oakStudio: number };
  teachers: { kim: number; oakTeacher: number };
  residents: { ana: number; ben: number; cy: number; dot: number; eve: number; omar: number };
}

async function insertId(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ id: number }>(`${sql} RETURNING id`, params);
  if (!row) throw new Error(`no id from ${sql}`);
  return row.id;
}

async function account(db: Queryable, role: 'manager' | 'building_admin', email: string, name: [string, string], buildingIds: number[]) {
  const id = await insertId(db, "INSERT INTO account (role, email, password_hash, first_name, last_name) VALUES ($1, $2, 'unused', $3, $4)", [role, email, ...name]);
  for (const buildingId of buildingIds) await db.query('INSERT INTO account_building (account_id, building_id) VALUES ($1, $2)', [id, buildingId]);
  return id;
}

async function resident(db: Queryable, first: string, buildingId: number, unitId: number | null = null, apartment: string | null = null) {
  const id = await insertId(db, "INSERT INTO resident (first_name, last_name, email, joining_date) VALUES ($1, 'Resident', $2, '2025-05-01')", [first, `${first.toLowerCase()}@resident.example`]);
  await db.query('INSERT INTO membership (resident_id, building_id, unit_id, apartment) VALUES ($1, $2, $3, $4)', [id, buildingId, unitId, apartment]);
  return id;
}

async function studioWithTeacher(db: Queryable, buildingId: number, studioName: string, teacher: [string, string]) {
  const studio = await insertId(db, 'INSERT INTO studio (name) VALUES ($1)', [studioName]);
  await db.query('INSERT INTO studio_building (studio_id, building_id) VALUES ($1, $2)', [studio, buildingId]);
  const teacherId = await insertId(db, 'INSERT INTO teacher (first_name, last_name, studio_id) VALUES ($1, $2, $3)', [...teacher, studio]);
  return { studio, teacher: teacherId };
}

export async function seedEventsWorld(db: Queryable): Promise<EventsWorld> {
  const building = (name: string, zone: string) =>
    insertId(db, "INSERT INTO building (name, building_type, time_zone) VALUES ($1, 'RESIDENTIAL', $2)", [name, zone]);
  const harbor = await building('Harbor Lofts', 'America/New_York');
  const thames = await building('Thames House', 'Europe/London');
  const oak = await building('Oak Tower', 'America/New_York');
  const towerA = await insertId(db, "INSERT INTO unit (building_id, name) VALUES ($1, 'Tower A')", [harbor]);
  const flow = await studioWithTeacher(db, harbor, 'Flow Yoga', ['Kim', 'Park']);
  const oakStaff = await studioWithTeacher(db, oak, 'Oak Pilates', ['Ola', 'Oak']);
  return {
    buildings: { harbor, thames, oak },
    accounts: {
      mia: await account(db, 'manager', 'mia@manager.example', ['Mia', 'Manager'], [harbor, thames]),
      desk: await account(db, 'building_admin', 'desk@harbor.example', ['Front', 'Desk'], [harbor]),
      otto: await account(db, 'manager', 'otto@manager.example', ['Otto', 'Owner'], [oak]),
    },
    venues: {
      rooftop: await insertId(db, "INSERT INTO venue (building_id, name) VALUES ($1, 'Rooftop')", [harbor]),
      oakGym: await insertId(db, "INSERT INTO venue (building_id, name) VALUES ($1, 'Oak Gym')", [oak]),
    },
    studios: { flow: flow.studio, oakStudio: oakStaff.studio },
    teachers: { kim: flow.teacher, oakTeacher: oakStaff.teacher },
    residents: {
      ana: await resident(db, 'Ana', harbor, towerA, '4B'),
      ben: await resident(db, 'Ben', harbor),
      cy: await resident(db, 'Cy', harbor),
      dot: await resident(db, 'Dot', harbor),
      eve: await resident(db, 'Eve', harbor),
      omar: await resident(db, 'Omar', oak),
    },
  };
}

export interface EventsHarness {
  t: TestApp;
  world: EventsWorld;
  /** POST /api/building-manager/{path} as the account (a building admin for `desk`). */
  post(path: string, accountId: number, body: object, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** The changes announced since the harness started (kinds event and roster), from the table of recent changes. */
  notices(): Promise<ChangeNotice[]>;
  close(): Promise<void>;
}

export async function startEventsHarness(): Promise<EventsHarness> {
  const t = await createTestApp();
  const world = await seedEventsWorld(t.db);
  const { head } = await changeLogPosition(t.db);
  const notices = async () =>
    (await changesAfter(t.db, head, 100_000)).flatMap((change) => parseChangeNotice(change.payload) ?? []);
  const role = (accountId: number) => (accountId === world.accounts.desk ? 'building_admin' : 'manager');
  return {
    t,
    world,
    notices,
    post: (path, accountId, body, headers = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/building-manager/${path}`,
        headers: { authorization: `JWT ${signAccessToken(t.app, { id: accountId, role: role(accountId), tokenVersion: 0 })}`, ...headers },
        payload: body,
      }),
    close: () => t.close(),
  };
}

/** A day far enough ahead that its events have not ended whenever the suite runs. */
export const FUTURE_DATE = '2036-06-02';
