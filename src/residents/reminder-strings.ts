// The residents' app's sentences about reminders: the give-back page a reminder's link opens and the
// reminders switch on /r/me. The screens and their tests read them here; translated in
// src/i18n/catalogues/<language>/resident-reminders.ts.
import { defineMessages } from '../i18n/catalogue.ts';

const REMINDER_EN = {
  giveBackHeading: 'Give your place back',
  giveBackIntro: 'Can’t come? Your place goes to the next person waiting, who gets an e-mail.',
  giveBack: 'Give my place back',
  givenBack: (name: string) => `Done: your place at ${name} is given back. Thank you for letting us know.`,
  alreadyGivenBack: 'This place was already given back.',
  started: 'The event has started: the place can no longer be given back.',
  cancelled: 'This event was cancelled.',
  noToken: 'This link is not complete. Open it again from your reminder e-mail.',
  remindersLabel: 'Reminders by e-mail',
  remindersHint: 'An e-mail before each event you are going to, with a link to give your place back.',
  remindersOn: 'Reminders are on.',
  remindersOff: 'Reminders are off.',
} as const;

export type ReminderMessages = typeof REMINDER_EN;
export const REMINDER_STRINGS = defineMessages('resident-reminders', REMINDER_EN);
