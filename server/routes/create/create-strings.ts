import { localized } from '../../i18n/server-messages.ts';

/** The create calls' refusals, in the request's language on the way out. */
const CREATE_ANSWERS = localized(
  {
    // Only a manager's own buildings, units, studios and e-mails are compared, so nothing of another
    // manager's portfolio is revealed by a refusal (account e-mails excepted: they are unique overall).
    buildingNameTaken: 'You already have a building with this name.',
    unitNameTaken: 'This building already has a block or company with this name.',
    venueNameTaken: 'This building already has a venue with this name.',
    studioNameTaken: 'This building already works with a studio of this name.',
    teacherTaken: 'This studio already has a teacher with this name.',
    emailTaken: 'An account with this e-mail address already exists.',
    badTimeZone: 'Time zone must be an IANA time zone name, such as America/New_York.',
    chooseBuilding: 'Choose the building to add it to.',
    studioNotFound: 'Studio not found.',
    buildingAdminNeedsEmail: 'E-mail is required for a building-admin account.',
    buildingAdminNeedsBuilding: 'Choose the building this account acts for.',
    buildingAdminTakesNoStudio: 'A building-admin account has no studio: leave the studio out.',
    teacherNeedsStudio: 'Studio is required for a teacher.',
    teacherTakesNoEmail: 'A teacher has no account: leave the e-mail out.',
    managersOnlyBuildings: 'Only a building manager may create buildings.',
    managersOnlyStaff: 'Only a building manager may add staff.',
  },
  {
    es: {
      buildingNameTaken: 'Ya tiene un edificio con este nombre.',
      unitNameTaken: 'Este edificio ya tiene un bloque o empresa con este nombre.',
      venueNameTaken: 'Este edificio ya tiene un lugar con este nombre.',
      studioNameTaken: 'Este edificio ya trabaja con un estudio de este nombre.',
      teacherTaken: 'Este estudio ya tiene un instructor con este nombre.',
      emailTaken: 'Ya existe una cuenta con esta dirección de correo electrónico.',
      badTimeZone: 'La zona horaria debe ser un nombre de zona horaria IANA, como America/New_York.',
      chooseBuilding: 'Elija el edificio al que añadirlo.',
      studioNotFound: 'No se encontró el estudio.',
      buildingAdminNeedsEmail: 'El correo electrónico es obligatorio para una cuenta de administrador del edificio (recepción).',
      buildingAdminNeedsBuilding: 'Elija el edificio para el que actúa esta cuenta.',
      buildingAdminTakesNoStudio: 'Una cuenta de administrador del edificio (recepción) no tiene estudio: no indique el estudio.',
      teacherNeedsStudio: 'El estudio es obligatorio para un instructor.',
      teacherTakesNoEmail: 'Un instructor no tiene cuenta: no indique el correo electrónico.',
      managersOnlyBuildings: 'Solo un administrador del edificio puede crear edificios.',
      managersOnlyStaff: 'Solo un administrador del edificio puede añadir personal.',
    },
    ar: {
      buildingNameTaken: 'لديك بالفعل مبنى بهذا الاسم.',
      unitNameTaken: 'يوجد في هذا المبنى بالفعل مبنى فرعي أو شركة بهذا الاسم.',
      venueNameTaken: 'يوجد في هذا المبنى بالفعل مكان بهذا الاسم.',
      studioNameTaken: 'يتعامل هذا المبنى بالفعل مع استوديو بهذا الاسم.',
      teacherTaken: 'يوجد في هذا الاستوديو بالفعل مدرب بهذا الاسم.',
      emailTaken: 'يوجد بالفعل حساب بعنوان البريد الإلكتروني هذا.',
      badTimeZone: 'يجب أن تكون المنطقة الزمنية اسم منطقة زمنية من IANA، مثل America/New_York.',
      chooseBuilding: 'اختر المبنى الذي تريد إضافته إليه.',
      studioNotFound: 'لم يتم العثور على الاستوديو.',
      buildingAdminNeedsEmail: 'البريد الإلكتروني مطلوب لحساب مسؤول المبنى.',
      buildingAdminNeedsBuilding: 'اختر المبنى الذي يعمل له هذا الحساب.',
      buildingAdminTakesNoStudio: 'لا يرتبط حساب مسؤول المبنى باستوديو: لا تحدد الاستوديو.',
      teacherNeedsStudio: 'الاستوديو مطلوب للمدرب.',
      teacherTakesNoEmail: 'ليس للمدرب حساب: لا تحدد البريد الإلكتروني.',
      managersOnlyBuildings: 'لا يمكن إنشاء المباني إلا لمدير المبنى.',
      managersOnlyStaff: 'لا يمكن إضافة الموظفين إلا لمدير المبنى.',
    },
  },
);

/**
 * Sentences the create calls answer with, and the invitation e-mail's subject (invitation-mail.ts
 * translates it); tests import the same constants.
 */
export const CREATE_STRINGS = {
  ...CREATE_ANSWERS,
  invitationSubject: 'Set the password of your hOM front-desk account',
} as const;

export interface InvitationMail {
  firstName: string;
  buildingName: string;
  managerName: string;
  link: string;
  validHours: number;
}

export function invitationMailText({ firstName, buildingName, managerName, link, validHours }: InvitationMail): string {
  return [
    `Hello ${firstName},`,
    '',
    `${managerName} made you a front-desk (building admin) account of hOM for ${buildingName}. Open this link within ${validHours} hours to choose your password:`,
    '',
    link,
    '',
    'Then sign in with this e-mail address and that password. If the link has expired, use "Forgot password" on the sign-in page to get a new one.',
  ].join('\n');
}
