// Front-desk mode names itself and its building on every page: a shared tablet
// must never leave the people at the desk guessing which building it serves, or why entries are off.
import { useBuildingScope } from '../../state/building-scope.ts';
import { useBuildings } from '../../state/buildings.ts';
import { FRONT_DESK_STRINGS } from '../../ui/front-desk-strings.ts';
import './front-desk.css';

export function FrontDeskBanner() {
  const { isBuildingAdmin, adminBuildingId } = useBuildingScope();
  // The session's buildings list is the desk's own building only (the same cached copy the pages read).
  const buildings = useBuildings(isBuildingAdmin && adminBuildingId !== null);
  if (!isBuildingAdmin) return null;
  const name = buildings.data?.find((building) => building.id === adminBuildingId)?.name ?? null;
  return (
    <p className="front-desk-banner" data-testid="front-desk-banner">
      <span className="front-desk-banner__mode">{FRONT_DESK_STRINGS.modeName}</span>
      {name === null ? null : <span className="front-desk-banner__building">{name}</span>}
    </p>
  );
}
