// The mechanism every screen's data goes through (architecture "How data flows", step 1): show the
// last cached copy at once with its age, keep the spec's in-progress/success/error flags (§4), and
// revalidate over the network; fresh data replaces the copy. Resources in view revalidate on
// reconnect (see revalidateResourcesInView).
import { startTransition, useEffect, useState } from 'react';
import { proxy, snapshot, subscribe } from 'valtio';
import type { Endpoint, RequestOf, ResponseOf } from '../api/api-contract.ts';
import { apiCall } from '../api/client.ts';
import { environment } from '../config/environment.ts';
import { authorizationValue } from '../contract/http-headers.ts';
import { readCachedCopy } from '../offline/cached-copy.ts';
import { getSessionToken } from './session.ts';

export interface ResourceState<T> {
  data: T | null;
  inProgress: boolean;
  success: boolean;
  /** The server's (or the network's) sentence when the last load failed. */
  error: string | null;
  /** ISO time of the copy on screen when it did not come fresh from the server; null when fresh. */
  cachedAt: string | null;
  /** The parameters of the last load, so a revalidation repeats it. */
  params: unknown;
}

/**
 * How a load ended: 'fresh' from the server; 'copy' answered by the worker's stored copy (the
 * network did not answer); 'failed'; 'overtaken' by a newer load; 'skipped' (nothing loaded yet).
 */
export type LoadOutcome = 'fresh' | 'copy' | 'failed' | 'overtaken' | 'skipped';

export interface CachedResource<T, P> {
  readonly name: string;
  readonly state: ResourceState<T>;
  /** Loads for `params`: cached copy first (if any), then the network. */
  load(params: P): Promise<LoadOutcome>;
  /** Repeats the last load, keeping what is on screen until the answer arrives. */
  revalidate(): Promise<LoadOutcome>;
  /** Forgets everything (sign-out). */
  reset(): void;
  /**
   * Starts the load a screen is about to ask for, before it renders (app start): resolves once the
   * device's copy is read (or known absent), so the first render can already show it. The screen's
   * own load(params) of the same params, soon after, joins this one instead of starting over.
   */
  preload(params: P): Promise<void>;
  /**
   * Asks the server for `params` without touching what is on screen: the service worker keeps the
   * answer, so this view opens offline later (the offline warm-up). True when the server answered.
   */
  warm(params: P): Promise<boolean>;
}

export interface ResourceDefinition<E extends Endpoint, P> {
  name: string;
  /** The read (src/api/): its answer is the resource's data. */
  endpoint: E;
  body: (params: P) => RequestOf<E>;
}

/** A preload older than this is not joined (its screen never came): the screen loads afresh. */
const PRELOAD_JOIN_MS = 10_000 as const;

const inView = new Map<CachedResource<unknown, unknown>, number>();
const allResources = new Set<CachedResource<unknown, unknown>>();

/** Two answers with the same content (JSON: what the server sent is JSON). */
function sameContent(shown: unknown, answer: unknown): boolean {
  return shown !== null && answer !== null && JSON.stringify(shown) === JSON.stringify(answer);
}

function initialState<T>(): ResourceState<T> {
  return { data: null, inProgress: false, success: false, error: null, cachedAt: null, params: undefined };
}

