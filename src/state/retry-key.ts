// A write sent straight to the server (not through the outbox) whose answer was lost: the person
// presses Save again, and the second request must not act twice. The same body sent again after an
// answerless attempt reuses its Idempotency-Key, so the server answers the first outcome; a changed
// body, or any answer at all, starts a fresh key (the server refuses a key reused with another body).
import { HTTP_HEADERS } from '../contract/http-headers.ts';

interface Attempt {
  bodyText: string;
  key: string;
}

export interface RetryKeys {
  /** The headers to send `body` with under `name`. */
  headersFor(name: string, body: unknown): Record<string, string>;
  /** After an answer (`answered`: any status but 0), the next send of `name` gets a new key. */
  settle(name: string, answered: boolean): void;
}

export function retryKeys(newKey: () => string = () => crypto.randomUUID()): RetryKeys {
  const pending = new Map<string, Attempt>();
  return {
    headersFor(name, body) {
      const bodyText = JSON.stringify(body ?? null);
      const last = pending.get(name);
      const key = last && last.bodyText === bodyText ? last.key : newKey();
      pending.set(name, { bodyText, key });
      return { [HTTP_HEADERS.idempotencyKey]: key };
    },
    settle(name, answered) {
      if (answered) pending.delete(name);
    },
  };
}
