import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chartsSettled, requestChartTurn, requestChartTurnWhenSeen, type ChartTurn } from './chart-turns.ts';

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

  describe('a chart off screen', () => {
    /** A stand-in IntersectionObserver: the test says when a box comes into view. */
    let watched: Set<Element>;
    let report: (box: Element, seen: boolean) => void;
    beforeEach(() => {
      watched = new Set();
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void) {
            report = (box, seen) => {
              if (watched.has(box)) callback([{ target: box, isIntersecting: seen }]);
            };
          }
          observe(box: Element) {
            watched.add(box);
          }
          unobserve(box: Element) {
            watched.delete(box);
          }
        },
      );
    });
    afterEach(() => vi.unstubAllGlobals());

    it('asks for its turn only once its box comes into view', async () => {
      const box = document.createElement('div');
      const started: string[] = [];
      const turn = requestChartTurnWhenSeen(box, () => started.push('below'));
      await vi.advanceTimersByTimeAsync(100);
      expect(started).toEqual([]);
      report(box, false);
      await vi.advanceTimersByTimeAsync(100);
      expect(started).toEqual([]);
      report(box, true);
      await vi.advanceTimersByTimeAsync(0);
      expect(started).toEqual(['below']);
      expect(watched.has(box)).toBe(false); // watched no longer
      turn.done();
    });

    it('chartsSettled draws the charts off screen too (a PDF copy needs them) and waits for them', async () => {
      const box = document.createElement('div');
      const started: string[] = [];
      const drawn = requestChartTurnWhenSeen(box, () => started.push('below'));
      let settled = false;
      void chartsSettled().then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(started).toEqual(['below']);
      expect(settled).toBe(false);
      drawn.done();
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(true);
    });

    it('a chart that goes away before it was seen never draws', async () => {
      const box = document.createElement('div');
      const started: string[] = [];
      requestChartTurnWhenSeen(box, () => started.push('gone')).cancel();
      expect(watched.has(box)).toBe(false);
      report(box, true);
      await chartsSettled();
      await vi.advanceTimersByTimeAsync(0);
      expect(started).toEqual([]);
    });
  });
});
