// For the app tests of tasks, messages and the offline wiring: a fake fetch that can also fail the
// way an unreachable network does (status 0 in apiCall), and that records the headers sent.
import { vi } from 'vitest';

export interface RecordedRequest {
  path: string;
  method: string;
  body: unknown;
  idempotencyKey: string | null;
}

export type Answer = { status: number; body: unknown } | 'network-error' | undefined;
export type Router = (request: RecordedRequest) => Answer;

export function stubApi(route: Router): RecordedRequest[] {
  const sent: RecordedRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: RecordedRequest = {
      path: url.pathname.replace(/^\/api/, ''),
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      idempotencyKey: new Headers(init.headers).get('Idempotency-Key'),
    };
    sent.push(request);
    const answer = route(request) ?? { status: 404, body: { msg: 'Not found' } };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

export const errorBody = (sentence: string, status: number) => ({
  statusCode: status,
  error: sentence,
  message: sentence,
  detail: sentence,
  msg: sentence,
});
