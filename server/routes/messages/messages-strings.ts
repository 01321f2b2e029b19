import { SUCCESS_MSG } from '../../http/field-schemas.ts';
import { LIMITS } from '../../http/limits.ts';
import { localized } from '../../i18n/server-messages.ts';

const MESSAGE_SENTENCES = localized(
  {
    /** docs/product-spec.md, Validation rules: message to admin must not be empty or whitespace only. */
    liaisonMessageRequired: 'This field is required.',
    /** docs/product-spec.md, Validation rules: message to a single user is required (the generic required sentence). */
    userMessageRequired: 'This Field is Required',
    noLiaison: 'This building has no liaison to message.',
    userNotFound: 'User not found',
    chooseBuilding: 'Choose the building whose liaison should get this message.',
  },
  {
    // The app's words for the same required field (src/i18n/catalogues/*/messages.ts).
    es: {
      liaisonMessageRequired: 'Este campo es obligatorio.',
      userMessageRequired: 'Este campo es obligatorio',
      noLiaison: 'Este edificio no tiene una persona de enlace a quien escribir.',
      userNotFound: 'No se encontró el usuario',
      chooseBuilding: 'Elija el edificio cuya persona de enlace debe recibir este mensaje.',
    },
    ar: {
      liaisonMessageRequired: 'هذا الحقل مطلوب.',
      userMessageRequired: 'هذا الحقل مطلوب',
      noLiaison: 'لا يوجد لهذا المبنى مسؤول تواصل لمراسلته.',
      userNotFound: 'لم يتم العثور على المستخدم',
      chooseBuilding: 'اختر المبنى الذي يجب أن يتلقى مسؤول التواصل فيه هذه الرسالة.',
    },
  },
);

/**
 * Sentences the message calls answer with; tests import the same constants. `success` is the word
 * the app compares on the wire, the same in every language.
 */
export const MESSAGE_MESSAGES = { success: SUCCESS_MSG.msg, ...MESSAGE_SENTENCES } as const;

export const MESSAGE_MAX_LENGTH = LIMITS.messageMaxChars;
