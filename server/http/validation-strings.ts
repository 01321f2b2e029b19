// The words of a refused field's sentence ("Capacity must be at least 1."): what the value must be
// (the predicate, after the field's name), the names of JSON types, and a list entry's number. The
// sentence's English is built from them (validation-message.ts, field-label.ts); another language
// gets the same parts in its words (server/i18n/field-sentences.ts).
import { localized } from '../i18n/server-messages.ts';
import { plural } from '../../src/primitives/plural.ts';
import { ONE_LINE_PREDICATE } from './field-schemas.ts';

// Arguments are the schema's numbers and names as written in the English (strings), since a
// sentence read back gives them as text.
const VALIDATION_EN = {
  predicates: {
    required: 'is required',
    /** A list of JSON types in their words (`types`), joined by "or". */
    mustBeType: (types: string) => `must be ${types}`,
    /** The one value a field may have (a schema's `const`). */
    mustEqual: (value: string) => `must be ${value}`,
    wrongType: 'has the wrong type',
    notAField: 'is not a field this request takes',
    notEmpty: 'must not be empty',
    atLeastChars: (count: string) => `must be at least ${count} ${Number(count) === 1 ? 'character' : 'characters'}`,
    atMostChars: (count: string) => `must be at most ${count} ${Number(count) === 1 ? 'character' : 'characters'}`,
    atLeast: (limit: string) => `must be at least ${limit}`,
    atMost: (limit: string) => `must be at most ${limit}`,
    moreThan: (limit: string) => `must be more than ${limit}`,
    lessThan: (limit: string) => `must be less than ${limit}`,
    atLeastOne: 'must name at least one',
    atLeastItems: (count: string) => `must name at least ${count}`,
    atMostItems: (count: string) => `must name at most ${count}`,
    noRepeats: 'must not name the same one twice',
    /** The allowed values, as the API writes them, joined by ", ". */
    oneOf: (values: string) => `must be one of ${values}`,
    notAChoice: 'is not one of the choices',
    oneLine: ONE_LINE_PREDICATE,
    wrongFormat: 'has the wrong format or is out of range',
    email: 'must be a valid e-mail address',
    validFormat: (format: string) => `must be a valid ${format}`,
    multipleOf: (step: string) => `must be a multiple of ${step}`,
    notValid: 'is not valid',
  },
  /** JSON Schema's type names in words. */
  types: {
    string: 'text',
    integer: 'a whole number',
    number: 'a number',
    boolean: 'true or false',
    array: 'a list',
    object: 'an object',
    null: 'empty',
  },
  /** Joins the words of several types. */
  typesJoiner: ' or ',
  /** After a list field's name: which of its entries (1 for the first). */
  entry: (position: string) => `(entry ${position})`,
} as const;

export type ValidationMessages = typeof VALIDATION_EN;
export type PredicateKey = keyof ValidationMessages['predicates'];
export type TypeName = keyof ValidationMessages['types'];

const FORMATS_ES: Readonly<Record<string, string>> = { date: 'una fecha válida', 'date-time': 'una fecha y hora válidas', time: 'una hora válida' };
const FORMATS_AR: Readonly<Record<string, string>> = { date: 'تاريخًا صالحًا', 'date-time': 'تاريخًا ووقتًا صالحين', time: 'وقتًا صالحًا' };

/** A count of list entries in Arabic, the noun agreeing with the count. */
const items = (count: string) =>
  plural('ar', Number(count), { one: 'عنصر واحد', two: 'عنصرين', few: '# عناصر', many: '# عنصرًا', other: '# عنصر' });

