// The monthly report e-mail, with a fake clock. Two server processes on one database send
// one e-mail per opted-in manager and month; a refused first try is retried; a restart after the
// month's end sends what was missed; an opted-out manager gets nothing. Mail is read back from a real
// SMTP server and its attachment parsed as CSV.
import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_COLUMNS } from '../../src/contract/event-report-csv.ts';
import { createMailer, type MailLog, type Mailer } from '../../server/mail/mailer.ts';
import { MONTHLY_REPORT_MAIL } from '../../server/monthly-report/monthly-report-scheduler.ts';
import { MONTHLY_REPORT_MAIL_STRINGS } from '../../server/monthly-report/monthly-report-strings.ts';
import { insertLocalEvent } from '../support/local-time.ts';
import { authHeader, buildTestApp, createBuilding, createManager, createResident, login, testConfig, TEST_PUBLIC_URL } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { headerOf, mimeParts, startTestSmtp, type ReceivedMail, type TestSmtp } from '../support/test-smtp.ts';

const silentLog: MailLog = { info() {}, error() {} };
const PASSWORD = 'Password-123';

describe(`the monthly report e-mail on ${process.env.TEST_DB}`, () => {
  let testDb: TestDatabase;
  let smtp: TestSmtp;
  let now = new Date('2026-02-10T15:00:00Z');
  const clock = () => now;
  let apps: FastifyInstance[] = [];
  const mailers: Mailer[] = [];
  const buildings = { ny: 0, honolulu: 0 };

  const startProcess = async (db = testDb.db) => {
    const mailer = createMailer(testConfig({ smtpUrl: smtp.url }), silentLog);
    mailers.push(mailer);
    const app = await buildTestApp(db, { mailer, clock });
    apps.push(app);
    return app;
  };
  /** One look by each process at the same moment. */
  const bothLook = async () => Promise.all(apps.map((app) => app.monthlyReports.runNow()));
  const mailTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
  const optIn = async (email: string, enabled: boolean) => {
    const token = await login(apps[0]!, email, PASSWORD);
    const answer = await apps[0]!.inject({ method: 'PUT', url: '/api/building-manager/monthly-report-mail/', headers: authHeader(token), payload: { enabled } });
    expect(answer.json()).toEqual({ enabled });
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    smtp = await startTestSmtp();
    buildings.ny = await createBuilding(testDb.db, { name: 'Harbor Lofts', timeZone: 'America/New_York' });
    buildings.honolulu = await createBuilding(testDb.db, { name: 'Lanai Court', timeZone: 'Pacific/Honolulu' });
    // Mia's month ends last in Honolulu; Bea's in New York.
    await createManager(testDb.db, { email: 'mia@example.com', password: PASSWORD, firstName: 'Mia', buildingIds: [buildings.ny, buildings.honolulu] });
    await createManager(testDb.db, { email: 'bea@example.com', password: PASSWORD, firstName: 'Bea', buildingIds: [buildings.ny] });
    await createManager(testDb.db, { email: 'olly@example.com', password: PASSWORD, buildingIds: [buildings.ny] });
    await createManager(testDb.db, { email: 'ned@example.com', password: PASSWORD, buildingIds: [buildings.ny] });
    const yoga = await insertLocalEvent(testDb.db, { buildingId: buildings.ny, name: '=Yoga, "on the roof"', start: '2026-02-14 18:00', end: '2026-02-14 19:00' });
    await insertLocalEvent(testDb.db, { buildingId: buildings.honolulu, name: 'Hula', start: '2026-02-28 19:00', end: '2026-02-28 20:00' });
    for (const [index, attended] of [true, false].entries()) {
      const resident = await createResident(testDb.db, { email: `resident${index}@example.com` });
      await testDb.db.query('INSERT INTO membership (resident_id, building_id) VALUES ($1, $2)', [resident, buildings.ny]);
      await testDb.db.query('INSERT INTO rsvp (event_id, resident_id, checked_in_at) SELECT $1, $2, CASE WHEN $3::boolean THEN starts_at END FROM event WHERE id = $1', [yoga, resident, attended]);
    }
    await startProcess();
    await startProcess(await testDb.openAnother());
    await optIn('mia@example.com', true);
    await optIn('bea@example.com', true);
    await optIn('olly@example.com', true);
    await optIn('olly@example.com', false);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(mailers.map((mailer) => mailer.close()));
    await smtp?.close();
    await testDb?.dispose();
  });

  it('sends nothing before the month has ended in every building of the manager', async () => {
    now = new Date('2026-02-28T23:00:00Z');
    await bothLook();
    expect(smtp.received).toEqual([]);
  });

  it('retries a send the mail server refused, after the back-off', async () => {
    // 1 March, 06:00 UTC: February has ended in New York (01:00) but not in Honolulu (20:00 on the 28th).
    now = new Date('2026-03-01T06:00:00Z');
    smtp.refuseNext(1);
    const [first, second] = await bothLook();
    expect(first!.claimed + second!.claimed).toBe(1);
    expect(first!.retrying + second!.retrying).toBe(1);
    expect(smtp.refused).toBe(1);
    expect(smtp.received).toEqual([]);

    now = new Date(now.getTime() + MONTHLY_REPORT_MAIL.retryDelaysMs[0] - 1_000);
    await bothLook();
    expect(smtp.received).toEqual([]);
    now = new Date(now.getTime() + 1_000);
    await bothLook();
    expect(mailTo('bea@example.com')).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('sends each opted-in manager one e-mail for the month, however many processes look', async () => {
    now = new Date('2026-03-01T10:30:00Z');
    await bothLook();
    await bothLook();
    expect(mailTo('mia@example.com')).toHaveLength(1);
    expect(mailTo('bea@example.com')).toHaveLength(1);
    expect(mailTo('olly@example.com')).toEqual([]);
    expect(mailTo('ned@example.com')).toEqual([]);
  });

  it('attaches the Event Report CSV of All buildings, with the summary and how to opt out', () => {
    const mail = mailTo('mia@example.com')[0]!;
    expect(headerOf(mail.raw, 'Subject')).toBe(MONTHLY_REPORT_MAIL_STRINGS.subject('February 2026'));
    const parts = mimeParts(mail.raw);
    const text = parts.find((part) => /content-type:\s*text\/plain/i.test(part.headers))!.body;
    expect(text).toContain('Events: 2');
    expect(text).toContain('RSVPs: 2');
    expect(text).toContain('Attended of RSVPed: 50%');
    expect(text).toContain('Capture %: 50%');
    expect(text.replace(/\r?\n/g, ' ')).toContain(MONTHLY_REPORT_MAIL_STRINGS.optOut(`${TEST_PUBLIC_URL}/profile`));

    const attachment = parts.find((part) => /content-disposition:\s*attachment/i.test(part.headers))!;
    expect(headerOf(attachment.headers, 'Content-Disposition')).toContain('Event-Report Building-(03 Sun).csv');
    const csv = Papa.parse<string[]>(attachment.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(csv[0]).toEqual([...REPORT_COLUMNS]);
    const column = (name: (typeof REPORT_COLUMNS)[number]) => REPORT_COLUMNS.indexOf(name);
    expect(csv.slice(1).map((row) => [row[column('Date')], row[column('Building')], row[column('Event')], row[column('RSVPs')]])).toEqual([
      // The formula-like name is neutralised, as in the downloaded file.
      ['2026-02-14', 'Harbor Lofts', `'=Yoga, "on the roof"`, '2'],
      ['2026-02-28', 'Lanai Court', 'Hula', '0'],
    ]);
  });

  it('sends what a stopped server missed when it starts again after the month has ended', async () => {
    await Promise.all(apps.map((app) => app.close()));
    apps = [];
    now = new Date('2026-04-01T12:00:00Z');
    const restarted = await startProcess();
    // Listening is what starts the background work, as `npm start` does.
    await restarted.listen({ port: 0, host: '127.0.0.1' });
    await expect.poll(() => mailTo('mia@example.com').length).toBe(2);
    await expect.poll(() => mailTo('bea@example.com').length).toBe(2);
    const march = (mails: ReceivedMail[]) => mails.map((mail) => headerOf(mail.raw, 'Subject'));
    expect(march(mailTo('mia@example.com'))).toEqual([MONTHLY_REPORT_MAIL_STRINGS.subject('February 2026'), MONTHLY_REPORT_MAIL_STRINGS.subject('March 2026')]);
    expect(mailTo('olly@example.com')).toEqual([]);
  });
});
