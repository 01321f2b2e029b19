// Texts of the reminders' card on the Analytics page (its figure: metrics.md's "a manager sees what
// reminders do"); the card and its tests read them here. Translated in
// src/i18n/catalogues/<language>/reminder-figures.ts.
import { defineMessages } from '../../i18n/catalogue.ts';

const REMINDER_FIGURES_EN = {
  title: 'Reminders and no-shows',
  guidance: (weeks: number) =>
    `No-show rate of going RSVPs over the settled events of the last ${weeks} weeks: those sent a reminder e-mail against those not. ` +
    'The range is where the rate likely lies (95 %). Residents who turned reminders off are among those not reminded.',
  reminded: 'Reminded',
  notReminded: 'Not reminded',
  groupColumn: 'RSVPs',
  goingColumn: 'Going',
  noShowsColumn: 'No-shows',
  rateColumn: 'No-show rate',
  rangeColumn: 'Likely range',
  range: (low: string, high: string) => `${low} to ${high}`,
  none: '—',
  loading: 'Loading…',
  noStats: 'No figures to show.',
} as const;

export type ReminderFiguresMessages = typeof REMINDER_FIGURES_EN;
export const REMINDER_FIGURES_STRINGS = defineMessages('reminder-figures', REMINDER_FIGURES_EN);
