import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../testing/offline-test-helpers.ts';
import { isEmailAddress } from './email-pattern.ts';
import { errorBody, errorBodyFrom } from './error-body.ts';
import { authorizationValue, tokenFromAuthorization } from './http-headers.ts';
import { IDEMPOTENCY_IN_PROGRESS, isIdempotencyInProgress, isIdempotencyKey } from './idempotency.ts';
import { INPUT_LIMITS } from './limits.ts';
import { readTokenClaims } from './token-claims.ts';

describe('the e-mail pattern (forms, server schemas, dataset import)', () => {
  it.each(['manager@example.com', "o'brien@example.co.uk", 'a.b+tag@sub.example.io', 'X@Example.COM'])('accepts %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });
  it.each(['a@b', 'a b@example.com', '<img src=x>@example.com', 'a@@example.com', '.a@example.com', 'a@example.', ''])(
    'refuses %j',
    (email) => {
      expect(isEmailAddress(email)).toBe(false);
    },
  );
});

describe('the error body', () => {
  it('carries one sentence in all four fields, and the field when there is one', () => {
    expect(errorBody(404, 'Not found')).toEqual({ statusCode: 404, error: 'Not found', message: 'Not found', detail: 'Not found', msg: 'Not found' });
    expect(errorBody(400, 'x', 'email').field).toBe('email');
  });
  it('is made from any answer: a sentence from whichever field has one, else a generic one', () => {
    expect(errorBodyFrom(502, '<html>bad gateway</html>').message).toBe('Request failed with status 502');
    expect(errorBodyFrom(400, { msg: 'Only msg', field: 'name' })).toEqual({ ...errorBody(400, 'Only msg'), field: 'name' });
  });
});

describe('the Authorization header', () => {
  it('is the spec\'s JWT scheme, read back case-insensitively; other schemes only when asked for', () => {
    expect(authorizationValue('abc')).toBe('JWT abc');
    expect(tokenFromAuthorization('jwt abc')).toBe('abc');
    expect(tokenFromAuthorization('Bearer abc')).toBeNull();
    expect(tokenFromAuthorization('Bearer abc', ['JWT', 'Bearer'])).toBe('abc');
    expect(tokenFromAuthorization('JWT a b')).toBeNull();
    expect(tokenFromAuthorization(undefined)).toBeNull();
  });
});

describe('token claims read without verifying', () => {
  it('reads sub (number or text, UTF-8) and role', () => {
    expect(readTokenClaims(fakeJwt(42, 'building_admin'))).toEqual({ sub: '42', role: 'building_admin', kiosk: null });
    expect(readTokenClaims(fakeJwt('abc-é')).sub).toBe('abc-é');
  });
  it('answers nulls for anything that is not a token, never throwing', () => {
    for (const token of [null, '', 'not-a-jwt', 'a.%%%.c', `a.${btoa('[1]')}.c`]) {
      expect(readTokenClaims(token)).toEqual({ sub: null, role: null, kiosk: null });
    }
  });
});

describe('idempotency', () => {
  it('keys are 1 to 100 letters, digits, - or _', () => {
    expect(isIdempotencyKey('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isIdempotencyKey('x'.repeat(INPUT_LIMITS.idempotencyKeyMaxChars + 1))).toBe(false);
    expect(isIdempotencyKey('a b')).toBe(false);
  });
  it('"in progress" is a 409 naming the Idempotency-Key field, nothing else', () => {
    expect(isIdempotencyInProgress(409, errorBody(409, 'busy', IDEMPOTENCY_IN_PROGRESS.field))).toBe(true);
    expect(isIdempotencyInProgress(409, errorBody(409, 'Name taken', 'name'))).toBe(false);
    expect(isIdempotencyInProgress(400, errorBody(400, 'bad key', IDEMPOTENCY_IN_PROGRESS.field))).toBe(false);
  });
});
