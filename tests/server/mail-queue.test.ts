// The one mail queue as callers and readers of the mailbox see it: mail queued in a transaction goes
// out once it commits, woken by the commit (not the minute-long poll), exactly once however many
// server processes share the database; a held mail waits for its time and may be withdrawn; a mail
// whose process died mid-send is sent again at the restart with the Message-ID it was given.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { MAIL_QUEUE } from '../../server/mail/deliver-due-mail.ts';
import { enqueueMail, withdrawMails } from '../../server/mail/enqueue-mail.ts';
import { THIS_LEASE_HOLDER } from '../../server/mail/mail-lease-holder.ts';
import { buildTestApp, createMemoryMailer, type MemoryMailer } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/** Well inside the queue's poll: a mail sent within this was woken by its commit. */
const WOKEN_WITHIN_MS = 10_000;

const mail = (text: string) => ({ to: 'lee@maple.example', subject: `About ${text}`, text });

interface Process {
  app: FastifyInstance;
  db: Database;
  mailer: MemoryMailer;
}

describe(`the mail queue across server processes on ${process.env.TEST_DB}`, () => {
  let testDb: TestDatabase;
  const processes: Process[] = [];

  /** A server process as `npm start` runs it: its own connection pool and mailer, listening. */
  async function startProcess(db: Database): Promise<Process> {
    const mailer = createMemoryMailer();
    const app = await buildTestApp(db, { mailer });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const started = { app, db, mailer };
    processes.push(started);
    return started;
  }
  const sentTexts = () => processes.flatMap((p) => p.mailer.messages.map((m) => m.text));
  const jobs = () =>
    testDb.db.query<{ text: string; state: string; attempts: number }>("SELECT payload->>'text' AS text, state, attempts FROM mail_job ORDER BY id");

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await startProcess(testDb.db);
    await startProcess(await testDb.openAnother());
    // Both have made their first look (nothing was queued): what follows is woken by commits.
    await new Promise((resolve) => setTimeout(resolve, 500));
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.app.close()));
    await testDb?.dispose();
  });
  beforeEach(async () => {
    await vi.waitFor(async () => expect((await jobs()).filter((job) => job.state === 'pending')).toEqual([]));
    await testDb.db.query('DELETE FROM mail_job');
    for (const p of processes) p.mailer.messages.length = 0;
  });

  it('sends each mail queued through either process once, right after its commit', async () => {
    const texts = Array.from({ length: 24 }, (_, i) => `mail ${i}`);
    // Queued in transactions of both processes, a few to a transaction, all at once.
    await Promise.all(
      [0, 1, 2, 3, 4, 5].map((batch) =>
        processes[batch % 2]!.db.transaction(async (tx) => {
          for (const text of texts.slice(batch * 4, batch * 4 + 4)) await enqueueMail(tx, { kind: 'message', payload: mail(text) });
        }),
      ),
    );
    await vi.waitFor(() => expect(sentTexts()).toHaveLength(texts.length), { timeout: WOKEN_WITHIN_MS, interval: 50 });
    // Nothing more comes: each mail was taken by one process only.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(sentTexts().sort()).toEqual([...texts].sort());
    const byText = (x: { text: string }, y: { text: string }) => x.text.localeCompare(y.text);
    expect((await jobs()).sort(byText)).toEqual(texts.map((text) => ({ text, state: 'sent', attempts: 1 })).sort(byText));
    // Each carried its own Message-ID.
    const ids = processes.flatMap((p) => p.mailer.messages.map((m) => m.messageId));
    expect(new Set(ids).size).toBe(texts.length);
  });

  it('sends nothing of a transaction that rolled back', async () => {
    await expect(
      testDb.db.transaction(async (tx) => {
        await enqueueMail(tx, { kind: 'message', payload: mail('rolled back') });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await enqueueMail(testDb.db, { kind: 'message', payload: mail('after it') });
    await vi.waitFor(() => expect(sentTexts()).toEqual(['after it']), { timeout: WOKEN_WITHIN_MS });
    // The job is marked sent once the mail server has answered: a moment after the mail arrived.
    await expect.poll(jobs, { timeout: WOKEN_WITHIN_MS }).toEqual([{ text: 'after it', state: 'sent', attempts: 1 }]);
  });

  it('holds a mail until its time, and a held mail withdrawn is never sent', async () => {
    const held = await enqueueMail(testDb.db, { kind: 'message', payload: mail('held'), delaySeconds: 2 });
    const withdrawn = await enqueueMail(testDb.db, { kind: 'message', payload: mail('taken back'), delaySeconds: 3 });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(sentTexts()).toEqual([]);
    expect(await testDb.db.transaction((tx) => withdrawMails(tx, [withdrawn!]))).toBe(true);
    await vi.waitFor(() => expect(sentTexts()).toEqual(['held']), { timeout: WOKEN_WITHIN_MS });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(sentTexts()).toEqual(['held']);
    expect(await jobs()).toEqual([
      { text: 'held', state: 'sent', attempts: 1 },
      { text: 'taken back', state: 'cancelled', attempts: 0 },
    ]);
    // Once a send has begun it can no longer be withdrawn.
    expect(await testDb.db.transaction((tx) => withdrawMails(tx, [held!]))).toBe(false);
  });
});

describe(`a restart in the middle of a lease on ${process.env.TEST_DB}`, () => {
  let testDb: TestDatabase;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  it('sends the mail a stopped process had taken at once, with the Message-ID it was given, once', async () => {
    // What a process killed mid-send leaves: its attempt counted, its lease minutes from running out.
    const [kind, boot, pidNamespace] = THIS_LEASE_HOLDER.split(' ');
    const gone = [kind, boot, pidNamespace, 2_147_483_646, '1'].join(' ');
    await testDb.db.query(
      `INSERT INTO mail_job (kind, payload, attempts, run_at, locked_by, message_id)
       VALUES ('message', $1::jsonb, 1, now() + make_interval(secs => $2::double precision), $3, '<first-attempt@test.invalid>')`,
      [JSON.stringify(mail('taken, then the process died')), MAIL_QUEUE.leaseMs / 1000, gone],
    );
    const mailer = createMemoryMailer();
    app = await buildTestApp(testDb.db, { mailer });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await vi.waitFor(() => expect(mailer.messages).toHaveLength(1), { timeout: WOKEN_WITHIN_MS });
    expect(mailer.messages[0]).toMatchObject({ text: 'taken, then the process died', messageId: '<first-attempt@test.invalid>' });
    await vi.waitFor(async () =>
      expect(await testDb.db.query('SELECT state, attempts, locked_by FROM mail_job')).toEqual([{ state: 'sent', attempts: 2, locked_by: null }]),
    );
  });
});
