// Three buildings whose every name, e-mail, comment and injury carries the building's marker, so an
// answer that holds any data of a building shows it as text (building-scope-walk.test.ts):
// - ZQA Alder Court (residential, New York): Mia's, and the front desk's building.
// - ZQB Birch Plaza (commercial, Tokyo): Mia's other building, never the front desk's.
// - ZQC Cedar Tower (residential, London): Otto's only.
// Each has a block or company, a venue, a studio working with it through one of its events, a
// teacher, two events in October 2026 with RSVPs, a holiday of its own, a pending task and a resident
// of its own; Sam Shared lives in all three (each membership with the building's marked apartment
// and unit), so a user answer that is not narrowed to the caller's buildings shows another marker.
import type { Queryable } from '../../server/db/database.ts';
import { createBuildingAdmin, createManager } from '../support/test-app.ts';

export const MARKERS = { a: 'ZQA', b: 'ZQB', c: 'ZQC' } as const;
export type BuildingKey = keyof typeof MARKERS;

/** What a request may name, in one building. */
export interface BuildingWorld {
  building: number;
  unit: number;
  venue: number;
  studio: number;
  event: number;
  /** Its second event: the one the walk edits and cancels (update-event/, cancel-event/), so the first stays as every other route reads it. */
  schedulable: number;
  holiday: number;
  task: number;
  /** The resident of this building only. */
  resident: number;
  /** A resident its front desk asked for, waiting for a manager (confirm-/decline-resident-request/). */
  residentRequest: number;
}

export interface ScopePortfolio {
  worlds: Record<BuildingKey, BuildingWorld>;
  sharedResident: number;
  accounts: { mia: number; desk: number; otto: number };
  /** A picture each account uploaded (for /update-image/). */
  images: { mia: number; desk: number; otto: number };
}

export const SCOPE_PASSWORDS = { mia: 'mia-password-1', desk: 'desk-password-1', otto: 'otto-password-1' } as const;
export const SCOPE_EMAILS = { mia: 'mia@example.com', desk: 'desk@example.com', otto: 'otto@example.com' } as const;

const BUILDINGS = {
  a: { name: 'ZQA Alder Court', type: 'RESIDENTIAL', zone: 'America/New_York', offset: '-04', capacity: 10 },
  b: { name: 'ZQB Birch Plaza', type: 'COMMERCIAL', zone: 'Asia/Tokyo', offset: '+09', capacity: 20 },
  c: { name: 'ZQC Cedar Tower', type: 'RESIDENTIAL', zone: 'Europe/London', offset: '+01', capacity: 30 },
} as const;

