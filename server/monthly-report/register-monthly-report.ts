import type { FastifyInstance } from 'fastify';
import { publicUrlOf } from '../http/public-url.ts';
import { mailDomainOf } from '../mail/mailer.ts';
import { createMonthlyReportScheduler, type MonthlyReportScheduler } from './monthly-report-scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The monthly report e-mail's background work (tests call runNow with a fake clock). */
    monthlyReports: MonthlyReportScheduler;
  }
}

/** The profile page, where the e-mail is turned off. */
export const PROFILE_PATH = '/profile';

/** Starts with listening (after migrations, server/main.ts), so a month missed while down goes out then. */
export function registerMonthlyReportMail(app: FastifyInstance): void {
  const scheduler = createMonthlyReportScheduler({
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    clock: app.clock,
    messageIdDomain: mailDomainOf(app.config.mailFrom),
    profileUrl: () => `${publicUrlOf(app)}${PROFILE_PATH}`,
  });
  app.decorate('monthlyReports', scheduler);
  app.addHook('onListen', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());
}
