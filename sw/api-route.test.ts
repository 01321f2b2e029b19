// @vitest-environment node
// Which fetches the worker answers at all: a write is never answered from the cache, since the
// worker does not take it (the browser sends it, and fails fast offline so the outbox keeps it).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleApiFetch } from './api-route.ts';
import { authorizationFor } from '../src/testing/offline-test-helpers.ts';

const ORIGIN = 'https://portal.example';

function fetchEvent(method: string, path: string, origin = ORIGIN) {
  const request = new Request(`${origin}${path}`, {
    method,
    headers: { Authorization: authorizationFor(1), 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : '{}',
  });
  const respondWith = vi.fn();
  handleApiFetch({ request, respondWith, waitUntil: vi.fn() } as unknown as FetchEvent);
  return respondWith;
}

beforeEach(() => {
  vi.stubGlobal('self', { location: { origin: ORIGIN } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('handleApiFetch', () => {
  it.each([
    ['POST', '/api/building-manager/create-user/'],
    ['POST', '/api/building-manager/message-user/'],
    ['POST', '/api/building-manager/message-liason/'],
    ['PUT', '/api/building-manager/tasks/'],
    ['POST', '/api/users/login'],
  ])('leaves the write %s %s to the network, never to the cache', (method, path) => {
    expect(fetchEvent(method, path)).not.toHaveBeenCalled();
  });

  it('answers the spec’s reads (network first, copy when offline)', () => {
    expect(fetchEvent('POST', '/api/building-manager/tasks/')).toHaveBeenCalledTimes(1);
    expect(fetchEvent('GET', '/api/users/check-mail/?email=a%40b.co')).toHaveBeenCalledTimes(1);
  });

  it('leaves other origins alone', () => {
    expect(fetchEvent('POST', '/api/building-manager/tasks/', 'https://api.example')).not.toHaveBeenCalled();
  });
});
