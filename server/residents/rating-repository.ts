// A resident's rating of an event they came to (residents.md, "After the event"): stars on their own
// RSVP (rsvp.rating, which every figure reads), an optional comment and the time. One per resident
// and event, given again freely until 7 days after the end. The same rules whichever door it came
// through: the e-mail's link (the RSVP named by its token) or the resident's session (the event).
import type { Queryable } from '../db/database.ts';
import { announceChange } from '../live-changes/change-notice.ts';
import { httpError } from '../http/http-error.ts';
import { RATING_LIMITS } from '../../src/contract/limits.ts';
import { RATING_STRINGS } from './rating-strings.ts';

export interface RatingInput {
  stars: number;
  comment?: string | null | undefined;
}

export interface GivenRating {
  eventId: number;
  eventName: string;
  stars: number;
  comment: string | null;
  ratedAt: string;
  /** Until when it may be changed (7 days after the end). */
  changeableUntil: string;
}

interface TargetRow {
  rsvpId: number | null;
  eventId: number;
  buildingId: number;
  cancelled: boolean;
  attended: boolean;
  ended: boolean;
  open: boolean;
}

const TARGET_COLUMNS = `r.id AS "rsvpId", e.id AS "eventId", e.building_id AS "buildingId", e.cancelled,
  coalesce(r.checked_in_at IS NOT NULL AND r.status <> 'cancelled', false) AS attended,
  e.ends_at <= $2::timestamptz AS ended,
  e.ends_at + make_interval(days => $3) > $2::timestamptz AS open`;

/** Any C0 control but the line break, DEL or a C1 control: a comment may run over lines, nothing else. */
function hasControlCharacter(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if ((code < 0x20 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

function commentOf(input: RatingInput): string | null {
  const comment = input.comment ?? null;
  if (comment === null) return null;
  if (hasControlCharacter(comment)) throw httpError(400, RATING_STRINGS.commentControl, 'comment');
  const trimmed = comment.trim();
  return trimmed.length === 0 ? null : trimmed;
}

/** The RSVP to rate, or the sentence why not (cancelled, not checked in, not ended, closed). */
function rsvpToRate(target: TargetRow): number {
  if (target.cancelled) throw httpError(422, RATING_STRINGS.cancelled);
  if (target.rsvpId === null || !target.attended) throw httpError(403, RATING_STRINGS.notAttended);
  if (!target.ended) throw httpError(422, RATING_STRINGS.notEnded);
  if (!target.open) throw httpError(422, RATING_STRINGS.closed);
  return target.rsvpId;
}

async function saveRating(tx: Queryable, target: TargetRow, input: RatingInput, now: Date): Promise<GivenRating> {
  const comment = commentOf(input);
  const rsvpId = rsvpToRate(target);
  const [row] = await tx.query<GivenRating>(
    `UPDATE rsvp r SET rating = $2, rating_comment = $3, rated_at = $4::timestamptz
       FROM event e
      WHERE r.id = $1 AND e.id = r.event_id
     RETURNING e.id AS "eventId", e.name AS "eventName", r.rating AS stars, r.rating_comment AS comment,
               to_char(r.rated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "ratedAt",
               to_char((e.ends_at + make_interval(days => $5)) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "changeableUntil"`,
    [rsvpId, input.stars, comment, now, RATING_LIMITS.changeableDays],
  );
  if (!row) throw httpError(404, RATING_STRINGS.eventNotFound);
  // The event's figures (User ratings) changed: the staff screens showing it read them again.
  await announceChange(tx, { kind: 'roster', buildingIds: [target.buildingId], eventIds: [target.eventId] });
  return row;
}

/** rate/: the signed-in resident's rating of an event of one of their buildings (another's: 404, as unknown). */
export async function rateAsResident(
  tx: Queryable,
  resident: { id: number; buildingIds: readonly number[] },
  eventId: number,
  input: RatingInput,
  now: Date,
): Promise<GivenRating> {
  const [target] = await tx.query<TargetRow>(
    `SELECT ${TARGET_COLUMNS}
       FROM event e LEFT JOIN rsvp r ON r.event_id = e.id AND r.resident_id = $4
      WHERE e.id = $1 AND e.building_id = ANY($5::int[])`,
    [eventId, now, RATING_LIMITS.changeableDays, resident.id, resident.buildingIds],
  );
  if (!target) throw httpError(404, RATING_STRINGS.eventNotFound, 'eventId');
  return saveRating(tx, target, input, now);
}

/** rate-link/: the rating of the RSVP an e-mailed token names (the resident need not still be a member). */
export async function rateByRsvp(tx: Queryable, rsvpId: number, input: RatingInput, now: Date): Promise<GivenRating> {
  const [target] = await tx.query<TargetRow>(
    `SELECT ${TARGET_COLUMNS}
       FROM rsvp r JOIN event e ON e.id = r.event_id
      WHERE r.id = $1`,
    [rsvpId, now, RATING_LIMITS.changeableDays],
  );
  if (!target) throw httpError(400, RATING_STRINGS.linkRefused, 'token');
  return saveRating(tx, target, input, now);
}
