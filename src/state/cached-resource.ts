// The mechanism every screen's data goes through (docs/design/architecture.md, "How data flows",
// step 1): show the last cached copy at once with its age, keep the in-progress/success/error flags
// the product specifies for every data load (docs/product-spec.md, States and transitions), and
// revalidate over the network; fresh data replaces the copy. Resources in view revalidate on
// reconnect (see revalidateResourcesInView).
//
// A resource is keyed by its request: it holds one state per request body, as the
// service worker keeps one copy per body, and a screen reads the state of the body it asks for. So
// a screen never shows another body's answer (the previous page, the previous popup's day), several
// bodies are held at once (a roster per event, every building's card on /building), and going back
// to a body seen shows what was held at once. The least recently used bodies no screen reads are
// dropped past `bodiesKept`.
import type { Endpoint, RequestOf, ResponseOf } from '../api/api-contract.ts';
import { apiCall } from '../api/client.ts';
import type { CacheTag } from './cache-tags.ts';
import { newEntry, requestKey, resetEntry, revalidateEntry, startLoad, updateEntry, type Entry, type LoadOutcome, type ResourceState } from './resource-entry.ts';
import { registerResource, type RefreshableResource } from './resource-refresh.ts';

export { requestKey } from './resource-entry.ts';
export { REVALIDATION_JOIN_MS } from './resource-entry.ts';
export { invalidateTags, resetAllResources, revalidateResourcesInView, type RevalidationSummary } from './resource-refresh.ts';

export type { LoadOutcome, ResourceState } from './resource-entry.ts';

/** A body no screen reads any more is kept for a return visit, up to this many per resource. */
export const RESOURCE_BODIES_KEPT = 20 as const;

export interface CachedResource<T, B> {
  readonly name: string;
  /** The state of `body`'s request (an empty one when nothing is held for it yet). */
  stateOf(body: B): ResourceState<T>;
  /**
   * Loads `body`: what is held for it, or the device's copy, first (with its age), then the network.
   * A load of a body already loading joins that one (a preload at app start, a second screen).
   */
  load(body: B): Promise<LoadOutcome>;
  /** Asks the server again for `body`, keeping what is on screen until the answer arrives. */
  revalidate(body: B): Promise<LoadOutcome>;
  /**
   * Starts the load a screen is about to ask for, before it renders (app start): resolves once the
   * device's copy is read (or known absent), so the first render can already show it. The screen's
   * own load of the same body, while this one is on its way, joins it.
   */
  preload(body: B): Promise<void>;
  /**
   * Asks the server for `body` without touching what is on screen: the service worker keeps the
   * answer, so this view opens offline later (the offline warm-up). True when the server answered.
   */
  warm(body: B): Promise<boolean>;
  /**
   * Changes the data held for `body` (a write's answer, a check-in heard live, shown at once); nothing
   * when none is held. `change` must set what it changes (not add to it): an answer to a request sent
   * before the update is older than it, so the change is made again on that answer when it shows.
   */
  update(body: B, change: (data: T) => T): void;
  /** Forgets everything (sign-out). */
  reset(): void;
  /**
   * A screen reads `body` (useResourceState) until the returned release: it is never dropped
   * meanwhile, and, `inView`, a reconnect asks for it again. Answers the state to show.
   */
  hold(body: B, inView: boolean): { state: ResourceState<T>; release: () => void };
  /**
   * The bodies screens show (held in view); with `askedBefore` (ms since the epoch), only those whose
   * data shown was asked for before then (or is still being asked for since before then).
   */
  bodiesInView(askedBefore?: number): B[];
  /**
   * The loaded bodies screens read (in view or not), or still loading: a load asked before a write
   * was answered may hold the data from before it.
   */
  bodiesHeld(): B[];
  /** The tags `body`'s data provides (cache-tags.ts): a write or a change notice invalidating one asks it again. */
  provides(body: B): readonly CacheTag[];
}

export interface ResourceDefinition<E extends Endpoint> {
  name: string;
  /** The read (src/api/): its answer is the resource's data, its request body the key. */
  endpoint: E;
  /** Bodies no screen reads kept for a return visit (default RESOURCE_BODIES_KEPT). */
  bodiesKept?: number;
  /** What its data shows, for refreshes (cache-tags.ts); none: only a refresh of everything asks it again. */
  provides?: (body: NonNullable<RequestOf<E>>) => readonly CacheTag[];
}

export function createCachedResource<E extends Endpoint>(
  definition: ResourceDefinition<E>,
): CachedResource<ResponseOf<E>, NonNullable<RequestOf<E>>> {
  type T = ResponseOf<E>;
  type B = NonNullable<RequestOf<E>>;
  const { endpoint } = definition;
  const bodiesKept = definition.bodiesKept ?? RESOURCE_BODIES_KEPT;
  // In order of use, the least recently used first.
  const entries = new Map<string, Entry<T, B>>();

  /** Drops the least recently used bodies nobody reads or loads, past bodiesKept; never `keep`. */
  function trim(keep: Entry<T, B>): void {
    for (const [key, entry] of entries) {
      if (entries.size <= bodiesKept) return;
      if (entry !== keep && entry.holders === 0 && entry.pending === null) entries.delete(key);
    }
  }

  /** The entry of `body`, made when missing, moved to the most recently used end. */
  function touch(body: B): Entry<T, B> {
    const key = requestKey(body);
    let entry = entries.get(key);
    if (entry === undefined) {
      entry = newEntry<T, B>(body);
      entries.set(key, entry);
      trim(entry);
    } else {
      entries.delete(key);
      entries.set(key, entry);
    }
    return entry;
  }

  function hold(body: B, inView: boolean) {
    const entry = touch(body);
    entry.holders++;
    if (inView) entry.viewers++;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      entry.holders--;
      if (inView) entry.viewers--;
      trim(entry);
    };
    return { state: entry.state, release };
  }

  const resource: CachedResource<T, B> = {
    name: definition.name,
    stateOf: (body) => touch(body).state,
    load(body) {
      const entry = touch(body);
      return entry.pending ?? startLoad(endpoint, entry);
    },
    preload(body) {
      return new Promise<void>((copyRead) => {
        const entry = touch(body);
        if (entry.pending) copyRead();
        else void startLoad(endpoint, entry, copyRead).finally(copyRead);
      });
    },
    revalidate(body) {
      const entry = entries.get(requestKey(body));
      if (!entry?.loaded) return Promise.resolve<LoadOutcome>('skipped');
      return revalidateEntry(endpoint, touch(body));
    },
    update: (body, change) => updateEntry(entries.get(requestKey(body)), change),
    reset() {
      for (const [key, entry] of entries) {
        resetEntry(entry);
        // A screen still reading it (it is about to go) keeps its object; the rest go.
        if (entry.holders === 0) entries.delete(key);
      }
    },
    async warm(body) {
      const result = await apiCall(endpoint, body);
      return result.ok && result.cachedAt === null;
    },
    hold,
    bodiesInView: (askedBefore) =>
      [...entries.values()]
        .filter((entry) => entry.viewers > 0 && (askedBefore === undefined || (entry.loaded && entry.askedAt < askedBefore)))
        .map((entry) => entry.body),
    bodiesHeld: () => [...entries.values()].filter((entry) => entry.loaded && (entry.holders > 0 || entry.pending !== null)).map((entry) => entry.body),
    provides: (body) => definition.provides?.(body) ?? [],
  };
  registerResource(resource as unknown as RefreshableResource);
  return resource;
}
