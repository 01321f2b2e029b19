// Texts of the self check-in kiosk (the quoted ones are docs/design/front-desk.md's, Self check-in (kiosk)). One module, so tests
// import the same constants. Residents read all but the staff ones: none says "offline". Translated
// in src/i18n/catalogues/<language>/kiosk.ts.
import { defineMessages } from '../../i18n/catalogue.ts';

const KIOSK_EN = {
  /** The profile menu's entry in front-desk mode. */
  start: 'Start self check-in',
  /** Why it did not start (staff read these, at the desk). */
  startNoConnection: 'No connection: self check-in cannot start now.',
  startUnsent: (count: number) =>
    `${count} unsent ${count === 1 ? 'change waits' : 'changes wait'} to be sent. Start self check-in once ${count === 1 ? 'it is' : 'they are'} sent (or dismissed).`,
  title: 'Self check-in',
  chooseEvent: 'Tap your event to check in',
  loading: 'Loading…',
  noEvents: 'No events to check in to right now',
  nextEvent: (name: string, when: string) => `Next: ${name}, ${when}.`,
  tomorrowAt: (time: string) => `tomorrow at ${time}`,
  todayAt: (time: string) => `today at ${time}`,
  eventTimes: (start: string, end: string) => `${start} to ${end}`,
  // Finding oneself.
  findYourself: 'Find your name',
  firstName: 'Your first name',
  unit: 'Your unit (optional)',
  typeFirstName: 'Type your first name, then tap your name.',
  matches: 'Names on the list',
  noMatch: 'No name on the list matches.',
  /** Said when names appear (the status region), so a screen reader knows to look below. */
  namesFound: (count: number) => (count === 1 ? '1 name on the list matches: tap it.' : `${count} names on the list match: tap yours.`),
  residentChoice: (label: string, unit: string | null) => (unit === null ? label : `${label}, unit ${unit}`),
  notOnList: "I'm not on the list",
  back: 'Back',
  // Confirming.
  confirmTitle: 'Is this you?',
  confirmEvent: (event: string) => `Check in to ${event}`,
  confirm: 'Yes, check me in',
  notMe: "No, that's not me",
  working: 'Checking you in…',
  // Outcomes.
  checkedIn: "You're checked in",
  enjoy: (event: string) => `Enjoy ${event}!`,
  alreadyCheckedIn: "You're already checked in",
  alreadyExplain: 'No need to do anything else. Enjoy!',
  askFrontDesk: 'Ask the front desk',
  askExplain: 'The front desk can add you to this event.',
  done: 'Done',
  // Scan (docs/design/residents.md, "Check-in by pass"): the resident's pass by the camera or a wedge scanner.
  scan: 'Scan',
  scanHint: 'Have a pass? Scan its QR code.',
  /** "Checked in · Ava J.": first name and last initial. */
  scanCheckedIn: (name: string) => `Checked in · ${name}`,
  /** Already in, no time known (the kiosk's roster says only whether). */
  scanAlreadyIn: 'Already checked in',
  scanNotOnList: "Not on this event's list",
  unknownPass: 'Unknown pass',
  unknownPassHelp: 'Type your first name instead, or ask the front desk.',
  /** Said with the camera off. */
  scanOtherWays: 'Type your first name instead.',
  // Left alone.
  idleTitle: 'Are you still there?',
  idleCountdown: (seconds: number) => `Starting over in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  stillHere: "I'm still here",
  // Staff.
  staff: 'Staff',
  staffLabel: 'Staff: leave self check-in',
  exitTitle: 'Leave self check-in',
  exitExplain: 'Staff only: enter the front desk password to go back to front-desk mode.',
  password: 'Staff password',
  passwordRequired: 'Enter the password.',
  leave: 'Leave self check-in',
  cancel: 'Cancel',
  close: 'Close',
  pending: (count: number) =>
    count === 0 ? 'Every check-in has reached the server.' : `${count} ${count === 1 ? 'check-in waits' : 'check-ins wait'} to be sent.`,
  noConnection: 'No connection: the password cannot be checked now.',
  wakeLockUnsupported: "This browser cannot keep the screen on: set the tablet's screen to never turn off while self check-in runs.",
} as const;

export type KioskMessages = typeof KIOSK_EN;
export const KIOSK_STRINGS = defineMessages('kiosk', KIOSK_EN);
