import { describe, expect, it } from 'vitest';
import { buildCacheKey, serializeBodyForKey, sha256Hex, userIdFromAuthorization } from './cache-key.ts';
import { authorizationFor, fakeJwt } from '../../testing/offline-test-helpers.ts';

const base = { userId: '7', method: 'POST', path: '/api/building-manager/top-numbers/', body: '{"buildingId":1}' };

describe('buildCacheKey', () => {
  it('is equal for equal inputs', async () => {
    expect(await buildCacheKey(base)).toEqual(await buildCacheKey({ ...base }));
  });

  it('treats the method case-insensitively', async () => {
    expect((await buildCacheKey({ ...base, method: 'post' })).key).toBe((await buildCacheKey(base)).key);
  });

  it.each([
    ['user', { userId: '8' }],
    ['method', { method: 'GET' }],
    ['path', { path: '/api/building-manager/hero-chart/' }],
    ['query', { path: '/api/building-manager/top-numbers/?x=1' }],
    ['body', { body: '{"buildingId":2}' }],
    ['empty body', { body: '' }],
  ])('differs when the %s differs', async (_label, change) => {
    expect((await buildCacheKey({ ...base, ...change })).key).not.toBe((await buildCacheKey(base)).key);
  });

  it('cannot be forged by moving text between parts', async () => {
    const a = await buildCacheKey({ ...base, userId: '7|POST', method: 'X' });
    const b = await buildCacheKey({ ...base, userId: '7', method: 'POST|X' });
    expect(a.key).not.toBe(b.key);
  });

  it('reports the SHA-256 of the body', async () => {
    const { bodyHash } = await buildCacheKey({ ...base, body: 'abc' });
    expect(bodyHash).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});

describe('serializeBodyForKey', () => {
  it('matches what a JSON client sends', () => {
    expect(serializeBodyForKey(undefined)).toBe('');
    expect(serializeBodyForKey({ date: '2026-01-01', buildingId: 3 })).toBe('{"date":"2026-01-01","buildingId":3}');
  });
});

describe('userIdFromAuthorization', () => {
  it('reads sub from a JWT-scheme token without verifying it', () => {
    expect(userIdFromAuthorization(authorizationFor(42))).toBe('42');
    expect(userIdFromAuthorization(authorizationFor('abc-é'))).toBe('abc-é');
    expect(userIdFromAuthorization(`JWT ${fakeJwt(42)}`)).toBe('42');
    expect(userIdFromAuthorization(null)).toBeNull();
  });

  it('gives null when the request must not be cached', () => {
    expect(userIdFromAuthorization(null)).toBeNull();
    expect(userIdFromAuthorization('')).toBeNull();
    expect(userIdFromAuthorization(`Bearer ${fakeJwt(1)}`)).toBeNull();
    expect(userIdFromAuthorization('JWT not-a-token')).toBeNull();
    expect(userIdFromAuthorization('JWT a.%%%.c')).toBeNull();
    const noSub = `JWT x.${btoa(JSON.stringify({ role: 'manager' }))}.y`;
    expect(userIdFromAuthorization(noSub)).toBeNull();
  });
});
