// Every kind of e-mail follows its reader's language: a resident's chosen one (a tag such as es-MX),
// else for the sign-in code the language the residents' app asked in, else English; a staff
// account's own (POST /api/users/language/). The mails written when sent take the language as it is
// then; those written when decided, as it was then. Dates in the building's zone (New York here).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signAccessToken } from '../../server/auth/access-token.ts';
import { promoteWaitlist } from '../../server/front-desk/waitlist.ts';
import { MAIL_KINDS } from '../../server/mail/mail-kinds.ts';
import type { MailMessage } from '../../server/mail/mailer.ts';
import { signResidentToken } from '../../server/residents/resident-session.ts';
import { TEST_JWT_SECRET, TEST_PUBLIC_URL } from '../support/test-app.ts';
import { startEventsHarness, type EventsHarness } from './front-desk-events-fixtures.ts';

const RLM = '\u200F';
const plain = (text: string) => text.replaceAll(RLM, '');

// 18:00 to 19:00 in New York on Tuesday 5 March 2030.
const STARTS_AT = '2030-03-05T23:00:00Z';
const ENDS_AT = '2030-03-06T00:00:00Z';

describe(`e-mails in their reader's language on ${process.env.TEST_DB}`, () => {
  let h: EventsHarness;
  /** Harbor's managers besides Mia (English): Marta reads Spanish, Amal Arabic. */
  const managers = { marta: 0, amal: 0 };
  let events = 0;

  const staffToken = (accountId: number, role: 'manager' | 'building_admin' = 'manager') => signAccessToken(h.t.app, { id: accountId, role, tokenVersion: 0 });
  const staffPost = (accountId: number, url: string, payload: object, role: 'manager' | 'building_admin' = 'manager') =>
    h.t.app.inject({ method: 'POST', url, headers: { authorization: `JWT ${staffToken(accountId, role)}` }, payload });
  const setStaffLanguage = async (accountId: number, language: string, role: 'manager' | 'building_admin' = 'manager') =>
    expect((await staffPost(accountId, '/api/users/language/', { language }, role)).json()).toEqual({ language });
  const setResidentLanguage = async (residentId: number, language: string) => {
    const answer = await h.t.app.inject({
      method: 'POST', url: '/api/residents/settings/', headers: { authorization: `JWT ${signResidentToken(h.t.app, { id: residentId, tokenVersion: 0 })}` }, payload: { language },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const context = (now: Date) => ({ db: h.t.db, now, publicUrl: () => TEST_PUBLIC_URL, secret: TEST_JWT_SECRET });
  const mailsTo = (email: string): MailMessage[] => h.t.mailer.messages.filter((mail) => mail.to.split(', ').includes(email));
  const waitForMail = async (email: string, matches: (mail: MailMessage) => boolean): Promise<MailMessage> => {
    await vi.waitFor(() => expect(mailsTo(email).some(matches)).toBe(true), { timeout: 10_000 });
    return mailsTo(email).filter(matches).at(-1)!;
  };

  /** An event of Harbor Lofts at the Rooftop, 18:00-19:00 New York time on 5 March 2030, the residents' RSVPs going. */
  async function event(name: string, residents: number[], capacity: number | null = null): Promise<number> {
    events += 1;
    const [row] = await h.t.db.query<{ id: number }>(
      `INSERT INTO event (building_id, venue_id, name, event_type, starts_at, ends_at, capacity)
       VALUES ($1, $2, $3, 'fitness', $4, $5, $6) RETURNING id`,
      [h.world.buildings.harbor, h.world.venues.rooftop, `${name} ${events}`, STARTS_AT, ENDS_AT, capacity],
    );
    for (const resident of residents) {
      await h.t.db.query("INSERT INTO rsvp (event_id, resident_id, status, joined_at) VALUES ($1, $2, 'going', '2030-01-01')", [row!.id, resident]);
    }
    return row!.id;
  }
  const rsvpOf = async (eventId: number, residentId: number) =>
    (await h.t.db.query<{ id: number }>('SELECT id FROM rsvp WHERE event_id = $1 AND resident_id = $2', [eventId, residentId]))[0]!.id;

  beforeAll(async () => {
    h = await startEventsHarness();
    const manager = async (email: string, first: string) => {
      const [row] = await h.t.db.query<{ id: number }>(
        "INSERT INTO account (role, email, password_hash, first_name, last_name) VALUES ('manager', $1, 'unused', $2, 'Manager') RETURNING id",
        [email, first],
      );
      await h.t.db.query('INSERT INTO account_building (account_id, building_id) VALUES ($1, $2)', [row!.id, h.world.buildings.harbor]);
      return row!.id;
    };
    managers.marta = await manager('marta@manager.example', 'Marta');
    managers.amal = await manager('amal@manager.example', 'Amal');
    await setStaffLanguage(managers.marta, 'es');
    await setStaffLanguage(managers.amal, 'ar');
    // Ana chose none; Ben chose Mexican Spanish; Cy Arabic.
    await setResidentLanguage(h.world.residents.ben, 'es-MX');
    await setResidentLanguage(h.world.residents.cy, 'ar');
  });
  afterAll(() => h?.close());

  it('the reminder, written when sent, in each resident\'s language as it is then', async () => {
    const { ana, ben, cy } = h.world.residents;
    const eventId = await event('Yoga & Tea', [ana, ben, cy]);
    const now = new Date('2030-03-04T23:00:00Z');
    const remind = async (resident: number) => (await MAIL_KINDS.reminder.render({ rsvpId: await rsvpOf(eventId, resident), hours: 24 }, context(now)))!;

    const english = await remind(ana);
    expect(english.subject).toMatch(/^Reminder: Yoga & Tea \d+, Tuesday,? 5 March 2030 at 18:00$/);
    expect(english.html).toContain('<html lang="en" dir="ltr">');

    const spanish = await remind(ben);
    expect(spanish.subject).toMatch(/^Recordatorio: Yoga & Tea \d+, martes, 5 de marzo de 2030 a las 18:00$/);
    expect(spanish.text).toContain('Cuándo: martes, 5 de marzo de 2030, de 18:00 a 19:00 (hora de America/New_York)');
    expect(spanish.html).toContain('<html lang="es" dir="ltr">');
    expect(spanish.html).toContain('>Ceder mi lugar</a>');

    const arabic = await remind(cy);
    expect(arabic.subject).toMatch(/^تذكير: Yoga & Tea \d+، الثلاثاء، 5 مارس 2030 الساعة 6:00 م$/);
    expect(plain(arabic.text)).toContain('الموعد: الثلاثاء، 5 مارس 2030، من 6:00 م إلى 7:00 م (بتوقيت America/New_York)');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');

    // Cy changes their mind before the next reminder: it is written in the new choice.
    await setResidentLanguage(cy, 'es');
    expect((await MAIL_KINDS.reminder.render({ rsvpId: await rsvpOf(eventId, cy), hours: 2 }, context(new Date('2030-03-05T21:30:00Z'))))!.subject)
      .toMatch(/^Recordatorio: /);
    await setResidentLanguage(cy, 'ar');
  });

  it('the rating request, with its dates in the language', async () => {
    const { ben, cy } = h.world.residents;
    const eventId = await event('Stretch', [ben, cy]);
    await h.t.db.query('UPDATE rsvp SET checked_in_at = $2 WHERE event_id = $1', [eventId, STARTS_AT]);
    const now = new Date('2030-03-06T02:00:00Z');
    const rate = async (resident: number) => (await MAIL_KINDS['rating-request'].render({ rsvpId: await rsvpOf(eventId, resident) }, context(now)))!;

    const spanish = await rate(ben);
    expect(spanish.subject).toMatch(/^¿Qué tal estuvo Stretch \d+\?$/);
    expect(spanish.text).toContain('(martes, 5 de marzo, 18:00)? Elija sus estrellas');
    // Open a week after the end: 20:00 once New York has moved to summer time.
    expect(spanish.text).toContain('Puede cambiar su valoración hasta el martes, 12 de marzo, 20:00.');
    expect(spanish.html).toContain('aria-label="5 de 5 estrellas"');

    const arabic = await rate(cy);
    expect(arabic.subject).toMatch(/^كيف كانت فعالية Stretch \d+؟$/);
    expect(plain(arabic.text)).toContain('(الثلاثاء، 5 مارس في 6:00 م)؟ اختر عدد النجوم');
    expect(plain(arabic.text)).toContain('يمكنك تغيير تقييمك حتى الثلاثاء، 12 مارس في 8:00 م.');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('the sign-in code: the resident\'s choice, else the language the app asked in, else English', async () => {
    const requestCode = (email: string, acceptLanguage?: string) =>
      h.t.app.inject({
        method: 'POST', url: '/api/residents/request-code/', payload: { email },
        headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
      });
    // Ana chose none: the app asked in Arabic.
    expect((await requestCode('ana@resident.example', 'ar-EG,ar;q=0.9,en;q=0.5')).statusCode).toBe(202);
    const arabic = await waitForMail('ana@resident.example', (mail) => mail.subject === 'رمز تسجيل الدخول إلى hOM Residents');
    expect(plain(arabic.text)).toMatch(/هذا رمزك لتسجيل الدخول إلى hOM Residents، تطبيق فعاليات مبناك: \d{6}/);
    expect(arabic.text.split('\n').some((line) => line.startsWith(`${TEST_PUBLIC_URL}/r?link=`))).toBe(true);
    // Ben chose Spanish: his choice wins over the app's.
    expect((await requestCode('ben@resident.example', 'ar')).statusCode).toBe(202);
    const spanish = await waitForMail('ben@resident.example', (mail) => mail.subject === 'Su código para iniciar sesión en hOM Residents');
    expect(spanish.text).toMatch(/Este es su código para iniciar sesión en hOM Residents, los eventos de su edificio: \d{6}/);
    // Staff send Ana's (who chose none): English.
    const sent = await staffPost(h.world.accounts.mia, '/api/building-manager/send-sign-in-link/', { userId: h.world.residents.ana });
    expect(sent.statusCode, sent.body).toBe(200);
    await waitForMail('ana@resident.example', (mail) => mail.subject === 'Your sign-in code for hOM Residents');
  });

  it('the cancellation and the waitlist promotion, written when decided in each resident\'s language', async () => {
    const { ana, ben, cy, dot } = h.world.residents;
    const cancelled = await event('Salsa', [ana, ben, cy]);
    const answer = await staffPost(h.world.accounts.mia, '/api/building-manager/cancel-event/', { id: cancelled });
    expect(answer.json()).toMatchObject({ residentsTold: 3 });
    await waitForMail('ana@resident.example', (mail) => /^Salsa \d+ on Tuesday, March 5, 2030 is cancelled$/.test(mail.subject));
    const spanish = await waitForMail('ben@resident.example', (mail) => /^Evento cancelado: Salsa \d+, martes, 5 de marzo de 2030$/.test(mail.subject));
    expect(spanish.text).toMatch(/Se ha cancelado Salsa \d+ en Harbor Lofts:/);
    expect(spanish.text).toContain('- martes, 5 de marzo de 2030, a las 18:00');
    const arabic = await waitForMail('cy@resident.example', (mail) => /^إلغاء فعالية Salsa \d+ يوم الثلاثاء، 5 مارس 2030$/.test(mail.subject));
    expect(plain(arabic.text)).toContain('- الثلاثاء، 5 مارس 2030، الساعة 6:00 م');
    // The staff's list of messages keeps what the resident was sent.
    const [row] = await h.t.db.query<{ body: string }>('SELECT body FROM message WHERE resident_id = $1 ORDER BY id DESC LIMIT 1', [ben]);
    expect(row!.body).toBe(spanish.text);

    const full = await event('Pilates', [dot], 1);
    await h.t.db.query("INSERT INTO rsvp (event_id, resident_id, status) VALUES ($1, $2, 'waitlisted')", [full, cy]);
    await h.t.db.query('UPDATE event SET capacity = 2 WHERE id = $1', [full]);
    await h.t.db.transaction((tx) => promoteWaitlist(tx, full, { accountId: h.world.accounts.mia, publicUrl: TEST_PUBLIC_URL }));
    const promoted = await waitForMail('cy@resident.example', (mail) => mail.subject.startsWith('أصبح لديك مكان في فعالية Pilates'));
    expect(plain(promoted.text)).toContain('يوم الثلاثاء، 5 مارس 2030 الساعة 6:00 م.');
    expect(promoted.text).toContain(`${TEST_PUBLIC_URL}/r/me`);
  });

  it('a manager\'s message to a resident: the framing in the resident\'s language, the words as written', async () => {
    const answer = await staffPost(h.world.accounts.mia, '/api/building-manager/message-user/', { userId: h.world.residents.ben, message: 'The pool is closed on Friday.' });
    expect(answer.statusCode, answer.body).toBe(200);
    const mail = await waitForMail('ben@resident.example', (each) => each.subject === 'Mensaje de Mia Manager, de Harbor Lofts');
    expect(mail.text).toContain('Mia Manager (mia@manager.example), de Harbor Lofts, le envió un mensaje:\n\nThe pool is closed on Friday.\n\n');
  });

  it('a message to the liaison, in the liaison\'s own account\'s language', async () => {
    await h.t.db.query("UPDATE building SET liaison_email = 'amal@manager.example', liaison_first_name = 'Amal' WHERE id = $1", [h.world.buildings.harbor]);
    const answer = await staffPost(h.world.accounts.mia, '/api/building-manager/message-liason/', { buildingId: h.world.buildings.harbor, message: 'Boiler check at 9.', isUrgent: true });
    expect(answer.statusCode, answer.body).toBe(200);
    const mail = await waitForMail('amal@manager.example', (each) => each.subject === '[عاجل] رسالة من Mia Manager بشأن Harbor Lofts');
    expect(plain(mail.text)).toContain('مرحبًا Amal،');
    expect(mail.text).toContain('Boiler check at 9.');
  });

  it('the incident report: one mail for each language the building\'s managers read, each to its readers', async () => {
    const eventId = await event('Spin', [h.world.residents.ana]);
    const answer = await staffPost(h.world.accounts.desk, '/api/building-manager/report-incident/', {
      eventId, description: 'Felt dizzy.', severity: 'needed care', occurredAt: '2030-03-05T23:20:00Z',
    }, 'building_admin');
    expect(answer.statusCode, answer.body).toBe(200);
    const english = await waitForMail('mia@manager.example', (mail) => /^Incident at Spin \d+: needed care$/.test(mail.subject));
    expect(english.to).toBe('mia@manager.example');
    const spanish = await waitForMail('marta@manager.example', (mail) => /^Incidente en Spin \d+: necesitó atención$/.test(mail.subject));
    expect(spanish.to).toBe('marta@manager.example');
    expect(spanish.text).toContain('Cuándo: 5 de marzo de 2030 a las 18:20');
    expect(spanish.html).toContain('<html lang="es" dir="ltr">');
    const arabic = await waitForMail('amal@manager.example', (mail) => /^حادثة في فعالية Spin \d+: احتاجت إلى رعاية$/.test(mail.subject));
    expect(plain(arabic.text)).toMatch(/الفعالية: Spin \d+ في Harbor Lofts، الثلاثاء، 5 مارس 2030، الساعة 6:00 م/);
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.text).toContain('Felt dizzy.');
  });

  it('the monthly report, in the manager\'s language as it is when sent', async () => {
    await h.t.db.query("UPDATE account SET monthly_report_since = '2030-01-15' WHERE id = ANY($1::int[])", [[managers.marta, managers.amal]]);
    const report = async (accountId: number) =>
      (await MAIL_KINDS['monthly-report'].render({ accountId, month: '2030-03-01' }, context(new Date('2030-04-02T12:00:00Z'))))!;
    const spanish = await report(managers.marta);
    expect(spanish.subject).toBe('Informe mensual de eventos: marzo de 2030');
    expect(spanish.text).toContain('Adjuntamos su informe de eventos de marzo de 2030 (todos sus edificios) en un archivo CSV.');
    expect(spanish.text).toMatch(/\nEventos: \d+\n/);
    expect(spanish.text).toContain(`desactívelo allí: ${TEST_PUBLIC_URL}/profile`);
    const arabic = await report(managers.amal);
    expect(arabic.subject).toBe('التقرير الشهري للفعاليات: مارس 2030');
    expect(plain(arabic.text)).toMatch(/\nالفعاليات: \d+\n/);
    // The attached file is the downloaded report's, in any language.
    expect(arabic.attachments?.[0]?.content).toBe(spanish.attachments?.[0]?.content);

    await setStaffLanguage(managers.marta, 'en');
    expect((await report(managers.marta)).subject).toBe('Monthly event report: March 2030');
    await setStaffLanguage(managers.marta, 'es');
  });

  it('the password link and the invitation of a new front desk, in the account\'s language', async () => {
    expect((await h.t.app.inject({ method: 'POST', url: '/api/users/forgot-password/', payload: { email: 'marta@manager.example' } })).statusCode).toBe(200);
    const reset = await waitForMail('marta@manager.example', (mail) => mail.subject === 'Restablezca su contraseña de hOM');
    expect(reset.text).toContain('Abra este enlace en un plazo de 60 minutos');

    // Amal reads Arabic: the account she adds starts in Arabic, and its invitation is written in it.
    const added = await staffPost(managers.amal, '/api/building-manager/add-staff/', {
      staffType: 'building_admin', firstName: 'Farid', lastName: 'Desk', email: 'farid@harbor.example', buildingId: h.world.buildings.harbor,
    });
    expect(added.statusCode, added.body).toBe(200);
    const invitation = await waitForMail('farid@harbor.example', (mail) => mail.subject === 'عيّن كلمة مرور حسابك لمكتب الاستقبال في hOM');
    expect(plain(invitation.text)).toContain('أنشأ لك Amal Manager حسابًا لمكتب الاستقبال (مسؤول المبنى) في hOM لمبنى Harbor Lofts.');
    expect((await h.t.db.query<{ language: string }>("SELECT language FROM account WHERE email = 'farid@harbor.example'"))[0]!.language).toBe('ar');
  });
});
