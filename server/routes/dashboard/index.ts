import { resolveBuildingScope } from '../../auth/building-scope.ts';
import { httpError } from '../../http/http-error.ts';
import { sendJsonText } from '../../http/json-text.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import {
  calendarMonth,
  dayEntries,
  eventLocalDate,
  heroChart,
  holidayDate,
  residentBuildingsInScope,
  topNumbers,
} from './dashboard-repository.ts';
import {
  calendarEventsSchema,
  eventDetailsSchema,
  heroChartSchema,
  topNumbersSchema,
} from './dashboard-schemas.ts';
import { DASHBOARD_MESSAGES } from './dashboard-strings.ts';

/** In the manager scope (server/http/session-scope.ts). */
const dashboardRoutes: RoutePlugin = async (app) => {
  app.post(
    '/calendar-events/',
    { schema: calendarEventsSchema },
    async (request, reply) => {
      const buildingIds = resolveBuildingScope(request.account, request.body.buildingId);
      const entries = await calendarMonth(app.db, buildingIds, request.body.date);
      // Sent as JSON text made here, so Fastify does not serialise it again: its serialiser picks
      // each item's anyOf branch by validating it, which cost ~3x JSON.stringify on a month of
      // 2,400 events (--scale 20, all buildings). The repository builds each entry to exactly one
      // branch of the documented schema (dashboard-schemas.ts), which tests check.
      return sendJsonText(reply, JSON.stringify(entries));
    },
  );

  // The spec's app calls the same query by two names: on /dashboard and elsewhere.
  for (const path of ['/calendar-event-details/', '/user-event-details/']) {
    app.post(path, { schema: eventDetailsSchema }, async (request) => {
      const { userId, buildingId, eventId, holidayId } = request.body;
      let buildingIds = resolveBuildingScope(request.account, buildingId);
      let date = request.body.date;
      if (date === undefined) {
        // A deep link (?id=) that the loaded calendar does not hold: the popup names only the event
        // (?id={eventId}) or the holiday (?id=holiday-{holidayId}).
        if (eventId !== undefined && eventId !== null) {
          const eventDate = await eventLocalDate(app.db, eventId, buildingIds);
          if (eventDate === null) throw httpError(404, DASHBOARD_MESSAGES.eventNotFound, 'eventId');
          date = eventDate;
        } else if (holidayId !== undefined && holidayId !== null) {
          const day = await holidayDate(app.db, holidayId, buildingIds);
          if (day === null) throw httpError(404, DASHBOARD_MESSAGES.holidayNotFound, 'holidayId');
          date = day;
        } else {
          throw httpError(400, DASHBOARD_MESSAGES.dateRequired, 'date');
        }
      }
      if (userId === undefined || userId === null) return dayEntries(app.db, { buildingIds, date });
      // A user outside the scope answers like a missing one.
      buildingIds = await residentBuildingsInScope(app.db, userId, buildingIds);
      if (buildingIds.length === 0) throw httpError(404, DASHBOARD_MESSAGES.userNotFound, 'userId');
      return dayEntries(app.db, { buildingIds, date, residentId: userId });
    });
  }

  app.post(
    '/hero-chart/',
    { schema: heroChartSchema },
    async (request) => {
      const { event, year, buildingId } = request.body;
      const buildingIds = resolveBuildingScope(request.account, buildingId);
      return heroChart(app.db, { buildingIds, eventCount: event, year, now: new Date() });
    },
  );

  app.post(
    '/top-numbers/',
    { schema: topNumbersSchema },
    async (request) => {
      const buildingIds = resolveBuildingScope(request.account, request.body?.buildingId);
      return topNumbers(app.db, buildingIds, new Date());
    },
  );
};

export default dashboardRoutes;
