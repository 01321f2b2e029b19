// The text/event-stream reader, on its own so the residents' app (src/residents/) reads its stream
// with the same parser without loading the staff app's API client.

/** One event of the stream: its name (`ready`, `change`, `end`), its JSON data, and the stream's last id. */
export interface ServerEvent {
  event: string;
  data: unknown;
  /** The last `id:` the stream gave, as of this event (the SSE last event ID), or '' before any. */
  id: string;
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
