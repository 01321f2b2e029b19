import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_STRINGS } from '../../server/auth/auth-strings.ts';
import { MESSAGE_MAX_LENGTH, MESSAGE_MESSAGES } from '../../server/routes/messages/messages-strings.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { countRows, seedWorld, startApp, type TestApp, type World } from './tasks-and-messages-fixtures.ts';

const LIAISON_URL = '/api/building-manager/message-liason/';
const USER_URL = '/api/building-manager/message-user/';

interface MessageRow {
  account_id: number;
  building_id: number | null;
  resident_id: number | null;
  body: string;
  is_urgent: boolean;
}

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
    await testDb.db.query('DELETE FROM message');
    t.mailer.sent.length = 0;
    t.mailer.failNext = false;
  });

  const messages = () =>
    testDb.db.query<MessageRow>('SELECT account_id, building_id, resident_id, body, is_urgent FROM message ORDER BY id');

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
      expect(t.mailer.sent).toHaveLength(1);
      const [mail] = t.mailer.sent;
      expect(mail?.to).toBe('lee@maple.example');
      expect(mail?.subject).not.toContain('[Urgent]');
      expect(mail?.subject).toContain('Mia Manager');
      expect(mail?.text).toContain('Mia Manager (mia@manager.example)');
      expect(mail?.text).toContain('The gym door is stuck again.');
    });

    it("marks an urgent message's subject", async () => {
      await post(LIAISON_URL, toLiaison('Water leak in the lobby', { isUrgent: true }));
      expect(t.mailer.sent[0]?.subject).toMatch(/^\[Urgent\] /);
      expect((await messages())[0]?.is_urgent).toBe(true);
    });

    it('sends once for one Idempotency-Key sent three times, answering the same each time', async () => {
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push(await post(LIAISON_URL, toLiaison('Once only'), { key: 'liaison-once' }));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect(answers.map((a) => a.json())).toEqual([{ msg: 'Success' }, { msg: 'Success' }, { msg: 'Success' }]);
      expect(answers.map((a) => a.headers['idempotent-replayed'])).toEqual([undefined, 'true', 'true']);
      expect(await messages()).toHaveLength(1);
      expect(t.mailer.sent).toHaveLength(1);
    });

    it('sends once when two requests with one key arrive together', async () => {
      const answers = await Promise.all([
        post(LIAISON_URL, toLiaison('Together'), { key: 'liaison-race' }),
        post(LIAISON_URL, toLiaison('Together'), { key: 'liaison-race' }),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(answers.map((a) => a.json())).toEqual([{ msg: 'Success' }, { msg: 'Success' }]);
      expect(await messages()).toHaveLength(1);
      expect(t.mailer.sent).toHaveLength(1);
    });

    it('sends twice for two different keys, and for two requests without a key', async () => {
      await post(LIAISON_URL, toLiaison('First'), { key: 'liaison-a' });
      await post(LIAISON_URL, toLiaison('First'), { key: 'liaison-b' });
      await post(LIAISON_URL, toLiaison('Plain'));
      await post(LIAISON_URL, toLiaison('Plain'));
      expect(await messages()).toHaveLength(4);
      expect(t.mailer.sent).toHaveLength(4);
    });

    it.each(['', '   ', '\n\t '])('refuses the empty message %j with the spec sentence', async (message) => {
      const res = await post(LIAISON_URL, toLiaison(message));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg: MESSAGE_MESSAGES.liaisonMessageRequired, field: 'message' });
      expect(await messages()).toHaveLength(0);
      expect(t.mailer.sent).toHaveLength(0);
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
      expect(t.mailer.sent[0]?.text).toContain(hostile);
      expect(t.mailer.sent[0]).not.toHaveProperty('html');
      expect(await countRows(testDb.db, 'message')).toBe(1);
    });

    it('refuses a building the manager does not manage with 403, sending nothing', async () => {
      const res = await post(LIAISON_URL, toLiaison('Hello Oak', { buildingId: world.buildings.oak }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ msg: AUTH_STRINGS.buildingForbidden });
      expect(await messages()).toHaveLength(0);
      expect(t.mailer.sent).toHaveLength(0);
    });

    it('answers 409 for a building without a liaison e-mail', async () => {
      const res = await post(LIAISON_URL, toLiaison('Anyone?', { buildingId: world.buildings.pine }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ msg: 'This building has no liaison to message.' });
      expect(await messages()).toHaveLength(0);
      expect(t.mailer.sent).toHaveLength(0);
    });

    it('needs one building: "all" (0) is refused for a manager of several buildings', async () => {
      const res = await post(LIAISON_URL, toLiaison('Which one?', { buildingId: 0 }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'buildingId' });
      const single = await post(LIAISON_URL, toLiaison('Only one', { buildingId: 0 }), { accountId: world.accounts.oak });
      expect(single.statusCode).toBe(200);
      expect(t.mailer.sent.map((m) => m.to)).toEqual(['olu@oak.example']);
    });

    it("keeps a building admin to its building's liaison", async () => {
      const own = await post(LIAISON_URL, toLiaison('From the desk', { buildingId: 0 }), {
        accountId: world.accounts.desk,
        role: 'building_admin',
      });
      expect(own.statusCode).toBe(200);
      expect(t.mailer.sent.map((m) => m.to)).toEqual(['lee@maple.example']);
      expect(t.mailer.sent[0]?.text).toContain('desk@maple.example');
      const other = await post(LIAISON_URL, toLiaison('Sneaky', { buildingId: world.buildings.oak }), {
        accountId: world.accounts.desk,
        role: 'building_admin',
      });
      expect(other.statusCode).toBe(403);
      expect(await messages()).toHaveLength(1);
    });

    it('answers 502 and keeps nothing when the e-mail cannot be sent; the same key then sends once', async () => {
      t.mailer.failNext = true;
      const failed = await post(LIAISON_URL, toLiaison('Try again'), { key: 'liaison-smtp-down' });
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({ msg: MESSAGE_MESSAGES.mailFailed });
      expect(await messages()).toHaveLength(0);
      const retry = await post(LIAISON_URL, toLiaison('Try again'), { key: 'liaison-smtp-down' });
      const replay = await post(LIAISON_URL, toLiaison('Try again'), { key: 'liaison-smtp-down' });
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBeUndefined();
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(await messages()).toHaveLength(1);
      expect(t.mailer.sent).toHaveLength(1);
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
      expect(t.mailer.sent).toHaveLength(1);
      expect(t.mailer.sent[0]?.to).toBe('rita@resident.example');
      expect(t.mailer.sent[0]?.text).toContain('Your parcel arrived.');
      expect(t.mailer.sent[0]?.text).toContain('mia@manager.example');
    });

    it('answers 404 "User not found" for a resident of another building or no resident at all', async () => {
      for (const userId of [world.residents.omar, 987_654]) {
        const res = await post(USER_URL, { userId, message: 'Hello' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ msg: MESSAGE_MESSAGES.userNotFound });
      }
      expect(await messages()).toHaveLength(0);
      expect(t.mailer.sent).toHaveLength(0);
    });

    it("keeps a building admin to its building's residents", async () => {
      const admin = { accountId: world.accounts.desk, role: 'building_admin' as const };
      expect((await post(USER_URL, { userId: world.residents.rita, message: 'Hi Rita' }, admin)).statusCode).toBe(200);
      expect((await post(USER_URL, { userId: world.residents.omar, message: 'Hi Omar' }, admin)).statusCode).toBe(404);
      expect(t.mailer.sent.map((m) => m.to)).toEqual(['rita@resident.example']);
    });

    it('sends once for one Idempotency-Key sent three times, twice for two keys', async () => {
      const payload = { userId: world.residents.rita, message: 'Keyed' };
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push(await post(USER_URL, payload, { key: 'user-once' }));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect(answers.map((a) => a.headers['idempotent-replayed'])).toEqual([undefined, 'true', 'true']);
      await post(USER_URL, payload, { key: 'user-twice' });
      expect(await messages()).toHaveLength(2);
      expect(t.mailer.sent).toHaveLength(2);
    });

    it('sends once when two requests with one key arrive together', async () => {
      const payload = { userId: world.residents.rita, message: 'Race' };
      const answers = await Promise.all([
        post(USER_URL, payload, { key: 'user-race' }),
        post(USER_URL, payload, { key: 'user-race' }),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(await messages()).toHaveLength(1);
      expect(t.mailer.sent).toHaveLength(1);
    });

    it.each(['', '  \n'])('refuses the empty message %j with 400', async (message) => {
      const res = await post(USER_URL, { userId: world.residents.rita, message });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg: MESSAGE_MESSAGES.userMessageRequired, field: 'message' });
      expect(t.mailer.sent).toHaveLength(0);
    });

    it('refuses a missing userId with 400 naming it', async () => {
      const res = await post(USER_URL, { message: 'Who?' });
      expect(res.json()).toMatchObject({ statusCode: 400, field: 'userId' });
    });
  });
});
