import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config.ts';

/** A file sent with a message (the monthly report's CSV). */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /**
   * The Message-ID header, `<unique@domain>`. A mail sent again (a retry after a crash) carries the
   * same one, so the receiving side can tell it is a repeat; without it the transport makes one up.
   */
  messageId?: string;
}

export interface SendOptions {
  /** Aborts the send: over SMTP the connection is dropped, so a server not yet told the message ends takes nothing. */
  signal?: AbortSignal;
}

/** A message as written to the dev mailbox folder (one JSON file per message). */
export interface StoredMail extends MailMessage {
  from: string;
  sentAt: string;
}

export interface Mailer {
  /** Resolves once the mail server has taken the message. */
  send(message: MailMessage, options?: SendOptions): Promise<void>;
  close(): Promise<void>;
}

type MailerConfig = Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>;
/** The logging the mailer needs; a Fastify/pino logger fits. */
export interface MailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const MAILBOX_FOLDER = 'mail';

export function mailboxDir(dataDir: string): string {
  return join(dataDir, MAILBOX_FOLDER);
}

const URL_PATTERN = /https?:\/\/\S+/g;

/** The domain of the sender's address (`Portal <portal@example.com>` → example.com), for Message-IDs. */
export function mailDomainOf(mailFrom: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(mailFrom)?.[1];
  return domain ?? 'localhost';
}

/** SMTP when SMTP_URL is set; otherwise a folder of JSON files under DATA_DIR/mail (development). */
export function createMailer(config: MailerConfig, log: MailLog): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom, log);
  return createFolderMailer(mailboxDir(config.dataDir), config.mailFrom, log);
}

function createSmtpMailer(smtpUrl: string, from: string, log: MailLog): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message, options = {}) {
      await transport.sendMail({ from, ...message, ...(options.signal ? { signal: options.signal } : {}) });
      log.info({ to: message.to, subject: message.subject }, 'mail sent');
    },
    async close() {
      transport.close();
    },
  };
}

/** Orders two messages of one process sent within the same millisecond (the time alone ties). */
let folderSequence = 0;

function createFolderMailer(dir: string, from: string, log: MailLog): Mailer {
  return {
    async send(message, options = {}) {
      await mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      const stored: StoredMail = { from, sentAt, ...message };
      // Time-first names keep the folder listing in sending order; the sequence breaks a tie within
      // one millisecond (the random part only keeps two processes apart).
      folderSequence = (folderSequence + 1) % 1_000_000;
      const name = `${sentAt.replace(/[:.]/g, '-')}-${String(folderSequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.json`;
      // Written beside, then renamed: a reader of the folder never sees half a message.
      const partial = join(dir, `.${name}.partial`);
      await writeFile(partial, JSON.stringify(stored, null, 2), { mode: 0o600 });
      // The rename is this mailbox's taking of the message: an abort before it leaves none.
      options.signal?.throwIfAborted();
      await rename(partial, join(dir, name));
      // Without SMTP the log is how a developer follows an e-mailed link.
      log.info({ to: message.to, subject: message.subject, links: linksIn(message.text) }, 'mail written to folder');
    },
    async close() {},
  };
}

/** Every message in a mailbox folder, oldest first; an absent folder is an empty mailbox. */
export async function readMailbox(dir: string): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const messages = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as StoredMail),
  );
  return messages.sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/** The links in a message's text, e.g. the password-reset link. */
export function linksIn(text: string): string[] {
  return text.match(URL_PATTERN) ?? [];
}
