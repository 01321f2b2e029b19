import { requiredFieldMessage } from '../http/text-input.ts';
import { IMAGE_DIMENSIONS } from '../images/image-bytes.ts';

/** Sentences the user-directory calls answer with; tests import the same constants. */
export const USERS_STRINGS = {
  // Also the answer for a user of another manager's buildings, so nothing about them leaks.
  userNotFound: 'User not found.',
  // Written as the spec writes it (docs/product-spec.md, Validation rules): the create-user form shows this sentence.
  emailRegistered: 'Email already registered',
  deskMayNotChangeEmail: "Only a building manager may change a resident's e-mail.",
  // A front desk's Create user, whatever the e-mail (free, or a resident of another building): the
  // same answer, so the desk never learns which.
  managerWillConfirm: 'Sent: a manager will confirm this resident.',
  requestNotFound: 'This request is no longer waiting.',
  requestsManagersOnly: 'Only a building manager may confirm or decline residents a front desk asked for.',
  required: requiredFieldMessage,
  // Also the answer for a unit of another manager's building.
  unitNotFound: 'Unit not found.',
  unitNotOfChosenBuilding: 'Each unit must belong to one of the chosen buildings.',
  unitNotOfBuilding: 'The unit must belong to the building whose details are edited.',
  oneUnitPerBuilding: 'Choose at most one unit or company per building.',
  noAmenityBuildingChosen: 'None of the chosen buildings has amenity membership.',
  chooseBuilding: 'This user belongs to several of your buildings: choose one.',
  noAmenityMembership: 'This building has no amenity membership.',
  userIdMismatch: 'The body names another user than the address.',
  imageNotFound: 'Image not found.',
  notMultipart: 'Send the picture as multipart/form-data with one file.',
  noFile: 'A picture is required: send one PNG, JPEG or WebP picture.',
  oneFileOnly: 'Send one picture at a time.',
  notAnImage: 'Only PNG, JPEG or WebP pictures can be uploaded.',
  tooManyPixels: `The picture is too large: at most ${IMAGE_DIMENSIONS.maxSidePx} pixels a side and ${IMAGE_DIMENSIONS.maxPixels / 1_000_000} megapixels.`,
  tooLarge: (maxBytes: number) => `The picture is larger than 1 MB (${maxBytes} bytes): choose a smaller one.`,
} as const;
