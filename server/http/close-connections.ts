import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * The longest app.close() lets a request that was in progress when it began go on: then its
 * connection is cut (the handler still runs to its end; its client gets no answer).
 */
const CLOSE_GRACE_MS = 10_000;

/**
 * Closing the server (app.close(): SIGTERM, a test file's afterAll) waits until every connection
 * has ended. Node's server.close() ends only the idle keep-alive ones: a connection on which no
 * request has begun is left open, and so is a keep-alive one whose answer is sent after close began,
 * and close() stops the timer (headersTimeout) that would otherwise end them. Such a connection is
 * ordinary: fetch (undici) opens a spare one as it drops a stream's socket (an aborted GET /api/changes,
 * whose answer says `Connection: close`), browsers open them ahead of need, and a keep-alive client
 * keeps its socket until it times it out, or for ever. Closing then waited on the client (a CI run's
 * afterAll: past 60 s). So from preClose on:
 * - a connection with no request in progress is destroyed (one that opens meanwhile, at once);
 * - one with a request in progress is ended once its answer is sent;
 * - whatever is still open CLOSE_GRACE_MS later is destroyed.
 */
export function endConnectionsOnClose(app: FastifyInstance, graceMs: number = CLOSE_GRACE_MS): void {
  // Each connection and how many of its requests are being answered (0: idle, or none yet).
  const inProgress = new Map<Socket, number>();
  let closing = false;

  const endWhenIdle = (socket: Socket): void => {
    if ((inProgress.get(socket) ?? 0) > 0) return;
    // What was written (the last answer) goes out before the connection ends.
    if (socket.writableLength > 0) socket.end(() => socket.destroy());
    else socket.destroy();
  };

  app.server.on('connection', (socket: Socket) => {
    if (closing) {
      socket.destroy();
      return;
    }
    inProgress.set(socket, 0);
    socket.once('close', () => inProgress.delete(socket));
  });
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const { socket } = request;
    if (!inProgress.has(socket)) return;
    inProgress.set(socket, (inProgress.get(socket) ?? 0) + 1);
    response.once('close', () => {
      if (!inProgress.has(socket)) return;
      inProgress.set(socket, Math.max(0, (inProgress.get(socket) ?? 1) - 1));
      if (closing) endWhenIdle(socket);
    });
  });

  let deadline: ReturnType<typeof setTimeout> | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of [...inProgress.keys()]) endWhenIdle(socket);
    deadline = setTimeout(() => {
      for (const socket of [...inProgress.keys()]) socket.destroy();
    }, graceMs);
    deadline.unref();
  });
  app.addHook('onClose', async () => clearTimeout(deadline));
}
