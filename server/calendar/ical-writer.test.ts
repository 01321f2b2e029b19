import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, utcDateTime, writeCalendar } from './ical-writer.ts';

describe('iCalendar writing', () => {
  it('folds at 75 octets, never inside a character, and unfolding gives the line back', () => {
    const line = `SUMMARY:${'é'.repeat(30)}😀${'x'.repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('escapes TEXT values and writes UTC times', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(utcDateTime(new Date('2026-03-08T07:30:00.000Z'))).toBe('20260308T073000Z');
  });

  it('ends every line with CRLF', () => {
    const text = writeCalendar({ name: 'Test', uidDomain: 'portal.test' }, []);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});
