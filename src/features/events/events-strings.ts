// Texts of the Events screen, its roster and its dialogs (none is the spec's, which has no
// such screen: the words are docs/design/front-desk.md's). One module, so tests import the same constants;
// translated in src/i18n/catalogues/<language>/events.ts.
import { MAX_SERIES_OCCURRENCES } from '../../contract/limits.ts';
import { defineMessages } from '../../i18n/catalogue.ts';

const EVENTS_EN = {
  heading: 'Events',
  newEvent: 'New event',
  today: 'Today',
  previousDays: 'Previous 7 days',
  nextDays: 'Next 7 days',
  daysNavigation: 'Days shown',
  /** The dates on screen, beside the arrows: 'Nov 27 – Dec 03'. */
  daysShown: (range: string) => `Showing ${range}`,
  noEvents: 'No events.',
  loading: 'Loading…',
  cancelledBadge: 'Cancelled',
  seriesBadge: 'Weekly',
  /** Going over capacity on a card and the roster's head ('12 / 20 going', '12 going · no limit'). */
  goingCount: (going: number, capacity: number | null) => (capacity === null ? `${going} going · no limit` : `${going} / ${capacity} going`),
  /** How many wait, beside it ('3 waitlisted'). */
  waitlistedCount: (count: number) => `${count} waitlisted`,
  // Roster.
  roster: 'Roster',
  chooseEvent: 'Choose an event to see its roster.',
  backToEvents: 'Back to the events',
  going: 'Going',
  waitlist: 'Waitlist',
  cancelled: 'Cancelled',
  nobody: 'Nobody.',
  checkedIn: 'Checked in',
  walkIn: 'Walk-in',
  position: (position: number) => `#${position}`,
  pendingSync: 'Pending sync',
  pendingCancel: 'Cancel pending sync',
  edit: 'Edit',
  cancelEvent: 'Cancel event',
  // RSVP at the desk.
  addResident: 'Give a resident a place',
  findResident: 'Find a resident (name or e-mail)',
  noResidents: 'No resident of this building matches.',
  typeToSearch: 'Type a name to find a resident.',
  givePlace: 'Give a place',
  /** Said on the button before the tap when the event is full: the place on the waitlist it gives. */
  addToWaitlist: (position: number) => `Add to waitlist (#${position})`,
  indexResults: 'Found in the resident list saved on this device.',
  cancelRsvp: 'Cancel RSVP',
  /** A resident already checked in: the cancel asks first. */
  confirmCancelCheckedIn: (name: string) => `${name} is already checked in. Cancel the RSVP anyway?`,
  keepRsvp: 'Keep',
  movedUp: 'Moved up',
  /** Where an RSVP came from, under the name on the roster (with its time, but for the import). */
  rsvpSource: { desk: 'Desk', resident: 'Resident', import: 'Import' },
  /** Read before that line by a screen reader. */
  rsvpSourceLabel: 'RSVP from',
  alreadyListed: 'Already on the roster',
  rsvpGoing: (name: string) => `${name} is going.`,
  rsvpWaitlisted: (name: string, position: number | null) =>
    position === null ? `${name} is on the waitlist.` : `${name} is on the waitlist (#${position}).`,
  rsvpCancelled: (name: string) => `${name}'s RSVP is cancelled.`,
  promoted: (name: string) => `${name} got the place from the waitlist.`,
  undo: 'Undo',
  undoneCancel: (name: string) => `${name}'s RSVP is back.`,
  backOnWaitlist: (name: string, position: number | null) =>
    position === null ? `${name} is back on the waitlist.` : `${name} is back on the waitlist (#${position}).`,
  rsvpQueued: 'You are offline. The RSVP will be sent when you are back online.',
  rsvpQueuedBehind: 'The RSVP will be sent right after your earlier unsent changes.',
  rsvpLabel: (resident: string, event: string) => `RSVP: ${resident} · ${event}`,
  cancelRsvpLabel: (resident: string, event: string) => `Cancel RSVP: ${resident} · ${event}`,
  eventEnded: 'This event has ended: no more RSVPs.',
  // The dialogs.
  newEventTitle: 'New event',
  editEventTitle: 'Edit event',
  cancelEventTitle: 'Cancel event',
  close: 'Close',
  building: 'Building',
  chooseBuilding: 'Choose a building',
  name: 'Name',
  eventType: 'Type',
  social: 'Social',
  fitness: 'Fitness',
  venue: 'Venue',
  noVenue: 'No venue',
  teacher: 'Teacher',
  noTeacher: 'No teacher',
  studio: 'Studio',
  noStudio: 'No studio',
  date: 'Date',
  startTime: 'Start time',
  endTime: 'End time',
  capacity: 'Capacity (empty: no limit)',
  image: 'Image',
  noImage: 'No image',
  /** A picture already used, offered by the event that shows it. */
  pictureOf: (event: string) => `Picture of ${event}`,
  /** Beside the chosen picture: what it looks like. */
  chosenPicture: 'The chosen picture',
  uploadImage: 'Upload an image',
  uploading: 'Uploading…',
  imageTooLarge: 'The image is larger than 1 MB.',
  repeatWeekly: 'Repeat weekly',
  weekdays: 'On',
  /** The repeat's day boxes, Sunday first: 1 = Sunday … 7 = Saturday, as the weekday analysis numbers them. */
  weekdayNames: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  repeatEnds: 'Ends',
  untilDate: 'On a date',
  afterCount: 'After a number of events',
  until: 'Last date',
  count: `Number of events (at most ${MAX_SERIES_OCCURRENCES})`,
  /** Edit and Cancel ask it alike, with the same select. */
  scope: 'Which events',
  scopeOne: (day: string) => `This event only (${day})`,
  scopeFollowing: (day: string) => `This and the following events, from ${day}`,
  cancelWarning: 'Residents who were going or waiting are e-mailed that the event is cancelled.',
  keepEvent: 'Keep the event',
  confirmCancel: 'Cancel the event',
  create: 'Create event',
  save: 'Save',
  cancel: 'Cancel',
  working: 'Working…',
  required: 'Required',
  endBeforeStart: 'The end must be after the start.',
  wholeNumber: 'A whole number of at least 1.',
  countRange: `From 1 to ${MAX_SERIES_OCCURRENCES}.`,
  chooseWeekday: 'Choose at least one day.',
  needsConnection: 'Scheduling, editing and cancelling events need the connection. Try again when you are back online.',
  created: (count: number) => (count === 1 ? 'Event created.' : `${count} events created.`),
  saved: 'Event saved.',
  cancelledEvents: (events: number, told: number) =>
    `${events === 1 ? 'Event cancelled' : `${events} events cancelled`}; ${told === 1 ? '1 resident' : `${told} residents`} told.`,
  eventNotFound: 'This event is not in your buildings.',
} as const;

export type EventsMessages = typeof EVENTS_EN;
export const EVENTS_STRINGS = defineMessages('events', EVENTS_EN);
