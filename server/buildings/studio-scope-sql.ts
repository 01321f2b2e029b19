/**
 * SQL condition: the studio row `studio` works with one of the buildings `buildingIds` (an int[]
 * parameter such as '$1'): it is linked to one (a studio created for it, migration 009) or has an
 * event there. The studios a caller may see, list and name are exactly these.
 */
export function studioWorksWithSql(studio: string, buildingIds: string): string {
  return `(EXISTS (SELECT 1 FROM studio_building sb WHERE sb.studio_id = ${studio}.id AND sb.building_id = ANY(${buildingIds}::int[]))
        OR EXISTS (SELECT 1 FROM event e WHERE e.studio_id = ${studio}.id AND e.building_id = ANY(${buildingIds}::int[])))`;
}
