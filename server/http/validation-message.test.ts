import { describe, expect, it } from 'vitest';
import { describeValidationError } from './validation-message.ts';

describe('describeValidationError', () => {
  it('names the field instead of the body/ prefix Fastify would use', () => {
    expect(
      describeValidationError([{ keyword: 'type', instancePath: '/email', message: 'must be string', params: {} }], 'body'),
    ).toEqual({ message: 'email: must be string', field: 'email' });
  });

  it('names a missing or an unexpected property, including nested ones', () => {
    expect(describeValidationError([{ keyword: 'required', instancePath: '', params: { missingProperty: 'token' } }], 'body'))
      .toEqual({ message: 'token: is required', field: 'token' });
    expect(
      describeValidationError([{ keyword: 'additionalProperties', instancePath: '/filters/0', params: { additionalProperty: 'x' } }], 'body'),
    ).toEqual({ message: 'filters.0.x: is not allowed', field: 'filters.0.x' });
  });

  it('words length and format limits for people', () => {
    const limit = (keyword: string, params: Record<string, unknown>) =>
      describeValidationError([{ keyword, instancePath: '/name', params }], 'body').message;
    expect(limit('maxLength', { limit: 500 })).toBe('name: must be at most 500 characters');
    expect(limit('minLength', { limit: 8 })).toBe('name: must be at least 8 characters');
    expect(limit('minLength', { limit: 1 })).toBe('name: must not be empty');
    expect(limit('format', { format: 'email' })).toBe('name: must be a valid email address');
    expect(limit('format', { format: 'date' })).toBe('name: must be a valid date');
  });

  it('words password problems as a sentence people can read in a toast, still naming the field', () => {
    const password = (keyword: string, params: Record<string, unknown>, instancePath = '/password') =>
      describeValidationError([{ keyword, instancePath, params, message: 'must be string' }], 'body');
    expect(password('minLength', { limit: 8 })).toEqual({ message: 'Password must be at least 8 characters.', field: 'password' });
    expect(password('maxLength', { limit: 128 }).message).toBe('Password must be at most 128 characters.');
    expect(password('required', { missingProperty: 'password' }, '')).toEqual({ message: 'Password is required.', field: 'password' });
    expect(password('type', { type: 'string' }).message).toBe('Password must be string.');
  });

  it('words a choice of types with "or"', () => {
    expect(
      describeValidationError([{ keyword: 'type', instancePath: '', message: 'must be object,null', params: { type: 'object,null' } }], 'body'),
    ).toEqual({ message: 'body: must be object or null', field: 'body' });
  });

  it('names the request part when the whole of it is wrong', () => {
    expect(describeValidationError([{ keyword: 'type', instancePath: '', message: 'must be object', params: {} }], 'body'))
      .toEqual({ message: 'body: must be object', field: 'body' });
    expect(describeValidationError([], 'querystring').field).toBe('querystring');
  });
});
