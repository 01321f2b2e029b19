import { plural } from '../../../src/primitives/plural.ts';
import { localized } from '../../i18n/server-messages.ts';

// The file's own column names, as the refusals below name them in English.
const DATE_FIELDS_ES = { Date: 'La fecha', 'Joining date': 'La fecha de alta' } as const;
const DATE_FIELDS_AR = { Date: 'التاريخ', 'Joining date': 'تاريخ الانضمام' } as const;
const TIME_FIELDS_ES = { Start: 'La hora de inicio', End: 'La hora de fin' } as const;
const TIME_FIELDS_AR = { Start: 'وقت البدء', End: 'وقت الانتهاء' } as const;

/** Sentences the file-import calls answer with (refused rows, refusals); tests import the same constants. */
export const CSV_IMPORT_STRINGS = localized(
  {
    residentsManagersOnly: 'Only a building manager may bring residents in from a file.',
    chooseBuilding: 'Choose the building the file is for.',
    sameEmailOnLine: (line: number) => `The same e-mail is on line ${line}.`,
    sameEventOnLine: (line: number) => `The same event is on line ${line}.`,
    unknownUnit: (name: string) => `No block or company of this building is called "${name}".`,
    unknownVenue: (name: string) => `No venue of this building is called "${name}".`,
    joiningDate: 'Joining date must be a date written YYYY-MM-DD.',
    amenityMember: 'Amenity member must be yes or no (or left blank).',
    eventType: 'Type must be social or fitness.',
    date: 'Date must be a date written YYYY-MM-DD.',
    /** Written right ('2026-02-30') but no such day: saying the format again would not help. */
    noSuchDate: (field: 'Date' | 'Joining date', text: string) => `${field} ${text} does not exist: that month has no such day.`,
    time: (field: 'Start' | 'End') => `${field} must be a time written HH:MM (24-hour clock).`,
    capacity: (max: number) => `Capacity must be a whole number from 1 to ${max} (or left blank).`,
    repeat: 'Weekly repeat must be a number of weeks or the last date (YYYY-MM-DD), or left blank.',
    nameTooLong: (max: number) => `Name must be at most ${max} characters.`,
    changedSincePreview: 'Some rows are refused now that were not in the preview: check the file again.',
  },
  {
    // The values a cell may hold (yes, no, social, fitness) and the formats stay as the file writes them.
    es: {
      residentsManagersOnly: 'Solo un administrador del edificio puede importar residentes desde un archivo.',
      chooseBuilding: 'Elija el edificio al que corresponde el archivo.',
      sameEmailOnLine: (line) => `El mismo correo electrónico está en la línea ${line}.`,
      sameEventOnLine: (line) => `El mismo evento está en la línea ${line}.`,
      unknownUnit: (name) => `Ningún bloque o empresa de este edificio se llama "${name}".`,
      unknownVenue: (name) => `Ningún lugar de este edificio se llama "${name}".`,
      joiningDate: 'La fecha de alta debe ser una fecha escrita YYYY-MM-DD (año-mes-día).',
      amenityMember: 'El campo «Socio de las instalaciones» debe ser yes o no (o quedar en blanco).',
      eventType: 'El tipo debe ser social o fitness.',
      date: 'La fecha debe ser una fecha escrita YYYY-MM-DD (año-mes-día).',
      noSuchDate: (field, text) => `${DATE_FIELDS_ES[field] ?? field} ${text} no existe: ese mes no tiene ese día.`,
      time: (field) => `${TIME_FIELDS_ES[field] ?? field} debe ser una hora escrita HH:MM (reloj de 24 horas).`,
      capacity: (max) => `El aforo debe ser un número entero de 1 a ${max} (o quedar en blanco).`,
      repeat: 'La repetición semanal debe ser un número de semanas o la última fecha (YYYY-MM-DD), o quedar en blanco.',
      nameTooLong: (max) => `El nombre debe tener como máximo ${max} caracteres.`,
      changedSincePreview: 'Ahora se rechazan algunas filas que no aparecían en la vista previa: vuelva a revisar el archivo.',
    },
    ar: {
      residentsManagersOnly: 'لا يمكن استيراد السكان من ملف إلا لمدير المبنى.',
      chooseBuilding: 'اختر المبنى الذي يخصه الملف.',
      sameEmailOnLine: (line) => `البريد الإلكتروني نفسه موجود في السطر ${line}.`,
      sameEventOnLine: (line) => `الفعالية نفسها موجودة في السطر ${line}.`,
      unknownUnit: (name) => `لا يوجد في هذا المبنى مبنى فرعي أو شركة باسم "${name}".`,
      unknownVenue: (name) => `لا يوجد في هذا المبنى مكان باسم "${name}".`,
      joiningDate: 'يجب أن يكون تاريخ الانضمام تاريخًا مكتوبًا بالصيغة YYYY-MM-DD.',
      amenityMember: 'يجب أن تكون قيمة العضوية في المرافق yes أو no (أو أن تُترك فارغة).',
      eventType: 'يجب أن يكون النوع social أو fitness.',
      date: 'يجب أن يكون التاريخ مكتوبًا بالصيغة YYYY-MM-DD.',
      noSuchDate: (field, text) => `${DATE_FIELDS_AR[field] ?? field} ${text} غير موجود: لا يحتوي ذلك الشهر على هذا اليوم.`,
      time: (field) => `يجب أن يكون ${TIME_FIELDS_AR[field] ?? field} وقتًا مكتوبًا بالصيغة HH:MM (نظام 24 ساعة).`,
      capacity: (max) => `يجب أن تكون السعة عددًا صحيحًا من 1 إلى ${max} (أو أن تُترك فارغة).`,
      repeat: 'يجب أن يكون التكرار الأسبوعي عدد أسابيع أو التاريخ الأخير (YYYY-MM-DD)، أو أن يُترك فارغًا.',
      nameTooLong: (max) =>
        `يجب ألا يزيد طول الاسم على ${plural('ar', Number(max), { one: 'حرف واحد', two: 'حرفين', few: '# أحرف', many: '# حرفًا', other: '# حرف' })}.`,
      changedSincePreview: 'أصبحت بعض الصفوف مرفوضة الآن ولم تكن كذلك في المعاينة: راجع الملف مرة أخرى.',
    },
  },
);
