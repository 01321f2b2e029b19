// The user page's sidebar (docs/product-spec.md, User page): total count, CSV download, add-user icon, building
// filter, search box and the user list. The list is paged (50 users a page, the server's default),
// so 12,000 users never make 12,000 rows: the page on screen is one request, and each page seen
// shows again offline from the device's copy.
import { useEffect, useId, useState } from 'react';
import type { Building } from '../../api/buildings-api.ts';
import { pictureSrc, USERS_PAGE_SIZE } from '../../api/users-api.ts';
import { INPUT_LIMITS } from '../../contract/limits.ts';
import { CopyAgeInTopBar } from '../../offline/stale-notice.tsx';
import { chooseBuilding } from '../../state/building-scope.ts';
import { useCachedResource } from '../../state/use-resource.ts';
import {
  chooseUser,
  fetchAllUsers,
  resetUserListPage,
  setUserListPage,
  setUserSearch,
  startCreatingUser,
  userListRequest,
  userListResource,
  useUsersUi,
  type ExportProgress,
} from '../../state/users.ts';
import { CloseIcon, DownloadIcon, UserPlusIcon } from '../../ui/icons.tsx';
import { notify } from '../../ui/toasts.tsx';
import { BuildingSelect } from '../../ui/building-select.tsx';
import { downloadTextFile } from '../../ui/download-file.ts';
import { usersCsv } from './users-csv.ts';
import { fullName, initials } from './user-format.ts';
import { USERS_STRINGS as S } from './users-strings.ts';

/** Typing pauses this long before the list asks the server again. */
export const SEARCH_DEBOUNCE_MS = 300 as const;

interface UsersSidebarProps {
  buildingId: number;
  ready: boolean;
  isBuildingAdmin: boolean;
  buildings: readonly Building[];
  /** The building list is still on its way: its selector's place is kept, so nothing below moves. */
  buildingsLoading: boolean;
}

/** The CSV download: an icon in the sidebar's head; while the pages come in, a line says how far. */
function useCsvDownload(buildingId: number, search: string) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const download = async () => {
    setProgress({ loaded: 0, count: 0 });
    try {
      const result = await fetchAllUsers({ buildingId }, search, setProgress);
      if (!result.ok) {
        notify.error(result.offline ? S.csvOffline : S.csvFailed);
        return;
      }
      downloadTextFile(usersCsv(result.data), S.csvFileName);
    } finally {
      setProgress(null);
    }
  };
  return { progress, download };
}

export function UsersSidebar({ buildingId, ready, isBuildingAdmin, buildings, buildingsLoading }: UsersSidebarProps) {
  const ui = useUsersUi();
  const searchId = useId();
  const [typed, setTyped] = useState(ui.search);
  const list = useCachedResource(userListResource, userListRequest({ buildingId }, ui), ready);
  const page = list.data;
  const count = page?.count ?? null;
  const pages = count === null ? 1 : Math.max(1, Math.ceil(count / USERS_PAGE_SIZE));
  const csv = useCsvDownload(buildingId, ui.search);

  useEffect(() => {
    if (typed === ui.search) return;
    const timer = setTimeout(() => setUserSearch(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, ui.search]);

  // A filter that leaves fewer pages than the one shown goes back to the last page it has.
  useEffect(() => {
    if (count !== null && ui.page >= pages) setUserListPage(pages - 1);
  }, [count, pages, ui.page]);

  return (
    <aside className="users-sidebar" aria-label={S.userList}>
      <div className="users-sidebar__head">
        <div className="users-sidebar__title">
          {/* The page's title ('Users') is in the top bar; the list is headed by how many it holds. */}
          <h2 className="users-sidebar__count" data-testid="users-count" aria-live="polite">
            {count === null ? S.loading : S.totalCount(count)}
          </h2>
        </div>
        <button
          type="button"
          className="icon-button"
          aria-label={S.downloadCsv}
          title={S.downloadCsv}
          disabled={csv.progress !== null}
          aria-busy={csv.progress !== null}
          onClick={() => void csv.download()}
        >
          <DownloadIcon />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={S.addUser}
          title={S.addUser}
          onClick={startCreatingUser}
        >
          <UserPlusIcon />
        </button>
      </div>
      {csv.progress !== null ? (
        <p className="users-sidebar__message" role="status">
          {S.preparingCsv(csv.progress.loaded, csv.progress.count)}
        </p>
      ) : null}
      <div className="users-sidebar__tools">
        {!isBuildingAdmin && buildings.length > 1 ? (
          <BuildingSelect
            buildings={buildings}
            value={buildingId}
            onChange={(id) => {
              resetUserListPage();
              chooseBuilding(id);
            }}
          />
        ) : !isBuildingAdmin && buildingsLoading ? (
          <div className="users-sidebar__select-placeholder" aria-hidden="true" />
        ) : null}
        <div className="users-sidebar__search-box">
          <label className="users-sidebar__search" htmlFor={searchId}>
            <span className="dash-visually-hidden">{S.search}</span>
            <input
              id={searchId}
              type="search"
              className="field-input"
              placeholder={S.searchPlaceholder}
              value={typed}
              maxLength={INPUT_LIMITS.userSearchMaxChars}
              onChange={(event) => setTyped(event.target.value)}
            />
          </label>
          {/* Our own clear button: the browser's "×" is about 12 px, too small for a finger. */}
          {typed !== '' ? (
            <button type="button" className="icon-button users-sidebar__clear" aria-label={S.clearSearch} onClick={() => setTyped('')}>
              <CloseIcon size={18} />
            </button>
          ) : null}
        </div>
      </div>
      <CopyAgeInTopBar cachedAt={[list.cachedAt]} />
      {list.error !== null && page === null ? (
        <p className="users-sidebar__message" role="alert">
          {list.error}
        </p>
      ) : null}
      <ul className="users-list" aria-busy={list.inProgress}>
        {page?.users.map((user) => (
          <li key={user.id}>
            <button
              type="button"
              className={`users-list__item${ui.selectedUserId === user.id && !ui.creating ? ' is-selected' : ''}`}
              aria-current={ui.selectedUserId === user.id && !ui.creating ? 'true' : undefined}
              onClick={() => chooseUser(user.id)}
            >
              {user.displayPicture ? (
                <img className="users-avatar" src={pictureSrc(user.displayPicture) ?? ''} alt="" width={36} height={36} loading="lazy" />
              ) : (
                <span className="users-avatar" aria-hidden="true">
                  {initials(user)}
                </span>
              )}
              <span className="users-list__text">
                <span className="users-list__name">{fullName(user)}</span>
                <span className="users-list__email">{user.email}</span>
              </span>
            </button>
          </li>
        ))}
        {page !== null && page.users.length === 0 ? <li className="users-sidebar__message">{S.noUsers}</li> : null}
      </ul>
      {pages > 1 ? (
        <nav className="users-pager" aria-label={S.userList}>
          <button
            type="button"
            className="icon-button"
            aria-label={S.previousPage}
            disabled={ui.page === 0}
            onClick={() => setUserListPage(ui.page - 1)}
          >
            ‹
          </button>
          <span aria-live="polite">{S.pageOf(ui.page + 1, pages)}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={S.nextPage}
            disabled={ui.page + 1 >= pages}
            onClick={() => setUserListPage(ui.page + 1)}
          >
            ›
          </button>
        </nav>
      ) : null}
    </aside>
  );
}
