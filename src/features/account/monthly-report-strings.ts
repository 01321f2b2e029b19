// The monthly report switch on /profile; its label is the contract's, which the e-mail names.
// Translated in src/i18n/catalogues/<language>/monthly-report.ts.
import { MONTHLY_REPORT_OPT_IN_LABEL } from '../../contract/monthly-report.ts';
import { defineMessages } from '../../i18n/catalogue.ts';

const MONTHLY_REPORT_EN = {
  label: MONTHLY_REPORT_OPT_IN_LABEL,
  note: 'Once a month, after the month has ended in all your buildings, you get its Event Report (CSV, All buildings) with a short summary. Turn it off here at any time.',
  on: 'You will get the monthly report by e-mail.',
  off: 'You will not get the monthly report by e-mail.',
} as const;

export type MonthlyReportMessages = typeof MONTHLY_REPORT_EN;
export const MONTHLY_REPORT_STRINGS = defineMessages('monthly-report', MONTHLY_REPORT_EN);
