// /r/me: my pass (first: it is what a resident opens this page for at the door), my coming RSVPs
// (with waitlist positions), my past events (attended or not, with Rate for those I came to while
// rating is open), the language, reminders on or off, sign out and sign out everywhere. Each answer is
// kept on the device per resident, so offline it shows them as last loaded and says so.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { RESIDENT_ROUTES } from '../config/resident-routes.ts';
import { statusText } from './event-card.tsx';
import { LanguageChooser } from './language-chooser.tsx';
import { PassSkeleton } from './pass-skeleton.tsx';
import { RemindersSwitch } from './reminders-switch.tsx';
import { ratingOpen } from './rating.ts';
import { RatingForm } from './rating-form.tsx';
import { residentApi } from './resident-api.ts';
import { readAnswer, saveAnswer } from './resident-cache.ts';
import type { MyEvent, MyEvents } from './resident-event.ts';
import { residentIdOf, signOutResident, useResidentToken } from './resident-session.ts';
import { RESIDENT_STRINGS as S } from './resident-strings.ts';
import { dayHeading, loadedAt, timeRange } from './zoned-time.ts';

const MY_EVENTS_CACHE = 'my-events';

// The pass brings the QR encoder: its own chunk, so a first visit of /r/events downloads neither
// (the service worker precaches it with the rest, for a phone offline at the door).
const PassSection = lazy(() => import('./pass-section.tsx'));

type Load = { state: 'loading' } | { state: 'loaded'; data: MyEvents; offlineSince: string | null } | { state: 'failed'; message: string };

function MyEventItem({ event, past, token }: { event: MyEvent; past: boolean; token: string }) {
  const status = past ? (event.attended ? S.attended : S.notAttended) : statusText(event);
  const [rating, setRating] = useState(false);
  const [rated, setRated] = useState(event.rated);
  // When the list was shown: whether rating is still open is decided once, not on every render.
  const [shownAt] = useState(() => Date.now());
  // Only who came may rate, until 7 days after the end (the server decides; this only hides the button).
  const canRate = past && event.attended === true && ratingOpen(event, shownAt);
  return (
    <li className="r-event">
      <h3>{event.name}</h3>
      <p className="r-event-time">
        {dayHeading(event.date)} · {timeRange(event.startTime, event.endTime, event.timeZone, false)}
      </p>
      {event.venue ? <p className="r-muted">{event.venue}</p> : null}
      {status !== null ? <p className="r-status">{rated ? `${status} · ${S.rated}` : status}</p> : null}
      {canRate ? (
        <button type="button" className="r-button" aria-expanded={rating} onClick={() => setRating(!rating)}>
          {rating ? S.closeRating : rated ? S.changeRating : S.rate}
        </button>
      ) : null}
      {canRate && rating ? (
        <RatingForm
          initialStars={null}
          send={(stars, comment) => residentApi.rate(token, event.id, stars, comment)}
          onSaved={() => setRated(true)}
        />
      ) : null}
    </li>
  );
}

function SignedInMe({ token }: { token: string }) {
  const residentId = residentIdOf(token);
  const [, navigate] = useLocation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const answer = await residentApi.myEvents(token);
      if (!live) return;
      if (answer.ok) {
        setLoad({ state: 'loaded', data: answer.data, offlineSince: null });
        void saveAnswer(residentId, MY_EVENTS_CACHE, answer.data);
        return;
      }
      const cached = answer.status === 0 ? await readAnswer<MyEvents>(residentId, MY_EVENTS_CACHE) : null;
      if (!live) return;
      setLoad(cached !== null ? { state: 'loaded', data: cached.data, offlineSince: cached.savedAt } : { state: 'failed', message: answer.message });
    })();
    return () => {
      live = false;
    };
  }, [token, residentId]);

  const onSignOut = async () => {
    await signOutResident();
    navigate(RESIDENT_ROUTES.signIn, { replace: true });
  };

  const onSignOutEverywhere = async () => {
    setError(null);
    const answer = await residentApi.signOutEverywhere(token);
    if (!answer.ok) return setError(answer.message);
    await onSignOut();
  };

  return (
    <>
      <h1>{S.meHeading}</h1>
      {/* The page is drawn once its events are in (or known missing): drawn before, the pass, the
          reminders and the buttons under the loading line were pushed down by the events and the
          offline banner when they came (a layout shift of 0.7 on a phone). */}
      {load.state === 'loading' ? <p>{S.loading}</p> : <LoadedMe load={load} token={token} error={error} onSignOut={onSignOut} onSignOutEverywhere={onSignOutEverywhere} residentId={residentId} />}
    </>
  );
}

interface LoadedMeProps {
  load: Exclude<Load, { state: 'loading' }>;
  token: string;
  residentId: string;
  error: string | null;
  onSignOut: () => Promise<void>;
  onSignOutEverywhere: () => Promise<void>;
}

function LoadedMe({ load, token, residentId, error, onSignOut, onSignOutEverywhere }: LoadedMeProps) {
  return (
    <>
      {load.state === 'failed' ? <p role="alert">{load.message}</p> : null}
      {load.state === 'loaded' && load.offlineSince !== null ? (
        <p className="r-banner" role="status">
          {S.offlineSince(loadedAt(load.offlineSince))}
        </p>
      ) : null}
      <Suspense
        fallback={
          // As the section looks while it asks for the pass, so nothing moves when its chunk arrives.
          <section className="r-card r-pass">
            <h2>{S.passHeading}</h2>
            <PassSkeleton offline={!navigator.onLine} />
          </section>
        }
      >
        <PassSection token={token} residentId={residentId} />
      </Suspense>
      {load.state === 'loaded' ? (
        <>
          <section aria-labelledby="r-upcoming">
            <h2 id="r-upcoming">{S.upcomingHeading}</h2>
            {load.data.upcoming.length === 0 ? (
              <p>{S.noUpcoming}</p>
            ) : (
              <ul className="r-events">
                {load.data.upcoming.map((event) => (
                  <MyEventItem key={event.id} event={event} past={false} token={token} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="r-past">
            <h2 id="r-past">{S.pastHeading}</h2>
            {load.data.past.length === 0 ? (
              <p>{S.noPast}</p>
            ) : (
              <ul className="r-events">
                {load.data.past.map((event) => (
                  <MyEventItem key={event.id} event={event} past token={token} />
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
      <LanguageChooser token={token} />
      <RemindersSwitch token={token} />
      {error !== null ? (
        <p role="alert" className="r-error">
          {error}
        </p>
      ) : null}
      <div className="r-actions">
        <button type="button" className="r-button" onClick={() => void onSignOut()}>
          {S.signOut}
        </button>
        <button type="button" className="r-button r-danger" onClick={() => void onSignOutEverywhere()}>
          {S.signOutEverywhere}
        </button>
      </div>
    </>
  );
}

export function MeScreen() {
  const token = useResidentToken();
  if (token === null) return <Redirect to={RESIDENT_ROUTES.signIn} replace />;
  return <SignedInMe token={token} />;
}
