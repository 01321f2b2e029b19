// Every user-visible account text the spec writes, exactly as it writes it (docs/product-spec.md: Screens and routes, Validation rules, The error catalogue).
// Translated in src/i18n/catalogues/<language>/account.ts and account-ui.ts.
import { defineMessages } from '../../i18n/catalogue.ts';

const ACCOUNT_EN = {
  required: 'This Field is Required',
  invalidEmail: 'Invalid email address',
  changePasswordMismatch: "Your password don't match",
  resetPasswordMismatch: "Your password don't match.",
  passwordChanged: 'Password changed successfully!',
  resetPasswordDone: 'Password Changed Successfully!',
  resetLinkExpired: 'Link expired! Try again',
  logInToMyAccount: 'Log in to my account',
  sessionExpired: 'Login token expired!',
} as const;

export type AccountMessages = typeof ACCOUNT_EN;
export const ACCOUNT_STRINGS = defineMessages('account', ACCOUNT_EN);

/** The server's sentence for a used or expired reset link, as it sends it in English. */
export const RESET_LINK_EXPIRED_EN = ACCOUNT_EN.resetLinkExpired;

// Texts of our own (not in the spec), kept here so the screens and tests share them.
const ACCOUNT_UI_EN = {
  loginTitle: 'Log in to the Manager Portal',
  emailLabel: 'E-mail',
  passwordLabel: 'Password',
  // The sign-in password's show/hide button: its visible word and its accessible name.
  showPassword: 'Show',
  showPasswordLabel: 'Show password',
  hidePassword: 'Hide',
  hidePasswordLabel: 'Hide password',
  logIn: 'Log in',
  loggingIn: 'Logging in…',
  forgotPasswordLink: 'Forgot password?',
  forgotPasswordTitle: 'Forgot password',
  forgotPasswordIntro: 'Enter the e-mail address of your account and we will send you a link to set a new password.',
  forgotPasswordSubmit: 'Send reset link',
  forgotPasswordSent: 'If an account exists for that address, a link to reset the password is on its way. Check your inbox.',
  changePasswordTitle: 'Change password',
  currentPasswordLabel: 'Current password',
  newPasswordLabel: 'New password',
  confirmPasswordLabel: 'Confirm password',
  changePasswordSubmit: 'Change password',
  accountNotLoaded: 'Your account details are still loading. Try again in a moment.',
  resetPasswordTitle: 'Set a new password',
  resetPasswordSubmit: 'Save new password',
  resetLinkIncomplete: 'This link is incomplete. Ask for a new one with “Forgot password?” on the login page.',
  checkingResetLink: 'Checking your link…',
  resetLinkUnusable: (email: string) => `This link has been used already or is too old. We can e-mail a new one to ${email}.`,
  sendNewResetLink: 'E-mail me a new link',
  newResetLinkSent: 'A new link is on its way. Open it from your inbox within the hour.',
  working: 'Please wait…',
  close: 'Close',
} as const;

export type AccountUiMessages = typeof ACCOUNT_UI_EN;
export const ACCOUNT_UI_STRINGS = defineMessages('account-ui', ACCOUNT_UI_EN);
