import { resolveBuildingScope, resolveOneBuilding } from '../../auth/building-scope.ts';
import { MANAGER_ONLY_STRINGS, requireManager } from '../../auth/manager-only.ts';
import { writeCalendar } from '../../calendar/ical-writer.ts';
import { httpError } from '../../http/http-error.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { feedUrl, uidDomain } from './feed-routes.ts';
import { calendarEvent, feedStatus, publishFeed, unpublishFeed } from './feed-repository.ts';
import { eventCalendarFileSchema, feedStatusSchema, renewFeedSchema, unpublishFeedSchema } from './feed-schemas.ts';
import { newFeedSecret } from './feed-secret.ts';
import { feedCalendarName, FEED_MESSAGES } from './feed-strings.ts';

/** Characters a file name may not hold on common systems. */
const UNSAFE_FILE_NAME = /[\\/:*?"<>|\p{Cc}]+/gu;

/** In the manager scope (server/http/session-scope.ts): the feed of one of the caller's buildings, and one-event files. */
const calendarFeedRoutes: RoutePlugin = async (app) => {
  app.post('/calendar-feed/', { schema: feedStatusSchema }, async (request) =>
    feedStatus(app.db, resolveOneBuilding(request.account, request.body.buildingId, FEED_MESSAGES.chooseBuilding)),
  );

  // Publishing, renewing (every subscriber's address breaks) and stopping are a manager's to do.
  app.post('/calendar-feed/renew/', { schema: renewFeedSchema }, async (request) => {
    requireManager(request, MANAGER_ONLY_STRINGS.calendarFeed);
    const buildingId = resolveOneBuilding(request.account, request.body.buildingId, FEED_MESSAGES.chooseBuilding);
    const { secret, hash } = newFeedSecret();
    await publishFeed(app.db, buildingId, hash, request.account.id, app.clock());
    return { ...(await feedStatus(app.db, buildingId)), url: feedUrl(app, secret) };
  });

  app.post('/calendar-feed/stop/', { schema: unpublishFeedSchema }, async (request) => {
    requireManager(request, MANAGER_ONLY_STRINGS.calendarFeed);
    const buildingId = resolveOneBuilding(request.account, request.body.buildingId, FEED_MESSAGES.chooseBuilding);
    await unpublishFeed(app.db, buildingId);
    return feedStatus(app.db, buildingId);
  });

  app.post('/event-calendar-file/', { schema: eventCalendarFileSchema }, async (request) => {
    const event = await calendarEvent(app.db, request.body.eventId, resolveBuildingScope(request.account));
    if (!event) throw httpError(404, FEED_MESSAGES.eventNotFound, 'eventId');
    const content = writeCalendar({ name: feedCalendarName(event.building), uidDomain: uidDomain(app) }, [event]);
    return { fileName: `${event.name.replace(UNSAFE_FILE_NAME, ' ').trim() || 'event'}.ics`, content };
  });
};

export default calendarFeedRoutes;
