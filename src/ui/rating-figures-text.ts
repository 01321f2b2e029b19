// The ratings figures (docs/design/metrics.md, "Ratings") as the Analytics card and the Portfolio
// table both write them: the server computes them once; this only formats.
import { formatPercent } from './format-percent.ts';
import { formatTwoDecimals } from './format-decimal.ts';
import { RATING_FIGURE_STRINGS } from './rating-figures-strings.ts';

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

// The words are a section of the catalogue (rating-figures-strings.ts); exported here too, where
// the card, the table and their tests have always found them.
export { RATING_FIGURE_STRINGS };

const S = RATING_FIGURE_STRINGS;

export function responseRateText(figures: RatingFigures): string {
  return formatPercent(figures.responseRate, S.noValue);
}

export function responseDetailText(figures: RatingFigures): string {
  if (figures.low === null || figures.high === null) return S.noValue;
  return S.responseDetail(`${formatTwoDecimals(figures.low)}–${formatPercent(figures.high, S.noValue)}`, figures.responded, figures.attendees);
}

export function meanRatingText(figures: RatingFigures): string {
  return figures.meanRating === null ? S.noValue : S.mean(formatTwoDecimals(figures.meanRating), figures.ratings);
}
