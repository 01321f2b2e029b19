// The e-mail inviting a new building admin to set a password, in the new account's language (which
// starts as the inviting manager's: they run the building's desk together). Its English is the
// specification's, written in create-strings.ts.
import { plural } from '../../../src/primitives/plural.ts';
import { localized } from '../../i18n/server-messages.ts';
import { mailText } from '../../mail/mail-language.ts';
import { CREATE_STRINGS, invitationMailText, type InvitationMail } from './create-strings.ts';

export const INVITATION_MAIL = localized(
  {
    subject: CREATE_STRINGS.invitationSubject,
    text: invitationMailText,
  },
  {
    es: {
      subject: 'Elija la contraseña de su cuenta de recepción de hOM',
      text: ({ firstName, buildingName, managerName, link, validHours }: InvitationMail) =>
        mailText([
          `Hola, ${firstName}:`,
          '',
          `${managerName} le ha creado una cuenta de recepción (administrador del edificio) de hOM para ${buildingName}. ` +
            `Abra este enlace en un plazo de ${plural('es', validHours, { one: '# hora', other: '# horas' })} para elegir su contraseña:`,
          '',
          link,
          '',
          'Después, inicie sesión con esta dirección de correo electrónico y esa contraseña. ' +
            'Si el enlace ha caducado, use «¿Olvidó su contraseña?» en la página de inicio de sesión para recibir uno nuevo.',
        ], 'es'),
    },
    ar: {
      subject: 'عيّن كلمة مرور حسابك لمكتب الاستقبال في hOM',
      text: ({ firstName, buildingName, managerName, link, validHours }: InvitationMail) =>
        mailText([
          `مرحبًا ${firstName}،`,
          '',
          `أنشأ لك ${managerName} حسابًا لمكتب الاستقبال (مسؤول المبنى) في hOM لمبنى ${buildingName}. ` +
            `افتح هذا الرابط خلال ${plural('ar', validHours, { one: 'ساعة واحدة', two: 'ساعتين', few: '# ساعات', many: '# ساعة', other: '# ساعة' })} لاختيار كلمة المرور:`,
          '',
          link,
          '',
          'بعد ذلك، سجّل الدخول بعنوان البريد الإلكتروني هذا وبكلمة المرور التي اخترتها. ' +
            'إذا انتهت صلاحية الرابط، فاستخدم «هل نسيت كلمة المرور؟» في صفحة تسجيل الدخول للحصول على رابط جديد.',
        ], 'ar'),
    },
  },
);
