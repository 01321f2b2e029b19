// The signed-in user's outbox entries, kept in a store so the top bar, the unsent-changes panel and
// the task list (pending toggles) render them. Refreshed on every outbox change, here or in
// another tab, and when the user changes.
import { proxy, useSnapshot } from 'valtio';
import type { OutboxEntry } from '../offline/shared/offline-db.ts';
import { outbox } from '../offline/shared/outbox.ts';
import { currentUserId } from './current-user.ts';

interface OutboxView {
  userId: number | null;
  entries: OutboxEntry[];
}

export const outboxView = proxy<OutboxView>({ userId: null, entries: [] });

// A refresh that started for an earlier user (or earlier change) must not overwrite a later one.
let refreshSequence = 0;

export async function refreshOutboxView(): Promise<void> {
  const mine = ++refreshSequence;
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
