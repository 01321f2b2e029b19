/**
 * Sentences of the residents' sign-in, the mail's and the calls'; tests import the same constants.
 * Each in the resident's language (messagesIn), English as the specification has it.
 */
import type { Language } from '../../src/contract/languages.ts';
import { plural } from '../../src/primitives/plural.ts';
import { localized, messagesIn } from '../i18n/server-messages.ts';
import { mailText } from '../mail/mail-language.ts';

// A count that reached a translation through an English sentence arrives as its text.
const minutesIn = (minutes: number | string): number => Number(minutes);

export const SIGN_IN_STRINGS = localized(
  {
    mailSubject: 'Your sign-in code for hOM Residents',
    /** The answer to every well-formed ask, whoever's e-mail it is. */
    codeRequested: 'If this e-mail belongs to a resident here, a sign-in code and link are on their way to it.',
    /**
     * One sentence for every code that does not sign in: wrong, dead after 5 tries, expired, used, or
     * an e-mail with no code waiting (unknown or not), so typing codes tells nobody whose e-mail it is.
     */
    codeRefused: 'That code does not work: check the newest sign-in e-mail, or ask for a new code.',
    linkRefused: 'This sign-in link no longer works: ask for a new code.',
    /** The staff's "Send sign-in link" when the e-mail has had its mails for now. */
    tooManyMails: (minutes: number) =>
      `Several sign-in e-mails were sent to this resident a moment ago. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  },
  {
    es: {
      mailSubject: 'Su código para iniciar sesión en hOM Residents',
      codeRequested: 'Si este correo electrónico pertenece a un residente, le estamos enviando un código y un enlace para iniciar sesión.',
      codeRefused: 'Ese código no funciona: revise el correo de inicio de sesión más reciente o pida un código nuevo.',
      linkRefused: 'Este enlace para iniciar sesión ya no funciona: pida un código nuevo.',
      tooManyMails: (minutes) =>
        `Hace un momento se enviaron varios correos de inicio de sesión a este residente. Vuelva a intentarlo dentro de ${plural('es', minutesIn(minutes), { one: '# minuto', other: '# minutos' })}.`,
    },
    ar: {
      mailSubject: 'رمز تسجيل الدخول إلى hOM Residents',
      codeRequested: 'إذا كان هذا البريد الإلكتروني لأحد السكان، فإن رمز تسجيل الدخول ورابطه في الطريق إليه.',
      codeRefused: 'هذا الرمز لا يعمل: راجع أحدث رسالة لتسجيل الدخول، أو اطلب رمزًا جديدًا.',
      linkRefused: 'لم يعد رابط تسجيل الدخول هذا يعمل: اطلب رمزًا جديدًا.',
      tooManyMails: (minutes) =>
        `أُرسلت عدة رسائل لتسجيل الدخول إلى هذا الساكن قبل قليل. يُرجى المحاولة مرة أخرى بعد ${plural('ar', minutesIn(minutes), { one: 'دقيقة واحدة', two: 'دقيقتين', few: '# دقائق', many: '# دقيقة', other: '# دقيقة' })}.`,
    },
  },
);

const MAIL = localized(
  {
    hello: (firstName: string) => `Hi ${firstName},`,
    code: (code: string) => `Here is your code to sign in to hOM Residents, the events of your building: ${code}`,
    typeIt: 'Type it where you asked for it, or open this link:',
    validFor: (minutes: number) => `The code and the link work once, for ${minutes} minutes.`,
    notYou: 'If you did not ask, ignore this e-mail: nobody can sign in without the code or the link.',
  },
  {
    es: {
      hello: (firstName) => `Hola, ${firstName}:`,
      code: (code) => `Este es su código para iniciar sesión en hOM Residents, los eventos de su edificio: ${code}`,
      typeIt: 'Escríbalo donde lo pidió o abra este enlace:',
      validFor: (minutes) => `El código y el enlace sirven una sola vez, durante ${plural('es', minutesIn(minutes), { one: '# minuto', other: '# minutos' })}.`,
      notYou: 'Si no lo pidió, ignore este correo: nadie puede iniciar sesión sin el código o el enlace.',
    },
    ar: {
      hello: (firstName) => `مرحبًا ${firstName}،`,
      code: (code) => `هذا رمزك لتسجيل الدخول إلى hOM Residents، تطبيق فعاليات مبناك: ${code}`,
      typeIt: 'اكتبه حيث طلبته، أو افتح هذا الرابط:',
      validFor: (minutes) =>
        `يعمل الرمز والرابط مرة واحدة فقط، لمدة ${plural('ar', minutesIn(minutes), { one: 'دقيقة واحدة', two: 'دقيقتين', few: '# دقائق', many: '# دقيقة', other: '# دقيقة' })}.`,
      notYou: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لا يمكن لأحد تسجيل الدخول دون الرمز أو الرابط.',
    },
  },
);

export function signInMailText(input: { firstName: string; code: string; link: string; validMinutes: number }, language: Language = 'en'): string {
  const L = messagesIn(MAIL, language);
  return mailText([
    L.hello(input.firstName),
    '',
    L.code(input.code),
    '',
    L.typeIt,
    input.link,
    '',
    L.validFor(input.validMinutes),
    '',
    L.notYou,
  ], language);
}
