// The self check-in kiosk's own read (a tablet residents touch): what it shows of an event's going
// residents and nothing else, so the device holds no more of them than it shows.
import { callerBuildings } from '../../auth/building-scope.ts';
import type { Queryable } from '../../db/database.ts';
import { httpError } from '../../http/http-error.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { KIOSK_CALL } from '../../http/session-scope.ts';
import { ROSTER_MESSAGES } from '../../front-desk/roster-messages.ts';
import { kioskRosterSchema, type KioskResident } from './kiosk-schemas.ts';

async function eventInBuildings(db: Queryable, eventId: number, buildingIds: readonly number[]): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM event WHERE id = $1 AND building_id = ANY($2::int[])', [eventId, buildingIds]);
  return rows.length > 0;
}

function kioskResidents(db: Queryable, eventId: number): Promise<KioskResident[]> {
  return db.query<KioskResident>(
    `SELECT r.resident_id AS "userId", p.first_name AS "firstName",
            upper(left(btrim(p.last_name), 1)) AS "lastInitial",
            coalesce(nullif(btrim(m.apartment), ''), u.name) AS unit,
            r.checked_in_at IS NOT NULL AS "checkedIn"
       FROM rsvp r
       JOIN event e ON e.id = r.event_id
       JOIN resident p ON p.id = r.resident_id
       LEFT JOIN membership m ON m.resident_id = r.resident_id AND m.building_id = e.building_id
       LEFT JOIN unit u ON u.id = m.unit_id
      WHERE r.event_id = $1 AND r.status = 'going'
      ORDER BY lower(p.first_name), upper(left(btrim(p.last_name), 1)), r.resident_id`,
    [eventId],
  );
}

/** In the manager scope (server/http/session-scope.ts): an event of the caller's buildings only. */
const kioskRoutes: RoutePlugin = async (app) => {
  app.post('/kiosk-roster/', { schema: kioskRosterSchema, config: KIOSK_CALL }, async (request) => {
    const { eventId } = request.body;
    if (!(await eventInBuildings(app.db, eventId, callerBuildings(request.account)))) throw httpError(404, ROSTER_MESSAGES.eventNotFound, 'eventId');
    return { eventId, residents: await kioskResidents(app.db, eventId) };
  });
};

export default kioskRoutes;
