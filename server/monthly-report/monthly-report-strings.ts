// The monthly report e-mail's words. The opt-in's label is the profile page's (src/features/account/
// account-strings.ts monthlyReportLabel): the e-mail names the switch the reader turns off.
export const MONTHLY_REPORT_OPT_IN_LABEL = 'E-mail me the monthly event report';

export const MONTHLY_REPORT_MAIL_STRINGS = {
  subject: (month: string) => `Monthly event report: ${month}`,
  greeting: (firstName: string) => `Hello ${firstName},`,
  attached: (month: string) => `Your event report for ${month} (all your buildings) is attached as a CSV file.`,
  events: 'Events',
  rsvps: 'RSVPs',
  attendedOfRsvped: 'Attended of RSVPed',
  capture: 'Capture %',
  noFigure: 'n/a',
  optOut: (profileUrl: string) =>
    `You get this e-mail because you turned on "${MONTHLY_REPORT_OPT_IN_LABEL}" on your profile. ` +
    `To stop it, turn it off there: ${profileUrl}`,
} as const;
