/** Sentences the class-notes and incident calls answer with, and the incident e-mail's; tests import them. */
export const EVENT_NOTES_MESSAGES = {
  residentNotOnRoster: 'This resident is not on the roster of this event.',
  descriptionRequired: 'description is required: say what happened.',
  mailSubject: (eventName: string, severity: string) => `Incident at ${eventName}: ${severity}`,
  someoneElse: 'Someone else (not on the roster)',
} as const;
