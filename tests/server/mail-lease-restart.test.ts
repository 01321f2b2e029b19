// A message's e-mail the server process had taken (leased) but not yet sent when it was killed: the
// process started again on the same database sends it at once (not when the 5-minute lease runs
// out), once, with the Message-ID it was first given.
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { procStat } from '../../server/db/data-dir-lock.ts';
import { openDatabase } from '../../server/db/database.ts';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { releaseLeasesOfGoneHolders, THIS_LEASE_HOLDER } from '../../server/mail/mail-lease-holder.ts';
import { MAIL_QUEUE } from '../../server/mail/deliver-due-mail.ts';
import { messageIdOf } from '../support/chaos-smtp.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';
import { processDatabase, type ProcessDatabase } from '../support/process-database.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/** The message the test follows: the one mail the SMTP server stalls. */
const STALLED_TEXT = 'Your parcel is at the desk.';

/** An SMTP server that, until told otherwise, reads the test's message to its end and never answers it. */
async function startStallingSmtp() {
  const state = { stalling: true, stalled: [] as string[], received: [] as string[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        // Stalled: the message is never accepted (no reply), as a mail server hanging mid-send. Only
        // the test's own: the demo data's mail (reminders, rating requests) goes through, else the
        // queue, sending one at a time, would be held behind it.
        if (state.stalling && raw.includes(STALLED_TEXT)) state.stalled.push(raw);
        else {
          state.received.push(raw);
          callback();
        }
      });
    },
  });
  // The process killed mid-send may reset its connection; smtp-server reports that as an 'error'
  // event inside a transaction, which with no listener would end the test's process.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe(`a mail leased by a process killed mid-send, after a restart (${process.env.TEST_DB})`, () => {
  let smtp: Awaited<ReturnType<typeof startStallingSmtp>>;
  let database: ProcessDatabase | undefined;
  let server: TestServer | undefined;
  let dataDir: string | undefined;

  beforeAll(async () => {
    smtp = await startStallingSmtp();
    database = await processDatabase();
  });

  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await smtp?.close();
    await database?.drop();
  });

  // The server starts on an empty database and seeds the demo data first: the full portfolio alone
  // took over two minutes on PGlite with the rest of the suite beside it, so a small one (the manager
  // and a user are all this needs).
  it('is sent once the process is back, long before its lease runs out, with its first Message-ID', { timeout: 300_000 }, async () => {
    const env = { ...database!.env, SMTP_URL: smtp.url, DEMO_DATA_SCALE: '0.1' };
    server = await startServer({ env, emptyDataDir: true });
    dataDir = server.dataDir;
    const post = async (path: string, body: object, token?: string) =>
      fetch(`${server!.url}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
        body: JSON.stringify(body),
      });
    const { token } = (await (await post('/users/login', DEMO_MANAGER)).json()) as { token: string };
    const { users } = (await (await post('/building-manager/users/', { limit: 1 }, token)).json()) as { users: { id: number }[] };
    const sent = await post('/building-manager/message-user/', { userId: users[0]!.id, message: STALLED_TEXT }, token);
    expect(sent.status).toBe(200);

    // The process has taken the mail and is sending it: then it is killed. (The demo data's own
    // mail, reminders and rating requests, stalls beside it: only the message is followed.)
    const parcel = (raws: string[]) => raws.filter((raw) => raw.includes(STALLED_TEXT));
    await vi.waitFor(() => expect(parcel(smtp.state.stalled)).toHaveLength(1), { timeout: 30_000 });
    const firstMessageId = messageIdOf(parcel(smtp.state.stalled)[0]!);
    expect(firstMessageId).toMatch(/^<.+@.+>$/);
    await server.kill();
    smtp.state.stalling = false;

    // Started again on the same database (PGlite: its data directory; PostgreSQL: the same database).
    server = await startServer({ env, dataDir });
    // Well inside the lease (300 s): waiting it out would fail here.
    expect(MAIL_QUEUE.leaseMs).toBeGreaterThanOrEqual(5 * 60_000);
    await vi.waitFor(() => expect(parcel(smtp.state.received)).toHaveLength(1), { timeout: 60_000 });
    expect(messageIdOf(parcel(smtp.state.received)[0]!)).toBe(firstMessageId);

    // Nothing is left to send again: the mail is marked sent.
    await server.stop();
    server = undefined;
    const db = await openDatabase(database!.url ? { databaseUrl: database!.url } : { dataDir: join(dataDir, 'pglite') });
    try {
      const rows = await db.query<{ state: string; locked_by: string | null }>(
        "SELECT state, locked_by FROM mail_job WHERE kind = 'message'",
      );
      expect(rows).toEqual([{ state: 'sent', locked_by: null }]);
    } finally {
      await db.close();
    }
    expect(parcel(smtp.state.received)).toHaveLength(1);
  });
});

describe(`giving back the leases of stopped processes at start-up (${process.env.TEST_DB})`, () => {
  let testDb: TestDatabase;
  let insertLeased: (body: string, holder: string) => Promise<void>;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    insertLeased = async (body, holder) => {
      await testDb.db.query(
        `INSERT INTO mail_job (kind, payload, attempts, run_at, locked_by)
         VALUES ('message', $1::jsonb, 1, now() + interval '5 minutes', $2)`,
        [JSON.stringify({ to: 'x@example.com', subject: body, text: body }), holder],
      );
    };
  });

  afterAll(async () => {
    await testDb?.dispose();
  });

  it('releases only the leases of processes known to be gone (PGlite: every other process)', async () => {
    const [kind, boot, pidNamespace] = THIS_LEASE_HOLDER.split(' ');
    expect(kind).toBe('proc');
    const parentStart = procStat(process.ppid)!.startTime;
    const holders = {
      mine: THIS_LEASE_HOLDER,
      // Another process of this machine, still running.
      running: ['proc', boot, pidNamespace, process.ppid, parentStart].join(' '),
      // This machine's processes that are gone: a pid nobody has, and a pid given since to another.
      noSuchPid: ['proc', boot, pidNamespace, 2_147_483_646, '1'].join(' '),
      pidReused: ['proc', boot, pidNamespace, process.ppid, `${parentStart}0`].join(' '),
      // A process on another machine (or in another container): never known gone from here.
      elsewhere: ['proc', 'another-boot', pidNamespace, 12345, '1'].join(' '),
    };
    for (const [name, holder] of Object.entries(holders)) await insertLeased(name, holder);

    await releaseLeasesOfGoneHolders(testDb.db);
    const due = await testDb.db.query<{ body: string }>(
      "SELECT payload->>'text' AS body FROM mail_job WHERE state = 'pending' AND run_at <= now() AND locked_by IS NULL ORDER BY body",
    );
    const expected = testDb.db.kind === 'pglite' ? ['elsewhere', 'noSuchPid', 'pidReused', 'running'] : ['noSuchPid', 'pidReused'];
    expect(due.map((row) => row.body)).toEqual(expected);
  });
});
