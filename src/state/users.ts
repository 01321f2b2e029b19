// The /user-dashboard store (docs/product-spec.md, User page): the sidebar's list pages, the chosen
// user's profile and calendar as cached resources (one state per page or user; seen ones show
// offline from the device's copy), the page's choices (search, list page, chosen user, tab, create
// mode, calendar month), the CSV export's paging, and the writes that need the connection
// (create, edit details, amenity, picture). The building filter is the session's building (building-scope.ts,
// shared with /dashboard); a building admin is always held to its own building.
import { format, startOfMonth } from 'date-fns';
import { proxy, useSnapshot } from 'valtio';
import {
  createUser,
  fetchUsersPage,
  sendSignInLink,
  setAmenityMembership,
  updateUser,
  updateImage,
  uploadImage,
  USERS_ENDPOINTS,
  USERS_EXPORT_PAGE_SIZE,
  USERS_PAGE_SIZE,
  type CreateUserPayload,
  type CreateUserResponse,
  type DirectoryUser,
  type UpdateUserPayload,
  type UsersPageRequest,
} from '../api/users-api.ts';
import { readStored, writeStored } from '../config/web-storage.ts';
import { withBuilding, type BuildingScope } from './building-scope.ts';
import { buildingTags, type CacheTag } from './cache-tags.ts';
import { createCachedResource } from './cached-resource.ts';
import { onSignOut } from './session.ts';
import { onlineOutcomeOf, sendOnline, type OnlineOutcome } from './send-online.ts';

export type UserTab = 'calendar' | 'profile';

export interface UserListChoice {
  search: string;
  /** Zero-based page of USERS_PAGE_SIZE users. */
  page: number;
}

/** The building a user-page read names (0: all of the caller's buildings). */
type Scope = Pick<BuildingScope, 'buildingId'>;

/** What the page remembers for the tab (a reload keeps the chosen user and tab, also offline). */
interface UsersUiState {
  search: string;
  page: number;
  selectedUserId: number | null;
  tab: UserTab;
  creating: boolean;
  /** The Calendar tab's month, 'YYYY-MM-01'. */
  month: string;
}

function monthKey(day: Date): string {
  return format(startOfMonth(day), 'yyyy-MM-dd');
}

function readSelection(): Pick<UsersUiState, 'selectedUserId' | 'tab'> {
  // Refused or garbled: start without a choice.
  const stored = readStored('usersSelection');
  return stored === null ? { selectedUserId: null, tab: 'calendar' } : { selectedUserId: stored.userId, tab: stored.tab };
}

function writeSelection(userId: number | null, tab: UserTab): void {
  // Refused (private mode, a full quota): the choice lasts until the tab reloads.
  writeStored('usersSelection', userId === null ? null : { userId, tab });
}

function initialUi(): UsersUiState {
  return { search: '', page: 0, creating: false, month: monthKey(new Date()), ...readSelection() };
}

export const usersUi = proxy<UsersUiState>(initialUi());

onSignOut(() => {
  writeSelection(null, 'calendar');
  Object.assign(usersUi, initialUi());
});

/** The body of one list page; an empty search is not sent (one body for the unfiltered list). */
export function userListRequest(scope: Scope, { search, page }: UserListChoice, limit: number = USERS_PAGE_SIZE): UsersPageRequest {
  const text = search.trim();
  return {
    ...withBuilding({}, scope.buildingId),
    ...(text === '' ? {} : { search: text }),
    offset: page * limit,
    limit,
  };
}

/** The body of a user's profile and calendar. */
export function userRequest(scope: Scope, userId: number) {
  return withBuilding({ userId }, scope.buildingId);
}

export const userListResource = createCachedResource({ name: 'users-list', endpoint: USERS_ENDPOINTS.list, provides: (body) => buildingTags(body, 'users') });

export const userDetailsResource = createCachedResource({ name: 'user-details', endpoint: USERS_ENDPOINTS.details, provides: (body) => buildingTags(body, 'users') });

export const userEventsResource = createCachedResource({ name: 'user-events', endpoint: USERS_ENDPOINTS.events, provides: (body) => buildingTags(body, 'events') });

export function useUsersUi() {
  return useSnapshot(usersUi);
}

/** The chosen user (the top bar's broadcast link names it); null while none is chosen or creating. */
export function useSelectedUserId(): number | null {
  const ui = useSnapshot(usersUi);
  return ui.creating ? null : ui.selectedUserId;
}

export function setUserSearch(search: string): void {
  usersUi.search = search;
  usersUi.page = 0;
}

export function setUserListPage(page: number): void {
  usersUi.page = Math.max(0, page);
}

/** A new building filter starts the list again from its first page. */
export function resetUserListPage(): void {
  usersUi.page = 0;
}

