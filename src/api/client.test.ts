import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS } from '../offline/shared/offline-constants.ts';
import { apiCall, NETWORK_TIMED_OUT, NETWORK_UNREACHABLE, requestApi, toErrorBody } from './client.ts';
import { DASHBOARD_ENDPOINTS } from './dashboard-api.ts';
import { announceSessionEnd } from '../features/account/session-end-notice.ts';
import { login, requestPasswordReset } from './account-api.ts';
import { onSignOut, session, signIn, signOut } from '../state/session.ts';
import { notify } from '../ui/toasts.tsx';

interface SeenRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
}

let seen: SeenRequest[] = [];

function fakeFetch(respond: (request: SeenRequest) => Response | Promise<Response>) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: SeenRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : null,
    };
    seen.push(request);
    return respond(request);
  });
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

beforeEach(async () => {
  seen = [];
  await signOut();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The app shows the end of a session through a sign-out handler (app.tsx registers it).
onSignOut(announceSessionEnd);

describe('apiCall', () => {
  it("calls an endpoint of the contract with its method and path under the API base", async () => {
    fakeFetch(() => json(200, { totalEvents: 3, totalRsvps: 1, totalUsers: 2, pendingTasks: 0 }));
    const result = await apiCall(DASHBOARD_ENDPOINTS.topNumbers, { buildingId: 2 });
    expect(result.ok && result.data.totalEvents).toBe(3);
    expect(seen[0]?.url).toBe('/api/building-manager/top-numbers/');
    expect(seen[0]?.method).toBe('POST');
  });

  it('returns parsed JSON with ok, status and no cachedAt for a network answer', async () => {
    fakeFetch(() => json(200, { totalEvents: 3 }));
    const result = await requestApi('POST', '/building-manager/top-numbers/', { buildingId: 2 });
    expect(result).toEqual({ ok: true, status: 200, data: { totalEvents: 3 }, cachedAt: null });
    expect(seen[0]?.url).toBe('/api/building-manager/top-numbers/');
    expect(seen[0]?.method).toBe('POST');
    expect(JSON.parse(seen[0]?.body ?? 'null')).toEqual({ buildingId: 2 });
  });

  it('reports the service worker cache time from X-Cache-Date', async () => {
    fakeFetch(() => json(200, [], { 'X-Cache-Date': '2026-03-01T10:00:00.000Z' }));
    const result = await requestApi('GET', '/building-manager/tasks/');
    expect(result.cachedAt).toBe('2026-03-01T10:00:00.000Z');
  });

  it('sends the token as "JWT <token>" only when signed in', async () => {
    fakeFetch(() => json(200, {}));
    await requestApi('POST', '/users/user-info/');
    expect(seen[0]?.headers.get('Authorization')).toBeNull();
    signIn('abc.def.ghi');
    await requestApi('POST', '/users/user-info/');
    expect(seen[1]?.headers.get('Authorization')).toBe('JWT abc.def.ghi');
  });

  it('returns the server error body on a non-2xx answer instead of throwing', async () => {
    const body = { statusCode: 400, error: 'Wrong e-mail or password', message: 'Wrong e-mail or password', detail: 'Wrong e-mail or password', msg: 'Wrong e-mail or password' };
    fakeFetch(() => json(400, body));
    const result = await requestApi('POST', '/users/login', { email: 'a@b.co', password: 'x' });
    expect(result).toEqual({ ok: false, status: 400, data: body, cachedAt: null });
  });

  it('fills every error field when the body is not our JSON (a proxy page)', async () => {
    fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const result = await requestApi('GET', '/building-manager/tasks/');
    expect(result.ok).toBe(false);
    expect(result.status).toBe(502);
    expect(result.data).toMatchObject({ statusCode: 502, detail: 'Request failed with status 502', msg: 'Request failed with status 502' });
  });

  it('answers status 0 and "Network unreachable" when fetch itself fails', async () => {
    fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await requestApi('POST', '/building-manager/tasks/');
    expect(result).toEqual({
      ok: false,
      status: 0,
      cachedAt: null,
      data: { statusCode: 0, error: NETWORK_UNREACHABLE, message: NETWORK_UNREACHABLE, detail: NETWORK_UNREACHABLE, msg: NETWORK_UNREACHABLE },
    });
    expect(seen).toHaveLength(1); // no hidden retry
  });

  describe('a network that does not answer', () => {
    /** A fetch that never answers; it ends only when its signal aborts, as the browser's does. */
    function hangingFetch(): { calls: number } {
      const seenCalls = { calls: 0 };
      vi.stubGlobal('fetch', (_input: RequestInfo | URL, init: RequestInit = {}) => {
        seenCalls.calls += 1;
        return new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        });
      });
      return seenCalls;
    }

    afterEach(() => {
      vi.useRealTimers();
    });

    it(`gives up after API_TIMEOUT_MS (${API_TIMEOUT_MS} ms) with status 0, as when there is no network`, async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const fetchCalls = hangingFetch();
      let settled = false;
      const call = requestApi('PUT', '/building-manager/tasks/', { id: 1, is_completed: true }).finally(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await call).toMatchObject({ ok: false, status: 0, data: { msg: NETWORK_TIMED_OUT } });
      expect(fetchCalls.calls).toBe(1); // no hidden retry
      expect(vi.getTimerCount()).toBe(0);
    });

    it("still ends early when the caller's signal aborts, and leaves no timer behind an answer", async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      hangingFetch();
      const controller = new AbortController();
      const call = requestApi('POST', '/building-manager/tasks/', {}, { signal: controller.signal });
      controller.abort();
      expect(await call).toMatchObject({ status: 0, data: { msg: NETWORK_UNREACHABLE } });
      expect(vi.getTimerCount()).toBe(0);

      fakeFetch(() => json(200, []));
      await requestApi('POST', '/building-manager/tasks/');
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  it('expires the session when the server rejects the token that was sent', async () => {
    const toast = vi.spyOn(notify, 'error');
    window.history.replaceState(null, '', '/dashboard');
    signIn('stale.token.x');
    fakeFetch(() => json(401, { detail: 'Unauthorized' }));
    const result = await requestApi('POST', '/building-manager/top-numbers/');
    expect(result.status).toBe(401);
    await vi.waitFor(() => expect(session.token).toBeNull());
    expect(toast).toHaveBeenCalledWith('Login token expired!');
    expect(window.location.pathname).toBe('/');
  });

  it('does not touch the session on a 401 for an unauthenticated call', async () => {
    const toast = vi.spyOn(notify, 'error');
    fakeFetch(() => json(401, { detail: 'Unauthorized' }));
    await requestApi('POST', '/users/user-info/');
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('toErrorBody', () => {
  it('copies the one sentence the server gave into the fields it left out', () => {
    expect(toErrorBody(503, { message: 'Offline' })).toEqual({ statusCode: 503, error: 'Offline', message: 'Offline', detail: 'Offline', msg: 'Offline' });
  });
});

describe('account calls', () => {
  it('lower-cases the login and forgot-password e-mail before sending', async () => {
    fakeFetch(() => json(200, { token: 't' }));
    await login('  Manager@Example.COM ', 'Secret');
    await requestPasswordReset('Front.Desk@Example.com');
    expect(JSON.parse(seen[0]?.body ?? 'null')).toEqual({ email: 'manager@example.com', password: 'Secret' });
    expect(seen[0]?.url).toBe('/api/users/login');
    expect(JSON.parse(seen[1]?.body ?? 'null')).toEqual({ email: 'front.desk@example.com' });
  });
});
