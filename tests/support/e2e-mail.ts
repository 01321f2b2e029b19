// Reads the mailbox folder the server writes to when no SMTP_URL is set (one JSON file per message,
// format owned by server/mail/mailer.ts), so e2e tests can follow e-mailed links.
import { linksIn, readMailbox, type StoredMail } from '../../server/mail/mailer.ts';

const MAIL_WAIT_MS = 10_000;
const MAIL_POLL_MS = 200;

export interface ReadMailOptions {
  /** Only messages to this address (compared case-insensitively). */
  to?: string;
  /** Only messages sent at or after this time: tells a fresh message from an older one. */
  sentAfter?: Date;
  /** Only messages with this subject (another kind of mail, such as a rating request, may arrive meanwhile). */
  subject?: string;
  timeoutMs?: number;
}

export interface ReceivedMail extends StoredMail {
  links: string[];
}

/** The newest matching message, waiting for it to arrive; throws naming what the mailbox holds. */
export async function readLatestMail(mailDir: string, options: ReadMailOptions = {}): Promise<ReceivedMail> {
  const deadline = Date.now() + (options.timeoutMs ?? MAIL_WAIT_MS);
  const to = options.to?.toLowerCase();
  const sentAfter = options.sentAfter?.toISOString();
  for (;;) {
    const all = await readMailbox(mailDir);
    const matching = all.filter(
      (mail) =>
        (to === undefined || mail.to.toLowerCase() === to) &&
        (sentAfter === undefined || mail.sentAt >= sentAfter) &&
        (options.subject === undefined || mail.subject === options.subject),
    );
    const latest = matching.at(-1);
    if (latest) return { ...latest, links: linksIn(latest.text) };
    if (Date.now() > deadline) {
      const seen = all.map((mail) => `${mail.sentAt} to ${mail.to}: ${mail.subject}`).join('\n') || '(empty)';
      throw new Error(`No mail${to ? ` to ${to}` : ''} arrived in ${mailDir}. The mailbox holds:\n${seen}`);
    }
    await new Promise((done) => setTimeout(done, MAIL_POLL_MS));
  }
}
