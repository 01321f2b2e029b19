import { isEmailAddress } from '../../src/contract/email-pattern.ts';
import { INPUT_LIMITS } from '../../src/contract/limits.ts';
import { ONE_LINE_PREDICATE, ONE_LINE_REGEXP } from '../http/field-schemas.ts';
import type { DatasetIssue } from './dataset-types.ts';

/** Longest text the importer stores (as the API does); e-mails follow RFC 5321's 254. */
const MAX_TEXT_CHARS = INPUT_LIMITS.textMaxChars;
const MAX_EMAIL_CHARS = INPUT_LIMITS.emailMaxChars;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/**
 * What a field must hold. `key` and `name` are required non-empty strings on one line; `line` is
 * one line that may be empty; `text` may be empty and run over lines; `secret` (a password) is
 * required and may hold any character.
 * `list` and `object` fields are only type-checked here; the caller walks their contents.
 */
type FieldKind =
  | 'key'
  | 'name'
  | 'line'
  | 'text'
  | 'secret'
  | 'email'
  | 'date'
  | 'dateTime'
  | 'boolean'
  | 'count'
  | 'rating'
  | 'timeZone'
  | 'buildingType'
  | 'eventType'
  | 'rsvpStatus'
  | 'time'
  | 'list'
  | 'object';

/** Field name → kind; a trailing '?' marks an optional field (which may also be null). */
export type ObjectSpec = Readonly<Record<string, FieldKind>>;

export type Issues = DatasetIssue[];

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isValidDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isValidLocalDateTime(text: string): boolean {
  const match = LOCAL_DATE_TIME_PATTERN.exec(text);
  if (!match) return false;
  return isValidDate(match[1] ?? '') && Number(match[2]) <= 23 && Number(match[3]) <= 59;
}

/**
 * An IANA zone both Intl and PostgreSQL understand. Names must start with a letter: PostgreSQL reads
 * offset strings like '+05:00' as POSIX zones with the sign inverted.
 */
function isValidTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function checkString(value: unknown, path: string, issues: Issues, nonEmpty: boolean, max: number): boolean {
  if (typeof value !== 'string') {
    issues.push({ path, message: 'must be a string' });
    return false;
  }
  if (nonEmpty && value.trim() === '') {
    issues.push({ path, message: 'must not be empty' });
    return false;
  }
  if (value.length > max) {
    issues.push({ path, message: `must be at most ${max} characters long (is ${value.length})` });
    return false;
  }
  return true;
}

/** Reports what is wrong with one present, non-null field value; true when it is fine. */
function checkField(kind: FieldKind, value: unknown, path: string, issues: Issues): boolean {
  const fail = (message: string) => {
    issues.push({ path, message });
    return false;
  };
  switch (kind) {
    case 'key':
    case 'name':
      if (!checkString(value, path, issues, true, MAX_TEXT_CHARS)) return false;
      return ONE_LINE_REGEXP.test(value as string) || fail(ONE_LINE_PREDICATE);
    case 'line':
      if (!checkString(value, path, issues, false, MAX_TEXT_CHARS)) return false;
      return ONE_LINE_REGEXP.test(value as string) || fail(ONE_LINE_PREDICATE);
    case 'secret':
      return checkString(value, path, issues, true, MAX_TEXT_CHARS);
    case 'text':
      return checkString(value, path, issues, false, MAX_TEXT_CHARS);
    case 'email':
      if (!checkString(value, path, issues, true, MAX_EMAIL_CHARS)) return false;
      return isEmailAddress(value as string) || fail('must be an e-mail address');
    case 'date':
      if (!checkString(value, path, issues, true, MAX_TEXT_CHARS)) return false;
      return isValidDate(value as string) || fail('must be a date YYYY-MM-DD');
    case 'dateTime':
      if (!checkString(value, path, issues, true, MAX_TEXT_CHARS)) return false;
      return isValidLocalDateTime(value as string) || fail('must be a local date-time YYYY-MM-DDTHH:mm');
    case 'boolean':
      return typeof value === 'boolean' || fail('must be true or false');
    case 'count':
      if (typeof value !== 'number' || !Number.isInteger(value)) return fail('must be a whole number');
      return value >= 0 || fail('must not be negative');
    case 'rating':
      if (typeof value !== 'number' || !Number.isInteger(value)) return fail('must be a whole number from 1 to 5');
      return (value >= 1 && value <= 5) || fail('must be from 1 to 5');
    case 'timeZone':
      if (!checkString(value, path, issues, true, MAX_TEXT_CHARS)) return false;
      return isValidTimeZone(value as string) || fail(`is not an IANA time zone (e.g. America/New_York)`);
    case 'buildingType':
      return value === 'RESIDENTIAL' || value === 'COMMERCIAL' || fail('must be RESIDENTIAL or COMMERCIAL');
    case 'eventType':
      return value === 'social' || value === 'fitness' || fail('must be social or fitness');
    case 'rsvpStatus':
      return value === 'going' || value === 'waitlisted' || value === 'cancelled' || fail('must be going, waitlisted or cancelled');
    case 'time':
      return (typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)) || fail('must be a local time HH:mm');
    case 'list':
      return Array.isArray(value) || fail('must be a list');
    case 'object':
      return isPlainObject(value) || fail('must be an object');
  }
}

/**
 * Checks `value` is an object with exactly the fields of `spec`: reports unknown keys, missing
 * required fields and bad values. Returns the object with bad fields removed (so later reference
 * checks skip them), or null when `value` is not an object at all.
 */
export function readObject(
  value: unknown,
  path: string,
  spec: ObjectSpec,
  issues: Issues,
): Record<string, unknown> | null {
  if (!isPlainObject(value)) {
    issues.push({ path, message: 'must be an object' });
    return null;
  }
  const result: Record<string, unknown> = {};
  const known = new Set<string>();
  for (const [specKey, kind] of Object.entries(spec)) {
    const optional = specKey.endsWith('?');
    const key = optional ? specKey.slice(0, -1) : specKey;
    known.add(key);
    const fieldPath = `${path}.${key}`;
    const fieldValue = value[key];
    if (fieldValue === undefined || (optional && fieldValue === null)) {
      if (!optional) issues.push({ path: fieldPath, message: 'is required' });
      continue;
    }
    if (checkField(kind, fieldValue, fieldPath, issues)) result[key] = fieldValue;
  }
  for (const key of Object.keys(value)) {
    if (!known.has(key)) issues.push({ path: `${path}.${key}`, message: 'is not a known field' });
  }
  return result;
}

/** The items of a list field that `readObject` accepted; [] when it was missing or bad. */
export function listOf(object: Record<string, unknown> | null, key: string): unknown[] {
  const value = object?.[key];
  return Array.isArray(value) ? value : [];
}
