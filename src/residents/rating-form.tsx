// The one rating form, for the e-mail's page (/r/rate, with the link's token) and for "Rate" on
// /r/me (with the session): the stars as a radio group (arrow keys move within it), an optional
// comment, one button. Only that button sends anything.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { RATING_LIMITS } from '../contract/limits.ts';
import type { ResidentAnswer } from './resident-api.ts';
import { untilText, type GivenRating } from './rating.ts';
import { RESIDENT_STRINGS as S } from './resident-strings.ts';

const STARS = Array.from({ length: RATING_LIMITS.maxStars }, (_, index) => index + 1);

export function RatingForm({
  initialStars,
  send,
  onSaved,
}: {
  initialStars: number | null;
  send: (stars: number, comment: string) => Promise<ResidentAnswer<GivenRating>>;
  onSaved?: (rating: GivenRating) => void;
}) {
  const id = useId();
  const [stars, setStars] = useState<number | null>(initialStars);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<GivenRating | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // Focus goes to the error so a screen reader and a keyboard user meet it at once.
    if (error !== null) errorRef.current?.focus();
  }, [error]);

  const onSubmit = async (submit: FormEvent) => {
    submit.preventDefault();
    if (stars === null) return setError(S.starsMissing);
    setBusy(true);
    setError(null);
    const answer = await send(stars, comment);
    setBusy(false);
    if (!answer.ok) return setError(answer.message);
    setSaved(answer.data);
    onSaved?.(answer.data);
  };

  return (
    <form className="r-rating" onSubmit={(submit) => void onSubmit(submit)} noValidate>
      <fieldset className="r-stars">
        <legend>{S.starsLegend}</legend>
        {STARS.map((n) => (
          <label key={n} className="r-star" data-on={stars !== null && n <= stars ? 'true' : undefined}>
            <input type="radio" name={`${id}-stars`} value={n} checked={stars === n} onChange={() => setStars(n)} />
            {/* Filled or outlined, not only coloured: the choice shows without colour too. */}
            <span aria-hidden="true">{stars !== null && n <= stars ? '★' : '☆'}</span>
            <span className="r-star-label">{S.starLabel(n)}</span>
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-comment`}>{S.commentLabel}</label>
      <textarea
        id={`${id}-comment`}
        className="r-comment"
        rows={4}
        maxLength={RATING_LIMITS.commentMaxChars}
        value={comment}
        onChange={(change) => setComment(change.target.value)}
      />
      {error !== null ? (
        <p ref={errorRef} role="alert" tabIndex={-1} className="r-error">
          {error}
        </p>
      ) : null}
      <p role="status" className="r-announce">
        {saved !== null ? S.ratingSaved(saved.eventName, untilText(saved.changeableUntil)) : ''}
      </p>
      <button type="submit" className="r-button r-primary" disabled={busy}>
        {S.sendRating}
      </button>
    </form>
  );
}
