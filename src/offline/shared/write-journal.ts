// The outbox's write-ahead journal: a write is durable from the tap, not from IndexedDB's commit.
// The row shows a write pending in the frame of the tap, while storing it in the outbox is
// asynchronous: a page unloaded in between (a reload, a closed tab, a navigation away) lost a write
// the user had seen made (torture seed 6301). So the outbox first writes it here, synchronously
// (localStorage), and removes the line once its row is stored. A line whose page is gone without
// storing it is an orphan: the next replay of its user, in any tab, stores it (the unique
// Idempotency-Key index keeps it once) and sends it like any other.
import { STORAGE_KEYS, storageArea, type WebStorageArea } from '../../config/web-storage.ts';
import type { NewOutboxRow } from './outbox-store.ts';

const LINE_PREFIX = STORAGE_KEYS.outboxJournal.prefix;
const PAGE_LOCK_PREFIX = 'hom-page:';
/**
 * A line this old is dropped, not replayed: the server forgets an Idempotency-Key after 7 days
 * (server/http/idempotency.ts), so an older write could no longer be told from a new one.
 */
export const JOURNAL_MAX_AGE_MS = 6 * 24 * 60 * 60 * 1000;
/** Without Web Locks a page's liveness is unknown: another page's line is an orphan after this. */
export const ORPHAN_AFTER_MS_WITHOUT_LOCKS = 60_000;

interface JournalLine {
  pageId: string;
  writtenAt: number;
  row: NewOutboxRow;
}

export interface WriteJournal {
  /** Synchronous: once it returns, the write outlives the page. */
  write(row: NewOutboxRow): void;
  remove(idempotencyKey: string): void;
  /**
   * The user's lines whose page is gone (closed or reloaded) without storing them, oldest first, and
   * how many other lines are of pages still open (storing theirs, or going away: ask again later).
   */
  orphans(userId: string): Promise<{ rows: NewOutboxRow[]; ofLivePages: number }>;
  /** Sign-out: the user's lines go with the rest of their data. */
  removeForUser(userId: string): void;
}

/** What the journal uses of localStorage: the storage module's area (tests pass a fake of it). */
export type JournalStorage = WebStorageArea;

export interface WriteJournalDeps {
  storage: JournalStorage;
  locks?: LockManager;
  pageId?: string;
  now?: () => number;
}

export function createWriteJournal(deps: WriteJournalDeps): WriteJournal {
  const { storage, locks } = deps;
  const pageId = deps.pageId ?? crypto.randomUUID();
  const now = deps.now ?? Date.now;
  let holdingPageLock = false;
  // This page's lock, held until it unloads: a line whose page lock nobody holds has no page.
  const holdPageLock = () => {
    if (holdingPageLock || !locks) return;
    holdingPageLock = true;
    void locks.request(PAGE_LOCK_PREFIX + pageId, () => new Promise<never>(() => undefined)).catch(() => undefined);
  };

  const lines = (): Array<[string, JournalLine]> => {
    const found: Array<[string, JournalLine]> = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key === null || !key.startsWith(LINE_PREFIX)) continue;
      try {
        found.push([key, JSON.parse(storage.getItem(key) ?? 'null') as JournalLine]);
      } catch {
        storage.removeItem(key);
      }
    }
    return found.filter(([, line]) => line !== null && typeof line === 'object' && typeof line.row?.idempotencyKey === 'string');
  };

  return {
    write(row) {
      holdPageLock();
      try {
        storage.setItem(LINE_PREFIX + row.idempotencyKey, JSON.stringify({ pageId, writtenAt: now(), row } satisfies JournalLine));
      } catch {
        // Storage full or denied: the outbox's own store is then the only record, as before.
      }
    },
    remove(idempotencyKey) {
      storage.removeItem(LINE_PREFIX + idempotencyKey);
    },
    async orphans(userId) {
      const mine = lines().filter(([, line]) => line.row.userId === userId && line.pageId !== pageId);
      if (mine.length === 0) return { rows: [], ofLivePages: 0 };
      const livePages = new Set<string>();
      if (locks) {
        const state = await locks.query();
        for (const lock of [...(state.held ?? []), ...(state.pending ?? [])]) if (lock.name) livePages.add(lock.name);
      }
      const orphans: NewOutboxRow[] = [];
      let ofLivePages = 0;
      for (const [key, line] of mine) {
        const age = now() - line.writtenAt;
        if (age > JOURNAL_MAX_AGE_MS) {
          storage.removeItem(key);
          continue;
        }
        const pageGone = locks ? !livePages.has(PAGE_LOCK_PREFIX + line.pageId) : age > ORPHAN_AFTER_MS_WITHOUT_LOCKS;
        if (pageGone) orphans.push(line.row);
        else ofLivePages++;
      }
      return { rows: orphans.sort((a, b) => (a.actedAt < b.actedAt ? -1 : a.actedAt > b.actedAt ? 1 : 0)), ofLivePages };
    },
    removeForUser(userId) {
      for (const [key, line] of lines()) if (line.row.userId === userId) storage.removeItem(key);
    },
  };
}

let pageJournal: WriteJournal | undefined | null = null;

/** The page's journal, made on first use; none where there is no localStorage (the worker, some private modes). */
export function pageWriteJournal(): WriteJournal | undefined {
  if (pageJournal !== null) return pageJournal;
  try {
    const storage = storageArea('local');
    pageJournal = storage === undefined ? undefined : createWriteJournal({ storage, locks: typeof navigator !== 'undefined' ? navigator.locks : undefined });
  } catch {
    pageJournal = undefined;
  }
  return pageJournal;
}
