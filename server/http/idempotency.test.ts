import { describe, expect, it } from 'vitest';
import { hashRequestBody, IDEMPOTENCY_MESSAGES, parseIdempotencyKey } from './idempotency.ts';

describe('parseIdempotencyKey', () => {
  it('reads no header as no key', () => {
    expect(parseIdempotencyKey(undefined)).toBeNull();
  });

  it.each(['a', 'task-42_toggle', '0f8fad5b-d9cb-469f-a165-70867728950e', 'x'.repeat(100)])('accepts %j', (key) => {
    expect(parseIdempotencyKey(key)).toBe(key);
  });

  it.each(['', ' ', 'a b', 'a,b', 'ключ', 'x'.repeat(101), 'a/b'])('refuses %j with 400', (key) => {
    expect(() => parseIdempotencyKey(key)).toThrow(
      expect.objectContaining({ statusCode: 400, message: IDEMPOTENCY_MESSAGES.invalidKey }),
    );
  });

  it('refuses a header sent twice', () => {
    expect(() => parseIdempotencyKey(['a', 'b'])).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});

describe('hashRequestBody', () => {
  it('tells different bodies apart and treats a missing body like null', () => {
    expect(hashRequestBody({ id: 1, is_completed: true })).toBe(hashRequestBody({ id: 1, is_completed: true }));
    expect(hashRequestBody({ id: 1, is_completed: true })).not.toBe(hashRequestBody({ id: 1, is_completed: false }));
    expect(hashRequestBody(undefined)).toBe(hashRequestBody(null));
  });
});
