import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  expireSession,
  followStoredSession,
  onSignOut,
  session,
  SESSION_LIMIT_MS,
  setAccount,
  signIn,
  signOut,
  type SignOutInfo,
} from './session.ts';
import { chooseBuilding, currentScope } from './building-scope.ts';
import { STORAGE_KEYS } from '../config/web-storage.ts';
import { SESSION_CHECK_MS, startSessionWatch } from './session-watch.ts';
import { tokenClaims, tokenSubject } from './token-claims.ts';
import { notify } from '../ui/toasts.tsx';
import { announceSessionEnd } from '../features/account/session-end-notice.ts';

const SESSION_STORAGE_KEY = STORAGE_KEYS.session.key;

/** A JWT-shaped token whose payload is {sub, role}; the signature is never checked in the browser. */
function fakeJwt(sub: number, role = 'manager'): string {
  const payload = btoa(JSON.stringify({ sub, role })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `header.${payload}.signature`;
}

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

// The app says how a session ended through this handler (app.tsx registers it).
onSignOut(announceSessionEnd);

beforeEach(async () => {
  await signOut();
  window.history.replaceState(null, '', '/dashboard');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('session expiry', () => {
  it('expires a session once it is older than 4 days, at the next 15 s check', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T09:00:00Z') });
    const toast = vi.spyOn(notify, 'error');
    signIn(fakeJwt(7));
    const stop = startSessionWatch();

    vi.advanceTimersByTime(SESSION_LIMIT_MS - SESSION_CHECK_MS);
    expect(session.token).not.toBeNull();
    expect(toast).not.toHaveBeenCalled();

    vi.advanceTimersByTime(2 * SESSION_CHECK_MS);
    await flush();
    expect(session.token).toBeNull();
    expect(toast).toHaveBeenCalledWith('Login token expired!');
    expect(toast).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    stop();
  });

  it('expires at once a stored session that is already too old when the app starts', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T09:00:00Z') });
    signIn(fakeJwt(7), Date.now() - SESSION_LIMIT_MS - 1);
    const stop = startSessionWatch();
    vi.advanceTimersByTime(0);
    await flush();
    expect(session.token).toBeNull();
    stop();
  });

  it('does nothing (no toast) when asked to expire while signed out', async () => {
    const toast = vi.spyOn(notify, 'error');
    await expireSession();
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('sign-in and sign-out', () => {
  it('persists only the token and session time under hom.session', () => {
    signIn('t.o.k', 1_700_000_000_000);
    setAccount({ id: 3, email: 'm@example.com', firstName: 'M', lastName: 'N', role: 'manager', buildingIdAdmin: null, language: 'en' });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual({ token: 't.o.k', sessionTime: 1_700_000_000_000 });
  });

  it('sign-out clears the token, the account and the building selection and tells the handlers who left', async () => {
    const seen: SignOutInfo[] = [];
    const unsubscribe = onSignOut((info) => {
      seen.push(info);
    });
    signIn(fakeJwt(42));
    chooseBuilding(5);
    await signOut();
    expect(session).toMatchObject({ token: null, sessionTime: null, account: null });
    expect(currentScope().buildingId).toBe(0);
    expect(seen).toEqual([{ userId: 42, reason: 'sign-out', token: fakeJwt(42) }]);

    signIn(fakeJwt(42));
    setAccount({ id: 9, email: 'a@example.com', firstName: 'A', lastName: 'B', role: 'manager', buildingIdAdmin: null, language: 'en' });
    await expireSession();
    expect(seen[1]).toEqual({ userId: 9, reason: 'expired', token: fakeJwt(42) });
    unsubscribe();
  });

  it('waits for async handlers and survives a failing one', async () => {
    const order: string[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const a = onSignOut(async () => {
      await flush();
      order.push('wiped');
    });
    const b = onSignOut(() => {
      throw new Error('boom');
    });
    signIn(fakeJwt(1));
    await signOut();
    expect(order).toEqual(['wiped']);
    a();
    b();
  });

  it('restores a stored session when the module loads', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'saved.token.x', sessionTime: 123 }));
    vi.resetModules();
    const fresh = await import('./session.ts');
    expect(fresh.session.token).toBe('saved.token.x');
    expect(fresh.session.sessionTime).toBe(123);
    localStorage.removeItem(SESSION_STORAGE_KEY);
  });
});

describe('sign-out in another tab', () => {
  /** What the browser does in this tab when another tab of the same origin changes localStorage. */
  function otherTabWrites(value: string | null): void {
    if (value === null) localStorage.removeItem(SESSION_STORAGE_KEY);
    else localStorage.setItem(SESSION_STORAGE_KEY, value);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: value }));
  }

  it('ends this tab’s session too, the way sign-out does: handlers told, back to /', async () => {
    const seen: SignOutInfo[] = [];
    const unsubscribe = onSignOut((info) => {
      seen.push(info);
    });
    signIn(fakeJwt(7));
    chooseBuilding(4);
    const stop = startSessionWatch();

    otherTabWrites(null);
    await vi.waitFor(() => expect(session.token).toBeNull());
    expect(session).toMatchObject({ sessionTime: null, account: null });
    expect(currentScope().buildingId).toBe(0);
    await vi.waitFor(() => expect(seen).toEqual([{ userId: 7, reason: 'other-tab', token: fakeJwt(7) }]));
    expect(window.location.pathname).toBe('/');
    stop();
    unsubscribe();
  });

  it('ends it when another account signed in there', async () => {
    signIn(fakeJwt(7));
    const stop = startSessionWatch();
    otherTabWrites(JSON.stringify({ token: fakeJwt(8), sessionTime: Date.now() }));
    await vi.waitFor(() => expect(session.token).toBeNull());
    // The other tab's session stays stored for that tab.
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')?.token).toBe(fakeJwt(8));
    stop();
    localStorage.removeItem(SESSION_STORAGE_KEY);
  });

  it('takes over the same account’s new token without ending anything', async () => {
    const handler = vi.fn();
    const unsubscribe = onSignOut(handler);
    signIn(fakeJwt(7));
    const renewed = `${fakeJwt(7)}x`;
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: renewed, sessionTime: 5 }));
    await followStoredSession();
    expect(session.token).toBe(renewed);
    expect(session.sessionTime).toBe(5);
    expect(handler).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('stops listening when the watch stops', async () => {
    signIn(fakeJwt(7));
    const stop = startSessionWatch();
    stop();
    otherTabWrites(null);
    await flush();
    expect(session.token).toBe(fakeJwt(7));
  });
});

describe('building scope', () => {
  it('forces a building admin to its own building and lets a manager choose', () => {
    signIn(fakeJwt(1));
    chooseBuilding(8);
    setAccount({ id: 1, email: 'm@example.com', firstName: 'M', lastName: 'N', role: 'manager', buildingIdAdmin: null, language: 'en' });
    expect(currentScope().buildingId).toBe(8);
    setAccount({ id: 2, email: 'd@example.com', firstName: 'D', lastName: 'K', role: 'building_admin', buildingIdAdmin: 3, language: 'en' });
    expect(currentScope().buildingId).toBe(3);
  });

  it('reads the account id and role from the JWT payload', () => {
    expect(tokenSubject(fakeJwt(1234))).toBe(1234);
    expect(tokenClaims(fakeJwt(5, 'building_admin'))).toEqual({ sub: 5, role: 'building_admin', kiosk: null });
    expect(tokenSubject('not-a-jwt')).toBeNull();
  });
});
