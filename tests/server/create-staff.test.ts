// /add-staff/ on the hand-built portfolio of create-fixtures.ts: a building-admin account whose e-mail
// gets a link to set its password (then it signs in and sees its one building), a teacher of a studio,
// and every refusal with the field it names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_STRINGS } from '../../server/auth/auth-strings.ts';
import { linksIn } from '../../server/mail/mailer.ts';
import { INVITATION_VALID_HOURS } from '../../server/routes/create/building-admin-invitation.ts';
import { CREATE_STRINGS } from '../../server/routes/create/create-strings.ts';
import { authHeader, login, TEST_PUBLIC_URL } from '../support/test-app.ts';
import { startCreateWorld, type CreateWorld } from './create-fixtures.ts';

describe(`add staff on ${process.env.TEST_DB}`, () => {
  let w: CreateWorld;

  beforeAll(async () => {
    w = await startCreateWorld();
  });
  afterAll(() => w.t.close());

  const admin = (overrides: Record<string, unknown> = {}) => ({
    staffType: 'building_admin',
    firstName: ' Frank ',
    lastName: 'Desk',
    email: 'Frank.Desk@Example.com',
    buildingId: w.ids.sakura,
    ...overrides,
  });
  const mailsTo = (to: string) => w.t.mailer.messages.filter((message) => message.to === to);
  const accountCount = async () => (await w.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM account'))[0]!.n;

  describe('a building-admin account', () => {
    it('is created without a usable password, for one building, and its e-mail gets a link to set one', async () => {
      const response = await w.post('ana', '/add-staff/', admin());
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { id: number };
      expect(body).toEqual({
        msg: 'Success',
        id: body.id,
        staffType: 'building_admin',
        firstName: 'Frank',
        lastName: 'Desk',
        email: 'frank.desk@example.com',
        buildingId: w.ids.sakura,
        studioId: null,
      });
      expect(await w.t.db.query('SELECT role, first_name, last_name FROM account WHERE id = $1', [body.id])).toEqual([
        { role: 'building_admin', first_name: 'Frank', last_name: 'Desk' },
      ]);
      expect(await w.t.db.query('SELECT building_id FROM account_building WHERE account_id = $1', [body.id])).toEqual([{ building_id: w.ids.sakura }]);

      // The mail is sent before the answer: exactly one, to the new account, naming the building and the manager.
      const [mail, ...more] = mailsTo('frank.desk@example.com');
      expect(more).toEqual([]);
      expect(mail!.subject).toBe(CREATE_STRINGS.invitationSubject);
      expect(mail!.text).toContain('Hello Frank,');
      expect(mail!.text).toContain('Ana Ruiz made you a front-desk (building admin) account of hOM for Sakura Offices.');
      expect(mail!.text).toContain(`within ${INVITATION_VALID_HOURS} hours`);
      const [link] = linksIn(mail!.text);
      const url = new URL(link!);
      expect(`${url.origin}${url.pathname}`).toBe(`${TEST_PUBLIC_URL}/resetPassword`);
      expect(url.searchParams.get('email')).toBe('frank.desk@example.com');
      const token = url.searchParams.get('reset-token')!;

      // The link works for 72 hours (a reset link: 1).
      const [{ hours }] = (await w.t.db.query<{ hours: number }>(
        'SELECT extract(epoch FROM expires_at - now()) / 3600 AS hours FROM password_reset_token WHERE account_id = $1',
        [body.id],
      )) as [{ hours: number }];
      expect(Number(hours)).toBeGreaterThan(INVITATION_VALID_HOURS - 0.1);
      expect(Number(hours)).toBeLessThanOrEqual(INVITATION_VALID_HOURS);

      // No password signs in until the link has set one; then it is a front desk of Sakura only.
      for (const password of ['', 'frank-password-1']) {
        const attempt = await w.t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'frank.desk@example.com', password } });
        expect(attempt.statusCode).toBe(400);
      }
      const reset = await w.t.app.inject({
        method: 'POST',
        url: '/api/users/reset-password/',
        payload: { email: 'frank.desk@example.com', token, password: 'frank-password-1' },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      const session = await login(w.t.app, 'Frank.Desk@example.com', 'frank-password-1');
      const info = await w.t.app.inject({ method: 'POST', url: '/api/users/user-info/', headers: authHeader(session) });
      expect(info.json()).toMatchObject({ id: body.id, role: 'building_admin', buildingIdAdmin: w.ids.sakura, firstName: 'Frank' });
      const buildings = await w.t.app.inject({ method: 'POST', url: '/api/building-manager/buildings/', headers: authHeader(session), payload: {} });
      expect(buildings.json().map((building: { id: number }) => building.id)).toEqual([w.ids.sakura]);
      // The link is single use.
      const again = await w.t.app.inject({
        method: 'POST',
        url: '/api/users/reset-password/',
        payload: { email: 'frank.desk@example.com', token, password: 'frank-password-2' },
      });
      expect(again.statusCode).toBe(400);
    });

    it('refuses an e-mail any account already has, in any case', async () => {
      for (const email of ['FRANK.DESK@example.com', 'ana@example.com', 'Desk@Example.com', 'ben@example.com']) {
        const before = await accountCount();
        const response = await w.post('ana', '/add-staff/', admin({ email, buildingId: w.ids.harbor }));
        expect(response.statusCode, email).toBe(409);
        expect(response.json()).toMatchObject({ msg: CREATE_STRINGS.emailTaken, field: 'email' });
        expect(await accountCount()).toBe(before);
      }
      expect(mailsTo('ana@example.com')).toEqual([]);
    });

    it("is for one of the caller's buildings, named", async () => {
      for (const [payload, status, field, msg] of [
        [admin({ email: 'x1@example.com', buildingId: w.ids.oak }), 403, 'buildingId', AUTH_STRINGS.buildingForbidden],
        [admin({ email: 'x2@example.com', buildingId: 999_999 }), 403, 'buildingId', AUTH_STRINGS.buildingForbidden],
        [admin({ email: 'x3@example.com', buildingId: 0 }), 400, 'buildingId', CREATE_STRINGS.chooseBuilding],
        [admin({ email: 'x4@example.com', buildingId: undefined }), 400, 'buildingId', CREATE_STRINGS.buildingAdminNeedsBuilding],
        [admin({ email: undefined }), 400, 'email', CREATE_STRINGS.buildingAdminNeedsEmail],
        [admin({ email: '  ' }), 400, 'email', 'E-mail must be a valid e-mail address.'],
        [admin({ email: 'not-an-email' }), 400, 'email', 'E-mail must be a valid e-mail address.'],
        [admin({ email: 'x5@example.com', studioId: w.ids.zenDen }), 400, 'studioId', CREATE_STRINGS.buildingAdminTakesNoStudio],
        [admin({ email: 'x6@example.com', firstName: ' ' }), 400, 'firstName', 'First name is required.'],
        [admin({ email: 'x7@example.com', lastName: undefined }), 400, 'lastName', 'Last name is required.'],
        [admin({ email: 'x8@example.com', staffType: 'manager' }), 400, 'staffType', undefined],
        [admin({ email: 'x9@example.com', password: 'chosen-by-manager' }), 400, 'password', 'Password is not a field this request takes.'],
      ] as const) {
        const response = await w.post('ana', '/add-staff/', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(status);
        expect(response.json().field).toBe(field);
        if (msg) expect(response.json().msg).toBe(msg);
      }
      expect(await w.t.db.query("SELECT email FROM account WHERE email LIKE 'x%@example.com'")).toEqual([]);
    });

    it('is refused to a building admin, even for its own building', async () => {
      const response = await w.post('desk', '/add-staff/', admin({ email: 'desk2@example.com', buildingId: w.ids.harbor }));
      expect(response.statusCode).toBe(403);
      expect(response.json().msg).toBe(CREATE_STRINGS.managersOnlyStaff);
      expect(mailsTo('desk2@example.com')).toEqual([]);
    });

    it('stays created when the mail cannot be sent (the owner can ask "Forgot password")', async () => {
      const send = w.t.mailer.send;
      w.t.mailer.send = async () => {
        throw new Error('SMTP server is down');
      };
      try {
        const response = await w.post('ana', '/add-staff/', admin({ email: 'gina@example.com', firstName: 'Gina', buildingId: w.ids.harbor }));
        expect(response.statusCode, response.body).toBe(200);
        expect(await w.t.db.query("SELECT role FROM account WHERE email = 'gina@example.com'")).toEqual([{ role: 'building_admin' }]);
      } finally {
        w.t.mailer.send = send;
      }
    });

    it('answers a repeated Idempotency-Key with the first answer: one account, one mail', async () => {
      const payload = admin({ email: 'hana@example.com', firstName: 'Hana', buildingId: w.ids.harbor });
      const first = await w.post('ana', '/add-staff/', payload, { 'idempotency-key': 'staff-retry-1' });
      const again = await w.post('ana', '/add-staff/', payload, { 'idempotency-key': 'staff-retry-1' });
      expect(first.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(mailsTo('hana@example.com')).toHaveLength(1);
    });
  });

  describe('a teacher', () => {
    let flowYoga = 0;

    beforeAll(async () => {
      flowYoga = (await w.ok<{ id: number }>('ana', '/create-studio/', { buildingId: w.ids.harbor, name: 'Flow Yoga' })).id;
    });

    const teacher = (overrides: Record<string, unknown> = {}) => ({ staffType: 'teacher', firstName: 'Kim', lastName: ' Park', studioId: flowYoga, ...overrides });

    it('is created for a studio the caller\'s buildings work with', async () => {
      const body = await w.ok('ana', '/add-staff/', teacher());
      expect(body).toEqual({
        msg: 'Success',
        id: body.id,
        staffType: 'teacher',
        firstName: 'Kim',
        lastName: 'Park',
        email: null,
        buildingId: null,
        studioId: flowYoga,
      });
      expect(await w.t.db.query('SELECT first_name, last_name, studio_id FROM teacher WHERE id = $1', [body.id])).toEqual([
        { first_name: 'Kim', last_name: 'Park', studio_id: flowYoga },
      ]);
      // Zen Den works with Sakura through an event; a teacher of it is Ana's to add (a null e-mail is none).
      const zen = await w.ok('ana', '/add-staff/', teacher({ studioId: w.ids.zenDen, firstName: 'Ravi', email: null }));
      expect(zen).toMatchObject({ studioId: w.ids.zenDen, firstName: 'Ravi', email: null });
    });

    it('is refused twice in one studio (any case), not in another', async () => {
      const taken = await w.post('ana', '/add-staff/', teacher({ firstName: 'KIM', lastName: 'park' }));
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ msg: CREATE_STRINGS.teacherTaken, field: 'firstName' });
      expect((await w.post('ana', '/add-staff/', teacher({ studioId: w.ids.zenDen }))).statusCode).toBe(200);
    });

    it("is refused for a studio the caller's buildings (or the building named) do not work with: 404, like an unknown one", async () => {
      for (const [who, overrides] of [
        ['ben', { studioId: flowYoga }],
        ['ben', { studioId: w.ids.zenDen }],
        ['ana', { studioId: 999_999 }],
        // Named Harbor: Zen Den works with Sakura only.
        ['ana', { studioId: w.ids.zenDen, buildingId: w.ids.harbor, firstName: 'Lena' }],
      ] as const) {
        const response = await w.post(who, '/add-staff/', teacher(overrides));
        expect(response.statusCode, `${who} ${JSON.stringify(overrides)}`).toBe(404);
        expect(response.json()).toMatchObject({ msg: CREATE_STRINGS.studioNotFound, field: 'studioId' });
      }
      const foreign = await w.post('ana', '/add-staff/', teacher({ buildingId: w.ids.oak, firstName: 'Omar' }));
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().field).toBe('buildingId');
      expect(await w.t.db.query("SELECT 1 FROM teacher WHERE first_name IN ('Lena', 'Omar')")).toEqual([]);
    });

    it('names the field of a bad request; a building admin may not add one', async () => {
      for (const [payload, field, msg] of [
        [teacher({ studioId: undefined }), 'studioId', CREATE_STRINGS.teacherNeedsStudio],
        [teacher({ email: 'kim@example.com' }), 'email', CREATE_STRINGS.teacherTakesNoEmail],
        [teacher({ studioId: 0 }), 'studioId', undefined],
        [teacher({ firstName: '' }), 'firstName', 'First name must not be empty.'],
        [{ firstName: 'Kim', lastName: 'Park', studioId: flowYoga }, 'staffType', 'Staff type is required.'],
      ] as const) {
        const response = await w.post('ana', '/add-staff/', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().field).toBe(field);
        if (msg) expect(response.json().msg).toBe(msg);
      }
      const desk = await w.post('desk', '/add-staff/', teacher({ firstName: 'Desk', buildingId: w.ids.harbor }));
      expect(desk.statusCode).toBe(403);
      expect(desk.json().msg).toBe(CREATE_STRINGS.managersOnlyStaff);
    });
  });
});
