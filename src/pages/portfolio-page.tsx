// /portfolio (docs/design/metrics.md, Portfolio benchmark): a manager's buildings side by side over the last 12 complete weeks, one
// figure at a time, each with its interval, percentile and change. From the benchmark/ call as a
// cached resource (the device's copy first, with its age). A building-admin session never gets here
// (app-routes: manager only) and has no link to it (sidebar).
import '../features/dashboard/dashboard.css';
import '../features/analytics/analytics.css';
import '../features/portfolio/portfolio.css';
import { useState } from 'react';
import { FIGURE_KEYS, FIGURE_LABELS, type FigureKey } from '../features/portfolio/portfolio-rows.ts';
import { PORTFOLIO_STRINGS as S } from '../features/portfolio/portfolio-strings.ts';
import { PortfolioRatingsTable, PortfolioTable } from '../features/portfolio/portfolio-table.tsx';
import { usePageTitle } from '../layout/page-title.ts';
import { SHELL_STRINGS } from '../layout/shell-strings.ts';
import { CopyAgeInTopBar } from '../offline/stale-notice.tsx';
import { benchmarkRequest, benchmarkResource } from '../state/analytics.ts';
import { useBuildingScope } from '../state/building-scope.ts';
import { useBuildings } from '../state/buildings.ts';
import { useCachedResource } from '../state/use-resource.ts';
import { formatWrittenDate } from '../ui/date-time-format.ts';

function isFigureKey(value: string): value is FigureKey {
  return (FIGURE_KEYS as readonly string[]).includes(value);
}

export default function PortfolioPage() {
  usePageTitle(SHELL_STRINGS.portfolioTitle);
  const scope = useBuildingScope();
  const [figure, setFigure] = useState<FigureKey>('capture');
  const benchmark = useCachedResource(benchmarkResource, benchmarkRequest(scope), !scope.isBuildingAdmin);
  const answer = benchmark.data;
  const buildings = answer?.buildings ?? [];
  // The comparison leaves out buildings whose dashboard access is off (as Analytics shows them no
  // figures): named here, so none is missing without a word.
  const accountBuildings = useBuildings(!scope.isBuildingAdmin).data ?? [];
  const leftOut = accountBuildings.filter((building) => !building.dashboardAccess).map((building) => building.name);
  return (
    <div className="page pf-page">
      <div className="dash-page__toolbar">
        <CopyAgeInTopBar cachedAt={[benchmark.cachedAt]} />
        {benchmark.error !== null && answer === null && !benchmark.inProgress ? (
          <p className="dash-page__error" role="alert">
            {benchmark.error}
          </p>
        ) : null}
      </div>
      <section className="dash-card an-section" aria-labelledby="pf-title">
        <header className="dash-card__header">
          <h2 className="dash-card__title" id="pf-title">
            {S.heading}
          </h2>
          <label className="dash-select">
            <span className="dash-visually-hidden">{S.figure}</span>
            <select
              value={figure}
              onChange={(event) => {
                if (isFigureKey(event.target.value)) setFigure(event.target.value);
              }}
            >
              {FIGURE_KEYS.map((key) => (
                <option key={key} value={key}>
                  {FIGURE_LABELS[key]}
                </option>
              ))}
            </select>
          </label>
        </header>
        <p className="an-guidance">{S.guidance}</p>
        {leftOut.length > 0 ? <p className="pf-left-out">{S.leftOut(leftOut)}</p> : null}
        {/* The weeks compared come with the answer, where its loading line was: above the guidance
            they pushed it and the note below down when they came. */}
        {answer && answer.from !== '' ? <p className="pf-intro">{S.weeks(formatWrittenDate(answer.from), formatWrittenDate(answer.to), formatWrittenDate(answer.previousFrom), formatWrittenDate(answer.previousTo))}</p> : null}
        {buildings.length === 0 ? (
          <p className="an-chart__message" role="status">
            {benchmark.inProgress ? S.loading : S.noBuildings}
          </p>
        ) : (
          <>
            <PortfolioTable buildings={buildings} figure={figure} />
            <PortfolioRatingsTable buildings={buildings} />
          </>
        )}
      </section>
    </div>
  );
}