/** Choosing a user loads events and detail and switches to the Calendar tab, as the product's user page does. */
export function chooseUser(userId: number): void {
  usersUi.selectedUserId = userId;
  usersUi.tab = 'calendar';
  usersUi.creating = false;
  writeSelection(userId, 'calendar');
}

/** Another screen's link to a resident's profile (the at-risk list): that user, Profile tab. */
export function openUserProfile(userId: number): void {
  usersUi.selectedUserId = userId;
  usersUi.tab = 'profile';
  usersUi.creating = false;
  writeSelection(userId, 'profile');
}

export function setUserTab(tab: UserTab): void {
  usersUi.tab = tab;
  usersUi.creating = false;
  writeSelection(usersUi.selectedUserId, tab);
}

/** The add icon switches to the Profile tab in create mode, as the product's user page does. */
export function startCreatingUser(): void {
  usersUi.creating = true;
  usersUi.tab = 'profile';
}

export function stopCreatingUser(): void {
  usersUi.creating = false;
}

/** Back to the list (narrow screens show either the list or a user). */
export function clearChosenUser(): void {
  usersUi.selectedUserId = null;
  usersUi.creating = false;
  writeSelection(null, usersUi.tab);
}

export function setUserCalendarMonth(day: Date): void {
  usersUi.month = monthKey(day);
}

/** A user changed: the directory's lists and profiles on screen are asked again. */
const USERS_CHANGED: readonly CacheTag[] = [{ type: 'users' }];

/**
 * What Create user did: a manager's creates the user at once; a front desk's (202) waits for a
 * manager of the building to confirm, and says so in one sentence whatever the e-mail was.
 */
export type CreatedUser = { kind: 'created'; id: number } | { kind: 'waiting'; message: string };

export async function createDirectoryUser(payload: CreateUserPayload): Promise<OnlineOutcome<CreatedUser>> {
  const result = await sendOnline(() => createUser(payload));
  if (!result.ok) return result;
  const data: CreateUserResponse = result.data;
  return { ok: true, data: typeof data.id === 'number' ? { kind: 'created', id: data.id } : { kind: 'waiting', message: data.msg } };
}

/** Sets the chosen user's amenity membership in `buildingId`; the profile on screen follows. */
export function saveAmenityMembership(userId: number, buildingId: number, member: boolean): Promise<OnlineOutcome<unknown>> {
  return sendOnline(() => setAmenityMembership(userId, { amenityMember: member ? 1 : 0, userId, buildingId }), USERS_CHANGED);
}

/**
 * E-mails the user the residents' sign-in code and link; answers the address. Nothing on screen
 * changes until they sign in (the profile then says when).
 */
export function sendResidentSignInLink(userId: number): Promise<OnlineOutcome<{ email: string }>> {
  return sendOnline(() => sendSignInLink(userId));
}

/** "Edit details": the corrected profile is answered; the profile and the list on screen follow. */
export function saveUserDetails(payload: UpdateUserPayload): Promise<OnlineOutcome<DirectoryUser>> {
  return sendOnline(() => updateUser(payload), USERS_CHANGED);
}

/**
 * Uploads `file` and sets it as `userId`'s picture ("the profile picture is updated with the image
 * id"); answers the picture's URL. The caller checks the 1 MB limit before (docs/product-spec.md,
 * Validation rules).
 */
export async function uploadUserPicture(userId: number, buildingId: number, file: File): Promise<OnlineOutcome<string>> {
  const uploaded = await sendOnline(() => uploadImage(file, file.name));
  if (!uploaded.ok) return uploaded;
  const updated = await sendOnline(() => updateImage(withBuilding({ imageId: uploaded.data.id, userId }, buildingId)), USERS_CHANGED);
  return updated.ok ? { ok: true, data: updated.data.displayPicture } : updated;
}

export interface ExportProgress {
  loaded: number;
  count: number;
}

/**
 * Every user of the filtered list (not only the page on screen), in pages of 5,000 until the
 * server's count is reached, for the CSV. Fails as a whole: a file missing rows would mislead.
 */
export async function fetchAllUsers(
  scope: Scope,
  search: string,
  onProgress: (progress: ExportProgress) => void = () => undefined,
): Promise<OnlineOutcome<DirectoryUser[]>> {
  const users: DirectoryUser[] = [];
  for (let page = 0; ; page += 1) {
    const result = onlineOutcomeOf(await fetchUsersPage(userListRequest(scope, { search, page }, USERS_EXPORT_PAGE_SIZE)));
    if (!result.ok) return result;
    users.push(...result.data.users);
    onProgress({ loaded: users.length, count: result.data.count });
    if (result.data.users.length === 0 || users.length >= result.data.count) return { ok: true, data: users };
  }
}
