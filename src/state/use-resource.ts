// How a screen reads a cached resource (cached-resource.ts): the state of the request body it asks
// for, loaded while the screen is mounted and drawn in a transition.
import { startTransition, useEffect, useState } from 'react';
import { proxy, snapshot, subscribe } from 'valtio';
import { requestKey, type CachedResource, type ResourceState } from './cached-resource.ts';

/** What a screen that asks for nothing (no user chosen yet) reads. */
const NOTHING_ASKED = proxy<ResourceState<never>>({ data: null, inProgress: false, success: false, error: null, cachedAt: null });

/**
 * Loads `body` while the calling component is mounted (again when the body changes) and marks it
 * "in view" so a reconnect revalidates it; null asks for nothing. Returns the state of `body`.
 */
export function useCachedResource<T, B>(resource: CachedResource<T, B>, body: B | null, enabled = true): ResourceState<T> {
  const key = body === null ? null : requestKey(body);
  useEffect(() => {
    if (!enabled || key === null) return;
    const asked = JSON.parse(key) as B;
    const { release } = resource.hold(asked, true);
    void resource.load(asked);
    return release;
  }, [resource, key, enabled]);
  return useResourceState(resource, body);
}

/**
 * The state of `body`'s request as the screen shows it (null: nothing asked). A change is drawn in
 * a transition, not at once: a transition's render yields to the browser every few milliseconds,
 * where valtio's useSnapshot (useSyncExternalStore) renders in one piece, in the task that changed
 * the store. On a tablet's CPU one screen's answers arriving one by one (a copy read, then the
 * server's answer, for each of its resources) each kept the main thread for a whole render of the
 * page, 50-130 ms at 4x slowdown, and a tap waited for it. Answers that arrive while one is being
 * drawn are drawn together. Another body asked (the next page) shows its own state at once.
 */
export function useResourceState<T, B>(resource: CachedResource<T, B>, body: B | null): ResourceState<T> {
  const key = body === null ? null : requestKey(body);
  const state = body === null ? NOTHING_ASKED : resource.stateOf(body);
  const [shown, setShown] = useState(() => ({ state, snap: snapshot(state) }));
  useEffect(() => {
    if (key === null) return;
    // The state held for the body (the one rendered, unless it was dropped before this effect ran).
    const held = resource.hold(JSON.parse(key) as B, false);
    const show = () => startTransition(() => setShown({ state: held.state, snap: snapshot(held.state) }));
    const stop = subscribe(held.state, show);
    // A change between the render and this subscription is not missed.
    show();
    return () => {
      stop();
      held.release();
    };
  }, [resource, key]);
  return (shown.state === state ? shown.snap : snapshot(state)) as ResourceState<T>;
}
