import type { MailMessage } from '../../mail/mailer.ts';
import type { LiaisonBuilding, ResidentRecipient, Sender } from './messages-repository.ts';

export const URGENT_SUBJECT_PREFIX = '[Urgent]';

// Plain text only: the message is the manager's words verbatim, never interpreted as HTML.

function fullName(person: { firstName: string | null; lastName: string | null }): string {
  return [person.firstName, person.lastName].filter((part) => part && part.trim()).join(' ');
}

export function liaisonMail(
  building: LiaisonBuilding & { liaisonEmail: string },
  sender: Sender,
  message: string,
  isUrgent: boolean,
): MailMessage {
  const subject = `Message from ${fullName(sender)} about ${building.name}`;
  const greeting = fullName({ firstName: building.liaisonFirstName, lastName: building.liaisonLastName });
  return {
    to: building.liaisonEmail,
    subject: isUrgent ? `${URGENT_SUBJECT_PREFIX} ${subject}` : subject,
    text: [
      `Hello${greeting ? ` ${greeting}` : ''},`,
      '',
      `${fullName(sender)} (${sender.email}) sent you a${isUrgent ? 'n urgent' : ''} message about ${building.name}:`,
      '',
      message,
      '',
      `Reply to ${sender.email}.`,
    ].join('\n'),
  };
}

export function residentMail(resident: ResidentRecipient, sender: Sender, message: string): MailMessage {
  return {
    to: resident.email,
    subject: `Message from ${fullName(sender)} at ${resident.buildingName}`,
    text: [
      `Hello ${fullName(resident)},`,
      '',
      `${fullName(sender)} (${sender.email}) of ${resident.buildingName} sent you a message:`,
      '',
      message,
      '',
      `Reply to ${sender.email}.`,
    ].join('\n'),
  };
}
