/** Sentences the analytics calls answer with; tests import the same constants. */
export const ANALYTICS_MESSAGES = {
  periodRequired: 'month: give a month (1-12) or a quarter (quarterly 1-4)',
  periodAmbiguous: 'month: give either a month or a quarter (quarterly), not both',
  // Also the answer for a unit of a building the caller may not see, so nothing about it leaks.
  unitNotFound: 'Unit not found.',
  unitWithAllCompanies: 'unitId: allCompanies means every company; leave unitId out or 0',
  venueNotFound: 'Venue not found.',
  studioNotFound: 'Studio not found.',
  userForbidden: 'user_id: you may only ask for your own account.',
  // Spec §2's overlay text: a building whose dashboard access is off has no figures to show.
  accessOff: 'Dashboard access is turned off for this building. Please contact admin for this.',
} as const;
