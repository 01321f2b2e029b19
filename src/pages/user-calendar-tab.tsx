// The Calendar tab (docs/product-spec.md, User page): the chosen user's month calendar, drawn by the dashboard's
// Event Schedule (same cell rules) from /user-events/, which answers every month at once, so moving
// between months asks nothing more. An event opens ?id= (on this page the popup calls
// /user-event-details/ with the user's id, see event-popup-overlay.tsx).
import { parseISO } from 'date-fns';
import { useLocation } from 'wouter';
import type { UserCalendarEntry } from '../api/users-api.ts';
import { ROUTES } from '../config/routes.ts';
import { popupIdParam } from '../state/popup-target.ts';
import type { ResourceState } from '../state/cached-resource.ts';
import { setUserCalendarMonth, useUsersUi } from '../state/users.ts';
import { EventScheduleCalendar } from '../features/dashboard/event-schedule-calendar.tsx';

interface UserCalendarTabProps {
  events: ResourceState<UserCalendarEntry[]>;
}

export function UserCalendarTab({ events }: UserCalendarTabProps) {
  const ui = useUsersUi();
  const [, navigate] = useLocation();
  return (
    <EventScheduleCalendar
      month={parseISO(ui.month)}
      entries={events.data}
      loading={events.inProgress}
      onMonthChange={setUserCalendarMonth}
      onOpen={(target) => navigate(`${ROUTES.users}?id=${popupIdParam(target)}`)}
      error={events.error}
    />
  );
}
