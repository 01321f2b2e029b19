// Texts of the door view (the words are docs/design/front-desk.md's, or ours). One module, so
// tests import the same constants; translated in src/i18n/catalogues/<language>/door.ts.
import { defineMessages } from '../../i18n/catalogue.ts';

const DOOR_EN = {
  heading: 'Check-in at the door',
  openDoor: 'Check-in at the door',
  backToRoster: 'Back to the roster',
  chooseEvent: 'Choose an event on the Events screen to check residents in.',
  loading: 'Loading…',
  findResident: 'Find a resident (first or last name, unit)',
  searchResults: 'Residents found',
  noResidents: 'No resident of this building matches.',
  indexMissing: 'Residents who did not RSVP can be found once the resident list is loaded.',
  counts: 'Counts',
  checkedInCount: 'Checked in',
  goingCount: 'Going',
  walkInsCount: 'Walk-ins',
  of: (shown: number, capacity: number | null) => (capacity === null ? `${shown}` : `${shown} / ${capacity}`),
  going: 'Going',
  noneGoing: 'Nobody is going yet. Find a resident to check them in as a walk-in.',
  checkIn: 'Check in',
  undo: 'Undo',
  log: 'Log',
  hideLog: 'Hide log',
  checkedIn: 'Checked in',
  checkedInAt: (time: string) => `Checked in ${time}`,
  walkIn: 'Walk-in',
  notGoing: 'No RSVP',
  overCapacity: 'Over capacity',
  pendingSync: 'Pending sync',
  noShows: 'No-shows',
  noNoShows: 'Everyone who was going came.',
  windowClosed: 'Check-in is open from 60 minutes before the start to 2 hours after the end.',
  /** An ended event within the window: the desk may still check in late and undo. */
  lateCheckIn: (time: string) => `The event has ended. Late check-in is open until ${time}.`,
  checkInClosed: (time: string) => `Check-in closed at ${time}.`,
  noneCame: 'Nobody checked in.',
  eventCancelled: 'This event is cancelled: nobody can check in.',
  checkedInToast: (name: string) => `${name} is checked in.`,
  walkInToast: (name: string) => `${name} is checked in as a walk-in.`,
  overCapacityToast: (name: string) => `${name} is checked in as a walk-in: the event is over capacity.`,
  undoneToast: (name: string) => `${name}'s check-in is undone.`,
  queued: 'You are offline. The check-in will be sent when you are back online.',
  queuedBehind: 'The check-in will be sent right after your earlier unsent changes.',
  checkInLabel: (resident: string, event: string) => `Check-in: ${resident} · ${event}`,
  undoLabel: (resident: string, event: string) => `Undo check-in: ${resident} · ${event}`,
  logOf: (name: string) => `Check-in log of ${name}`,
  logEmpty: 'Nothing logged yet.',
  logLine: {
    'checked-in': 'Checked in',
    'already-checked-in': 'Already checked in',
    undone: 'Check-in undone',
    'not-checked-in': 'Undo of a resident not checked in',
    refused: 'Refused',
  },
  logBy: (by: string) => `by ${by}`,
  /** A check-in that waited on the tablet: when it was tapped and when it reached the server. */
  logOffline: (tapped: string, sent: string) => `offline at ${tapped}, sent ${sent}`,
  // Scan (docs/design/residents.md, "Check-in by pass"): a pass's QR code by the camera or a wedge scanner.
  scan: 'Scan',
  /** "Checked in · Ava J.": first name and last initial. */
  scanCheckedIn: (name: string) => `Checked in · ${name}`,
  /** Already in, with no time known yet (this tablet's check-in, waiting to be sent). */
  scanAlreadyIn: 'Already checked in',
  notOnList: "Not on this event's list",
  checkInAsWalkIn: 'Check in as walk-in',
  unknownPass: 'Unknown pass',
  unknownPassHelp: "It may have been renewed, or be another building's. Find the resident by name.",
  /** A pass, but the resident index is not on this tablet yet. */
  scanNoIndex: 'Passes cannot be checked yet',
  scanNoIndexHelp: 'The resident list is not on this tablet yet. Find the resident by name.',
  scanWalkIn: 'Checked in as a walk-in.',
  scanOverCapacity: 'Checked in as a walk-in: the event is over capacity.',
  /** Who a scan found, under its outcome: "Ava J., South Block · 12B". */
  scanWho: (name: string, place: string | null) => (place ? `${name}, ${place}` : name),
  /** Said with the camera off: the door still works without it. */
  scanOtherWays: 'Find residents by name in the search field. A USB or Bluetooth scanner types into it too.',
  /** The name this tablet goes by in the log (src/state/device-name.ts). */
  thisTablet: (name: string) => `This tablet: ${name}`,
} as const;

export type DoorMessages = typeof DOOR_EN;
export const DOOR_STRINGS = defineMessages('door', DOOR_EN);
