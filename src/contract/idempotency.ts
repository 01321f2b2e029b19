// Exactly-once writes (the outbox and the server's idempotency keys): what a key may look like and
// the one answer that means "still being processed, ask again with the same key".
import { HTTP_HEADERS } from './http-headers.ts';
import { INPUT_LIMITS } from './limits.ts';

/** Letters, digits, '-' and '_', at most INPUT_LIMITS.idempotencyKeyMaxChars (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]+$/;

export function isIdempotencyKey(key: string): boolean {
  return key.length > 0 && key.length <= INPUT_LIMITS.idempotencyKeyMaxChars && IDEMPOTENCY_KEY_PATTERN.test(key);
}

/**
 * The marker of a key whose first request has not finished: status 409, the header
 * `Idempotency-Status: in-progress`, and the error body's field `Idempotency-Key`. Every other 409
 * is a refusal like any 4xx (a duplicate name, say).
 */
export const IDEMPOTENCY_IN_PROGRESS = {
  status: 409,
  header: HTTP_HEADERS.idempotencyStatus,
  headerValue: 'in-progress',
  field: HTTP_HEADERS.idempotencyKey,
} as const;

/** Whether an answer (status and error body) is the in-progress marker; the body is what the app reads. */
export function isIdempotencyInProgress(status: number, body: unknown): boolean {
  const field = typeof body === 'object' && body !== null ? (body as { field?: unknown }).field : undefined;
  return status === IDEMPOTENCY_IN_PROGRESS.status && field === IDEMPOTENCY_IN_PROGRESS.field;
}
