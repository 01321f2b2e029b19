// /r/events: the coming events of my buildings, by day, each with its one button. Live: a change on
// the residents' stream asks for the list again. ?preview={buildingId} shows a building's events to
// its manager as residents see them, from the staff session of the same origin, buttons disabled.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Redirect, useSearch } from 'wouter';
import { RESIDENT_ROUTES } from '../config/resident-routes.ts';
import { readStored } from '../config/web-storage.ts';
import { CancelDialog, isLateCancel } from './cancel-dialog.tsx';
import { EventCard, type EventAction } from './event-card.tsx';
import { residentApi } from './resident-api.ts';
import { readAnswer, saveAnswer } from './resident-cache.ts';
import { readMyStatus, type ResidentEvent } from './resident-event.ts';
import { useResidentChanges } from './resident-live.ts';
import { residentIdOf, useResidentToken } from './resident-session.ts';
import { RESIDENT_STRINGS as S } from './resident-strings.ts';
import { dayHeading, loadedAt } from './zoned-time.ts';

const EVENTS_CACHE = 'events';

/** Events by day, in the order the server gave them (by start). */
export function groupByDay(events: readonly ResidentEvent[]): Array<{ date: string; events: ResidentEvent[] }> {
  const days: Array<{ date: string; events: ResidentEvent[] }> = [];
  for (const event of [...events].sort((a, b) => `${a.date}T${a.startTime}`.localeCompare(`${b.date}T${b.startTime}`))) {
    const last = days[days.length - 1];
    if (last?.date === event.date) last.events.push(event);
    else days.push({ date: event.date, events: [event] });
  }
  return days;
}

/** The events now, else (offline) as last loaded on this device. */
async function loadEvents(token: string, residentId: string): Promise<Load> {
  const answer = await residentApi.events(token);
  if (answer.ok) {
    void saveAnswer(residentId, EVENTS_CACHE, answer.data);
    return { state: 'loaded', events: answer.data, offlineSince: null };
  }
  if (answer.status === 0) {
    const cached = await readAnswer<ResidentEvent[]>(residentId, EVENTS_CACHE);
    if (cached !== null) return { state: 'loaded', events: cached.data, offlineSince: cached.savedAt };
  }
  return { state: 'failed', message: answer.message };
}

type Load = { state: 'loading' } | { state: 'loaded'; events: ResidentEvent[]; offlineSince: string | null } | { state: 'failed'; message: string };

