import type { FastifyInstance } from 'fastify';
import { createReminderSchedule, type ReminderSchedule } from './reminder-schedule.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** When the reminder e-mails are due (tests call runNow with a fake clock). */
    reminders: ReminderSchedule;
  }
}

/**
 * Starts with listening (after migrations, server/main.ts), so a reminder that came due while the
 * server was down goes out then. Needs the mail queue (server/mail/register-mail-queue.ts).
 */
export function registerReminders(app: FastifyInstance): void {
  const schedule = createReminderSchedule({ db: app.db, queue: app.mailQueue, log: app.log, clock: app.clock });
  app.decorate('reminders', schedule);
  app.addHook('onListen', async () => schedule.start());
  app.addHook('onClose', async () => schedule.stop());
}
