// One body's state of a cached resource (cached-resource.ts) and how it is loaded: the device's copy
// first, then the server; an answer older than the one shown never wins, and the updates made since
// a load was asked are made again on its answer.
import { proxy, snapshot } from 'valtio';
import type { Endpoint, RequestOf } from '../api/api-contract.ts';
import { apiCall, type ApiResult } from '../api/client.ts';
import { environment } from '../config/environment.ts';
import { authorizationValue } from '../contract/http-headers.ts';
import { readCachedCopy } from '../offline/cached-copy.ts';
import { getSessionToken } from './session.ts';
import { untilStreamOpened } from './stream-opening.ts';


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

/** What the resource holds for one body. */
export interface Entry<T, B> {
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
  /**
   * When the request of the answer shown was sent (ms), or of the first load still on its way;
   * Infinity while a load waits for the live stream's first ready before asking (stream-opening.ts).
   */
  askedAt: number;
  /** Updates made while loads asked before them may still answer (see `update`), oldest first. */
  updates: Array<{ afterSequence: number; change: (data: T) => T }>;
  /** Screens reading it, and those of them showing it (in view). */
  holders: number;
  viewers: number;
}

/** The key of a body: its JSON, as the service worker keys its copies. */
export function requestKey(body: unknown): string {
  return JSON.stringify(body ?? null);
}

/** Two answers with the same content (JSON: what the server sent is JSON). */
function sameContent(shown: unknown, answer: unknown): boolean {
  return shown !== null && answer !== null && JSON.stringify(shown) === JSON.stringify(answer);
}

export function initialState<T>(): ResourceState<T> {
  return { data: null, inProgress: false, success: false, error: null, cachedAt: null };
}

/** A new entry for `body`, nothing loaded. */
export function newEntry<T, B>(body: B): Entry<T, B> {
  return { body, state: proxy<ResourceState<T>>(initialState<T>()), sequence: 0, shown: 0, pending: null, revalidating: null, followUp: null, loaded: false, freshAt: null, askedAt: 0, updates: [], holders: 0, viewers: 0 };
}

/**
 * Shows `data`, an answer to load `asked` (null: the device's copy, of unknown age), with the
 * updates made since it was asked made again on it; the same figures as on screen keep their
 * object (nothing drawn again for nothing).
 */
function show<T, B>(entry: Entry<T, B>, data: T, cachedAt: string | null, asked: number | null): void {
  const { state } = entry;
  if (asked !== null) entry.updates = entry.updates.filter((update) => update.afterSequence >= asked);
  const shown = entry.updates.reduce<T>((changed, update) => update.change(changed), data);
  // Compared on the snapshot (plain, and already made for the screen), not through the proxy: a
  // long list read through the proxy's traps took several times as long.
  if (!sameContent(snapshot(state).data, shown)) state.data = shown;
  state.cachedAt = cachedAt;
}

async function run<T, B>(endpoint: Endpoint, entry: Entry<T, B>, reading: boolean, onCopyRead?: () => void): Promise<LoadOutcome> {
  const mine = ++entry.sequence;
  let askedAt = Date.now();
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
  const streamOpened = reading && state.data !== null ? untilStreamOpened() : null;
  if (streamOpened !== null) {
    // Not asked yet: the stream's first ready has nothing of this load's to read again.
    entry.askedAt = Number.POSITIVE_INFINITY;
    await streamOpened;
    askedAt = Date.now();
    entry.askedAt = askedAt;
  }
  const result = (await apiCall(endpoint, body as RequestOf<Endpoint>)) as ApiResult<T>;
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
export function startLoad<T, B>(endpoint: Endpoint, entry: Entry<T, B>, onCopyRead?: () => void): Promise<LoadOutcome> {
  const outcome = run(endpoint, entry, true, onCopyRead);
  entry.pending = outcome;
  void outcome.finally(() => {
    if (entry.pending === outcome) entry.pending = null;
  });
  return outcome;
}

function startRevalidation<T, B>(endpoint: Endpoint, entry: Entry<T, B>): Promise<LoadOutcome> {
  const outcome = run(endpoint, entry, false);
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
export function revalidateEntry<T, B>(endpoint: Endpoint, entry: Entry<T, B>): Promise<LoadOutcome> {
  const { revalidating } = entry;
  if (revalidating === null || Date.now() - revalidating.since > REVALIDATION_JOIN_MS) return startRevalidation(endpoint, entry);
  entry.followUp ??= revalidating.outcome.then(() => {
    entry.followUp = null;
    return startRevalidation(endpoint, entry);
  });
  return entry.followUp;
}

/** Updates kept per body to make again on older answers (a door rush's check-ins between two roster reads). */
const UPDATES_KEPT = 500;

/** Changes the data held (nothing when none is held); made again on the answers of loads asked until now. */
export function updateEntry<T, B>(entry: Entry<T, B> | undefined, change: (data: T) => T): void {
  if (entry?.state.data == null) return;
  const changed = change(entry.state.data);
  // Nothing changed (a check-in heard again): nothing to make again on older answers either.
  if (changed === entry.state.data) return;
  entry.state.data = changed;
  // Once a later load's answer shows, it has the change.
  entry.updates.push({ afterSequence: entry.sequence, change });
  if (entry.updates.length > UPDATES_KEPT) entry.updates.shift();
}

/** Forgets what the entry held; an answer of a load asked before this never shows. */
export function resetEntry<T, B>(entry: Entry<T, B>): void {
  entry.shown = ++entry.sequence;
  entry.pending = null;
  entry.revalidating = null;
  entry.followUp = null;
  entry.loaded = false;
  entry.freshAt = null;
  entry.updates = [];
  Object.assign(entry.state, initialState<T>());
}
