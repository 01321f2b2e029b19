// A fake `fetch` for app tests: answers by path, records what was sent.
import { vi } from 'vitest';

export interface SentRequest {
  path: string;
  method: string;
  body: unknown;
}

export type FakeRoute = (request: SentRequest) => { status: number; body: unknown } | undefined;

export function fakeApi(route: FakeRoute): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: SentRequest = {
      path: url.pathname.replace(/^\/api/, ''),
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const answer = route(request) ?? { status: 404, body: { detail: 'Not found' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

export const MANAGER_INFO = { id: 1, email: 'manager@example.com', firstName: 'Maria', lastName: 'Lopez', role: 'manager', buildingIdAdmin: null } as const;
export const BUILDING_ADMIN_INFO = { id: 2, email: 'frontdesk@example.com', firstName: 'Dev', lastName: 'Desk', role: 'building_admin', buildingIdAdmin: 4 } as const;
