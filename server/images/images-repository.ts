import type { Queryable } from '../db/database.ts';
import type { ImageType } from './image-bytes.ts';

export interface StoredImage {
  id: number;
  publicKey: string;
}

/** Stores a checked picture; its public key (the URL's capability) is made by the database. */
export async function insertImage(db: Queryable, contentType: ImageType, bytes: Buffer, uploadedBy: number): Promise<StoredImage> {
  const [row] = await db.query<StoredImage>(
    `INSERT INTO image (content_type, bytes, uploaded_by) VALUES ($1, $2, $3)
     RETURNING id, public_key AS "publicKey"`,
    [contentType, bytes, uploadedBy],
  );
  if (!row) throw new Error('image insert returned no row');
  return row;
}

/**
 * Deletes the account's uploads older than `olderThanHours` that are nobody's picture: uploaded but
 * never set (as a picture or an event's), or replaced since. Their URLs answer 404 from then on; pictures in use are never touched.
 */
export async function purgeUnusedImages(db: Queryable, accountId: number, olderThanHours: number): Promise<number> {
  const rows = await db.query(
    `DELETE FROM image i
      WHERE i.uploaded_by = $1 AND i.created_at < now() - make_interval(hours => $2)
        AND NOT EXISTS (SELECT 1 FROM resident r WHERE r.image_id = i.id)
        AND NOT EXISTS (SELECT 1 FROM account a WHERE a.image_id = i.id)
        AND NOT EXISTS (SELECT 1 FROM event e WHERE e.image_id = i.id)
      RETURNING i.id`,
    [accountId, olderThanHours],
  );
  return rows.length;
}

/** A picture the account uploaded; null for an unknown one or another account's. */
export async function findOwnImage(db: Queryable, imageId: number, accountId: number): Promise<StoredImage | null> {
  const [row] = await db.query<StoredImage>(
    'SELECT id, public_key AS "publicKey" FROM image WHERE id = $1 AND uploaded_by = $2',
    [imageId, accountId],
  );
  return row ?? null;
}

export async function setResidentImage(db: Queryable, userId: number, imageId: number): Promise<void> {
  await db.query('UPDATE resident SET image_id = $2 WHERE id = $1', [userId, imageId]);
}

export async function setAccountImage(db: Queryable, accountId: number, imageId: number): Promise<void> {
  await db.query('UPDATE account SET image_id = $2 WHERE id = $1', [accountId, imageId]);
}

/** The bytes and type of the picture with this public key; null when there is none. */
export async function findImageByKey(db: Queryable, publicKey: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db.query<{ contentType: string; bytes: Uint8Array }>(
    'SELECT content_type AS "contentType", bytes FROM image WHERE public_key = $1',
    [publicKey],
  );
  // pg answers a Buffer, PGlite a Uint8Array.
  return row ? { contentType: row.contentType, bytes: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) } : null;
}
