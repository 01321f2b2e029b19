import { afterEach, describe, expect, it, vi } from 'vitest';
import { SW_MESSAGE } from '../src/offline/shared/offline-constants.ts';
import { abortNetworkFetches, fetchAbortably, isUpdateAcceptedMessage, NETWORK_FETCH_CEILING_MS } from './network-fetches.ts';

/** A network that never answers, only gives up when its request is aborted (as fetch does). */
function hangingFetch(): typeof fetch {
  return ((_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    })) as typeof fetch;
}

afterEach(() => {
  vi.useRealTimers();
  abortNetworkFetches();
});

describe('the worker’s own API requests', () => {
  it('are all abandoned when the page accepts an update, so the waiting worker is not held back', async () => {
    const first = fetchAbortably(new Request('http://portal.test/api/building-manager/tasks/'), hangingFetch());
    const second = fetchAbortably(new Request('http://portal.test/api/building-manager/buildings/'), hangingFetch());
    expect(abortNetworkFetches()).toBe(2);
    await expect(first).rejects.toThrow('aborted');
    await expect(second).rejects.toThrow('aborted');
    expect(abortNetworkFetches()).toBe(0);
  });

  it('give up by themselves after the ceiling', async () => {
    vi.useFakeTimers();
    const hung = fetchAbortably(new Request('http://portal.test/api/building-manager/tasks/'), hangingFetch());
    let settled = false;
    const outcome = hung.then(() => 'answered', () => 'gave up').finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(NETWORK_FETCH_CEILING_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('gave up');
    expect(abortNetworkFetches()).toBe(0);
  });

  it('answered in time are passed on and no longer listed', async () => {
    const answer = new Response('{}', { status: 200 });
    const got = await fetchAbortably(new Request('http://portal.test/api/x/'), (() => Promise.resolve(answer)) as typeof fetch);
    expect(got).toBe(answer);
    expect(abortNetworkFetches()).toBe(0);
  });

  it('are aborted only by the page’s update-accepted message', () => {
    expect(isUpdateAcceptedMessage({ type: SW_MESSAGE.updateAccepted })).toBe(true);
    expect(isUpdateAcceptedMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isUpdateAcceptedMessage('update-accepted')).toBe(false);
  });
});
