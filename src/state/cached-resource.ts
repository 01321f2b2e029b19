// The mechanism every screen's data goes through (architecture "How data flows", step 1): show the
// last cached copy at once with its age, keep the spec's in-progress/success/error flags (§4), and
// revalidate over the network; fresh data replaces the copy. Resources in view revalidate on
// reconnect (see revalidateResourcesInView).
//
// A resource is keyed by its request (issue 24 §2): it holds one state per request body, as the
// service worker keeps one copy per body, and a screen reads the state of the body it asks for. So
// a screen never shows another body's answer (the previous page, the previous popup's day), several
// bodies are held at once (a roster per event, every building's card on /building), and going back
// to a body seen shows what was held at once. The least recently used bodies no screen reads are
// dropped past `bodiesKept`.
import { proxy, snapshot } from 'valtio';
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
}

/**
 * How a load ended: 'fresh' from the server; 'copy' answered by the worker's stored copy (the
 * network did not answer); 'failed'; 'overtaken' by a newer load of the same body; 'skipped'
 * (nothing loaded yet for that body).
 */
export type LoadOutcome = 'fresh' | 'copy' | 'failed' | 'overtaken' | 'skipped';

/** A revalidation on its way this long is not waited for by the next one (see revalidateEntry). */
export const REVALIDATION_JOIN_MS = 2_000 as const;

/** Updates kept per body to make again on older answers (a door rush's check-ins between two roster reads). */
const UPDATES_KEPT = 500;

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
}

export interface ResourceDefinition<E extends Endpoint> {
  name: string;
  /** The read (src/api/): its answer is the resource's data, its request body the key. */
  endpoint: E;
  /** Bodies no screen reads kept for a return visit (default RESOURCE_BODIES_KEPT). */
  bodiesKept?: number;
}

/** What the resource holds for one body. */
interface Entry<T, B> {
  readonly body: B;
  readonly state: ResourceState<T>;
  /** Bumped by each load of the body and by reset. */
  sequence: number;
  /**
   * The sequence of the last answer shown (reset: of the reset): an answer of a load older than it
   * never wins, but one newer is shown even while a later load is still on its way. Otherwise a
   * roster re-read at each live change (several a second at a door rush) would discard every
   * answer that a later change's re-read overtook, and show nothing new until the changes paused.
   */
  shown: number;
  /** A load on its way, which a load of the same body joins. */
  pending: Promise<LoadOutcome> | null;
  /** A revalidation on its way (and when it started), and the one asked for meanwhile, to run after it. */
  revalidating: { outcome: Promise<LoadOutcome>; since: number } | null;
  followUp: Promise<LoadOutcome> | null;
  /** A load was made: a revalidation has something to repeat. */
  loaded: boolean;
  /** When the data held came fresh from the server: a later visit shows it with that age. */
  freshAt: string | null;
  /** When the request of the answer shown was sent (ms), or of the first load still on its way. */
  askedAt: number;
  /** Updates made while loads asked before them may still answer (see `update`), oldest first. */
  updates: Array<{ afterSequence: number; change: (data: T) => T }>;
  /** Screens reading it, and those of them showing it (in view). */
  holders: number;
  viewers: number;
}

const allResources = new Set<CachedResource<unknown, unknown>>();

/** The key of a body: its JSON, as the service worker keys its copies. */
export function requestKey(body: unknown): string {
  return JSON.stringify(body ?? null);
}

/** Two answers with the same content (JSON: what the server sent is JSON). */
function sameContent(shown: unknown, answer: unknown): boolean {
  return shown !== null && answer !== null && JSON.stringify(shown) === JSON.stringify(answer);
}

