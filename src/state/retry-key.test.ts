import { describe, expect, it } from 'vitest';
import { HTTP_HEADERS } from '../contract/http-headers.ts';
import { retryKeys } from './retry-key.ts';

const H = HTTP_HEADERS.idempotencyKey;

function counter(): () => string {
  let n = 0;
  return () => `key-${++n}`;
}

describe('retry keys for writes sent straight to the server', () => {
  it('reuses the key when the same body is sent again after no answer', () => {
    const keys = retryKeys(counter());
    const first = keys.headersFor('create', { name: 'Yoga' })[H];
    keys.settle('create', false);
    expect(keys.headersFor('create', { name: 'Yoga' })[H]).toBe(first);
  });

  it('takes a new key once an answer came, and for a changed body', () => {
    const keys = retryKeys(counter());
    const first = keys.headersFor('create', { name: 'Yoga' })[H];
    keys.settle('create', true);
    const second = keys.headersFor('create', { name: 'Yoga' })[H];
    expect(second).not.toBe(first);
    keys.settle('create', false);
    expect(keys.headersFor('create', { name: 'Pilates' })[H]).not.toBe(second);
  });

  it('keeps the writes of different names apart', () => {
    const keys = retryKeys(counter());
    const create = keys.headersFor('create', { id: 1 })[H];
    expect(keys.headersFor('cancel', { id: 1 })[H]).not.toBe(create);
  });
});
