// The signed-in session: the login token and when it was issued (persisted, the only persisted slice
// of the app), the account it belongs to and the chosen building (memory only).
// Ending a session only ends it: what the user sees (the expiry toast, the way back to /) is the
// sign-out handlers' business (src/features/account/session-end-notice.ts).
import { proxy, useSnapshot } from 'valtio';
import type { AccountInfo } from '../api/account-api.ts';
import { configureApiClient } from '../api/client.ts';
import { readTokenClaims } from '../contract/token-claims.ts';

export const SESSION_STORAGE_KEY = 'hom.session' as const;
/** Spec §4/§9: the session age is checked every 15 s … */
export const SESSION_CHECK_MS = 15_000 as const;
/** … and a session older than 4 days is ended (matches the server's token lifetime). */
export const SESSION_LIMIT_MS = 345_600_000 as const;

/** 'other-tab': the session ended in another tab of this browser (sign-out, expiry, another user). */
export type SignOutReason = 'sign-out' | 'expired' | 'other-tab';
export interface SignOutInfo {
  /** The account whose data should be wiped from this device; null when it cannot be known. */
  userId: number | null;
  reason: SignOutReason;
  /** The ended session's token: answers still on their way with it must not be cached. */
  token: string | null;
}
export type SignOutHandler = (info: SignOutInfo) => Promise<void> | void;

interface SessionState {
  token: string | null;
  /** Epoch ms of the sign-in. */
  sessionTime: number | null;
  account: AccountInfo | null;
  /** The building the manager picked in a selector; 0/null means all buildings. */
  selectedBuildingId: number | null;
}

interface PersistedSession {
  token: string;
  sessionTime: number;
}

function readPersisted(): PersistedSession | null {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (value === null || typeof value !== 'object') return null;
    const { token, sessionTime } = value as Record<string, unknown>;
    if (typeof token !== 'string' || token === '' || typeof sessionTime !== 'number') return null;
    return { token, sessionTime };
  } catch {
    return null;
  }
}

function writePersisted(token: string | null, sessionTime: number | null): void {
  try {
    if (token === null || sessionTime === null) globalThis.localStorage?.removeItem(SESSION_STORAGE_KEY);
    else globalThis.localStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token, sessionTime }));
  } catch {
    // Private mode or a full quota: the session still works until the tab closes.
  }
}

const persisted = readPersisted();

/** Read with useSnapshot or the hooks below; change only through the actions in this module. */
export const session = proxy<SessionState>({
  token: persisted?.token ?? null,
  sessionTime: persisted?.sessionTime ?? null,
  account: null,
  selectedBuildingId: null,
});

const signOutHandlers = new Set<SignOutHandler>();

/** Lets another layer (the offline cache) wipe a user's data on sign-out or expiry. Returns an unsubscribe. */
export function onSignOut(handler: SignOutHandler): () => void {
  signOutHandlers.add(handler);
  return () => {
    signOutHandlers.delete(handler);
  };
}

export function getSessionToken(): string | null {
  return session.token;
}

/** The JWT payload ({sub, role}), read without verifying (the server does that): it names the user
 * and the role even before user-info has loaded, or when it cannot load offline. */
export function tokenClaims(token: string): { sub: number | null; role: string | null } {
  const claims = readTokenClaims(token);
  const id = claims.sub === null ? NaN : Number(claims.sub);
  return { sub: Number.isInteger(id) ? id : null, role: claims.role };
}

export function tokenSubject(token: string): number | null {
  return tokenClaims(token).sub;
}

export function signIn(token: string, now: number = Date.now()): void {
  session.token = token;
  session.sessionTime = now;
  session.account = null;
  session.selectedBuildingId = null;
  // Written at once (not on a valtio subscription, which is batched) so a reload right after
  // signing in keeps the session.
  writePersisted(token, now);
}

/**
 * The same session under a new token (the server re-issued it after a password change, which ended
 * every earlier one). The session time stays: the spec's 4-day limit runs from sign-in. Other tabs
 * take the new token over through the storage event (followStoredSession: same account).
 */
export function renewToken(token: string): void {
  if (session.token === null) return;
  session.token = token;
  writePersisted(token, session.sessionTime);
}

export function setAccount(account: AccountInfo): void {
  session.account = account;
}

export function selectBuilding(buildingId: number | null): void {
  session.selectedBuildingId = buildingId;
}

