import { localized } from '../../i18n/server-messages.ts';

/** Sentences the dashboard calls answer with; tests import the same constants. */
export const DASHBOARD_MESSAGES = localized(
  {
    // Also the answer for a user of another building, so nothing about them leaks.
    userNotFound: 'User not found.',
    // Also the answer for an event of another building or a cancelled one.
    eventNotFound: 'Event not found.',
    // Also the answer for a holiday of other buildings only.
    holidayNotFound: 'Holiday not found.',
    dateRequired: 'Date is required.',
  },
  {
    es: {
      userNotFound: 'No se encontró el usuario.',
      eventNotFound: 'No se encontró el evento.',
      holidayNotFound: 'No se encontró el festivo.',
      dateRequired: 'La fecha es obligatoria.',
    },
    ar: {
      userNotFound: 'لم يتم العثور على المستخدم.',
      eventNotFound: 'لم يتم العثور على الفعالية.',
      holidayNotFound: 'لم يتم العثور على العطلة.',
      dateRequired: 'التاريخ مطلوب.',
    },
  },
);
