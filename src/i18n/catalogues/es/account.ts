import type { Translation } from '../../catalogue.ts';
import type { AccountMessages } from '../../../features/account/account-strings.ts';

export default {
  required: 'Este campo es obligatorio',
  invalidEmail: 'Correo electrónico no válido',
  changePasswordMismatch: 'Las contraseñas no coinciden',
  resetPasswordMismatch: 'Las contraseñas no coinciden.',
  passwordChanged: '¡Contraseña cambiada correctamente!',
  resetPasswordDone: '¡Contraseña cambiada correctamente!',
  resetLinkExpired: '¡El enlace ha caducado! Inténtelo de nuevo',
  logInToMyAccount: 'Iniciar sesión en mi cuenta',
  sessionExpired: '¡Su sesión ha caducado!',
} satisfies Translation<AccountMessages>;
