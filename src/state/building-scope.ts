// Which buildings a request names, said once for the whole app:
// - A body names one building with `buildingId`; 0 or absent means all of the caller's buildings,
//   and then the app sends none (withBuilding), so every screen asking for "all" sends the same body
//   and shares one device copy.
// - A building-admin session (a front desk) is held to its own building: every request it makes
//   names it (docs/product-spec.md, Roles and permissions), whatever a screen would choose.
// - A manager chooses a building on /dashboard and /user-dashboard (one choice shared by both, kept
//   until sign-out, across reloads of the tab), or all of them.
// Each store makes its request bodies from a BuildingScope with one function (tasksRequest,
// calendarRequest, …), which its hook, its preload and the offline warm-up all call.
import { proxy, useSnapshot } from 'valtio';
import type { AccountInfo } from '../api/account-api.ts';
import { ALL_BUILDINGS_ID, isAllBuildings } from '../contract/all-buildings.ts';
import { readStored, writeStored } from '../config/web-storage.ts';
import { onSignOut, session } from './session.ts';
import { tokenClaims } from './token-claims.ts';

export { ALL_BUILDINGS_ID, isAllBuildings };

export interface BuildingScope {
  /** A building admin's own building, which every request of its session names; null for a manager. */
  adminBuildingId: number | null;
  /** The building the screens' reads name: the admin's own, else the manager's choice; 0 = all. */
  buildingId: number;
  isBuildingAdmin: boolean;
  /** False while a building admin's own building is not known yet (user-info loading). */
  ready: boolean;
}

/** `body` naming `buildingId`; all buildings (0 or none) names none, so "all" is one body. */
export function withBuilding<Body extends object>(body: Body, buildingId: number | null | undefined): Body | (Body & { buildingId: number }) {
  if (isAllBuildings(buildingId)) return body;
  return { ...body, buildingId };
}

/** The building a request body names, or null for all of the caller's buildings. */
export function buildingOfBody(body: unknown): number | null {
  if (body === null || typeof body !== 'object') return null;
  const { buildingId } = body as Record<string, unknown>;
  return typeof buildingId === 'number' && !isAllBuildings(buildingId) ? buildingId : null;
}

export function isBuildingAdminAccount(account: Pick<AccountInfo, 'role'> | null): boolean {
  return account?.role === 'building_admin';
}

/**
 * The tab keeps the manager's choice across a reload (the user page reloads after creating a user,
 * and must not come back showing all buildings); sign-out forgets it.
 */
function readChoice(): number {
  return readStored('buildingChoice') ?? ALL_BUILDINGS_ID;
}

function writeChoice(buildingId: number): void {
  // Refused (private mode, a full quota): the choice lasts until the tab reloads.
  writeStored('buildingChoice', isAllBuildings(buildingId) ? null : buildingId);
}

/** The manager's choice of building (ALL_BUILDINGS_ID: all of them). */
const choice = proxy<{ buildingId: number }>({ buildingId: readChoice() });

onSignOut(() => {
  choice.buildingId = ALL_BUILDINGS_ID;
  writeChoice(ALL_BUILDINGS_ID);
});

/** A manager's building selector (shared by /dashboard and /user-dashboard); 0 = all buildings. */
export function chooseBuilding(buildingId: number): void {
  choice.buildingId = buildingId;
  writeChoice(buildingId);
}

function scopeOf(account: AccountInfo | null, token: string | null, chosen: number): BuildingScope {
  // Until user-info arrives (or while it cannot, offline) the token's role keeps admin mode restricted.
  const isBuildingAdmin = account ? isBuildingAdminAccount(account) : token !== null && tokenClaims(token).role === 'building_admin';
  if (isBuildingAdmin) {
    // A kiosk's session names its building itself (a kiosk reloaded offline, before user-info).
    const adminBuildingId = account?.buildingIdAdmin ?? (token === null ? null : tokenClaims(token).kiosk);
    return { adminBuildingId, buildingId: adminBuildingId ?? ALL_BUILDINGS_ID, isBuildingAdmin, ready: adminBuildingId !== null };
  }
  return { adminBuildingId: null, buildingId: chosen, isBuildingAdmin, ready: true };
}

/** The session's scope now (for actions, preloads and the warm-up). */
export function currentScope(): BuildingScope {
  return scopeOf(session.account, session.token, choice.buildingId);
}

/**
 * The scope of all the session's buildings, what a screen opens with when no building is chosen:
 * what the offline warm-up prepares.
 */
export function defaultScope(): BuildingScope {
  return scopeOf(session.account, session.token, ALL_BUILDINGS_ID);
}

/** The session's scope, for a screen. */
export function useBuildingScope(): BuildingScope {
  const { account, token } = useSnapshot(session);
  const { buildingId } = useSnapshot(choice);
  return scopeOf(account as AccountInfo | null, token, buildingId);
}

export function useIsBuildingAdmin(): boolean {
  return useBuildingScope().isBuildingAdmin;
}
