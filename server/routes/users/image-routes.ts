import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { resolveBuildingScope } from '../../auth/building-scope.ts';
import { SUCCESS_MSG } from '../../http/field-schemas.ts';
import { HttpError, httpError } from '../../http/http-error.ts';
import { RATE_LIMITS } from '../../http/limits.ts';
import { limitAttempts } from '../../http/rate-limit.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { decodeImage, withinImageDimensions } from '../../images/image-bytes.ts';
import { IMAGE_MAX_BYTES, imageFileSchema, imageUploadSchema, updateImageSchema } from './image-schemas.ts';
import { IMAGE_ROUTE_PREFIX, imageUrl } from '../../images/image-url.ts';
import { findImageByKey, findOwnImage, insertImage, purgeUnusedImages, setAccountImage, setResidentImage } from '../../images/images-repository.ts';
import { userBuildingsInScope } from './user-scope.ts';
import { USERS_STRINGS } from '../../users/users-strings.ts';

/**
 * A stored picture never changes (a new upload is a new key), so the browser may keep it for a year.
 * Private: a shared proxy must not, or it would go on serving a resident's picture after it was
 * replaced (and deleted a day later), to anyone holding the old URL.
 */
const IMAGE_CACHE_CONTROL = `private, max-age=${365 * 24 * 60 * 60}, immutable`;
/** An upload not set as anyone's picture within a day (or replaced since) is deleted. */
const UNUSED_IMAGE_KEPT_HOURS = 24;
/** Form fields besides the file are ignored, but only this many are read. */
const MAX_FORM_FIELDS = 10;

/** The one file of the multipart request, read into memory (at most IMAGE_MAX_BYTES). */
async function readOneFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw httpError(415, USERS_STRINGS.notMultipart);
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') file = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw httpError(413, USERS_STRINGS.tooLarge(IMAGE_MAX_BYTES), 'file');
    if (code === 'FST_FILES_LIMIT') throw httpError(400, USERS_STRINGS.oneFileOnly, 'file');
    // A torn or malformed form (no boundary, cut short, too many fields) is the sender's fault.
    throw httpError(400, USERS_STRINGS.notMultipart);
  }
  if (file === undefined) throw httpError(400, USERS_STRINGS.noFile, 'file');
  return file;
}

/**
 * Profile pictures: upload (multipart) and set as a user's picture, in the manager scope (served
 * without a session by imageFileRoutes). Multipart parsing is registered inside this plugin only,
 * so no other route accepts a form upload.
 */
const imageRoutes: RoutePlugin = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: MAX_FORM_FIELDS, parts: MAX_FORM_FIELDS + 1 },
  });

  app.post(
    '/image-upload/',
    {
      schema: imageUploadSchema,
      // The form is read from the stream in the handler (readOneFile), never parsed into a body to validate.
      validatorCompiler: () => () => true,
      preHandler: [
        limitAttempts(app, [
          {
            name: 'image-upload',
            max: RATE_LIMITS.imageUploads.perAccount,
            windowMs: RATE_LIMITS.imageUploads.windowMs,
            key: (request) => String(request.account.id),
          },
        ]),
      ],
    },
    async (request) => {
      const bytes = await readOneFile(request);
      // Its structure and header read in full (type, size within IMAGE_DIMENSIONS), not its first bytes.
      const decoded = decodeImage(bytes);
      if (decoded === null) throw httpError(415, USERS_STRINGS.notAnImage, 'file');
      if (!withinImageDimensions(decoded)) throw httpError(422, USERS_STRINGS.tooManyPixels, 'file');
      const image = await insertImage(app.db, decoded.type, bytes, request.account.id);
      // Per account and cheap (its index), like the idempotency keys' purge: abandoned uploads of a
      // form never submitted, and replaced pictures, do not pile up in the database.
      await purgeUnusedImages(app.db, request.account.id, UNUSED_IMAGE_KEPT_HOURS);
      return { id: image.id, url: imageUrl(image.publicKey) };
    },
  );

  app.post(
    '/update-image/',
    { schema: updateImageSchema },
    async (request) => {
      const { imageId, userId, buildingId } = request.body;
      const { account } = request;
      // Decision (docs/product-spec.md, States and transitions: "the profile picture is updated with the image id"): the
      // selected user's picture when userId is sent; without it, the signed-in account's own.
      if (userId !== undefined && userId !== null) await userBuildingsInScope(app.db, account, userId, buildingId);
      else resolveBuildingScope(account, buildingId);
      const image = await findOwnImage(app.db, imageId, account.id);
      if (!image) throw httpError(404, USERS_STRINGS.imageNotFound, 'imageId');
      if (userId !== undefined && userId !== null) await setResidentImage(app.db, userId, image.id);
      else await setAccountImage(app.db, account.id, image.id);
      return { ...SUCCESS_MSG, displayPicture: imageUrl(image.publicKey) };
    },
  );

};

/** Stored pictures, served without a session: an `<img>` cannot send one, and the key is the permission. */
export const imageFileRoutes: RoutePlugin = async (app) => {
  app.get(`${IMAGE_ROUTE_PREFIX}:key`, { schema: imageFileSchema }, async (request, reply) => {
    const image = await findImageByKey(app.db, request.params.key);
    if (!image) throw httpError(404, USERS_STRINGS.imageNotFound, 'key');
    const etag = `"${request.params.key}"`;
    reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(image.contentType).send(image.bytes);
  });
};

export default imageRoutes;
