import { dateWordsIn, withFullStop } from '../i18n/date-words.ts';
import { localized } from '../i18n/server-messages.ts';

/** Sentences the check-in calls answer with; tests import the same constants. */
export const CHECK_IN_MESSAGES = localized(
  {
    eventNotFound: 'Event not found.',
    residentNotFound: "This resident is not one of the building's residents.",
    notGoingSelfCheckIn: 'Only residents going to this event can check themselves in.',
    eventCancelled: 'This event is cancelled: nobody can check in.',
    /** `opens` and `closes` as the building's clock reads them ("November 5, 5:30 PM"). */
    outsideWindow: (opens: string, closes: string) => `Check-in for this event is open from ${opens} to ${closes}.`,
    /** A check-in log line's detail: the resident was not going (a refusal's detail is its sentence). */
    walkInDetail: 'walk-in',
  },
  {
    es: {
      eventNotFound: 'No se encontró el evento.',
      residentNotFound: 'Este residente no es uno de los residentes del edificio.',
      notGoingSelfCheckIn: 'Solo los residentes que asistirán a este evento pueden registrar su propia llegada.',
      eventCancelled: 'Este evento está cancelado: nadie puede registrar su llegada.',
      outsideWindow: (opens, closes) => withFullStop(`El registro de este evento está abierto del ${dateWordsIn('es', opens)} al ${dateWordsIn('es', closes)}`),
      walkInDetail: 'sin reserva',
    },
    ar: {
      eventNotFound: 'لم يتم العثور على الفعالية.',
      residentNotFound: 'هذا الساكن ليس من سكان المبنى.',
      notGoingSelfCheckIn: 'لا يمكن تسجيل الحضور الذاتي إلا للسكان الذين سيحضرون هذه الفعالية.',
      eventCancelled: 'هذه الفعالية ملغاة: لا يمكن لأحد تسجيل الحضور.',
      outsideWindow: (opens, closes) => `تسجيل الحضور لهذه الفعالية متاح من ${dateWordsIn('ar', opens)} إلى ${dateWordsIn('ar', closes)}.`,
      walkInDetail: 'حضور دون حجز',
    },
  },
);
