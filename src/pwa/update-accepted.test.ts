// Reload pressed, the page back with the new worker still waiting (torture seed 7335): the next page
// load of the tab takes the update without asking, once, and only right after the press.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCEPTED_FOR_MS } from './update-accepted.ts';
import { registration } from '../testing/pwa-register-fake.ts';

vi.mock('virtual:pwa-register', () => import('../testing/pwa-register-fake.ts'));

/** A page load: fresh modules (the registration, the page's state), the tab's sessionStorage kept. */
async function loadPage() {
  vi.resetModules();
  const sw = await import('./service-worker-registration.ts');
  const { pwaState } = await import('./pwa-state.ts');
  const { readsHeld } = await import('../api/reads-held.ts');
  sw.startServiceWorker();
  registration.options?.onNeedRefresh?.();
  await Promise.resolve();
  return { sw, pwaState, readsHeld };
}

beforeEach(() => {
  sessionStorage.clear();
  registration.updateServiceWorker.mockClear();
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(new Date('2026-11-02T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('an accepted update the browser held back past the reload', () => {
  it('is taken by the next page load without asking, once; the load after that asks again', async () => {
    const first = await loadPage();
    expect(first.pwaState.needRefresh).toBe(true);
    expect(registration.updateServiceWorker).not.toHaveBeenCalled();
    await first.sw.applyUpdate();
    expect(registration.updateServiceWorker).toHaveBeenCalledTimes(1);

    // Back on the old version, the new worker waiting: no prompt, reads held, the worker asked again.
    vi.setSystemTime(Date.now() + 4_000);
    const second = await loadPage();
    expect(second.pwaState.needRefresh).toBe(false);
    expect(second.readsHeld()).toBe(true);
    expect(registration.updateServiceWorker).toHaveBeenCalledTimes(2);

    // Still held back: this time the user is asked, not reloaded in a loop.
    vi.setSystemTime(Date.now() + 4_000);
    const third = await loadPage();
    expect(third.pwaState.needRefresh).toBe(true);
    expect(third.readsHeld()).toBe(false);
    expect(registration.updateServiceWorker).toHaveBeenCalledTimes(2);
  });

  it('is not taken without asking when the press was long ago, or in another tab', async () => {
    const first = await loadPage();
    await first.sw.applyUpdate();
    vi.setSystemTime(Date.now() + ACCEPTED_FOR_MS + 1);
    const later = await loadPage();
    expect(later.pwaState.needRefresh).toBe(true);
    expect(registration.updateServiceWorker).toHaveBeenCalledTimes(1);

    sessionStorage.clear(); // another tab: its own sessionStorage
    const otherTab = await loadPage();
    expect(otherTab.pwaState.needRefresh).toBe(true);
    expect(registration.updateServiceWorker).toHaveBeenCalledTimes(1);
  });

  it('a page load with no new version waiting forgets the press', async () => {
    const first = await loadPage();
    await first.sw.applyUpdate();
    vi.resetModules();
    const sw = await import('./service-worker-registration.ts');
    sw.startServiceWorker(); // the update took over: nothing waits, onNeedRefresh is not called
    const next = await loadPage();
    expect(next.pwaState.needRefresh).toBe(true);
    expect(registration.updateServiceWorker).toHaveBeenCalledTimes(1);
  });
});
