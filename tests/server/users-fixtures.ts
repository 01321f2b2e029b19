// Shared set-up of the user-directory suites (users-*.test.ts): the hand-built dashboard fixture
// (tests/fixtures/dashboard-dataset.json) and a session for each of its accounts.
// - Ana manages Harbor Lofts (b1, New York, amenity membership on) and Sakura Offices (b2, Tokyo, off);
// - Ben manages Sakura only; the front desk is Harbor's building admin.
// - Users: Lee (b1 Tower A, apt 4B), Mia (b1 Tower A), Raj (b1 Tower B), Zoe (b1 Tower B), Tom (b1, no
//   unit), Aiko (b2 Acme Corp), Ken (b2 Beta KK), Dana (b1 Tower A and b2 Acme Corp).
import type { LightMyRequestResponse } from 'fastify';
import { loadDashboardFixture, type DashboardIds } from '../fixtures/dashboard-fixture.ts';
import { authHeader, createTestApp, login, type TestApp } from '../support/test-app.ts';

export const BM = '/api/building-manager';

export type Who = 'ana' | 'ben' | 'desk';

export interface UsersWorld {
  t: TestApp;
  ids: DashboardIds;
  tokens: Record<Who, string>;
  /** POSTs `payload` as JSON to `${BM}${path}` for `who`. */
  post(who: Who, path: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export async function startUsersWorld(): Promise<UsersWorld> {
  const t = await createTestApp();
  const ids = await loadDashboardFixture(t.db);
  const tokens: Record<Who, string> = {
    ana: await login(t.app, 'ana@example.com', 'ana-password-1'),
    ben: await login(t.app, 'ben@example.com', 'ben-password-1'),
    desk: await login(t.app, 'desk@example.com', 'desk-password-1'),
  };
  return {
    t,
    ids,
    tokens,
    post: (who, path, payload, headers = {}) =>
      t.app.inject({
        method: 'POST',
        url: `${BM}${path}`,
        headers: { ...authHeader(tokens[who]), ...headers },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

/** A user's buildings entry as the directory answers it. */
export function membership(
  buildingId: number,
  buildingName: string,
  options: { amenityMembership: boolean; amenityMember?: boolean; apartment?: string | null; unit?: { id: number; name: string } | null },
) {
  return {
    buildingId,
    buildingName,
    amenityMembership: options.amenityMembership,
    amenityMember: options.amenityMember ?? false,
    apartment: options.apartment ?? null,
    unit: options.unit ?? null,
  };
}
