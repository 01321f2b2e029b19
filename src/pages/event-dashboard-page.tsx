// /dashboard (docs/product-spec.md, Event dashboard): building selector, the four tiles, Event Performance and the
// Event Schedule calendar, all from the dashboard store (the device's copy first, then the server's),
// with the offline notice while what is on screen came from the device. ?tour runs the guided tour.
import '../features/dashboard/dashboard-page.css';
import { parseISO } from 'date-fns';
import { useLocation } from 'wouter';
import { ROUTES } from '../config/routes.ts';
import { BuildingSelect } from '../ui/building-select.tsx';
import { EventPerformanceChart } from '../features/dashboard/event-performance-chart.tsx';
import { EventScheduleCalendar } from '../features/dashboard/event-schedule-calendar.tsx';
import { popupIdParam } from '../state/popup-target.ts';
import { TopNumberTiles } from '../features/dashboard/top-number-tiles.tsx';
import { GuidedTour } from '../features/tour/guided-tour.tsx';
import { useGuidedTourRequest } from '../features/tour/guided-tour.ts';
import { usePageTitle } from '../layout/page-title.ts';
import { SHELL_STRINGS } from '../layout/shell-strings.ts';
import { CopyAgeInTopBar } from '../offline/stale-notice.tsx';
import { chooseBuilding } from '../state/building-scope.ts';
import {
  setCalendarMonth,
  setEventCount,
  useDashboardData,
  useEventCountChoiceShown,
} from '../state/dashboard.ts';
import { showPendingTasks } from '../state/tasks.ts';


export default function EventDashboardPage() {
  usePageTitle(SHELL_STRINGS.dashboardTitle);
  const tour = useGuidedTourRequest();
  const [, navigate] = useLocation();
  const { scope, ui, topNumbers, chart, calendar, buildings } = useDashboardData();
  const points = chart.data;
  const buildingList = buildings.data ?? [];
  const countChoiceShown = useEventCountChoiceShown({
    data: calendar.data,
    inProgress: calendar.inProgress,
    error: calendar.error,
  });
  const failed = [topNumbers, chart, calendar].find((resource) => resource.error !== null && resource.data === null);

  return (
    <div className="page dash-page">
      <div className="dash-page__toolbar">
        <CopyAgeInTopBar cachedAt={[topNumbers.cachedAt, chart.cachedAt, calendar.cachedAt]} />
        {failed ? (
          <p className="dash-page__error" role="alert">
            {failed.error}
          </p>
        ) : null}
        {/* A manager's selector keeps its place while the list loads (nothing below moves when it
            comes); with one building, that building's name stands there. */}
        {scope.isBuildingAdmin ? null : (
          <div className="dash-page__building">
            {buildingList.length > 1 ? (
              <BuildingSelect buildings={buildingList} value={scope.buildingId} onChange={chooseBuilding} />
            ) : (
              <p className="dash-page__building-name">{buildingList[0]?.name}</p>
            )}
          </div>
        )}
      </div>
      <div data-tour="tiles">
        <TopNumberTiles
          numbers={topNumbers.data}
          onPendingTasksClick={() => {
            showPendingTasks();
            navigate(ROUTES.tasks);
          }}
          pendingDisabled={scope.isBuildingAdmin}
        />
      </div>
      <div data-tour="chart">
        <EventPerformanceChart
          points={points}
          loading={chart.inProgress}
          onPointClick={(eventId) => navigate(`${ROUTES.dashboard}?hero-chart&id=${eventId}`)}
          eventCount={ui.eventCount}
          onEventCountChange={setEventCount}
          eventCountHidden={!countChoiceShown}
        />
      </div>
      <div data-tour="calendar">
        <EventScheduleCalendar
          month={parseISO(ui.month)}
          entries={calendar.data}
          loading={calendar.inProgress}
          onMonthChange={setCalendarMonth}
          onOpen={(target) => navigate(`${ROUTES.dashboard}?id=${popupIdParam(target)}`)}
          error={calendar.error}
        />
      </div>
      {tour.requested ? <GuidedTour onFinish={tour.finish} onShowQuery={tour.showQuery} /> : null}
    </div>
  );
}
