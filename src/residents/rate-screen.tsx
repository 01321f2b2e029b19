// /r/rate: where the rating e-mail's star links land (?token=…&stars=N). Opening it shows the form
// with those stars chosen and sends nothing: mail scanners open every link, so only the button rates.
import { useSearch } from 'wouter';
import { RatingForm } from './rating-form.tsx';
import { residentApi } from './resident-api.ts';
import { starsFrom } from './rating.ts';
import { RESIDENT_STRINGS as S } from './resident-strings.ts';

export function RateScreen() {
  const params = new URLSearchParams(useSearch());
  const token = params.get('token');
  return (
    <section className="r-card" aria-labelledby="r-rate-heading">
      <h1 id="r-rate-heading">{S.rateHeading}</h1>
      {token === null || token === '' ? (
        <p>{S.rateLinkMissing}</p>
      ) : (
        <>
          <p>{S.rateIntro}</p>
          <RatingForm initialStars={starsFrom(params.get('stars'))} send={(stars, comment) => residentApi.rateLink(token, stars, comment)} />
        </>
      )}
    </section>
  );
}
