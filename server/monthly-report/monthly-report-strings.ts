// The monthly report e-mail's words. It names the profile page's switch (the contract's label) that
// the reader turns off.
import { MONTHLY_REPORT_OPT_IN_LABEL } from '../../src/contract/monthly-report.ts';

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
