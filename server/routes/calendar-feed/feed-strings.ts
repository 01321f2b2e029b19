export const FEED_MESSAGES = {
  chooseBuilding: 'Choose a building.',
  eventNotFound: 'This event is not in your buildings.',
  /** A wrong, renewed or stopped feed address: no hint whether the building exists. */
  notFound: 'Not found',
} as const;

/** The name a subscribing calendar app shows for a building's feed. */
export const feedCalendarName = (building: string): string => `${building} events`;
