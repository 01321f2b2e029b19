import type { Language } from '../../../src/contract/languages.ts';
import { localized, messagesIn } from '../../i18n/server-messages.ts';
import { mailText, residentLanguage } from '../../mail/mail-language.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { LiaisonBuilding, ResidentRecipient, Sender } from './messages-repository.ts';

export const URGENT_SUBJECT_PREFIX = '[Urgent]';

// Plain text only: the message is the manager's words verbatim, never interpreted as HTML. Those
// words are the manager's own and stay as written; what frames them is in the reader's language.

const MESSAGE_MAIL = localized(
  {
    urgentPrefix: URGENT_SUBJECT_PREFIX,
    liaisonSubject: (sender: string, building: string) => `Message from ${sender} about ${building}`,
    hello: 'Hello,',
    helloName: (name: string) => `Hello ${name},`,
    liaisonIntro: (sender: string, email: string, building: string) => `${sender} (${email}) sent you a message about ${building}:`,
    liaisonIntroUrgent: (sender: string, email: string, building: string) => `${sender} (${email}) sent you an urgent message about ${building}:`,
    residentSubject: (sender: string, building: string) => `Message from ${sender} at ${building}`,
    residentIntro: (sender: string, email: string, building: string) => `${sender} (${email}) of ${building} sent you a message:`,
    replyTo: (email: string) => `Reply to ${email}.`,
  },
  {
    es: {
      urgentPrefix: '[Urgente]',
      liaisonSubject: (sender, building) => `Mensaje de ${sender} sobre ${building}`,
      hello: 'Hola:',
      helloName: (name) => `Hola, ${name}:`,
      liaisonIntro: (sender, email, building) => `${sender} (${email}) le envió un mensaje sobre ${building}:`,
      liaisonIntroUrgent: (sender, email, building) => `${sender} (${email}) le envió un mensaje urgente sobre ${building}:`,
      residentSubject: (sender, building) => `Mensaje de ${sender}, de ${building}`,
      residentIntro: (sender, email, building) => `${sender} (${email}), de ${building}, le envió un mensaje:`,
      replyTo: (email) => `Para responder, escriba a ${email}.`,
    },
    ar: {
      urgentPrefix: '[عاجل]',
      liaisonSubject: (sender, building) => `رسالة من ${sender} بشأن ${building}`,
      hello: 'مرحبًا،',
      helloName: (name) => `مرحبًا ${name}،`,
      liaisonIntro: (sender, email, building) => `أرسل إليك ${sender} (${email}) رسالة بشأن ${building}:`,
      liaisonIntroUrgent: (sender, email, building) => `أرسل إليك ${sender} (${email}) رسالة عاجلة بشأن ${building}:`,
      residentSubject: (sender, building) => `رسالة من ${sender} في ${building}`,
      residentIntro: (sender, email, building) => `أرسل إليك ${sender} (${email}) من ${building} رسالة:`,
      replyTo: (email) => `للرد، راسل ${email}.`,
    },
  },
);

function fullName(person: { firstName: string | null; lastName: string | null }): string {
  return [person.firstName, person.lastName].filter((part) => part && part.trim()).join(' ');
}

/**
 * The liaison's language: their staff account's when their e-mail is one, else the sender's (the
 * manager writes in it, so the framing matches the words).
 */
export function liaisonMail(
  building: LiaisonBuilding & { liaisonEmail: string },
  sender: Sender,
  message: string,
  isUrgent: boolean,
): MailMessage {
  const language: Language = building.liaisonLanguage ?? sender.language;
  const M = messagesIn(MESSAGE_MAIL, language);
  const subject = M.liaisonSubject(fullName(sender), building.name);
  const greeting = fullName({ firstName: building.liaisonFirstName, lastName: building.liaisonLastName });
  const intro = isUrgent ? M.liaisonIntroUrgent : M.liaisonIntro;
  return {
    to: building.liaisonEmail,
    subject: isUrgent ? `${M.urgentPrefix} ${subject}` : subject,
    text: mailText([greeting ? M.helloName(greeting) : M.hello, '', intro(fullName(sender), sender.email, building.name), '', { asWritten: message }, '', M.replyTo(sender.email)], language),
  };
}

/** In the resident's language (English when they chose none). */
export function residentMail(resident: ResidentRecipient, sender: Sender, message: string): MailMessage {
  const language = residentLanguage(resident.language);
  const M = messagesIn(MESSAGE_MAIL, language);
  return {
    to: resident.email,
    subject: M.residentSubject(fullName(sender), resident.buildingName),
    text: mailText([M.helloName(fullName(resident)), '', M.residentIntro(fullName(sender), sender.email, resident.buildingName), '', { asWritten: message }, '', M.replyTo(sender.email)], language),
  };
}
