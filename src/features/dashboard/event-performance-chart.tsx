// Event Performance card (docs/product-spec.md, Event dashboard): capacity % of the last 10/20 events as a line chart.
import './dashboard.css';
import { EventCountControl, RefreshingMark } from './chart-card-controls.tsx';
import { BuildingSelect } from '../../ui/building-select.tsx';
import { DASHBOARD_STRINGS as S, notDrawnNote } from './dashboard-strings.ts';
import type { Building } from '../../api/buildings-api.ts';
import type { EventCount, HeroChartPoint } from '../../api/dashboard-api.ts';
import { drawnPoints, isChartEmpty, performanceTable } from './performance-chart-data.ts';
import { CHART_DATA_ACTIONS_PX, ChartDataView } from '../../ui/chart-data-view.tsx';
import { CHART_HEIGHT_PX } from './performance-chart-geometry.ts';
import { PerformanceChart } from './performance-chart.tsx';

/** The line under the chart that says which events have no point (its 4 px margin and a 20 px line). */
export const CHART_NOTE_PX = 24 as const;

export interface EventPerformanceChartProps {
  /** Null until the first answer (or cached copy) arrives. */
  points: HeroChartPoint[] | null;
  /** A request is under way. With points already shown they stay, with a small 'Loading....' note. */
  loading: boolean;
  /** The page opens ?hero-chart&id={eventId}; the date helps it load that day's details. */
  onPointClick: (eventId: number, date: string) => void;
  eventCount: EventCount;
  onEventCountChange: (count: EventCount) => void;
  /** Spec: the 'Last 10/20 events' selector "is hidden once calendar data exists"; the page decides. */
  eventCountHidden?: boolean;
  /** Omit (building-admin mode, single building) to hide the building filter. */
  buildingFilter?: { buildings: readonly Building[]; value: number; onChange: (buildingId: number) => void };
}

export function EventPerformanceChart({
  points,
  loading,
  onPointClick,
  eventCount,
  onEventCountChange,
  eventCountHidden = false,
  buildingFilter,
}: EventPerformanceChartProps) {
  const plotted = points !== null && !isChartEmpty(points) ? points : null;
  // An event without a capacity has no point: drawn, its date stood on the axis with nothing above
  // it and the line ran past. The chart draws the others; the table lists all and a note says so.
  const drawn = plotted === null ? [] : drawnPoints(plotted);
  const notDrawn = plotted === null ? 0 : plotted.length - drawn.length;
  return (
    <section className="dash-card dash-chart" aria-busy={loading}>
      <header className="dash-card__header">
        <h2 className="dash-card__title">{S.eventPerformance}</h2>
        <div className="dash-card__controls">
          <RefreshingMark shown={loading && plotted !== null} />
          {eventCountHidden ? null : <EventCountControl value={eventCount} onChange={onEventCountChange} />}
          {buildingFilter === undefined ? null : <BuildingSelect {...buildingFilter} />}
        </div>
      </header>
      {plotted !== null ? (
        // hasData from the points: the table's rows are made only when the table or its CSV is asked for.
        <ChartDataView table={performanceTable(plotted)} hasData={plotted.length > 0}>
          <PerformanceChart points={drawn} onPointClick={onPointClick} label={S.eventPerformance} />
          {/* The note's line is kept when it has nothing to say: a note that came with the data
              (no device copy yet) pushed the calendar below down. */}
          <p className="dash-chart__note" style={{ minHeight: CHART_NOTE_PX }} aria-hidden={notDrawn === 0 || undefined}>
            {notDrawn > 0 ? notDrawnNote(notDrawn) : null}
          </p>
        </ChartDataView>
      ) : (
        // The chart's room and its row of table and CSV buttons: the chart that replaces it moves nothing.
        <p className="dash-chart__message" style={{ height: CHART_HEIGHT_PX + CHART_NOTE_PX + CHART_DATA_ACTIONS_PX }} role="status">
          {loading ? S.loading : S.noStats}
        </p>
      )}
    </section>
  );
}
