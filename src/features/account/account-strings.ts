// Every user-visible account text the spec writes, exactly as it writes it (spec §2, §5, §8).
export const ACCOUNT_STRINGS = {
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

// Texts of our own (not in the spec), kept here so the screens and tests share them.
export const ACCOUNT_UI_STRINGS = {
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
  working: 'Please wait…',
  close: 'Close',
} as const;
