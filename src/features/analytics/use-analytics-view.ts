// What /client-dashboard shows for the current choices (spec §2, §4 "Analytics building type"):
// the layout (one building: its details; several: /cluster-type/), whether dashboard access is off,
// the request every section sends, and each section's resource state. A building admin is held to
// its own building; nothing is asked for a building whose access is off.
import type { Building } from '../../api/buildings-api.ts';
import type { AnalyticsRequest, Weekday } from '../../api/analytics-api.ts';
import {
  accessOff,
  analyticsRequest,
  attendedRsvpdResource,
  captureGrowthResource,
  capturePercentageResource,
  clusterTypeResource,
  companiesResource,
  layoutOf,
  scheduleResource,
  useAnalyticsUi,
  userAnalysisNumbersResource,
  userAnalysisResource,
  weekdayDatesResource,
  type AnalyticsLayout,
  type ByOption,
} from '../../state/analytics.ts';
import { buildingDetailsResource, buildingsResource } from '../../state/buildings.ts';
import { useCachedResource } from '../../state/cached-resource.ts';
import { useAccount, useBuildingIdAdmin, useIsBuildingAdmin } from '../../state/session.ts';

export type LayoutState =
  | { status: 'loading' }
  | { status: 'failed'; error: string; retry: () => void }
  | { status: 'ready'; layout: AnalyticsLayout };

function useLayout(buildings: readonly Building[] | null, adminBuildingId: number | null): LayoutState {
  const account = useAccount();
  const single = buildings?.length === 1 ? buildings[0] : undefined;
  const several = (buildings?.length ?? 0) > 1;
  const details = useCachedResource(buildingDetailsResource, { id: single?.id ?? 0, adminBuildingId }, single !== undefined);
  const cluster = useCachedResource(clusterTypeResource, { userId: account?.id ?? 0 }, several && account !== null);
  const source = single !== undefined ? details : several ? cluster : null;
  if (source === null) return { status: 'loading' };
  if (single !== undefined) {
    const layout = layoutOf(details.data?.buildingType ?? undefined);
    if (layout !== null) return { status: 'ready', layout };
  } else if (cluster.data) {
    return { status: 'ready', layout: cluster.data.isCommercial ? 'commercial' : 'residential' };
  }
  if (source.error !== null && !source.inProgress) {
    const resource = single !== undefined ? buildingDetailsResource : clusterTypeResource;
    return { status: 'failed', error: source.error, retry: () => void resource.revalidate() };
  }
  return { status: 'loading' };
}

export function useAnalyticsView() {
  const ui = useAnalyticsUi();
  const isAdmin = useIsBuildingAdmin();
  const adminBuildingId = useBuildingIdAdmin();
  const buildingsReady = !isAdmin || adminBuildingId !== null;
  const buildings = useCachedResource(buildingsResource, { buildingId: adminBuildingId }, buildingsReady);
  const list = (buildings.data as Building[] | null) ?? null;
  const layoutState = useLayout(list, adminBuildingId);
  const layout = layoutState.status === 'ready' ? layoutState.layout : null;
  const single = list?.length === 1;
  // A single commercial building filters by company only; a mixed cluster chooses (spec §2).
  const byOption: ByOption = layout === 'commercial' && single ? 'company' : layout === 'commercial' ? ui.byOption : 'building';
  const scopeBuilding = single ? (list?.[0]?.id ?? 0) : byOption === 'building' ? ui.buildingId : 0;
  const isAccessOff = list !== null && accessOff(list, scopeBuilding);
  const ready = layout !== null && !isAccessOff;
  const request: AnalyticsRequest = analyticsRequest({ ...ui, byOption }, { adminBuildingId, layout: layout ?? 'residential' });
  const companies = useCachedResource(companiesResource, { buildingId: adminBuildingId }, layout === 'commercial');
  const numbers = useCachedResource(userAnalysisNumbersResource, request, ready);
  const perUnit = useCachedResource(userAnalysisResource, request, ready);
  const capture = useCachedResource(capturePercentageResource, request, ready);
  const growth = useCachedResource(captureGrowthResource, { request, venueId: ui.venueId }, ready);
  const attended = useCachedResource(attendedRsvpdResource, request, ready);
  // Spec §4: the schedule shows only for residential, or commercial with All companies.
  const scheduleShown = layout === 'residential' || byOption === 'building' || ui.companyId === 0;
  const schedule = useCachedResource(scheduleResource, request, ready && scheduleShown);
  const weekday: Weekday = ui.weekday;
  const dates = useCachedResource(weekdayDatesResource, { request, weekday }, ready && scheduleShown && ui.weekdayChosen);
  return {
    ui,
    isAdmin,
    buildings: list ?? [],
    buildingsState: buildings,
    layoutState,
    byOption,
    showByOption: layout === 'commercial' && !single,
    isAccessOff,
    companies: companies.data ?? [],
    numbers,
    perUnit,
    capture,
    growth,
    attended,
    scheduleShown,
    schedule,
    dates,
  };
}

export type AnalyticsView = ReturnType<typeof useAnalyticsView>;
