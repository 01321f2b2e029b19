// The server's answers in Spanish and Arabic: every registered English message has its translation,
// every request field a name in each language, and an answer's sentences are translated on the way
// out (an error body's four fields, notes, notices, refused rows) while English stays as it was.
import { beforeAll, describe, expect, it } from 'vitest';
import { renderOpenApiDocument } from '../../scripts/api-types/render-api-types.ts';
import { AUTH_STRINGS } from '../auth/auth-strings.ts';
import { MANAGER_ONLY_STRINGS } from '../auth/manager-only.ts';
import { PASSWORD_POLICY_STRINGS } from '../auth/password-policy.ts';
import { CHECK_IN_MESSAGES } from '../front-desk/check-in-messages.ts';
import { EVENT_NOTES_MESSAGES } from '../front-desk/event-notes-messages.ts';
import { ROSTER_MESSAGES } from '../front-desk/roster-messages.ts';
import { ERROR_HANDLER_MESSAGES } from '../http/error-handler.ts';
import { FIELD_LABELS, LABELLED_FIELDS } from '../http/field-label-strings.ts';
import { fieldLabel, fieldSentence } from '../http/field-label.ts';
import { SUCCESS_MSG } from '../http/field-schemas.ts';
import { IDEMPOTENCY_MESSAGES } from '../http/idempotency.ts';
import { RATE_LIMIT_MESSAGES, tooManyAttemptsMessage } from '../http/rate-limit.ts';
import { RAW_ANSWER_MESSAGES } from '../http/raw-answers.ts';
import { describeValidationError } from '../http/validation-message.ts';
import { VALIDATION_STRINGS } from '../http/validation-strings.ts';
import { GIVE_BACK_MESSAGES, RESIDENT_SETTINGS_MESSAGES } from '../reminders/reminder-strings.ts';
import { RATING_STRINGS } from '../residents/rating-strings.ts';
import { SIGN_IN_STRINGS } from '../residents/sign-in-strings.ts';
import { ACCOUNT_STRINGS } from '../routes/account/account-strings.ts';
import { ANALYTICS_MESSAGES } from '../routes/analytics/analytics-strings.ts';
import { FEED_MESSAGES } from '../routes/calendar-feed/feed-strings.ts';
import { CREATE_STRINGS } from '../routes/create/create-strings.ts';
import { CSV_IMPORT_STRINGS } from '../routes/csv-import/csv-import-strings.ts';
import { DASHBOARD_MESSAGES } from '../routes/dashboard/dashboard-strings.ts';
import { FRONT_DESK_MESSAGES } from '../routes/front-desk-mode/front-desk-strings.ts';
import { LIVE_CHANGES_MESSAGES } from '../routes/live-changes/live-changes-strings.ts';
import { MANAGER_ACCOUNT_MESSAGES } from '../routes/manager-account/index.ts';
import { MESSAGE_MESSAGES } from '../routes/messages/messages-strings.ts';
import { RESIDENT_EVENTS_MESSAGES } from '../routes/resident-events/resident-events-strings.ts';
import { RESIDENT_PREVIEW_MESSAGES } from '../routes/resident-preview/resident-preview-messages.ts';
import { TASK_MESSAGES } from '../routes/tasks/tasks-strings.ts';
import { SCHEDULE_MESSAGES } from '../schedule/schedule-strings.ts';
import { USERS_STRINGS } from '../users/users-strings.ts';
import { PHONE_STRINGS } from '../../src/contract/phone-number.ts';
import type { Language } from '../../src/contract/languages.ts';
import appAccountAr from '../../src/i18n/catalogues/ar/account.ts';
import appAccountEs from '../../src/i18n/catalogues/es/account.ts';
import { translateAnswer, translateAnswerText } from './answer-language.ts';
import { registeredMessages, translateMessage } from './server-messages.ts';

