import type { FastifyInstance } from 'fastify';
import type { Unlisten } from '../db/database-types.ts';
import { publicUrlOf } from '../http/public-url.ts';
import { MAIL_CHANNEL } from './enqueue-mail.ts';
import { releaseLeasesOfGoneHolders } from './mail-lease-holder.ts';
import { createMailQueue, type MailQueue } from './mail-queue.ts';
import { mailDomainOf } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's one mail queue (callers only enqueue: server/mail/enqueue-mail.ts). */
    mailQueue: MailQueue;
    /** Settles once the queue hears new jobs (or has given up listening and looks on a timer). */
    mailListening(): Promise<void>;
  }
}

/**
 * Gives the app its one mail queue. It hears new jobs from soon after the app is ready (an insert's
 * notification at its commit, from this process or another), so a mail queued by a request goes out
 * right after it; once the server listens (after migrations, server/main.ts) it also gives back the
 * leases of a process that died and looks for due mail on a timer, so mail an earlier run left is
 * sent too.
 */
export function registerMailQueue(app: FastifyInstance): void {
  const queue = createMailQueue({
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    clock: app.clock,
    messageIdDomain: mailDomainOf(app.config.mailFrom),
    publicUrl: () => publicUrlOf(app),
    secret: app.config.jwtSecret,
  });
  app.decorate('mailQueue', queue);
  let listening: Promise<Unlisten | null> = Promise.resolve(null);
  let started = false;

  app.addHook('onReady', async () => {
    // Not awaited: a LISTEN that is slow to be made (a database just restarted) must not hold the
    // server's start, nor the requests waiting for it; until it is made the timer finds every mail.
    listening = app.db
      // A lost link may have missed notifications: one pass finds what they announced.
      .listen(MAIL_CHANNEL, () => queue.wake(), { onInterrupted: () => queue.wake() })
      .then((unlisten) => {
        // A job queued after the queue's first pass but before the LISTEN was made announced itself
        // to nobody: one more pass finds it. Made before the server listens (as usual: the
        // migrations come between), the start's own pass does that.
        if (started) queue.wake();
        return unlisten;
      })
      .catch((error: unknown) => {
        // Without the wake-up the timer still finds every mail, a little later.
        app.log.warn({ err: error }, 'mail queue not listening for new mail; it looks on a timer');
        return null;
      });
  });
  app.decorate('mailListening', () => listening.then(() => undefined));
  app.addHook('onListen', async () => {
    const released = await releaseLeasesOfGoneHolders(app.db, app.clock()).catch((error: unknown) => {
      app.log.warn({ err: error }, 'mail leases of stopped processes not released');
      return 0;
    });
    if (released > 0) app.log.info({ released }, 'mail leased by a stopped process made due again');
    queue.start();
    started = true;
  });
  app.addHook('onClose', async () => {
    const unlisten = await listening;
    await unlisten?.().catch(() => {});
    await queue.stop();
  });
}
