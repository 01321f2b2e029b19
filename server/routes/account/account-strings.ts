import { localized } from '../../i18n/server-messages.ts';

/** The calls' refusals, in the request's language on the way out. */
const ACCOUNT_ANSWERS = localized(
  {
    // Same answer for an unknown e-mail and a wrong password, so neither is revealed.
    invalidCredentials: 'Unable to log in with provided credentials.',
    // The spec's app falls back to this exact text; the server uses it for every unusable link.
    resetLinkExpired: 'Link expired! Try again',
    checkMailManagersOnly: 'Only a building manager may check whether an e-mail address is registered.',
  },
  {
    es: {
      invalidCredentials: 'No se puede iniciar sesión con las credenciales indicadas.',
      // The app compares the answer with its own words for it (src/i18n/catalogues/es/account.ts): the same.
      resetLinkExpired: '¡El enlace ha caducado! Inténtelo de nuevo',
      checkMailManagersOnly: 'Solo un administrador del edificio puede comprobar si una dirección de correo electrónico está registrada.',
    },
    ar: {
      invalidCredentials: 'تعذّر تسجيل الدخول ببيانات الاعتماد المقدّمة.',
      resetLinkExpired: 'انتهت صلاحية الرابط! حاول مرة أخرى',
      checkMailManagersOnly: 'لا يمكن التحقق من تسجيل عنوان بريد إلكتروني إلا لمدير المبنى.',
    },
  },
);

/** Sentences of the account calls, and the reset e-mail's subject (reset-mail.ts translates it); tests import them. */
export const ACCOUNT_STRINGS = {
  ...ACCOUNT_ANSWERS,
  resetMailSubject: 'Reset your hOM password',
} as const;

export function resetMailText(firstName: string, link: string, validMinutes: number): string {
  return [
    `Hello ${firstName},`,
    '',
    `Someone (hopefully you) asked to reset the password of your hOM manager account. Open this link within ${validMinutes} minutes to choose a new password:`,
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n');
}
