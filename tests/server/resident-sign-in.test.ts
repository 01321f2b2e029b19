// A resident's passwordless sign-in (docs/design/residents.md, "Resident session"): asking for a
// code answers the same whoever the e-mail is; one mail carries a 6-digit code and a link, both
// single-use for 15 minutes and stored only hashed; 5 wrong codes kill the code; a newer ask voids
// the older; the session ends with "sign out everywhere" or when the resident leaves every building;
// strangers asking for someone's e-mail from many addresses never keep its owner out.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STRINGS } from '../../server/auth/auth-strings.ts';
import { RATE_LIMITS } from '../../server/http/limits.ts';
import type { MailMessage } from '../../server/mail/mailer.ts';
import { SIGN_IN_STRINGS } from '../../server/residents/sign-in-strings.ts';
import { REQUEST_CODE_ANSWER_FLOOR_MS } from '../../server/routes/resident-sign-in/answer-floor.ts';
import {
  authHeader,
  createBuilding,
  createBuildingAdmin,
  createManager,
  createResident,
  createTestApp,
  login,
  type TestApp,
} from '../support/test-app.ts';

const R = '/api/residents';
const BM = '/api/building-manager';
const MARIA = { email: 'maria@example.com', password: 'maria-password-1' };
const BEN = { email: 'ben@example.com', password: 'ben-password-12' };
const DESK = { email: 'desk@example.com', password: 'desk-password-1' };
const LIMIT = RATE_LIMITS.residentSignIn;

interface Answer {
  statusCode: number;
  body: string;
  json(): unknown;
  headers: Record<string, unknown>;
}

const codeOf = (mail: MailMessage) => /: (\d{6})\n/.exec(mail.text)?.[1] ?? '';
const linkOf = (mail: MailMessage) => /\/r\?link=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
/** The error body's sentence and field (it carries more, the same sentence under other names). */
const errorOf = (answer: Answer) => {
  const { msg, field } = answer.json() as { msg: string; field?: string };
  return field === undefined ? { msg } : { msg, field };
};

