// The period's ratings (docs/design/metrics.md, "Ratings"): the rating response rate with its 95 %
// interval, and the mean rating with its count. They come with the no-show rates' answer.
import { memo } from 'react';
import type { NoShowRates } from '../../api/analytics-api.ts';
import type { ResourceState } from '../../state/cached-resource.ts';
import { meanRatingText, RATING_FIGURE_STRINGS as S, responseDetailText, responseRateText } from '../../ui/rating-figures-text.ts';

export const RatingsCard = memo(function RatingsCard({ noShows }: { noShows: ResourceState<NoShowRates> }) {
  const ratings = noShows.data?.ratings;
  const detail = ratings ? responseDetailText(ratings) : S.noValue;
  return (
    <section className="dash-card an-section an-ratings" aria-labelledby="an-ratings-title" aria-busy={noShows.inProgress}>
      <h2 className="dash-card__title" id="an-ratings-title">
        {S.responseRate} · {S.meanRating}
      </h2>
      <dl className="an-ratings__figures">
        <div>
          <dt>{S.responseRate}</dt>
          <dd>
            <strong>{ratings ? responseRateText(ratings) : S.noValue}</strong>
            {detail !== S.noValue ? <span className="an-ratings__detail">{detail}</span> : null}
          </dd>
        </div>
        <div>
          <dt>{S.meanRating}</dt>
          <dd>
            <strong>{ratings ? meanRatingText(ratings) : S.noValue}</strong>
          </dd>
        </div>
      </dl>
      <p className="an-guidance">{S.responseGuidance}</p>
    </section>
  );
});
