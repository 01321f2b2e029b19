// /building (the spec shows no content here; ours): the account's buildings as cards, each with
// the way into front-desk mode for a manager, and above them (managers) the actions that add a
// building, a block or company, a venue, a studio or staff, each in a dialog. Cached resources: seen
// once, they show offline.
import '../features/dashboard/dashboard.css';
import '../features/buildings/buildings.css';
import { useCallback, useState } from 'react';
import type { Building } from '../api/buildings-api.ts';
import { BuildingCard } from '../features/buildings/building-card.tsx';
import { CreateActions } from '../features/buildings/create-actions.tsx';
import { ImportActions } from '../features/csv-import/import-actions.tsx';
import { BUILDINGS_STRINGS as S } from '../features/buildings/buildings-strings.ts';
import { usePageTitle } from '../layout/page-title.ts';
import { SHELL_STRINGS } from '../layout/shell-strings.ts';
import { CopyAgeInTopBar } from '../offline/stale-notice.tsx';
import { useBuildingScope } from '../state/building-scope.ts';
import { useBuildings } from '../state/buildings.ts';

const NO_BUILDINGS: readonly Building[] = [];

export default function BuildingsPage() {
  usePageTitle(SHELL_STRINGS.buildingsHeading);
  const scope = useBuildingScope();
  const isAdmin = scope.isBuildingAdmin;
  const buildings = useBuildings(scope.ready);
  const list = buildings.data ?? NO_BUILDINGS;
  // The cards first show together, once every card's facts are in: with the cards at the top of the
  // page, each list of venues or studios that arrived (and wrapped) pushed the cards below it down
  // (CLS 0.02-0.04 at 4x CPU, bench:tablet --screen /building). Mounted meanwhile, they load. A card
  // added later (a new building) comes last, so it moves none.
  const [settledIds, setSettledIds] = useState<ReadonlySet<number>>(() => new Set());
  const onSettled = useCallback((id: number) => setSettledIds((ids) => (ids.has(id) ? ids : new Set(ids).add(id))), []);
  const [cardsReady, setCardsReady] = useState(false);
  if (!cardsReady && buildings.data !== null && list.every((building) => settledIds.has(building.id))) setCardsReady(true);
  return (
    <div className="page">
      {!isAdmin ? <CreateActions /> : null}
      {!isAdmin ? <ImportActions /> : null}
      <CopyAgeInTopBar cachedAt={[buildings.cachedAt]} />
      {buildings.error !== null && buildings.data === null ? (
        <p className="dash-page__error" role="alert">
          {buildings.error}
        </p>
      ) : null}
      {/* Below the actions: the notice comes and goes without moving them. */}
      {(buildings.data === null && buildings.inProgress) || (buildings.data !== null && !cardsReady) ? <p role="status">{S.loading}</p> : null}
      {buildings.data !== null && list.length === 0 ? <p>{S.noBuildings}</p> : null}
      <div hidden={!cardsReady}>
        <div className="buildings-grid">
          {list.map((building) => (
            <BuildingCard key={building.id} building={building} canStartFrontDesk={!isAdmin} onSettled={onSettled} />
          ))}
        </div>
      </div>
    </div>
  );
}