describe(`residents' sign-in on ${process.env.TEST_DB}`, () => {
  let t: TestApp;
  let distDir: string;
  let offsetMs = 0;
  let harbor: number;
  let ava: number;
  let cy: number;
  let managerToken: string;
  let otherManagerToken: string;
  let deskToken: string;

  const post = (url: string, payload: object, options: { token?: string; ip?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      ...(options.token ? { headers: authHeader(options.token) } : {}),
      ...(options.ip ? { remoteAddress: options.ip } : {}),
    });
  const ask = (email: string, ip?: string) => post(`${R}/request-code/`, { email }, { ip });
  const verify = (email: string, code: string, ip?: string) => post(`${R}/verify-code/`, { email, code }, { ip });
  const useLink = (token: string) => post(`${R}/use-link/`, { token });
  const signOutEverywhere = (token: string) => post(`${R}/sign-out-everywhere/`, {}, { token });

  /** Every sign-in mail sent so far, once the queue has none left pending. */
  async function mailed(): Promise<MailMessage[]> {
    await vi.waitFor(
      async () => {
        const [row] = await t.db.query<{ pending: number }>(
          "SELECT count(*)::int AS pending FROM mail_job WHERE kind = 'resident-sign-in' AND state = 'pending'",
        );
        expect(row?.pending).toBe(0);
      },
      { timeout: 10_000, interval: 20 },
    );
    return t.mailer.messages;
  }
  /** Asks for a code and answers the one mail it sent. */
  async function askAndRead(email: string): Promise<MailMessage> {
    const before = (await mailed()).length;
    expect((await ask(email)).statusCode).toBe(202);
    const mails = await mailed();
    expect(mails).toHaveLength(before + 1);
    return mails[before]!;
  }
  async function signIn(email = 'ava@example.com'): Promise<string> {
    const mail = await askAndRead(email);
    const answer = await verify(email, codeOf(mail));
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as { token: string }).token;
  }

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'resident-sign-in-dist-'));
    await writeFile(join(distDir, 'index.html'), '<!doctype html><title>hOM</title><div id="root"></div>');
    // The e-mailed link opens the residents' own page (/r: its own HTML).
    await mkdir(join(distDir, 'r'));
    await writeFile(join(distDir, 'r', 'index.html'), '<!doctype html><title>hOM Residents</title><div id="root"></div>');
    t = await createTestApp({ clock: () => new Date(Date.now() + offsetMs), distDir });
    harbor = await createBuilding(t.db, { name: 'Harbor' });
    const foundry = await createBuilding(t.db, { name: 'Foundry' });
    await createManager(t.db, { ...MARIA, buildingIds: [harbor] });
    await createManager(t.db, { ...BEN, buildingIds: [foundry] });
    await createBuildingAdmin(t.db, { ...DESK, buildingId: harbor });
    ava = await createResident(t.db, { email: 'ava@example.com', firstName: 'Ava' });
    cy = await createResident(t.db, { email: 'cy@example.com', firstName: 'Cy' });
    await createResident(t.db, { email: 'gone@example.com', firstName: 'Gone' });
    await t.db.query('INSERT INTO membership (resident_id, building_id) VALUES ($1, $2), ($3, $4)', [ava, harbor, cy, foundry]);
    managerToken = await login(t.app, MARIA.email, MARIA.password);
    otherManagerToken = await login(t.app, BEN.email, BEN.password);
    deskToken = await login(t.app, DESK.email, DESK.password);
  });
  afterAll(async () => {
    await t?.close();
    await rm(distDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await mailed();
    t.mailer.messages.length = 0;
    offsetMs = 0;
    await t.db.query("DELETE FROM rate_limit WHERE key LIKE 'resident-%'");
    await t.db.query('DELETE FROM resident_sign_in');
    await t.db.query('INSERT INTO membership (resident_id, building_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [ava, harbor]);
  });

  describe('request-code/', () => {
    it("answers 202 and the same body for a resident, an unknown e-mail and a resident of no building; mails only the resident, once", async () => {
      const answers = await Promise.all(['AVA@Example.com', 'nobody@example.com', 'gone@example.com'].map((email) => ask(email)));
      expect(answers.map((answer) => [answer.statusCode, answer.body])).toEqual(
        Array.from({ length: 3 }, () => [202, JSON.stringify({ msg: SIGN_IN_STRINGS.codeRequested })]),
      );
      const mails = await mailed();
      expect(mails.map((mail) => mail.to)).toEqual(['ava@example.com']);
      const [mail] = mails;
      expect(mail?.subject).toBe(SIGN_IN_STRINGS.mailSubject);
      expect(mail?.text).toMatch(/^Hi Ava,/);
      expect(mail?.text).toContain(`${t.config.publicUrl}/r?link=`);
      expect(mail?.text).toContain('If you did not ask, ignore this e-mail');
      expect(codeOf(mail!)).toMatch(/^\d{6}$/);
      expect(linkOf(mail!).length).toBeGreaterThanOrEqual(22);
      // Later: still that one mail.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await mailed()).toHaveLength(1);
    });

    it('answers an unknown e-mail no sooner than a known one is (a floor over both)', async () => {
      for (const email of ['ava@example.com', 'nobody@example.com']) {
        const started = performance.now();
        expect((await ask(email)).statusCode).toBe(202);
        expect(performance.now() - started).toBeGreaterThanOrEqual(REQUEST_CODE_ANSWER_FLOOR_MS - 5);
      }
    });

    it('stores the code and the link only hashed: not in the sign-in, not in the queued mail', async () => {
      const mail = await askAndRead('ava@example.com');
      const [code, link] = [codeOf(mail), linkOf(mail)];
      const rows = await t.db.query<Record<string, unknown>>('SELECT * FROM resident_sign_in');
      const jobs = await t.db.query<{ payload: unknown }>("SELECT payload FROM mail_job WHERE kind = 'resident-sign-in'");
      const stored = JSON.stringify([rows, jobs]);
      expect(rows).toHaveLength(1);
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(link);
      expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]?.link_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('refuses a malformed or over-long e-mail, naming email, and stores nothing', async () => {
      for (const email of ['not-an-email', `${'a'.repeat(245)}@example.com`, '']) {
        const answer = await ask(email);
        expect(answer.statusCode).toBe(400);
        expect(errorOf(answer).field).toBe('email');
      }
      expect(await t.db.query('SELECT id FROM resident_sign_in')).toEqual([]);
    });
  });

  describe('verify-code/', () => {
    it("signs in once with the code, sets when, and the staff's profile shows it", async () => {
      const profile = async () =>
        ((await post(`${BM}/user-details/`, { userId: ava }, { token: managerToken })).json() as { signedInAt: string | null }).signedInAt;
      expect(await profile()).toBeNull();
      const mail = await askAndRead('ava@example.com');
      const first = await verify('Ava@Example.com', codeOf(mail));
      expect(first.statusCode, first.body).toBe(200);
      const session = (first.json() as { token: string }).token;
      const claims = JSON.parse(Buffer.from(session.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
      expect(claims).toMatchObject({ sub: String(ava), role: 'resident' });
      expect(Number(claims.exp) - Number(claims.iat)).toBe(30 * 24 * 60 * 60);
      expect(await profile()).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      // Single use: the code again, and the link of the same mail, are refused.
      const again = await verify('ava@example.com', codeOf(mail));
      expect([again.statusCode, errorOf(again)]).toEqual([400, { msg: SIGN_IN_STRINGS.codeRefused, field: 'code' }]);
      expect((await useLink(linkOf(mail))).statusCode).toBe(400);
    });

    it('kills the code after 5 wrong tries (the right one then fails too); the link still works', async () => {
      const mail = await askAndRead('ava@example.com');
      const right = codeOf(mail);
      const wrong = right === '000000' ? '000001' : '000000';
      for (let i = 0; i < 5; i++) {
        const answer = await verify('ava@example.com', wrong);
        expect([answer.statusCode, errorOf(answer)]).toEqual([400, { msg: SIGN_IN_STRINGS.codeRefused, field: 'code' }]);
      }
      expect((await verify('ava@example.com', right)).statusCode).toBe(400);
      // Strangers typing codes for Ava's e-mail cannot keep her out: the link is 256 bits nobody guesses.
      expect((await useLink(linkOf(mail))).statusCode).toBe(200);
    });

    it('refuses a code after 15 minutes (the clock moved)', async () => {
      const mail = await askAndRead('ava@example.com');
      offsetMs = 15 * 60_000 + 1_000;
      expect((await verify('ava@example.com', codeOf(mail))).statusCode).toBe(400);
      expect((await useLink(linkOf(mail))).statusCode).toBe(400);
    });

    it("refuses another resident's code, and an e-mail with no code waiting, with the same sentence", async () => {
      const avaMail = await askAndRead('ava@example.com');
      await askAndRead('cy@example.com');
      const answers = [
        await verify('cy@example.com', codeOf(avaMail)),
        await verify('nobody@example.com', codeOf(avaMail)),
        await verify('gone@example.com', '123456'),
      ];
      expect(answers.map((answer) => [answer.statusCode, errorOf(answer)])).toEqual(
        Array.from({ length: 3 }, () => [400, { msg: SIGN_IN_STRINGS.codeRefused, field: 'code' }]),
      );
      // Ava's own code still works.
      expect((await verify('ava@example.com', codeOf(avaMail))).statusCode).toBe(200);
    });

    it('refuses a code that is not 6 digits naming code, and a malformed or over-long e-mail naming email', async () => {
      for (const code of ['12345', '1234567', 'abcdef', '12 345', '']) {
        const answer = await verify('ava@example.com', code);
        expect([answer.statusCode, errorOf(answer).field]).toEqual([400, 'code']);
      }
      for (const email of ['ava', `${'a'.repeat(245)}@example.com`]) {
        const answer = await verify(email, '123456');
        expect([answer.statusCode, errorOf(answer).field]).toEqual([400, 'email']);
      }
    });
  });

  describe('use-link/', () => {
    it("signs in once with the link; a newer ask voids the older mail's link and code", async () => {
      const older = await askAndRead('ava@example.com');
      const newer = await askAndRead('ava@example.com');
      expect((await useLink(linkOf(older))).statusCode).toBe(400);
      expect((await verify('ava@example.com', codeOf(older))).statusCode).toBe(codeOf(older) === codeOf(newer) ? 200 : 400);
      await t.db.query('UPDATE resident_sign_in SET used_at = NULL');
      const first = await useLink(linkOf(newer));
      expect(first.statusCode, first.body).toBe(200);
      const again = await useLink(linkOf(newer));
      expect([again.statusCode, errorOf(again)]).toEqual([400, { msg: SIGN_IN_STRINGS.linkRefused, field: 'token' }]);
    });

    it('refuses a malformed token naming token', async () => {
      for (const token of ['', 'short', 'has spaces in it and is long enough', 'x'.repeat(129)]) {
        const answer = await useLink(token);
        expect([answer.statusCode, errorOf(answer).field]).toEqual([400, 'token']);
      }
    });

    it('100 GETs of the e-mailed address (the app shell) change nothing: the link works after', async () => {
      const mail = await askAndRead('ava@example.com');
      const url = `/r?link=${linkOf(mail)}`;
      const answers = await Promise.all(Array.from({ length: 100 }, () => t.app.inject({ method: 'GET', url })));
      expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
      // Nothing under /api acts on a GET either.
      expect((await t.app.inject({ method: 'GET', url: `${R}/use-link/?token=${linkOf(mail)}` })).statusCode).toBeGreaterThanOrEqual(400);
      expect((await useLink(linkOf(mail))).statusCode).toBe(200);
    });
  });

  describe('sessions', () => {
    it('sign-out-everywhere voids every earlier session of the resident, and only theirs', async () => {
      const phone = await signIn();
      const tablet = await signIn();
      const cyToken = await signIn('cy@example.com');
      expect((await signOutEverywhere(phone)).json()).toEqual({ msg: 'Success' });
      for (const token of [phone, tablet]) {
        const answer = await signOutEverywhere(token);
        expect([answer.statusCode, errorOf(answer).msg]).toEqual([401, AUTH_STRINGS.tokenExpired]);
      }
      expect((await signOutEverywhere(cyToken)).statusCode).toBe(200);
      // A new sign-in works.
      expect((await signOutEverywhere(await signIn())).statusCode).toBe(200);
    });

    it("refuses a staff session on the residents' calls and a resident's session on a staff call", async () => {
      const staff = await signOutEverywhere(managerToken);
      expect([staff.statusCode, errorOf(staff).msg]).toEqual([401, AUTH_STRINGS.staffToken]);
      const resident = await signIn();
      const tasks = await post(`${BM}/tasks/`, {}, { token: resident });
      expect([tasks.statusCode, errorOf(tasks).msg]).toEqual([401, AUTH_STRINGS.residentToken]);
      const noToken = await post(`${R}/sign-out-everywhere/`, {});
      expect(noToken.statusCode).toBe(401);
    });

    it('ends the session of a resident removed from every building, and signs them in no more', async () => {
      const token = await signIn();
      const mail = await askAndRead('ava@example.com');
      await t.db.query('DELETE FROM membership WHERE resident_id = $1', [ava]);
      const answer = await signOutEverywhere(token);
      expect([answer.statusCode, errorOf(answer).msg]).toEqual([401, AUTH_STRINGS.notResident]);
      expect((await verify('ava@example.com', codeOf(mail))).statusCode).toBe(400);
      expect((await useLink(linkOf(mail))).statusCode).toBe(400);
    });
  });

  describe('throttle', () => {
    it('refuses one address asking too often for one e-mail (429 with a sentence); the owner elsewhere still gets a code', async () => {
      for (let i = 0; i < LIMIT.perPair; i++) expect((await ask('nobody@example.com', '10.0.0.1')).statusCode).toBe(202);
      const refused = await ask('nobody@example.com', '10.0.0.1');
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused).msg).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another e-mail from that address, and that e-mail from another address, are still answered.
      expect((await ask('ava@example.com', '10.0.0.1')).statusCode).toBe(202);
      expect((await ask('nobody@example.com', '10.0.0.2')).statusCode).toBe(202);
    });

    it('refuses one address asking for many e-mails', async () => {
      for (let i = 0; i < LIMIT.perIp; i++) expect((await ask(`someone${i}@example.com`, '10.0.1.1')).statusCode).toBe(202);
      expect((await ask('someone-else@example.com', '10.0.1.1')).statusCode).toBe(429);
    });

    it("strangers asking for Ava's e-mail from many addresses never keep her out: her newest mail works", async () => {
      const asks = await Promise.all(Array.from({ length: 40 }, (_, i) => ask('ava@example.com', `10.9.${i}.1`)));
      expect(new Set(asks.map((answer) => answer.statusCode))).toEqual(new Set([202]));
      // Her own ask from home is answered alike (no mail beyond the limit: the newest one stands).
      expect((await ask('ava@example.com', '192.0.2.7')).statusCode).toBe(202);
      const mails = await mailed();
      expect(mails.length).toBeGreaterThan(0);
      expect(mails.length).toBeLessThanOrEqual(LIMIT.mailsPerEmail);
      const newest = mails.at(-1)!;
      const answer = await verify('ava@example.com', codeOf(newest), '192.0.2.7');
      expect(answer.statusCode, answer.body).toBe(200);
    });
  });

  describe('staff: send-sign-in-link/', () => {
    it("mails a resident of the caller's building the same sign-in mail; 404 for a user outside", async () => {
      const sent = await post(`${BM}/send-sign-in-link/`, { userId: ava }, { token: managerToken });
      expect([sent.statusCode, sent.json()]).toEqual([200, { msg: 'Success', email: 'ava@example.com' }]);
      const [mail] = await mailed();
      expect(mail?.to).toBe('ava@example.com');
      expect(mail?.subject).toBe(SIGN_IN_STRINGS.mailSubject);
      expect((await useLink(linkOf(mail!))).statusCode).toBe(200);
      expect((await post(`${BM}/send-sign-in-link/`, { userId: ava }, { token: deskToken })).statusCode).toBe(200);
      for (const [token, userId] of [[otherManagerToken, ava], [managerToken, cy], [managerToken, 999_999]] as const) {
        const refused = await post(`${BM}/send-sign-in-link/`, { userId }, { token });
        expect([refused.statusCode, errorOf(refused).field]).toEqual([404, 'userId']);
      }
      expect(await mailed()).toHaveLength(2);
    });

    it("counts against the e-mail's sign-in mails: beyond them 429 with a sentence", async () => {
      for (let i = 0; i < LIMIT.mailsPerEmail; i++) {
        expect((await post(`${BM}/send-sign-in-link/`, { userId: ava }, { token: managerToken })).statusCode).toBe(200);
      }
      const refused = await post(`${BM}/send-sign-in-link/`, { userId: ava }, { token: managerToken });
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused).msg).toMatch(/^Several sign-in e-mails were sent/);
    });
  });
});
