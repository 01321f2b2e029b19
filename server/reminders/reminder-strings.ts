// What a reminder e-mail says, and the sentences the give-back and settings calls answer with; tests
// import them. Plain words: the mail is read on a phone, often in a hurry.
import type { MailBlock } from '../mail/mail-html.ts';

export const REMINDER_STRINGS = {
  subject: (event: string, day: string, time: string) => `Reminder: ${event}, ${day} at ${time}`,
  giveBackLine: "Can't come? Give my place back:",
  turnOffLine: 'Turn reminders off:',
  calendarFileName: (event: string) => `${event.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim() || 'event'}.ics`,
} as const;

export const GIVE_BACK_MESSAGES = {
  tokenRefused: 'This link is not valid. Open the newest reminder e-mail, or sign in to manage your places.',
  alreadyGivenBack: 'This place was already given back.',
  started: 'The event has started: the place can no longer be given back.',
  eventCancelled: 'This event was cancelled.',
} as const;

export const RESIDENT_SETTINGS_MESSAGES = {
  languageInvalid: 'The language (language) must be a language tag such as en or en-GB.',
} as const;

export interface ReminderText {
  firstName: string;
  event: string;
  /** "Tuesday 2 December 2026", building-local. */
  day: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  venue: string | null;
  building: string;
  giveBackLink: string;
  settingsLink: string;
}

/** What both parts of the mail say, sentence by sentence. */
const LINES = {
  hello: (firstName: string) => `Hello ${firstName},`,
  intro: 'This is a reminder of your place at ',
  when: 'When',
  where: 'Where',
  whenValue: (r: ReminderText) => `${r.day}, ${r.startTime} to ${r.endTime} (${r.timeZone} time)`,
  whereValue: (r: ReminderText) => (r.venue ? `${r.venue}, ${r.building}` : r.building),
  attached: 'The event is attached as a calendar file.',
  cantCome: "Can't come?",
  giveBackButton: 'Give my place back',
  giveBackNote: 'Your place goes to the next person waiting. The link works until the event starts.',
  turnOffLink: 'Turn reminders off',
} as const;

export function reminderMailText(r: ReminderText): string {
  return [
    LINES.hello(r.firstName),
    '',
    `${LINES.intro}${r.event}.`,
    '',
    `${LINES.when}: ${LINES.whenValue(r)}`,
    `${LINES.where}: ${LINES.whereValue(r)}`,
    '',
    LINES.attached,
    '',
    `${REMINDER_STRINGS.giveBackLine} ${r.giveBackLink}`,
    LINES.giveBackNote,
    '',
    `${REMINDER_STRINGS.turnOffLine} ${r.settingsLink}`,
    '',
  ].join('\n');
}

/** The HTML part: the same words, the give-back link as a button. */
export function reminderMailBlocks(r: ReminderText): MailBlock[] {
  return [
    { paragraph: [LINES.hello(r.firstName)] },
    { paragraph: [LINES.intro, { strong: r.event }, '.'] },
    { facts: [[LINES.when, LINES.whenValue(r)], [LINES.where, LINES.whereValue(r)]] },
    { paragraph: [LINES.attached] },
    { paragraph: [LINES.cantCome] },
    { button: LINES.giveBackButton, href: r.giveBackLink },
    { note: LINES.giveBackNote },
    { note: '', link: { text: LINES.turnOffLink, href: r.settingsLink } },
  ];
}
