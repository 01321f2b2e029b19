/** Sentences the roster calls answer with; tests import the same constants. */
export const ROSTER_MESSAGES = {
  eventNotFound: 'Event not found.',
  eventCancelled: 'This event is cancelled: it takes no RSVPs.',
  eventEnded: 'This event has ended: its RSVPs can no longer change.',
  residentNotFound: "This resident is not one of the building's residents.",
  noRsvp: 'This resident has no RSVP to this event.',
} as const;
