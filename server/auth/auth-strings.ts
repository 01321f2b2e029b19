import { localized } from '../i18n/server-messages.ts';

/** Sentences the auth layer answers with; tests import the same constants. */
export const AUTH_STRINGS = localized(
  {
    noCredentials: 'Authentication credentials were not provided.',
    // The spec's app shows exactly this on an expired session.
    tokenExpired: 'Login token expired!',
    tokenInvalid: 'Invalid token.',
    buildingForbidden: 'You do not have access to this building.',
    residentToken: "A resident's session may not make this call.",
    staffToken: 'A staff session may not make this call; residents sign in with their e-mail.',
    notResident: 'You are no longer a resident of any building here.',
    notKioskCall: "A self check-in kiosk's session may not make this call.",
  },
  {
    es: {
      noCredentials: 'No se enviaron credenciales de acceso.',
      tokenExpired: '¡Su sesión ha caducado!',
      tokenInvalid: 'Token no válido.',
      buildingForbidden: 'No tiene acceso a este edificio.',
      residentToken: 'La sesión de un residente no puede hacer esta solicitud.',
      staffToken: 'La sesión del personal no puede hacer esta solicitud; los residentes inician sesión con su correo electrónico.',
      notResident: 'Ya no es residente de ningún edificio aquí.',
      notKioskCall: 'La sesión de un quiosco de autorregistro no puede hacer esta solicitud.',
    },
    ar: {
      noCredentials: 'لم يتم إرسال بيانات الدخول.',
      tokenExpired: 'انتهت صلاحية جلستك!',
      tokenInvalid: 'رمز الدخول غير صالح.',
      buildingForbidden: 'ليست لديك صلاحية الوصول إلى هذا المبنى.',
      residentToken: 'لا يمكن لجلسة ساكن إجراء هذا الطلب.',
      staffToken: 'لا يمكن لجلسة موظف إجراء هذا الطلب؛ يسجّل السكان الدخول ببريدهم الإلكتروني.',
      notResident: 'لم تعد ساكنًا في أي مبنى هنا.',
      notKioskCall: 'لا يمكن لجلسة كشك التسجيل الذاتي إجراء هذا الطلب.',
    },
  },
);
