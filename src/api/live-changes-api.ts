// The live-change stream (GET /api/changes, server/routes/live-changes/): server-sent events telling which
// kind of data changed in which buildings, not the data (but a check-in's roster line, so the other
// tablets at the door show it at once). Read with fetch (openApiStream), not
// EventSource, so the session token travels in Authorization like every call's instead of in a URL.
import { isLiveCheckInList, type LiveCheckIn } from '../contract/live-check-in.ts';
import { openApiStream, type ApiStreamResult } from './client.ts';
import { EVENTS_ENDPOINTS } from './endpoints.ts';

export { EVENTS_ENDPOINTS };

/** One event of the stream: its name (`ready`, `change`, `end`), its JSON data, and the stream's last id. */
export interface ServerEvent {
  event: string;
  data: unknown;
  /** The last `id:` the stream gave, as of this event (the SSE last event ID), or '' before any. */
  id: string;
}

/** 'event': an event scheduled, edited or cancelled; 'roster': an RSVP or check-in. */
type LiveChangeKind = 'task' | 'message' | 'import' | 'event' | 'roster';

export interface LiveChange {
  kind: LiveChangeKind;
  buildingIds: number[];
  /** The events a roster or event change names, when it names them. */
  eventIds?: number[];
  /** A roster change's check-ins and undos of lines the roster had: their check-in fields now. */
  checkIns?: LiveCheckIn[];
}

export type { LiveCheckIn };

const CHANGE_KINDS: readonly string[] = ['task', 'message', 'import', 'event', 'roster'] satisfies LiveChangeKind[];

const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => Number.isInteger(id));
/** A `change` event's data, or null when it is not one this app knows. */
export function toLiveChange(data: unknown): LiveChange | null {
  if (data === null || typeof data !== 'object') return null;
  const { kind, buildingIds, eventIds, checkIns } = data as Record<string, unknown>;
  if (typeof kind !== 'string' || !CHANGE_KINDS.includes(kind)) return null;
  if (!isIdList(buildingIds)) return null;
  return { kind: kind as LiveChangeKind, buildingIds, ...(isIdList(eventIds) ? { eventIds } : {}), ...(isLiveCheckInList(checkIns) ? { checkIns } : {}) };
}

/**
 * The text/event-stream format (WHATWG HTML, section 9.2): events are separated by a blank line,
 * `event:` names one, `data:` lines carry it, `id:` sets the stream's last event ID (kept for the
 * events after it), lines starting with `:` are comments (heartbeats). Returns a function taking the
 * text as it arrives, in chunks cut anywhere.
 */
export function createEventStreamParser(onEvent: (event: ServerEvent) => void): (chunk: string) => void {
  let buffer = '';
  let lastId = '';
  let name = '';
  let data: string[] = [];
  const dispatch = () => {
    if (data.length > 0) {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(data.join('\n'));
      } catch {
        // Not JSON: not one of ours; passed on as null.
      }
      onEvent({ event: name || 'message', data: parsed, id: lastId });
    }
    name = '';
    data = [];
  };
  return (chunk) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.search(/\r\n|\r|\n/)) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + (buffer.startsWith('\r\n', end) ? 2 : 1));
      if (line === '') dispatch();
      else if (line.startsWith(':')) continue;
      else {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') name = value;
        else if (field === 'data') data.push(value);
        // As EventSource does: an id holding NUL is ignored.
        else if (field === 'id' && !value.includes('\0')) lastId = value;
      }
    }
  };
}

/** Opens the stream; with the last id heard, the server sends what was missed since (a reconnect loses nothing). */
export function openLiveChangeStream(signal: AbortSignal, lastEventId: string | null): Promise<ApiStreamResult> {
  return openApiStream(EVENTS_ENDPOINTS.stream, { signal, lastEventId });
}
