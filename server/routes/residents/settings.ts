import { errorResponses } from '../../http/field-schemas.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { residentSettings, saveResidentSettings } from '../../reminders/resident-settings.ts';

/** A BCP 47 language tag, loosely: a language and optional subtags (en, en-GB, zh-Hant-TW). */
const LANGUAGE_PATTERN = '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$';

const settingsProperties = {
  reminders: { type: 'boolean', description: 'E-mails before each event the resident is going to' },
  language: { type: ['string', 'null'], description: 'A language tag such as en or en-GB; null: the default' },
} as const;

const residentSettingsSchema = {
  tags: ['residents'],
  summary: "The signed-in resident's settings, changing those given (none: only read them)",
  body: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: {
      reminders: settingsProperties.reminders,
      language: { type: 'string', pattern: LANGUAGE_PATTERN, maxLength: 35, description: 'A language tag such as en or en-GB' },
    },
  },
  response: {
    200: { type: 'object', required: ['reminders', 'language'], additionalProperties: false, properties: settingsProperties },
    ...errorResponses,
  },
} as const;

export const residentSettingsRoute: RoutePlugin = async (app) => {
  app.post('/settings/', { schema: residentSettingsSchema }, async (request) => {
    const { reminders, language } = request.body ?? {};
    const residentId = request.resident.id;
    if (reminders === undefined && language === undefined) return residentSettings(app.db, residentId);
    return saveResidentSettings(app.db, residentId, { reminders: reminders ?? null, language: language ?? null });
  });
};
