import type { FastifyInstance } from 'fastify';
import { createRatingRequestSchedule, type RatingRequestSchedule } from './rating-request-schedule.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** When the e-mails asking residents to rate an event are due (tests call runNow with a fake clock). */
    ratingRequests: RatingRequestSchedule;
  }
}

/** Starts with listening (after migrations), so requests missed while the server was down go out then. */
export function registerRatingRequests(app: FastifyInstance): void {
  const schedule = createRatingRequestSchedule({ db: app.db, queue: app.mailQueue, log: app.log, clock: app.clock });
  app.decorate('ratingRequests', schedule);
  app.addHook('onListen', async () => schedule.start());
  app.addHook('onClose', async () => schedule.stop());
}