export function createCachedResource<E extends Endpoint, P>(
  definition: ResourceDefinition<E, P>,
): CachedResource<ResponseOf<E>, P> {
  type T = ResponseOf<E>;
  const { endpoint } = definition;
  const state = proxy<ResourceState<T>>(initialState<T>());
  // Answers to an older load (other params, or overtaken) never overwrite a newer one.
  let sequence = 0;
  // A preload the screen's first load() joins (see preload), if it comes soon enough.
  let preloaded: { key: string; at: number; outcome: Promise<LoadOutcome> } | null = null;

  async function run(params: P, clearFirst: boolean, onCopyRead?: () => void): Promise<LoadOutcome> {
    const mine = ++sequence;
    const body = definition.body(params);
    const token = getSessionToken();
    state.params = params;
    state.inProgress = true;
    state.error = null;
    if (clearFirst) {
      state.data = null;
      state.success = false;
      state.cachedAt = null;
      if (token && environment.apiBase.startsWith('/')) {
        const copy = await readCachedCopy<T>({
          authorization: authorizationValue(token),
          method: endpoint.method,
          path: `${environment.apiBase}${endpoint.path}`,
          body,
        });
        if (copy && mine === sequence && state.data === null && copy.status < 300) {
          state.data = copy.data as T;
          state.cachedAt = copy.cachedAt;
        }
      }
    }
    onCopyRead?.();
    const result = await apiCall(endpoint, body);
    if (mine !== sequence) return 'overtaken';
    state.inProgress = false;
    if (result.ok) {
      // A revalidation the worker answered from its copy (network unreachable) must not replace
      // what is on screen when that is at least as new: fresh data, or a change the user just made
      // (a task toggle), would flip back to the old copy.
      const olderCopy =
        !clearFirst &&
        result.cachedAt !== null &&
        state.data !== null &&
        (state.cachedAt === null || result.cachedAt <= state.cachedAt);
      if (!olderCopy) {
        // The same figures as on screen keep their object: whatever is drawn from them (the
        // calendar's month, a chart) is not drawn again for nothing on every revalidation.
        // Compared on the snapshot (plain, and already made for the screen), not through the proxy:
        // a long list read through the proxy's traps took several times as long.
        if (!sameContent(snapshot(state).data, result.data)) state.data = result.data as T;
        state.cachedAt = result.cachedAt;
      }
      state.success = true;
      state.error = null;
      return result.cachedAt === null ? 'fresh' : 'copy';
    }
    state.success = false;
    state.error = result.data.msg;
    return 'failed';
  }

  const resource: CachedResource<T, P> = {
    name: definition.name,
    state,
    load(params) {
      const joined = preloaded;
      preloaded = null;
      if (joined?.key === JSON.stringify(params ?? null) && Date.now() - joined.at < PRELOAD_JOIN_MS) return joined.outcome;
      return run(params, true);
    },
    preload(params) {
      return new Promise<void>((copyRead) => {
        const outcome = run(params, true, copyRead);
        preloaded = { key: JSON.stringify(params ?? null), at: Date.now(), outcome };
        void outcome.finally(copyRead);
      });
    },
    revalidate: () =>
      state.params === undefined ? Promise.resolve<LoadOutcome>('skipped') : run(state.params as P, false),
    reset() {
      sequence++;
      preloaded = null;
      Object.assign(state, initialState<T>());
    },
    async warm(params) {
      const result = await apiCall(endpoint, definition.body(params));
      return result.ok && result.cachedAt === null;
    },
  };
  allResources.add(resource as CachedResource<unknown, unknown>);
  return resource;
}

/**
 * Loads `resource` for `params` while the calling component is mounted (reloading when the params'
 * JSON changes) and marks it "in view" so a reconnect revalidates it. Returns the snapshot.
 */
export function useCachedResource<T, P>(resource: CachedResource<T, P>, params: P, enabled = true) {
  const key = JSON.stringify(params ?? null);
  useEffect(() => {
    if (!enabled) return;
    const entry = resource as CachedResource<unknown, unknown>;
    inView.set(entry, (inView.get(entry) ?? 0) + 1);
    void resource.load(JSON.parse(key) as P);
    return () => {
      const count = (inView.get(entry) ?? 1) - 1;
      if (count <= 0) inView.delete(entry);
      else inView.set(entry, count);
    };
  }, [resource, key, enabled]);
  return useResourceState(resource);
}

/**
 * The resource's state as the screen shows it. A change is drawn in a transition, not at once: a
 * transition's render yields to the browser every few milliseconds, where valtio's useSnapshot
 * (useSyncExternalStore) renders in one piece, in the task that changed the store. On a tablet's CPU
 * one screen's answers arriving one by one (a copy read, then the server's answer, for each of its
 * resources) each kept the main thread for a whole render of the page, 50-130 ms at 4x slowdown,
 * and a tap waited for it. Answers that arrive while one is being drawn are drawn together.
 */
export function useResourceState<T, P>(resource: CachedResource<T, P>): ResourceState<T> {
  const { state } = resource;
  const [shown, setShown] = useState(() => snapshot(state));
  useEffect(() => {
    const show = () => startTransition(() => setShown(snapshot(state)));
    const stop = subscribe(state, show);
    // A change between the first render and this subscription is not missed.
    show();
    return stop;
  }, [state]);
  return shown as ResourceState<T>;
}

export interface RevalidationSummary {
  /** Resources on screen. */
  inView: number;
  /** Of those, how many now show fresh data from the server (a newer load counts too). */
  refreshed: number;
}

/**
 * On reconnect: every resource on screen asks the server again (push-like refresh); with `which`,
 * only those it accepts (a live event about tasks refreshes the task list, not the calendar).
 */
export async function revalidateResourcesInView(
  which: (resource: CachedResource<unknown, unknown>) => boolean = () => true,
): Promise<RevalidationSummary> {
  const resources = [...inView.keys()].filter(which);
  const outcomes = await Promise.all(resources.map((resource) => resource.revalidate()));
  // Overtaken: a newer load of it (the screen's own) is on its way, not a failure of this refresh;
  // skipped: nothing was ever loaded, so nothing is old.
  const refreshed = outcomes.filter((outcome) => outcome === 'fresh' || outcome === 'overtaken' || outcome === 'skipped').length;
  return { inView: resources.length, refreshed };
}

/** Sign-out: no resource keeps another user's data in memory. */
export function resetAllResources(): void {
  for (const resource of allResources) resource.reset();
}
