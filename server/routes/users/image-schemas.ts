import type { FromSchema } from 'json-schema-to-ts';
import { errorResponses } from '../../http/field-schemas.ts';
import { IMAGE_TYPES } from '../../images/image-bytes.ts';
import { buildingIdProperty, INT4_MAX, userIdProperty } from './users-schemas.ts';

/** The image upload limit is 1 MB (docs/product-spec.md, Business constants and limits). */
export const IMAGE_MAX_BYTES = 1_048_576;
/** gen_random_uuid() without its dashes (migration 007). */
const PUBLIC_KEY_PATTERN = '^[0-9a-f]{32}$';

const storedImage = {
  type: 'object',
  required: ['id', 'url'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'For /update-image/' },
    url: { type: 'string', description: 'Where the picture is served (/api/images/{key}), cacheable for a year' },
  },
} as const;

export const imageUploadSchema = {
  tags: ['users'],
  summary: 'Upload a profile picture (PNG, JPEG or WebP, at most 1,048,576 bytes); set it with /update-image/',
  description:
    'multipart/form-data with exactly one file part (any field name; "file" by convention). The type is told from ' +
    "the bytes, not the name or the part's Content-Type, whose structure and header are read in full: anything " +
    'else is 415, a picture over 10,000 pixels a side or 40 megapixels 422, a larger file 413.',
  consumes: ['multipart/form-data'],
  // Documents the form for the OpenAPI; the route reads the stream itself (image-routes.ts), so this
  // is not validated against the (unparsed) body.
  body: {
    type: 'object',
    required: ['file'],
    properties: { file: { type: 'string', format: 'binary', maxLength: IMAGE_MAX_BYTES } },
  },
  response: { 200: storedImage, ...errorResponses },
} as const;

export const updateImageSchema = {
  tags: ['users'],
  summary: "Set an uploaded picture as the selected user's profile picture (without userId: the caller's own)",
  description:
    'imageId must be a picture this account uploaded. With userId, the user must be in the caller\'s ' +
    'buildings (404 otherwise). Without userId, the signed-in account\'s own picture is set.',
  body: {
    type: 'object',
    required: ['imageId'],
    additionalProperties: false,
    properties: {
      imageId: { type: 'integer', minimum: 1, maximum: INT4_MAX },
      userId: { ...userIdProperty, type: ['integer', 'null'] },
      buildingId: buildingIdProperty,
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['msg', 'displayPicture'],
      additionalProperties: false,
      properties: { msg: { type: 'string' }, displayPicture: { type: 'string' } },
    },
    ...errorResponses,
  },
} as const;

export const imageFileSchema = {
  tags: ['users'],
  summary: 'A stored picture; no session needed (the unguessable key is the permission), cached for a year',
  params: {
    type: 'object',
    required: ['key'],
    properties: { key: { type: 'string', pattern: PUBLIC_KEY_PATTERN } },
  },
  response: {
    200: {
      description: 'The picture as uploaded',
      content: Object.fromEntries(IMAGE_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
    },
    ...errorResponses,
  },
} as const;

export type UpdateImageBody = FromSchema<typeof updateImageSchema.body>;
