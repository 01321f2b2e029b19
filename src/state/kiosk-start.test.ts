// The self check-in kiosk holds a kiosk's session: starting it swaps the front desk's token for the
// one the server answers (gone from memory and localStorage), once the desk's own changes are sent;
// while it runs, the outbox sends the kiosk's check-ins only; the staff exit puts the desk's session
// back; a device still running the kiosk with the desk's session swaps it when the server answers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_ENDPOINTS } from '../api/account-api.ts';
import { DOOR_ENDPOINTS } from '../api/door-api.ts';
import { outbox } from '../offline/shared/outbox.ts';
import { isCall, stubApi, type Router } from '../testing/fake-api.ts';
import { clearOutboxOf, queueEntry, taskToggleEntry } from '../testing/offline-test-helpers.ts';
import { notify } from '../ui/toasts.tsx';
import { isKioskRunning, kioskMode, startKiosk } from './kiosk-mode.ts';
import { enterKioskMode, leaveKioskMode, secureRunningKiosk } from './kiosk-start.ts';
import { sendWithCurrentSession } from './outbox-replay.ts';
import { getSessionToken, signIn, signOut } from './session.ts';
import { STORAGE_KEYS } from '../config/web-storage.ts';

const SESSION_STORAGE_KEY = STORAGE_KEYS.session.key;

const ACCOUNT = 7;
const BUILDING = 4;

function token(claims: Record<string, unknown>, signature: string): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: String(ACCOUNT), role: 'building_admin', iat: 1_700_000_000, ...claims })}.${signature}`;
}
const DESK = token({ desk: BUILDING }, 'desk-signature');
const KIOSK = token({ desk: BUILDING, kiosk: BUILDING }, 'kiosk-signature');

/** The kiosk's start answered with KIOSK (or as `start` says); anything else as `rest` says. */
function serverAnswering(start: ReturnType<Router> = { status: 200, body: { token: KIOSK } }, rest: Router = () => undefined) {
  return stubApi((request) => (isCall(request, ACCOUNT_ENDPOINTS.startKiosk) ? start : rest(request)));
}

const stored = () => localStorage.getItem(SESSION_STORAGE_KEY) ?? '';

beforeEach(async () => {
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  await clearOutboxOf(ACCOUNT);
  signIn(DESK);
});

afterEach(async () => {
  await signOut();
  await clearOutboxOf(ACCOUNT);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('starting the kiosk', () => {
  it("swaps the desk's token for the kiosk's, in memory and on the device", async () => {
    const sent = serverAnswering();
    expect(await enterKioskMode({ buildingId: BUILDING, accountId: ACCOUNT })).toEqual({ ok: true });
    expect(sent.some((request) => isCall(request, ACCOUNT_ENDPOINTS.startKiosk))).toBe(true);
    expect(getSessionToken()).toBe(KIOSK);
    expect(stored()).toContain(KIOSK);
    expect(stored()).not.toContain('desk-signature');
    expect(isKioskRunning()).toBe(true);
  });

  it("waits for the desk's unsent changes (the kiosk's session could not send them); offline it cannot start", async () => {
    await queueEntry(outbox, taskToggleEntry(ACCOUNT, 3, 'key-desk-toggle'));
    const sent = serverAnswering({ status: 200, body: { token: KIOSK } }, (request) => (request.method === 'PUT' ? 'network-error' : undefined));
    expect(await enterKioskMode({ buildingId: BUILDING, accountId: ACCOUNT })).toEqual({ ok: false, unsent: 1 });
    expect(sent.some((request) => isCall(request, ACCOUNT_ENDPOINTS.startKiosk))).toBe(false);
    expect(getSessionToken()).toBe(DESK);
    await clearOutboxOf(ACCOUNT);
    serverAnswering('network-error');
    expect(await enterKioskMode({ buildingId: BUILDING, accountId: ACCOUNT })).toEqual({ ok: false, error: null });
    expect(getSessionToken()).toBe(DESK);
    expect(isKioskRunning()).toBe(false);
  });
});

describe('while the kiosk runs', () => {
  it("the outbox sends the kiosk's check-ins with the kiosk's session, and keeps the desk's other changes for the desk", async () => {
    serverAnswering();
    await enterKioskMode({ buildingId: BUILDING, accountId: ACCOUNT });
    const sent = stubApi((request) => (isCall(request, DOOR_ENDPOINTS.checkIn) ? { status: 200, body: { checkedInAt: '', checkedInBy: null, alreadyCheckedIn: false, walkIn: false, overCapacity: false } } : undefined));
    const toggle = await queueEntry(outbox, taskToggleEntry(ACCOUNT, 5, 'key-toggle'));
    expect(await sendWithCurrentSession(toggle, { authorWaits: false })).toEqual({ outcome: 'retry-later' });
    expect(sent).toEqual([]);
    const checkIn = await queueEntry(outbox, {
      userId: ACCOUNT,
      method: DOOR_ENDPOINTS.checkIn.method,
      path: DOOR_ENDPOINTS.checkIn.path,
      body: { eventId: 9, userId: 12 },
      kind: 'check-in',
      label: 'Alex R. · Yoga',
      idempotencyKey: 'key-check-in',
    });
    // Stored without any token: its account only.
    expect(JSON.stringify(checkIn)).not.toContain('signature');
    expect(await sendWithCurrentSession(checkIn, { authorWaits: false })).toMatchObject({ outcome: 'sent' });
    expect(sent.map((request) => request.idempotencyKey)).toEqual(['key-check-in']);
  });

  it("the staff exit puts the desk's session back and ends the kiosk", async () => {
    serverAnswering();
    await enterKioskMode({ buildingId: BUILDING, accountId: ACCOUNT });
    const fresh = token({ desk: BUILDING, iat: 1_700_000_100 }, 'fresh-desk-signature');
    leaveKioskMode(fresh);
    expect(getSessionToken()).toBe(fresh);
    expect(stored()).not.toContain('kiosk-signature');
    expect(isKioskRunning()).toBe(false);
    expect(kioskMode.record).toBeNull();
  });
});

describe('a kiosk started with the desk’s own session (before kiosk sessions)', () => {
  it('is still a kiosk, and swaps the session for a kiosk’s once the server answers', async () => {
    startKiosk({ buildingId: BUILDING, accountId: ACCOUNT });
    expect(isKioskRunning()).toBe(true);
    serverAnswering('network-error');
    expect(await secureRunningKiosk()).toBe(false);
    expect(getSessionToken()).toBe(DESK);
    serverAnswering();
    expect(await secureRunningKiosk()).toBe(true);
    expect(getSessionToken()).toBe(KIOSK);
    expect(stored()).not.toContain('desk-signature');
    // Already a kiosk's session: nothing more to do.
    expect(await secureRunningKiosk()).toBe(false);
  });
});
