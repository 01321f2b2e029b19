// One building on /building: its facts from /buildings/ and /building-details/ (time zone, liaison,
// venues, studios), the way into front-desk mode for it, and its calendar feed.
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import type { Building } from '../../api/buildings-api.ts';
import { overlaySearch } from '../../overlays/overlay-query.ts';
import { useBuildingScope } from '../../state/building-scope.ts';
import { buildingDetailsRequest, buildingDetailsResource, studiosRequest, studiosResource } from '../../state/buildings.ts';
import { useCachedResource } from '../../state/use-resource.ts';
import { FRONT_DESK_STRINGS } from '../../ui/front-desk-strings.ts';
import { BUILDINGS_STRINGS as S } from './buildings-strings.ts';
import { CalendarFeedPanel } from './calendar-feed-panel.tsx';
import { ReminderHoursPanel } from './reminder-hours-panel.tsx';

function names(list: readonly { name: string }[] | undefined): string {
  return list && list.length > 0 ? list.map((item) => item.name).join(', ') : S.none;
}

export interface BuildingCardProps {
  building: Building;
  canStartFrontDesk: boolean;
  /** Told once the card's facts are all in (or failed): from then on its height stays. */
  onSettled?: (buildingId: number) => void;
}

export function BuildingCard({ building, canStartFrontDesk, onSettled }: BuildingCardProps) {
  const [path] = useLocation();
  const details = useCachedResource(buildingDetailsResource, buildingDetailsRequest(building.id, useBuildingScope()));
  const info = details.data;
  const studios = useCachedResource(studiosResource, studiosRequest(building.id));
  const settled = (info !== null || details.error !== null) && (studios.data !== null || studios.error !== null);
  useEffect(() => {
    if (settled) onSettled?.(building.id);
  }, [settled, onSettled, building.id]);
  const commercial = building.buildingType === 'COMMERCIAL';
  const liaison = info?.liason ? `${info.liason.firstName} ${info.liason.lastName}`.trim() : info ? S.none : S.loading;
  const rows: [string, string][] = [
    [S.type, commercial ? S.commercial : S.residential],
    [S.timeZone, info?.timeZone ?? S.loading],
    [S.dashboardAccess, building.dashboardAccess ? S.on : S.off],
    [S.amenityMembership, building.amenityMembership ? S.on : S.off],
    [S.liaison, liaison],
    [commercial ? S.companies : S.blocks, names(commercial ? building.companies : building.blocks)],
    [S.venues, info ? names(info.venues) : S.loading],
    [S.studios, studios.data ? names(studios.data) : S.loading],
  ];
  return (
    <article className="dash-card building-card" aria-labelledby={`building-${building.id}`}>
      <h2 className="dash-card__title" id={`building-${building.id}`}>
        {building.name}
      </h2>
      <dl className="fact-list building-card__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {canStartFrontDesk ? (
        <Link
          href={`${path}${overlaySearch('front-desk', { buildingId: building.id })}`}
          className="button button-secondary"
          aria-label={S.startFrontDesk(building.name)}
        >
          {FRONT_DESK_STRINGS.start}
        </Link>
      ) : null}
      {canStartFrontDesk ? <CalendarFeedPanel buildingId={building.id} buildingName={building.name} /> : null}
      {canStartFrontDesk ? <ReminderHoursPanel buildingId={building.id} buildingName={building.name} /> : null}
    </article>
  );
}
