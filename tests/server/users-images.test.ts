// Profile pictures: /image-upload/ (multipart; the bytes decide PNG, JPEG or WebP; at most 1,048,576
// bytes), /update-image/ and the stored picture at /api/images/{key}, on the hand-built fixture
// (users-fixtures.ts names who is where).
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_DIMENSIONS } from '../../server/images/image-bytes.ts';
import { IMAGE_MAX_BYTES } from '../../server/routes/users/image-schemas.ts';
import { USERS_STRINGS } from '../../server/users/users-strings.ts';
import { authHeader } from '../support/test-app.ts';
import { BM, startUsersWorld, type UsersWorld, type Who } from './users-fixtures.ts';

/** A real 1×1 PNG, a 1×1 lossless WebP and a 2×1 baseline JFIF JPEG (cjpeg). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIADg9//2Q==',
  'base64',
);
/** The same 2×1 picture as a progressive JPEG, a lossy WebP (VP8), and a lossless one (VP8L). */
const PROGRESSIVE_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wgARCAABAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUAQEAAAAAAAAAAAAAAAAAAAAE/9oADAMBAAIQAxAAAAGcOP8A/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABBQJ//8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAgBAwEBPwF//8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAgBAgEBPwF//8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQAGPwJ//8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPyF//9oADAMBAAIAAwAAABDz/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAgBAwEBPxB//8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAgBAgEBPxB//8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxB//9k=',
  'base64',
);
const LOSSY_WEBP = Buffer.from('UklGRjYAAABXRUJQVlA4ICoAAADQAQCdASoCAAEAAgA0JaACdLoB+AADsAD+7L2P/PTNeYP8nP+3Jl5tsAA=', 'base64');
const LOSSLESS_2X1_WEBP = Buffer.from('UklGRh4AAABXRUJQVlA4TBEAAAAvAQAAAAdQs86Uuf+BiOh/AAA=', 'base64');

/** One PNG chunk: length, type, data and its CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, typed, crc]);
}
/** PNG's IEND chunk (12 bytes), the last of every PNG. */
const PNG_IEND = PNG.subarray(PNG.length - 12);
/** The 1×1 PNG made exactly `size` bytes long by a private ancillary chunk before IEND. */
function paddedPng(size: number): Buffer {
  const body = PNG.subarray(0, PNG.length - PNG_IEND.length);
  return Buffer.concat([body, pngChunk('paDg', Buffer.alloc(size - PNG.length - 12)), PNG_IEND]);
}
/** The IHDR chunk of a PNG of this size (8-bit RGBA). */
function ihdr(widthPx: number, heightPx: number): Buffer {
  const data = Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 8, 6, 0, 0, 0]);
  data.writeUInt32BE(widthPx, 0);
  data.writeUInt32BE(heightPx, 4);
  return pngChunk('IHDR', data);
}
/** An extended WebP (VP8X) of the 1×1 lossless picture, with the canvas size given. */
function extendedWebp(canvasWidthPx: number, canvasHeightPx: number): Buffer {
  const vp8x = Buffer.alloc(18);
  vp8x.write('VP8X', 0, 'latin1');
  vp8x.writeUInt32LE(10, 4);
  vp8x.writeUIntLE(canvasWidthPx - 1, 12, 3);
  vp8x.writeUIntLE(canvasHeightPx - 1, 15, 3);
  const image = WEBP.subarray(12);
  const header = Buffer.from('RIFF----WEBP', 'latin1');
  header.writeUInt32LE(4 + vp8x.length + image.length, 4);
  return Buffer.concat([header, vp8x, image]);
}

