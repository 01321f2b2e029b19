/** Sentences the check-in calls answer with; tests import the same constants. */
export const CHECK_IN_MESSAGES = {
  eventNotFound: 'Event not found.',
  residentNotFound: "This resident is not one of the building's residents.",
  notGoingSelfCheckIn: 'Only residents going to this event can check themselves in.',
  eventCancelled: 'This event is cancelled: nobody can check in.',
  outsideWindow: (opens: string, closes: string) => `Check-in for this event is open from ${opens} to ${closes}.`,
} as const;
