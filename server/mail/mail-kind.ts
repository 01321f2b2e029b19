import type { Queryable } from '../db/database.ts';
import type { MailMessage } from './mailer.ts';

/** What a renderer may read when its mail is about to be sent. */
export interface MailRenderContext {
  db: Queryable;
  /** The queue's clock: the moment of sending (a test's fake clock moves it). */
  now: Date;
  /** The origin of links in the mail; read at send time (the bound port is known only after listen). */
  publicUrl: () => string;
  /**
   * The server's signing secret, for a kind that writes a one-time secret at send time and keeps only
   * a keyed hash of it (a resident's sign-in code); absent where a queue was given none.
   */
  secret?: string;
}

/**
 * One kind of queued mail: how its job's payload becomes the mail, and how it is retried. The queue
 * knows nothing else about a kind.
 */
export interface MailKind<Payload> {
  /**
   * The mail to send now, or null when it is no longer wanted (the job ends 'dropped', unsent).
   * The queue gives it its Message-ID.
   */
  render(payload: Payload, context: MailRenderContext): Promise<MailMessage | null> | MailMessage | null;
  /**
   * Wait before attempt n+1 after attempt n failed; a failure past the last gives the mail up (the
   * job ends 'failed' and is logged): attempts = retryDelaysMs.length + 1.
   */
  retryDelaysMs: readonly number[];
}

/** Declares a kind with its payload type (the table in mail-kinds.ts keeps each one's own). */
export function mailKind<Payload>(kind: MailKind<Payload>): MailKind<Payload> {
  return kind;
}

/** How many attempts a kind makes before it gives a mail up. */
export function maxAttempts(kind: MailKind<never>): number {
  return kind.retryDelaysMs.length + 1;
}
