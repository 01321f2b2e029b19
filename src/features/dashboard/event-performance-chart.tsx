// Event Performance card (spec §2): capacity % of the last 10/20 events as a line chart.
import './dashboard.css';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { DeferredEChart } from '../charts/deferred-echart.tsx';
import type { ChartInstance } from '../charts/echarts-core.ts';
import { BuildingSelect, EventCountControl, RefreshingMark } from './chart-card-controls.tsx';
import { DASHBOARD_STRINGS as S } from './dashboard-strings.ts';
import type { Building } from '../../api/buildings-api.ts';
import type { EventCount, HeroChartPoint } from '../../api/dashboard-api.ts';
import {
  buildPerformanceOption,
  capacityAxisMax,
  isChartEmpty,
  POINT_TAP_RADIUS_PX,
  tappedPointIndex,
} from './performance-chart-option.ts';

const CHART_HEIGHT_PX = 280 as const;

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
  const option = useMemo(() => (points !== null && !isChartEmpty(points) ? buildPerformanceOption(points) : null), [points]);

  // echarts keeps the handler registered at mount; it reads the latest props through this ref.
  const latest = useRef({ points, onPointClick });
  useEffect(() => {
    latest.current = { points, onPointClick };
  });

  const handleChartReady = useCallback((chart: ChartInstance) => {
    // A tap anywhere in an event's column opens it (a 12 px dot is too small a target on a tablet),
    // and so does one just beside the first or last point, which sit on the grid's edges.
    chart.getZr().on('click', (event) => {
      const points = latest.current.points;
      if (points === null || points.length === 0) return;
      // Within the plot's height (and a finger's reach above and below it), not on the card's margins.
      const top = chart.convertToPixel({ yAxisIndex: 0 }, capacityAxisMax(points));
      const bottom = chart.convertToPixel({ yAxisIndex: 0 }, 0);
      if (event.offsetY < top - POINT_TAP_RADIUS_PX || event.offsetY > bottom + POINT_TAP_RADIUS_PX) return;
      const pointXs = points.map((_, index) => chart.convertToPixel({ xAxisIndex: 0 }, index));
      const index = tappedPointIndex(event.offsetX, pointXs);
      const point = index === null ? undefined : points[index];
      if (point !== undefined) latest.current.onPointClick(point.eventId, point.xAxis);
    });
  }, []);

  return (
    <section className="dash-card dash-chart" aria-busy={loading}>
      <header className="dash-card__header">
        <h2 className="dash-card__title">{S.eventPerformance}</h2>
        <div className="dash-card__controls">
          <RefreshingMark shown={loading && option !== null} />
          {eventCountHidden ? null : <EventCountControl value={eventCount} onChange={onEventCountChange} />}
          {buildingFilter === undefined ? null : <BuildingSelect {...buildingFilter} />}
        </div>
      </header>
      {option !== null ? (
        <DeferredEChart
          option={option}
          style={{ height: CHART_HEIGHT_PX, width: '100%' }}
          onChartReady={handleChartReady}
          ariaLabel={S.eventPerformance}
          placeholder={<div className="dash-chart__pending" style={{ height: CHART_HEIGHT_PX }} role="img" aria-label={S.eventPerformance} />}
        />
      ) : (
        <p className="dash-chart__message" style={{ height: CHART_HEIGHT_PX }} role="status">
          {loading ? S.loading : S.noStats}
        </p>
      )}
    </section>
  );
}
