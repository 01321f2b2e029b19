import type { Queryable } from '../../db/database.ts';
import { toCalendarEntry, type CalendarEntry, type CalendarRow } from '../../calendar/calendar-repository.ts';
import { localDateSql, localTimeSql } from '../../figures/event-figures-sql.ts';
import { imageUrl } from '../../images/image-url.ts';
import { isoSql } from '../../db/iso-sql.ts';
import type { User, UserBuilding } from './users-schemas.ts';

/** Which buildings a user-directory read looks through. */
export interface UserScope {
  /** Every building the caller may see: a user's `buildings` list is never wider than these. */
  visibleBuildingIds: number[];
  /** The building filter (all visible buildings when none is chosen); a listed user has one of these. */
  filterBuildingIds: number[];
}

interface UserRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  cellPhone: string | null;
  imageKey: string | null;
  joiningDate: string;
  memberships: UserBuilding[] | null;
}

/**
 * The users whose ids the CTE `page` (a column `id`; more columns allowed) holds, in the order of
 * `orderBy`, each with its memberships among the visible buildings ($1), those of the filter ($2)
 * first, then by building name. The memberships of the whole page are joined and grouped in one pass
 * (a subquery per user re-read the building and unit tables for each: 0.4 s for 5,000 users). Both
 * engines hand json back parsed.
 */
function usersOfPageSql(pageSql: string, extraColumns = '', orderBy = 'r.id'): string {
  return `
    WITH page AS (${pageSql}),
    memberships AS (
      SELECT m.resident_id,
             json_agg(json_build_object(
               'buildingId', b.id, 'buildingName', b.name, 'amenityMembership', b.amenity_membership,
               'amenityMember', m.amenity_member, 'apartment', m.apartment,
               'unit', CASE WHEN u.id IS NOT NULL THEN json_build_object('id', u.id, 'name', u.name) END)
             ORDER BY b.id = ANY($2::int[]) DESC, b.name, b.id) AS memberships
        FROM page p
        JOIN membership m ON m.resident_id = p.id AND m.building_id = ANY($1::int[])
        JOIN building b ON b.id = m.building_id
        LEFT JOIN unit u ON u.id = m.unit_id
       GROUP BY m.resident_id
    )
    SELECT ${extraColumns}
           r.id, r.first_name AS "firstName", r.last_name AS "lastName", r.email, r.cell_phone AS "cellPhone",
           i.public_key AS "imageKey", to_char(r.joining_date, 'YYYY-MM-DD') AS "joiningDate", ms.memberships
      FROM page p
      JOIN resident r ON r.id = p.id
      LEFT JOIN memberships ms ON ms.resident_id = r.id
      LEFT JOIN image i ON i.id = r.image_id
     ORDER BY ${orderBy}`;
}

function toUser(row: UserRow): User {
  const buildings = row.memberships ?? [];
  const associated = buildings[0];
  // Every row comes from a query that demands a membership of the filter's buildings.
  if (!associated) throw new Error(`user ${row.id} was read without a membership in scope`);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    cellPhone: row.cellPhone,
    displayPicture: row.imageKey === null ? null : imageUrl(row.imageKey),
    joiningDate: row.joiningDate,
    amenityMember: associated.amenityMember,
    apartment: associated.apartment,
    unit: buildings.flatMap((b) => (b.unit ? [{ id: b.unit.id, name: b.unit.name, buildingId: b.buildingId }] : [])),
    buildings,
    associatedBuilding: associated,
  };
}

/** '%text%' for LIKE, the text lower-cased and its own % _ \ taken literally. */
function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Residents `r` with a membership in `buildingIds` whose first name, last name, full name (either
 * order: "Daniel Chen", "Chen Daniel") or e-mail is LIKE `pattern` (any when NULL). The spec's
 * first-name-or-e-mail match (docs/product-spec.md, Validation rules) stays inside it; last and full
 * names match too, as a desk searching for a resident expects.
 */
function matchingUsersSql(buildingIds: string, pattern: string): string {
  const like = (text: string) => `lower(${text}) LIKE ${pattern} ESCAPE '\\'`;
  return `
    FROM resident r
    WHERE EXISTS (SELECT 1 FROM membership m WHERE m.resident_id = r.id AND m.building_id = ANY(${buildingIds}::int[]))
      AND (${pattern}::text IS NULL
        OR ${like("r.first_name || ' ' || r.last_name")} OR ${like("r.last_name || ' ' || r.first_name")}
        OR ${like('r.email')})`;
}

