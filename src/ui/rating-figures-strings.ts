// Texts of the ratings figures (docs/design/metrics.md, "Ratings") on the Analytics card and the
// Portfolio table. Translated in src/i18n/catalogues/<language>/rating-figures.ts.
import { defineMessages } from '../i18n/catalogue.ts';

const RATING_FIGURES_EN = {
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

export type RatingFiguresMessages = typeof RATING_FIGURES_EN;
export const RATING_FIGURE_STRINGS = defineMessages('rating-figures', RATING_FIGURES_EN);
