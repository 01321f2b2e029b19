// The heading printed at the top of the analytics PDF: what the page shows (building or
// company, period, event type) and when it was made, so a printed copy explains itself.
import { formatMoment } from '../../ui/date-time-format.ts';
import { EVENT_TYPES, type Company } from '../../api/analytics-api.ts';
import type { Building } from '../../api/buildings-api.ts';
import type { AnalyticsUiState, ByOption } from '../../state/analytics.ts';
import { ANALYTICS_STRINGS as S } from './analytics-strings.ts';
import { monthOptions, quarterOptions } from './period-options.ts';

export interface PdfHeading {
  title: string;
  lines: string[];
}

interface PdfHeadingInput {
  ui: Readonly<AnalyticsUiState>;
  buildings: readonly Building[];
  companies: readonly Company[];
  byOption: ByOption;
  now: Date;
}

function scopeLabel({ ui, buildings, companies, byOption }: PdfHeadingInput): string {
  if (byOption === 'company') {
    return companies.find((company) => company.id === ui.companyId)?.name ?? S.allCompanies;
  }
  const chosen = buildings.find((building) => building.id === ui.buildingId);
  if (chosen) return chosen.name;
  // One building in all (a building admin's): "All buildings" is that building.
  return buildings.length === 1 ? buildings[0]!.name : S.allBuildings;
}

function periodLabel({ ui, now }: PdfHeadingInput): string {
  const options = ui.mode === 'month' ? monthOptions(now) : quarterOptions(now);
  const value = ui.mode === 'month' ? ui.month : ui.quarter;
  return options.find((option) => option.value === value)?.label ?? value;
}

function eventTypeLabel({ ui }: PdfHeadingInput): string {
  if (ui.eventType === EVENT_TYPES.social) return S.socialEvents;
  if (ui.eventType === EVENT_TYPES.fitness) return S.fitnessClasses;
  return S.allEvents;
}

export function analyticsPdfHeading(input: PdfHeadingInput): PdfHeading {
  return {
    title: `${S.pdfTitle}: ${scopeLabel(input)}`,
    lines: [`${periodLabel(input)} · ${eventTypeLabel(input)}`, `${S.pdfMadeAt} ${formatMoment(input.now)}`],
  };
}
