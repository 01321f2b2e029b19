import type { Translation } from '../../catalogue.ts';
import type { LanguageChoiceMessages } from '../../../features/account/language-strings.ts';

export default {
  label: 'Idioma',
  note: 'El portal en todos los dispositivos donde inicie sesión, y los correos que reciba.',
  saved: 'Idioma guardado.',
  notSaved: (reason) => `El idioma ya se usa en este dispositivo, pero no se pudo guardar en su cuenta: ${reason}`,
  offline: 'No hay conexión.',
} satisfies Translation<LanguageChoiceMessages>;
