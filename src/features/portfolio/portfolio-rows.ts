// The Portfolio's rows for one figure (docs/design/metrics.md "Portfolio benchmark"), written as the screen shows
// them: the value, its 95 % Wilson interval, numerator of denominator, the percentile and the change
// in percentage points. The table and its CSV are made from these same cells; the ratings have a
// table of their own (portfolioRatingsTable).
import type { BenchmarkBuilding, BenchmarkFigure } from '../../api/analytics-api.ts';
import type { ChartTable } from '../../ui/chart-table.ts';
import { formatPercent, roundPercent } from '../../ui/format-percent.ts';
import { formatTwoDecimals } from '../../ui/format-decimal.ts';
import { PORTFOLIO_STRINGS as S } from './portfolio-strings.ts';
import { meanRatingText, RATING_FIGURE_STRINGS, responseDetailText, responseRateText } from '../../ui/rating-figures-text.ts';

export const FIGURE_KEYS = ['capture', 'capacity', 'attendedRsvpd', 'noShowRate', 'eventsPerWeek'] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

/** Each figure's name, read when shown (getters), so it is in the language in force. */
export const FIGURE_LABELS: Readonly<Record<FigureKey, string>> = {
  get capture() {
    return S.capture;
  },
  get capacity() {
    return S.capacity;
  },
  get attendedRsvpd() {
    return S.attendedRsvpd;
  },
  get noShowRate() {
    return S.noShowRate;
  },
  get eventsPerWeek() {
    return S.eventsPerWeek;
  },
};

/** Events per week is a count per week, not a share: no % and no interval. */
export const isPercentFigure = (key: FigureKey) => key !== 'eventsPerWeek';

export type SortKey = 'name' | 'value' | 'percentile' | 'change';

interface PortfolioRow {
  buildingId: number;
  name: string;
  figure: BenchmarkFigure;
  cells: { value: string; interval: string; counts: string; percentile: string; change: string };
}

function decimals(value: number): string {
  return formatTwoDecimals(value);
}

function valueText(key: FigureKey, value: number | null): string {
  if (value === null) return S.noValue;
  return isPercentFigure(key) ? formatPercent(value, S.noValue) : decimals(value);
}

function changeText(change: number | null): string {
  if (change === null) return S.noValue;
  const rounded = roundPercent(change);
  return S.changePoints(rounded > 0 ? '+' : rounded < 0 ? '−' : '', decimals(Math.abs(rounded)));
}

export function portfolioRows(buildings: readonly BenchmarkBuilding[], key: FigureKey): PortfolioRow[] {
  return buildings.map((building) => {
    const figure = building[key];
    const hasInterval = isPercentFigure(key) && figure.low !== null && figure.high !== null;
    return {
      buildingId: building.buildingId,
      name: building.name,
      figure,
      cells: {
        value: valueText(key, figure.value),
        interval: hasInterval && figure.low !== null ? S.interval(decimals(figure.low), formatPercent(figure.high, S.noValue)) : S.noValue,
        counts: S.counts(figure.numerator, figure.denominator),
        // A rank among a handful of buildings: whole numbers (33, not 33.33).
        percentile: figure.percentile === null ? S.noValue : String(Math.round(figure.percentile)),
        change: changeText(figure.change),
      },
    };
  });
}

function ratingResponseCell(building: BenchmarkBuilding): string {
  const detail = responseDetailText(building.ratings);
  const value = responseRateText(building.ratings);
  return detail === RATING_FIGURE_STRINGS.noValue ? value : `${value} (${detail})`;
}

export function sortValue(row: PortfolioRow, key: SortKey): number | string | null {
  if (key === 'name') return row.name;
  return row.figure[key];
}

/** The table as shown (its CSV): the figure's column is named after it. */
export function portfolioTable(rows: readonly PortfolioRow[], key: FigureKey): ChartTable {
  const label = FIGURE_LABELS[key];
  return {
    caption: S.caption(label),
    columns: [S.buildingColumn, label, S.intervalColumn, S.countsColumn, S.percentileColumn, S.changeColumn],
    rows: rows.map((row) => [row.name, row.cells.value, row.cells.interval, row.cells.counts, row.cells.percentile, row.cells.change]),
  };
}

/**
 * The ratings by building (metrics.md, "Ratings"), the same whichever figure is chosen: a table of
 * their own under the figure's, so neither needs scrolling sideways on a tablet. By building name.
 */
export function portfolioRatingsTable(buildings: readonly BenchmarkBuilding[]): ChartTable {
  const rows = [...buildings].sort((a, b) => a.name.localeCompare(b.name));
  return {
    caption: S.ratingsCaption,
    columns: [S.buildingColumn, RATING_FIGURE_STRINGS.responseRate, RATING_FIGURE_STRINGS.meanRating],
    rows: rows.map((building) => [building.name, ratingResponseCell(building), meanRatingText(building.ratings)]),
  };
}