async function endSession(reason: SignOutReason): Promise<void> {
  const { token } = session;
  const userId = session.account?.id ?? (token ? tokenSubject(token) : null);
  session.token = null;
  session.sessionTime = null;
  session.account = null;
  session.selectedBuildingId = null;
  // The other tabs hear of it through the storage event (endSessionFromOtherTab); from another
  // tab, the stored value is already the new one.
  if (reason !== 'other-tab') writePersisted(null, null);
  const results = await Promise.allSettled([...signOutHandlers].map(async (handler) => handler({ userId, reason, token })));
  for (const result of results) {
    if (result.status === 'rejected') console.error('A sign-out handler failed', result.reason);
  }
}

/**
 * Front-desk mode in or out: the current session ends the way sign-out ends it (its data wiped from
 * the device, so the two sessions' data never mix), then `token` (if any) starts the next one.
 */
export async function replaceSession(token: string | null): Promise<void> {
  await endSession('sign-out');
  if (token !== null) signIn(token);
}

/** Clears the token and the building selection, then lets the sign-out handlers run. */
export function signOut(): Promise<void> {
  return endSession('sign-out');
}

/** Spec §4: the session is over (too old, or the server refused its token). No-op when signed out. */
export async function expireSession(): Promise<void> {
  if (session.token === null) return;
  await endSession('expired');
}

export function isSessionTooOld(now: number = Date.now()): boolean {
  return session.token !== null && (session.sessionTime === null || now - session.sessionTime > SESSION_LIMIT_MS);
}

/**
 * Another tab changed the stored session. Gone, or another account's: this tab's session ends the
 * way sign-out ends it (state cleared, data wiped, back to /). The same account's new token (it
 * signed in again there) is taken over, so its unsent changes are kept.
 */
export async function followStoredSession(): Promise<void> {
  if (session.token === null) return;
  const stored = readPersisted();
  if (stored?.token === session.token) return;
  if (stored && tokenSubject(stored.token) !== null && tokenSubject(stored.token) === tokenSubject(session.token)) {
    session.token = stored.token;
    session.sessionTime = stored.sessionTime;
    return;
  }
  await endSession('other-tab');
}

function onStorage(event: StorageEvent): void {
  // key null: the other tab cleared all of localStorage.
  if (event.key === SESSION_STORAGE_KEY || event.key === null) void followStoredSession();
}

/**
 * Checks the session's age now and every SESSION_CHECK_MS, and follows sign-outs made in other tabs
 * (the storage event); returns the stop function.
 */
export function startSessionWatch(): () => void {
  const check = () => {
    if (isSessionTooOld()) void expireSession();
  };
  globalThis.addEventListener?.('storage', onStorage);
  // The first check waits one task so the toast container is mounted (and, under StrictMode's
  // mount-unmount-mount in development, the toast is not dropped with the first container).
  const first = setTimeout(check, 0);
  const timer = setInterval(check, SESSION_CHECK_MS);
  return () => {
    clearTimeout(first);
    clearInterval(timer);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export function isBuildingAdminAccount(account: Pick<AccountInfo, 'role'> | null): boolean {
  return account?.role === 'building_admin';
}

/** The building every scoped request sends: a building admin's own building, else the selection. */
export function scopedBuildingId(): number | null {
  const { account } = session;
  if (isBuildingAdminAccount(account)) return account?.buildingIdAdmin ?? null;
  return session.selectedBuildingId;
}

export function useIsSignedIn(): boolean {
  return useSnapshot(session).token !== null;
}

/** When this session ends by age (spec §4: 4 days after sign-in), or null when signed out. */
export function useSessionExpiresAt(): number | null {
  const { sessionTime } = useSnapshot(session);
  return sessionTime === null ? null : sessionTime + SESSION_LIMIT_MS;
}

export function useSessionToken(): string | null {
  return useSnapshot(session).token;
}

export function useAccount(): AccountInfo | null {
  return useSnapshot(session).account as AccountInfo | null;
}

export function useIsBuildingAdmin(): boolean {
  const { account, token } = useSnapshot(session);
  if (account) return isBuildingAdminAccount(account);
  // Until user-info arrives (or while it cannot, offline) the token's role keeps admin mode restricted.
  return token !== null && tokenClaims(token).role === 'building_admin';
}

/** A building admin's own building, else null. */
export function buildingIdAdminOf(account: Pick<AccountInfo, 'role' | 'buildingIdAdmin'> | null): number | null {
  return isBuildingAdminAccount(account) ? (account?.buildingIdAdmin ?? null) : null;
}

export function useBuildingIdAdmin(): number | null {
  return buildingIdAdminOf(useSnapshot(session).account);
}

configureApiClient({ token: getSessionToken, onUnauthorized: () => void expireSession() });
