// Capture & Growth (docs/product-spec.md, Analytics): Capture % and Capacity % gauges, beside them the no-show and
// late-cancel rates with the period's walk-ins and waitlist promotions, the venue choice
// 'All Venues' for capacity (each venue with its building when several are in scope), the guidance
// text, and in the quarter view the three monthly Capture gauges (a month not yet begun says 'not yet':
// it has no figure, whatever the answer holds for it, never 0 %).
import { memo } from 'react';
import type { CaptureGrowth, CapturePercentage, NoShowRates } from '../../api/analytics-api.ts';
import type { ResourceState } from '../../state/cached-resource.ts';
import { setVenue } from '../../state/analytics.ts';
import { ChartDataView } from '../../ui/chart-data-view.tsx';
import type { ChartTable } from '../../ui/chart-table.ts';
import { formatPercent } from '../../ui/format-percent.ts';
import { ANALYTICS_STRINGS as S } from './analytics-strings.ts';
import { countText } from './count-tiles.tsx';
import { PercentGauge } from './percent-gauge.tsx';
import { monthLabel } from './period-options.ts';

/** Capture, Capacity, no-show and late-cancel: the period's gauges, before a quarter's monthly ones. */
const PERIOD_GAUGES = 4;

interface Gauge {
  key: string;
  title: string;
  value: number | null | undefined;
  loading: boolean;
  /** Said instead of a figure (a month not yet begun). */
  emptyText?: string;
}

/** Whether the month's first day is after `today` (YYYY-MM-DD). */
export function monthNotBegun(year: number, month: number, today: string): boolean {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01` > today;
}

/** The gauges' "Show as table": one row per gauge, its figure as the gauge writes it. */
function gaugesTable(gauges: readonly Gauge[]): ChartTable {
  return {
    caption: S.captureGrowth,
    columns: [S.figureColumn, S.valueColumn],
    rows: gauges.map((gauge) => [gauge.title, formatPercent(gauge.value, gauge.emptyText ?? S.noValue)]),
  };
}

interface CaptureGrowthSectionProps {
  quarter: boolean;
  venueId: number;
  capture: ResourceState<CapturePercentage>;
  growth: ResourceState<CaptureGrowth>;
  noShows: ResourceState<NoShowRates>;
  /** The device's date (YYYY-MM-DD): a quarter's month after it has not begun. */
  today: string;
}

/** Drawn again only when its own figures change: the page re-renders as each section's answer arrives. */
export const CaptureGrowthSection = memo(function CaptureGrowthSection({ quarter, venueId, capture, growth, noShows, today }: CaptureGrowthSectionProps) {
  const venues = growth.data?.venues ?? [];
  // With several buildings in scope (All buildings), each venue names its building.
  const severalBuildings = new Set(venues.map((venue) => venue.buildingName)).size > 1;
  const months = quarter ? (capture.data?.months ?? []) : [];
  const gauges: Gauge[] = [
    { key: 'capture', title: S.capture, value: capture.data?.capture, loading: capture.inProgress },
    { key: 'capacity', title: S.capacity, value: growth.data?.capacity, loading: growth.inProgress },
    { key: 'no-show', title: S.noShowRate, value: noShows.data?.noShowRate, loading: noShows.inProgress },
    { key: 'late-cancel', title: S.lateCancelRate, value: noShows.data?.lateCancelRate, loading: noShows.inProgress },
    ...months.map((month): Gauge => {
      const gauge = { key: `${month.year}-${month.month}`, title: S.captureOfMonth(monthLabel(month.year, month.month)), loading: capture.inProgress };
      return monthNotBegun(month.year, month.month, today) ? { ...gauge, value: null, emptyText: S.notYet } : { ...gauge, value: month.capture };
    }),
  ];
  const table = gaugesTable(gauges);
  return (
    <section className="dash-card an-section" aria-labelledby="an-capture-title">
      <header className="dash-card__header">
        <h2 className="dash-card__title" id="an-capture-title">
          {S.captureGrowth}
        </h2>
        <label className="dash-select an-venue-select">
          <span className="dash-visually-hidden">{S.venue}</span>
          <select value={venueId} onChange={(event) => setVenue(Number(event.target.value))}>
            <option value={0}>{S.allVenues}</option>
            {venues.map((venue) => (
              <option key={venue.id} value={venue.id}>
                {severalBuildings ? S.venueOfBuilding(venue.name, venue.buildingName) : venue.name}
              </option>
            ))}
          </select>
        </label>
      </header>
      <ChartDataView table={table} hasData={gauges.some((gauge) => gauge.value !== undefined && gauge.value !== null)}>
        <div className="an-gauges an-gauges--four">
          {gauges.slice(0, PERIOD_GAUGES).map((gauge) => (
            <PercentGauge key={gauge.key} title={gauge.title} value={gauge.value} loading={gauge.loading} />
          ))}
        </div>
        {quarter ? (
          <div className="an-gauges an-gauges--three">
            {gauges.slice(PERIOD_GAUGES).map((gauge) => (
              <PercentGauge key={gauge.key} title={gauge.title} value={gauge.value} loading={gauge.loading} emptyText={gauge.emptyText} />
            ))}
          </div>
        ) : null}
      </ChartDataView>
      {/* Figures that come make a new line (keyed by them): kept, the text after the first figure
          moved sideways when '—' became a number, a layout shift. */}
      <p key={`${countText(noShows.data?.walkIns)}/${countText(noShows.data?.waitlistPromoted)}`} className="an-check-in-counts" aria-busy={noShows.inProgress}>
        {S.walkIns}: <strong>{countText(noShows.data?.walkIns)}</strong> · {S.waitlistPromoted}:{' '}
        <strong>{countText(noShows.data?.waitlistPromoted)}</strong>
      </p>
      <p className="an-guidance">{S.capacityGuidance}</p>
    </section>
  );
});
