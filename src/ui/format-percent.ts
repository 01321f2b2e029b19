// Percent display (docs/product-spec.md, Business constants and limits: "Percentages are rounded to two decimals"; docs/design/metrics.md, Rounding: half away from zero).

const PERCENT_DECIMALS = 2 as const;

/**
 * Rounds half away from zero to two decimals. The server already rounds; rounding again is harmless
 * and protects against a float such as 66.66666 reaching the screen. `toPrecision(15)` first removes
 * the binary noise that would otherwise make 1.005 round down.
 */
export function roundPercent(value: number): number {
  const factor = 10 ** PERCENT_DECIMALS;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.round(scaled) / factor;
  return value < 0 ? -rounded : rounded;
}

/** '66.67%'; always two decimals so a column of figures lines up. Null (unknown) gives `whenNull`. */
export function formatPercent(value: number | null | undefined, whenNull: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return whenNull;
  return `${roundPercent(value).toFixed(PERCENT_DECIMALS)}%`;
}
