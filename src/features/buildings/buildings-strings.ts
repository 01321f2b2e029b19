// Texts of /building (ours: the spec shows no content for it). Translated in
// src/i18n/catalogues/<language>/buildings.ts.
import { defineMessages } from '../../i18n/catalogue.ts';

const BUILDINGS_EN = {
  type: 'Type',
  residential: 'Residential',
  commercial: 'Commercial',
  timeZone: 'Time zone',
  dashboardAccess: 'Dashboard access',
  amenityMembership: 'Amenity membership',
  liaison: 'Liaison',
  blocks: 'Blocks',
  companies: 'Companies',
  venues: 'Venues',
  studios: 'Studios',
  on: 'On',
  off: 'Off',
  none: 'None',
  loading: 'Loading....',
  noBuildings: 'You have no buildings yet.',
  frontDesk: 'Front desk',
  startFrontDesk: (name: string) => `Start front-desk mode for ${name}`,
} as const;

export type BuildingsMessages = typeof BUILDINGS_EN;
export const BUILDINGS_STRINGS = defineMessages('buildings', BUILDINGS_EN);
