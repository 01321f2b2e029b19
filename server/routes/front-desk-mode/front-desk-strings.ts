/** Sentences the front-desk calls answer with; tests import the same constants. */
export const FRONT_DESK_MESSAGES = {
  managersOnly: 'Only a building manager can start front-desk mode.',
  wrongPassword: 'Wrong password.',
  frontDeskOnly: 'Only a front-desk session can start self check-in.',
} as const;
