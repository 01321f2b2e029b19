import { requiredFieldMessage } from '../../http/text-input.ts';
import { IMAGE_DIMENSIONS } from './image-bytes.ts';

/** Sentences the user-directory calls answer with; tests import the same constants. */
export const USERS_STRINGS = {
  // Also the answer for a user of another manager's buildings, so nothing about them leaks.
  userNotFound: 'User not found.',
  // Written as the spec writes it (§5): the create-user form shows this sentence.
  emailRegistered: 'Email already registered',
  required: requiredFieldMessage,
  // Also the answer for a unit of another manager's building.
  unitNotFound: 'units: unit not found.',
  unitNotOfChosenBuilding: 'units: each unit must belong to one of the chosen buildings.',
  oneUnitPerBuilding: 'units: choose at most one unit or company per building.',
  noAmenityBuildingChosen: 'amenityMember: none of the chosen buildings has amenity membership.',
  chooseBuilding: 'buildingId: this user belongs to several of your buildings; choose one.',
  noAmenityMembership: 'buildingId: this building has no amenity membership.',
  userIdMismatch: 'userId: the body names another user than the path.',
  imageNotFound: 'Image not found.',
  notMultipart: 'Send the picture as multipart/form-data with one file.',
  noFile: 'file: is required (send one PNG, JPEG or WebP picture).',
  oneFileOnly: 'file: send one picture at a time.',
  notAnImage: 'file: only PNG, JPEG or WebP pictures can be uploaded.',
  tooManyPixels: `file: the picture is too large: at most ${IMAGE_DIMENSIONS.maxSidePx} pixels a side and ${IMAGE_DIMENSIONS.maxPixels / 1_000_000} megapixels.`,
  tooLarge: (maxBytes: number) => `file: the picture is larger than 1 MB (${maxBytes} bytes); choose a smaller one.`,
} as const;
