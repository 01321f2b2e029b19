import { describe, expect, it } from 'vitest';
import { fieldLabel } from './field-label.ts';
import { describeValidationError } from './validation-message.ts';

const message = (keyword: string, params: Record<string, unknown>, instancePath = '/name') =>
  describeValidationError([{ keyword, instancePath, params }], 'body').message;

describe('describeValidationError (sentences a person reads)', () => {
  it('writes a sentence that names the field as people say it, and keeps the field for programs', () => {
    expect(describeValidationError([{ keyword: 'minimum', instancePath: '/capacity', params: { limit: 1 } }], 'body')).toEqual({
      message: 'Capacity must be at least 1.',
      field: 'capacity',
    });
    expect(describeValidationError([{ keyword: 'type', instancePath: '/email', message: 'must be string', params: { type: 'string' } }], 'body'))
      .toEqual({ message: 'E-mail must be text.', field: 'email' });
  });

  it('names a missing or an unexpected property, including nested ones', () => {
    expect(describeValidationError([{ keyword: 'required', instancePath: '', params: { missingProperty: 'token' } }], 'body'))
      .toEqual({ message: 'Token is required.', field: 'token' });
    expect(
      describeValidationError([{ keyword: 'additionalProperties', instancePath: '/filters/0', params: { additionalProperty: 'x' } }], 'body'),
    ).toEqual({ message: 'Filters x (entry 1) is not a field this request takes.', field: 'filters.0.x' });
  });

  it('words limits for people', () => {
    expect(message('maxLength', { limit: 500 })).toBe('Name must be at most 500 characters.');
    expect(message('minLength', { limit: 8 })).toBe('Name must be at least 8 characters.');
    expect(message('minLength', { limit: 1 })).toBe('Name must not be empty.');
    expect(message('maximum', { limit: 12 }, '/month')).toBe('Month must be at most 12.');
    expect(message('exclusiveMinimum', { limit: 0 }, '/capacity')).toBe('Capacity must be more than 0.');
    expect(message('minItems', { limit: 1 }, '/userBuildings')).toBe('User buildings must name at least one.');
    expect(message('enum', { allowedValues: [10, 20] }, '/event')).toBe('Event must be one of 10, 20.');
    expect(message('format', { format: 'email' }, '/liaison/email')).toBe('Liaison e-mail must be a valid e-mail address.');
    expect(message('format', { format: 'date' })).toBe('Name must be a valid date.');
    expect(message('minimum', { limit: 0 }, '/buildingId/2')).toBe('Building id (entry 3) must be at least 0.');
  });

  it('words password problems as a sentence, still naming the field', () => {
    expect(describeValidationError([{ keyword: 'minLength', instancePath: '/password', params: { limit: 8 } }], 'body')).toEqual({
      message: 'Password must be at least 8 characters.',
      field: 'password',
    });
    expect(describeValidationError([{ keyword: 'required', instancePath: '', params: { missingProperty: 'password' } }], 'body'))
      .toEqual({ message: 'Password is required.', field: 'password' });
  });

  it('words a choice of types with "or", and names the request part when the whole of it is wrong', () => {
    expect(describeValidationError([{ keyword: 'type', instancePath: '', params: { type: 'object,null' } }], 'body')).toEqual({
      message: 'Request body must be an object or empty.',
      field: 'body',
    });
    expect(describeValidationError([], 'querystring')).toEqual({ message: 'Query string is not valid.', field: 'querystring' });
  });

  it('labels fields: camelCase and snake_case split, e-mail and RSVP written as people write them', () => {
    expect(fieldLabel('cellPhone')).toBe('Cell phone');
    expect(fieldLabel('user_id')).toBe('User id');
    expect(fieldLabel('email')).toBe('E-mail');
    expect(fieldLabel('quarterly')).toBe('Quarter');
  });
});
