import { describe, expect, it } from 'vitest';
import { arcPath, endLabels, GAUGE_CENTRE, pointAt, tickLines } from './gauge-geometry.ts';

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('gauge geometry', () => {
  it('0 is lower left, 50 straight up, 100 lower right, mirrored about the centre', () => {
    const zero = pointAt(0, 50);
    const half = pointAt(50, 50);
    const full = pointAt(100, 50);
    expect(zero.x).toBeLessThan(GAUGE_CENTRE.x);
    expect(zero.y).toBeGreaterThan(GAUGE_CENTRE.y);
    expect(half).toEqual({ x: GAUGE_CENTRE.x, y: GAUGE_CENTRE.y - 50 });
    expect(full.x - GAUGE_CENTRE.x).toBeCloseTo(GAUGE_CENTRE.x - zero.x, 1);
    expect(full.y).toBeCloseTo(zero.y, 1);
  });

  it('a value past 100 fills the arc; a negative or missing one draws nothing', () => {
    expect(pointAt(180, 50)).toEqual(pointAt(100, 50));
    expect(arcPath(0)).toBeNull();
    expect(arcPath(-5)).toBeNull();
    expect(arcPath(Number.NaN)).toBeNull();
    expect(arcPath(140)).toBe(arcPath(100));
  });

  it('the arc is drawn clockwise, and takes the long way round past 75 (more than 180 degrees)', () => {
    expect(arcPath(60)).toMatch(/ 0 0 1 /);
    expect(arcPath(76)).toMatch(/ 0 1 1 /);
    const end = arcPath(50)?.split(' ').slice(-2).map(Number);
    expect(end).toEqual([GAUGE_CENTRE.x, GAUGE_CENTRE.y - 71]);
  });

  it('ticks at 25, 50 and 75 cross the outer edge; the 0 and 100 labels sit inside the band', () => {
    const ticks = tickLines();
    expect(ticks).toHaveLength(3);
    for (const tick of ticks) expect(distance(tick.from, GAUGE_CENTRE)).toBeGreaterThan(distance(tick.to, GAUGE_CENTRE));
    expect(endLabels().map((label) => label.text)).toEqual(['0', '100']);
    for (const label of endLabels()) expect(distance(label.at, GAUGE_CENTRE)).toBeLessThan(71 - 7);
  });
});
