/**
 * Sentences of a resident's rating, the e-mail's and the calls'; tests import the same constants.
 * Each in the resident's language (messagesIn), English as the specification has it.
 */
import type { Language } from '../../src/contract/languages.ts';
import { RATING_LIMITS } from '../../src/contract/limits.ts';
import { plural } from '../../src/primitives/plural.ts';
import { localized, messagesIn } from '../i18n/server-messages.ts';
import type { MailBlock } from '../mail/mail-html.ts';
import { mailText } from '../mail/mail-language.ts';

const DAYS = RATING_LIMITS.changeableDays;

export const RATING_STRINGS = localized(
  {
    mailSubject: (eventName: string) => `How was ${eventName}?`,
    /** rate-link/ with a token that is not one of ours, or whose RSVP is gone. */
    linkRefused: 'This rating link does not work. Sign in to hOM Residents to rate the events you came to.',
    /** An event of another building, or none: the same as for an event that does not exist. */
    eventNotFound: 'Event not found.',
    notAttended: 'Only residents who were checked in at this event can rate it.',
    notEnded: 'This event has not ended yet: rate it once it is over.',
    cancelled: 'This event was cancelled, so it cannot be rated.',
    closed: `Ratings for this event closed ${DAYS} days after it ended.`,
    commentControl: 'Comment must not contain tabs or other control characters (line breaks are fine).',
  },
  {
    es: {
      mailSubject: (eventName) => `¿Qué tal estuvo ${eventName}?`,
      linkRefused: 'Este enlace de valoración no funciona. Inicie sesión en hOM Residents para valorar los eventos a los que asistió.',
      eventNotFound: 'No se encontró el evento.',
      notAttended: 'Solo pueden valorar este evento los residentes cuya llegada se registró.',
      notEnded: 'Este evento aún no ha terminado: valórelo cuando acabe.',
      cancelled: 'Este evento se canceló, así que no se puede valorar.',
      closed: `Las valoraciones de este evento se cerraron ${plural('es', DAYS, { one: '# día', other: '# días' })} después de que terminara.`,
      commentControl: 'El comentario no puede contener tabulaciones ni otros caracteres de control (los saltos de línea sí).',
    },
    ar: {
      mailSubject: (eventName) => `كيف كانت فعالية ${eventName}؟`,
      linkRefused: 'رابط التقييم هذا لا يعمل. سجّل الدخول إلى hOM Residents لتقييم الفعاليات التي حضرتها.',
      eventNotFound: 'لم يتم العثور على الفعالية.',
      notAttended: 'لا يقيّم هذه الفعالية إلا السكان الذين سُجّل حضورهم فيها.',
      notEnded: 'لم تنتهِ هذه الفعالية بعد: قيّمها بعد انتهائها.',
      cancelled: 'أُلغيت هذه الفعالية، لذا لا يمكن تقييمها.',
      closed: `أُغلق تقييم هذه الفعالية بعد ${plural('ar', DAYS, { one: 'يوم واحد', two: 'يومين', few: '# أيام', many: '# يومًا', other: '# يوم' })} من انتهائها.`,
      commentControl: 'يجب ألا يحتوي التعليق على مسافات جدولة أو محارف تحكم أخرى (فواصل الأسطر مقبولة).',
    },
  },
);

/** What both parts of the mail say. */
const LINES = localized(
  {
    hello: (firstName: string) => `Hi ${firstName},`,
    /** The text's question, the links follow it. */
    question: (eventName: string, when: string) => `How was ${eventName} (${when})? Choose your stars by opening one of these links:`,
    /** The HTML's question, around the event's name (emphasised). */
    questionBefore: 'How was ',
    questionAfter: (when: string) => ` (${when})? Choose your stars:`,
    /** A link's words in the text: "3 of 5". */
    starsOf: (stars: number, of: number) => `${stars} of ${of}`,
    /** A star link's name for a screen reader. */
    starsLabel: (stars: number, of: number) => `${stars} of ${of} stars`,
    comment: 'The page that opens lets you add a comment before you send your rating.',
    changeUntil: (openUntil: string) => `You can change your rating until ${openUntil}.`,
  },
  {
    es: {
      hello: (firstName) => `Hola, ${firstName}:`,
      question: (eventName, when) => `¿Qué tal estuvo ${eventName} (${when})? Elija sus estrellas abriendo uno de estos enlaces:`,
      questionBefore: '¿Qué tal estuvo ',
      questionAfter: (when) => ` (${when})? Elija sus estrellas:`,
      starsOf: (stars, of) => `${stars} de ${of}`,
      starsLabel: (stars, of) => `${stars} de ${of} estrellas`,
      comment: 'En la página que se abre puede añadir un comentario antes de enviar su valoración.',
      changeUntil: (openUntil) => `Puede cambiar su valoración hasta el ${openUntil}.`,
    },
    ar: {
      hello: (firstName) => `مرحبًا ${firstName}،`,
      question: (eventName, when) => `كيف كانت فعالية ${eventName} (${when})؟ اختر عدد النجوم بفتح أحد هذه الروابط:`,
      questionBefore: 'كيف كانت فعالية ',
      questionAfter: (when) => ` (${when})؟ اختر عدد النجوم:`,
      starsOf: (stars, of) => `${stars} من ${of}`,
      starsLabel: (stars, of) => `${stars} من ${of} نجوم`,
      comment: 'تتيح لك الصفحة التي ستُفتح إضافة تعليق قبل إرسال تقييمك.',
      changeUntil: (openUntil) => `يمكنك تغيير تقييمك حتى ${openUntil}.`,
    },
  },
);

export interface RatingMailContent {
  firstName: string;
  eventName: string;
  when: string;
  links: readonly string[];
  openUntil: string;
}

export function ratingMailText(input: RatingMailContent, language: Language = 'en'): string {
  const L = messagesIn(LINES, language);
  return mailText([
    L.hello(input.firstName),
    '',
    L.question(input.eventName, input.when),
    '',
    ...input.links.map((link, index) => `${'★'.repeat(index + 1)}${'☆'.repeat(input.links.length - index - 1)} ${L.starsOf(index + 1, input.links.length)}: ${link}`),
    '',
    L.comment,
    L.changeUntil(input.openUntil),
  ], language);
}

/** The HTML part: the same words, each number of stars a link of its own. */
export function ratingMailBlocks(input: RatingMailContent, language: Language = 'en'): MailBlock[] {
  const L = messagesIn(LINES, language);
  return [
    { paragraph: [L.hello(input.firstName)] },
    { paragraph: [L.questionBefore, { strong: input.eventName }, L.questionAfter(input.when)] },
    {
      choices: input.links.map((href, index) => ({ text: '★'.repeat(index + 1), label: L.starsLabel(index + 1, input.links.length), href })),
    },
    { paragraph: [L.comment] },
    { paragraph: [L.changeUntil(input.openUntil)] },
  ];
}
