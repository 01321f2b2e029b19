/** Sentences the file-import calls answer with (refused rows, refusals); tests import the same constants. */
export const CSV_IMPORT_STRINGS = {
  residentsManagersOnly: 'Only a building manager may bring residents in from a file.',
  chooseBuilding: 'Choose the building the file is for.',
  sameEmailOnLine: (line: number) => `The same e-mail is on line ${line}.`,
  sameEventOnLine: (line: number) => `The same event is on line ${line}.`,
  unknownUnit: (name: string) => `No block or company of this building is called "${name}".`,
  unknownVenue: (name: string) => `No venue of this building is called "${name}".`,
  joiningDate: 'Joining date must be a date written YYYY-MM-DD.',
  amenityMember: 'Amenity member must be yes or no (or left blank).',
  eventType: 'Type must be social or fitness.',
  date: 'Date must be a date written YYYY-MM-DD.',
  /** Written right ('2026-02-30') but no such day: saying the format again would not help. */
  noSuchDate: (field: 'Date' | 'Joining date', text: string) => `${field} ${text} does not exist: that month has no such day.`,
  time: (field: 'Start' | 'End') => `${field} must be a time written HH:MM (24-hour clock).`,
  capacity: (max: number) => `Capacity must be a whole number from 1 to ${max} (or left blank).`,
  repeat: 'Weekly repeat must be a number of weeks or the last date (YYYY-MM-DD), or left blank.',
  nameTooLong: (max: number) => `Name must be at most ${max} characters.`,
  changedSincePreview: 'Some rows are refused now that were not in the preview: check the file again.',
} as const;
