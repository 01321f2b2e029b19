// The kiosk's start screen: today's events open for check-in, each a large target; none: "No events
// to check in to right now" and when the next one opens.
import { useEffect, useMemo, useState } from 'react';
import { eventDaysResource } from '../../state/event-days.ts';
import { kioskRosterRequest, kioskRosterResource } from '../../state/kiosk-roster.ts';
import { useCachedResource } from '../../state/use-resource.ts';
import { kioskEvents, localNow } from './kiosk-events.ts';
import type { KioskEvent } from './kiosk-flow.ts';
import { KIOSK_STRINGS as S } from './kiosk-strings.ts';
import { StepHeading } from './step-heading.tsx';
import { formatClock } from '../../ui/date-time-format.ts';

/** Today's and tomorrow's events (the next one may be tomorrow's), asked again every minute. */
const DAYS_ASKED = 2;
const REFRESH_MS = 60_000;

function kioskEventsRequest(buildingId: number) {
  return { buildingId, days: DAYS_ASKED };
}

export function KioskStart({ buildingId, onPick }: { buildingId: number; onPick: (event: KioskEvent) => void }) {
  const body = useMemo(() => kioskEventsRequest(buildingId), [buildingId]);
  const days = useCachedResource(eventDaysResource, body);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(new Date());
      void eventDaysResource.revalidate(body);
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [body]);
  const { open, next } = useMemo(() => kioskEvents(days.data?.events ?? [], now), [days.data, now]);
  const openIds = open.map((event) => event.id).join(',');
  // The open events' rosters reach the device now, so a resident finds their name without the connection.
  useEffect(() => {
    for (const id of openIds === '' ? [] : openIds.split(',')) void kioskRosterResource.warm(kioskRosterRequest(Number(id)));
  }, [openIds]);

  if (days.data === null) {
    return <p className="kiosk-note">{days.inProgress ? S.loading : S.noEvents}</p>;
  }
  if (open.length === 0) {
    const today = next !== null && next.date === localNow(next.timeZone, now).slice(0, 10);
    return (
      <section className="kiosk-step">
        <StepHeading>{S.noEvents}</StepHeading>
        {next === null ? null : <p className="kiosk-note">{S.nextEvent(next.name, today ? S.todayAt(formatClock(next.startTime)) : S.tomorrowAt(formatClock(next.startTime)))}</p>}
      </section>
    );
  }
  return (
    <section className="kiosk-step">
      <StepHeading>{S.chooseEvent}</StepHeading>
      <ul className="kiosk-events">
        {open.map((event) => (
          <li key={event.id}>
            <button type="button" className="kiosk-event" onClick={() => onPick({ id: event.id, name: event.name, startTime: event.startTime, endTime: event.endTime, timeZone: event.timeZone })}>
              <span className="kiosk-event__name">{event.name}</span>
              <span className="kiosk-event__when">
                {S.eventTimes(formatClock(event.startTime), formatClock(event.endTime))}
                {event.venue === null ? '' : ` · ${event.venue}`}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
