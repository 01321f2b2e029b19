/** Sentences the dashboard calls answer with; tests import the same constants. */
export const DASHBOARD_MESSAGES = {
  // Also the answer for a user of another building, so nothing about them leaks.
  userNotFound: 'User not found.',
  // Also the answer for an event of another building or a cancelled one.
  eventNotFound: 'Event not found.',
  // Also the answer for a holiday of other buildings only.
  holidayNotFound: 'Holiday not found.',
  dateRequired: 'Date is required.',
} as const;