function initialState<T>(): ResourceState<T> {
  return { data: null, inProgress: false, success: false, error: null, cachedAt: null };
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
      entry = { body, state: proxy<ResourceState<T>>(initialState<T>()), sequence: 0, shown: 0, pending: null, revalidating: null, followUp: null, loaded: false, freshAt: null, askedAt: 0, updates: [], holders: 0, viewers: 0 };
      entries.set(key, entry);
      trim(entry);
    } else {
      entries.delete(key);
      entries.set(key, entry);
    }
    return entry;
  }

  /**
   * Shows `data`, an answer to load `asked` (null: the device's copy, of unknown age), with the
   * updates made since it was asked made again on it; the same figures as on screen keep their
   * object (nothing drawn again for nothing).
   */
  function show(entry: Entry<T, B>, data: T, cachedAt: string | null, asked: number | null): void {
    const { state } = entry;
    if (asked !== null) entry.updates = entry.updates.filter((update) => update.afterSequence >= asked);
    const shown = entry.updates.reduce<T>((changed, update) => update.change(changed), data);
    // Compared on the snapshot (plain, and already made for the screen), not through the proxy: a
    // long list read through the proxy's traps took several times as long.
    if (!sameContent(snapshot(state).data, shown)) state.data = shown;
    state.cachedAt = cachedAt;
  }

  async function run(entry: Entry<T, B>, reading: boolean, onCopyRead?: () => void): Promise<LoadOutcome> {
    const mine = ++entry.sequence;
    const askedAt = Date.now();
    if (!entry.loaded) entry.askedAt = askedAt;
    const { state, body } = entry;
    const token = getSessionToken();
    entry.loaded = true;
    state.inProgress = true;
    state.error = null;
    if (reading) {
      state.success = false;
      // What was held from the server shows with its age, as the device's copy of it would.
      if (state.data !== null && state.cachedAt === null) state.cachedAt = entry.freshAt;
      if (token && environment.apiBase.startsWith('/')) {
        const copy = await readCachedCopy<T>({
          authorization: authorizationValue(token),
          method: endpoint.method,
          path: `${environment.apiBase}${endpoint.path}`,
          body,
        });
        const newer = state.data === null || (state.cachedAt !== null && copy !== null && copy.cachedAt > state.cachedAt);
        if (copy && mine === entry.sequence && copy.status < 300 && newer) show(entry, copy.data, copy.cachedAt, null);
      }
    }
    onCopyRead?.();
    const result = await apiCall(endpoint, body);
    const newest = mine === entry.sequence;
    // Older than what is shown, or a failure while a newer load may still answer.
    if (mine <= entry.shown || (!result.ok && !newest)) return 'overtaken';
    entry.shown = mine;
    entry.askedAt = askedAt;
    if (newest) state.inProgress = false;
    if (result.ok) {
      // An answer the worker gave from its copy (network unreachable) must not replace what is on
      // screen when that is at least as new: fresh data, or a change the user just made (a task
      // toggle), would flip back to the old copy.
      const olderCopy =
        result.cachedAt !== null && state.data !== null && (state.cachedAt === null || result.cachedAt <= state.cachedAt);
      if (!olderCopy) {
        show(entry, result.data, result.cachedAt, result.cachedAt === null ? mine : null);
        // Dated when it was asked for, as the worker dates its copies: a copy asked later is newer.
        if (result.cachedAt === null) entry.freshAt = new Date(askedAt).toISOString();
      }
      state.success = true;
      state.error = null;
      return result.cachedAt === null ? 'fresh' : 'copy';
    }
    state.success = false;
    state.error = result.data.msg;
    return 'failed';
  }

  /** Runs a load of `entry`, which later loads of its body join until it ends. */
  function startLoad(entry: Entry<T, B>, onCopyRead?: () => void): Promise<LoadOutcome> {
    const outcome = run(entry, true, onCopyRead);
    entry.pending = outcome;
    void outcome.finally(() => {
      if (entry.pending === outcome) entry.pending = null;
    });
    return outcome;
  }

  function startRevalidation(entry: Entry<T, B>): Promise<LoadOutcome> {
    const outcome = run(entry, false);
    const revalidating = { outcome, since: Date.now() };
    entry.revalidating = revalidating;
    void outcome.finally(() => {
      if (entry.revalidating === revalidating) entry.revalidating = null;
    });
    return outcome;
  }

  /**
   * Revalidations asked for while one is on its way (a live change each, several a second at a
   * door rush) make one more after it, not one each: that one's answer has them all. One on its
   * way longer than REVALIDATION_JOIN_MS (its request lost on the way) is not waited for.
   */
  function revalidateEntry(entry: Entry<T, B>): Promise<LoadOutcome> {
    const { revalidating } = entry;
    if (revalidating === null || Date.now() - revalidating.since > REVALIDATION_JOIN_MS) return startRevalidation(entry);
    entry.followUp ??= revalidating.outcome.then(() => {
      entry.followUp = null;
      return startRevalidation(entry);
    });
    return entry.followUp;
  }

  const resource: CachedResource<T, B> = {
    name: definition.name,
    stateOf: (body) => touch(body).state,
    load(body) {
      const entry = touch(body);
      return entry.pending ?? startLoad(entry);
    },
    preload(body) {
      return new Promise<void>((copyRead) => {
        const entry = touch(body);
        if (entry.pending) copyRead();
        else void startLoad(entry, copyRead).finally(copyRead);
      });
    },
    revalidate(body) {
      const entry = entries.get(requestKey(body));
      if (!entry?.loaded) return Promise.resolve<LoadOutcome>('skipped');
      return revalidateEntry(touch(body));
    },
    update(body, change) {
      const entry = entries.get(requestKey(body));
      if (entry?.state.data == null) return;
      const changed = change(entry.state.data);
      // Nothing changed (a check-in heard again): nothing to make again on older answers either.
      if (changed === entry.state.data) return;
      entry.state.data = changed;
      // Made again on the answers of loads asked until now; once a later load's answer shows, it has it.
      entry.updates.push({ afterSequence: entry.sequence, change });
      if (entry.updates.length > UPDATES_KEPT) entry.updates.shift();
    },
    reset() {
      for (const [key, entry] of entries) {
        entry.shown = ++entry.sequence;
        entry.pending = null;
        entry.revalidating = null;
        entry.followUp = null;
        entry.loaded = false;
        entry.freshAt = null;
        entry.updates = [];
        Object.assign(entry.state, initialState<T>());
        // A screen still reading it (it is about to go) keeps its object; the rest go.
        if (entry.holders === 0) entries.delete(key);
      }
    },
    async warm(body) {
      const result = await apiCall(endpoint, body);
      return result.ok && result.cachedAt === null;
    },
    hold(body, inView) {
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
    },
    bodiesInView: (askedBefore) =>
      [...entries.values()]
        .filter((entry) => entry.viewers > 0 && (askedBefore === undefined || (entry.loaded && entry.askedAt < askedBefore)))
        .map((entry) => entry.body),
  };
  allResources.add(resource as CachedResource<unknown, unknown>);
  return resource;
}

