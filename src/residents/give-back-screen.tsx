// /r/give-back?token=…: a reminder's "Can't come? Give my place back" link. Mail scanners and link
// previewers open every link in an e-mail, so opening this page only reads the event (a POST that
// changes nothing); only its one button gives the place back. No session needed: the link's token
// is the permission, for that place only, until the event starts.
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { residentApi, type GiveBackEvent, type GiveBackState } from './resident-api.ts';
import { REMINDER_STRINGS as R } from './reminder-strings.ts';
import { RESIDENT_STRINGS as S } from './resident-strings.ts';
import { dayHeading, timeRange } from './zoned-time.ts';

type Load = { state: 'loading' } | { state: 'loaded'; data: GiveBackEvent } | { state: 'failed'; message: string };

/** Read when drawn, in the language in force (a table made once would keep the first one). */
function closedText(state: Exclude<GiveBackState, 'open'>): string {
  return { 'given-back': R.alreadyGivenBack, started: R.started, cancelled: R.cancelled }[state];
}

function Message({ text, alert }: { text: string; alert: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // Focus goes to the outcome so a screen reader and a keyboard user meet it at once.
    ref.current?.focus();
  }, [text]);
  return (
    <p ref={ref} tabIndex={-1} role={alert ? 'alert' : 'status'} className={alert ? 'r-error' : 'r-banner'}>
      {text}
    </p>
  );
}

function GiveBack({ linkToken }: { linkToken: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void residentApi.giveBackEvent(linkToken).then((answer) => {
      if (!live) return;
      setLoad(answer.ok ? { state: 'loaded', data: answer.data } : { state: 'failed', message: answer.message });
    });
    return () => {
      live = false;
    };
  }, [linkToken]);

  const onGiveBack = async () => {
    setBusy(true);
    setError(null);
    const answer = await residentApi.giveBack(linkToken);
    setBusy(false);
    if (answer.ok) setDone(true);
    else setError(answer.message);
  };

  if (load.state === 'loading') return <p>{S.loading}</p>;
  if (load.state === 'failed') return <Message text={load.message} alert />;
  const { event, state } = load.data;
  return (
    <>
      <section className="r-card" aria-labelledby="r-give-back-event">
        <h2 id="r-give-back-event">{event.name}</h2>
        <p className="r-event-time">
          {dayHeading(event.date)} · {timeRange(event.startTime, event.endTime, event.timeZone, true)}
        </p>
        <p className="r-muted">{event.venue ? `${event.venue} · ${event.buildingName}` : event.buildingName}</p>
      </section>
      {done ? (
        <Message text={R.givenBack(event.name)} alert={false} />
      ) : state !== 'open' ? (
        <Message text={closedText(state)} alert={false} />
      ) : (
        <>
          <p>{R.giveBackIntro}</p>
          {error !== null ? <Message text={error} alert /> : null}
          <button type="button" className="r-button r-danger" disabled={busy} onClick={() => void onGiveBack()}>
            {R.giveBack}
          </button>
        </>
      )}
    </>
  );
}

export function GiveBackScreen() {
  const linkToken = new URLSearchParams(useSearch()).get('token');
  return (
    <>
      <h1>{R.giveBackHeading}</h1>
      {linkToken ? <GiveBack linkToken={linkToken} /> : <Message text={R.noToken} alert />}
    </>
  );
}
