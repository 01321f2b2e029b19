// The top bar (docs/product-spec.md, Layout): page title or logo, broadcast (user page, managers only), 'Browse and RSVP
// to events', 'View Guided Tour' and the profile menu; between them, how old the data on screen is
// when it is the device's copy. A tablet has no hover to show a title, so each icon carries a short
// visible caption, a word of its accessible name (WCAG 2.5.3 Label in Name).
import type { ReactNode } from 'react';
import { Link, useLocation, useRoute } from 'wouter';
import { consumerAppLink } from '../config/environment.ts';
import { residentPreviewHref } from '../config/resident-routes.ts';
import { ROUTES } from '../config/routes.ts';
import { UnsentChangesButton } from '../features/offline-sync/unsent-changes-button.tsx';
import { GUIDED_TOUR_HREF } from '../features/tour/guided-tour.ts';
import { TopBarCopyAge } from '../offline/stale-notice.tsx';
import { overlaySearch } from '../overlays/overlay-query.ts';
import { ALL_BUILDINGS_ID, isAllBuildings, useBuildingScope, useIsBuildingAdmin } from '../state/building-scope.ts';
import { useBuildings } from '../state/buildings.ts';
import { useSessionToken } from '../state/session.ts';
import { useSelectedUserId } from '../state/users.ts';
import { CalendarCheckIcon, CompassIcon, MegaphoneIcon } from '../ui/icons.tsx';
import { useCurrentPageTitle } from './page-title.ts';
import { ProfileMenu } from './profile-menu.tsx';
import { SHELL_STRINGS } from './shell-strings.ts';

function ActionFace({ icon, caption }: { icon: ReactNode; caption: string }) {
  return (
    <>
      {icon}
      <span className="top-bar-caption" aria-hidden="true">
        {caption}
      </span>
    </>
  );
}

/**
 * The building the manager is looking at, for the residents' preview: the chosen one (a building
 * admin's own), else with "All buildings" the first of the session's buildings. 0 until known (the
 * preview call then answers for a caller with one building, and asks to choose otherwise).
 */
function usePreviewBuilding(enabled: boolean): number {
  const scope = useBuildingScope();
  const buildings = useBuildings(enabled && isAllBuildings(scope.buildingId));
  if (!isAllBuildings(scope.buildingId)) return scope.buildingId;
  return buildings.data?.[0]?.id ?? ALL_BUILDINGS_ID;
}

/**
 * 'Browse and RSVP to events': the resident app with the token in a new tab (as the spec's Layout says) when one is
 * configured, else the residents' own page of this origin (/r/events) as a preview of the building the
 * manager is looking at, in a new tab and with no token in its address: that page reads the staff
 * session this origin keeps (residents.md, Preview).
 */
function BrowseEventsLink({ token }: { token: string }) {
  const external = consumerAppLink(token);
  const previewBuilding = usePreviewBuilding(external === null);
  const href = external ?? residentPreviewHref(previewBuilding);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="top-bar-action"
      aria-label={SHELL_STRINGS.browseAndRsvp}
      title={SHELL_STRINGS.browseAndRsvp}
    >
      <ActionFace icon={<CalendarCheckIcon />} caption={SHELL_STRINGS.browseAndRsvpCaption} />
    </a>
  );
}

export function TopBar() {
  const title = useCurrentPageTitle();
  const token = useSessionToken();
  const isBuildingAdmin = useIsBuildingAdmin();
  const [onUserPage] = useRoute(ROUTES.users);
  const [path] = useLocation();
  const selectedUserId = useSelectedUserId();
  // The spec's Overlay dialogs write it `?broadcast-msg?userId={userId}`: the chosen user, when there is one.
  const broadcastSearch =
    selectedUserId === null ? overlaySearch('broadcast-msg') : `${overlaySearch('broadcast-msg')}?userId=${selectedUserId}`;

  return (
    <header className="top-bar">
      <div className="top-bar-title">
        {title ? <h1 className="page-title">{title}</h1> : <img src="/logo.svg" alt={SHELL_STRINGS.appName} width={132} height={40} />}
      </div>
      {token ? <TopBarCopyAge /> : null}
      <div className="top-bar-actions">
        <UnsentChangesButton />
        {onUserPage && !isBuildingAdmin && (
          <Link
            href={`${path}${broadcastSearch}`}
            className="top-bar-action"
            aria-label={SHELL_STRINGS.broadcastMessage}
            title={SHELL_STRINGS.broadcastMessage}
          >
            <ActionFace icon={<MegaphoneIcon />} caption={SHELL_STRINGS.broadcastCaption} />
          </Link>
        )}
        {token && <BrowseEventsLink token={token} />}
        <Link
          href={GUIDED_TOUR_HREF}
          className="top-bar-action"
          aria-label={SHELL_STRINGS.viewGuidedTour}
          title={SHELL_STRINGS.viewGuidedTour}
        >
          <ActionFace icon={<CompassIcon />} caption={SHELL_STRINGS.viewGuidedTourCaption} />
        </Link>
        <ProfileMenu />
      </div>
    </header>
  );
}
