// What a change notice of the live-change stream refreshes, as the tags it invalidates
// (cache-tags.ts); each cached read says which tags it provides:
// - `task`: the task lists and Pending Tasks totals of its buildings;
// - `event` (scheduled, edited, cancelled): everything that shows events of its buildings (the
//   calendar, the Events screen, rosters, the counts and every figure);
// - `roster` (an RSVP given, cancelled, promoted; a check-in): the RSVP counts of its buildings, the
//   check-in logs of the events it names and their rosters, but a roster whose check-ins the notice
//   carries is shown as heard (live-check-ins.ts), not read again;
// - `resident` (a pass renewed): the resident index and the kiosk rosters, which carry pass hashes;
// - `import`: everything on screen; `message`: nothing (messages are sent, not listed).
import type { LiveChange } from '../api/live-changes-api.ts';
import { isBrowserOnline } from '../offline/connectivity.ts';
import { tagsOfBuildings, tagsOfEvents, type CacheTag } from './cache-tags.ts';
import { invalidateTags, revalidateResourcesInView } from './cached-resource.ts';
import { rosterReadFor } from './live-check-ins.ts';

export const LIVE_REFRESH = {
  /** A change's re-read that got no fresh answer is asked again after this, at most this often. */
  retryMs: 250,
  retries: 2,
} as const;

/** The events `changes` name; null when one of them names none (any event of its buildings). */
function eventsOf(changes: readonly LiveChange[]): Set<number> | null {
  return changes.every((change) => change.eventIds !== undefined) ? new Set(changes.flatMap((change) => change.eventIds ?? [])) : null;
}

const buildingsOf = (changes: readonly LiveChange[], kind: LiveChange['kind']) =>
  new Set(changes.filter((change) => change.kind === kind).flatMap((change) => change.buildingIds));

/** The tags `changes` invalidate, or 'everything' (an import). */
export function tagsOfChanges(changes: readonly LiveChange[]): CacheTag[] | 'everything' {
  if (changes.some((change) => change.kind === 'import')) return 'everything';
  const tags = [
    ...tagsOfBuildings(buildingsOf(changes, 'task'), 'tasks'),
    ...tagsOfBuildings(buildingsOf(changes, 'event'), 'events'),
    ...tagsOfBuildings(buildingsOf(changes, 'resident'), 'users'),
  ];
  const roster = changes.filter((change) => change.kind === 'roster');
  const rosterBuildings = buildingsOf(roster, 'roster');
  if (rosterBuildings.size === 0) return tags;
  return [
    ...tags,
    ...tagsOfBuildings(rosterBuildings, 'rsvps'),
    ...tagsOfEvents('check-ins', eventsOf(roster)),
    ...tagsOfEvents('roster', eventsOf(roster.filter(rosterReadFor))),
  ];
}

/** Asks again what `changes` changed on screen. */
export async function refreshForChanges(changes: readonly LiveChange[]): Promise<void> {
  const tags = tagsOfChanges(changes);
  if (tags === 'everything') {
    await revalidateResourcesInView();
    return;
  }
  if (tags.length === 0) return;
  // A re-read lost on the way (answered by the device's copy, or not at all) is asked again soon:
  // the next change or reconnect may be seconds away, and the change heard is not shown meanwhile.
  for (let attempt = 0; ; attempt++) {
    const { inView, refreshed } = await invalidateTags(tags);
    if (refreshed === inView || attempt === LIVE_REFRESH.retries || !isBrowserOnline()) return;
    await new Promise((done) => setTimeout(done, LIVE_REFRESH.retryMs));
  }
}
