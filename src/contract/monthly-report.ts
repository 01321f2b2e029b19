// The monthly report e-mail's switch on /profile. Its label is written once: the e-mail
// tells its reader to turn off the switch of this name.
export const MONTHLY_REPORT_OPT_IN_LABEL = 'E-mail me the monthly event report';
