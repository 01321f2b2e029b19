// Closing must not wait on a LISTEN connection still being made: when the database is what is down
// (the reason the listener is reconnecting), connecting may never finish.
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPostgresListener } from './postgres-listener.ts';

/** A "database" that takes connections and never answers, as a host that stopped responding. */
async function silentServer(): Promise<{ url: string; server: Server; sockets: Set<Socket> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { url: `postgres://nobody@127.0.0.1:${address.port}/none`, server, sockets };
}

describe('the PostgreSQL listener', () => {
  let silent: Awaited<ReturnType<typeof silentServer>> | undefined;

  afterEach(async () => {
    for (const socket of silent?.sockets ?? []) socket.destroy();
    await new Promise((closed) => silent?.server.close(closed) ?? closed(undefined));
    silent = undefined;
  });

  it('closes at once while its connection is still being made, and the listen waiting for it fails', async () => {
    silent = await silentServer();
    const listener = createPostgresListener(silent.url);
    const listening = listener.listen('hom_changes', () => {});
    const outcome = listening.then(
      () => 'listening',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    // The connection is open, and the startup message unanswered.
    await expect.poll(() => silent?.sockets.size).toBe(1);

    const startedAt = Date.now();
    await listener.close();
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    expect(await outcome).toMatch(/closed/);
  });
});
