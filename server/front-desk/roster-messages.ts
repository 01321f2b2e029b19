/** Sentences the roster calls answer with; tests import the same constants. */
export const ROSTER_MESSAGES = {
  eventNotFound: 'Event not found.',
  eventCancelled: 'This event is cancelled: it takes no RSVPs.',
  eventEnded: 'This event has ended: its RSVPs can no longer change.',
  eventStarted: 'This event has started: RSVPs closed when it began. Please ask the front desk.',
  noOwnRsvp: 'You have no place or waitlist place at this event.',
  residentNotFound: "This resident is not one of the building's residents.",
  noRsvp: 'This resident has no RSVP to this event.',
  undoTooLate: 'This cancel can no longer be undone: give the resident a place again instead.',
  undoPlaceGiven: 'The freed place has already gone to the next resident on the waitlist: give a place again instead.',
  undoPlaceTaken: 'The freed place has been taken meanwhile: give a place again instead.',
} as const;

/** Who checked in an attendance that came from a data file (the roster's and the log's "by"). */
export const IMPORTED_CHECK_IN_BY = 'Imported';
