import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoff, delayAfterFailuresMs, doublingDelaysMs } from './backoff.ts';

describe('back-off', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('doubles up to the ceiling, which then repeats', () => {
    expect(doublingDelaysMs(1_000, 60_000)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000]);
    expect(delayAfterFailuresMs([5, 50], 1)).toBe(5);
    expect(delayAfterFailuresMs([5, 50], 9)).toBe(50);
    // A count of 0 (a job never tried) waits as a first failure would.
    expect(delayAfterFailuresMs([5, 50], 0)).toBe(5);
    expect(() => delayAfterFailuresMs([], 1)).toThrow();
  });

  it('waits longer after each failure and starts over after a success', () => {
    const retries = backoff([100, 400]);
    const run = vi.fn();
    expect(retries.retry(run)).toBe(100);
    vi.advanceTimersByTime(99);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(retries.retry(run)).toBe(400);
    expect(retries.retry(run)).toBe(400);
    expect(retries.failures).toBe(3);
    retries.reset();
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(retries.retry(run)).toBe(100);
  });

  it('keeps one retry waiting when two failures come in one outage', () => {
    const retries = backoff([100]);
    const first = vi.fn();
    const second = vi.fn();
    retries.retry(first);
    retries.retry(second);
    expect(retries.pending).toBe(true);
    vi.advanceTimersByTime(100);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(retries.pending).toBe(false);
  });

  it('cancel drops the waiting retry but keeps the count', () => {
    const retries = backoff([100, 200, 300]);
    const run = vi.fn();
    retries.retry(run);
    retries.cancel();
    vi.advanceTimersByTime(1_000);
    expect(run).not.toHaveBeenCalled();
    expect(retries.retry(run)).toBe(200);
  });
});
