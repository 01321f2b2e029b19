// The language chooser's texts (ours: the specification has one language). Translated in
// src/i18n/catalogues/<language>/language-choice.ts.
import { defineMessages } from '../../i18n/catalogue.ts';

const LANGUAGE_CHOICE_EN = {
  label: 'Language',
  note: 'The portal on every device you sign in on, and the e-mails you receive.',
  saved: 'Language saved.',
  notSaved: (reason: string) => `The language is in use on this device, but could not be saved to your account: ${reason}`,
  offline: 'You are offline.',
} as const;

export type LanguageChoiceMessages = typeof LANGUAGE_CHOICE_EN;
export const LANGUAGE_CHOICE_STRINGS = defineMessages('language-choice', LANGUAGE_CHOICE_EN);
