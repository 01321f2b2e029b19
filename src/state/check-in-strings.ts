// What a check-in says when another one came first (docs/design/front-desk.md: "Already checked in
// at 10:02 by Front Desk"): the door view and the kiosk both say it, so it sits below them both.
// Translated in src/i18n/catalogues/<language>/check-in.ts.
import { defineMessages } from '../i18n/catalogue.ts';

const CHECK_IN_EN = {
  /** `time`: the first check-in's, on the building's clock; `by`: its account, when known. */
  alreadyCheckedInAt: (time: string, by: string | null) => (by ? `Already checked in at ${time} by ${by}` : `Already checked in at ${time}`),
} as const;

export type CheckInMessages = typeof CHECK_IN_EN;
export const CHECK_IN_STRINGS = defineMessages('check-in', CHECK_IN_EN);
