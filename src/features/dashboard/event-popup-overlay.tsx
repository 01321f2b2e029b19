// ?id={eventId}, ?hero-chart&id={eventId} and ?id=holiday-{holidayId} (spec §2 Overlay dialogs, Event
// popup; the holiday form is ours, see popup-target.ts): the day of that entry in a dialog. The day
// comes from what the dashboard already loaded (calendar month, chart), so the request, and its copy
// on the device, is the day's; a deep link or reload that holds only the id asks the server for the
// entry's day instead. On /dashboard it calls /calendar-event-details/, on any other page
// /user-event-details/ (spec §7). Goes through a cached resource so a popup seen before opens offline.
import { useLocation } from 'wouter';
import type { OverlayProps } from '../../overlays/overlay-types.ts';
import { DialogCopyAge } from '../../offline/stale-notice.tsx';
import {
  calendarResource,
  dayDetailsResourceFor,
  heroChartResource,
  loadedEntryDate,
  useDashboardScope,
  type DayDetailsParams,
} from '../../state/dashboard.ts';
import { useCachedResource, useResourceState } from '../../state/cached-resource.ts';
import { useSelectedUserId, userEventsResource } from '../../state/users.ts';
import { ROUTES } from '../../config/routes.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { DASHBOARD_STRINGS as S } from './dashboard-strings.ts';
import type { CalendarEntry, DayEntry, HeroChartPoint } from '../../api/dashboard-api.ts';
import { EventPopup, eventPopupTitle } from './event-popup.tsx';
import { parsePopupId, type PopupTarget } from '../../state/popup-target.ts';

/** The day shown: the opened entry's date in the answer, else the answer's (all entries share it). */
function answerDate(entries: readonly DayEntry[] | null, target: PopupTarget): string | null {
  if (entries === null) return null;
  const opened = entries.find((entry) => entry.isHoliday === (target.kind === 'holiday') && entry.id === target.id);
  return opened?.date ?? entries[0]?.date ?? null;
}

function requestFor(target: PopupTarget | null, knownDate: string | null, buildingId: number, userId: number | null): DayDetailsParams {
  // On the user page the popup shows the chosen user's events of that day (spec §7 /user-event-details/).
  const scope = userId === null ? { buildingId } : { buildingId, userId };
  if (knownDate !== null) return { ...scope, date: knownDate };
  if (target?.kind === 'holiday') return { ...scope, holidayId: target.id };
  return { ...scope, eventId: target?.id ?? 0 };
}

export default function EventPopupOverlay({ params, onClose }: OverlayProps) {
  const target = parsePopupId(params.id);
  const [pathname] = useLocation();
  const scope = useDashboardScope();
  const calendar = useResourceState(calendarResource).data as CalendarEntry[] | null;
  const chart = useResourceState(heroChartResource).data as HeroChartPoint[] | null;
  const onUserPage = pathname.replace(/\/$/, '').toLowerCase() === ROUTES.users;
  const userId = useSelectedUserId();
  const userEntries = useResourceState(userEventsResource).data as CalendarEntry[] | null;
  const knownDate =
    target === null ? null : onUserPage ? loadedEntryDate(target, userEntries, null) : loadedEntryDate(target, calendar, chart);
  const request = requestFor(target, knownDate, scope.buildingId, onUserPage ? userId : null);
  const details = useCachedResource(dayDetailsResourceFor(pathname), request, scope.ready && target !== null);
  // An answer for another request (the previous popup's day) is not this popup's.
  const sameRequest = JSON.stringify(details.params ?? null) === JSON.stringify(request);
  const entries = sameRequest ? (details.data as DayEntry[] | null) : null;
  const date = knownDate ?? (target === null ? null : answerDate(entries, target));
  const failed = sameRequest && !details.inProgress && details.error !== null && entries === null;

  return (
    <Dialog
      title={date === null ? S.eventDetail : eventPopupTitle(date)}
      onClose={onClose}
      size="medium"
      fullHeight
      status={<DialogCopyAge cachedAt={sameRequest ? details.cachedAt : null} />}
    >
      {target === null || failed ? (
        <p className="dash-popup__message" role="alert">
          {target === null ? S.eventNotFound : details.error}
        </p>
      ) : (
        <EventPopup date={date ?? ''} entries={entries} initialTarget={target} />
      )}
    </Dialog>
  );
}
