// A building's calendar feed, as the panel on /building shows it: its status (read when the panel
// is first opened), the address (known only right after it is made: the server keeps a hash of the
// secret), and publishing, renewing (the old address stops at once) or stopping it, which need the
// connection (send-online.ts). One state per building, forgotten at sign-out.
import { proxy, useSnapshot } from 'valtio';
import { fetchFeedStatus, renewFeed, stopFeed, type FeedStatus } from '../api/calendar-api.ts';
import type { ApiResult } from '../api/client.ts';
import { onlineOutcomeOf, sendOnline, type OnlineOutcome } from './send-online.ts';
import { onSignOut } from './session.ts';

/** What the panel says after an action: the address copied or not, the feed stopped. */
export type FeedNotice = 'copied' | 'copy-failed' | 'stopped';

export interface FeedState {
  status: FeedStatus | null;
  url: string | null;
  busy: boolean;
  notice: FeedNotice | null;
  /** The server's sentence when the last call failed. */
  error: string | null;
}

const EMPTY: FeedState = { status: null, url: null, busy: false, notice: null, error: null };

const feeds = proxy<{ byBuilding: Record<number, FeedState> }>({ byBuilding: {} });

onSignOut(() => {
  feeds.byBuilding = {};
});

function feedOf(buildingId: number): FeedState {
  feeds.byBuilding[buildingId] ??= { ...EMPTY };
  return feeds.byBuilding[buildingId];
}

async function run<T extends FeedStatus>(buildingId: number, call: () => Promise<OnlineOutcome<T>>, after: (data: T) => Partial<FeedState>): Promise<void> {
  Object.assign(feedOf(buildingId), { busy: true, notice: null, error: null });
  const outcome = await call();
  const feed = feedOf(buildingId);
  if (outcome.ok) Object.assign(feed, { busy: false, status: { published: outcome.data.published, publishedAt: outcome.data.publishedAt }, ...after(outcome.data) });
  else Object.assign(feed, { busy: false, error: outcome.message });
}

const asOutcome = async <T>(call: Promise<ApiResult<T>>) => onlineOutcomeOf(await call);

/** The panel opened: its status is read once. */
export function openCalendarFeed(buildingId: number): void {
  const feed = feedOf(buildingId);
  if (feed.status === null && !feed.busy) void run(buildingId, () => asOutcome(fetchFeedStatus(buildingId)), () => ({}));
}

/** Publishes the feed, or renews its address; the new address is shown to copy. */
export function renewCalendarFeed(buildingId: number): Promise<void> {
  return run(buildingId, () => sendOnline(() => renewFeed(buildingId)), (data) => ({ url: data.url }));
}

export function stopCalendarFeed(buildingId: number): Promise<void> {
  return run(buildingId, () => sendOnline(() => stopFeed(buildingId)), () => ({ url: null, notice: 'stopped' }));
}

export async function copyCalendarFeedAddress(buildingId: number, url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    Object.assign(feedOf(buildingId), { notice: 'copied', error: null });
  } catch {
    Object.assign(feedOf(buildingId), { notice: 'copy-failed', error: null });
  }
}

/** The panel goes: what it showed (an address made just now) is not kept for the next one. */
export function forgetCalendarFeed(buildingId: number): void {
  delete feeds.byBuilding[buildingId];
}

export function useCalendarFeed(buildingId: number): Readonly<FeedState> {
  return useSnapshot(feeds).byBuilding[buildingId] ?? EMPTY;
}