// Spanish and Arabic predicates follow "El campo «…»" / "حقل «…»" (field-sentences.ts), so they
// agree with "campo" and "حقل" whatever the field's own name is.
export const VALIDATION_STRINGS = localized(VALIDATION_EN, {
  es: {
    predicates: {
      required: 'es obligatorio',
      mustBeType: (types) => `debe ser ${types}`,
      mustEqual: (value) => `debe ser ${value}`,
      wrongType: 'tiene un tipo incorrecto',
      notAField: 'no es un campo que esta solicitud acepte',
      notEmpty: 'no debe estar vacío',
      atLeastChars: (count) => plural('es', Number(count), { one: 'debe tener al menos # carácter', other: 'debe tener al menos # caracteres' }),
      atMostChars: (count) => plural('es', Number(count), { one: 'debe tener como máximo # carácter', other: 'debe tener como máximo # caracteres' }),
      atLeast: (limit) => `debe ser como mínimo ${limit}`,
      atMost: (limit) => `debe ser como máximo ${limit}`,
      moreThan: (limit) => `debe ser mayor que ${limit}`,
      lessThan: (limit) => `debe ser menor que ${limit}`,
      atLeastOne: 'debe indicar al menos uno',
      atLeastItems: (count) => `debe indicar al menos ${count}`,
      atMostItems: (count) => `debe indicar como máximo ${count}`,
      noRepeats: 'no debe indicar el mismo elemento dos veces',
      oneOf: (values) => `debe ser uno de estos valores: ${values}`,
      notAChoice: 'no es una de las opciones',
      oneLine: 'debe ocupar una sola línea, sin tabulaciones ni otros caracteres de control',
      wrongFormat: 'tiene un formato incorrecto o está fuera de rango',
      email: 'debe ser una dirección de correo electrónico válida',
      validFormat: (format) => `debe ser ${FORMATS_ES[format] ?? `un valor válido con el formato ${format}`}`,
      multipleOf: (step) => `debe ser múltiplo de ${step}`,
      notValid: 'no es válido',
    },
    types: {
      string: 'texto',
      integer: 'un número entero',
      number: 'un número',
      boolean: 'verdadero o falso',
      array: 'una lista',
      object: 'un objeto',
      null: 'vacío',
    },
    typesJoiner: ' o ',
    entry: (position) => `(elemento ${position})`,
  },
  ar: {
    predicates: {
      required: 'مطلوب',
      mustBeType: (types) => `يجب أن يكون ${types}`,
      mustEqual: (value) => `يجب أن تكون قيمته ${value}`,
      wrongType: 'نوع قيمته غير صحيح',
      notAField: 'ليس حقلًا يقبله هذا الطلب',
      notEmpty: 'يجب ألا يكون فارغًا',
      atLeastChars: (count) =>
        plural('ar', Number(count), {
          one: 'يجب ألا يقل طوله عن حرف واحد',
          two: 'يجب ألا يقل طوله عن حرفين',
          few: 'يجب ألا يقل طوله عن # أحرف',
          many: 'يجب ألا يقل طوله عن # حرفًا',
          other: 'يجب ألا يقل طوله عن # حرف',
        }),
      atMostChars: (count) =>
        plural('ar', Number(count), {
          one: 'يجب ألا يزيد طوله على حرف واحد',
          two: 'يجب ألا يزيد طوله على حرفين',
          few: 'يجب ألا يزيد طوله على # أحرف',
          many: 'يجب ألا يزيد طوله على # حرفًا',
          other: 'يجب ألا يزيد طوله على # حرف',
        }),
      atLeast: (limit) => `يجب ألا تقل قيمته عن ${limit}`,
      atMost: (limit) => `يجب ألا تزيد قيمته على ${limit}`,
      moreThan: (limit) => `يجب أن تكون قيمته أكبر من ${limit}`,
      lessThan: (limit) => `يجب أن تكون قيمته أقل من ${limit}`,
      atLeastOne: 'يجب أن يحدد عنصرًا واحدًا على الأقل',
      atLeastItems: (count) => `يجب أن يحدد على الأقل ${items(count)}`,
      atMostItems: (count) => `يجب ألا يحدد أكثر من ${items(count)}`,
      noRepeats: 'يجب ألا يتكرر فيه العنصر نفسه',
      oneOf: (values) => `يجب أن تكون قيمته إحدى القيم التالية: ${values}`,
      notAChoice: 'ليس أحد الخيارات المتاحة',
      oneLine: 'يجب أن يكون سطرًا واحدًا، دون علامات جدولة أو أحرف تحكم أخرى',
      wrongFormat: 'صيغته غير صحيحة أو قيمته خارج النطاق المسموح به',
      email: 'يجب أن يكون عنوان بريد إلكتروني صالحًا',
      validFormat: (format) => `يجب أن يكون ${FORMATS_AR[format] ?? `قيمة صالحة بصيغة ${format}`}`,
      multipleOf: (step) => `يجب أن تكون قيمته من مضاعفات ${step}`,
      notValid: 'غير صالح',
    },
    types: {
      string: 'نصًا',
      integer: 'عددًا صحيحًا',
      number: 'عددًا',
      boolean: 'قيمة منطقية (true أو false)',
      array: 'قائمة',
      object: 'كائنًا',
      null: 'فارغًا',
    },
    typesJoiner: ' أو ',
    entry: (position) => `(العنصر ${position})`,
  },
});
