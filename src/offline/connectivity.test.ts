import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  connectivity,
  isOnline,
  onReconnect,
  RECONNECT,
  reportServerAnswered,
  reportServerUnreachable,
  SERVER_PROBE,
  setServerProbing,
} from './connectivity.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('connectivity', () => {
  it('follows the browser’s online and offline events and calls reconnect handlers', () => {
    const handler = vi.fn();
    const stop = onReconnect(handler);
    window.dispatchEvent(new Event('offline'));
    expect(isOnline()).toBe(false);
    expect(connectivity.online).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(isOnline()).toBe(true);
    expect(handler).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new Event('online'));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('runs the reconnect work after a short outage also when the clock was set back since the last one', () => {
    vi.useFakeTimers();
    const handler = vi.fn();
    const stop = onReconnect(handler);
    reportServerUnreachable();
    vi.advanceTimersByTime(RECONNECT.noticeAfterMs);
    reportServerAnswered();
    expect(handler).toHaveBeenCalledTimes(1);
    // The device's clock goes back three minutes (a tablet's time corrected); then a short outage.
    vi.setSystemTime(Date.now() - 3 * 60_000);
    reportServerUnreachable();
    vi.advanceTimersByTime(500);
    reportServerAnswered();
    expect(handler).toHaveBeenCalledTimes(2);
    stop();
  });

  it('counts as offline while the browser says online but the server does not answer, and back on an answer', () => {
    vi.useFakeTimers();
    const handler = vi.fn();
    const stop = onReconnect(handler);
    expect(connectivity.browserOnline).toBe(true);
    reportServerUnreachable();
    expect(isOnline()).toBe(false);
    expect(connectivity.browserOnline).toBe(true);
    vi.advanceTimersByTime(RECONNECT.noticeAfterMs);
    reportServerUnreachable();
    reportServerAnswered();
    expect(isOnline()).toBe(true);
    // Came back once after a real outage: the reconnect work (replay, revalidation) runs once.
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenLastCalledWith({ outageMs: RECONNECT.noticeAfterMs });
    reportServerAnswered();
    expect(handler).toHaveBeenCalledTimes(1);
    // A blip right after: the state flips, but the reconnect work does not run again so soon (a
    // failing write and an answering read would otherwise set it off in a loop).
    reportServerUnreachable();
    expect(isOnline()).toBe(false);
    reportServerAnswered();
    expect(isOnline()).toBe(true);
    expect(handler).toHaveBeenCalledTimes(1);
    // Later, a short outage ends with the reconnect work, reported as short.
    vi.advanceTimersByTime(RECONNECT.minIntervalMs);
    reportServerUnreachable();
    vi.advanceTimersByTime(500);
    reportServerAnswered();
    expect(handler).toHaveBeenCalledTimes(2);
    expect(handler).toHaveBeenLastCalledWith({ outageMs: 500 });
    stop();
  });

  it('probes the server with back-off while unreachable, and comes back online when it answers', async () => {
    vi.useFakeTimers();
    setServerProbing(true);
    let serverUp = false;
    const probes: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      probes.push(String(input));
      if (!serverUp) throw new TypeError('Failed to fetch');
      return new Response('{"status":"ok"}', { status: 200 });
    });
    const handler = vi.fn();
    const stop = onReconnect(handler);
    reportServerUnreachable();
    await vi.advanceTimersByTimeAsync(SERVER_PROBE.delaysMs[0]);
    expect(probes).toEqual([expect.stringMatching(/\/health$/)]);
    expect(isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(SERVER_PROBE.delaysMs[1]);
    expect(probes).toHaveLength(2);
    serverUp = true;
    // 1 + 2 + 4 s: a real outage, so its end starts the reconnect work.
    await vi.advanceTimersByTimeAsync(SERVER_PROBE.delaysMs[2]);
    expect(probes).toHaveLength(3);
    expect(isOnline()).toBe(true);
    expect(handler).toHaveBeenCalledTimes(1);
    // Reachable again: no more probes.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probes).toHaveLength(3);
    stop();
  });

  it('does not take the service worker’s stand-in answer (X-Offline) for the server', async () => {
    vi.useFakeTimers();
    setServerProbing(true);
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 503, headers: { 'X-Offline': '1' } }));
    reportServerUnreachable();
    await vi.advanceTimersByTimeAsync(SERVER_PROBE.delaysMs[0]);
    expect(isOnline()).toBe(false);
  });
});
