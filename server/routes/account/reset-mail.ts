// The password-reset e-mail in the account's own language. Its English is the specification's,
// written in account-strings.ts.
import { plural } from '../../../src/primitives/plural.ts';
import { localized } from '../../i18n/server-messages.ts';
import { mailText } from '../../mail/mail-language.ts';
import { ACCOUNT_STRINGS, resetMailText } from './account-strings.ts';

export const RESET_MAIL = localized(
  {
    subject: ACCOUNT_STRINGS.resetMailSubject,
    text: resetMailText,
  },
  {
    es: {
      subject: 'Restablezca su contraseña de hOM',
      text: (firstName, link, validMinutes) =>
        mailText([
          `Hola, ${firstName}:`,
          '',
          'Alguien (esperamos que usted) pidió restablecer la contraseña de su cuenta de administrador de hOM. ' +
            `Abra este enlace en un plazo de ${plural('es', validMinutes, { one: '# minuto', other: '# minutos' })} para elegir una contraseña nueva:`,
          '',
          link,
          '',
          'Si no lo pidió, ignore este correo: su contraseña no cambia.',
        ], 'es'),
    },
    ar: {
      subject: 'إعادة تعيين كلمة مرور hOM',
      text: (firstName, link, validMinutes) =>
        mailText([
          `مرحبًا ${firstName}،`,
          '',
          'طلب أحدهم (ونرجو أن تكون أنت) إعادة تعيين كلمة مرور حساب الإدارة الخاص بك في hOM. ' +
            `افتح هذا الرابط خلال ${plural('ar', validMinutes, { one: 'دقيقة واحدة', two: 'دقيقتين', few: '# دقائق', many: '# دقيقة', other: '# دقيقة' })} لاختيار كلمة مرور جديدة:`,
          '',
          link,
          '',
          'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.',
        ], 'ar'),
    },
  },
);
