// ?id={eventId} and ?hero-chart&id={eventId} (spec §2 Overlay dialogs, Event popup): the day of that
// event in a dialog. The day comes from what the dashboard already loaded (calendar month, chart), so
// the request, and its copy on the device, is the day's; a deep link or reload that holds only the
// id asks the server for the event's day instead. Goes through a cached resource so a popup seen
// before opens offline.
import { useSnapshot } from 'valtio';
import type { OverlayProps } from '../../overlays/overlay-types.ts';
import { StaleNotice } from '../../offline/stale-notice.tsx';
import { calendarResource, dayDetailsResource, heroChartResource, loadedEventDate, useDashboardScope, type DayDetailsParams } from '../../state/dashboard.ts';
import { useCachedResource } from '../../state/cached-resource.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { DASHBOARD_STRINGS as S } from './dashboard-strings.ts';
import type { CalendarEntry, DayEntry, HeroChartPoint } from './dashboard-types.ts';
import { EventPopup, eventPopupTitle } from './event-popup.tsx';

function parseEventId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The day shown: the opened event's date in the answer, else the answer's (all entries share it). */
function answerDate(entries: readonly DayEntry[] | null, eventId: number): string | null {
  if (entries === null) return null;
  const opened = entries.find((entry) => !entry.isHoliday && entry.id === eventId);
  return opened?.date ?? entries[0]?.date ?? null;
}

export default function EventPopupOverlay({ params, onClose }: OverlayProps) {
  const eventId = parseEventId(params.id);
  const scope = useDashboardScope();
  const calendar = useSnapshot(calendarResource.state).data as CalendarEntry[] | null;
  const chart = useSnapshot(heroChartResource.state).data as HeroChartPoint[] | null;
  const knownDate = eventId === null ? null : loadedEventDate(eventId, calendar, chart);
  const request: DayDetailsParams =
    knownDate !== null ? { buildingId: scope.buildingId, date: knownDate } : { buildingId: scope.buildingId, eventId: eventId ?? 0 };
  const details = useCachedResource(dayDetailsResource, request, scope.ready && eventId !== null);
  // An answer for another request (the previous popup's day) is not this popup's.
  const sameRequest = JSON.stringify(details.params ?? null) === JSON.stringify(request);
  const entries = sameRequest ? (details.data as DayEntry[] | null) : null;
  const date = knownDate ?? (eventId === null ? null : answerDate(entries, eventId));
  const failed = sameRequest && !details.inProgress && details.error !== null && entries === null;

  return (
    <Dialog title={date === null ? S.eventDetail : eventPopupTitle(date)} onClose={onClose} size="medium">
      {sameRequest ? <StaleNotice cachedAt={details.cachedAt} /> : null}
      {eventId === null || failed ? (
        <p className="dash-popup__message" role="alert">
          {eventId === null ? S.eventNotFound : details.error}
        </p>
      ) : (
        <EventPopup date={date ?? ''} entries={entries} initialEventId={eventId} />
      )}
    </Dialog>
  );
}
