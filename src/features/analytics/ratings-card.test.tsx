// The period's ratings card: the server's figures written as they are; a dash where there are none.
import { afterEach, describe, expect, it } from 'vitest';
import type { NoShowRates } from '../../api/analytics-api.ts';
import type { ResourceState } from '../../state/cached-resource.ts';
import { mount, type Mounted } from '../../testing/render-for-test.tsx';
import { RATING_FIGURE_STRINGS as S } from '../../ui/rating-figures-text.ts';
import { RatingsCard } from './ratings-card.tsx';

const loaded = (ratings: NoShowRates['ratings']): ResourceState<NoShowRates> => ({
  data: {
    noShowRate: null, noShows: 0, goingClosed: 0, lateCancelRate: null, lateCancels: 0, goingAndCancelled: 0, walkIns: 0, waitlistPromoted: 0, events: [], ratings,
  },
  inProgress: false,
  success: true,
  error: null,
  cachedAt: null,
});

let app: Mounted | undefined;
afterEach(async () => {
  await app?.unmount();
  app = undefined;
});

const figureOf = (root: HTMLElement, term: string) =>
  [...root.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent ?? null;

describe('the ratings card', () => {
  it('shows the response rate with its interval and counts, and the mean with its count', async () => {
    app = await mount(<RatingsCard noShows={loaded({ responseRate: 33.33, responded: 4, attendees: 12, low: 13.81, high: 60.94, meanRating: 3.5, ratings: 4 })} />);
    expect(figureOf(app.container, S.responseRate)).toBe('33.33%13.81–60.94% · 4 of 12 rated');
    expect(figureOf(app.container, S.meanRating)).toBe('3.50 ★ · 4 ratings');
  });

  it('shows — without attendees or ratings', async () => {
    app = await mount(<RatingsCard noShows={loaded({ responseRate: null, responded: 0, attendees: 0, low: null, high: null, meanRating: null, ratings: 0 })} />);
    expect(figureOf(app.container, S.responseRate)).toBe('—');
    expect(figureOf(app.container, S.meanRating)).toBe('—');
  });
});