type Translated = Exclude<Language, 'en'>;
const TRANSLATED: readonly Translated[] = ['es', 'ar'];

/**
 * Messages the same in every language on purpose, by their key in their module, each with why;
 * anything else that reads as the English is a translation forgotten.
 */
const SAME_IN_EVERY_LANGUAGE: ReadonlyMap<string, string> = new Map([
  // The e-mails' (server/mail, *-mail.ts): a sign, a file name and a place, not words.
  ['none', 'the sign for "no value" in a mail\'s table: —'],
  ['calendarFileName', "the reminder's calendar file: the event's own name and .ics"],
  ['whereValue', "the reminder's place: the venue's and the building's own names"],
]);

/** A sample value for each argument: numbers read as numbers, words as words. */
const SAMPLE_ARGS = ['7', '12', 'Yoga', 'Europe/Madrid', '5'];

/**
 * The sentences answers carry, by module: each found by the sentence itself (translateMessage). A
 * module that also holds an e-mail's words (translated with that mail's other lines) is listed
 * without them.
 */
const ANSWER_MODULES: ReadonlyArray<Record<string, unknown>> = [
  AUTH_STRINGS,
  MANAGER_ONLY_STRINGS,
  PASSWORD_POLICY_STRINGS,
  CHECK_IN_MESSAGES,
  ROSTER_MESSAGES,
  ERROR_HANDLER_MESSAGES,
  IDEMPOTENCY_MESSAGES,
  RATE_LIMIT_MESSAGES,
  RAW_ANSWER_MESSAGES,
  ANALYTICS_MESSAGES,
  FEED_MESSAGES,
  CSV_IMPORT_STRINGS,
  DASHBOARD_MESSAGES,
  FRONT_DESK_MESSAGES,
  LIVE_CHANGES_MESSAGES,
  MANAGER_ACCOUNT_MESSAGES,
  RESIDENT_EVENTS_MESSAGES,
  RESIDENT_PREVIEW_MESSAGES,
  TASK_MESSAGES,
  SCHEDULE_MESSAGES,
  USERS_STRINGS,
  PHONE_STRINGS,
  GIVE_BACK_MESSAGES,
  RESIDENT_SETTINGS_MESSAGES,
  without(SIGN_IN_STRINGS, 'mailSubject'),
  without(RATING_STRINGS, 'mailSubject'),
  without(ACCOUNT_STRINGS, 'resetMailSubject'),
  without(CREATE_STRINGS, 'invitationSubject'),
  without(EVENT_NOTES_MESSAGES, 'mailSubject', 'someoneElse'),
  // 'Success' is the wire word the app compares: never translated (below).
  without(MESSAGE_MESSAGES, 'success'),
];

function without(module: object, ...keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(module).filter(([key]) => !keys.includes(key)));
}

/** Every sentence of ANSWER_MODULES, and every function's with sample arguments. */
function answerSentences(): string[] {
  return ANSWER_MODULES.flatMap((module) =>
    Object.values(module).map((value) => (typeof value === 'function' ? String((value as (...args: string[]) => string)(...SAMPLE_ARGS.slice(0, value.length))) : String(value))),
  );
}


interface Entry {
  /** The key's path in its module. */
  path: string;
  english: unknown;
  translated: Record<Translated, unknown>;
}

const sameOnPurpose = (path: string) => SAME_IN_EVERY_LANGUAGE.has(path.split('.').at(-1) ?? path);

/** Every leaf of every registered module, with its translation in each language. */
function entries(): Entry[] {
  const found: Entry[] = [];
  for (const { english: module, translations: all } of registeredMessages()) {
    const walk = (english: unknown, translations: Record<Translated, unknown>, path: string): void => {
      if (english !== null && typeof english === 'object' && !Array.isArray(english)) {
        for (const [key, value] of Object.entries(english)) {
          const at = (language: Translated) => (translations[language] as Record<string, unknown> | undefined)?.[key];
          walk(value, { es: at('es'), ar: at('ar') }, path ? `${path}.${key}` : key);
        }
        return;
      }
      found.push({ path, english, translated: translations });
    };
    walk(module, all as Record<Translated, unknown>, '');
  }
  return found;
}