/** A 1×1 PNG: signature, IHDR, IDAT, IEND. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function one(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ id: number }>(sql, params);
  if (!row) throw new Error(`no row: ${sql}`);
  return row.id;
}

async function buildWorld(db: Queryable, key: BuildingKey, sharedResident: number): Promise<BuildingWorld> {
  const m = MARKERS[key];
  const spec = BUILDINGS[key];
  const building = await one(
    db,
    `INSERT INTO building (name, building_type, time_zone, dashboard_access, amenity_membership,
                           liaison_first_name, liaison_last_name, liaison_email)
     VALUES ($1, $2, $3, true, true, $4, 'Liaison', $5) RETURNING id`,
    [spec.name, spec.type, spec.zone, `${m} Lee`, `${m.toLowerCase()}.liaison@example.com`],
  );
  const unit = await one(db, 'INSERT INTO unit (building_id, name) VALUES ($1, $2) RETURNING id', [building, `${m} Unit`]);
  const venue = await one(db, 'INSERT INTO venue (building_id, name) VALUES ($1, $2) RETURNING id', [building, `${m} Venue`]);
  const studio = await one(db, 'INSERT INTO studio (name) VALUES ($1) RETURNING id', [`${m} Studio`]);
  const teacher = await one(db, 'INSERT INTO teacher (first_name, last_name, studio_id) VALUES ($1, $2, $3) RETURNING id', [`${m} Tara`, 'Teach', studio]);
  const resident = await one(
    db,
    `INSERT INTO resident (first_name, last_name, email, cell_phone, joining_date) VALUES ($1, 'Only', $2, '5550100', '2026-01-10') RETURNING id`,
    [`${m} Rosa`, `${m.toLowerCase()}.rosa@example.com`],
  );
  for (const [residentId, apartment] of [[resident, `${m}-1`], [sharedResident, `${m}-7`]] as const) {
    await db.query('INSERT INTO membership (resident_id, building_id, unit_id, apartment, amenity_member) VALUES ($1, $2, $3, $4, true)', [
      residentId, building, unit, apartment,
    ]);
  }
  const event = await one(
    db,
    `INSERT INTO event (building_id, venue_id, teacher_id, studio_id, name, event_type, starts_at, ends_at, capacity, image, teacher_comment)
     VALUES ($1, $2, $3, $4, $5, 'fitness', $6, $7, $8, $9, $10) RETURNING id`,
    [
      building, venue, teacher, studio, `${m} Yoga`, `2026-10-05 10:00${spec.offset}`, `2026-10-05 11:00${spec.offset}`,
      spec.capacity, `${m.toLowerCase()}-yoga.png`, `${m} comment`,
    ],
  );
  const second = await one(
    db,
    `INSERT INTO event (building_id, venue_id, name, event_type, starts_at, ends_at, capacity)
     VALUES ($1, $2, $3, 'social', $4, $5, $6) RETURNING id`,
    [building, venue, `${m} Social`, `2026-10-14 18:00${spec.offset}`, `2026-10-14 19:00${spec.offset}`, spec.capacity * 2],
  );
  await db.query(
    `INSERT INTO rsvp (event_id, resident_id, checked_in_at, rating, injury)
     SELECT v.event_id, v.resident_id, CASE WHEN v.came THEN e.starts_at END, v.rating, v.injury
     FROM (VALUES ($1::int, $2::int, true, 5, $4::text), ($1, $3, true, 3, NULL), ($5, $2, false, NULL, NULL)) v(event_id, resident_id, came, rating, injury)
     JOIN event e ON e.id = v.event_id`,
    [event, resident, sharedResident, `${m} sprain`, second],
  );
  const holiday = await one(
    db,
    `INSERT INTO holiday (day, name, description, image, all_buildings) VALUES ('2026-10-12', $1, $2, $3, false) RETURNING id`,
    [`${m} Holiday`, `${m} closed`, `${m.toLowerCase()}-holiday.png`],
  );
  await db.query('INSERT INTO holiday_building (holiday_id, building_id) VALUES ($1, $2)', [holiday, building]);
  const task = await one(
    db,
    `INSERT INTO task (building_id, task_name, extra_information, due_date, is_completed, attachment)
     VALUES ($1, $2, $3, '2026-12-01', false, $4) RETURNING id`,
    [building, `${m} Task`, `${m} details`, `${m.toLowerCase()}-task.pdf`],
  );
  const residentRequest = await one(
    db,
    `INSERT INTO resident_request (building_id, first_name, last_name, email) VALUES ($1, $2, 'Asked', $3) RETURNING id`,
    [building, `${m} Newcomer`, `${m.toLowerCase()}-asked@example.com`],
  );
  return { building, unit, venue, studio, event, schedulable: second, holiday, task, resident, residentRequest };
}

export async function loadScopePortfolio(db: Queryable): Promise<ScopePortfolio> {
  const sharedResident = await one(
    db,
    `INSERT INTO resident (first_name, last_name, email, joining_date) VALUES ('Sam', 'Shared', 'sam.shared@example.com', '2025-05-01') RETURNING id`,
    [],
  );
  const worlds = {
    a: await buildWorld(db, 'a', sharedResident),
    b: await buildWorld(db, 'b', sharedResident),
    c: await buildWorld(db, 'c', sharedResident),
  };
  const accounts = {
    mia: await createManager(db, { email: SCOPE_EMAILS.mia, password: SCOPE_PASSWORDS.mia, buildingIds: [worlds.a.building, worlds.b.building], firstName: 'Mia' }),
    desk: await createBuildingAdmin(db, { email: SCOPE_EMAILS.desk, password: SCOPE_PASSWORDS.desk, buildingId: worlds.a.building, firstName: 'Front' }),
    otto: await createManager(db, { email: SCOPE_EMAILS.otto, password: SCOPE_PASSWORDS.otto, buildingIds: [worlds.c.building], firstName: 'Otto' }),
  };
  const image = (accountId: number) =>
    one(db, "INSERT INTO image (content_type, bytes, uploaded_by) VALUES ('image/png', $1, $2) RETURNING id", [TINY_PNG, accountId]);
  const images = { mia: await image(accounts.mia), desk: await image(accounts.desk), otto: await image(accounts.otto) };
  return { worlds, sharedResident, accounts, images };
}

/**
 * Everything stored about one building and its own people, as JSON text: compared before and after
 * a walk, it shows any write a caller made to a building not theirs.
 */
export async function buildingSnapshot(db: Queryable, buildingId: number): Promise<string> {
  const rows = await db.query(
    `SELECT json_build_object(
       'building', (SELECT row_to_json(b) FROM building b WHERE b.id = $1),
       'units', (SELECT json_agg(u ORDER BY u.id) FROM unit u WHERE u.building_id = $1),
       'venues', (SELECT json_agg(v ORDER BY v.id) FROM venue v WHERE v.building_id = $1),
       'studios', (SELECT json_agg(sb ORDER BY sb.studio_id) FROM studio_building sb WHERE sb.building_id = $1),
       'accounts', (SELECT json_agg(ab ORDER BY ab.account_id) FROM account_building ab WHERE ab.building_id = $1),
       'memberships', (SELECT json_agg(m ORDER BY m.resident_id) FROM membership m WHERE m.building_id = $1),
       'residents', (SELECT json_agg(json_build_object('id', r.id, 'image', r.image_id, 'name', r.first_name) ORDER BY r.id)
                       FROM resident r JOIN membership m ON m.resident_id = r.id
                      WHERE m.building_id = $1
                        -- Sam Shared is also the caller's own resident, whose picture they may set.
                        AND NOT EXISTS (SELECT 1 FROM membership o WHERE o.resident_id = r.id AND o.building_id <> $1)),
       'events', (SELECT json_agg(e ORDER BY e.id) FROM event e WHERE e.building_id = $1),
       'rsvps', (SELECT json_agg(r ORDER BY r.id) FROM rsvp r JOIN event e ON e.id = r.event_id WHERE e.building_id = $1),
       'tasks', (SELECT json_agg(t ORDER BY t.id) FROM task t WHERE t.building_id = $1),
       'residentRequests', (SELECT json_agg(q.id ORDER BY q.id) FROM resident_request q WHERE q.building_id = $1),
       'messages', (SELECT count(*) FROM message m WHERE m.building_id = $1)
     )::text AS snapshot`,
    [buildingId],
  );
  return (rows[0] as { snapshot: string }).snapshot;
}
