import { localized } from '../../i18n/server-messages.ts';

/** Sentences the residents' event calls answer with (the RSVP rules' own are in roster-messages.ts); tests import them. */
export const RESIDENT_EVENTS_MESSAGES = localized(
  { toBeforeFrom: 'The end date (to) must not be before the start date (from).' },
  {
    es: { toBeforeFrom: 'La fecha final (to) no debe ser anterior a la fecha inicial (from).' },
    ar: { toBeforeFrom: 'يجب ألا يكون تاريخ النهاية (to) قبل تاريخ البداية (from).' },
  },
);