interface FilePart {
  field?: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

const BOUNDARY = '----users-images-test-boundary';

/** A multipart/form-data body of the given file parts and text fields. */
function formBody(files: FilePart[], fields: Record<string, string> = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

describe(`profile pictures on ${process.env.TEST_DB}`, () => {
  let w: UsersWorld;

  beforeAll(async () => {
    w = await startUsersWorld();
  });
  afterAll(() => w.t.close());

  const upload = (who: Who, files: FilePart[], fields?: Record<string, string>) =>
    w.t.app.inject({
      method: 'POST',
      url: `${BM}/image-upload/`,
      headers: { ...authHeader(w.tokens[who]), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: formBody(files, fields),
    });
  const uploaded = async (who: Who, file: FilePart) => {
    const response = await upload(who, [file]);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { id: number; url: string };
  };
  const imageCount = async () => (await w.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM image'))[0]!.n;

  it('stores a PNG, JPEG or WebP, told by its bytes, and serves it at a stable URL cached for a year', async () => {
    for (const [bytes, type, filename, claimed] of [
      [PNG, 'image/png', 'me.png', 'image/png'],
      [WEBP, 'image/webp', 'me.webp', 'image/webp'],
      // The name and the part's Content-Type say text; the bytes say JPEG.
      [JPEG, 'image/jpeg', 'notes.txt', 'text/plain'],
    ] as const) {
      const image = await uploaded('ana', { filename, contentType: claimed, bytes });
      expect(image.url).toMatch(/^\/api\/images\/[0-9a-f]{32}$/);
      // No session: an <img> cannot send one; the unguessable key is the permission.
      const served = await w.t.app.inject({ method: 'GET', url: image.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      // Private: a shared proxy would go on serving a picture after it was replaced.
      expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(served.rawPayload.equals(bytes)).toBe(true);
      // The browser's revalidation is answered without the bytes.
      const again = await w.t.app.inject({ method: 'GET', url: image.url, headers: { 'if-none-match': String(served.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
  });

  it('keeps pictures in the database, so another server process serves them too', async () => {
    const image = await uploaded('desk', { filename: 'desk.png', contentType: 'image/png', bytes: PNG });
    const other = await w.t.another();
    const served = await other.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('accepts exactly 1,048,576 bytes and refuses one byte more with a clear 413', async () => {
    const padded = paddedPng;
    const atLimit = await upload('ana', [{ filename: 'big.png', contentType: 'image/png', bytes: padded(IMAGE_MAX_BYTES) }]);
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    const before = await imageCount();
    const over = await upload('ana', [{ filename: 'big.png', contentType: 'image/png', bytes: padded(IMAGE_MAX_BYTES + 1) }]);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ detail: USERS_STRINGS.tooLarge(IMAGE_MAX_BYTES), field: 'file' });
    const far = await upload('ana', [{ filename: 'huge.jpg', contentType: 'image/jpeg', bytes: padded(3 * IMAGE_MAX_BYTES) }]);
    expect(far.statusCode).toBe(413);
    expect(await imageCount()).toBe(before);
  });

  it('refuses anything that is not really a PNG, JPEG or WebP, whatever its name', async () => {
    const before = await imageCount();
    const fakes: FilePart[] = [
      { filename: 'photo.png', contentType: 'image/png', bytes: Buffer.from('<html><script>alert(1)</script></html>') },
      { filename: 'photo.jpg', contentType: 'image/jpeg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
      { filename: 'photo.gif', contentType: 'image/gif', bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') },
      // The PNG signature alone, or a WebP cut short, is not a picture.
      { filename: 'short.png', contentType: 'image/png', bytes: PNG.subarray(0, 8) },
      { filename: 'cut.webp', contentType: 'image/webp', bytes: WEBP.subarray(0, 24) },
      { filename: 'empty.png', contentType: 'image/png', bytes: Buffer.alloc(0) },
    ];
    for (const fake of fakes) {
      const response = await upload('ana', [fake]);
      expect(response.statusCode, fake.filename).toBe(415);
      expect(response.json()).toMatchObject({ detail: USERS_STRINGS.notAnImage, field: 'file' });
    }
    expect(await imageCount()).toBe(before);
  });

  it('stores a progressive JPEG, a lossy, a lossless and an extended WebP', async () => {
    for (const [bytes, type] of [
      [PROGRESSIVE_JPEG, 'image/jpeg'],
      [LOSSY_WEBP, 'image/webp'],
      [LOSSLESS_2X1_WEBP, 'image/webp'],
      [extendedWebp(1, 1), 'image/webp'],
    ] as const) {
      const image = await uploaded('ana', { filename: 'me', contentType: 'application/octet-stream', bytes });
      const served = await w.t.app.inject({ method: 'GET', url: image.url });
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  // Checking only the first bytes once let a PNG header followed by a page be stored.
  it("refuses a picture's header followed by something else, a broken header, or an absurd size", async () => {
    const before = await imageCount();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const signature = PNG.subarray(0, 8);
    const withoutIend = PNG.subarray(0, PNG.length - PNG_IEND.length);
    const brokenCrc = Buffer.from(PNG);
    brokenCrc[29] = (brokenCrc[29] ?? 0) ^ 0xff;
    const sof = JPEG.indexOf(Buffer.from([0xff, 0xc0]));
    const zeroWidthJpeg = Buffer.from(JPEG);
    zeroWidthJpeg.writeUInt16BE(0, sof + 7);
    const vp8 = LOSSY_WEBP.indexOf(Buffer.from([0x9d, 0x01, 0x2a]));
    const badStartCode = Buffer.from(LOSSY_WEBP);
    badStartCode[vp8] = 0;
    const notPictures: [string, Buffer][] = [
      ['png header then html', Buffer.concat([signature, ihdr(1, 1), html])],
      ['png then html', Buffer.concat([PNG, html])],
      ['png without its end', withoutIend],
      ['png with a wrong crc', brokenCrc],
      ['png with an unknown critical chunk', Buffer.concat([withoutIend, pngChunk('EVIL', html), PNG_IEND])],
      ['png without image data', Buffer.concat([signature, ihdr(1, 1), PNG_IEND])],
      ['jpeg header then html', Buffer.concat([JPEG.subarray(0, 20), html])],
      ['jpeg cut in its scan', JPEG.subarray(0, JPEG.length - 2)],
      ['jpeg of width 0', zeroWidthJpeg],
      ['webp then html', Buffer.concat([WEBP, html])],
      ['webp with a wrong start code', badStartCode],
      ['extended webp without its image', extendedWebp(1, 1).subarray(0, 30)],
    ];
    for (const [name, bytes] of notPictures) {
      const response = await upload('ana', [{ filename: `${name}.png`, contentType: 'image/png', bytes }]);
      expect(response.statusCode, name).toBe(415);
      expect(response.json()).toMatchObject({ detail: USERS_STRINGS.notAnImage, field: 'file' });
    }
    // A few hundred bytes that would open as 100,000 × 100,000 pixels on a tablet.
    const huge: [string, Buffer][] = [
      ['png', Buffer.concat([signature, ihdr(100_000, 100_000), withoutIend.subarray(33), PNG_IEND])],
      ['webp', extendedWebp(16_000, 16_000)],
      ['png 10,001 pixels wide', Buffer.concat([signature, ihdr(IMAGE_DIMENSIONS.maxSidePx + 1, 1), withoutIend.subarray(33), PNG_IEND])],
    ];
    for (const [name, bytes] of huge) {
      const response = await upload('ana', [{ filename: 'huge.png', contentType: 'image/png', bytes }]);
      expect(response.statusCode, name).toBe(422);
      expect(response.json()).toMatchObject({ detail: USERS_STRINGS.tooManyPixels, field: 'file' });
    }
    expect(await imageCount()).toBe(before);
    // The largest allowed side is fine.
    const widest = Buffer.concat([signature, ihdr(IMAGE_DIMENSIONS.maxSidePx, 1), withoutIend.subarray(33), PNG_IEND]);
    expect((await upload('ana', [{ filename: 'wide.png', contentType: 'image/png', bytes: widest }])).statusCode).toBe(200);
  });

  it('wants one file in a multipart form and a session', async () => {
    const png = { filename: 'a.png', contentType: 'image/png', bytes: PNG };
    const two = await upload('ana', [png, { ...png, field: 'second' }]);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({ detail: USERS_STRINGS.oneFileOnly, field: 'file' });
    const none = await upload('ana', [], { name: 'no file here' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ detail: USERS_STRINGS.noFile, field: 'file' });
    const json = await w.post('ana', '/image-upload/', { file: 'iVBOR…' });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ detail: USERS_STRINGS.notMultipart });
    const torn = await w.t.app.inject({
      method: 'POST',
      url: `${BM}/image-upload/`,
      headers: { ...authHeader(w.tokens.ana), 'content-type': 'multipart/form-data' },
      payload: 'no boundary at all',
    });
    expect(torn.statusCode).toBe(400);
    // A form field besides the file is ignored.
    expect((await upload('ana', [png], { caption: 'me' })).statusCode).toBe(200);
    const anonymous = await w.t.app.inject({
      method: 'POST',
      url: `${BM}/image-upload/`,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: formBody([png]),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("sets an uploaded picture as the selected user's, shown by the profile and the list", async () => {
    const image = await uploaded('ana', { filename: 'dana.webp', contentType: 'image/webp', bytes: WEBP });
    const dana = w.ids.user.r8!;
    const set = await w.post('ana', '/update-image/', { imageId: image.id, userId: dana });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ msg: 'Success', displayPicture: image.url });
    expect((await w.post('ana', '/user-details/', { userId: dana })).json()).toMatchObject({ displayPicture: image.url });
    expect((await w.post('ben', '/users/', { search: 'dana' })).json()).toMatchObject({ users: [{ displayPicture: image.url }] });
    // The front desk sets one for a user of its building.
    const deskImage = await uploaded('desk', { filename: 'mia.png', contentType: 'image/png', bytes: PNG });
    expect((await w.post('desk', '/update-image/', { imageId: deskImage.id, userId: w.ids.user.r2 })).statusCode).toBe(200);
  });

  it("without userId sets the signed-in account's own picture", async () => {
    const image = await uploaded('ben', { filename: 'ben.png', contentType: 'image/png', bytes: PNG });
    expect((await w.post('ben', '/update-image/', { imageId: image.id })).statusCode).toBe(200);
    const [row] = await w.t.db.query<{ image_id: number }>("SELECT image_id FROM account WHERE email = 'ben@example.com'");
    expect(row?.image_id).toBe(image.id);
  });

  it("refuses another manager's user, another account's picture and an unknown one", async () => {
    const bens = await uploaded('ben', { filename: 'b.png', contentType: 'image/png', bytes: PNG });
    const anas = await uploaded('ana', { filename: 'a.png', contentType: 'image/png', bytes: PNG });
    for (const [who, payload, field, message] of [
      ['ben', { imageId: bens.id, userId: w.ids.user.r1 }, 'userId', USERS_STRINGS.userNotFound],
      ['desk', { imageId: bens.id, userId: w.ids.user.r6 }, 'userId', USERS_STRINGS.userNotFound],
      ['ben', { imageId: anas.id, userId: w.ids.user.r6 }, 'imageId', USERS_STRINGS.imageNotFound],
      ['ben', { imageId: anas.id }, 'imageId', USERS_STRINGS.imageNotFound],
      ['ana', { imageId: 999_999, userId: w.ids.user.r6 }, 'imageId', USERS_STRINGS.imageNotFound],
    ] as const) {
      const response = await w.post(who, '/update-image/', payload);
      expect(response.statusCode, `${who} ${JSON.stringify(payload)}`).toBe(404);
      expect(response.json()).toMatchObject({ detail: message, field });
    }
    const [aiko] = await w.t.db.query<{ image_id: number | null }>('SELECT image_id FROM resident WHERE id = $1', [w.ids.user.r6]);
    expect(aiko?.image_id).toBeNull();
    expect((await w.post('desk', '/update-image/', { imageId: bens.id, buildingId: w.ids.building.b2 })).statusCode).toBe(403);
    for (const [payload, field] of [
      [{}, 'imageId'],
      [{ imageId: 'x' }, 'imageId'],
      [{ imageId: 1, userId: 0 }, 'userId'],
    ] as const) {
      const response = await w.post('ana', '/update-image/', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(field);
    }
  });

  it('deletes an upload nobody uses a day later, and keeps pictures in use', async () => {
    const unused = await uploaded('desk', { filename: 'abandoned.png', contentType: 'image/png', bytes: PNG });
    const used = await uploaded('desk', { filename: 'raj.png', contentType: 'image/png', bytes: PNG });
    expect((await w.post('desk', '/update-image/', { imageId: used.id, userId: w.ids.user.r3 })).statusCode).toBe(200);
    await w.t.db.query("UPDATE image SET created_at = now() - interval '25 hours' WHERE id = ANY($1::int[])", [[unused.id, used.id]]);
    const fresh = await uploaded('desk', { filename: 'new.png', contentType: 'image/png', bytes: PNG });
    const status = async (url: string) => (await w.t.app.inject({ method: 'GET', url })).statusCode;
    expect([await status(unused.url), await status(used.url), await status(fresh.url)]).toEqual([404, 200, 200]);
    expect((await w.post('desk', '/user-details/', { userId: w.ids.user.r3 })).json()).toMatchObject({ displayPicture: used.url });
  });

  it('answers an unknown picture with 404 and a malformed key with 400, never cached', async () => {
    const unknown = await w.t.app.inject({ method: 'GET', url: `/api/images/${'0'.repeat(32)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
    const malformed = await w.t.app.inject({ method: 'GET', url: '/api/images/1' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('key');
  });

  it('documents every user-directory call in the OpenAPI, the upload as a multipart form', async () => {
    const doc = (await w.t.app.inject({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
    };
    for (const path of ['users', 'user-details', 'user-events', 'user-event-details', 'create-user', 'amenity-membership/{userId}', 'image-upload', 'update-image']) {
      expect(doc.paths[`${BM}/${path}/`]?.post, path).toBeDefined();
    }
    expect(doc.paths['/api/images/{key}']?.get).toBeDefined();
    expect(Object.keys(doc.paths[`${BM}/image-upload/`]?.post?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
  });
});
