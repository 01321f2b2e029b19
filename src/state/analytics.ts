// The /client-dashboard store (docs/product-spec.md, Analytics): the period (a month of the last 13, or a
// quarter of the last 3), the filters, and every analytics read as a cached resource, so a view seen
// once shows offline with its age. Changing the period or a filter reloads every section; the venue
// only reloads Capture & Growth; a weekday bar loads that weekday's dates.
import { proxy, useSnapshot } from 'valtio';
import {
  ANALYTICS_ENDPOINTS,
  EVENT_TYPES,
  type AnalyticsRequest,
  type EventType,
  type FilterRequest,
  type Weekday,
} from '../api/analytics-api.ts';
import type { Building } from '../api/buildings-api.ts';
import { ALL_BUILDINGS_ID, isAllBuildings, withBuilding } from './building-scope.ts';
import { buildingTags } from './cache-tags.ts';
import { createCachedResource } from './cached-resource.ts';
import { onSignOut } from './session.ts';

export type PeriodMode = 'month' | 'quarter';
/** For a mixed cluster, filter by building or by company; By Building (0) is the default. */
export type ByOption = 'building' | 'company';
export type AnalyticsLayout = 'residential' | 'commercial';

export interface AnalyticsUiState {
  mode: PeriodMode;
  /** 'YYYY-MM' of the chosen month. */
  month: string;
  /** 'YYYY-Qn' of the chosen quarter. */
  quarter: string;
  /** 0 = all of the account's buildings. */
  buildingId: number;
  /** A company (commercial): 0 = all companies. */
  companyId: number;
  byOption: ByOption;
  eventType: EventType;
  /** Capacity's venue: 0 = All Venues. */
  venueId: number;
  /** The weekday bar chosen (1 = Sunday); reset to Sunday by new schedule data. */
  weekday: Weekday;
  /** False until a bar is chosen: the per-date list waits for it. */
  weekdayChosen: boolean;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

export function monthValue(day: Date): string {
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}`;
}

export function quarterValue(day: Date): string {
  return `${day.getFullYear()}-Q${Math.floor(day.getMonth() / 3) + 1}`;
}

/** The screen's defaults, as the product's Analytics screen starts: By Month, this month, all buildings, all events, By Building. */
export function initialAnalyticsUi(now: Date = new Date()): AnalyticsUiState {
  return {
    mode: 'month',
    month: monthValue(now),
    quarter: quarterValue(now),
    buildingId: ALL_BUILDINGS_ID,
    companyId: 0,
    byOption: 'building',
    eventType: EVENT_TYPES.all,
    venueId: 0,
    weekday: 1,
    weekdayChosen: false,
  };
}

export const analyticsUi = proxy<AnalyticsUiState>(initialAnalyticsUi());

onSignOut(() => {
  Object.assign(analyticsUi, initialAnalyticsUi());
});

export function useAnalyticsUi() {
  return useSnapshot(analyticsUi);
}

/** A filter or the period changed: every section reloads, venue and weekday start over. */
export function setAnalyticsFilter(change: Partial<Pick<AnalyticsUiState, 'mode' | 'month' | 'quarter' | 'buildingId' | 'companyId' | 'byOption' | 'eventType'>>): void {
  Object.assign(analyticsUi, change, { venueId: 0 });
  if (change.buildingId !== undefined || change.byOption !== undefined) analyticsUi.companyId = 0;
  resetWeekday();
}

export function setVenue(venueId: number): void {
  analyticsUi.venueId = venueId;
}

export function chooseWeekday(weekday: Weekday): void {
  analyticsUi.weekday = weekday;
  analyticsUi.weekdayChosen = true;
}

/** New schedule data resets the selection to Sunday (docs/product-spec.md, States and transitions). */
export function resetWeekday(): void {
  analyticsUi.weekday = 1;
  analyticsUi.weekdayChosen = false;
}

export interface AnalyticsScope {
  /** A building admin's building (its session sends it with every request), else null. */
  adminBuildingId: number | null;
  layout: AnalyticsLayout;
}

/** The body every section sends for the state `ui` (period and filters, docs/product-spec.md, Manager calls). */
export function analyticsRequest(ui: AnalyticsUiState, scope: AnalyticsScope): AnalyticsRequest {
  const [yearText, part] = ui.mode === 'month' ? ui.month.split('-') : ui.quarter.split('-Q');
  const year = Number(yearText);
  const period = ui.mode === 'month' ? { year, month: Number(part) } : { year, quarterly: Number(part) };
  const body: AnalyticsRequest = withBuilding(period, scope.adminBuildingId);
  const byCompany = scope.layout === 'commercial' && ui.byOption === 'company';
  if (!byCompany && !isAllBuildings(ui.buildingId)) body.managerBuildingId = ui.buildingId;
  if (byCompany) {
    if (ui.companyId !== 0) body.unitId = ui.companyId;
    else body.allCompanies = true;
  }
  if (ui.eventType !== EVENT_TYPES.all) body.eventType = ui.eventType;
  return body;
}

const A = ANALYTICS_ENDPOINTS;

/** Every figure is made from events (attendance, RSVPs, check-ins): an event change reads it again. */
const figures = (body: unknown) => buildingTags(body, 'events');

// Most sections send analyticsRequest's body as it is.
export const userAnalysisNumbersResource = createCachedResource({ name: 'analytics-user-numbers', endpoint: A.userAnalysisNumbers, provides: figures });
export const userAnalysisResource = createCachedResource({ name: 'analytics-user-analysis', endpoint: A.userAnalysis, provides: figures });
export const capturePercentageResource = createCachedResource({ name: 'analytics-capture', endpoint: A.capturePercentage, provides: figures });
export const attendedRsvpdResource = createCachedResource({ name: 'analytics-attended-rsvpd', endpoint: A.attendedRsvpd, provides: figures });
export const scheduleResource = createCachedResource({ name: 'analytics-schedule', endpoint: A.scheduleAnalysis, provides: figures });

export const captureGrowthResource = createCachedResource({ name: 'analytics-capture-growth', endpoint: A.captureGrowth, provides: figures });

/** Capture & Growth's body: the period and filters, and the venue (0: All Venues, not sent). */
export function captureGrowthRequest(request: AnalyticsRequest, venueId: number) {
  return venueId === 0 ? request : { ...request, venueId };
}

export const weekdayDatesResource = createCachedResource({ name: 'analytics-weekday-dates', endpoint: A.weekdayAnalysis, provides: figures });

export function weekdayDatesRequest(request: AnalyticsRequest, weekday: Weekday) {
  return { ...request, weekday };
}

// The figures check-in data makes possible (docs/design/metrics.md): the same body, without asOf,
// so each building's own today is "now" and the screen, its copy and the warm-up share one body.
export const noShowRatesResource = createCachedResource({ name: 'analytics-no-show-rates', endpoint: A.noShowRates, provides: figures });
export const retentionResource = createCachedResource({ name: 'analytics-retention', endpoint: A.retention, provides: figures });
export const atRiskResource = createCachedResource({ name: 'analytics-at-risk', endpoint: A.atRisk, provides: figures });
export const reminderFiguresResource = createCachedResource({ name: 'analytics-reminder-figures', endpoint: A.reminderFigures, provides: figures });
export const benchmarkResource = createCachedResource({ name: 'analytics-benchmark', endpoint: A.benchmark, provides: figures });

/**
 * At-risk residents' body: the filters without the period (their windows end at each building's
 * today), so choosing another month or quarter keeps the same body and the same copy.
 */
export function atRiskRequest(request: AnalyticsRequest): FilterRequest {
  const { year: _year, month: _month, quarterly: _quarterly, ...filters } = request;
  return filters;
}

/** The Portfolio's body: every building of the manager over the 12 weeks before this week. */
export function benchmarkRequest(scope: Pick<AnalyticsScope, 'adminBuildingId'>): FilterRequest {
  return withBuilding({}, scope.adminBuildingId);
}

export const clusterTypeResource = createCachedResource({ name: 'analytics-cluster-type', endpoint: A.clusterType, provides: figures });

export function clusterTypeRequest(userId: number) {
  return { user_id: userId };
}

export const companiesResource = createCachedResource({ name: 'analytics-companies', endpoint: A.companies, provides: figures });

/** The companies a building admin's building has, or all of the account's buildings'. */
export function companiesRequest(scope: Pick<AnalyticsScope, 'adminBuildingId'>) {
  return withBuilding({}, scope.adminBuildingId);
}

/** The layout for a building type as the server spells it (COMMERCIAL or residential). */
export function layoutOf(buildingType: string | undefined): AnalyticsLayout | null {
  if (buildingType === undefined) return null;
  return buildingType.toUpperCase() === 'COMMERCIAL' ? 'commercial' : 'residential';
}

/**
 * The overlay shows when the selected building has dashboard access off (docs/product-spec.md,
 * Analytics). With all buildings chosen, only when every one of them has it off (the server leaves
 * those out of "all").
 */
export function accessOff(buildings: readonly Pick<Building, 'id' | 'dashboardAccess'>[], buildingId: number): boolean {
  if (buildings.length === 0) return false;
  if (!isAllBuildings(buildingId)) return buildings.find((building) => building.id === buildingId)?.dashboardAccess === false;
  return buildings.every((building) => !building.dashboardAccess);
}

/**
 * The buildings "All buildings" leaves out: those with dashboard access off, which the
 * server does not count, named so the figures are not read as the dashboard's. None when one building
 * is chosen, or when every one is off (then the overlay says it).
 */
export function buildingsLeftOut(buildings: readonly Pick<Building, 'id' | 'name' | 'dashboardAccess'>[], buildingId: number): string[] {
  if (!isAllBuildings(buildingId) || accessOff(buildings, buildingId)) return [];
  return buildings.filter((building) => !building.dashboardAccess).map((building) => building.name);
}
