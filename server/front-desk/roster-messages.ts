import { localized } from '../i18n/server-messages.ts';

/** Sentences the roster calls answer with; tests import the same constants. */
export const ROSTER_MESSAGES = localized(
  {
    eventNotFound: 'Event not found.',
    eventCancelled: 'This event is cancelled: it takes no RSVPs.',
    eventEnded: 'This event has ended: its RSVPs can no longer change.',
    eventStarted: 'This event has started: RSVPs closed when it began. Please ask the front desk.',
    noOwnRsvp: 'You have no place or waitlist place at this event.',
    residentNotFound: "This resident is not one of the building's residents.",
    noRsvp: 'This resident has no RSVP to this event.',
    undoTooLate: 'This cancel can no longer be undone: give the resident a place again instead.',
    undoPlaceGiven: 'The freed place has already gone to the next resident on the waitlist: give a place again instead.',
    undoPlaceTaken: 'The freed place has been taken meanwhile: give a place again instead.',
  },
  {
    es: {
      eventNotFound: 'No se encontró el evento.',
      eventCancelled: 'Este evento está cancelado: no admite confirmaciones.',
      eventEnded: 'Este evento ya terminó: sus confirmaciones ya no pueden cambiar.',
      eventStarted: 'Este evento ya comenzó: las confirmaciones se cerraron al empezar. Consulte en recepción.',
      noOwnRsvp: 'No tiene plaza ni lugar en la lista de espera de este evento.',
      residentNotFound: 'Este residente no es uno de los residentes del edificio.',
      noRsvp: 'Este residente no tiene confirmación para este evento.',
      undoTooLate: 'Esta cancelación ya no se puede deshacer: en su lugar, vuelva a darle una plaza al residente.',
      undoPlaceGiven: 'La plaza liberada ya pasó al siguiente residente de la lista de espera: en su lugar, vuelva a darle una plaza.',
      undoPlaceTaken: 'La plaza liberada ya fue ocupada: en su lugar, vuelva a darle una plaza.',
    },
    ar: {
      eventNotFound: 'لم يتم العثور على الفعالية.',
      eventCancelled: 'هذه الفعالية ملغاة: لا تقبل تأكيدات الحضور.',
      eventEnded: 'انتهت هذه الفعالية: لم يعد من الممكن تغيير تأكيدات الحضور فيها.',
      eventStarted: 'بدأت هذه الفعالية: أُغلقت تأكيدات الحضور عند بدئها. يرجى مراجعة مكتب الاستقبال.',
      noOwnRsvp: 'ليس لديك مكان في هذه الفعالية ولا في قائمة انتظارها.',
      residentNotFound: 'هذا الساكن ليس من سكان المبنى.',
      noRsvp: 'ليس لهذا الساكن تأكيد حضور لهذه الفعالية.',
      undoTooLate: 'لم يعد من الممكن التراجع عن هذا الإلغاء: امنح الساكن مكانًا من جديد بدلًا من ذلك.',
      undoPlaceGiven: 'ذهب المكان الذي أُخلي بالفعل إلى الساكن التالي في قائمة الانتظار: امنحه مكانًا من جديد بدلًا من ذلك.',
      undoPlaceTaken: 'شُغل المكان الذي أُخلي في هذه الأثناء: امنحه مكانًا من جديد بدلًا من ذلك.',
    },
  },
);

/** Who checked in an attendance that came from a data file (the roster's and the log's "by"). */
export const IMPORTED_CHECK_IN_BY = 'Imported';
