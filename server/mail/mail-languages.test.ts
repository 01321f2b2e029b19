// Every kind of e-mail written in Spanish and in Arabic from the same facts: the subject and the text
// in the language's words, dates and times written as the language writes them in the building's
// zone, the HTML part marked with its language and direction. English stays as it always was (the
// kinds' own tests hold its words).
import { describe, expect, it } from 'vitest';
import { cancelledMail, promotedMail, type MailOccurrence, type MailRecipient } from '../front-desk/event-mail.ts';
import { incidentMailBlocks, incidentMailText } from '../front-desk/incident-mail.ts';
import { reminderMailBlocks, reminderMailText, REMINDER_STRINGS, type ReminderText } from '../reminders/reminder-strings.ts';
import { RATING_STRINGS, ratingMailBlocks, ratingMailText } from '../residents/rating-strings.ts';
import { SIGN_IN_STRINGS, signInMailText } from '../residents/sign-in-strings.ts';
import { RESET_MAIL } from '../routes/account/reset-mail.ts';
import { INVITATION_MAIL } from '../routes/create/invitation-mail.ts';
import { liaisonMail, residentMail } from '../routes/messages/messages-mail.ts';
import { messagesIn } from '../i18n/server-messages.ts';
import { mailHtml } from './mail-html.ts';
import { MAIL_DATE, mailCount, mailText, residentLanguage, zonedDate } from './mail-language.ts';

const RLM = '\u200F';
/** A text without its right-to-left marks, to read its words. */
const plain = (text: string) => text.replaceAll(RLM, '');

// 18:00 in New York on Tuesday 5 March 2030 (winter time, UTC-5).
const STARTS_AT = new Date('2030-03-05T23:00:00Z');
const ZONE = 'America/New_York';

const occurrence: MailOccurrence = {
  eventName: 'Yoga & Tea',
  buildingName: 'Harbor Lofts',
  day: 'Tuesday, March 5, 2030',
  time: '6:00 PM',
  startsAt: STARTS_AT,
  timeZone: ZONE,
};
const recipient = (language: string | null): MailRecipient => ({
  residentId: 1, buildingId: 1, email: 'eva@resident.example', firstName: 'Eva', lastName: 'Luna', language,
});

