// Texts of ?contact and ?broadcast-msg: the spec's exactly as written (docs/product-spec.md: Validation rules, The error catalogue), then our own.
export const MESSAGE_STRINGS = {
  // Spec, exact.
  contactTitle: 'Contact hOM',
  sent: 'Message sent successfully!',
  successMsg: 'Success',
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
} as const;

export const liaisonMessageLabel = (buildingName: string): string => `Message to the ${buildingName} liaison`;
export const userMessageLabel = (userId: number, name: string | null = null): string =>
  name ? `Message to ${name}` : `Message to user #${userId}`;

/** Who a message to one user goes to: their name and e-mail once known, else their number. */
export const recipientLine = (userId: number, recipient: { name: string; email: string } | null): string =>
  recipient === null ? `To: user #${userId}` : `To: ${recipient.name} (${recipient.email})`;
