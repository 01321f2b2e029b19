// /events: today's and the coming events of the session's buildings (the building filter
// shared with /dashboard and /user-dashboard), going / capacity / waitlisted at a glance, "New event",
// and the chosen event's roster with RSVP at the desk. /events?event={id} (the calendar popup's link)
// opens that event's roster. On a narrow screen (768 wide) the page shows the list or the roster.
import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import '../features/dashboard/dashboard.css';
import '../features/events/events.css';
import { EventDayList } from '../features/events/event-day-list.tsx';
import { EVENTS_STRINGS as S } from '../features/events/events-strings.ts';
import { RosterPanel } from '../features/events/roster-panel.tsx';
import { ROUTES } from '../config/routes.ts';
import { usePageTitle } from '../layout/page-title.ts';
import { CopyAgeInTopBar } from '../offline/stale-notice.tsx';
import { parseQueryParts } from '../overlays/overlay-query.ts';
import { chooseBuilding, useBuildingScope } from '../state/building-scope.ts';
import { useBuildings } from '../state/buildings.ts';
import { chooseEvent, datesFrom, eventDaysRequest, eventDaysResource, moveDays, showToday, todayDate, useEventsUi, EVENT_DAYS_SHOWN } from '../state/event-days.ts';
import { formatDayRange } from '../ui/date-time-format.ts';
import { useCachedResource } from '../state/use-resource.ts';
import { BuildingSelect } from '../ui/building-select.tsx';

/** `?event={id}` opens that event's roster (the link is then replaced by the plain path). */
function useEventFromAddress(): void {
  const search = useSearch();
  const [, navigate] = useLocation();
  useEffect(() => {
    const asked = Number(parseQueryParts(search).find(([name]) => name === 'event')?.[1]);
    if (!Number.isInteger(asked) || asked <= 0) return;
    chooseEvent(asked);
    navigate(ROUTES.events, { replace: true });
  }, [search, navigate]);
}

function DaysNavigation({ firstDay }: { firstDay: string | null }) {
  const shown = datesFrom(firstDay ?? todayDate());
  return (
    <div className="events-nav" role="group" aria-label={S.daysNavigation}>
      <button type="button" className="button button-secondary" onClick={() => moveDays(-EVENT_DAYS_SHOWN)} aria-label={S.previousDays}>
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className="button button-secondary" onClick={showToday} aria-pressed={firstDay === null}>
        {S.today}
      </button>
      <button type="button" className="button button-secondary" onClick={() => moveDays(EVENT_DAYS_SHOWN)} aria-label={S.nextDays}>
        <span aria-hidden="true">›</span>
      </button>
      <span className="events-nav__range" aria-live="polite">
        {S.daysShown(formatDayRange(shown[0] ?? '', shown.at(-1) ?? ''))}
      </span>
    </div>
  );
}

export default function EventsPage() {
  usePageTitle(S.heading);
  useEventFromAddress();
  const ui = useEventsUi();
  const scope = useBuildingScope();
  const buildings = useBuildings(scope.ready);
  const days = useCachedResource(eventDaysResource, eventDaysRequest(scope, ui.firstDay), scope.ready);
  const events = days.data?.events ?? [];
  const showBuilding = scope.buildingId === 0 && (buildings.data?.length ?? 0) > 1;

  return (
    <div className="page events-page" data-view={ui.eventId === null ? 'list' : 'detail'}>
      <CopyAgeInTopBar cachedAt={[days.cachedAt]} />
      <section className="events-list" aria-label={S.heading}>
        <div className="events-toolbar">
          {scope.isBuildingAdmin ? null : (
            <BuildingSelect buildings={buildings.data ?? []} value={scope.buildingId} onChange={chooseBuilding} />
          )}
          <div className="events-toolbar__actions">
            <DaysNavigation firstDay={ui.firstDay} />
            <Link href={`${ROUTES.events}?new-event`} className="button button-primary events-new">
              {S.newEvent}
            </Link>
          </div>
        </div>
        {days.data === null ? (
          <p className="events-empty" role={days.error ? 'alert' : undefined}>
            {days.error ?? S.loading}
          </p>
        ) : (
          <EventDayList events={events} chosenId={ui.eventId} showBuilding={showBuilding} onChoose={chooseEvent} />
        )}
      </section>
      <section className="events-roster" aria-label={S.roster}>
        {ui.eventId === null ? (
          <p className="events-empty">{S.chooseEvent}</p>
        ) : (
          <>
            <button type="button" className="button button-secondary events-back" onClick={() => chooseEvent(null)}>
              <span aria-hidden="true">‹</span> {S.backToEvents}
            </button>
            <RosterPanel eventId={ui.eventId} />
          </>
        )}
      </section>
    </div>
  );
}
