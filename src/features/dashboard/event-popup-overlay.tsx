// ?id={eventId}, ?hero-chart&id={eventId} and ?id=holiday-{holidayId} (docs/product-spec.md, Overlay dialogs, Event
// popup; the holiday form is ours, see popup-target.ts): the day of that entry in a dialog. The day
// comes from what the dashboard already loaded (calendar month, chart), so the request, and its copy
// on the device, is the day's; a deep link or reload that holds only the id asks the server for the
// entry's day instead. On /dashboard it calls /calendar-event-details/, on any other page
// /user-event-details/ (docs/product-spec.md, Manager calls). Goes through a cached resource so a popup seen before opens offline.
import { useLocation } from 'wouter';
import type { OverlayProps } from '../../overlays/overlay-types.ts';
import { DialogCopyAge } from '../../offline/stale-notice.tsx';
import {
  calendarResource,
  dayDetailsRequest,
  dayDetailsResourceFor,
  heroChartResource,
  loadedEntryDate,
  useDashboardRequests,
  type DaySought,
} from '../../state/dashboard.ts';
import { useCachedResource, useResourceState } from '../../state/use-resource.ts';
import { userEventsResource, userRequest, useSelectedUserId } from '../../state/users.ts';
import { ROUTES } from '../../config/routes.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { DASHBOARD_STRINGS as S } from './dashboard-strings.ts';
import type { DayEntry } from '../../api/dashboard-api.ts';
import { EventPopup, eventPopupTitle } from './event-popup.tsx';
import { parsePopupId, type PopupTarget } from '../../state/popup-target.ts';

/** The day shown: the opened entry's date in the answer, else the answer's (all entries share it). */
function answerDate(entries: readonly DayEntry[] | null, target: PopupTarget): string | null {
  if (entries === null) return null;
  const opened = entries.find((entry) => entry.isHoliday === (target.kind === 'holiday') && entry.id === target.id);
  return opened?.date ?? entries[0]?.date ?? null;
}

function daySought(target: PopupTarget | null, knownDate: string | null): DaySought {
  if (knownDate !== null) return { date: knownDate };
  if (target?.kind === 'holiday') return { holidayId: target.id };
  return { eventId: target?.id ?? 0 };
}

export default function EventPopupOverlay({ params, onClose }: OverlayProps) {
  const target = parsePopupId(params.id);
  const [pathname] = useLocation();
  // What the dashboard shows (its calendar month, its chart) and the user page's chosen user.
  const dashboard = useDashboardRequests();
  const { scope } = dashboard;
  const calendar = useResourceState(calendarResource, dashboard.calendar).data;
  const chart = useResourceState(heroChartResource, dashboard.heroChart).data;
  const onUserPage = pathname.replace(/\/$/, '').toLowerCase() === ROUTES.users;
  const userId = useSelectedUserId();
  const userEntries = useResourceState(userEventsResource, onUserPage && userId !== null ? userRequest(scope, userId) : null).data;
  const knownDate =
    target === null ? null : onUserPage ? loadedEntryDate(target, userEntries, null) : loadedEntryDate(target, calendar, chart);
  // On the user page the popup shows the chosen user's events of that day (the spec's call /user-event-details/).
  const request = dayDetailsRequest(scope, daySought(target, knownDate), onUserPage ? userId : null);
  const details = useCachedResource(dayDetailsResourceFor(pathname), request, scope.ready && target !== null);
  const entries = details.data;
  const date = knownDate ?? (target === null ? null : answerDate(entries, target));
  const failed = !details.inProgress && details.error !== null && entries === null;

  return (
    <Dialog
      title={date === null ? S.eventDetail : eventPopupTitle(date)}
      onClose={onClose}
      size="medium"
      status={<DialogCopyAge cachedAt={details.cachedAt} />}
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
