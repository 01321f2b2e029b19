import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chartsSettled, requestChartTurn, type ChartTurn } from './chart-turns.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('chart turns', () => {
  it('starts one chart at a time, each in a later task than the previous one finished', async () => {
    const started: string[] = [];
    const turns: Record<string, ChartTurn> = {};
    for (const name of ['a', 'b', 'c']) turns[name] = requestChartTurn(() => started.push(name));
    expect(started).toEqual([]); // never in the task that asked
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(50);
    expect(started).toEqual(['a']); // b waits while a draws
    turns.a?.done();
    expect(started).toEqual(['a']); // not in a's task either
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['a', 'b']);
    turns.b?.done();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['a', 'b', 'c']);
    turns.c?.done();
  });

  it('a chart that goes away gives up its turn, waiting or drawing', async () => {
    const started: string[] = [];
    const a = requestChartTurn(() => started.push('a'));
    const b = requestChartTurn(() => started.push('b'));
    const c = requestChartTurn(() => started.push('c'));
    b.cancel();
    await vi.advanceTimersByTimeAsync(0);
    a.cancel();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['a', 'c']);
    c.done();
  });

  it('a chart that never says it is done holds the others back for at most a second', async () => {
    const started: string[] = [];
    requestChartTurn(() => started.push('stuck'));
    const next = requestChartTurn(() => started.push('next'));
    await vi.advanceTimersByTimeAsync(999);
    expect(started).toEqual(['stuck']);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(1); // the next chart's task
    expect(started).toEqual(['stuck', 'next']);
    next.done();
  });

  it('chartsSettled waits until every chart asked for has drawn', async () => {
    const a = requestChartTurn(() => undefined);
    const b = requestChartTurn(() => undefined);
    let settled = false;
    void chartsSettled().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    a.done();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    b.done();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
    // With nothing waiting it resolves at once.
    await expect(chartsSettled()).resolves.toBeUndefined();
  });

  it('waits for a quiet moment where the browser tells of one, at most half a second', async () => {
    const asked: Array<{ run: () => void; timeout: number | undefined }> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
      asked.push({ run, timeout: options?.timeout });
      return asked.length;
    });
    try {
      const started: string[] = [];
      const turn = requestChartTurn(() => started.push('chart'));
      await vi.advanceTimersByTimeAsync(10);
      expect(started).toEqual([]); // not on a timer
      expect(asked.map((request) => request.timeout)).toEqual([500]);
      asked[0]?.run();
      expect(started).toEqual(['chart']);
      turn.done();
      asked.at(-1)?.run(); // the queue's next look: nothing waits
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
