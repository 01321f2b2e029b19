/** Sentences the analytics calls answer with; tests import the same constants. */
export const ANALYTICS_MESSAGES = {
  periodRequired: 'Choose a month (1-12) or a quarter (1-4).',
  periodAmbiguous: 'Choose either a month or a quarter, not both.',
  // Also the answer for a unit of a building the caller may not see, so nothing about it leaks.
  unitNotFound: 'Unit not found.',
  unitWithAllCompanies: 'All companies means every company: leave the unit out, or send 0.',
  venueNotFound: 'Venue not found.',
  studioNotFound: 'Studio not found.',
  userForbidden: 'You may only ask for your own account.',
  // The spec's overlay text (docs/product-spec.md, Analytics): a building whose dashboard access is off has no figures to show.
  // The portfolio benchmark compares a manager's buildings; a building-admin session has one.
  benchmarkManagersOnly: 'Only a building manager can see the portfolio benchmark.',
  accessOff: 'Dashboard access is turned off for this building. Please contact admin for this.',
} as const;
