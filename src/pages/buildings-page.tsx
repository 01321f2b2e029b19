// /building (spec §2: content not shown; issue 12 §3): the account's buildings as cards, each with
// the way into front-desk mode for a manager, and (managers) the forms that add a building, a block
// or company, a venue, a studio or staff. Cached resources: seen once, they show offline.
import '../features/dashboard/dashboard.css';
import '../features/buildings/buildings.css';
import type { Building } from '../api/buildings-api.ts';
import { BuildingCard } from '../features/buildings/building-card.tsx';
import { CreatePanel } from '../features/buildings/create-panel.tsx';
import { BUILDINGS_STRINGS as S } from '../features/buildings/buildings-strings.ts';
import { usePageTitle } from '../layout/page-title.ts';
import { SHELL_STRINGS } from '../layout/shell-strings.ts';
import { CopyAgeInTopBar } from '../offline/stale-notice.tsx';
import { useBuildingScope } from '../state/building-scope.ts';
import { useBuildings } from '../state/buildings.ts';

const NO_BUILDINGS: readonly Building[] = [];

export default function BuildingPage() {
  usePageTitle(null, SHELL_STRINGS.buildingsHeading);
  const scope = useBuildingScope();
  const isAdmin = scope.isBuildingAdmin;
  const buildings = useBuildings(scope.ready);
  const list = buildings.data ?? NO_BUILDINGS;
  return (
    <div className="page">
      <h1 className="page-heading">{SHELL_STRINGS.buildingsHeading}</h1>
      <CopyAgeInTopBar cachedAt={[buildings.cachedAt]} />
      {buildings.error !== null && buildings.data === null ? (
        <p className="dash-page__error" role="alert">
          {buildings.error}
        </p>
      ) : null}
      {!isAdmin ? <CreatePanel buildings={list} /> : null}
      {/* Below the create panel: the notice comes and goes without moving it. */}
      {buildings.data === null && buildings.inProgress ? <p role="status">{S.loading}</p> : null}
      <div className="buildings-grid">
        {list.map((building) => (
          <BuildingCard key={building.id} building={building} canStartFrontDesk={!isAdmin} />
        ))}
      </div>
    </div>
  );
}
