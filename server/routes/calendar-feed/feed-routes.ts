import type { FastifyInstance } from 'fastify';
import { writeCalendar } from '../../calendar/ical-writer.ts';
import { notModified } from '../../http/conditional-get.ts';
import { httpError } from '../../http/http-error.ts';
import { RATE_LIMITS } from '../../http/limits.ts';
import { publicUrlOf } from '../../http/public-url.ts';
import { limitAttempts } from '../../http/rate-limit.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { feedEvents, findFeedBuilding } from './feed-repository.ts';
import { feedFileSchema } from './feed-schemas.ts';
import { looksLikeFeedSecret, secretHash } from './feed-secret.ts';
import { feedCalendarName, FEED_MESSAGES } from './feed-strings.ts';

export const FEED_PATH_PREFIX = '/api/calendar/';
const FEED_SUFFIX = '.ics';
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** Where a feed with this secret is served. */
export function feedUrl(app: FastifyInstance, secret: string): string {
  return `${publicUrlOf(app)}${FEED_PATH_PREFIX}${secret}${FEED_SUFFIX}`;
}

/** The right-hand side of calendar UIDs: this portal's host, so they stay unique beside other calendars. */
export function uidDomain(app: FastifyInstance): string {
  return new URL(publicUrlOf(app)).hostname || 'localhost';
}

/**
 * The public feed, outside the session scopes: the secret in the address is the permission. Every
 * request counts against its address's limit first, so guessing secrets is slow as well as hopeless.
 */
const feedRoutes: RoutePlugin = async (app) => {
  const perAddress = limitAttempts(app, [
    { name: 'calendar-feed-ip', max: RATE_LIMITS.calendarFeeds.perIp, windowMs: RATE_LIMITS.calendarFeeds.windowMs, key: (request) => request.ip },
  ]);
  app.get('/calendar/:file', { schema: feedFileSchema, preHandler: perAddress }, async (request, reply) => {
    const { file } = request.params;
    const secret = file.endsWith(FEED_SUFFIX) ? file.slice(0, -FEED_SUFFIX.length) : '';
    const building = looksLikeFeedSecret(secret) ? await findFeedBuilding(app.db, secretHash(secret)) : null;
    if (!building) throw httpError(404, FEED_MESSAGES.notFound);
    const events = await feedEvents(app.db, building.id, app.clock());
    const body = writeCalendar({ name: feedCalendarName(building.name), uidDomain: uidDomain(app) }, events);
    const lastModified = new Date(Math.max(building.publishedAt.getTime(), ...events.map((event) => event.updatedAt.getTime())));
    // Kept by a client, but asked about again each time (the conditional request below).
    reply.header('cache-control', 'private, no-cache');
    if (notModified(request, reply, body, lastModified)) return reply.code(304).send();
    return reply.type(CALENDAR_CONTENT_TYPE).send(body);
  });
};

export default feedRoutes;
