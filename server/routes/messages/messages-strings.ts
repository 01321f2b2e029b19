import { LIMITS } from '../../http/limits.ts';

/** Sentences the message calls answer with; tests import the same constants. */
export const MESSAGE_MESSAGES = {
  success: 'Success',
  /** docs/product-spec.md, Validation rules: message to admin must not be empty or whitespace only. */
  liaisonMessageRequired: 'This field is required.',
  /** docs/product-spec.md, Validation rules: message to a single user is required (the generic required sentence). */
  userMessageRequired: 'This Field is Required',
  noLiaison: 'This building has no liaison to message.',
  userNotFound: 'User not found',
  chooseBuilding: 'Choose the building whose liaison should get this message.',
} as const;

export const MESSAGE_MAX_LENGTH = LIMITS.messageMaxChars;
