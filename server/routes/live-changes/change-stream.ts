import type { FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_HEADERS } from '../../../src/contract/http-headers.ts';
import { httpError } from '../../http/http-error.ts';
import { StreamLeftError, TooManyStreamsError, type ChangeHub, type LiveChange, type StreamEndReason, type StreamStart } from './change-hub-types.ts';
import { HEARTBEAT_SECONDS } from './live-changes-schemas.ts';
import { LIVE_CHANGES_MESSAGES } from './live-changes-strings.ts';

function frame(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The bytes of each change as shown, made once however many streams are told the same object (the
 * hub passes one object to every stream that hears all of a change's buildings).
 */
const changeFrames = new WeakMap<object, Buffer>();

function changeFrame(shown: object, id: number): Buffer {
  let bytes = changeFrames.get(shown);
  if (bytes === undefined) changeFrames.set(shown, (bytes = Buffer.from(frame('change', shown, id))));
  return bytes;
}

/** The Last-Event-ID a reconnecting app sends (the id of the last change it heard), or null. */
function lastEventIdOf(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** Who a stream is for, as its hub counts and checks it, and what of each change it is told. */
export interface StreamHolder<Session> {
  /** The id the hub counts its streams by (an account, or a resident in the residents' own hub). */
  holderId: number;
  buildingIds: readonly number[];
  /** Its session, as the hub's checkSessions reads it to check it again. */
  session: Session;
  /** What of a change is written to the stream (null: nothing, the change is not this stream's business). */
  shown(change: LiveChange): object | null;
}

/** Keeps the server's close waiting for the streams still being written, and ends the hub first. */
export function streamsOf<Session>(hub: ChangeHub<Session>) {
  // Responses still being written when the server stops: it waits for them (each ends its socket).
  const open = new Set<Promise<void>>();
  return {
    open,
    async close(): Promise<void> {
      await hub.close();
      await Promise.all(open);
    },
  };
}

/**
 * Answers the request with a server-sent-events stream of the hub's changes for `holder`: `ready`,
 * then each `change` with its id (a Last-Event-ID given replays what it missed), a heartbeat comment
 * every HEARTBEAT_SECONDS, and `end` before the server closes it.
 */
export async function replyWithChangeStream<Session>(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: ChangeHub<Session>,
  open: Set<Promise<void>>,
  holder: StreamHolder<Session>,
): Promise<FastifyReply> {
  const response = reply.raw;
  // What is written before the answer's head is sent (its `ready`, what it missed, an `end`), in
  // order; null once the head is sent: then each write goes straight to the response.
  let early: Array<string | Buffer> | null = [];
  let ended = false;
  // Nothing is written once the stream has ended (its client may leave while it is being opened).
  const write = (bytes: string | Buffer) => {
    if (ended) return;
    if (early) early.push(bytes);
    else if (!response.destroyed) response.write(bytes);
  };
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_SECONDS * 1000);
  heartbeat.unref();
  let unsubscribe = () => {};
  // Aborted when the stream is over: the hub gives its place back, also while it is being opened.
  const over = new AbortController();
  const finish = () => {
    over.abort();
    clearInterval(heartbeat);
    unsubscribe();
    if (ended) return;
    ended = true;
    if (!early && !response.writableEnded && !response.destroyed) response.end();
  };
  // Heard before anything is awaited: a client that goes away while its stream is being opened
  // (the first LISTEN being made, its missed changes being read) gives its place back at once,
  // rather than holding one of the holder's streams for as long as the process runs (or until
  // the opening ends).
  const closed = new Promise<void>((resolve) => reply.raw.once('close', resolve)).then(finish);
  open.add(closed);
  void closed.then(() => open.delete(closed));
  try {
    unsubscribe = await hub.subscribe({
      accountId: holder.holderId,
      buildingIds: holder.buildingIds,
      session: holder.session,
      ready(start: StreamStart) {
        write(frame('ready', { heartbeatSeconds: HEARTBEAT_SECONDS, resync: start.resync }, start.id));
      },
      send(event: LiveChange, id: number) {
        const shown = holder.shown(event);
        if (shown !== null) write(changeFrame(shown, id));
      },
      end(reason: StreamEndReason) {
        write(frame('end', { reason }));
        finish();
      },
    }, lastEventIdOf(request.headers[HTTP_HEADERS.lastEventId.toLowerCase()]), over.signal);
  } catch (error) {
    finish();
    if (error instanceof TooManyStreamsError) throw httpError(429, LIVE_CHANGES_MESSAGES.tooManyStreams);
    // Nobody is left to answer.
    if (error instanceof StreamLeftError) throw httpError(503, LIVE_CHANGES_MESSAGES.unavailable);
    request.log.error({ err: error }, 'live changes: cannot listen to the database');
    throw httpError(503, LIVE_CHANGES_MESSAGES.unavailable);
  }
  // Written straight to the response rather than through a stream Fastify pipes into it: a change
  // on a building of 10,000 streams is 10,000 writes, and a PassThrough and its pipe in between made
  // each cost half as much again. Fastify sends nothing more; helmet's headers are on the response
  // already. The schema documents the stream's text.
  reply.hijack();
  // A socket error is the connection's end ('close' finishes the stream), not the process's.
  response.on('error', (error) => request.log.debug({ err: error }, 'live changes: stream connection failed'));
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // nginx and similar would otherwise hold events back to fill a buffer.
    'x-accel-buffering': 'no',
    // A stream's connection is not reused: when it ends (server stopping, session over) the socket
    // goes with it, so nothing is left open for the stopping server to wait on.
    connection: 'close',
  });
  const written = early;
  early = null;
  for (const bytes of written) if (!response.destroyed) response.write(bytes);
  // Ended while being opened (its session over, the server stopping): what it was told, then the end.
  if (ended && !response.destroyed) response.end();
  return reply;
}
