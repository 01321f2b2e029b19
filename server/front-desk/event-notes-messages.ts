import { localized } from '../i18n/server-messages.ts';

/** The calls' refusals, in the request's language on the way out. */
const EVENT_NOTES_ANSWERS = localized(
  {
    residentNotOnRoster: 'This resident is not on the roster of this event.',
    descriptionRequired: 'description is required: say what happened.',
  },
  {
    es: {
      residentNotOnRoster: 'Este residente no está en la lista de este evento.',
      descriptionRequired: 'El campo «description» es obligatorio: indique qué pasó.',
    },
    ar: {
      residentNotOnRoster: 'هذا الساكن ليس في قائمة هذه الفعالية.',
      descriptionRequired: 'الحقل «description» مطلوب: اذكر ما حدث.',
    },
  },
);

/**
 * Sentences the class-notes and incident calls answer with, and the incident e-mail's (translated
 * with the mail's other lines, incident-mail.ts); tests import them.
 */
export const EVENT_NOTES_MESSAGES = {
  ...EVENT_NOTES_ANSWERS,
  mailSubject: (eventName: string, severity: string) => `Incident at ${eventName}: ${severity}`,
  someoneElse: 'Someone else (not on the roster)',
} as const;
