import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { HTTP_HEADERS } from '../../../src/contract/http-headers.ts';
import { tokenFromHeader } from '../../auth/access-token.ts';
import { callerBuildings } from '../../auth/building-scope.ts';
import { accountOfToken } from '../../auth/register-auth.ts';
import { HttpError, httpError } from '../../http/http-error.ts';
import { LIMITS } from '../../http/limits.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { createChangeHub } from './change-hub.ts';
import { StreamLeftError, TooManyStreamsError, type LiveChange, type StreamEndReason, type StreamStart } from './change-hub-types.ts';
import { liveChangesSchema, HEARTBEAT_SECONDS } from './live-changes-schemas.ts';
import { LIVE_CHANGES_MESSAGES } from './live-changes-strings.ts';

function frame(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The Last-Event-ID a reconnecting app sends (the id of the last change it heard), or null. */
function lastEventIdOf(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/**
 * GET /api/changes: a server-sent-events stream per signed-in session, scoped to its buildings (a
 * building-admin or front-desk session: its one building). The session comes as every call's does,
 * in `Authorization`: the app reads the stream with fetch, not EventSource, so the token never goes
 * into a URL (server logs, proxies, history). Each change carries its id in the table of recent
 * changes (SSE `id:`); an app that reconnects sends the last one in `Last-Event-ID` and is sent
 * what it missed, by any server process (server/live-changes/change-log.ts). In a session scope (server/app.ts).
 */
const liveChangesRoutes: RoutePlugin = async (app) => {
  const hub = createChangeHub(app.db, app.log, { maxStreamsPerAccount: LIMITS.liveStreamsPerAccount });
  // Responses still being written when the server stops: it waits for them (each ends its socket).
  const open = new Set<Promise<void>>();
  // Before the server stops taking connections: open streams would keep app.close() waiting.
  app.addHook('preClose', async () => {
    await hub.close();
    await Promise.all(open);
  });

  app.get('/changes', { schema: liveChangesSchema }, async (request, reply) => {
    const { account } = request;
    const token = tokenFromHeader(request.headers.authorization);
    if (token === undefined) throw new Error('authenticated request without a token');

    const stream = new PassThrough();
    // Nothing is written once the stream has ended (its client may leave while it is being opened).
    const write = (text: string) => {
      if (!stream.writableEnded) stream.write(text);
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
      if (!stream.writableEnded) stream.end();
    };
    // Heard before anything is awaited: a client that goes away while its stream is being opened
    // (the first LISTEN being made, its missed changes being read) gives its place back at once,
    // rather than holding one of the account's streams for as long as the process runs (or until
    // the opening ends).
    const closed = new Promise<void>((resolve) => reply.raw.once('close', resolve)).then(finish);
    open.add(closed);
    void closed.then(() => open.delete(closed));
    try {
      unsubscribe = await hub.subscribe({
        accountId: account.id,
        buildingIds: callerBuildings(account),
        async recheck() {
          try {
            return callerBuildings(await accountOfToken(app, token));
          } catch (error) {
            if (error instanceof HttpError && error.statusCode === 401) return null;
            throw error;
          }
        },
        ready(start: StreamStart) {
          write(frame('ready', { heartbeatSeconds: HEARTBEAT_SECONDS, resync: start.resync }, start.id));
        },
        send(event: LiveChange, id: number) {
          write(frame('change', event, id));
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
    // The schema documents the stream's text; what is sent is the stream itself.
    return (reply as FastifyReply)
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      // nginx and similar would otherwise hold events back to fill a buffer.
      .header('x-accel-buffering', 'no')
      // A stream's connection is not reused: when it ends (server stopping, session over) the socket
      // goes with it, so nothing is left open for the stopping server to wait on.
      .header('connection', 'close')
      .send(stream);
  });
};

export default liveChangesRoutes;
