// What a reminder e-mail says, and the sentences the give-back and settings calls answer with; tests
// import them. Plain words: the mail is read on a phone, often in a hurry. Each in the resident's
// language (messagesIn), English as the specification has it.
import type { Language } from '../../src/contract/languages.ts';
import { localized, messagesIn } from '../i18n/server-messages.ts';
import type { MailBlock } from '../mail/mail-html.ts';
import { mailText } from '../mail/mail-language.ts';

/** A file name from the event's name (characters no file system takes dropped); `fallback` when nothing is left. */
function calendarFileNameOf(event: string, fallback: string): string {
  return `${event.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim() || fallback}.ics`;
}

export const REMINDER_STRINGS = localized(
  {
    subject: (event: string, day: string, time: string) => `Reminder: ${event}, ${day} at ${time}`,
    giveBackLine: "Can't come? Give my place back:",
    turnOffLine: 'Turn reminders off:',
    calendarFileName: (event: string) => calendarFileNameOf(event, 'event'),
  },
  {
    es: {
      subject: (event, day, time) => `Recordatorio: ${event}, ${day} a las ${time}`,
      giveBackLine: '¿No puede asistir? Ceda su lugar:',
      turnOffLine: 'Desactivar los recordatorios:',
      calendarFileName: (event) => calendarFileNameOf(event, 'evento'),
    },
    ar: {
      subject: (event, day, time) => `تذكير: ${event}، ${day} الساعة ${time}`,
      giveBackLine: 'لا يمكنك الحضور؟ تنازل عن مكانك:',
      turnOffLine: 'إيقاف التذكيرات:',
      calendarFileName: (event) => calendarFileNameOf(event, 'فعالية'),
    },
  },
);

export const GIVE_BACK_MESSAGES = localized(
  {
    tokenRefused: 'This link is not valid. Open the newest reminder e-mail, or sign in to manage your places.',
    alreadyGivenBack: 'This place was already given back.',
    started: 'The event has started: the place can no longer be given back.',
    eventCancelled: 'This event was cancelled.',
  },
  {
    es: {
      tokenRefused: 'Este enlace no es válido. Abra el recordatorio más reciente o inicie sesión para gestionar sus lugares.',
      alreadyGivenBack: 'Este lugar ya se cedió.',
      started: 'El evento ya empezó: el lugar ya no se puede ceder.',
      eventCancelled: 'Este evento se canceló.',
    },
    ar: {
      tokenRefused: 'هذا الرابط غير صالح. افتح أحدث رسالة تذكير، أو سجّل الدخول لإدارة أماكنك.',
      alreadyGivenBack: 'تم التنازل عن هذا المكان من قبل.',
      started: 'بدأت الفعالية: لم يعد من الممكن التنازل عن المكان.',
      eventCancelled: 'أُلغيت هذه الفعالية.',
    },
  },
);

export const RESIDENT_SETTINGS_MESSAGES = localized(
  {
    languageInvalid: 'The language (language) must be a language tag such as en or en-GB.',
  },
  {
    es: { languageInvalid: 'El idioma (language) debe ser una etiqueta de idioma, como en o en-GB.' },
    ar: { languageInvalid: 'يجب أن تكون اللغة (language) رمز لغة مثل en أو en-GB.' },
  },
);

export interface ReminderText {
  firstName: string;
  event: string;
  /** "Tuesday 2 December 2026", building-local, in the mail's language. */
  day: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  venue: string | null;
  building: string;
  giveBackLink: string;
  settingsLink: string;
}

/** What both parts of the mail say, sentence by sentence. */
const LINES = localized(
  {
    hello: (firstName: string) => `Hello ${firstName},`,
    intro: 'This is a reminder of your place at ',
    when: 'When',
    where: 'Where',
    whenValue: (r: ReminderText) => `${r.day}, ${r.startTime} to ${r.endTime} (${r.timeZone} time)`,
    whereValue: (r: ReminderText) => (r.venue ? `${r.venue}, ${r.building}` : r.building),
    attached: 'The event is attached as a calendar file.',
    cantCome: "Can't come?",
    giveBackButton: 'Give my place back',
    giveBackNote: 'Your place goes to the next person waiting. The link works until the event starts.',
    turnOffLink: 'Turn reminders off',
  },
  {
    es: {
      hello: (firstName) => `Hola, ${firstName}:`,
      intro: 'Le recordamos que tiene un lugar en ',
      when: 'Cuándo',
      where: 'Dónde',
      whenValue: (r) => `${r.day}, de ${r.startTime} a ${r.endTime} (hora de ${r.timeZone})`,
      whereValue: (r) => (r.venue ? `${r.venue}, ${r.building}` : r.building),
      attached: 'El evento va adjunto como archivo de calendario.',
      cantCome: '¿No puede asistir?',
      giveBackButton: 'Ceder mi lugar',
      giveBackNote: 'Su lugar pasará a la siguiente persona de la lista de espera. El enlace funciona hasta que empiece el evento.',
      turnOffLink: 'Desactivar los recordatorios',
    },
    ar: {
      hello: (firstName) => `مرحبًا ${firstName}،`,
      intro: 'نذكّرك بمكانك في ',
      when: 'الموعد',
      where: 'المكان',
      whenValue: (r) => `${r.day}، من ${r.startTime} إلى ${r.endTime} (بتوقيت ${r.timeZone})`,
      whereValue: (r) => (r.venue ? `${r.venue}، ${r.building}` : r.building),
      attached: 'الفعالية مرفقة بهذه الرسالة كملف تقويم.',
      cantCome: 'لا يمكنك الحضور؟',
      giveBackButton: 'التنازل عن مكاني',
      giveBackNote: 'سينتقل مكانك إلى الشخص التالي في قائمة الانتظار. يعمل الرابط حتى بدء الفعالية.',
      turnOffLink: 'إيقاف التذكيرات',
    },
  },
);

export function reminderMailText(r: ReminderText, language: Language = 'en'): string {
  const L = messagesIn(LINES, language);
  const S = messagesIn(REMINDER_STRINGS, language);
  return mailText([
    L.hello(r.firstName),
    '',
    `${L.intro}${r.event}.`,
    '',
    `${L.when}: ${L.whenValue(r)}`,
    `${L.where}: ${L.whereValue(r)}`,
    '',
    L.attached,
    '',
    `${S.giveBackLine} ${r.giveBackLink}`,
    L.giveBackNote,
    '',
    `${S.turnOffLine} ${r.settingsLink}`,
    '',
  ], language);
}

/** The HTML part: the same words, the give-back link as a button. */
export function reminderMailBlocks(r: ReminderText, language: Language = 'en'): MailBlock[] {
  const L = messagesIn(LINES, language);
  return [
    { paragraph: [L.hello(r.firstName)] },
    { paragraph: [L.intro, { strong: r.event }, '.'] },
    { facts: [[L.when, L.whenValue(r)], [L.where, L.whereValue(r)]] },
    { paragraph: [L.attached] },
    { paragraph: [L.cantCome] },
    { button: L.giveBackButton, href: r.giveBackLink },
    { note: L.giveBackNote },
    { note: '', link: { text: L.turnOffLink, href: r.settingsLink } },
  ];
}
