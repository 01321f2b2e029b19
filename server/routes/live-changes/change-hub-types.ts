import type { ChangeKind, CheckInLine } from '../../live-changes/change-notice.ts';

/** What one stream is told: the kind of change and which of its buildings (and a check-in's line). */
export interface LiveChange {
  kind: ChangeKind;
  buildingIds: number[];
  /** The events changed (kinds event and roster; notices name one building's events). */
  eventIds?: number[];
  /** Kind roster: the check-in fields of the lines it changed (server/live-changes/change-notice.ts). */
  checkIns?: CheckInLine[];
}

/** Why the server ends a stream: its session is over, or the server is stopping. */
export type StreamEndReason = 'session-ended' | 'closing';

/** Where a stream starts: the id it starts after, and whether the app must refresh everything. */
export interface StreamStart {
  /** The stream's id so far (its Last-Event-ID when replaying, else the newest change's id). */
  id: number;
  /**
   * true: changes before this stream may have been missed (no Last-Event-ID, or one older than the
   * table keeps): the app refreshes what it shows. false: every change after its Last-Event-ID follows.
   */
  resync: boolean;
}

export interface Subscriber<Session> {
  accountId: number;
  /** The buildings it may hear, as of the last check of its session. */
  buildingIds: readonly number[];
  /** What the hub's checkSessions is given to check this stream's session again. */
  session: Session;
  /** Called first, once. */
  ready(start: StreamStart): void;
  /** A change, with its id in the table of recent changes. */
  send(event: LiveChange, id: number): void;
  end(reason: StreamEndReason): void;
}

/** subscribe's refusal when its client left (its signal aborted) before the stream was open. */
export class StreamLeftError extends Error {
  constructor() {
    super('the client left while its stream was being opened');
    this.name = 'StreamLeftError';
  }
}

/** subscribe's refusal when the account already holds its most streams on this process. */
export class TooManyStreamsError extends Error {
  constructor(accountId: number) {
    super(`account ${accountId} holds the most live-change streams`);
    this.name = 'TooManyStreamsError';
  }
}

/**
 * Checks sessions again, all at once (one read for the streams that joined or were named by session
 * notices since their last read): for each, the buildings it may hear now, or null when it is over.
 */
export type SessionCheck<Session> = (sessions: readonly Session[]) => Promise<ReadonlyArray<readonly number[] | null>>;

export interface ChangeHub<Session> {
  /**
   * Adds the stream, counting it at once (before anything is awaited), and starts hearing the
   * database (on the first stream); resolves once listening and once the changes after
   * `lastEventId` (when given and still kept) are read, which are sent after `ready`. Rejects with
   * TooManyStreamsError when the account already holds maxStreamsPerAccount, counting those still
   * being opened. `left` aborted (its client gone) gives the stream's place back at once, also while
   * it is being opened (which then rejects with StreamLeftError).
   */
  subscribe(subscriber: Subscriber<Session>, lastEventId?: number | null, left?: AbortSignal): Promise<() => void>;
  streamsOf(accountId: number): number;
  /** Ends every stream (server stopping) and stops listening. */
  close(): Promise<void>;
}
