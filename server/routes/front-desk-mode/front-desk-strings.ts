import { localized } from '../../i18n/server-messages.ts';

/** Sentences the front-desk calls answer with; tests import the same constants. */
export const FRONT_DESK_MESSAGES = localized(
  {
    managersOnly: 'Only a building manager can start front-desk mode.',
    wrongPassword: 'Wrong password.',
    frontDeskOnly: 'Only a front-desk session can start self check-in.',
  },
  {
    es: {
      managersOnly: 'Solo un administrador del edificio puede iniciar el modo recepción.',
      wrongPassword: 'Contraseña incorrecta.',
      frontDeskOnly: 'Solo una sesión de recepción puede iniciar el autorregistro.',
    },
    ar: {
      managersOnly: 'لا يمكن بدء وضع مكتب الاستقبال إلا لمدير المبنى.',
      wrongPassword: 'كلمة المرور غير صحيحة.',
      frontDeskOnly: 'لا يمكن بدء التسجيل الذاتي إلا من جلسة مكتب الاستقبال.',
    },
  },
);
