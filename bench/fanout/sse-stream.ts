// One tablet's live-change stream as the load generator holds it: a plain HTTP/1.1 request on its own
// connection (no browser, no fetch, not even Node's HTTP client: bytes read off the socket into one
// shared buffer and parsed by hand, response-reader.ts), each change's id and arrival time kept (the
// time the bytes were read, before anything is parsed). It reopens with Last-Event-ID when the server
// ends it or when told to.
import { connect, type Socket } from 'node:net';
import { ResponseReader } from './response-reader.ts';

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

/**
 * Every stream's reads land in this one buffer (the callback reads them out before the next read):
 * no buffer, stream chunk or string decoder per read.
 */
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024);

export class SseStream {
  readonly tally: StreamTally = { ids: [], times: [], outOfOrder: 0, foreign: 0, unexpectedEnds: 0 };
  /** The last id it heard (the ready event's, then each change's): its Last-Event-ID. */
  lastId: string | null = null;
  private current: Socket | null = null;
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
      let refused = false;
      // Text of the events not yet ended by a blank line.
      let events = '';
      // When the bytes being parsed were read (performance.now()), taken before parsing them.
      let readAt = 0;
      const reader = new ResponseReader({
        head: (status) => {
          if (status === 200) return;
          refused = true;
          socket.destroy();
          reject(new StreamRefused(status));
        },
        body: (text) => {
          events += text;
          let end: number;
          while ((end = events.indexOf('\n\n')) >= 0) {
            const block = events.slice(0, end);
            events = events.slice(end + 2);
            if (this.heard(block, readAt) === 'ready' && !ready) {
              ready = true;
              resolve();
            }
          }
        },
      });
      const socket = connect({
        ...this.target,
        onread: {
          buffer: READ_BUFFER,
          callback: (length) => {
            readAt = performance.now();
            if (!refused) reader.push(READ_BUFFER, length);
            return true;
          },
        },
      });
      this.current = socket;
      const lastEventId = this.lastId === null ? '' : `last-event-id: ${this.lastId}\r\n`;
      socket.setNoDelay(true);
      socket.write(
        `GET /api/changes HTTP/1.1\r\nhost: ${this.target.host}:${this.target.port}\r\nauthorization: ${this.authorization}\r\n` +
          `${lastEventId}accept: text/event-stream\r\n\r\n`,
      );
      socket.on('error', () => {
        if (!ready && !refused) reject(new StreamRefused(0));
      });
      socket.on('close', () => {
        if (!ready && !refused) reject(new StreamRefused(0));
        else if (ready) this.lost(socket);
      });
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

  private heard(block: string, at: number): string | null {
    let event: string | null = null;
    let id: string | null = null;
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('data: ')) data = line.slice(6);
    }
    if (event === 'change' && id !== null) {
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
  private lost(socket: Socket): void {
    if (this.stopped || this.current !== socket) return;
    this.current = null;
    this.tally.unexpectedEnds++;
    const retry = (): void => {
      if (this.stopped) return;
      this.open().catch(() => setTimeout(retry, RETRY_MS));
    };
    setTimeout(retry, RETRY_MS);
  }
}
