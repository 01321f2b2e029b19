import type { Queryable } from '../../db/database.ts';
import { httpError } from '../../http/http-error.ts';
import { studioWorksWithSql } from '../../buildings/studio-scope-sql.ts';
import { findOwnImage } from '../../images/images-repository.ts';
import { imageUrl } from '../../images/image-url.ts';
import { SCHEDULE_MESSAGES } from '../../schedule/schedule-strings.ts';

/** What an event names besides itself; undefined: not given (keep), null: none. */
export interface EventReferences {
  venueId?: number | null;
  teacherId?: number | null;
  studioId?: number | null;
  imageId?: number | null;
  image?: string | null;
}

/** The picture columns an event gets: an upload (its URL and id) or one of the building's pictures. */
export interface EventImage {
  image: string | null;
  imageId: number | null;
}

async function exists(db: Queryable, sql: string, params: unknown[]): Promise<boolean> {
  return (await db.query(sql, params)).length > 0;
}

/**
 * Checks that every venue, teacher, studio and picture named belongs to the building: another
 * building's answers 404 naming the field, exactly like one that does not exist (nothing leaks).
 * A teacher belongs to a building that they taught at or whose studios include theirs.
 */
export async function checkReferences(db: Queryable, buildingId: number, accountId: number, refs: EventReferences): Promise<EventImage | undefined> {
  const ids = [buildingId];
  if (refs.venueId != null && !(await exists(db, 'SELECT 1 FROM venue WHERE id = $1 AND building_id = $2', [refs.venueId, buildingId]))) {
    throw httpError(404, SCHEDULE_MESSAGES.venueNotFound, 'venueId');
  }
  if (refs.studioId != null && !(await exists(db, `SELECT 1 FROM studio WHERE id = $1 AND ${studioWorksWithSql('studio', '$2')}`, [refs.studioId, ids]))) {
    throw httpError(404, SCHEDULE_MESSAGES.studioNotFound, 'studioId');
  }
  if (
    refs.teacherId != null &&
    !(await exists(
      db,
      `SELECT 1 FROM teacher t WHERE t.id = $1 AND (EXISTS (SELECT 1 FROM event e WHERE e.teacher_id = t.id AND e.building_id = $2)
         OR EXISTS (SELECT 1 FROM studio WHERE studio.id = t.studio_id AND ${studioWorksWithSql('studio', 'ARRAY[$2]')}))`,
      [refs.teacherId, buildingId],
    ))
  ) {
    throw httpError(404, SCHEDULE_MESSAGES.teacherNotFound, 'teacherId');
  }
  if (refs.imageId != null) {
    const upload = await findOwnImage(db, refs.imageId, accountId);
    if (!upload) throw httpError(404, SCHEDULE_MESSAGES.imageNotFound, 'imageId');
    return { image: imageUrl(upload.publicKey), imageId: upload.id };
  }
  if (refs.image != null) {
    const [known] = await db.query<{ imageId: number | null }>(
      'SELECT image_id AS "imageId" FROM event WHERE building_id = $1 AND image = $2 LIMIT 1',
      [buildingId, refs.image],
    );
    if (!known) throw httpError(404, SCHEDULE_MESSAGES.buildingImageNotFound, 'image');
    return { image: refs.image, imageId: known.imageId };
  }
  if (refs.imageId === null || refs.image === null) return { image: null, imageId: null };
  return undefined;
}
