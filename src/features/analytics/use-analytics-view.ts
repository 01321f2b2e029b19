// What /client-dashboard shows for the current choices (docs/product-spec.md, Analytics; States and
// transitions, "Analytics building type"):
// the layout (one building: its details; several: /cluster-type/), whether dashboard access is off,
// the request every section sends, and each section's resource state. A building admin is held to
// its own building; nothing is asked for a building whose access is off.
import type { Building } from '../../api/buildings-api.ts';
import type { AnalyticsRequest } from '../../api/analytics-api.ts';
import {
  accessOff,
  analyticsRequest,
  buildingsLeftOut,
  atRiskRequest,
  atRiskResource,
  reminderFiguresResource,
  attendedRsvpdResource,
  captureGrowthRequest,
  captureGrowthResource,
  capturePercentageResource,
  clusterTypeRequest,
  clusterTypeResource,
  companiesRequest,
  companiesResource,
  layoutOf,
  noShowRatesResource,
  retentionResource,
  scheduleResource,
  useAnalyticsUi,
  userAnalysisNumbersResource,
  userAnalysisResource,
  weekdayDatesRequest,
  weekdayDatesResource,
  type AnalyticsLayout,
  type ByOption,
} from '../../state/analytics.ts';
import { useBuildingScope, type BuildingScope } from '../../state/building-scope.ts';
import { buildingDetailsRequest, buildingDetailsResource, buildingsRequest, buildingsResource } from '../../state/buildings.ts';
import { useAccount } from '../../state/session.ts';
import { useCachedResource } from '../../state/use-resource.ts';

type LayoutState =
  | { status: 'loading' }
  | { status: 'failed'; error: string; retry: () => void }
  | { status: 'ready'; layout: AnalyticsLayout };

function useLayout(buildings: readonly Building[] | null, scope: BuildingScope): LayoutState {
  const account = useAccount();
  const single = buildings?.length === 1 ? buildings[0] : undefined;
  const several = (buildings?.length ?? 0) > 1;
  const detailsRequest = single === undefined ? null : buildingDetailsRequest(single.id, scope);
  const clusterRequest = several && account !== null ? clusterTypeRequest(account.id) : null;
  const details = useCachedResource(buildingDetailsResource, detailsRequest);
  const cluster = useCachedResource(clusterTypeResource, clusterRequest);
  if (detailsRequest !== null) {
    const layout = layoutOf(details.data?.buildingType ?? undefined);
    if (layout !== null) return { status: 'ready', layout };
    if (details.error !== null && !details.inProgress) {
      return { status: 'failed', error: details.error, retry: () => void buildingDetailsResource.revalidate(detailsRequest) };
    }
  } else if (clusterRequest !== null) {
    if (cluster.data) return { status: 'ready', layout: cluster.data.isCommercial ? 'commercial' : 'residential' };
    if (cluster.error !== null && !cluster.inProgress) {
      return { status: 'failed', error: cluster.error, retry: () => void clusterTypeResource.revalidate(clusterRequest) };
    }
  }
  return { status: 'loading' };
}

export function useAnalyticsView() {
  const ui = useAnalyticsUi();
  const scope = useBuildingScope();
  const { isBuildingAdmin: isAdmin, adminBuildingId } = scope;
  const buildingsReady = !isAdmin || adminBuildingId !== null;
  const buildings = useCachedResource(buildingsResource, buildingsRequest(scope), buildingsReady);
  const list = buildings.data;
  const layoutState = useLayout(list, scope);
  const layout = layoutState.status === 'ready' ? layoutState.layout : null;
  const single = list?.length === 1;
  // A single commercial building filters by company only; a mixed cluster chooses.
  const byOption: ByOption = layout === 'commercial' && single ? 'company' : layout === 'commercial' ? ui.byOption : 'building';
  const scopeBuilding = single ? (list?.[0]?.id ?? 0) : byOption === 'building' ? ui.buildingId : 0;
  const isAccessOff = list !== null && accessOff(list, scopeBuilding);
  const ready = layout !== null && !isAccessOff;
  const request: AnalyticsRequest = analyticsRequest({ ...ui, byOption }, { adminBuildingId, layout: layout ?? 'residential' });
  const companies = useCachedResource(companiesResource, companiesRequest(scope), layout === 'commercial');
  const numbers = useCachedResource(userAnalysisNumbersResource, request, ready);
  const perUnit = useCachedResource(userAnalysisResource, request, ready);
  const capture = useCachedResource(capturePercentageResource, request, ready);
  const growth = useCachedResource(captureGrowthResource, captureGrowthRequest(request, ui.venueId), ready);
  const attended = useCachedResource(attendedRsvpdResource, request, ready);
  const noShows = useCachedResource(noShowRatesResource, request, ready);
  const retention = useCachedResource(retentionResource, request, ready);
  const atRisk = useCachedResource(atRiskResource, atRiskRequest(request), ready);
  // The same filters as the at-risk list: its window (the last 12 weeks) is not the period's.
  const reminders = useCachedResource(reminderFiguresResource, atRiskRequest(request), ready);
  // The schedule shows only for residential, or commercial with All companies.
  const scheduleShown = layout === 'residential' || byOption === 'building' || ui.companyId === 0;
  const schedule = useCachedResource(scheduleResource, request, ready && scheduleShown);
  const dates = useCachedResource(weekdayDatesResource, weekdayDatesRequest(request, ui.weekday), ready && scheduleShown && ui.weekdayChosen);
  return {
    ui,
    isAdmin,
    buildings: list ?? [],
    buildingsState: buildings,
    layoutState,
    byOption,
    showByOption: layout === 'commercial' && !single,
    isAccessOff,
    leftOut: list === null ? [] : buildingsLeftOut(list, scopeBuilding),
    companies: companies.data ?? [],
    numbers,
    perUnit,
    capture,
    growth,
    attended,
    noShows,
    retention,
    atRisk,
    reminders,
    scheduleShown,
    schedule,
    dates,
  };
}

