import type { FastifyInstance } from 'fastify';
import { mailDomainOf } from '../mail/mailer.ts';
import { createMailQueue, type MailQueue } from '../routes/messages/message-mail-queue.ts';

/**
 * A waker of the message mail queue for a plugin that queues resident e-mails: it sends what is due
 * right after a commit. It is not started: the messages plugin's queue already looks for mail left
 * due (retries, other processes) on its own timer, and SKIP LOCKED keeps two passes from sending one
 * mail twice.
 */
export function eventMailQueue(app: FastifyInstance): MailQueue {
  const queue = createMailQueue({ db: app.db, mailer: app.mailer, log: app.log, messageIdDomain: mailDomainOf(app.config.mailFrom) });
  app.addHook('onClose', async () => queue.stop());
  return queue;
}
