// The only persisted slice of the app: the session's token and when it was issued, in localStorage
// (so a reload keeps the session, and other tabs hear of a change through the storage event).

export const SESSION_STORAGE_KEY = 'hom.session' as const;

export interface PersistedSession {
  token: string;
  /** Epoch ms of the sign-in. */
  sessionTime: number;
}

export function readPersistedSession(): PersistedSession | null {
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

/** Stores the session, or (null) removes it. */
export function writePersistedSession(session: PersistedSession | null): void {
  try {
    if (session === null) globalThis.localStorage?.removeItem(SESSION_STORAGE_KEY);
    else globalThis.localStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Private mode or a full quota: the session still works until the tab closes.
  }
}
