// The one fake API of the app's unit tests: a stubbed `fetch` that answers by endpoint, records what
// was sent (with its Idempotency-Key), and can fail the way an unreachable network does (status 0 in
// apiCall). Requests are matched against the app's own endpoint list (src/api/endpoints.ts).
import { vi } from 'vitest';
import type { Endpoint } from '../api/api-contract.ts';
import { errorBody as contractErrorBody } from '../contract/error-body.ts';

export interface RecordedRequest {
  /** Relative to the API base, as the endpoints name it. */
  path: string;
  /** The query string, with its '?' ('' when none). */
  query: string;
  method: string;
  body: unknown;
  idempotencyKey: string | null;
  /** The Authorization header sent (the session), or null. */
  authorization: string | null;
}

export type Answer = { status: number; body: unknown } | 'network-error' | undefined;
export type Router = (request: RecordedRequest) => Answer;

export const errorBody = (sentence: string, status: number) => contractErrorBody(status, sentence);

/** True when `request` is a call of `endpoint`. */
export function isCall(request: Pick<RecordedRequest, 'method' | 'path'>, endpoint: Endpoint): boolean {
  return request.method === endpoint.method && request.path === endpoint.path;
}

/** Stubs fetch with `route`; an unrouted request gets a 404. Returns the requests as they are sent. */
export function stubApi(route: Router): RecordedRequest[] {
  const sent: RecordedRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: RecordedRequest = {
      path: url.pathname.replace(/^\/api/, ''),
      query: url.search,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      idempotencyKey: new Headers(init.headers).get('Idempotency-Key'),
      authorization: new Headers(init.headers).get('Authorization'),
    };
    sent.push(request);
    const answer = route(request) ?? { status: 404, body: errorBody('Not found', 404) };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

export const MANAGER_INFO = { id: 1, email: 'manager@example.com', firstName: 'Maria', lastName: 'Lopez', role: 'manager', buildingIdAdmin: null, language: 'en' } as const;
export const BUILDING_ADMIN_INFO = { id: 2, email: 'frontdesk@example.com', firstName: 'Dev', lastName: 'Desk', role: 'building_admin', buildingIdAdmin: 4, language: 'en' } as const;
