import { afterEach, describe, expect, it } from 'vitest';
import { installCatalogue } from '../i18n/catalogue.ts';
import { formatTwoDecimals } from './format-decimal.ts';
import { formatMonthName, formatMonthYear, formatShortMonthYear } from './month-format.ts';

const NOVEMBER = new Date(2026, 10, 5);

afterEach(() => installCatalogue('en', null));

describe('months and two-decimal figures in the language in force', () => {
  it('keeps English as the screens wrote it', () => {
    expect(formatMonthYear(NOVEMBER)).toBe('November 2026');
    expect(formatShortMonthYear(NOVEMBER)).toBe('Nov 2026');
    expect(formatMonthName(NOVEMBER)).toBe('November');
    expect(formatTwoDecimals(3.5)).toBe('3.50');
    expect(formatTwoDecimals(1234.5)).toBe('1234.50');
  });

  it('names Spanish months with a capital where they start a label', () => {
    installCatalogue('es', {});
    expect(formatMonthYear(NOVEMBER)).toBe('Noviembre de 2026');
    expect(formatMonthName(NOVEMBER)).toBe('Noviembre');
    expect(formatTwoDecimals(3.5)).toBe('3,50');
  });

  it('names Arabic months', () => {
    installCatalogue('ar', {});
    expect(formatMonthYear(NOVEMBER)).toMatch(/نوفمبر/);
  });
});
