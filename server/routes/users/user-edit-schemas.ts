import { emailField, errorResponses, idField, textField } from '../../http/field-schemas.ts';
import { LIMITS } from '../../http/limits.ts';
import { buildingIdProperty, userIdProperty, userProfileSchema } from './users-schemas.ts';

/** "Edit details" of a resident's profile: the create-user form's own fields, for one building's membership. */
export const updateUserSchema = {
  tags: ['users'],
  summary: "Correct a user's name, e-mail, phone, and unit and apartment in one of the caller's buildings",
  description:
    "The rules of /create-user/: names required, a valid e-mail stored in lower case and not another user's " +
    "(409, 'Email already registered'), a phone as people write it. The user must have a membership in the " +
    "caller's buildings (else 404, like an unknown user; a building admin: its own building only); the unit and " +
    "apartment are those of the membership in buildingId, or in the user's only building among the caller's (several: " +
    '400, name one). unitId: a unit (block or company) of that building (another building of the caller: 400; unknown or ' +
    "not the caller's: 404); null for none. cellPhone, apartment and unitId left out stay as they are; null or blank " +
    'clears them. Name, e-mail and phone are the person\'s own, so they change in every building the user belongs to. ' +
    "Answers the profile as /user-details/ does. Counts against /users/check-mail/'s budget (its 409 tells a taken e-mail).",
  body: {
    type: 'object',
    required: ['userId', 'firstName', 'lastName', 'email'],
    additionalProperties: false,
    properties: {
      userId: userIdProperty,
      buildingId: buildingIdProperty,
      firstName: { ...textField(), minLength: 1 },
      lastName: { ...textField(), minLength: 1 },
      email: emailField,
      cellPhone: { type: ['string', 'null'], maxLength: LIMITS.cellPhoneMaxChars, description: 'As /create-user/ reads it' },
      apartment: { ...textField(), type: ['string', 'null'] },
      unitId: { ...idField, type: ['integer', 'null'] },
    },
  },
  response: { 200: userProfileSchema, ...errorResponses },
} as const;

/** Written out, as the optional fields' absence means "unchanged". */
export interface UpdateUserBody {
  userId: number;
  buildingId?: number | null;
  firstName: string;
  lastName: string;
  email: string;
  cellPhone?: string | null;
  apartment?: string | null;
  unitId?: number | null;
}
