// /client-dashboard: Analytics (docs/product-spec.md, Analytics). Filters on top; Capture & Growth (with no-show and
// late-cancel rates), User Analysis, Retention, At-risk residents and Schedule Breakdown below, each from its cached resource (the device's copy first, then the
// server's), with the offline notice while the view on screen is a copy. The access-off overlay
// replaces the sections: nothing of such a building is asked for or shown.
import '../features/dashboard/dashboard.css';
import '../features/analytics/analytics.css';
import { format } from 'date-fns';
import { useRef } from 'react';
import { AnalyticsFilters } from '../features/analytics/analytics-filters.tsx';
import { ANALYTICS_STRINGS as S } from '../features/analytics/analytics-strings.ts';
import { AtRiskSection } from '../features/analytics/at-risk-section.tsx';
import { ReminderFiguresCard } from '../features/analytics/reminder-figures-card.tsx';
import { CaptureGrowthSection } from '../features/analytics/capture-growth-section.tsx';
import { RatingsCard } from '../features/analytics/ratings-card.tsx';
import { PdfButton } from '../features/analytics/pdf-button.tsx';
import { analyticsPdfHeading } from '../features/analytics/pdf-heading.ts';
import { RetentionSection } from '../features/analytics/retention-section.tsx';
import { ScheduleSection } from '../features/analytics/schedule-section.tsx';
import { useAnalyticsView } from '../features/analytics/use-analytics-view.ts';
import { UserAnalysisSection } from '../features/analytics/user-analysis-section.tsx';
import { usePageTitle } from '../layout/page-title.ts';
import { SHELL_STRINGS } from '../layout/shell-strings.ts';
import { CopyAgeInTopBar } from '../offline/stale-notice.tsx';


export default function AnalyticsPage() {
  usePageTitle(SHELL_STRINGS.analyticsTitle);
  const area = useRef<HTMLDivElement>(null);
  const view = useAnalyticsView();
  const { ui, layoutState } = view;
  const sections = [view.numbers, view.perUnit, view.capture, view.growth, view.attended, view.noShows, view.retention, view.atRisk, view.reminders, view.schedule];
  const failed = sections.find((resource) => resource.error !== null && resource.data === null && !resource.inProgress);
  const layout = layoutState.status === 'ready' ? layoutState.layout : null;
  // The filters (a building choice only for several buildings, a company choice for commercial
  // ones) and the note of buildings left out depend on the list of buildings and on their layout:
  // drawn before those came (from the device's copy, a few frames late), they grew under the reader
  // and pushed the figures down.
  const buildingsKnown = view.buildingsState.error !== null || (view.buildingsState.data !== null && layoutState.status !== 'loading');

  return (
    <div className="page an-page">
      <div className="dash-page__toolbar">
        <CopyAgeInTopBar cachedAt={sections.map((resource) => resource.cachedAt)} />
        {failed && !view.isAccessOff ? (
          <p className="dash-page__error" role="alert">
            {failed.error}
          </p>
        ) : null}
      </div>
      {buildingsKnown ? (
        <>
          <AnalyticsFilters
            ui={ui}
            now={new Date()}
            buildings={view.buildings}
            companies={view.companies}
            byOption={view.byOption}
            showByOption={view.showByOption}
            showBuildings={!view.isAdmin && view.buildings.length > 1}
            pdfButton={
              <PdfButton
                target={area}
                heading={() => analyticsPdfHeading({ ui, buildings: view.buildings, companies: view.companies, byOption: view.byOption, now: new Date() })}
              />
            }
          />
          {view.leftOut.length > 0 && !view.isAccessOff ? (
            <p className="an-left-out" role="note">
              {S.leftOut(view.leftOut)}
            </p>
          ) : null}
          <div className="an-area" ref={area}>
            {layoutState.status === 'failed' ? (
              <div className="dash-card an-layout-error" role="alert">
                <p>{S.layoutFailed}</p>
                <p className="an-layout-error__detail">{layoutState.error}</p>
                <button type="button" className="button" onClick={layoutState.retry}>
                  {S.retry}
                </button>
              </div>
            ) : layout === null ? (
              <p className="an-chart__message" role="status">
                {S.loading}
              </p>
            ) : view.isAccessOff ? (
              <div className="an-access-off" role="alert">
                <p>{S.accessOff}</p>
              </div>
            ) : (
              <>
                <CaptureGrowthSection
                  quarter={ui.mode === 'quarter'}
                  venueId={ui.venueId}
                  capture={view.capture}
                  growth={view.growth}
                  noShows={view.noShows}
                  today={format(new Date(), 'yyyy-MM-dd')}
                />
                <RatingsCard noShows={view.noShows} />
                <UserAnalysisSection layout={layout} byCompany={view.byOption === 'company'} numbers={view.numbers} attended={view.attended} perUnit={view.perUnit} />
                <RetentionSection quarter={ui.mode === 'quarter'} retention={view.retention} />
                <AtRiskSection atRisk={view.atRisk} />
                <ReminderFiguresCard figures={view.reminders} />
                {view.scheduleShown ? (
                  <ScheduleSection schedule={view.schedule} dates={view.dates} weekday={ui.weekday} weekdayChosen={ui.weekdayChosen} />
                ) : null}
              </>
            )}
          </div>
        </>
      ) : (
        <p className="an-chart__message" role="status">
          {S.loading}
        </p>
      )}
    </div>
  );
}
