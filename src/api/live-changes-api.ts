// The live-change stream (GET /api/changes, server/routes/live-changes/): server-sent events telling which
// kind of data changed in which buildings, not the data (but a check-in's roster line, so the other
// tablets at the door show it at once). Read with fetch (openApiStream), not
// EventSource, so the session token travels in Authorization like every call's instead of in a URL.
import { isLiveCheckInList, type LiveCheckIn } from '../contract/live-check-in.ts';
import { openApiStream, type ApiStreamResult } from './client.ts';
import { EVENTS_ENDPOINTS } from './endpoints.ts';
import { createEventStreamParser, type ServerEvent } from './event-stream-parser.ts';

export { createEventStreamParser, type ServerEvent };

export { EVENTS_ENDPOINTS };

/**
 * 'event': an event scheduled, edited or cancelled; 'roster': an RSVP or check-in; 'resident': what the
 * door knows of a resident (a pass renewed).
 */
type LiveChangeKind = 'task' | 'message' | 'import' | 'event' | 'roster' | 'resident';

export interface LiveChange {
  kind: LiveChangeKind;
  buildingIds: number[];
  /** The events a roster or event change names, when it names them. */
  eventIds?: number[];
  /** A roster change's check-ins and undos of lines the roster had: their check-in fields now. */
  checkIns?: LiveCheckIn[];
}

export type { LiveCheckIn };

const CHANGE_KINDS: readonly string[] = ['task', 'message', 'import', 'event', 'roster', 'resident'] satisfies LiveChangeKind[];

const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => Number.isInteger(id));
/** A `change` event's data, or null when it is not one this app knows. */
export function toLiveChange(data: unknown): LiveChange | null {
  if (data === null || typeof data !== 'object') return null;
  const { kind, buildingIds, eventIds, checkIns } = data as Record<string, unknown>;
  if (typeof kind !== 'string' || !CHANGE_KINDS.includes(kind)) return null;
  if (!isIdList(buildingIds)) return null;
  return { kind: kind as LiveChangeKind, buildingIds, ...(isIdList(eventIds) ? { eventIds } : {}), ...(isLiveCheckInList(checkIns) ? { checkIns } : {}) };
}

/** Opens the stream; with the last id heard, the server sends what was missed since (a reconnect loses nothing). */
export function openLiveChangeStream(signal: AbortSignal, lastEventId: string | null): Promise<ApiStreamResult> {
  return openApiStream(EVENTS_ENDPOINTS.stream, { signal, lastEventId });
}
