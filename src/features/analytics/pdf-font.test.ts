import { describe, expect, it } from 'vitest';
import { pdfFontWrites } from './analytics-pdf.ts';

describe("the PDF heading in the PDF's own font", () => {
  it('is written by the font in English and Spanish', () => {
    expect(pdfFontWrites({ title: 'Analytics: All buildings', lines: ['November 2026 · All events', 'Made Nov 05, 2026, 6:00 PM'] })).toBe(true);
    expect(pdfFontWrites({ title: 'Análisis: Todos los edificios', lines: ['Noviembre de 2026 · Clases de ejercicio', 'Creado el 05 nov 2026, 18:00'] })).toBe(true);
  });

  it('is drawn with the picture in Arabic, or for a building named in another script', () => {
    expect(pdfFontWrites({ title: 'التحليلات: كل المباني', lines: [] })).toBe(false);
    expect(pdfFontWrites({ title: 'Analytics: 東京タワー', lines: [] })).toBe(false);
  });
});
