// The monthly report switch on /profile; its label is the contract's, which the e-mail names.
import { MONTHLY_REPORT_OPT_IN_LABEL } from '../../contract/monthly-report.ts';

export const MONTHLY_REPORT_STRINGS = {
  label: MONTHLY_REPORT_OPT_IN_LABEL,
  note: 'Once a month, after the month has ended in all your buildings, you get its Event Report (CSV, All buildings) with a short summary. Turn it off here at any time.',
  on: 'You will get the monthly report by e-mail.',
  off: 'You will not get the monthly report by e-mail.',
} as const;
