// User Analysis (docs/product-spec.md, Analytics): new, unique and recurrent users, RSVPs and attended of RSVPed; the
// attendance buckets One timers (1 event), Fans (2-5), Super fans (5+); attendance per block
// (residential) or company (commercial), as a table a screen reader can walk.
import { memo, useMemo } from 'react';
import type { AttendedRsvpd, UnitPerformance, UserAnalysisNumbers } from '../../api/analytics-api.ts';
import type { ResourceState } from '../../state/cached-resource.ts';
import type { AnalyticsLayout } from '../../state/analytics.ts';
import { EChart } from './echart.tsx';
import { formatPercent } from '../../ui/format-percent.ts';
import { barOption } from './analytics-charts.ts';
import { ANALYTICS_STRINGS as S } from './analytics-strings.ts';
import { ChartPanel } from './chart-panel.tsx';
import { CountTiles } from './count-tiles.tsx';
import { ChartDataView } from '../../ui/chart-data-view.tsx';

const BUCKETS_HEIGHT_PX = 200;

interface UserAnalysisSectionProps {
  layout: AnalyticsLayout;
  /** Filtering by company (a commercial layout): the units are companies only. */
  byCompany: boolean;
  numbers: ResourceState<UserAnalysisNumbers>;
  attended: ResourceState<AttendedRsvpd>;
  perUnit: ResourceState<UnitPerformance[]>;
}

/** Residential buildings have blocks, commercial ones companies; a mixed cluster by building has both. */
function unitsTitle(layout: AnalyticsLayout, byCompany: boolean): string {
  if (layout === 'residential') return S.attendancePerBlock;
  return byCompany ? S.attendancePerCompany : S.attendancePerUnit;
}

/** Drawn again only when its own figures change: the page re-renders as each section's answer arrives. */
export const UserAnalysisSection = memo(function UserAnalysisSection({ layout, byCompany, numbers, attended, perUnit }: UserAnalysisSectionProps) {
  const figures = numbers.data;
  const buckets = figures?.eventsAttendedByUser;
  const bucketData = useMemo(
    () =>
      buckets
        ? [
            { label: S.oneTimers, value: buckets.bar_1 },
            { label: S.fans, value: buckets.bar_2 },
            { label: S.superFans, value: buckets.bar_3 },
          ]
        : [],
    [buckets],
  );
  const bucketOption = useMemo(() => barOption(bucketData), [bucketData]);
  const bucketTable = useMemo(
    () => ({ caption: S.attendanceBuckets, columns: [S.bucketColumn, S.usersColumn], rows: bucketData.map((bucket) => [bucket.label, bucket.value]) }),
    [bucketData],
  );
  const units = perUnit.data ?? [];
  const tiles = [
    { label: S.newUsers, value: figures?.newUsers },
    { label: S.uniqueUsers, value: figures?.uniqueUsers },
    { label: S.recurrentUsers, value: figures?.recurrentUsers },
    { label: S.rsvps, value: figures?.rsvps },
    { label: S.attendedOfRsvped, text: attended.data ? formatPercent(attended.data.attendedRsvpd, S.noValue) : S.noValue },
  ];
  return (
    <section className="dash-card an-section" aria-labelledby="an-users-title">
      <header className="dash-card__header">
        <h2 className="dash-card__title" id="an-users-title">
          {S.userAnalysis}
        </h2>
      </header>
      <CountTiles tiles={tiles} busy={numbers.inProgress} />
      <div className="an-users__charts">
        <figure className="an-buckets">
          <figcaption className="an-gauge__title">{S.attendanceBuckets}</figcaption>
          <ChartDataView table={bucketTable}>
            <ChartPanel loading={numbers.inProgress} empty={bucketData.length === 0} heightPx={BUCKETS_HEIGHT_PX}>
              <EChart
                option={bucketOption}
                style={{ height: BUCKETS_HEIGHT_PX, width: '100%' }}
                ariaLabel={bucketData.map((bucket) => `${bucket.label}: ${bucket.value}`).join(', ')}
              />
            </ChartPanel>
          </ChartDataView>
          <p className="an-buckets__legend">
            {S.oneTimers} ({S.oneTimersHint}) · {S.fans} ({S.fansHint}) · {S.superFans} ({S.superFansHint})
          </p>
        </figure>
        <div className="an-units">
          <h3 className="an-units__title">{unitsTitle(layout, byCompany)}</h3>
          {units.length === 0 ? (
            <p className="an-chart__message an-units__empty" role="status">
              {perUnit.inProgress ? S.loading : S.noStats}
            </p>
          ) : (
            <table className="an-table">
              <thead>
                <tr>
                  <th scope="col">{S.unitColumn}</th>
                  <th scope="col">{S.attendanceColumn}</th>
                </tr>
              </thead>
              <tbody>
                {units.map((unit) => (
                  <tr key={unit.id}>
                    <th scope="row">{unit.objectName}</th>
                    <td>
                      <span className="an-bar" aria-hidden="true">
                        <span className="an-bar__fill" style={{ width: `${Math.min(100, unit.performance ?? 0)}%` }} />
                      </span>
                      <span className="an-bar__value">{formatPercent(unit.performance, S.noValue)}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </div>
    </section>
  );
});