function EventList({
  events,
  disabled,
  onAction,
}: {
  events: ResidentEvent[];
  disabled: boolean;
  onAction: (event: ResidentEvent, action: EventAction) => void;
}) {
  if (events.length === 0) return <p>{S.noEvents}</p>;
  // The zone is said only when my buildings are in several (residents.md, Screens).
  const showZone = new Set(events.map((event) => event.timeZone)).size > 1;
  return (
    <>
      {groupByDay(events).map((day) => (
        <section key={day.date} aria-labelledby={`r-day-${day.date}`} className="r-day">
          <h2 id={`r-day-${day.date}`}>{dayHeading(day.date)}</h2>
          <ul className="r-events">
            {day.events.map((event) => (
              <EventCard key={event.id} event={event} showZone={showZone} disabled={disabled} onAction={onAction} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function PreviewEvents({ buildingId }: { buildingId: number }) {
  const staffToken = readStored('session')?.token ?? null;
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [buildingName, setBuildingName] = useState<string | null>(null);
  useEffect(() => {
    if (staffToken === null) return;
    let live = true;
    void residentApi.preview(staffToken, buildingId).then((answer) => {
      if (!live) return;
      if (!answer.ok) return setLoad({ state: 'failed', message: answer.message });
      setBuildingName(answer.data.buildingName ?? answer.data.events[0]?.buildingName ?? null);
      setLoad({ state: 'loaded', events: answer.data.events, offlineSince: null });
    });
    return () => {
      live = false;
    };
  }, [staffToken, buildingId]);
  if (staffToken === null) return <p role="alert">{S.previewNoSession}</p>;
  return (
    <>
      <p className="r-banner" role="note">
        {S.previewBanner(buildingName ?? S.previewBuilding)}
      </p>
      <h1>{S.eventsHeading}</h1>
      {load.state === 'loading' ? <p role="status">{S.loading}</p> : null}
      {load.state === 'failed' ? <p role="alert">{load.message}</p> : null}
      {load.state === 'loaded' ? <EventList events={load.events} disabled onAction={() => undefined} /> : null}
    </>
  );
}

function MyBuildingsEvents({ token }: { token: string }) {
  const residentId = residentIdOf(token);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<{ event: ResidentEvent; late: boolean } | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  // Bumped to ask again: after an RSVP or cancel, and on a change on the live stream.
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((value) => value + 1), []);
  // What is on screen, to tell whether a live change changed it (then said in the status line).
  const shown = useRef<string | null>(null);
  const fromStream = useRef(false);

  useEffect(() => {
    let live = true;
    void loadEvents(token, residentId).then((next) => {
      if (!live) return;
      // A failed refresh keeps what is on screen; only a first load shows the failure.
      setLoad((previous) => (next.state === 'failed' && previous.state === 'loaded' ? previous : next));
      if (next.state !== 'loaded') return;
      const text = JSON.stringify(next.events);
      if (fromStream.current && shown.current !== null && shown.current !== text) setAnnouncement(S.eventsChanged);
      fromStream.current = false;
      shown.current = text;
    });
    return () => {
      live = false;
    };
  }, [token, residentId, version]);
  useResidentChanges(token, () => {
    fromStream.current = true;
    refresh();
  });

  useEffect(() => {
    if (error !== null) errorRef.current?.focus();
  }, [error]);

  const send = async (event: ResidentEvent, action: EventAction) => {
    setBusyId(event.id);
    setError(null);
    const answer = action === 'join' ? await residentApi.rsvp(token, event.id) : await residentApi.cancelRsvp(token, event.id);
    setBusyId(null);
    setConfirming(null);
    if (!answer.ok) return setError(answer.message);
    // The list asked again next shows this change of ours, which the live stream announces as well:
    // it is said once, below, not again as "Events updated." over it.
    shown.current = null;
    if (action === 'join') {
      const fields = (answer.data ?? {}) as Record<string, unknown>;
      const status = readMyStatus(fields.status ?? fields.myStatus, fields.position);
      setAnnouncement(status?.status === 'waitlisted' ? S.waitlisted(event.name, status.position) : S.joined(event.name));
    } else setAnnouncement(action === 'cancel' ? S.cancelled(event.name) : S.leftWaitlist(event.name));
    refresh();
  };

  const onAction = (event: ResidentEvent, action: EventAction) => {
    // Whether it is a late cancel is decided when the button is pressed (the dialog says so first).
    if (action === 'cancel') setConfirming({ event, late: isLateCancel(event, Date.now()) });
    else void send(event, action);
  };

  return (
    <>
      <h1>{S.eventsHeading}</h1>
      <p role="status" className="r-announce">
        {announcement}
      </p>
      {error !== null ? (
        <p ref={errorRef} role="alert" tabIndex={-1} className="r-error">
          {error}
        </p>
      ) : null}
      {load.state === 'loading' ? <p>{S.loading}</p> : null}
      {load.state === 'failed' ? <p role="alert">{load.message}</p> : null}
      {load.state === 'loaded' ? (
        <>
          {load.offlineSince !== null ? <p className="r-banner">{S.offlineSince(loadedAt(load.offlineSince))}</p> : null}
          <EventList events={load.events} disabled={busyId !== null || load.offlineSince !== null} onAction={onAction} />
        </>
      ) : null}
      {confirming !== null ? (
        <CancelDialog
          event={confirming.event}
          late={confirming.late}
          busy={busyId !== null}
          onConfirm={() => void send(confirming.event, 'cancel')}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}

export function EventsScreen() {
  const preview = Number(new URLSearchParams(useSearch()).get('preview'));
  const token = useResidentToken();
  if (Number.isInteger(preview) && preview > 0) return <PreviewEvents buildingId={preview} />;
  if (token === null) return <Redirect to={RESIDENT_ROUTES.signIn} replace />;
  return <MyBuildingsEvents token={token} />;
}
