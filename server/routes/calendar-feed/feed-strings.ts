import { localized } from '../../i18n/server-messages.ts';

export const FEED_MESSAGES = localized(
  {
    chooseBuilding: 'Choose a building.',
    eventNotFound: 'This event is not in your buildings.',
    /** A wrong, renewed or stopped feed address: no hint whether the building exists. */
    notFound: 'Not found',
  },
  {
    es: {
      chooseBuilding: 'Elija un edificio.',
      eventNotFound: 'Este evento no está en sus edificios.',
      notFound: 'No encontrado',
    },
    ar: {
      chooseBuilding: 'اختر مبنى.',
      eventNotFound: 'هذه الفعالية ليست في مبانيك.',
      notFound: 'غير موجود',
    },
  },
);

/** The name a subscribing calendar app shows for a building's feed. */
export const feedCalendarName = (building: string): string => `${building} events`;
