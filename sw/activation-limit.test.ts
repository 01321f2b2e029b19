// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { limitActivationWait, settledWithin } from './activation-limit.ts';
import { cleanUpStorage } from './storage-cleanup.ts';

/** The parts of an activate event the listeners use: what each handed to waitUntil. */
class FakeActivateEvent {
  readonly waitedFor: Array<Promise<unknown>> = [];
  waitUntil(promise: Promise<unknown>): void {
    this.waitedFor.push(promise);
  }
}

/** A worker scope's activate listeners, run in the order added, as the browser does. */
function activateScope() {
  const listeners: Array<(event: ExtendableEvent) => void> = [];
  return {
    addEventListener: (_type: 'activate', listener: (event: ExtendableEvent) => void) => listeners.push(listener),
    /** Dispatches one activate event; resolves when the browser would call it finished. */
    async activate(): Promise<number> {
      const event = new FakeActivateEvent();
      // From the dispatch, as the browser counts: the limit's timer starts inside the listeners,
      // which on a loaded machine can take a while to run.
      const started = Date.now();
      for (const listener of listeners) listener(event as unknown as ExtendableEvent);
      await Promise.all(event.waitedFor);
      return Date.now() - started;
    },
  };
}

const never = <T = void>() => new Promise<T>(() => {});

describe('activation limit', () => {
  it('ends the activate event within the limit when work handed to it never settles (workbox’s precache cleanup, say)', async () => {
    const scope = activateScope();
    limitActivationWait(scope, 50);
    scope.addEventListener('activate', (event) => event.waitUntil(never()));
    scope.addEventListener('activate', (event) => event.waitUntil(Promise.reject(new Error('cleanup failed'))));
    const took = await scope.activate();
    expect(took).toBeGreaterThanOrEqual(45);
    expect(took).toBeLessThan(2_000);
  });

  it('does not wait out the limit when the work ends first', async () => {
    const scope = activateScope();
    limitActivationWait(scope, 10_000);
    scope.addEventListener('activate', (event) => event.waitUntil(new Promise((done) => setTimeout(done, 20))));
    expect(await scope.activate()).toBeLessThan(2_000);
  });

  it('without the limit, the same event would never end', async () => {
    const scope = activateScope();
    scope.addEventListener('activate', (event) => event.waitUntil(never()));
    const outcome = await Promise.race([scope.activate().then(() => 'ended'), settledWithin(never(), 200).then(() => 'still waiting')]);
    expect(outcome).toBe('still waiting');
  });

  it('bounds our own storage housekeeping when IndexedDB never answers (a connection elsewhere holding it up)', async () => {
    const databases = vi.spyOn(indexedDB, 'databases').mockImplementation(() => never<IDBDatabaseInfo[]>());
    try {
      const scope = activateScope();
      limitActivationWait(scope, 50);
      scope.addEventListener('activate', (event) => event.waitUntil(cleanUpStorage()));
      expect(await scope.activate()).toBeGreaterThanOrEqual(45);
      expect(databases).toHaveBeenCalled();
    } finally {
      databases.mockRestore();
    }
  });
});
