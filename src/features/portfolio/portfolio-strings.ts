// Texts of /portfolio: ours (the spec has no such screen). Translated in
// src/i18n/catalogues/<language>/portfolio.ts.
import { defineMessages } from '../../i18n/catalogue.ts';

const PORTFOLIO_EN = {
  heading: 'Portfolio',
  weeks: (from: string, to: string, previousFrom: string, previousTo: string) =>
    `12 weeks ${from} to ${to}, against the 12 weeks ${previousFrom} to ${previousTo}.`,
  guidance: 'The bar is the 95 % interval: the wider it is, the less a building’s figure says (fewer residents or events).',
  figure: 'Figure',
  capture: 'Capture %',
  capacity: 'Capacity %',
  attendedRsvpd: 'Attended of RSVPed',
  noShowRate: 'No-show rate',
  eventsPerWeek: 'Events per week',
  buildingColumn: 'Building',
  intervalColumn: '95 % interval',
  countsColumn: 'Of',
  percentileColumn: 'Percentile',
  changeColumn: 'Change',
  /** The table's caption: what it compares. */
  caption: (figure: string) => `${figure} by building`,
  ratingsCaption: 'Ratings by building',
  sortBy: (column: string) => `Sort by ${column}`,
  counts: (numerator: number, denominator: number) => `${numerator.toLocaleString('en-US')} of ${denominator.toLocaleString('en-US')}`,
  /** '82.89–93.77%': short enough for the table to fit a tablet's width. */
  interval: (low: string, high: string) => `${low}–${high}`,
  changePoints: (sign: string, points: string) => `${sign}${points} pp`,
  noBuildings: 'No buildings to compare.',
  /** The buildings the comparison leaves out, as Analytics does (dashboard access off). */
  leftOut: (names: readonly string[]) =>
    `Not compared: ${names.join(', ')}. Dashboard access is turned off for ${names.length === 1 ? 'this building' : 'these buildings'}.`,
  loading: 'Loading....',
  noValue: '—',
} as const;

export type PortfolioMessages = typeof PORTFOLIO_EN;
export const PORTFOLIO_STRINGS = defineMessages('portfolio', PORTFOLIO_EN);
