// What a reminder e-mail says, and the sentences the give-back and settings calls answer with; tests
// import them. Plain words: the mail is read on a phone, often in a hurry.
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

export function reminderMailText(r: ReminderText): string {
  const where = r.venue ? `${r.venue}, ${r.building}` : r.building;
  return [
    `Hello ${r.firstName},`,
    '',
    `This is a reminder of your place at ${r.event}.`,
    '',
    `When: ${r.day}, ${r.startTime} to ${r.endTime} (${r.timeZone} time)`,
    `Where: ${where}`,
    '',
    'The event is attached as a calendar file.',
    '',
    `${REMINDER_STRINGS.giveBackLine} ${r.giveBackLink}`,
    'Your place goes to the next person waiting. The link works until the event starts.',
    '',
    `${REMINDER_STRINGS.turnOffLine} ${r.settingsLink}`,
    '',
  ].join('\n');
}
