// Texts of a building's reminder hours on /building; the panel and its tests read them here.
// Translated in src/i18n/catalogues/<language>/reminder-hours.ts.
import { defineMessages } from '../../i18n/catalogue.ts';

const REMINDER_HOURS_EN = {
  title: 'Reminder e-mails',
  summary: (building: string) => `Reminder e-mails of ${building}`,
  explain: 'Residents going to an event get an e-mail this many hours before it starts (1 to 168). Leave a field empty for one reminder, both for none.',
  first: 'Reminder hours before',
  second: 'Second reminder hours before',
  save: 'Save reminder hours',
  saved: 'Reminder hours saved.',
  loading: 'Loading…',
  outOfRange: 'Each reminder is 1 to 168 hours before the start, in whole hours.',
  same: 'The two reminders must be at different hours.',
} as const;

export type ReminderHoursMessages = typeof REMINDER_HOURS_EN;
export const REMINDER_HOURS_STRINGS = defineMessages('reminder-hours', REMINDER_HOURS_EN);
