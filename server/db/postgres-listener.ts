import pg from 'pg';
import { backoff, doublingDelaysMs } from '../../src/primitives/backoff.ts';
import { emitter, type Emitter } from '../../src/primitives/emitter.ts';
import { singleFlight } from '../../src/primitives/single-flight.ts';
import { assertChannelName, type ListenOptions, type NotificationHandler, type Unlisten } from './database-types.ts';

/** Waits before each attempt to remake a lost listening connection: 1 s, 2 s, 4 s … at most 30 s. */
const RECONNECT_DELAYS_MS = doublingDelaysMs(1_000, 30_000);
/** An attempt to connect gives up after this (a database host that does not answer at all). */
const CONNECT_TIMEOUT_MS = 10_000;
/** The longest close() waits for the listening connection (or one being made) to end. */
const CLOSE_WAIT_MS = 2_000;

interface PostgresListener {
  listen(channel: string, handler: NotificationHandler, options?: ListenOptions): Promise<Unlisten>;
  close(): Promise<void>;
}

/**
 * LISTEN needs a session of its own: a pooled connection goes back to the pool and its LISTENs
 * with it. One client per process, made on the first listen (a server nobody listens on opens
 * none), carries every channel; when it drops it is made again with back-off and everyone who
 * listens is told notifications may have been missed.
 */
export function createPostgresListener(connectionString: string): PostgresListener {
  // Each channel's listeners; a channel is listened to while it has one.
  const channels = new Map<string, Emitter<string>>();
  // Everyone who listens, told when the connection was lost and made again.
  const interrupted = emitter<void>();
  let client: pg.Client | null = null;
  // The client being connected: close() ends it and fails the attempt rather than wait for it (a
  // client ended while connecting never settles its connect()).
  let pending: { client: pg.Client; abort(error: Error): void } | null = null;
  const reconnects = backoff(RECONNECT_DELAYS_MS, { unref: true });
  let closed = false;

  function dispatch(channel: string, payload: string): void {
    try {
      channels.get(channel)?.emit(payload);
    } catch {
      // One listener's fault has not kept the notification from the others (emit tells them all first).
    }
  }

  function lost(which: pg.Client): void {
    // While connecting, a failure reaches whoever awaits connect() instead.
    if (client !== which) return;
    client = null;
    which.end().catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (closed || reconnects.pending || channels.size === 0) return;
    reconnects.retry(() => {
      // Nobody listens any more (the last one stopped meanwhile): no connection is needed.
      if (channels.size === 0) return;
      connect().then(
        () => {
          reconnects.reset();
          try {
            interrupted.emit();
          } catch {
            // As with a notification: one listener's fault is its own.
          }
        },
        () => scheduleReconnect(),
      );
    });
  }

  // One connection attempt at a time: a listen arriving while one is made waits for that one.
  const connectOnce = singleFlight(async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    let abort: (error: Error) => void = () => {};
    const aborted = new Promise<never>((_, reject) => (abort = reject));
    pending = { client: next, abort };
    next.on('notification', (message) => dispatch(message.channel, message.payload ?? ''));
    // A dropped connection (server restart, network) must not crash the process.
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await Promise.race([next.connect(), aborted]);
      for (const channel of channels.keys()) await next.query(`LISTEN ${channel}`);
      if (closed) throw new Error('listener closed');
      client = next;
      return next;
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    } finally {
      pending = null;
    }
  });

  function connect(): Promise<pg.Client> {
    if (closed) return Promise.reject(new Error('listener closed'));
    if (client) return Promise.resolve(client);
    return connectOnce();
  }

  return {
    async listen(channel, handler, options = {}) {
      assertChannelName(channel);
      if (closed) throw new Error('database closed');
      const listeners = channels.get(channel) ?? emitter<string>();
      channels.set(channel, listeners);
      const offNotification = listeners.on(handler);
      const { onInterrupted } = options;
      const offInterrupted = onInterrupted ? interrupted.on(() => onInterrupted()) : () => {};
      const forget = () => {
        offNotification();
        offInterrupted();
        if (listeners.size === 0 && channels.get(channel) === listeners) channels.delete(channel);
      };
      try {
        // LISTEN twice is a no-op, so a channel made by connect() just now is fine.
        await (await connect()).query(`LISTEN ${channel}`);
      } catch (error) {
        forget();
        throw error;
      }
      return async () => {
        forget();
        if (!channels.has(channel) && client) await client.query(`UNLISTEN ${channel}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      reconnects.cancel();
      channels.clear();
      interrupted.clear();
      // A connection being made (a reconnect: the database may be what is down) is cut, not waited
      // for, and its attempt fails. The connection made is ended, for at most CLOSE_WAIT_MS: ending
      // waits for the server to close the socket, which a host that stopped answering never does.
      if (pending) {
        pending.abort(new Error('listener closed'));
        pending.client.connection.stream.destroy();
      }
      const current = client;
      client = null;
      if (!current) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([current.end().catch(() => {}), new Promise<void>((done) => (timer = setTimeout(done, CLOSE_WAIT_MS)))]);
      clearTimeout(timer);
    },
  };
}
