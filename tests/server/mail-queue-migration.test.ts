// Upgrading to the one mail queue loses nothing queued: the messages' e-mails and the monthly
// reports move into mail_job in their states, with their Message-IDs and leases, and a month already
// sent is not claimed (so not sent) again.
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { claimEndedMonths } from '../../server/monthly-report/monthly-report-claims.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

describe(`migration 026 (one mail queue) on ${process.env.TEST_DB}`, () => {
  let testDb: TestDatabase;
  let before: string;
  const q = <Row = Record<string, unknown>>(sql: string, params?: unknown[]) => testDb.db.query<Row>(sql, params);

  beforeAll(async () => {
    testDb = await createTestDatabase({ migrated: false });
    before = await mkdtemp(join(tmpdir(), 'migrations-before-026-'));
    const source = new URL('../../server/db/migrations/', import.meta.url);
    for (const file of (await readdir(source)).filter((name) => /^\d+_.+\.sql$/.test(name) && name < '026')) {
      await copyFile(new URL(file, source), join(before, file));
    }
    await migrate(testDb.db, pathToFileURL(`${before}/`));
  });
  afterAll(async () => {
    await testDb.dispose();
    await rm(before, { recursive: true, force: true });
  });

  it('moves every queued and sent mail of both old queues, and links each message to its mail', async () => {
    await q(`INSERT INTO building (id, name, building_type, time_zone) VALUES (1, 'Harbor', 'RESIDENTIAL', 'America/New_York')`);
    await q(`INSERT INTO account (id, role, email, password_hash, first_name, last_name, monthly_report_since)
             VALUES (1, 'manager', 'mia@example.com', 'x', 'Mia', 'M', '2026-01-15 12:00+00')`);
    await q('INSERT INTO account_building (account_id, building_id) VALUES (1, 1)');
    const mailOf = (text: string, messageId?: string) => JSON.stringify({ to: 'lee@example.com', subject: text, text, ...(messageId ? { messageId } : {}) });
    await q(
      `INSERT INTO message (id, account_id, building_id, body, mail, mail_state, mail_attempts, mail_due_at, mail_sent_at, mail_error, mail_lease_holder) VALUES
        (1, 1, 1, 'waiting', $1::jsonb, 'pending', 0, '2026-03-01 10:00+00', NULL, NULL, NULL),
        (2, 1, 1, 'leased', $2::jsonb, 'pending', 2, '2026-03-01 10:05+00', NULL, 'SMTP is down', 'proc a b 7 1'),
        (3, 1, 1, 'sent', $3::jsonb, 'sent', 1, NULL, '2026-02-01 09:00+00', NULL, NULL),
        (4, 1, 1, 'gave up', $4::jsonb, 'failed', 11, NULL, NULL, 'refused', NULL)`,
      [mailOf('waiting'), mailOf('leased', '<leased@example.com>'), mailOf('sent', '<sent@example.com>'), mailOf('gave up', '<gave-up@example.com>')],
    );
    // From before the queue: a message without an e-mail.
    await q(`INSERT INTO message (id, account_id, building_id, body) VALUES (5, 1, 1, 'old')`);
    await q(`INSERT INTO monthly_report_mail (account_id, month, state, attempts, due_at, message_id, claimed_at, sent_at, error) VALUES
      (1, '2026-01-01', 'sent', 1, NULL, '<jan@example.com>', '2026-02-01 05:00+00', '2026-02-01 05:00+00', NULL),
      (1, '2026-02-01', 'pending', 1, '2026-03-01 06:01+00', '<feb@example.com>', '2026-03-01 05:00+00', NULL, 'refused')`);

    // 026 first; the migrations after it run too, as on any database brought up to date.
    expect((await migrate(testDb.db))[0]).toBe('026_mail_job.sql');

    const messages = await q(
      `SELECT m.id, j.kind, j.payload, j.state, j.attempts, j.run_at, j.locked_by, j.message_id, j.last_error, j.job_key
         FROM message m LEFT JOIN mail_job j ON j.id = m.mail_job ORDER BY m.id`,
    );
    const payloadOf = (text: string) => ({ to: 'lee@example.com', subject: text, text });
    expect(messages).toEqual([
      { id: 1, kind: 'message', payload: payloadOf('waiting'), state: 'pending', attempts: 0, run_at: new Date('2026-03-01T10:00:00Z'), locked_by: null, message_id: null, last_error: null, job_key: null },
      { id: 2, kind: 'message', payload: payloadOf('leased'), state: 'pending', attempts: 2, run_at: new Date('2026-03-01T10:05:00Z'), locked_by: 'proc a b 7 1', message_id: '<leased@example.com>', last_error: 'SMTP is down', job_key: null },
      { id: 3, kind: 'message', payload: payloadOf('sent'), state: 'sent', attempts: 1, run_at: new Date('2026-02-01T09:00:00Z'), locked_by: null, message_id: '<sent@example.com>', last_error: null, job_key: null },
      { id: 4, kind: 'message', payload: payloadOf('gave up'), state: 'failed', attempts: 11, run_at: expect.any(Date), locked_by: null, message_id: '<gave-up@example.com>', last_error: 'refused', job_key: null },
      { id: 5, kind: null, payload: null, state: null, attempts: null, run_at: null, locked_by: null, message_id: null, last_error: null, job_key: null },
    ]);
    expect(await q(`SELECT payload, state, attempts, run_at, message_id, job_key FROM mail_job WHERE kind = 'monthly-report' ORDER BY job_key`)).toEqual([
      { payload: { accountId: 1, month: '2026-01-01' }, state: 'sent', attempts: 1, run_at: new Date('2026-02-01T05:00:00Z'), message_id: '<jan@example.com>', job_key: 'monthly-report:1:2026-01' },
      { payload: { accountId: 1, month: '2026-02-01' }, state: 'pending', attempts: 1, run_at: new Date('2026-03-01T06:01:00Z'), message_id: '<feb@example.com>', job_key: 'monthly-report:1:2026-02' },
    ]);
    const tables = await q<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables WHERE table_name = 'monthly_report_mail'`);
    expect(tables).toEqual([]);

    // January and February were claimed before the upgrade: only March is new.
    expect(await claimEndedMonths(testDb.db, new Date('2026-04-02T12:00:00Z'))).toBe(1);
    expect(await q(`SELECT job_key FROM mail_job WHERE kind = 'monthly-report' ORDER BY job_key`)).toEqual([
      { job_key: 'monthly-report:1:2026-01' },
      { job_key: 'monthly-report:1:2026-02' },
      { job_key: 'monthly-report:1:2026-03' },
    ]);
  });
});
