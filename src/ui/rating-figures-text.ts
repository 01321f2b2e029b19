// The ratings figures (docs/design/metrics.md, "Ratings") as the Analytics card and the Portfolio
// table both write them: the server computes them once; this only formats.
import { formatPercent, roundPercent } from './format-percent.ts';

/** The answer's ratings figures (RatingFigures of src/api/analytics-api.ts), as far as they are shown. */
export interface RatingFigures {
  responseRate: number | null;
  responded: number;
  attendees: number;
  low: number | null;
  high: number | null;
  meanRating: number | null;
  ratings: number;
}

export const RATING_FIGURE_STRINGS = {
  responseRate: 'Rating response rate',
  meanRating: 'Mean rating',
  noValue: '—',
  /** '13.81–60.94% · 4 of 12 rated' */
  responseDetail: (interval: string, responded: number, attendees: number) =>
    `${interval} · ${responded.toLocaleString('en-US')} of ${attendees.toLocaleString('en-US')} rated`,
  /** '3.50 ★ · 4 ratings' */
  mean: (stars: string, count: number) => `${stars} ★ · ${count.toLocaleString('en-US')} rating${count === 1 ? '' : 's'}`,
  responseGuidance:
    'Of the residents who came, how many rated: events count once their week for rating is over, or sooner once rated. The range is the 95 % interval.',
} as const;

const S = RATING_FIGURE_STRINGS;

export function responseRateText(figures: RatingFigures): string {
  return formatPercent(figures.responseRate, S.noValue);
}

export function responseDetailText(figures: RatingFigures): string {
  if (figures.low === null || figures.high === null) return S.noValue;
  return S.responseDetail(`${roundPercent(figures.low).toFixed(2)}–${formatPercent(figures.high, S.noValue)}`, figures.responded, figures.attendees);
}

export function meanRatingText(figures: RatingFigures): string {
  return figures.meanRating === null ? S.noValue : S.mean(roundPercent(figures.meanRating).toFixed(2), figures.ratings);
}
