/** Sentences of the residents' sign-in, the mail's and the calls'; tests import the same constants. */
export const SIGN_IN_STRINGS = {
  mailSubject: 'Your sign-in code for hOM Residents',
  /** The answer to every well-formed ask, whoever's e-mail it is. */
  codeRequested: 'If this e-mail belongs to a resident here, a sign-in code and link are on their way to it.',
  /**
   * One sentence for every code that does not sign in: wrong, dead after 5 tries, expired, used, or
   * an e-mail with no code waiting (unknown or not), so typing codes tells nobody whose e-mail it is.
   */
  codeRefused: 'That code does not work: check the newest sign-in e-mail, or ask for a new code.',
  linkRefused: 'This sign-in link no longer works: ask for a new code.',
  /** The staff's "Send sign-in link" when the e-mail has had its mails for now. */
  tooManyMails: (minutes: number) =>
    `Several sign-in e-mails were sent to this resident a moment ago. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

export function signInMailText(input: { firstName: string; code: string; link: string; validMinutes: number }): string {
  return [
    `Hi ${input.firstName},`,
    '',
    `Here is your code to sign in to hOM Residents, the events of your building: ${input.code}`,
    '',
    'Type it where you asked for it, or open this link:',
    input.link,
    '',
    `The code and the link work once, for ${input.validMinutes} minutes.`,
    '',
    'If you did not ask, ignore this e-mail: nobody can sign in without the code or the link.',
  ].join('\n');
}
