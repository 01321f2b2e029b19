// Schedule Breakdown (docs/product-spec.md, Analytics): events and Capacity % per weekday as a bar chart; choosing a
// bar (or its button, for the keyboard) loads that weekday's dates. Until one is chosen the prompt
// 'Please click a bar on the left to view data.' shows.
import { memo, useMemo } from 'react';
import type { Weekday, WeekdayDate, WeekdaySchedule } from '../../api/analytics-api.ts';
import type { ResourceState } from '../../state/cached-resource.ts';
import { chooseWeekday } from '../../state/analytics.ts';
import { EChart } from './echart.tsx';
import { formatPercent } from '../../ui/format-percent.ts';
import { barOption } from './analytics-charts.ts';
import { ANALYTICS_STRINGS as S } from './analytics-strings.ts';
import { ChartPanel } from './chart-panel.tsx';
import { formatDate } from '../../ui/format-date.ts';
import { ChartDataView } from '../../ui/chart-data-view.tsx';

const SCHEDULE_HEIGHT_PX = 220;

interface ScheduleSectionProps {
  schedule: ResourceState<WeekdaySchedule[]>;
  dates: ResourceState<WeekdayDate[]>;
  weekday: Weekday;
  weekdayChosen: boolean;
}

function asWeekday(index: number): Weekday | null {
  return index >= 0 && index < 7 ? ((index + 1) as Weekday) : null;
}

/** Events per weekday, Monday first, 0 for a weekday with none. */
function weekdayBars(rows: readonly WeekdaySchedule[]): { label: string; value: number }[] {
  return S.weekdayShort.map((label, index) => ({ label, value: rows.find((row) => row.weekday === index + 1)?.specific ?? 0 }));
}

/** A click on a bar chooses its weekday (one object: the chart binds it once). */
const BAR_EVENTS = {
  click: (params: unknown) => {
    const chosen = asWeekday((params as { dataIndex?: number }).dataIndex ?? -1);
    if (chosen !== null) chooseWeekday(chosen);
  },
};

/** Drawn again only when its own figures change: the page re-renders as each section's answer arrives. */
export const ScheduleSection = memo(function ScheduleSection({ schedule, dates, weekday, weekdayChosen }: ScheduleSectionProps) {
  const bars = useMemo(() => weekdayBars(schedule.data ?? []), [schedule.data]);
  const hasEvents = bars.some((bar) => bar.value > 0);
  const selected = weekdayChosen ? weekday - 1 : undefined;
  const option = useMemo(() => barOption(bars, { selected }), [bars, selected]);
  const table = useMemo(
    () => ({ caption: S.eventsPerWeekday, columns: [S.weekdayColumn, S.eventsColumn], rows: bars.map((bar, index) => [S.weekdayLong[index] ?? bar.label, bar.value]) }),
    [bars],
  );
  const dayRows = dates.data ?? [];
  return (
    <section className="dash-card an-section" aria-labelledby="an-schedule-title">
      <header className="dash-card__header">
        <h2 className="dash-card__title" id="an-schedule-title">
          {S.scheduleBreakdown}
        </h2>
      </header>
      <div className="an-schedule">
        <div className="an-schedule__chart">
          <ChartDataView table={table} hasData={hasEvents}>
            <ChartPanel loading={schedule.inProgress} empty={!hasEvents} heightPx={SCHEDULE_HEIGHT_PX}>
              <EChart
                option={option}
                style={{ height: SCHEDULE_HEIGHT_PX, width: '100%' }}
                onEvents={BAR_EVENTS}
                ariaLabel={`${S.eventsPerWeekday}: ${bars.map((bar) => `${bar.label} ${bar.value}`).join(', ')}`}
              />
            </ChartPanel>
          </ChartDataView>
          <div className="an-weekdays" role="group" aria-label={S.weekdayChoice}>
            {S.weekdayShort.map((label, index) => (
              <button
                key={label}
                type="button"
                className="an-weekdays__day"
                aria-pressed={weekdayChosen && weekday === index + 1}
                title={S.weekdayLong[index]}
                onClick={() => chooseWeekday((index + 1) as Weekday)}
              >
                {label}
              </button>
            ))}
          </div>
        </div>
        <div className="an-schedule__dates" aria-live="polite">
          {!weekdayChosen ? (
            <p className="an-chart__message">
              {S.clickABar} <span className="an-schedule__hint">{S.clickABarAbove}</span>
            </p>
          ) : dayRows.length === 0 ? (
            <p className="an-chart__message" role="status">
              {dates.inProgress ? S.loading : S.noDatesThatDay}
            </p>
          ) : (
            <table className="an-table">
              <caption className="an-table__caption">{S.weekdayLong[weekday - 1]}</caption>
              <thead>
                <tr>
                  <th scope="col">{S.dateColumn}</th>
                  <th scope="col">{S.eventsColumn}</th>
                  <th scope="col">{S.capacityColumn}</th>
                </tr>
              </thead>
              <tbody>
                {dayRows.map((row) => (
                  <tr key={row.date}>
                    <th scope="row">{formatDate(row.date)}</th>
                    <td>{row.specific}</td>
                    <td>{formatPercent(row.cPercent, S.noValue)}</td>
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
