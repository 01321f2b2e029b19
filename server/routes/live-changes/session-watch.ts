import type { SessionCheck, Subscriber } from './change-hub-types.ts';

/** A stream as the watch sees it: its session, and the buildings its last read of it allowed. */
export interface Watched<Session> {
  subscriber: Subscriber<Session>;
  buildingIds: readonly number[];
  /** The watch's count when its session was last marked to be read again (on joining, and at each notice naming its holder). */
  dirtyAt: number;
  /** The watch's count when the read whose answer it holds began (-1: none yet). */
  checkedAt: number;
}

/**
 * Whose sessions a hub must read again before telling them anything more. A stream's session is read
 * before it is first told something; after that, again only once a session notice names its holder
 * (the database logs one in the transaction of every write that can end or narrow a session:
 * migration 034), or the table of recent changes lost rows the hub never read. Marked streams are
 * read together when the next change is to be told (to anyone): a session over ends its stream
 * then, and a stream given a building is found under it for that change already.
 * Its token's expiry is checked without the database at each change told.
 *
 * Why this is enough: the notices are read in commit order with the changes. A write that ends a
 * session commits before any change after it is logged, so the hub reads its notice no later than
 * those changes, marks the stream, and reads the session again before telling it one of them. A read
 * counts for a stream only when it began after the stream's last mark: one begun earlier may have
 * seen the database before the write.
 */
export class SessionWatch<Session, Entry extends Watched<Session>> {
  /** Moves at each mark; a read remembers its value when it begins. */
  private count = 0;
  private readonly byHolder = new Map<number, Set<Entry>>();
  /** The streams marked since their last read (joined, or named by a notice). */
  private readonly marked = new Set<Entry>();
  /** Streams to read in the next read, and that read: asked for in the same turn of the event loop, read together. */
  private queued = new Set<Entry>();
  private reading: Promise<void> | null = null;

  constructor(
    private readonly options: {
      checkSessions: SessionCheck<Session>;
      /** Whether the session's token has expired by `nowMs` (no database). */
      expired(session: Session, nowMs: number): boolean;
      /** Whether the hub still holds the stream (ended and left ones are not read). */
      holds(entry: Entry): boolean;
      /** The answer of a read: the buildings it may hear now, or null when its session is over. */
      settle(entry: Entry, buildingIds: readonly number[] | null): void;
    },
  ) {}

  /** A stream joining: its session is read before it is told anything. */
  add(entry: Entry): void {
    entry.dirtyAt = ++this.count;
    entry.checkedAt = -1;
    this.marked.add(entry);
    const holderId = entry.subscriber.accountId;
    let entries = this.byHolder.get(holderId);
    if (!entries) this.byHolder.set(holderId, (entries = new Set()));
    entries.add(entry);
  }

  delete(entry: Entry): void {
    this.marked.delete(entry);
    const holderId = entry.subscriber.accountId;
    const entries = this.byHolder.get(holderId);
    entries?.delete(entry);
    if (entries?.size === 0) this.byHolder.delete(holderId);
  }

  /** A notice: the streams of `holderIds` (null: every stream) are read again before they hear more. */
  changed(holderIds: readonly number[] | null): void {
    const mark = ++this.count;
    const holders = holderIds === null ? this.byHolder.values() : holderIds.map((id) => this.byHolder.get(id) ?? []);
    for (const entries of holders) {
      for (const entry of entries) {
        entry.dirtyAt = mark;
        this.marked.add(entry);
      }
    }
  }

  fresh(entry: Entry): boolean {
    return entry.checkedAt >= entry.dirtyAt;
  }

  expired(entry: Entry, nowMs: number): boolean {
    return this.options.expired(entry.subscriber.session, nowMs);
  }

  /** Reads again, together, the sessions of every stream marked since its last read. */
  refreshMarked(): Promise<void> {
    return this.refresh(this.marked);
  }

  /**
   * Reads again the sessions of those of `entries` not fresh, until each is fresh or gone (a notice
   * read meanwhile marks them again). Rejects when a read fails.
   */
  async refresh(entries: Iterable<Entry>): Promise<void> {
    for (;;) {
      const stale = [...entries].filter((entry) => this.options.holds(entry) && !this.fresh(entry));
      if (stale.length === 0) return;
      await this.read(stale);
    }
  }

  private read(stale: readonly Entry[]): Promise<void> {
    for (const entry of stale) this.queued.add(entry);
    this.reading ??= new Promise<void>((resolve, reject) => {
      setImmediate(() => {
        const batch = [...this.queued].filter((entry) => this.options.holds(entry));
        this.queued = new Set();
        this.reading = null;
        if (batch.length === 0) {
          resolve();
          return;
        }
        // Every mark made so far is before this read begins.
        const begun = this.count;
        this.options.checkSessions(batch.map((entry) => entry.subscriber.session)).then((answers) => {
          batch.forEach((entry, i) => {
            // Gone meanwhile, or already holding the answer of a later read.
            if (!this.options.holds(entry) || begun < entry.checkedAt) return;
            entry.checkedAt = begun;
            if (this.fresh(entry)) this.marked.delete(entry);
            this.options.settle(entry, answers[i] ?? null);
          });
          resolve();
        }, reject);
      });
    });
    return this.reading;
  }
}
