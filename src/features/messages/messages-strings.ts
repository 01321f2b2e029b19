// Texts of ?contact and ?broadcast-msg: the spec's exactly as written (docs/product-spec.md: Validation rules, The error catalogue), then our own.
// Translated in src/i18n/catalogues/<language>/messages.ts.
import { defineMessages } from '../../i18n/catalogue.ts';

const MESSAGES_EN = {
  // Spec, exact.
  contactTitle: 'Contact hOM',
  sent: 'Message sent successfully!',
  liaisonMessageRequired: 'This field is required.',
  required: 'This Field is Required',
  // Ours.
  broadcastTitle: 'Message a user',
  building: 'Building',
  chooseBuilding: 'Choose a building',
  message: 'Message',
  urgent: 'Urgent',
  send: 'Send',
  sending: 'Sending…',
  close: 'Close',
  noBuildings: 'Your buildings could not be loaded. Connect once to load them.',
  unexpectedAnswer: 'The server gave an unexpected answer.',
  noUser: 'Choose a user to message first.',
  // How the unsent-changes list names a message waiting to be sent.
  liaisonMessageLabel: (buildingName: string) => `Message to the ${buildingName} liaison`,
  userMessageLabel: (userId: number, name: string | null) => (name ? `Message to ${name}` : `Message to user #${userId}`),
  /** Who a message to one user goes to: their name and e-mail once known, else their number. */
  recipientLine: (userId: number, recipient: { name: string; email: string } | null) =>
    recipient === null ? `To: user #${userId}` : `To: ${recipient.name} (${recipient.email})`,
} as const;

export type MessagesMessages = typeof MESSAGES_EN;
export const MESSAGE_STRINGS = defineMessages('messages', MESSAGES_EN);

export const liaisonMessageLabel = (buildingName: string): string => MESSAGE_STRINGS.liaisonMessageLabel(buildingName);
export const userMessageLabel = (userId: number, name: string | null = null): string => MESSAGE_STRINGS.userMessageLabel(userId, name);
export const recipientLine = (userId: number, recipient: { name: string; email: string } | null): string =>
  MESSAGE_STRINGS.recipientLine(userId, recipient);
