// The signed-in session: the login token and when it was issued (kept in Web Storage: src/config/web-storage.ts) and
// the account it belongs to (memory only); how a session starts and ends. Beside it: what the token
// says (token-claims.ts), the age check and other tabs (session-watch.ts), and which buildings the
// session's requests name (building-scope.ts).
// Ending a session only ends it: what the user sees (the expiry toast, the way back to /) is the
// sign-out handlers' business (src/features/account/session-end-notice.ts).
import { proxy, useSnapshot } from 'valtio';
import type { AccountInfo } from '../api/account-api.ts';
import { configureApiClient } from '../api/client.ts';
import { readStored, writeStored } from '../config/web-storage.ts';
import { emitter } from '../primitives/emitter.ts';
import { tokenSubject } from './token-claims.ts';

/**
 * A session older than 4 days is ended (docs/product-spec.md, States and transitions: Session;
 * matches the server's token lifetime).
 */
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
}

const persisted = readStored('session');

/** Read with useSnapshot or the hooks below; change only through the actions in this module. */
export const session = proxy<SessionState>({
  token: persisted?.token ?? null,
  sessionTime: persisted?.sessionTime ?? null,
  account: null,
});

const signOutHandlers = emitter<SignOutInfo>();

/** Lets another layer (the offline cache) wipe a user's data on sign-out or expiry. Returns an unsubscribe. */
export function onSignOut(handler: SignOutHandler): () => void {
  return signOutHandlers.on(handler);
}

export function getSessionToken(): string | null {
  return session.token;
}

export function signIn(token: string, now: number = Date.now()): void {
  session.token = token;
  session.sessionTime = now;
  session.account = null;
  // Written at once (not on a valtio subscription, which is batched) so a reload right after
  // signing in keeps the session.
  writeStored('session', { token, sessionTime: now });
}

/**
 * The same session under a new token (the server re-issued it after a password change, which ended
 * every earlier one). The session time stays: the spec's 4-day limit runs from sign-in. Other tabs
 * take the new token over through the storage event (followStoredSession: same account).
 */
export function renewToken(token: string): void {
  if (session.token === null) return;
  session.token = token;
  writeStored('session', session.sessionTime === null ? null : { token, sessionTime: session.sessionTime });
}

export function setAccount(account: AccountInfo): void {
  session.account = account;
}

async function endSession(reason: SignOutReason): Promise<void> {
  const { token } = session;
  const userId = session.account?.id ?? (token ? tokenSubject(token) : null);
  session.token = null;
  session.sessionTime = null;
  session.account = null;
  // The other tabs hear of it through the storage event (followStoredSession); from another tab,
  // the stored value is already the new one.
  if (reason !== 'other-tab') writeStored('session', null);
  const results = await signOutHandlers.settle({ userId, reason, token });
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

/** Clears the token and the account, then lets the sign-out handlers run (the building choice is one). */
export function signOut(): Promise<void> {
  return endSession('sign-out');
}

/** The session is over (too old, or the server refused its token). No-op when signed out. */
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
  const stored = readStored('session');
  if (stored?.token === session.token) return;
  if (stored && tokenSubject(stored.token) !== null && tokenSubject(stored.token) === tokenSubject(session.token)) {
    session.token = stored.token;
    session.sessionTime = stored.sessionTime;
    return;
  }
  await endSession('other-tab');
}

export function useIsSignedIn(): boolean {
  return useSnapshot(session).token !== null;
}

/** When this session ends by age (4 days after sign-in), or null when signed out. */
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

configureApiClient({ token: getSessionToken, onUnauthorized: () => void expireSession() });
