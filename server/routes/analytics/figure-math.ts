/**
 * The arithmetic of the check-in figures (docs/design/metrics.md, "Rounding" and "Portfolio
 * benchmark"), done in JavaScript where the SQL only counts: exact rounding of ratios of counts,
 * the Wilson score interval and the percentile among buildings.
 */

/** z of a 95 % interval, as metrics.md fixes it. */
const WILSON_Z = 1.959964;

/**
 * part / whole rounded half away from zero to two decimals, exactly (integer arithmetic on counts
 * well within 2^53); null when whole is 0.
 */
export function ratio(part: number, whole: number): number | null {
  if (whole === 0) return null;
  const sign = Math.sign(part) * Math.sign(whole);
  const [a, b] = [Math.abs(part), Math.abs(whole)];
  return (sign * Math.floor((200 * a + b) / (2 * b))) / 100;
}

/** 100 × part / whole, two decimals, half away from zero; null when whole is 0. */
export const percent = (part: number, whole: number): number | null => ratio(100 * part, whole);

/** A computed (irrational) value rounded half away from zero to two decimals. */
function round2(value: number): number {
  // The nudge keeps a value such as 14.499999999999998 (0.145 × 100) on its intended side.
  return (Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-9)) / 100;
}

/**
 * The 95 % Wilson score interval of `successes` out of `trials`, in percent (two decimals); null
 * without trials or with more successes than trials (Capacity % past 100: not a proportion).
 */
export function wilsonInterval(successes: number, trials: number): { low: number; high: number } | null {
  if (trials <= 0 || successes < 0 || successes > trials) return null;
  const p = successes / trials;
  const z2 = WILSON_Z * WILSON_Z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (WILSON_Z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { low: round2(100 * Math.max(0, centre - half)), high: round2(100 * Math.min(1, centre + half)) };
}

/**
 * Each value's percentile among the non-null values: 100 × (below + ½ × equal, itself excluded) /
 * (count − 1), two decimals; 50 when it is alone; null for a null value. lowerIsBetter takes it on
 * the negated figure (the no-show rate).
 */
export function percentiles(values: (number | null)[], lowerIsBetter = false): (number | null)[] {
  const present = values.filter((value): value is number => value !== null);
  return values.map((value) => {
    if (value === null) return null;
    if (present.length === 1) return 50;
    let below = 0;
    let equal = -1; // itself
    for (const other of present) {
      if (other === value) equal++;
      else if (lowerIsBetter ? other > value : other < value) below++;
    }
    return ratio(100 * (2 * below + equal), 2 * (present.length - 1));
  });
}

/** value − previous in percentage points (two decimals); null when either is null. */
export function change(value: number | null, previous: number | null): number | null {
  return value === null || previous === null ? null : round2(value - previous);
}
