import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STRINGS } from '../../server/auth/auth-strings.ts';
import { buildApp } from '../../server/app.ts';
import type { Mailer, MailMessage } from '../../server/mail/mailer.ts';
import { deliverDueMail, MAX_MAIL_ATTEMPTS, MESSAGE_MAIL } from '../../server/routes/messages/message-mail-queue.ts';
import { MESSAGE_MAX_LENGTH, MESSAGE_MESSAGES } from '../../server/routes/messages/messages-strings.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { countRows, createFakeMailer, seedWorld, startApp, type TestApp, type World } from './tasks-and-messages-fixtures.ts';

const LIAISON_URL = '/api/building-manager/message-liason/';
const USER_URL = '/api/building-manager/message-user/';

interface MessageRow {
  account_id: number;
  building_id: number | null;
  resident_id: number | null;
  body: string;
  is_urgent: boolean;
}

interface MailRow {
  body: string;
  mail_state: 'pending' | 'sent' | 'failed';
  mail_attempts: number;
}

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** Long enough for the queue's first retry (2 s) plus a loaded machine. */
const RETRY_WAIT_MS = MESSAGE_MAIL.retryDelaysMs[0] + 8_000;

describe(`message calls on ${process.env.TEST_DB}`, () => {
  let testDb: TestDatabase;
  let world: World;
  let t: TestApp;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    world = await seedWorld(testDb.db);
    t = await startApp(testDb.db);
  });
  afterAll(async () => {
    await t?.app.close();
    await testDb?.dispose();
  });
  beforeEach(async () => {
    // The previous test's mail is all sent (mailed() waits for that), so nothing is in flight.
    await testDb.db.query('DELETE FROM message');
    t.mailer.sent.length = 0;
    t.mailer.attempts = 0;
    t.mailer.failNext = false;
  });

  const messages = () =>
    testDb.db.query<MessageRow>('SELECT account_id, building_id, resident_id, body, is_urgent FROM message ORDER BY id');
  const mailRows = () => testDb.db.query<MailRow>('SELECT body, mail_state, mail_attempts FROM message ORDER BY id');

  /** The e-mails sent once the queue has nothing left to send (it sends right after the answer). */
  async function mailed(timeout = 5_000): Promise<MailMessage[]> {
    await vi.waitFor(
      async () => expect((await mailRows()).filter((row) => row.mail_state === 'pending')).toEqual([]),
      { timeout, interval: 20 },
    );
    return t.mailer.sent;
  }

  const post = (
    url: string,
    payload: object,
    options: { accountId?: number; role?: 'manager' | 'building_admin'; key?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        ...t.auth(options.accountId ?? world.accounts.maple, options.role),
        ...(options.key ? { 'idempotency-key': options.key } : {}),
      },
      payload,
    });

  const toLiaison = (message: string, extra: object = {}) => ({
    buildingId: world.buildings.maple,
    message,
    isUrgent: false,
    ...extra,
  });

  describe('POST /message-liason/', () => {
    it("stores the message and e-mails the building's liaison once, with the sender and the text", async () => {
      const res = await post(LIAISON_URL, toLiaison('The gym door is stuck again.'));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ msg: 'Success' });
      expect(await messages()).toEqual([
        {
          account_id: world.accounts.maple,
          building_id: world.buildings.maple,
          resident_id: null,
          body: 'The gym door is stuck again.',
          is_urgent: false,
        },
      ]);
      expect(await mailed()).toHaveLength(1);
      const [mail] = await mailed();
      expect(mail?.to).toBe('lee@maple.example');
      expect(mail?.subject).not.toContain('[Urgent]');
      expect(mail?.subject).toContain('Mia Manager');
      expect(mail?.text).toContain('Mia Manager (mia@manager.example)');
      expect(mail?.text).toContain('The gym door is stuck again.');
      // Its own Message-ID, in the sender's domain (MAIL_FROM), the same on every attempt.
      expect(mail?.messageId).toMatch(/^<[0-9a-f-]{36}@test\.invalid>$/);
    });

    it("marks an urgent message's subject", async () => {
      await post(LIAISON_URL, toLiaison('Water leak in the lobby', { isUrgent: true }));
      expect((await mailed())[0]?.subject).toMatch(/^\[Urgent\] /);
      expect((await messages())[0]?.is_urgent).toBe(true);
    });

    it('sends once for one Idempotency-Key sent three times, answering the same each time', async () => {
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push(await post(LIAISON_URL, toLiaison('Once only'), { key: 'liaison-once' }));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect(answers.map((a) => a.json())).toEqual([{ msg: 'Success' }, { msg: 'Success' }, { msg: 'Success' }]);
      expect(answers.map((a) => a.headers['idempotent-replayed'])).toEqual([undefined, 'true', 'true']);
      expect(await messages()).toHaveLength(1);
      expect(await mailed()).toHaveLength(1);
    });

    it('sends once when two requests with one key arrive together', async () => {
      const answers = await Promise.all([
        post(LIAISON_URL, toLiaison('Together'), { key: 'liaison-race' }),
        post(LIAISON_URL, toLiaison('Together'), { key: 'liaison-race' }),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(answers.map((a) => a.json())).toEqual([{ msg: 'Success' }, { msg: 'Success' }]);
      expect(await messages()).toHaveLength(1);
      expect(await mailed()).toHaveLength(1);
    });

    it('sends twice for two different keys, and for two requests without a key', async () => {
      await post(LIAISON_URL, toLiaison('First'), { key: 'liaison-a' });
      await post(LIAISON_URL, toLiaison('First'), { key: 'liaison-b' });
      await post(LIAISON_URL, toLiaison('Plain'));
      await post(LIAISON_URL, toLiaison('Plain'));
      expect(await messages()).toHaveLength(4);
      expect(await mailed()).toHaveLength(4);
    });

    it.each(['', '   ', '\n\t '])('refuses the empty message %j with the spec sentence', async (message) => {
      const res = await post(LIAISON_URL, toLiaison(message));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg: MESSAGE_MESSAGES.liaisonMessageRequired, field: 'message' });
      expect(await messages()).toHaveLength(0);
      expect(await mailed()).toHaveLength(0);
    });

    it('accepts 5000 characters and refuses 5001, a missing field or a wrong type with 400', async () => {
      expect((await post(LIAISON_URL, toLiaison('a'.repeat(MESSAGE_MAX_LENGTH)))).statusCode).toBe(200);
      const tooLong = await post(LIAISON_URL, toLiaison('a'.repeat(MESSAGE_MAX_LENGTH + 1)));
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toMatchObject({ field: 'message' });
      const missing = await post(LIAISON_URL, { buildingId: world.buildings.maple, message: 'Hi' });
      expect(missing.json()).toMatchObject({ statusCode: 400, field: 'isUrgent' });
      const wrongType = await post(LIAISON_URL, toLiaison('Hi', { isUrgent: 'yes' }));
      expect(wrongType.json()).toMatchObject({ statusCode: 400, field: 'isUrgent' });
      expect(await messages()).toHaveLength(1);
    });

    it('stores SQL and HTML verbatim and mails them as plain text only', async () => {
      const hostile = `Robert'); DROP TABLE message; -- <script>alert("x")</script> <b>bold</b> $1 \\ 😀`;
      const res = await post(LIAISON_URL, toLiaison(hostile));
      expect(res.statusCode).toBe(200);
      expect((await messages()).map((m) => m.body)).toEqual([hostile]);
      expect((await mailed())[0]?.text).toContain(hostile);
      expect((await mailed())[0]).not.toHaveProperty('html');
      expect(await countRows(testDb.db, 'message')).toBe(1);
    });

    it('refuses a building the manager does not manage with 403, sending nothing', async () => {
      const res = await post(LIAISON_URL, toLiaison('Hello Oak', { buildingId: world.buildings.oak }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ msg: AUTH_STRINGS.buildingForbidden });
      expect(await messages()).toHaveLength(0);
      expect(await mailed()).toHaveLength(0);
    });

    it('refuses a building without a liaison e-mail with 422 (a refusal, not "try again"), also when replayed', async () => {
      const res = await post(LIAISON_URL, toLiaison('Anyone?', { buildingId: world.buildings.pine }), { key: 'no-liaison' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ msg: 'This building has no liaison to message.', field: 'buildingId' });
      expect(res.headers['idempotency-status']).toBeUndefined();
      const replay = await post(LIAISON_URL, toLiaison('Anyone?', { buildingId: world.buildings.pine }), { key: 'no-liaison' });
      expect(replay.statusCode).toBe(422);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(await messages()).toHaveLength(0);
      expect(await mailed()).toHaveLength(0);
    });

    it('needs one building: "all" (0) is refused for a manager of several buildings', async () => {
      const res = await post(LIAISON_URL, toLiaison('Which one?', { buildingId: 0 }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'buildingId' });
      const single = await post(LIAISON_URL, toLiaison('Only one', { buildingId: 0 }), { accountId: world.accounts.oak });
      expect(single.statusCode).toBe(200);
      expect((await mailed()).map((m) => m.to)).toEqual(['olu@oak.example']);
    });

    it("keeps a building admin to its building's liaison", async () => {
      const own = await post(LIAISON_URL, toLiaison('From the desk', { buildingId: 0 }), {
        accountId: world.accounts.desk,
        role: 'building_admin',
      });
      expect(own.statusCode).toBe(200);
      expect((await mailed()).map((m) => m.to)).toEqual(['lee@maple.example']);
      expect((await mailed())[0]?.text).toContain('desk@maple.example');
      const other = await post(LIAISON_URL, toLiaison('Sneaky', { buildingId: world.buildings.oak }), {
        accountId: world.accounts.desk,
        role: 'building_admin',
      });
      expect(other.statusCode).toBe(403);
      expect(await messages()).toHaveLength(1);
    });

    it('answers Success and keeps the message when the e-mail fails; the queue sends it on retry, once', async () => {
      t.mailer.failNext = true;
      const first = await post(LIAISON_URL, toLiaison('Try again'), { key: 'liaison-smtp-down' });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ msg: 'Success' });
      await vi.waitFor(() => expect(t.mailer.attempts).toBe(1));
      expect(await mailRows()).toMatchObject([{ body: 'Try again', mail_state: 'pending' }]);
      const replay = await post(LIAISON_URL, toLiaison('Try again'), { key: 'liaison-smtp-down' });
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      // Nobody asks again: the queue retries by itself after its first delay.
      expect(await mailed(RETRY_WAIT_MS)).toHaveLength(1);
      expect(await mailRows()).toEqual([{ body: 'Try again', mail_state: 'sent', mail_attempts: 2 }]);
    });

    // The audit's lost message: a retry with the key arrives while the first request's e-mail is
    // still being sent, gets the stored Success (so the app forgets its copy), and then the send fails.
    it('loses no message when a retry arrives while the e-mail send is stalled and the send then fails', async () => {
      const stalled = t.mailer.stallNext();
      const first = post(LIAISON_URL, toLiaison('Stalled then failed'), { key: 'liaison-stall-fail' });
      await stalled.started;
      const retry = await post(LIAISON_URL, toLiaison('Stalled then failed'), { key: 'liaison-stall-fail' });
      stalled.fail();
      // What the app was told, first answer or retry, is the truth: the message goes out.
      expect([(await first).statusCode, retry.statusCode]).toEqual([200, 200]);
      expect(retry.json()).toEqual({ msg: 'Success' });
      const mails = await mailed(RETRY_WAIT_MS);
      expect(mails.filter((mail) => mail.text.includes('Stalled then failed'))).toHaveLength(1);
      expect(await mailRows()).toEqual([{ body: 'Stalled then failed', mail_state: 'sent', mail_attempts: 2 }]);
      const later = await post(LIAISON_URL, toLiaison('Stalled then failed'), { key: 'liaison-stall-fail' });
      expect(later.json()).toEqual({ msg: 'Success' });
      expect(t.mailer.sent).toHaveLength(1);
    });

    it('sends once when retries arrive while the e-mail send is stalled and the send then succeeds', async () => {
      const stalled = t.mailer.stallNext();
      const first = post(LIAISON_URL, toLiaison('Stalled then sent'), { key: 'liaison-stall-pass' });
      await stalled.started;
      const retries = await Promise.all([1, 2].map(() => post(LIAISON_URL, toLiaison('Stalled then sent'), { key: 'liaison-stall-pass' })));
      expect(retries.map((r) => [r.statusCode, r.headers['idempotent-replayed']])).toEqual([
        [200, 'true'],
        [200, 'true'],
      ]);
      stalled.pass();
      expect((await first).statusCode).toBe(200);
      expect(await mailed()).toHaveLength(1);
      expect(t.mailer.attempts).toBe(1);
      expect(await messages()).toHaveLength(1);
    });
  });

  describe('the mail queue', () => {
    // A database of its own: the shared app's queue (woken by the tests above, and possibly still
    // finishing a pass on a loaded machine) must not take these rows before the queue under test.
    let queueDb: TestDatabase;
    let queueWorld: World;
    beforeAll(async () => {
      queueDb = await createTestDatabase();
      queueWorld = await seedWorld(queueDb.db);
    });
    afterAll(async () => {
      await queueDb?.dispose();
    });
    beforeEach(async () => {
      await queueDb.db.query('DELETE FROM message');
    });
    const queueMailRows = () => queueDb.db.query<MailRow>('SELECT body, mail_state, mail_attempts FROM message ORDER BY id');
    const insertPending = (body: string, attempts = 0) =>
      queueDb.db.query(
        `INSERT INTO message (account_id, building_id, body, mail, mail_state, mail_attempts, mail_due_at)
         VALUES ($1, $2, $3, $4::jsonb, 'pending', $5, now() - interval '1 second')`,
        [queueWorld.accounts.maple, queueWorld.buildings.maple, body, JSON.stringify({ to: 'lee@maple.example', subject: 'S', text: body }), attempts],
      );

    it('sends mail a stopped server left accepted but unsent once a server listens again', async () => {
      // What a crash right after the commit leaves: the answer stored, the e-mail not sent.
      await insertPending('Left by a crash');
      const mailer = createFakeMailer();
      const restarted = await buildApp({ db: queueDb.db, config: { ...t.app.config }, mailer });
      try {
        await restarted.listen({ port: 0, host: '127.0.0.1' });
        await vi.waitFor(() => expect(mailer.sent.map((mail) => mail.text)).toEqual(['Left by a crash']), { timeout: 5_000 });
      } finally {
        await restarted.close();
      }
      expect(await queueMailRows()).toEqual([{ body: 'Left by a crash', mail_state: 'sent', mail_attempts: 1 }]);
    });

    it('gives a mail to one sender only, however many look for due mail at once', async () => {
      await insertPending('Only once');
      const mailer = createFakeMailer();
      const stalled = mailer.stallNext();
      const deps = { db: queueDb.db, mailer, log: silentLog };
      const firstPass = deliverDueMail(deps);
      await stalled.started;
      expect(await deliverDueMail(deps)).toEqual({ sent: 0, failed: 0, retrying: 0 });
      stalled.pass();
      expect(await firstPass).toEqual({ sent: 1, failed: 0, retrying: 0 });
      expect(mailer.attempts).toBe(1);
    });

    // A mail the server took just before a crash (not yet marked sent) is sent again
    // once the lease runs out; it must be recognisable as the same mail.
    it('sends a mail taken just before a crash again with the same Message-ID, and each mail its own', async () => {
      await insertPending('Taken, then the process died');
      const taken: MailMessage[] = [];
      let crash!: () => void;
      const dying: Mailer = {
        async send(mail) {
          taken.push(mail);
          // The server has the mail; the process dies before it can mark it sent.
          await new Promise<void>((_, reject) => (crash = () => reject(new Error('process killed'))));
        },
        async close() {},
      };
      const deadPass = deliverDueMail({ db: queueDb.db, mailer: dying, log: silentLog, messageIdDomain: 'portal.example' });
      await vi.waitFor(() => expect(taken).toHaveLength(1));
      await insertPending('Another message');
      // After the restart the lease runs out and both are due.
      await queueDb.db.query("UPDATE message SET mail_due_at = now() - interval '1 second'");
      const mailer = createFakeMailer();
      expect(await deliverDueMail({ db: queueDb.db, mailer, log: silentLog, messageIdDomain: 'portal.example' })).toEqual({
        sent: 2,
        failed: 0,
        retrying: 0,
      });
      const [again, other] = mailer.sent;
      expect(again?.text).toBe('Taken, then the process died');
      expect(again?.messageId).toMatch(/^<[0-9a-f-]{36}@portal\.example>$/);
      expect(again?.messageId).toBe(taken[0]?.messageId);
      expect(other?.messageId).toMatch(/^<[0-9a-f-]{36}@portal\.example>$/);
      expect(other?.messageId).not.toBe(again?.messageId);
      crash();
      await deadPass;
      expect(await queueMailRows()).toEqual([
        { body: 'Taken, then the process died', mail_state: 'sent', mail_attempts: 2 },
        { body: 'Another message', mail_state: 'sent', mail_attempts: 1 },
      ]);
    });

    it('aborts a send past its time limit, and marks the mail sent if the server took it all the same', async () => {
      await insertPending('Slow, then taken');
      let signal: AbortSignal | undefined;
      let takeIt!: () => void;
      const slow: Mailer = {
        async send(_mail, options) {
          signal = options?.signal;
          await new Promise<void>((resolve) => (takeIt = resolve));
        },
        async close() {},
      };
      // The send never ends by itself, so its time limit (1 ms here) always passes first.
      expect(await deliverDueMail({ db: queueDb.db, mailer: slow, log: silentLog, sendTimeoutMs: 1 })).toEqual({ sent: 0, failed: 0, retrying: 1 });
      expect(signal?.aborted).toBe(true);
      // The abort came after the server had the whole message: it takes it.
      takeIt();
      await vi.waitFor(async () => expect(await queueMailRows()).toEqual([{ body: 'Slow, then taken', mail_state: 'sent', mail_attempts: 1 }]));
      // So its retry sends nothing again.
      const mailer = createFakeMailer();
      expect(await deliverDueMail({ db: queueDb.db, mailer, log: silentLog })).toEqual({ sent: 0, failed: 0, retrying: 0 });
      expect(mailer.attempts).toBe(0);
    });

    it('marks a mail failed, and logs it, when its last attempt fails; the message stays', async () => {
      await insertPending('Never delivered', MAX_MAIL_ATTEMPTS - 1);
      const mailer = createFakeMailer();
      mailer.failNext = true;
      const log = { ...silentLog, error: vi.fn() };
      expect(await deliverDueMail({ db: queueDb.db, mailer, log })).toEqual({ sent: 0, failed: 1, retrying: 0 });
      expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ attempts: MAX_MAIL_ATTEMPTS }), expect.any(String));
      expect(await queueMailRows()).toEqual([{ body: 'Never delivered', mail_state: 'failed', mail_attempts: MAX_MAIL_ATTEMPTS }]);
      expect(await deliverDueMail({ db: queueDb.db, mailer, log })).toEqual({ sent: 0, failed: 0, retrying: 0 });
    });
  });

  describe('POST /message-user/', () => {
    it('stores the message and e-mails a resident of a managed building', async () => {
      const res = await post(USER_URL, { userId: world.residents.rita, message: 'Your parcel arrived.' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ msg: 'Success' });
      expect(await messages()).toEqual([
        {
          account_id: world.accounts.maple,
          building_id: world.buildings.maple,
          resident_id: world.residents.rita,
          body: 'Your parcel arrived.',
          is_urgent: false,
        },
      ]);
      expect(await mailed()).toHaveLength(1);
      expect((await mailed())[0]?.to).toBe('rita@resident.example');
      expect((await mailed())[0]?.text).toContain('Your parcel arrived.');
      expect((await mailed())[0]?.text).toContain('mia@manager.example');
    });

    it('answers 404 "User not found" for a resident of another building or no resident at all', async () => {
      for (const userId of [world.residents.omar, 987_654]) {
        const res = await post(USER_URL, { userId, message: 'Hello' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ msg: MESSAGE_MESSAGES.userNotFound });
      }
      expect(await messages()).toHaveLength(0);
      expect(await mailed()).toHaveLength(0);
    });

    it("keeps a building admin to its building's residents", async () => {
      const admin = { accountId: world.accounts.desk, role: 'building_admin' as const };
      expect((await post(USER_URL, { userId: world.residents.rita, message: 'Hi Rita' }, admin)).statusCode).toBe(200);
      expect((await post(USER_URL, { userId: world.residents.omar, message: 'Hi Omar' }, admin)).statusCode).toBe(404);
      expect((await mailed()).map((m) => m.to)).toEqual(['rita@resident.example']);
    });

    it('sends once for one Idempotency-Key sent three times, twice for two keys', async () => {
      const payload = { userId: world.residents.rita, message: 'Keyed' };
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push(await post(USER_URL, payload, { key: 'user-once' }));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect(answers.map((a) => a.headers['idempotent-replayed'])).toEqual([undefined, 'true', 'true']);
      await post(USER_URL, payload, { key: 'user-twice' });
      expect(await messages()).toHaveLength(2);
      expect(await mailed()).toHaveLength(2);
    });

    it('sends once when two requests with one key arrive together', async () => {
      const payload = { userId: world.residents.rita, message: 'Race' };
      const answers = await Promise.all([
        post(USER_URL, payload, { key: 'user-race' }),
        post(USER_URL, payload, { key: 'user-race' }),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(await messages()).toHaveLength(1);
      expect(await mailed()).toHaveLength(1);
    });

    it.each(['', '  \n'])('refuses the empty message %j with 400', async (message) => {
      const res = await post(USER_URL, { userId: world.residents.rita, message });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg: MESSAGE_MESSAGES.userMessageRequired, field: 'message' });
      expect(await mailed()).toHaveLength(0);
    });

    it('refuses a missing userId with 400 naming it', async () => {
      const res = await post(USER_URL, { message: 'Who?' });
      expect(res.json()).toMatchObject({ statusCode: 400, field: 'userId' });
    });
  });
});
