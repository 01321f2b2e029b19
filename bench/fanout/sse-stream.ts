// One tablet's live-change stream as the load generator holds it: a plain HTTP/1.1 request on its own
// connection (no browser, no fetch), its server-sent events parsed by hand, each change's id and
// arrival time kept. It reopens with Last-Event-ID when the server ends it or when told to.
import { request, type ClientRequest } from 'node:http';

export interface StreamTarget {
  host: string;
  port: number;
}

/** What a stream heard, and what it should not have. */
export interface StreamTally {
  /** Each change heard: its id and when (performance.now()). */
  ids: number[];
  times: number[];
  /** Changes heard again, or after a later one (a stream hears each once, in id order). */
  outOfOrder: number;
  /** Changes naming a building this stream may not see. */
  foreign: number;
  /** Times the server ended the stream or the connection broke, unasked. */
  unexpectedEnds: number;
}

const RETRY_MS = 500;

/** A stream refused: the status it was answered (0: the connection failed). */
export class StreamRefused extends Error {
  constructor(readonly status: number) {
    super(`stream refused: ${status}`);
  }
}

export class SseStream {
  readonly tally: StreamTally = { ids: [], times: [], outOfOrder: 0, foreign: 0, unexpectedEnds: 0 };
  /** The last id it heard (the ready event's, then each change's): its Last-Event-ID. */
  lastId: string | null = null;
  private current: ClientRequest | null = null;
  private stopped = false;

  constructor(
    private readonly target: StreamTarget,
    private readonly authorization: string,
    /** The buildings it may hear of. */
    private readonly buildings: ReadonlySet<number>,
  ) {}

  /** Opens the stream (with Last-Event-ID once it has heard one); resolves at its `ready` event. */
  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      let ready = false;
      const headers: Record<string, string> = { authorization: this.authorization };
      if (this.lastId !== null) headers['last-event-id'] = this.lastId;
      const req = request({ ...this.target, path: '/api/changes', headers, agent: false });
      this.current = req;
      req.on('response', (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new StreamRefused(response.statusCode ?? 0));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (this.heard(block) === 'ready' && !ready) {
              ready = true;
              resolve();
            }
          }
        });
        response.on('close', () => this.lost(req, ready));
      });
      req.on('error', () => {
        if (!ready) reject(new StreamRefused(0));
        else this.lost(req, true);
      });
      req.end();
    });
  }

  /** Cuts the connection and opens it again at once with Last-Event-ID; resolves when ready again. */
  async reconnect(): Promise<void> {
    const old = this.current;
    this.current = null;
    old?.destroy();
    await this.open();
  }

  close(): void {
    this.stopped = true;
    this.current?.destroy();
    this.current = null;
  }

  private heard(block: string): string | null {
    let event: string | null = null;
    let id: string | null = null;
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('data: ')) data = line.slice(6);
    }
    if (event === 'change' && id !== null) {
      const at = performance.now();
      const numeric = Number(id);
      const last = this.tally.ids.at(-1);
      if (last !== undefined && numeric <= last) this.tally.outOfOrder++;
      this.tally.ids.push(numeric);
      this.tally.times.push(at);
      const { buildingIds } = JSON.parse(data) as { buildingIds: number[] };
      if (buildingIds.some((building) => !this.buildings.has(building))) this.tally.foreign++;
    }
    if (id !== null) this.lastId = id;
    return event;
  }

  /** The connection went: unless it was cut on purpose, count it and open it again (as the app does). */
  private lost(req: ClientRequest, wasReady: boolean): void {
    if (this.stopped || this.current !== req || !wasReady) return;
    this.current = null;
    this.tally.unexpectedEnds++;
    const retry = (): void => {
      if (this.stopped) return;
      this.open().catch(() => setTimeout(retry, RETRY_MS));
    };
    setTimeout(retry, RETRY_MS);
  }
}
