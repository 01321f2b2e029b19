import type { Database } from '../../db/database.ts';
import { CHANGE_LOG, canReplayAfter, changesAndHorizonAfter, startAfter, type LoggedChange } from '../../live-changes/change-log.ts';
import { parseChangeNotice, type ChangeNotice } from '../../live-changes/change-notice.ts';
import { parseSessionNotice, type SessionNotice } from '../../live-changes/session-notice.ts';
import type { LiveChange, StreamStart } from './change-hub-types.ts';

// The change hub's reads of the table of recent changes (server/live-changes/change-log.ts), each
// row parsed once for all the streams that hear it.

/** A row of the table of recent changes, its notice parsed once (null: not a change this server tells). */
export interface Change {
  id: number;
  notice: ChangeNotice | null;
  /** A session notice instead: whose sessions to read again. */
  session?: SessionNotice;
  /**
   * What a stream that may hear all its buildings is told: one object for all of them, so each
   * stream's writer can reuse the text it made of it (10,000 streams on one building: one text).
   */
  whole?: LiveChange;
}

export function liveChange({ kind, eventIds, checkIns }: ChangeNotice, buildingIds: number[]): LiveChange {
  return { kind, buildingIds, ...(eventIds ? { eventIds } : {}), ...(checkIns ? { checkIns } : {}) };
}

export function intersect(wanted: readonly number[] | null, allowed: readonly number[]): number[] {
  return wanted === null ? [...allowed] : wanted.filter((id) => allowed.includes(id));
}

function parsed(row: LoggedChange): Change {
  const notice = parseChangeNotice(row.payload);
  const session = notice === null ? parseSessionNotice(row.payload) : undefined;
  return { id: row.id, notice, ...(session ? { session } : {}) };
}

/** The rows after `afterId` still kept, read a page at a time, each notice parsed; and the highest id pruned. */
export async function allChangesAfter(db: Database, afterId: number): Promise<{ changes: Change[]; prunedThrough: number }> {
  const all: LoggedChange[] = [];
  let prunedThrough = 0;
  for (let after = afterId; ; ) {
    const page = await changesAndHorizonAfter(db, after);
    all.push(...page.changes);
    prunedThrough = Math.max(prunedThrough, page.prunedThrough);
    const last = page.changes.at(-1);
    if (!last || page.changes.length < CHANGE_LOG.pageRows) break;
    after = last.id;
  }
  return { changes: all.map(parsed), prunedThrough };
}

/**
 * Where a new stream starts, and the kept changes after its Last-Event-ID (none, and a resync, when
 * it has none or some after it are no longer kept).
 */
export async function streamStart(db: Database, lastEventId: number | null): Promise<{ start: StreamStart; missed: Change[] }> {
  const { position, changes } = await startAfter(db, lastEventId);
  if (lastEventId === null || !canReplayAfter(lastEventId, position)) return { start: { id: position.head, resync: true }, missed: [] };
  const last = changes.at(-1);
  // More than a page missed: the rest, a page at a time.
  const more = last && changes.length >= CHANGE_LOG.pageRows ? (await allChangesAfter(db, last.id)).changes : [];
  return { start: { id: lastEventId, resync: false }, missed: [...changes.map(parsed), ...more] };
}
