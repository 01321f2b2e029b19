import { describe, expect, it } from 'vitest';
import { change, percent, percentiles, ratio, wilsonInterval } from './figure-math.ts';

describe('figure math (metrics.md rounding, Wilson, percentile)', () => {
  it('rounds ratios of counts half away from zero, exactly', () => {
    expect(percent(1, 8)).toBe(12.5);
    expect(percent(1, 3)).toBe(33.33);
    expect(percent(2, 3)).toBe(66.67);
    // 100 × 1 / 800 = 0.125 → 0.13 (binary floating point would give 0.12).
    expect(percent(1, 800)).toBe(0.13);
    expect(percent(0, 0)).toBeNull();
    expect(ratio(7, 12)).toBe(0.58);
  });

  it('gives the Wilson interval of 3 of 5 and of 300 of 500', () => {
    // p = 0.6, z² = 3.841459; n = 5: centre = (0.6 + 0.384146) / 1.768292 = 0.556553,
    // half = 1.959964 / 1.768292 × sqrt(0.048 + 0.038415) = 0.325866 → 23.07 .. 88.24.
    expect(wilsonInterval(3, 5)).toEqual({ low: 23.07, high: 88.24 });
    // n = 500: centre = 0.603841 / 1.007683 = 0.599234, half = 1.945021 × sqrt(0.00048 + 0.0000038) = 0.042784
    // → 55.65 .. 64.20: a hundred times the residents, a tenth of the width.
    expect(wilsonInterval(300, 500)).toEqual({ low: 55.65, high: 64.2 });
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(wilsonInterval(6, 5)).toBeNull();
  });

  it('takes percentiles with ties, alone, and lower-is-better', () => {
    // 10 and 10 tie: each has 0 below, 1 equal → 100 × 0.5 / 3; 20: 2 below → 66.67; 30: 100.
    expect(percentiles([10, 20, 10, 30])).toEqual([16.67, 66.67, 16.67, 100]);
    expect(percentiles([null, 42])).toEqual([null, 50]);
    expect(percentiles([5, 10], true)).toEqual([100, 0]);
    expect(change(12.5, 20)).toBe(-7.5);
    expect(change(null, 20)).toBeNull();
  });
});
