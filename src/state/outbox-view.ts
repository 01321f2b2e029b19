// The signed-in user's outbox entries, kept in a store so the top bar, the unsent-changes panel and
// the task list (pending toggles) render them. Refreshed on every outbox change, here or in
// another tab, and when the user changes.
import { proxy, useSnapshot } from 'valtio';
import type { OutboxEntry } from '../offline/shared/outbox-db.ts';
import { outbox } from '../offline/shared/outbox.ts';
import { currentUserId } from './current-user.ts';

interface OutboxView {
  userId: number | null;
  entries: OutboxEntry[];
}

export const outboxView = proxy<OutboxView>({ userId: null, entries: [] });

// A refresh that started for an earlier user (or earlier change) must not overwrite a later one.
let refreshSequence = 0;
let latestRefresh: Promise<void> = Promise.resolve();

async function readInto(mine: number): Promise<void> {
  const userId = currentUserId();
  let entries: OutboxEntry[] = [];
  if (userId !== null) {
    try {
      entries = await outbox.listForUser(userId);
    } catch {
      // IndexedDB unavailable (private mode in some browsers): nothing can be queued either.
      entries = [];
    }
  }
  if (mine !== refreshSequence) return;
  outboxView.userId = userId;
  outboxView.entries = entries;
}

/**
 * Reads the outbox into the view. Resolves once the view holds at least what the outbox held at
 * the call: a refresh overtaken by a later one (which it must not overwrite) waits for that one.
 * A toggle awaits this before it stops showing itself as in flight; resolving earlier showed the
 * task's old state for a moment, and a tap then sent the opposite of what the user meant.
 */
export async function refreshOutboxView(): Promise<void> {
  const run = readInto(++refreshSequence);
  latestRefresh = run;
  let awaited = run;
  await awaited;
  while (latestRefresh !== awaited) {
    awaited = latestRefresh;
    await awaited;
  }
}

/** Keeps the view current; returns the stop function. */
export function watchOutbox(): () => void {
  void refreshOutboxView();
  return outbox.subscribe(() => void refreshOutboxView());
}

export function pendingEntries(entries: readonly OutboxEntry[]): OutboxEntry[] {
  return entries.filter((entry) => entry.state === 'pending');
}

export function useOutboxEntries(): readonly OutboxEntry[] {
  return useSnapshot(outboxView).entries as readonly OutboxEntry[];
}