export interface RevalidationSummary {
  /** Bodies on screen. */
  inView: number;
  /** Of those, how many now show fresh data from the server (a newer load counts too). */
  refreshed: number;
}

/**
 * On reconnect: every body on screen is asked for again (push-like refresh); with `which`, only
 * those it accepts (a live event about tasks refreshes the task list, not the calendar); with
 * `askedBefore`, only those whose data was asked for before then (see bodiesInView).
 */
export async function revalidateResourcesInView(
  which: (resource: CachedResource<unknown, unknown>, body: unknown) => boolean = () => true,
  askedBefore?: number,
): Promise<RevalidationSummary> {
  const asked = [...allResources].flatMap((resource) =>
    resource.bodiesInView(askedBefore).filter((body) => which(resource, body)).map((body) => ({ resource, body })),
  );
  const outcomes = await Promise.all(asked.map(({ resource, body }) => resource.revalidate(body)));
  // Overtaken: a newer load of it (the screen's own) is on its way, not a failure of this refresh;
  // skipped: nothing was ever loaded, so nothing is old.
  const refreshed = outcomes.filter((outcome) => outcome === 'fresh' || outcome === 'overtaken' || outcome === 'skipped').length;
  return { inView: asked.length, refreshed };
}

/** Sign-out: no resource keeps another user's data in memory. */
export function resetAllResources(): void {
  for (const resource of allResources) resource.reset();
}
