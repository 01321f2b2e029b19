/** Reads GET /api/changes of a listening test server the way the app does: fetch with the session header. */
export interface StreamEvent {
  event: string;
  data: unknown;
  /** Its SSE `id:`, when it has one. */
  id?: string;
}

export interface OpenedStream {
  status: number;
  contentType: string | null;
  /** Every event so far, in order. */
  events: StreamEvent[];
  /** Resolves with the first event (from the start) that `match` accepts; rejects after `timeoutMs`. */
  next(match: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openEventStream(baseUrl: string, authorization: string, lastEventId?: string, path = '/api/changes'): Promise<OpenedStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { authorization, ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }) };
  const response = await fetch(`${baseUrl}${path}`, { headers, signal: controller.signal });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((wake) => wake());
  const ended = (async () => {
    if (!response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          let id: string | undefined;
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length > 0) events.push({ event, data: JSON.parse(data.join('\n')) as unknown, ...(id === undefined ? {} : { id }) });
          notify();
        }
      }
    } catch {
      // aborted by close()
    } finally {
      notify();
    }
  })();
  let done = false;
  void ended.then(() => (done = true));
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    ended,
    next(match, timeoutMs = 3_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            cleanup();
            resolve(found);
          } else if (done) {
            cleanup();
            reject(new Error(`stream ended without the event; got ${JSON.stringify(events)}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no such event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
