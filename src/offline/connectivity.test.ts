import { describe, expect, it, vi } from 'vitest';
import { connectivity, isOnline, onReconnect } from './connectivity.ts';

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
});
