import { dateWordsIn, withFullStop } from '../i18n/date-words.ts';
import { localized } from '../i18n/server-messages.ts';

/** 'HH:mm' as the portal writes a time everywhere ('2:30 AM'). */
export function clock12(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

// One resident going has its own sentence (the verb's number); the function picks it.
const ONE_GOING = '1 resident is going: the capacity cannot be below 1.';

/** Sentences the schedule calls answer with; tests import the same constants. */
export const SCHEDULE_MESSAGES = localized(
  {
    chooseBuilding: 'Choose the building the event is in.',
    nameRequired: 'Enter the event name.',
    endBeforeStart: 'The end time must be after the start time.',
    eventNotFound: 'Event not found.',
    venueNotFound: "This venue is not one of the building's venues.",
    teacherNotFound: 'This teacher does not teach at the building.',
    studioNotFound: 'This studio does not work with the building.',
    imageNotFound: 'This picture is not one you uploaded.',
    buildingImageNotFound: "This picture is not one of the building's event pictures.",
    repeatNeedsEnd: 'Choose when the repeat ends: a last date or a number of occurrences.',
    repeatBothEnds: 'Choose either a last date or a number of occurrences, not both.',
    untilBeforeDate: 'The last date of the repeat must be on or after the first date.',
    repeatEmpty: 'No occurrence falls on the chosen weekdays before the last date.',
    tooManyOccurrences: (max: number, count: number) => `A series has at most ${max} occurrences; this one would have ${count}.`,
    eventCancelled: 'This event is cancelled.',
    dateNotForSeries: 'Move one occurrence at a time: choose "this event only" to change its date.',
    capacityBelowOneGoing: ONE_GOING,
    capacityBelowGoing: (going: number) => (going === 1 ? ONE_GOING : `${going} residents are going: the capacity cannot be below ${going}.`),
    /** `requested` and `actual` as clock12 writes them. */
    movedByZone: (date: string, requested: string, actual: string, timeZone: string) =>
      `${requested} does not exist on ${date} in ${timeZone} (the clocks go forward): the event is at ${actual}.`,
  },
  {
    es: {
      chooseBuilding: 'Elija el edificio donde se celebra el evento.',
      nameRequired: 'Escriba el nombre del evento.',
      endBeforeStart: 'La hora de fin debe ser posterior a la hora de inicio.',
      eventNotFound: 'No se encontró el evento.',
      venueNotFound: 'Este lugar no es uno de los lugares del edificio.',
      teacherNotFound: 'Este instructor no da clases en el edificio.',
      studioNotFound: 'Este estudio no trabaja con el edificio.',
      imageNotFound: 'Esta imagen no es una de las que usted subió.',
      buildingImageNotFound: 'Esta imagen no es una de las imágenes de eventos del edificio.',
      repeatNeedsEnd: 'Elija cuándo termina la repetición: una última fecha o un número de repeticiones.',
      repeatBothEnds: 'Elija una última fecha o un número de repeticiones, no ambos.',
      untilBeforeDate: 'La última fecha de la repetición debe ser igual o posterior a la primera fecha.',
      repeatEmpty: 'Ninguna repetición cae en los días de la semana elegidos antes de la última fecha.',
      tooManyOccurrences: (max, count) => `Una serie tiene como máximo ${max} repeticiones; esta tendría ${count}.`,
      eventCancelled: 'Este evento está cancelado.',
      dateNotForSeries: 'Mueva las repeticiones de una en una: elija "Solo este evento" para cambiar su fecha.',
      capacityBelowOneGoing: 'Asistirá 1 residente: el aforo no puede ser menor que 1.',
      capacityBelowGoing: (going) =>
        Number(going) === 1 ? 'Asistirá 1 residente: el aforo no puede ser menor que 1.' : `Asistirán ${going} residentes: el aforo no puede ser menor que ${going}.`,
      movedByZone: (date, requested, actual, timeZone) =>
        withFullStop(`La hora ${dateWordsIn('es', requested)} no existe el ${date} en ${timeZone} (se adelantan los relojes): el evento es a las ${dateWordsIn('es', actual)}`),
    },
    ar: {
      chooseBuilding: 'اختر المبنى الذي تقام فيه الفعالية.',
      nameRequired: 'أدخل اسم الفعالية.',
      endBeforeStart: 'يجب أن يكون وقت الانتهاء بعد وقت البدء.',
      eventNotFound: 'لم يتم العثور على الفعالية.',
      venueNotFound: 'هذا المكان ليس من أماكن المبنى.',
      teacherNotFound: 'هذا المدرب لا يدرّس في المبنى.',
      studioNotFound: 'هذا الاستوديو لا يعمل مع المبنى.',
      imageNotFound: 'هذه الصورة ليست من الصور التي رفعتها.',
      buildingImageNotFound: 'هذه الصورة ليست من صور فعاليات المبنى.',
      repeatNeedsEnd: 'اختر متى ينتهي التكرار: تاريخ أخير أو عدد مرات.',
      repeatBothEnds: 'اختر إما تاريخًا أخيرًا أو عدد مرات، وليس كليهما.',
      untilBeforeDate: 'يجب أن يكون التاريخ الأخير للتكرار في التاريخ الأول أو بعده.',
      repeatEmpty: 'لا يقع أي تكرار في أيام الأسبوع المختارة قبل التاريخ الأخير.',
      tooManyOccurrences: (max, count) => `الحد الأقصى لتكرارات السلسلة ${max}؛ وهذه السلسلة ستضم ${count}.`,
      eventCancelled: 'هذه الفعالية ملغاة.',
      dateNotForSeries: 'انقل مرة واحدة في كل مرة: اختر "هذه الفعالية فقط" لتغيير تاريخها.',
      capacityBelowOneGoing: 'سيحضر ساكن واحد: لا يمكن أن تقل السعة عن 1.',
      capacityBelowGoing: (going) =>
        Number(going) === 1 ? 'سيحضر ساكن واحد: لا يمكن أن تقل السعة عن 1.' : `عدد من سيحضرون ${going}: لا يمكن أن تقل السعة عن ${going}.`,
      movedByZone: (date, requested, actual, timeZone) =>
        `الساعة ${dateWordsIn('ar', requested)} غير موجودة يوم ${date} في ${timeZone} (تُقدَّم الساعة): الفعالية في الساعة ${dateWordsIn('ar', actual)}.`,
    },
  },
);
