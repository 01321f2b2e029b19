import type { FromSchema } from 'json-schema-to-ts';
import { buildingIdField, errorResponses } from '../../http/field-schemas.ts';
import { LIMITS } from '../../http/limits.ts';
import { calendarEventSchema, holidaySchema } from '../../calendar/calendar-entry-schemas.ts';

export const INT4_MAX = LIMITS.int4Max;
/** One page of /users/ when the call names no limit: a screenful of the sidebar list. */
export const USERS_DEFAULT_LIMIT = 50;
/** The most one page may hold: the CSV export pages through a large portfolio at this size. */
export const USERS_MAX_LIMIT = 5000;
/** A search string longer than any first name or e-mail (254) matches nothing anyway. */
export const USERS_SEARCH_MAX_LENGTH = LIMITS.userSearchMaxChars;

/** Optional scope (server/auth/building-scope.ts); a building admin's app always sends its own. */
export const buildingIdProperty = buildingIdField;
export const userIdProperty = { type: 'integer', minimum: 1, maximum: INT4_MAX } as const;

const nullableString = { type: ['string', 'null'] } as const;

/** One of the user's buildings that the caller may see, with the user's membership there. */
const userBuildingSchema = {
  type: 'object',
  required: ['buildingId', 'buildingName', 'amenityMembership', 'amenityMember', 'apartment', 'unit'],
  additionalProperties: false,
  properties: {
    buildingId: { type: 'integer' },
    buildingName: { type: 'string' },
    amenityMembership: { type: 'boolean', description: 'Whether the building offers amenity membership' },
    amenityMember: { type: 'boolean', description: "The user's amenity membership in this building" },
    apartment: nullableString,
    unit: {
      type: ['object', 'null'],
      required: ['id', 'name'],
      additionalProperties: false,
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
      description: 'Block (residential) or company (commercial); null when none is on file',
    },
  },
} as const;

/** The spec's User (docs/product-spec.md, Entities and their fields), as every user-directory call answers it. */
export const userSchema = {
  type: 'object',
  required: [
    'id', 'firstName', 'lastName', 'email', 'cellPhone', 'displayPicture', 'joiningDate', 'amenityMember',
    'apartment', 'unit', 'buildings', 'associatedBuilding',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string' },
    cellPhone: nullableString,
    displayPicture: {
      ...nullableString,
      description: 'URL of the profile picture (/api/images/{key}, cacheable for a year); null when none',
    },
    joiningDate: { type: 'string', description: "'YYYY-MM-DD' (the app shows MM-DD-YYYY)" },
    amenityMember: { type: 'boolean', description: "The user's amenity membership in associatedBuilding" },
    apartment: { ...nullableString, description: 'Apartment in associatedBuilding' },
    unit: {
      type: 'array',
      description: "The user's units (blocks or companies) in the buildings listed",
      items: {
        type: 'object',
        required: ['id', 'name', 'buildingId'],
        additionalProperties: false,
        properties: { id: { type: 'integer' }, name: { type: 'string' }, buildingId: { type: 'integer' } },
      },
    },
    buildings: {
      type: 'array',
      description: "The user's buildings among the caller's (never another manager's), associatedBuilding first, then by name",
      items: userBuildingSchema,
    },
    associatedBuilding: {
      ...userBuildingSchema,
      description:
        'The building the user is shown for: the one the buildingId filter names, else the first by name of ' +
        "the user's buildings among the caller's; amenityMember, apartment and the amenity Save refer to it",
    },
  },
} as const;

export const listUsersSchema = {
  tags: ['users'],
  summary: "One page of the users of the caller's buildings (or one building), by first name, with the total count",
  description:
    'search matches first name, last name, both (either order, one space between) or e-mail, ' +
    'case-insensitively, anywhere in the text. count is the number of ' +
    'users matching (all pages); users holds at most limit of them from offset on.',
  body: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: {
      buildingId: buildingIdProperty,
      search: { type: ['string', 'null'], maxLength: USERS_SEARCH_MAX_LENGTH },
      offset: { type: 'integer', minimum: 0, maximum: INT4_MAX, default: 0 },
      limit: { type: 'integer', minimum: 1, maximum: USERS_MAX_LIMIT, default: USERS_DEFAULT_LIMIT },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['count', 'offset', 'limit', 'users'],
      additionalProperties: false,
      properties: {
        count: { type: 'integer', description: 'Users matching the filter and search, on all pages' },
        offset: { type: 'integer' },
        limit: { type: 'integer' },
        users: { type: 'array', items: userSchema },
      },
    },
    ...errorResponses,
  },
} as const;

const userRequestBody = {
  type: 'object',
  required: ['userId'],
  additionalProperties: false,
  properties: { userId: userIdProperty, buildingId: buildingIdProperty },
} as const;

/** The profile: a User, and whether they have signed in to the residents' own pages. */
export const userProfileSchema = {
  ...userSchema,
  required: [...userSchema.required, 'signedInAt'],
  properties: {
    ...userSchema.properties,
    signedInAt: {
      ...nullableString,
      description: "When the user last signed in to hOM Residents (ISO time, UTC); null when they never have",
    },
  },
} as const;

export const userDetailsSchema = {
  tags: ['users'],
  summary: "One user's profile; 404 for a user outside the caller's buildings",
  body: userRequestBody,
  response: { 200: userProfileSchema, ...errorResponses },
} as const;

export const userEventsSchema = {
  tags: ['users'],
  summary: "Every event (not cancelled) the user RSVPed to (RSVP not cancelled), and the holidays of the user's buildings",
  description:
    "Only events and holidays of the user's buildings among the caller's (one with buildingId). Items have the " +
    'shapes of /calendar-events/, so the Calendar tab draws them with the dashboard calendar cell rules; ' +
    'ordered by building-local date, holidays first, then by time.',
  body: userRequestBody,
  response: { 200: { type: 'array', items: { anyOf: [calendarEventSchema, holidaySchema] } }, ...errorResponses },
} as const;

/** Written out: FromSchema would make the defaulted offset and limit required, yet the body may be absent. */
export interface ListUsersBody {
  buildingId?: number | null;
  search?: string | null;
  offset?: number;
  limit?: number;
}
export type User = FromSchema<typeof userSchema>;
export type UserBuilding = FromSchema<typeof userBuildingSchema>;