describe('a mail\'s language', () => {
  it('is the resident\'s chosen tag mapped to one of ours, else the fallback', () => {
    expect(residentLanguage('es-MX')).toBe('es');
    expect(residentLanguage('ar')).toBe('ar');
    expect(residentLanguage('fr')).toBe('en');
    expect(residentLanguage(null, 'ar')).toBe('ar');
    expect(residentLanguage(null)).toBe('en');
  });

  it('writes dates in the building\'s zone and the reader\'s language, counts as the language does', () => {
    expect(zonedDate('es', STARTS_AT, ZONE, MAIL_DATE.day)).toBe('martes, 5 de marzo de 2030');
    expect(zonedDate('ar', STARTS_AT, ZONE, MAIL_DATE.time)).toBe('6:00 م');
    // The same moment in Madrid is already the next day.
    expect(zonedDate('es', STARTS_AT, 'Europe/Madrid', MAIL_DATE.dateTime)).toBe('6 de marzo de 2030 a las 0:00');
    expect(mailCount('en', 1250)).toBe('1250');
    expect(mailCount('es', 12500)).toBe('12.500');
  });

  it('starts each Arabic line of words with a right-to-left mark; links, blank lines and a person\'s own words as they are', () => {
    expect(mailText(['Hello Ana,', '', 'https://x.test/a'], 'en')).toBe('Hello Ana,\n\nhttps://x.test/a');
    expect(mailText(['Yoga: مرحبًا', '', 'https://x.test/a', { asWritten: 'Pool closed.\nSorry!' }], 'ar'))
      .toBe(`${RLM}Yoga: مرحبًا\n\nhttps://x.test/a\nPool closed.\nSorry!`);
  });

  it('marks the HTML part with its language and direction; in Arabic the quote\'s rule is on the right', () => {
    const blocks = [{ quote: 'text', label: 'label' }, { facts: [['a', 'b']] as Array<[string, string]> }];
    const english = mailHtml(blocks);
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('border-left:3px');
    const arabic = mailHtml(blocks, 'ar');
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<body dir="rtl"');
    expect(arabic).toContain('<div dir="rtl"');
    expect(arabic).toContain('padding-right:12px;border-right:3px');
    expect(arabic).not.toMatch(/border-left|padding-left/);
    // A person's words read in their own direction, whatever the mail's.
    expect(arabic).toMatch(/<p dir="auto" [^>]*text-align:right">text<\/p>/);
  });
});

describe('the reminder', () => {
  const reminder = (day: string, start: string, end: string): ReminderText => ({
    firstName: 'Eva', event: 'Yoga & Tea', day, startTime: start, endTime: end, timeZone: ZONE,
    venue: 'Rooftop', building: 'Harbor Lofts', giveBackLink: 'https://x.test/r/give-back?token=a', settingsLink: 'https://x.test/r/me',
  });

  it('in Spanish', () => {
    const r = reminder('martes, 5 de marzo de 2030', '18:00', '19:00');
    expect(messagesIn(REMINDER_STRINGS, 'es').subject(r.event, r.day, r.startTime)).toBe('Recordatorio: Yoga & Tea, martes, 5 de marzo de 2030 a las 18:00');
    const text = reminderMailText(r, 'es');
    expect(text).toContain('Hola, Eva:');
    expect(text).toContain('Cuándo: martes, 5 de marzo de 2030, de 18:00 a 19:00 (hora de America/New_York)');
    expect(text).toContain('Dónde: Rooftop, Harbor Lofts');
    expect(text).toContain('¿No puede asistir? Ceda su lugar: https://x.test/r/give-back?token=a');
    const html = mailHtml(reminderMailBlocks(r, 'es'), 'es');
    expect(html).toContain('<html lang="es" dir="ltr">');
    expect(html).toMatch(/>Ceder mi lugar<\/a>/);
    expect(html).toMatch(/>Desactivar los recordatorios<\/a>/);
  });

  it('in Arabic', () => {
    const r = reminder('الثلاثاء، 5 مارس 2030', '6:00 م', '7:00 م');
    expect(messagesIn(REMINDER_STRINGS, 'ar').subject(r.event, r.day, r.startTime)).toBe('تذكير: Yoga & Tea، الثلاثاء، 5 مارس 2030 الساعة 6:00 م');
    const text = plain(reminderMailText(r, 'ar'));
    expect(text).toContain('مرحبًا Eva،');
    expect(text).toContain('الموعد: الثلاثاء، 5 مارس 2030، من 6:00 م إلى 7:00 م (بتوقيت America/New_York)');
    expect(text).toContain('المكان: Rooftop، Harbor Lofts');
    const html = mailHtml(reminderMailBlocks(r, 'ar'), 'ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toMatch(/>التنازل عن مكاني<\/a>/);
    expect(messagesIn(REMINDER_STRINGS, 'ar').calendarFileName('/')).toBe('فعالية.ics');
  });
});

describe('the rating request', () => {
  const links = [1, 2, 3, 4, 5].map((stars) => `https://x.test/r/rate?t=abc&stars=${stars}`);

  it('in Spanish', () => {
    const content = { firstName: 'Eva', eventName: 'Yoga', when: 'martes, 5 de marzo, 18:00', openUntil: 'martes, 12 de marzo, 20:00', links };
    expect(messagesIn(RATING_STRINGS, 'es').mailSubject('Yoga')).toBe('¿Qué tal estuvo Yoga?');
    const text = ratingMailText(content, 'es');
    expect(text).toContain('¿Qué tal estuvo Yoga (martes, 5 de marzo, 18:00)? Elija sus estrellas');
    expect(text).toContain(`★★★☆☆ 3 de 5: ${links[2]}`);
    expect(text).toContain('Puede cambiar su valoración hasta el martes, 12 de marzo, 20:00.');
    const html = mailHtml(ratingMailBlocks(content, 'es'), 'es');
    expect(html).toContain('<html lang="es" dir="ltr">');
    expect(html).toContain('aria-label="3 de 5 estrellas"');
    expect(html).toContain('<strong>Yoga</strong> (martes, 5 de marzo, 18:00)? Elija sus estrellas:');
  });

  it('in Arabic', () => {
    const content = { firstName: 'Eva', eventName: 'Yoga', when: 'الثلاثاء، 5 مارس في 6:00 م', openUntil: 'الثلاثاء، 12 مارس في 8:00 م', links };
    expect(messagesIn(RATING_STRINGS, 'ar').mailSubject('Yoga')).toBe('كيف كانت فعالية Yoga؟');
    const text = plain(ratingMailText(content, 'ar'));
    expect(text).toContain('كيف كانت فعالية Yoga (الثلاثاء، 5 مارس في 6:00 م)؟');
    expect(text).toContain(`★★★☆☆ 3 من 5: ${links[2]}`);
    expect(text).toContain('يمكنك تغيير تقييمك حتى الثلاثاء، 12 مارس في 8:00 م.');
    const html = mailHtml(ratingMailBlocks(content, 'ar'), 'ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('aria-label="3 من 5 نجوم"');
    expect(html).toContain(`href="${links[4]!.replace('&', '&amp;')}"`);
  });
});

describe('the sign-in code', () => {
  const input = { firstName: 'Eva', code: '123456', link: 'https://x.test/r/sign-in?token=t', validMinutes: 15 };

  it('in Spanish and in Arabic, the code and the link whole', () => {
    expect(messagesIn(SIGN_IN_STRINGS, 'es').mailSubject).toBe('Su código para iniciar sesión en hOM Residents');
    const es = signInMailText(input, 'es');
    expect(es).toContain('Este es su código para iniciar sesión en hOM Residents, los eventos de su edificio: 123456');
    expect(es).toContain('durante 15 minutos.');
    expect(es.split('\n')).toContain(input.link);

    expect(messagesIn(SIGN_IN_STRINGS, 'ar').mailSubject).toBe('رمز تسجيل الدخول إلى hOM Residents');
    const ar = signInMailText(input, 'ar');
    expect(plain(ar)).toContain('هذا رمزك لتسجيل الدخول إلى hOM Residents، تطبيق فعاليات مبناك: 123456');
    expect(plain(ar)).toContain('لمدة 15 دقيقة.');
    expect(ar.split('\n')).toContain(input.link);
    expect(signInMailText({ ...input, validMinutes: 2 }, 'ar')).toContain('لمدة دقيقتين.');
  });

  it('says how long to wait in the language\'s plural', () => {
    expect(messagesIn(SIGN_IN_STRINGS, 'es').tooManyMails(1)).toContain('dentro de 1 minuto.');
    expect(messagesIn(SIGN_IN_STRINGS, 'ar').tooManyMails(3)).toContain('بعد 3 دقائق.');
  });
});

describe('the cancellation and the waitlist promotion', () => {
  it('in Spanish', () => {
    const one = cancelledMail(recipient('es-MX'), [occurrence]);
    expect(one.subject).toBe('Evento cancelado: Yoga & Tea, martes, 5 de marzo de 2030');
    expect(one.text).toContain('Hola, Eva Luna:');
    expect(one.text).toContain('Se ha cancelado Yoga & Tea en Harbor Lofts:');
    expect(one.text).toContain('- martes, 5 de marzo de 2030, a las 18:00');
    const several = cancelledMail(recipient('es'), [occurrence, { ...occurrence, startsAt: new Date('2030-03-12T22:00:00Z') }]);
    expect(several.subject).toBe('Evento cancelado: Yoga & Tea (2 fechas)');
    // After the change to summer time, still 18:00 in New York.
    expect(several.text).toContain('- martes, 12 de marzo de 2030, a las 18:00');

    const promoted = promotedMail(recipient('es'), occurrence, 'https://x.test');
    expect(promoted.subject).toBe('Tiene un lugar en Yoga & Tea el martes, 5 de marzo de 2030');
    expect(promoted.text).toContain('Se liberó un lugar: ahora tiene un lugar en Yoga & Tea, en Harbor Lofts, el martes, 5 de marzo de 2030 a las 18:00.');
    expect(promoted.text).toContain('Sus eventos: https://x.test/r/me');
  });

  it('in Arabic', () => {
    const one = cancelledMail(recipient('ar'), [occurrence]);
    expect(one.subject).toBe('إلغاء فعالية Yoga & Tea يوم الثلاثاء، 5 مارس 2030');
    expect(plain(one.text)).toContain('أُلغيت فعالية Yoga & Tea في Harbor Lofts:');
    expect(plain(one.text)).toContain('- الثلاثاء، 5 مارس 2030، الساعة 6:00 م');
    expect(cancelledMail(recipient('ar'), [occurrence, occurrence]).subject).toBe('إلغاء فعالية Yoga & Tea (موعدان)');
    expect(cancelledMail(recipient('ar'), [occurrence, occurrence, occurrence]).subject).toBe('إلغاء فعالية Yoga & Tea (3 مواعيد)');
    // Each line of words begins right to left, even one that starts with the resident's name.
    expect(one.text.split('\n').filter((line) => line !== '').every((line) => line.startsWith(RLM))).toBe(true);

    const promoted = promotedMail(recipient('ar'), occurrence, 'https://x.test');
    expect(promoted.subject).toBe('أصبح لديك مكان في فعالية Yoga & Tea يوم الثلاثاء، 5 مارس 2030');
    expect(plain(promoted.text)).toContain('الثلاثاء، 5 مارس 2030 الساعة 6:00 م.');
  });

  it('in English as they always were', () => {
    const mail = cancelledMail(recipient(null), [occurrence]);
    expect(mail.subject).toBe('Yoga & Tea on Tuesday, March 5, 2030 is cancelled');
    expect(mail.text).toContain('- Tuesday, March 5, 2030 at 6:00 PM');
  });
});

describe('the incident report', () => {
  const report = {
    id: 1, eventId: 1, userId: null, person: null, description: 'Slipped on the wet floor.\nSat down for a while.', actionTaken: '',
    severity: 'needed care' as const, occurredAt: '2030-03-05T23:20:00.000Z', reportedBy: 'Dana Desk', reportedAt: '2030-03-05T23:30:00.000Z',
    eventName: 'Yoga', buildingId: 1, buildingName: 'Harbor Lofts', day: 'Tuesday, March 5, 2030', time: '6:00 PM',
    occurredLocal: 'March 5, 2030 6:20 PM', startsAt: STARTS_AT, timeZone: ZONE,
  };

  it('in Spanish', () => {
    const text = incidentMailText(report, 'es');
    expect(text).toContain('Evento: Yoga en Harbor Lofts, martes, 5 de marzo de 2030, a las 18:00');
    expect(text).toContain('Quién: Otra persona (no está en la lista del evento)');
    expect(text).toContain('Gravedad: necesitó atención');
    expect(text).toContain('Cuándo: 5 de marzo de 2030 a las 18:20');
    expect(text).toContain('Medidas tomadas:\n—');
    const html = mailHtml(incidentMailBlocks(report, 'es'), 'es');
    expect(html).toContain('<html lang="es" dir="ltr">');
    expect(html).toContain('Slipped on the wet floor.<br>Sat down for a while.');
  });

  it('in Arabic', () => {
    const text = plain(incidentMailText(report, 'ar'));
    expect(text).toContain('الفعالية: Yoga في Harbor Lofts، الثلاثاء، 5 مارس 2030، الساعة 6:00 م');
    expect(text).toContain('درجة الخطورة: احتاجت إلى رعاية');
    expect(text).toContain('الوقت: 5 مارس 2030 في 6:20 م');
    // The person's own words are kept as written, in the direction of their own letters.
    expect(incidentMailText(report, 'ar')).toContain('\nSlipped on the wet floor.\nSat down for a while.\n');
    const html = mailHtml(incidentMailBlocks(report, 'ar'), 'ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('>أبلغ عنها</th>');
  });
});

describe('a manager\'s message', () => {
  const sender = { firstName: 'Mia', lastName: 'Manager', email: 'mia@example.com', language: 'en' as const };
  const message = 'The pool closes at 6 pm.\nThank you!';

  it('frames the manager\'s words in the resident\'s language, the words as written', () => {
    const resident = { id: 1, firstName: 'Eva', lastName: 'Luna', email: 'eva@resident.example', buildingId: 1, buildingName: 'Harbor Lofts', language: 'es' };
    const es = residentMail(resident, sender, message);
    expect(es.subject).toBe('Mensaje de Mia Manager, de Harbor Lofts');
    expect(es.text).toBe('Hola, Eva Luna:\n\nMia Manager (mia@example.com), de Harbor Lofts, le envió un mensaje:\n\n' +
      `${message}\n\nPara responder, escriba a mia@example.com.`);
    const ar = residentMail({ ...resident, language: 'ar' }, sender, message);
    expect(ar.subject).toBe('رسالة من Mia Manager في Harbor Lofts');
    expect(plain(ar.text)).toContain('أرسل إليك Mia Manager (mia@example.com) من Harbor Lofts رسالة:');
    // The manager's words are theirs: not translated, not turned right to left.
    expect(ar.text).toContain(`\n\n${message}\n\n`);
  });

  it('to a liaison: theirs when they have an account, else the sender\'s', () => {
    const building = { id: 1, name: 'Harbor Lofts', liaisonFirstName: 'Lina', liaisonLastName: null, liaisonEmail: 'lina@example.com', liaisonLanguage: 'ar' as const };
    const ar = liaisonMail(building, sender, message, true);
    expect(ar.subject).toBe('[عاجل] رسالة من Mia Manager بشأن Harbor Lofts');
    expect(plain(ar.text)).toContain('أرسل إليك Mia Manager (mia@example.com) رسالة عاجلة بشأن Harbor Lofts:');
    const es = liaisonMail({ ...building, liaisonLanguage: null }, { ...sender, language: 'es' }, message, false);
    expect(es.subject).toBe('Mensaje de Mia Manager sobre Harbor Lofts');
    expect(es.text.startsWith('Hola, Lina:')).toBe(true);
  });
});

describe('the staff\'s own mails', () => {
  it('the invitation and the password link, in Spanish and in Arabic', () => {
    const invitation = { firstName: 'Frank', buildingName: 'Harbor Lofts', managerName: 'Mia Manager', link: 'https://x.test/reset?t=1', validHours: 72 };
    const es = messagesIn(INVITATION_MAIL, 'es');
    expect(es.subject).toBe('Elija la contraseña de su cuenta de recepción de hOM');
    expect(es.text(invitation)).toContain('Mia Manager le ha creado una cuenta de recepción (administrador del edificio) de hOM para Harbor Lofts. Abra este enlace en un plazo de 72 horas');
    const ar = messagesIn(INVITATION_MAIL, 'ar');
    expect(plain(ar.text(invitation))).toContain('أنشأ لك Mia Manager حسابًا لمكتب الاستقبال (مسؤول المبنى) في hOM لمبنى Harbor Lofts. افتح هذا الرابط خلال 72 ساعة');
    expect(ar.text(invitation).split('\n')).toContain(invitation.link);

    expect(messagesIn(RESET_MAIL, 'es').text('Mia', 'https://x.test/reset?t=2', 60)).toContain('en un plazo de 60 minutos');
    expect(plain(messagesIn(RESET_MAIL, 'ar').text('Mia', 'https://x.test/reset?t=2', 60))).toContain('خلال 60 دقيقة');
  });
});
