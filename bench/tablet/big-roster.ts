// The tablet benchmark's big roster: an event with many RSVPs on the bench's own
// server. The demo data's buildings have a few dozen residents each, so before the server starts
// the seeded database gets that many residents of one of the demo manager's buildings (the importer
// would do the same); the event and every RSVP are then made through the real calls, as a desk
// does: create-event/ with a capacity below the RSVPs, then one rsvp/ per resident (the ones past
// capacity are waitlisted).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { openPglite } from '../../server/db/pglite-database.ts';
import { apiClient, type ApiClient } from '../../tests/support/e2e-offline.ts';
import { seedDataDir } from '../../tests/support/e2e-server.ts';

/** Places of the big event: the rest of the RSVPs wait. */
const CAPACITY_SHARE = 0.8;
/** rsvp/ calls in flight at once (each locks the event row, so the capacity rule holds). */
const PARALLEL_RSVPS = 4;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface BigRosterSeed {
  /** A seeded data directory for startServer to copy (E2E_SEEDED_DATA_DIR); remove it when done. */
  dataDir: string;
  buildingId: number;
  residentIds: number[];
}

/** Seeds a data directory as a first start does, then makes `rsvps` residents members of one of the demo manager's buildings. */
export async function seedBigRosterDataDir(rsvps: number): Promise<BigRosterSeed> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hom-tablet-roster-'));
  try {
    await seedDataDir(dataDir);
    const db = await openPglite(join(dataDir, 'pglite'));
    try {
      const [building] = await db.query<{ id: number }>(
        `SELECT ab.building_id AS id FROM account_building ab JOIN account a ON a.id = ab.account_id
         WHERE lower(a.email) = lower($1) ORDER BY ab.building_id LIMIT 1`,
        [DEMO_MANAGER.email],
      );
      if (!building) throw new Error('the demo manager manages no building');
      const [{ count } = { count: 0 }] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM resident');
      // Too few residents in the demo data: the rest are added, as an import would add them.
      await db.query(
        `INSERT INTO resident (first_name, last_name, email, joining_date)
         SELECT 'Bench', 'Resident ' || n, 'bench.resident.' || n || '@example.com', DATE '2024-01-01'
         FROM generate_series(1, $1::int) n`,
        [Math.max(0, rsvps - count)],
      );
      const members = await db.query<{ id: number }>('SELECT id FROM resident ORDER BY id LIMIT $1', [rsvps]);
      await db.query(
        `INSERT INTO membership (resident_id, building_id, apartment)
         SELECT id, $1, (100 + id)::text FROM resident WHERE id = ANY($2::int[]) ON CONFLICT DO NOTHING`,
        [building.id, members.map((member) => member.id)],
      );
      return { dataDir, buildingId: building.id, residentIds: members.map((member) => member.id) };
    } finally {
      await db.close();
    }
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Creates the event two days from now and gives each resident a place (desk rsvp/ calls); returns its id. */
export async function createBigRoster(url: string, seed: BigRosterSeed): Promise<number> {
  const api = await apiClient(url, DEMO_MANAGER.email, DEMO_MANAGER.password);
  const date = new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10);
  const created = await api.post<{ ids: number[] }>('/building-manager/create-event/', {
    buildingId: seed.buildingId,
    name: 'Bench open day',
    eventType: 1,
    date,
    startTime: '10:00',
    endTime: '16:00',
    capacity: Math.floor(seed.residentIds.length * CAPACITY_SHARE),
  });
  const eventId = created.data.ids?.[0];
  if (created.status !== 200 || eventId === undefined) throw new Error(`create-event/: ${created.status} ${JSON.stringify(created.data)}`);
  await giveEveryonePlaces(api, eventId, seed.residentIds);
  return eventId;
}

/** One desk rsvp/ call per resident, PARALLEL_RSVPS at a time. */
export async function giveEveryonePlaces(api: ApiClient, eventId: number, residentIds: readonly number[]): Promise<void> {
  const queue = [...residentIds];
  const desk = async (): Promise<void> => {
    for (let userId = queue.shift(); userId !== undefined; userId = queue.shift()) {
      const answer = await api.post('/building-manager/rsvp/', { eventId, userId });
      if (answer.status !== 200) throw new Error(`rsvp/ of resident ${userId}: ${answer.status} ${JSON.stringify(answer.data)}`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_RSVPS }, desk));
}
