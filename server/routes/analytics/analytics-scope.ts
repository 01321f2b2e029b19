import { narrowBuildingScope, resolveBuildingScope } from '../../auth/building-scope.ts';
import type { AuthenticatedAccount } from '../../auth/fastify-types.ts';
import type { Queryable } from '../../db/database.ts';
import { httpError } from '../../http/http-error.ts';
import { studioWorksWithSql } from '../../buildings/studio-scope-sql.ts';
import type { FilterBody, PeriodBody } from './analytics-schemas.ts';
import { ANALYTICS_MESSAGES } from './analytics-strings.ts';

const MONTHS_PER_QUARTER = 3;
const EVENT_TYPES = { 1: 'social', 2: 'fitness' } as const;

/** What every analytics query reads (docs/design/metrics.md, "Scope of a query"), but the period. */
export interface FilterScope {
  buildingIds: number[];
  eventType: 'social' | 'fitness' | null;
  studioId: number | null;
  /** A company or block: narrows users to its members (events stay those of its building). */
  unitId: number | null;
}

/** The filters and the period of a call about a month or a quarter. */
export interface AnalyticsScope extends FilterScope {
  /** First and last calendar day of the period, 'YYYY-MM-DD', taken in each building's own zone by the SQL. */
  firstDay: string;
  lastDay: string;
  /** The first day of each month of the period, oldest first. */
  months: string[];
}

/** 0, null and absent all mean "no filter" (a month, quarter, unit, studio, venue; buildings: building-scope.ts). */
const chosen = (id: number | null | undefined): number | null => (id === undefined || id === null || id === 0 ? null : id);

const isoDay = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The period's first and last calendar day: a month, or a quarter (months 1-3, 4-6, 7-9, 10-12). */
function periodDays(body: Pick<PeriodBody, 'year' | 'month' | 'quarterly'>): {
  firstDay: string;
  lastDay: string;
  months: string[];
} {
  const month = chosen(body.month);
  const quarter = chosen(body.quarterly);
  if (month !== null && quarter !== null) throw httpError(400, ANALYTICS_MESSAGES.periodAmbiguous, 'month');
  if (month === null && quarter === null) throw httpError(400, ANALYTICS_MESSAGES.periodRequired, 'month');
  const firstMonth = month ?? (quarter! - 1) * MONTHS_PER_QUARTER + 1;
  const lastMonth = month ?? quarter! * MONTHS_PER_QUARTER;
  // Day 0 of the next month is the last day of lastMonth (pure calendar arithmetic, no time zone).
  const lastDate = new Date(Date.UTC(body.year, lastMonth, 0)).getUTCDate();
  const months = Array.from({ length: lastMonth - firstMonth + 1 }, (_, i) => isoDay(body.year, firstMonth + i, 1));
  return { firstDay: isoDay(body.year, firstMonth, 1), lastDay: isoDay(body.year, lastMonth, lastDate), months };
}

/**
 * The buildings a call reads: the caller's (resolveBuildingScope: a building admin's one, a named
 * building must be the caller's), narrowed by managerBuildingId. Not the caller's: 403.
 */
export function analyticsBuildings(
  account: Pick<AuthenticatedAccount, 'role' | 'buildingIds'>,
  body: { buildingId?: number | null; managerBuildingId?: number | null },
): number[] {
  return narrowBuildingScope(resolveBuildingScope(account, body.buildingId), body.managerBuildingId, 'managerBuildingId');
}

/**
 * docs/product-spec.md, Analytics and Roles and permissions: a building whose dashboard access is off shows no analytics. "All buildings" leaves
 * such buildings out; when none is left (the one building asked for, or all of them, is off) the
 * call is refused with the overlay's sentence, so no figure of such a building is ever answered.
 */
async function withDashboardAccess(db: Queryable, buildingIds: number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT id FROM building WHERE id = ANY($1::int[]) AND dashboard_access', [
    buildingIds,
  ]);
  const open = new Set(rows.map((row) => row.id));
  const allowed = buildingIds.filter((id) => open.has(id));
  if (allowed.length === 0 && buildingIds.length > 0) throw httpError(403, ANALYTICS_MESSAGES.accessOff, 'managerBuildingId');
  return allowed;
}

/** Resolves and checks the period and every filter of an analytics call (the period first). */
export async function resolveAnalyticsScope(
  db: Queryable,
  account: Pick<AuthenticatedAccount, 'role' | 'buildingIds'>,
  body: PeriodBody,
): Promise<AnalyticsScope> {
  const period = periodDays(body);
  return { ...(await resolveFilterScope(db, account, body)), ...period };
}

/** Resolves and checks every filter of an analytics call. */
export async function resolveFilterScope(
  db: Queryable,
  account: Pick<AuthenticatedAccount, 'role' | 'buildingIds'>,
  body: FilterBody,
): Promise<FilterScope> {
  let buildingIds = await withDashboardAccess(db, analyticsBuildings(account, body));
  const unitId = chosen(body.unitId);
  const studioId = chosen(body.studioId);
  if (unitId !== null && body.allCompanies === true) throw httpError(400, ANALYTICS_MESSAGES.unitWithAllCompanies, 'unitId');
  if (unitId !== null || studioId !== null) {
    const [found] = await db.query<{ unit_building: number | null; studio: boolean }>(
      `SELECT (SELECT u.building_id FROM unit u WHERE u.id = $1::int AND u.building_id = ANY($2::int[])) AS unit_building,
              EXISTS (SELECT 1 FROM studio s WHERE s.id = $3::int AND ${studioWorksWithSql('s', '$2')}) AS studio`,
      [unitId, buildingIds, studioId],
    );
    if (unitId !== null) {
      if (found?.unit_building === null || found?.unit_building === undefined) {
        throw httpError(404, ANALYTICS_MESSAGES.unitNotFound, 'unitId');
      }
      buildingIds = [found.unit_building];
    }
    if (studioId !== null && found?.studio !== true) throw httpError(404, ANALYTICS_MESSAGES.studioNotFound, 'studioId');
  }
  const eventType = body.eventType === 1 || body.eventType === 2 ? EVENT_TYPES[body.eventType] : null;
  return { buildingIds, eventType, studioId, unitId };
}

/** A venue filter (0 or absent: all venues) must name a venue of a building in scope: else 404. */
export async function resolveVenue(db: Queryable, scope: AnalyticsScope, venueId: number | null | undefined): Promise<number | null> {
  const id = chosen(venueId);
  if (id === null) return null;
  const rows = await db.query('SELECT 1 FROM venue WHERE id = $1 AND building_id = ANY($2::int[])', [id, scope.buildingIds]);
  if (rows.length === 0) throw httpError(404, ANALYTICS_MESSAGES.venueNotFound, 'venueId');
  return id;
}
