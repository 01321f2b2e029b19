// A small hand-built portfolio for the create calls' tests:
// - Ana manages Harbor Lofts (residential, New York; block Tower A, venue Rooftop) and Sakura Offices
//   (commercial, Tokyo; company Alpha KK).
// - Ben manages Oak House (residential, London) only.
// - The front desk (a building admin) acts for Harbor Lofts.
// - Studio Zen Den works with Sakura through one event there (not linked); nobody else knows it.
import type { LightMyRequestResponse } from 'fastify';
import { authHeader, createBuilding, createBuildingAdmin, createManager, createTestApp, login, type TestApp } from '../support/test-app.ts';

export const PASSWORDS = { ana: 'ana-password-1', ben: 'ben-password-1', desk: 'desk-password-1' } as const;
export type Who = keyof typeof PASSWORDS;

export interface CreateWorld {
  t: TestApp;
  ids: {
    harbor: number;
    sakura: number;
    oak: number;
    towerA: number;
    alphaKk: number;
    rooftop: number;
    zenDen: number;
    ana: number;
  };
  post(who: Who, path: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** POSTs and fails the test with the body on a non-200; answers the parsed body. */
  ok<T = Record<string, unknown>>(who: Who, path: string, payload?: unknown): Promise<T>;
}

export async function startCreateWorld(): Promise<CreateWorld> {
  const t = await createTestApp();
  const { db } = t;
  const harbor = await createBuilding(db, { name: 'Harbor Lofts', buildingType: 'RESIDENTIAL', timeZone: 'America/New_York' });
  const sakura = await createBuilding(db, { name: 'Sakura Offices', buildingType: 'COMMERCIAL', timeZone: 'Asia/Tokyo' });
  const oak = await createBuilding(db, { name: 'Oak House', buildingType: 'RESIDENTIAL', timeZone: 'Europe/London' });
  const ana = await createManager(db, { email: 'ana@example.com', password: PASSWORDS.ana, buildingIds: [harbor, sakura], firstName: 'Ana', lastName: 'Ruiz' });
  await createManager(db, { email: 'ben@example.com', password: PASSWORDS.ben, buildingIds: [oak], firstName: 'Ben', lastName: 'Okoro' });
  await createBuildingAdmin(db, { email: 'desk@example.com', password: PASSWORDS.desk, buildingId: harbor, firstName: 'Front', lastName: 'Desk' });
  const one = async (sql: string, params: unknown[]) => (await db.query<{ id: number }>(sql, params))[0]!.id;
  const towerA = await one("INSERT INTO unit (building_id, name) VALUES ($1, 'Tower A') RETURNING id", [harbor]);
  const alphaKk = await one("INSERT INTO unit (building_id, name) VALUES ($1, 'Alpha KK') RETURNING id", [sakura]);
  const rooftop = await one("INSERT INTO venue (building_id, name) VALUES ($1, 'Rooftop') RETURNING id", [harbor]);
  const zenDen = await one("INSERT INTO studio (name) VALUES ('Zen Den') RETURNING id", []);
  await db.query(
    `INSERT INTO event (building_id, studio_id, name, event_type, starts_at, ends_at, capacity)
     VALUES ($1, $2, 'Morning Zen', 'fitness', '2026-10-05 09:00+09', '2026-10-05 10:00+09', 10)`,
    [sakura, zenDen],
  );
  const tokens = {
    ana: await login(t.app, 'ana@example.com', PASSWORDS.ana),
    ben: await login(t.app, 'ben@example.com', PASSWORDS.ben),
    desk: await login(t.app, 'desk@example.com', PASSWORDS.desk),
  };
  const post: CreateWorld['post'] = (who, path, payload, headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/building-manager${path}`,
      headers: { ...authHeader(tokens[who]), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    t,
    ids: { harbor, sakura, oak, towerA, alphaKk, rooftop, zenDen, ana },
    post,
    async ok<T>(who: Who, path: string, payload?: unknown): Promise<T> {
      const response = await post(who, path, payload);
      if (response.statusCode !== 200) throw new Error(`${who} ${path}: ${response.statusCode} ${response.body}`);
      return response.json() as T;
    },
  };
}
