// /user-dashboard (docs/product-spec.md, User page; States and transitions): the user directory. The sidebar lists the users
// (paged, searchable, filtered by building, CSV, add icon); choosing one loads their calendar and
// profile and shows the Calendar tab; the add icon opens the Profile tab in create mode. The top bar
// shows the chosen user's first name. On a narrow screen (768 wide) the page shows either the list or
// the chosen user, with a way back.
import '../features/dashboard/dashboard.css';
import '../features/users/users.css';
import { CreateUserForm } from '../features/users/create-user-form.tsx';
import { ResidentRequestsPanel } from '../features/users/resident-requests-panel.tsx';
import { UserCalendarTab } from './user-calendar-tab.tsx';
import { UserProfileTab } from '../features/users/user-profile-tab.tsx';
import { UsersSidebar } from '../features/users/users-sidebar.tsx';
import { USERS_STRINGS as S } from '../features/users/users-strings.ts';
import { usePageTitle } from '../layout/page-title.ts';
import { SHELL_STRINGS } from '../layout/shell-strings.ts';
import { CopyAgeInTopBar } from '../offline/stale-notice.tsx';
import { useBuildingScope } from '../state/building-scope.ts';
import { useBuildings } from '../state/buildings.ts';
import { useCachedResource } from '../state/use-resource.ts';
import {
  clearChosenUser,
  setUserTab,
  userDetailsResource,
  userEventsResource,
  userRequest,
  useUsersUi,
  type UserTab,
} from '../state/users.ts';

/** The tabs, their names read as drawn (in the language in force). */
function userTabs(): ReadonlyArray<{ tab: UserTab; label: string }> {
  return [
    { tab: 'calendar', label: S.calendarTab },
    { tab: 'profile', label: S.profileTab },
  ];
}

export default function UserDirectoryPage() {
  const ui = useUsersUi();
  const scope = useBuildingScope();
  const buildings = useBuildings(scope.ready);
  const buildingList = buildings.data ?? [];
  const userId = ui.creating ? null : ui.selectedUserId;
  const request = userId === null ? null : userRequest(scope, userId);
  const details = useCachedResource(userDetailsResource, request, scope.ready);
  const events = useCachedResource(userEventsResource, request, scope.ready);
  const user = details.data;
  usePageTitle(user?.firstName ?? SHELL_STRINGS.usersHeading);

  const showingDetail = ui.creating || userId !== null;
  const tab: UserTab = ui.creating ? 'profile' : ui.tab;

  return (
    <div className="page users-page" data-view={showingDetail ? 'detail' : 'list'}>
      <UsersSidebar
        buildingId={scope.buildingId}
        ready={scope.ready}
        isBuildingAdmin={scope.isBuildingAdmin}
        buildings={buildingList}
        buildingsLoading={buildings.data === null && buildings.error === null}
      />
      <section className="users-detail">
        {showingDetail ? (
          <>
            <div className="users-detail__bar">
              <button type="button" className="button button-secondary users-detail__back" onClick={clearChosenUser}>
                <span aria-hidden="true">‹</span> {S.backToList}
              </button>
              <div role="tablist" aria-label={S.userTabs} className="users-tabs">
                {userTabs().map(({ tab: each, label }) => (
                  <button
                    key={each}
                    type="button"
                    role="tab"
                    aria-selected={tab === each}
                    className={`users-tabs__tab${tab === each ? ' is-active' : ''}`}
                    disabled={ui.creating && each === 'calendar' && ui.selectedUserId === null}
                    onClick={() => setUserTab(each)}
                  >
                    {label}
                  </button>
                ))}
              </div>
            </div>
            {ui.creating ? (
              <div role="tabpanel" className="users-panel">
                <CreateUserForm buildings={buildingList} adminBuildingId={scope.adminBuildingId} />
              </div>
            ) : (
              <div role="tabpanel" className="users-panel">
                <CopyAgeInTopBar cachedAt={[tab === 'calendar' ? events.cachedAt : user === null ? null : details.cachedAt]} />
                {tab === 'calendar' ? (
                  <UserCalendarTab events={events} />
                ) : user !== null ? (
                  <UserProfileTab user={user} buildings={buildingList} />
                ) : details.inProgress ? (
                  <p className="users-detail__message">{S.loading}</p>
                ) : (
                  <p className="users-detail__message" role="alert">
                    {details.error ?? S.userNotLoaded}
                  </p>
                )}
              </div>
            )}
          </>
        ) : (
          <>
            {/* A manager's: the residents front desks asked for, to confirm or decline. */}
            {scope.ready && !scope.isBuildingAdmin ? <ResidentRequestsPanel buildings={buildingList} /> : null}
            <p className="users-detail__message users-detail__empty">{S.chooseUser}</p>
          </>
        )}
      </section>
    </div>
  );
}
