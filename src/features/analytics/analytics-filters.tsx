// The selectors and filters of /client-dashboard (docs/product-spec.md, Analytics; Business constants and limits): By Month / By Quarter with the
// month (last 13) or quarter (last 3); building, or company (By Building / By Company for a mixed
// cluster); event type. Controlled by the analytics store; every change reloads the sections.
import type { ReactNode } from 'react';
import { EVENT_TYPES, type Company, type EventType } from '../../api/analytics-api.ts';
import type { Building } from '../../api/buildings-api.ts';
import { BuildingSelect } from '../../ui/building-select.tsx';
import { setAnalyticsFilter, type AnalyticsUiState, type ByOption, type PeriodMode } from '../../state/analytics.ts';
import { ANALYTICS_STRINGS as S } from './analytics-strings.ts';
import { monthOptions, quarterOptions } from './period-options.ts';

function Segmented<T extends string>({ label, value, options, onChange }: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="dash-segmented" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="dash-segmented__option"
          aria-pressed={value === option.value}
          onClick={() => {
            if (value !== option.value) onChange(option.value);
          }}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

function Select({ label, value, onChange, children }: { label: string; value: string | number; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <label className="dash-select">
      <span className="dash-visually-hidden">{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </label>
  );
}

// Made on each render, so the choices speak the language in force.
function periodModes(): readonly { value: PeriodMode; label: string }[] {
  return [
    { value: 'month', label: S.byMonth },
    { value: 'quarter', label: S.byQuarter },
  ];
}

function byOptions(): readonly { value: ByOption; label: string }[] {
  return [
    { value: 'building', label: S.byBuilding },
    { value: 'company', label: S.byCompany },
  ];
}

interface AnalyticsFiltersProps {
  ui: Readonly<AnalyticsUiState>;
  now: Date;
  buildings: readonly Building[];
  companies: readonly Company[];
  byOption: ByOption;
  showByOption: boolean;
  showBuildings: boolean;
  pdfButton: ReactNode;
}

export function AnalyticsFilters({ ui, now, buildings, companies, byOption, showByOption, showBuildings, pdfButton }: AnalyticsFiltersProps) {
  return (
    <div className="an-filters">
      <div className="an-filters__row">
        <Segmented label={S.periodMode} value={ui.mode} options={periodModes()} onChange={(mode) => setAnalyticsFilter({ mode })} />
        {ui.mode === 'month' ? (
          <Select label={S.month} value={ui.month} onChange={(month) => setAnalyticsFilter({ month })}>
            {monthOptions(now).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        ) : (
          <Select label={S.quarter} value={ui.quarter} onChange={(quarter) => setAnalyticsFilter({ quarter })}>
            {quarterOptions(now).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        )}
        <div className="an-filters__pdf">{pdfButton}</div>
      </div>
      {/* Event type first, the By Building / By Company switch last: what appears once the buildings
          and the cluster type are known is added at the end and moves nothing already drawn. */}
      <div className="an-filters__row">
        <Select label={S.eventType} value={ui.eventType} onChange={(type) => setAnalyticsFilter({ eventType: Number(type) as EventType })}>
          <option value={EVENT_TYPES.all}>{S.allEvents}</option>
          <option value={EVENT_TYPES.social}>{S.socialEvents}</option>
          <option value={EVENT_TYPES.fitness}>{S.fitnessClasses}</option>
        </Select>
        {byOption === 'building' && showBuildings ? (
          <BuildingSelect label={S.building} buildings={buildings} value={ui.buildingId} onChange={(buildingId) => setAnalyticsFilter({ buildingId })} />
        ) : null}
        {byOption === 'company' ? (
          <Select label={S.company} value={ui.companyId} onChange={(id) => setAnalyticsFilter({ companyId: Number(id) })}>
            <option value={0}>{S.allCompanies}</option>
            {companies.map((company) => (
              <option key={company.id} value={company.id}>
                {company.name}
              </option>
            ))}
          </Select>
        ) : null}
        {showByOption ? (
          <Segmented label={S.filterBy} value={byOption} options={byOptions()} onChange={(next) => setAnalyticsFilter({ byOption: next })} />
        ) : null}
      </div>
    </div>
  );
}