describe('the registry of answer sentences', () => {
  let all: Entry[];
  let document: Record<string, unknown>;
  beforeAll(async () => {
    // Builds the server as it starts, so every module its routes import has registered itself.
    document = await renderOpenApiDocument();
    all = entries();
  });

  it('holds every sentence the server answers with', () => {
    const registered = new Set(registeredMessages().map(({ english }) => english));
    expect([FIELD_LABELS, VALIDATION_STRINGS].every((module) => registered.has(module))).toBe(true);
    for (const language of TRANSLATED) {
      expect(answerSentences().filter((sentence) => translateMessage(sentence, language) === sentence)).toEqual([]);
    }
    expect(translateMessage(MESSAGE_MESSAGES.success, 'es')).toBe('Success');
  });

  it('has a Spanish and an Arabic sentence for every English one, each its own words', () => {
    const missing: string[] = [];
    for (const { path, english, translated } of all) {
      if (typeof english !== 'string') continue;
      for (const language of TRANSLATED) {
        const text = translated[language];
        if (typeof text !== 'string' || text.trim() === '') missing.push(`${path} (${language}): none`);
        else if (text === english && !sameOnPurpose(path)) missing.push(`${path} (${language}): "${text}" is the English`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has a Spanish and an Arabic function for every English one, taking the same arguments', () => {
    const missing: string[] = [];
    for (const { path, english, translated } of all) {
      if (typeof english !== 'function') continue;
      const args = SAMPLE_ARGS.slice(0, english.length);
      const englishText = String((english as (...values: string[]) => string)(...args));
      for (const language of TRANSLATED) {
        const translation = translated[language];
        if (typeof translation !== 'function') {
          missing.push(`${path} (${language}): no function`);
          continue;
        }
        if (translation.length !== english.length) missing.push(`${path} (${language}): ${translation.length} arguments, not ${english.length}`);
        const text = String((translation as (...values: string[]) => string)(...args));
        if (text === englishText && !sameOnPurpose(path)) missing.push(`${path} (${language}): "${text}" is the English`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('answers a sentence registered by several modules in one translation', () => {
    const differing: string[] = [];
    const sentences = new Set(answerSentences());
    for (const { path, english, translated } of all) {
      if (typeof english !== 'string' || !sentences.has(english)) continue;
      for (const language of TRANSLATED) {
        const answered = translateMessage(english, language);
        if (typeof translated[language] === 'string' && answered !== translated[language]) {
          differing.push(`${path} (${language}): "${String(translated[language])}" here, "${answered}" answered`);
        }
      }
    }
    expect(differing).toEqual([]);
  });

  it('names every field of every route in each language, and in English as before', () => {
    const fields = new Set<string>();
    const add = (schema: unknown, prefix: string): void => {
      if (schema === null || typeof schema !== 'object') return;
      const record = schema as Record<string, unknown>;
      for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
        if (Array.isArray(record[key])) for (const part of record[key]) add(part, prefix);
      }
      if (record.items !== undefined) add(record.items, prefix);
      if (record.properties !== null && typeof record.properties === 'object') {
        for (const [name, property] of Object.entries(record.properties)) {
          const path = prefix ? `${prefix}.${name}` : name;
          fields.add(path);
          add(property, path);
        }
      }
    };
    const paths = document.paths as Record<string, Record<string, { parameters?: Array<{ name: string }>; requestBody?: { content?: Record<string, { schema?: unknown }> } }>>;
    for (const operations of Object.values(paths)) {
      for (const operation of Object.values(operations)) {
        for (const parameter of operation.parameters ?? []) fields.add(parameter.name);
        for (const content of Object.values(operation.requestBody?.content ?? {})) add(content.schema, '');
      }
    }
    const listed = new Set<string>(LABELLED_FIELDS);
    expect([...fields].filter((field) => !listed.has(field)).sort()).toEqual([]);
    for (const field of LABELLED_FIELDS) expect(FIELD_LABELS[field]).toBe(fieldLabel(field));
  });
});

describe('a refused field in the reader language', () => {
  const P = VALIDATION_STRINGS.predicates;
  /** Each predicate with sample arguments, and what it is in Spanish and Arabic after the field's name. */
  const predicates: Array<[string, string, string]> = [
    [P.required, 'es obligatorio', 'مطلوب'],
    [P.mustBeType('an object or empty'), 'debe ser un objeto o vacío', 'يجب أن يكون كائنًا أو فارغًا'],
    [P.mustBeType('true or false'), 'debe ser verdadero o falso', 'يجب أن يكون قيمة منطقية (true أو false)'],
    [P.mustEqual('true'), 'debe ser true', 'يجب أن تكون قيمته true'],
    [P.wrongType, 'tiene un tipo incorrecto', 'نوع قيمته غير صحيح'],
    [P.notAField, 'no es un campo que esta solicitud acepte', 'ليس حقلًا يقبله هذا الطلب'],
    [P.notEmpty, 'no debe estar vacío', 'يجب ألا يكون فارغًا'],
    [P.atLeastChars('8'), 'debe tener al menos 8 caracteres', 'يجب ألا يقل طوله عن 8 أحرف'],
    [P.atMostChars('1'), 'debe tener como máximo 1 carácter', 'يجب ألا يزيد طوله على حرف واحد'],
    [P.atMostChars('500'), 'debe tener como máximo 500 caracteres', 'يجب ألا يزيد طوله على 500 حرف'],
    [P.atLeast('1'), 'debe ser como mínimo 1', 'يجب ألا تقل قيمته عن 1'],
    [P.atMost('12'), 'debe ser como máximo 12', 'يجب ألا تزيد قيمته على 12'],
    [P.moreThan('0'), 'debe ser mayor que 0', 'يجب أن تكون قيمته أكبر من 0'],
    [P.lessThan('5'), 'debe ser menor que 5', 'يجب أن تكون قيمته أقل من 5'],
    [P.atLeastOne, 'debe indicar al menos uno', 'يجب أن يحدد عنصرًا واحدًا على الأقل'],
    [P.atLeastItems('2'), 'debe indicar al menos 2', 'يجب أن يحدد على الأقل عنصرين'],
    [P.atMostItems('20'), 'debe indicar como máximo 20', 'يجب ألا يحدد أكثر من 20 عنصرًا'],
    [P.noRepeats, 'no debe indicar el mismo elemento dos veces', 'يجب ألا يتكرر فيه العنصر نفسه'],
    [P.oneOf('10, 20'), 'debe ser uno de estos valores: 10, 20', 'يجب أن تكون قيمته إحدى القيم التالية: 10, 20'],
    [P.notAChoice, 'no es una de las opciones', 'ليس أحد الخيارات المتاحة'],
    [P.oneLine, 'debe ocupar una sola línea, sin tabulaciones ni otros caracteres de control', 'يجب أن يكون سطرًا واحدًا، دون علامات جدولة أو أحرف تحكم أخرى'],
    [P.wrongFormat, 'tiene un formato incorrecto o está fuera de rango', 'صيغته غير صحيحة أو قيمته خارج النطاق المسموح به'],
    [P.email, 'debe ser una dirección de correo electrónico válida', 'يجب أن يكون عنوان بريد إلكتروني صالحًا'],
    [P.validFormat('date'), 'debe ser una fecha válida', 'يجب أن يكون تاريخًا صالحًا'],
    [P.validFormat('date-time'), 'debe ser una fecha y hora válidas', 'يجب أن يكون تاريخًا ووقتًا صالحين'],
    [P.multipleOf('5'), 'debe ser múltiplo de 5', 'يجب أن تكون قيمته من مضاعفات 5'],
    [P.notValid, 'no es válido', 'غير صالح'],
  ];

  it.each(predicates)('says "%s" after the field\'s name in Spanish and Arabic', (english, es, ar) => {
    // Through the whole way out (registered sentences first): no registered message takes a field's sentence.
    const sentence = fieldSentence('capacity', english);
    expect(translateAnswerText(sentence, 'es', 'capacity')).toBe(`El campo «Aforo» ${es}.`);
    expect(translateAnswerText(sentence, 'ar', 'capacity')).toBe(`حقل «السعة» ${ar}.`);
    // Without the field (a refused row names its column): read from the sentence alone.
    expect(translateAnswerText(sentence, 'es')).toBe(`El campo «Aforo» ${es}.`);
    expect(translateAnswerText(sentence, 'en')).toBe(sentence);
  });

  it("names a list's entry, a nested field, and a field not listed by its own name", () => {
    const entry = describeValidationError([{ keyword: 'minimum', instancePath: '/userBuildings/2', params: { limit: 1 } }], 'body');
    expect(translateAnswerText(entry.message, 'es', entry.field)).toBe('El campo «Edificios del usuario (elemento 3)» debe ser como mínimo 1.');
    expect(translateAnswerText(entry.message, 'ar')).toBe('حقل «مباني المستخدم (العنصر 3)» يجب ألا تقل قيمته عن 1.');
    const nested = describeValidationError([{ keyword: 'format', instancePath: '/liaison/email', params: { format: 'email' } }], 'body');
    expect(translateAnswerText(nested.message, 'es', nested.field)).toBe(
      'El campo «Correo electrónico de la persona de enlace» debe ser una dirección de correo electrónico válida.',
    );
    const unknown = describeValidationError([{ keyword: 'additionalProperties', instancePath: '/filters/0', params: { additionalProperty: 'x' } }], 'body');
    expect(translateAnswerText(unknown.message, 'ar', unknown.field)).toBe('حقل «filters.0.x» ليس حقلًا يقبله هذا الطلب.');
    const whole = describeValidationError([], 'querystring');
    expect(translateAnswerText(whole.message, 'es', whole.field)).toBe('El campo «Parámetros de la dirección» no es válido.');
  });
});

describe('an answer on its way out', () => {
  const refusal = { statusCode: 404, error: TASK_MESSAGES.notFound, message: TASK_MESSAGES.notFound, detail: TASK_MESSAGES.notFound, msg: TASK_MESSAGES.notFound };

  it("translates an error body's four sentences, keeps its status and field, and leaves English as it is", () => {
    expect(translateAnswer({ ...refusal, field: 'id' }, 404, 'es')).toEqual({
      statusCode: 404,
      error: 'No se encontró la tarea.',
      message: 'No se encontró la tarea.',
      detail: 'No se encontró la tarea.',
      msg: 'No se encontró la tarea.',
      field: 'id',
    });
    expect(translateAnswer(refusal, 404, 'en')).toBe(refusal);
    const unknown = { statusCode: 415, error: 'Unsupported Media Type', message: 'Unsupported Media Type', detail: 'Unsupported Media Type', msg: 'Unsupported Media Type' };
    expect(translateAnswer(unknown, 415, 'ar')).toBe(unknown);
  });

  it("translates a check-in log's details, its other words left to the app", () => {
    const lines = [
      { at: '2026-11-05T17:00:00Z', action: 'check-in', result: 'checked-in', detail: CHECK_IN_MESSAGES.walkInDetail, by: 'Dee Desk' },
      { at: '2026-11-05T18:00:00Z', action: 'check-in', result: 'refused', detail: CHECK_IN_MESSAGES.eventCancelled, by: 'Dee Desk' },
      { at: '2026-11-05T19:00:00Z', action: 'undo', result: 'undone', detail: null, by: null },
    ];
    expect(translateAnswer({ lines }, 200, 'ar')).toEqual({
      lines: [
        { ...lines[0], detail: 'حضور دون حجز' },
        { ...lines[1], detail: 'هذه الفعالية ملغاة: لا يمكن لأحد تسجيل الحضور.' },
        lines[2],
      ],
    });
  });

  it("translates a success's note, notices and refused rows, never the wire word 'Success'", () => {
    expect(translateAnswer(SUCCESS_MSG, 200, 'es')).toBe(SUCCESS_MSG);
    expect(translateAnswer({ msg: USERS_STRINGS.managerWillConfirm }, 202, 'ar')).toEqual({ msg: 'تم الإرسال: سيؤكد أحد المديرين هذا الساكن.' });
    const notice = { field: 'startTime', date: '2026-03-08', requested: '02:30', actual: '03:30', message: SCHEDULE_MESSAGES.movedByZone('2026-03-08', '2:30 AM', '3:30 AM', 'America/New_York') };
    expect(translateAnswer({ ids: [1], seriesId: null, notices: [notice] }, 200, 'es')).toEqual({
      ids: [1],
      seriesId: null,
      notices: [{ ...notice, message: 'La hora 2:30 a. m. no existe el 2026-03-08 en America/New_York (se adelantan los relojes): el evento es a las 3:30 a. m.' }],
    });
    const refused = [
      { line: 2, field: 'phone', reason: PHONE_STRINGS.invalid },
      { line: 3, field: 'email', reason: fieldSentence('email', VALIDATION_STRINGS.predicates.required) },
      { line: 4, field: 'venue', reason: CSV_IMPORT_STRINGS.unknownVenue('Roof') },
    ];
    expect((translateAnswer({ added: 0, refused }, 200, 'es') as { refused: Array<{ reason: string }> }).refused.map((row) => row.reason)).toEqual([
      'Un número de teléfono tiene de 3 a 15 dígitos, con un + opcional delante; se admiten espacios, paréntesis, guiones y puntos.',
      'El campo «Correo electrónico» es obligatorio.',
      'Ningún lugar de este edificio se llama "Roof".',
    ]);
  });

  it("answers an expired reset link in the app's own words for it, which the app compares", () => {
    expect(translateMessage(ACCOUNT_STRINGS.resetLinkExpired, 'es')).toBe(appAccountEs.resetLinkExpired);
    expect(translateMessage(ACCOUNT_STRINGS.resetLinkExpired, 'ar')).toBe(appAccountAr.resetLinkExpired);
  });

  it('says one and several in their own words', () => {
    expect(translateAnswerText(tooManyAttemptsMessage(30), 'es')).toBe('Demasiados intentos. Vuelva a intentarlo dentro de 1 minuto.');
    expect(translateAnswerText(tooManyAttemptsMessage(600), 'ar')).toBe('محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد 10 دقائق.');
    expect(translateAnswerText(tooManyAttemptsMessage(120), 'ar')).toBe('محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد دقيقتين.');
    expect(translateAnswerText(SCHEDULE_MESSAGES.capacityBelowGoing(1), 'es')).toBe('Asistirá 1 residente: el aforo no puede ser menor que 1.');
    expect(translateAnswerText(SCHEDULE_MESSAGES.capacityBelowGoing(3), 'es')).toBe('Asistirán 3 residentes: el aforo no puede ser menor que 3.');
    expect(translateAnswerText(CHECK_IN_MESSAGES.outsideWindow('November 5, 5:30 PM', 'November 6, 1:00 AM'), 'es')).toBe(
      'El registro de este evento está abierto del 5 de noviembre, 5:30 p. m. al 6 de noviembre, 1:00 a. m.',
    );
  });
});