export interface UserPage {
  count: number;
  users: User[];
}

export interface UserListQuery {
  /** Trimmed; empty or null means no search. */
  search: string | null;
  offset: number;
  limit: number;
}

/**
 * Users with a membership in the filter's buildings whose name (first, last, or both in either
 * order) or e-mail contains `search` (case-insensitively), ordered by first name, last name
 * (case-insensitively) and id, so pages never overlap or skip. `count` is over all pages. One statement: the count is a scalar subquery beside
 * the page, so an empty page (offset past the end) still needs the second, count-only query.
 */
export async function listUsers(db: Queryable, scope: UserScope, query: UserListQuery): Promise<UserPage> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const rows = await db.query<UserRow & { count: number }>(
    usersOfPageSql(
      `SELECT r.id, lower(r.first_name) AS first_key, lower(r.last_name) AS last_key
         ${matchingUsersSql('$2', '$3')}
        ORDER BY first_key, last_key, r.id
        LIMIT $4 OFFSET $5`,
      `(SELECT count(*)::int ${matchingUsersSql('$2', '$3')}) AS count,`,
      'p.first_key, p.last_key, p.id',
    ),
    [scope.visibleBuildingIds, scope.filterBuildingIds, pattern, query.limit, query.offset],
  );
  if (rows.length > 0) return { count: rows[0]?.count ?? 0, users: rows.map(toUser) };
  const [counted] = await db.query<{ count: number }>(`SELECT count(*)::int AS count ${matchingUsersSql('$1', '$2')}`, [
    scope.filterBuildingIds,
    pattern,
  ]);
  return { count: counted?.count ?? 0, users: [] };
}

/**
 * One user with a membership in the filter's buildings, and when they last signed in to the
 * residents' own pages (null: never); null when not found (unknown or not the caller's).
 */
export async function findUserProfile(
  db: Queryable,
  scope: UserScope,
  userId: number,
): Promise<{ user: User; signedInAt: string | null } | null> {
  const [row] = await db.query<UserRow & { signedInAt: string | null }>(
    usersOfPageSql(
      `SELECT r.id FROM resident r
        WHERE r.id = $3
          AND EXISTS (SELECT 1 FROM membership m WHERE m.resident_id = r.id AND m.building_id = ANY($2::int[]))`,
      `${isoSql('r.last_signed_in_at')} AS "signedInAt",`,
    ),
    [scope.visibleBuildingIds, scope.filterBuildingIds, userId],
  );
  return row ? { user: toUser(row), signedInAt: row.signedInAt } : null;
}

/**
 * The user's calendar: every event (not cancelled) of `buildingIds` that the user holds a
 * non-cancelled RSVP to, found through the user's RSVPs (rsvp_resident index), and every holiday that
 * applies to one of `buildingIds`. `rsvps` is the event's non-cancelled RSVP count (event.rsvp_count,
 * kept by triggers), as on the dashboard calendar.
 */
export async function userCalendar(db: Queryable, userId: number, buildingIds: number[]): Promise<CalendarEntry[]> {
  const rows = await db.query<CalendarRow>(
    `SELECT * FROM (
     SELECT e.id, e.name, ${localDateSql('e.starts_at')} AS date, ${localTimeSql('e.starts_at')} AS time,
            ${localTimeSql('e.ends_at')} AS end_time, e.rsvp_count AS rsvps, e.image, false AS is_holiday,
            NULL::text AS description, b.id AS building_id, b.name AS building_name, b.time_zone
       FROM rsvp mine
       JOIN event e ON e.id = mine.event_id AND NOT e.cancelled
       JOIN building b ON b.id = e.building_id
      WHERE mine.resident_id = $2 AND NOT mine.cancelled AND e.building_id = ANY($1::int[])
     UNION ALL
     SELECT h.id, h.name, to_char(h.day, 'YYYY-MM-DD'), NULL, NULL, NULL, h.image, true,
            coalesce(h.description, ''), NULL, NULL, NULL
       FROM holiday h
      WHERE cardinality($1::int[]) > 0
        AND (h.all_buildings OR EXISTS (
          SELECT 1 FROM holiday_building hb WHERE hb.holiday_id = h.id AND hb.building_id = ANY($1::int[])))
     ) entries
     ORDER BY date COLLATE "C", is_holiday DESC, time COLLATE "C", id`,
    [buildingIds, userId],
  );
  return rows.map(toCalendarEntry);
}
