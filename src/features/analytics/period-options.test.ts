import { describe, expect, it } from 'vitest';
import { monthOptions, quarterOptions } from './period-options.ts';

describe('analytics period options', () => {
  it('offers the current month and the 12 before, newest first, across a year boundary', () => {
    const options = monthOptions(new Date(2026, 0, 15));
    expect(options).toHaveLength(13);
    expect(options[0]).toEqual({ value: '2026-01', label: 'January 2026' });
    expect(options[1]?.value).toBe('2025-12');
    expect(options[12]).toEqual({ value: '2025-01', label: 'January 2025' });
  });

  it('offers the current quarter and the two before', () => {
    expect(quarterOptions(new Date(2026, 1, 28))).toEqual([
      { value: '2026-Q1', label: 'Q1 2026' },
      { value: '2025-Q4', label: 'Q4 2025' },
      { value: '2025-Q3', label: 'Q3 2025' },
    ]);
    expect(quarterOptions(new Date(2026, 10, 23)).map((option) => option.value)).toEqual(['2026-Q4', '2026-Q3', '2026-Q2']);
  });
});
