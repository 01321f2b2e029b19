import { describe, expect, it } from 'vitest';
import { formatPercent, roundPercent } from './format-percent.ts';

describe('formatPercent', () => {
  it('shows two decimals with a percent sign', () => {
    expect(formatPercent(66.666666, '—')).toBe('66.67%');
    expect(formatPercent(50, '—')).toBe('50.00%');
    expect(formatPercent(0, '—')).toBe('0.00%');
    expect(formatPercent(112.5, '—')).toBe('112.50%');
  });

  it('rounds half away from zero, also where binary floats would round down', () => {
    expect(roundPercent(1.005)).toBe(1.01);
    expect(roundPercent(33.335)).toBe(33.34);
    expect(roundPercent(-1.005)).toBe(-1.01);
    expect(roundPercent(2.004)).toBe(2);
  });

  it('shows the fallback for an unknown figure, never NaN', () => {
    expect(formatPercent(null, '—')).toBe('—');
    expect(formatPercent(undefined, 'n/a')).toBe('n/a');
    expect(formatPercent(Number.NaN, '—')).toBe('—');
  });
});
