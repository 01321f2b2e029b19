// Texts of front-desk mode (ours, the spec has none); translated in
// src/i18n/catalogues/<language>/front-desk.ts.
import { defineMessages } from '../i18n/catalogue.ts';

const FRONT_DESK_EN = {
  start: 'Start front-desk mode',
  /** The banner every page of the mode shows, beside the building's name. */
  modeName: 'Front-desk mode',
  leave: 'Leave front-desk mode',
  startTitle: 'Start front-desk mode',
  startExplain: (building: string) =>
    `This tablet becomes the front desk of ${building}: it shows that building only, and My Tasks, My Profile, My Buildings and Sign out are turned off. Your own data is removed from this device first. Leaving front-desk mode asks for your password.`,
  leaveTitle: 'Leave front-desk mode',
  /** Beside the profile menu's turned-off Sign out: where the way out is. */
  signOutHintOwnAccount: 'Sign out is off at the front desk: choose Leave front-desk mode, which asks for this account\'s password.',
  signOutHintManager: "Sign out is off in front-desk mode: choose Leave front-desk mode, which asks for the manager's password.",
  /** The front desk's own account changes its own password from the profile menu (My Profile is off). */
  changePassword: 'Change password',
  leaveExplain: (email: string) =>
    `Enter the password of ${email} to leave front-desk mode. The front desk's data is removed from this device.`,
  password: 'Password',
  passwordRequired: 'This Field is Required',
  unsent: (count: number) =>
    `${count} unsent ${count === 1 ? 'change' : 'changes'} would be lost. Wait until ${count === 1 ? 'it is' : 'they are'} sent (or dismiss ${count === 1 ? 'it' : 'them'}) first.`,
  working: 'Please wait…',
  close: 'Close',
  cancel: 'Cancel',
  unknownBuilding: 'this building',
  /** Shown when a page front-desk mode turns off is opened by its address. */
  pageOff: (page: string) => `${page} is turned off in front-desk mode. Showing the dashboard instead.`,
} as const;

export type FrontDeskMessages = typeof FRONT_DESK_EN;
export const FRONT_DESK_STRINGS = defineMessages('front-desk', FRONT_DESK_EN);
