// Capture & Growth (spec §2): Capture % and Capacity % gauges, the venue choice 'All Venues' for
// capacity (each venue with its building when several are in scope), the guidance text, and in the
// quarter view the three monthly Capture gauges.
import { memo } from 'react';
import type { CaptureGrowth, CapturePercentage } from '../../api/analytics-api.ts';
import type { ResourceState } from '../../state/cached-resource.ts';
import { setVenue } from '../../state/analytics.ts';
import { ANALYTICS_STRINGS as S } from './analytics-strings.ts';
import { PercentGauge } from './percent-gauge.tsx';
import { monthLabel } from './period-options.ts';

export interface CaptureGrowthSectionProps {
  quarter: boolean;
  venueId: number;
  capture: ResourceState<CapturePercentage>;
  growth: ResourceState<CaptureGrowth>;
}

/** Drawn again only when its own figures change: the page re-renders as each section's answer arrives. */
export const CaptureGrowthSection = memo(function CaptureGrowthSection({ quarter, venueId, capture, growth }: CaptureGrowthSectionProps) {
  const venues = growth.data?.venues ?? [];
  // With several buildings in scope (All buildings), each venue names its building.
  const severalBuildings = new Set(venues.map((venue) => venue.buildingName)).size > 1;
  const months = quarter ? (capture.data?.months ?? []) : [];
  return (
    <section className="dash-card an-section" aria-labelledby="an-capture-title">
      <header className="dash-card__header">
        <h2 className="dash-card__title" id="an-capture-title">
          {S.captureGrowth}
        </h2>
        <label className="dash-select">
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
      <div className="an-gauges">
        <PercentGauge title={S.capture} value={capture.data?.capture} loading={capture.inProgress} />
        <PercentGauge title={S.capacity} value={growth.data?.capacity} loading={growth.inProgress} />
      </div>
      {quarter ? (
        <div className="an-gauges an-gauges--three">
          {months.map((month) => (
            <PercentGauge
              key={`${month.year}-${month.month}`}
              title={S.captureOfMonth(monthLabel(month.year, month.month))}
              value={month.capture}
              loading={capture.inProgress}
            />
          ))}
        </div>
      ) : null}
      <p className="an-guidance">{S.capacityGuidance}</p>
    </section>
  );
});
