import { buildingIdField, emailField, idField, textField } from '../../http/field-schemas.ts';

/** Field schemas the create calls share. */

/** A name a person types: never empty (one of only spaces is refused in the route, naming the field). */
export const nameField = { ...textField(), minLength: 1 } as const;

/** An optional name or e-mail: null, absent or blank is none. */
export const optionalTextField = { ...textField(), type: ['string', 'null'] } as const;
export const optionalEmailField = { ...emailField, type: ['string', 'null'] } as const;

/** The building the new row goes into; 0 or null only for a caller with exactly one building. */
export const targetBuildingField = {
  ...buildingIdField,
  description:
    "One of the caller's buildings (a building admin: its own). 0 or null names the caller's only building; " +
    'a caller with several must name one (400).',
} as const;

/** The caller's scope, sent by a building admin's app on every call; the new row does not depend on it. */
export const scopeBuildingField = {
  ...buildingIdField,
  description: "The building-admin session's building (its app sends it on every call); when named, it must be the caller's (403).",
} as const;

export { idField };

/** Every create answer: the created row with its id, and msg 'Success' as the app reads it. */
export function createdResponse<P extends Record<string, unknown>, R extends readonly string[]>(properties: P, required: R) {
  return {
    type: 'object',
    required: ['msg', 'id', ...required],
    additionalProperties: false,
    properties: { msg: { type: 'string' }, id: { type: 'integer', description: 'The new row' }, ...properties },
  } as const;
}
