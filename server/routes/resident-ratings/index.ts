import { httpError } from '../../http/http-error.ts';
import { residentLinkLimit } from '../../http/rate-limit.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { rateAsResident, rateByRsvp } from '../../residents/rating-repository.ts';
import { RATING_STRINGS } from '../../residents/rating-strings.ts';
import { rsvpIdOfRatingToken } from '../../residents/rating-token.ts';
import { rateLinkSchema, rateSchema } from './resident-ratings-schemas.ts';

/** rate/, in the residents' scope (server/http/resident-scope.ts): the caller's own rating of an event they came to. */
export const residentRatingRoutes: RoutePlugin = async (app) => {
  app.post('/rate/', { schema: rateSchema }, async (request) => {
    const { eventId, stars, comment } = request.body;
    const rating = await app.db.transaction((tx) => rateAsResident(tx, request.resident, eventId, { stars, comment }, app.clock()));
    return { rating };
  });
};

/**
 * rate-link/, without a session: the e-mail's token names the RSVP (rating-token.ts). Only a POST
 * acts; the page the e-mailed link opens shows a form first, so a mail scanner's GET rates nothing.
 */
export const residentRatingLinkRoutes: RoutePlugin = async (app) => {
  app.post('/rate-link/', { schema: rateLinkSchema, preHandler: residentLinkLimit(app) }, async (request) => {
    const { token, stars, comment } = request.body;
    const rsvpId = rsvpIdOfRatingToken(app.config.jwtSecret, token);
    if (rsvpId === null) throw httpError(400, RATING_STRINGS.linkRefused, 'token');
    const rating = await app.db.transaction((tx) => rateByRsvp(tx, rsvpId, { stars, comment }, app.clock()));
    return { rating };
  });
};
