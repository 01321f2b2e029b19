import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { createMailer, linksIn, mailboxDir, readMailbox, type MailLog } from '../../server/mail/mailer.ts';
import { ACCOUNT_STRINGS } from '../../server/routes/account/account-strings.ts';
import { createManager, testConfig, TEST_PUBLIC_URL } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { decodeQuotedPrintable, startTestSmtp, type TestSmtp } from '../support/test-smtp.ts';

const silentLog: MailLog = { info() {}, error() {} };

describe('mail over SMTP', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(() => smtp.close());

  it('delivers a message with sender, recipient, subject and text', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, mailFrom: 'Portal <portal@example.com>', dataDir: '/unused' }, silentLog);
    await mailer.send({ to: 'rae@example.com', subject: 'Hello there', text: 'Line one\nhttp://portal.test/x?y=1' });
    await mailer.close();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toBe('portal@example.com');
    expect(mail!.to).toEqual(['rae@example.com']);
    expect(mail!.raw).toMatch(/^Subject: Hello there\r?$/m);
    expect(decodeQuotedPrintable(mail!.raw)).toContain('http://portal.test/x?y=1');
  });

  it('sends the Message-ID it is given, so a mail sent again is recognisable as the same', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, mailFrom: 'Portal <portal@example.com>', dataDir: '/unused' }, silentLog);
    const message = { to: 'rae@example.com', subject: 'Twice', text: 'Same mail', messageId: '<3f1c2b7e-0000-4000-8000-000000000001@example.com>' };
    await mailer.send(message);
    await mailer.send(message);
    await mailer.close();
    const ids = smtp.received.slice(-2).map((mail) => /^Message-ID: (.*?)\r?$/im.exec(mail.raw)?.[1]);
    expect(ids).toEqual([message.messageId, message.messageId]);
  });

  it('takes nothing to the server once the send is aborted', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, mailFrom: 'Portal <portal@example.com>', dataDir: '/unused' }, silentLog);
    const before = smtp.received.length;
    await expect(mailer.send({ to: 'rae@example.com', subject: 'Too late', text: 'Never' }, { signal: AbortSignal.abort() })).rejects.toThrow();
    await mailer.close();
    expect(smtp.received).toHaveLength(before);
  });

  describe(`the forgot-password mail through the app on ${process.env.TEST_DB ?? 'pglite'}`, () => {
    let testDb: TestDatabase;
    beforeAll(async () => {
      testDb = await createTestDatabase();
    });
    afterAll(() => testDb.dispose());

    it('arrives at the SMTP server with a reset link that works', async () => {
      const config = testConfig({ smtpUrl: smtp.url });
      const mailer = createMailer(config, silentLog);
      const app = await buildApp({ db: testDb.db, config, mailer, distDir: '/nonexistent' });
      try {
        await createManager(testDb.db, { email: 'smtp.user@example.com', password: 'smtp-pass-111', firstName: 'Sam' });
        const before = smtp.received.length;
        const answer = await app.inject({
          method: 'POST',
          url: '/api/users/forgot-password/',
          payload: { email: 'smtp.user@example.com' },
        });
        expect(answer.statusCode).toBe(200);
        await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(before + 1);
        const mail = smtp.received.at(-1)!;
        expect(mail.to).toEqual(['smtp.user@example.com']);
        expect(mail.raw).toContain(`Subject: ${ACCOUNT_STRINGS.resetMailSubject}`);
        const link = linksIn(decodeQuotedPrintable(mail.raw)).find((href) => href.includes('/resetPassword'));
        expect(link).toBeDefined();
        const url = new URL(link!);
        expect(url.origin).toBe(TEST_PUBLIC_URL);
        const reset = await app.inject({
          method: 'POST',
          url: '/api/users/reset-password/',
          payload: { email: url.searchParams.get('email'), token: url.searchParams.get('reset-token'), password: 'smtp-new-pass-2' },
        });
        expect(reset.statusCode).toBe(200);
      } finally {
        await app.close();
        await mailer.close();
      }
    });
  });
});

describe('mail without SMTP (development mailbox folder)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-mail-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('writes each message to DATA_DIR/mail, readable in order with readMailbox, and logs the link', async () => {
    const logged: object[] = [];
    const mailer = createMailer(
      { smtpUrl: undefined, mailFrom: 'Portal <portal@example.com>', dataDir },
      { info: (details) => logged.push(details), error() {} },
    );
    expect(await readMailbox(mailboxDir(dataDir))).toEqual([]);
    await mailer.send({ to: 'first@example.com', subject: 'First', text: 'Open http://portal.test/resetPassword?email=a&reset-token=b' });
    await mailer.send({ to: 'second@example.com', subject: 'Second', text: 'No link' });
    const mails = await readMailbox(mailboxDir(dataDir));
    expect(mails.map((mail) => [mail.to, mail.subject, mail.from])).toEqual([
      ['first@example.com', 'First', 'Portal <portal@example.com>'],
      ['second@example.com', 'Second', 'Portal <portal@example.com>'],
    ]);
    expect(linksIn(mails[0]!.text)).toEqual(['http://portal.test/resetPassword?email=a&reset-token=b']);
    expect(logged[0]).toMatchObject({ links: ['http://portal.test/resetPassword?email=a&reset-token=b'] });
  });
});
