// Refreshes across every cached resource: on reconnect everything on screen is asked again; a write
// or a live change notice asks again what provides the tags it invalidates (cache-tags.ts).
import { anyTagMatches, type CacheTag } from './cache-tags.ts';
import type { LoadOutcome } from './resource-entry.ts';

/** What a refresh needs of a cached resource (cached-resource.ts). */
export interface RefreshableResource {
  bodiesInView(askedBefore?: number): unknown[];
  bodiesHeld(): unknown[];
  provides(body: unknown): readonly CacheTag[];
  revalidate(body: unknown): Promise<LoadOutcome>;
  reset(): void;
}

const allResources = new Set<RefreshableResource>();

export function registerResource(resource: RefreshableResource): void {
  allResources.add(resource);
}

export interface RevalidationSummary {
  /** Bodies on screen. */
  inView: number;
  /** Of those, how many now show fresh data from the server (a newer load counts too). */
  refreshed: number;
}

type Asked = Array<{ resource: RefreshableResource; body: unknown }>;

async function revalidateAll(asked: Asked): Promise<RevalidationSummary> {
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

/**
 * On reconnect: every body on screen is asked for again (push-like refresh); with `askedBefore`,
 * only those whose data was asked for before then (see bodiesInView).
 */
export function revalidateResourcesInView(askedBefore?: number): Promise<RevalidationSummary> {
  return revalidateAll([...allResources].flatMap((resource) => resource.bodiesInView(askedBefore).map((body) => ({ resource, body }))));
}

/** Asks again every body a screen reads whose data provides one of `tags` (a write's, a change notice's). */
export function invalidateTags(tags: readonly CacheTag[]): Promise<RevalidationSummary> {
  if (tags.length === 0) return Promise.resolve({ inView: 0, refreshed: 0 });
  const asked = [...allResources].flatMap((resource) =>
    resource
      .bodiesHeld()
      .filter((body) => anyTagMatches(resource.provides(body), tags))
      .map((body) => ({ resource, body })),
  );
  return revalidateAll(asked);
}
