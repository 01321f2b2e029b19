/** Sentences of the account calls; tests import the same constants. */
export const ACCOUNT_STRINGS = {
  // Same answer for an unknown e-mail and a wrong password, so neither is revealed.
  invalidCredentials: 'Unable to log in with provided credentials.',
  // The spec's app falls back to this exact text; the server uses it for every unusable link.
  resetLinkExpired: 'Link expired! Try again',
  resetMailSubject: 'Reset your hOM password',
  checkMailManagersOnly: 'Only a building manager may check whether an e-mail address is registered.',
} as const;

export function resetMailText(firstName: string, link: string, validMinutes: number): string {
  return [
    `Hello ${firstName},`,
    '',
    `Someone (hopefully you) asked to reset the password of your hOM manager account. Open this link within ${validMinutes} minutes to choose a new password:`,
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n');
}
