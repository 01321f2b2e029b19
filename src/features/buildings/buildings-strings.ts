// Texts of /building (issue 12 §3; the spec shows no content for it).
export const BUILDINGS_STRINGS = {
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
  on: 'On',
  off: 'Off',
  none: 'None',
  loading: 'Loading....',
  frontDesk: 'Front desk',
  startFrontDesk: (name: string) => `Start front-desk mode for ${name}`,
} as const;
