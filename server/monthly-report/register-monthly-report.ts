import type { FastifyInstance } from 'fastify';
import { createMonthlyReportSchedule, type MonthlyReportSchedule } from './monthly-report-schedule.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** When the monthly report e-mails are due (tests call runNow with a fake clock). */
    monthlyReports: MonthlyReportSchedule;
  }
}

/**
 * Starts with listening (after migrations, server/main.ts), so a month missed while down goes out
 * then. Needs the mail queue (server/mail/register-mail-queue.ts), which sends the reports.
 */
export function registerMonthlyReportMail(app: FastifyInstance): void {
  const schedule = createMonthlyReportSchedule({ db: app.db, queue: app.mailQueue, log: app.log, clock: app.clock });
  app.decorate('monthlyReports', schedule);
  app.addHook('onListen', async () => schedule.start());
  app.addHook('onClose', async () => schedule.stop());
}
