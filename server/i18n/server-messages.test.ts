import { describe, expect, it } from 'vitest';
import { localized, messagesIn, translateMessage } from './server-messages.ts';

const SAMPLE = localized(
  {
    notFound: 'That sample was not found.',
    tooMany: (count: number, limit: number) => `You asked for ${count} samples; at most ${limit} at a time.`,
    nested: { gone: 'The sample is gone.' },
  },
  {
    es: {
      notFound: 'No se encontró esa muestra.',
      tooMany: (count, limit) => `Pidió ${count} muestras; como máximo ${limit} a la vez.`,
      nested: { gone: 'La muestra ya no está.' },
    },
    ar: {
      notFound: 'لم يتم العثور على هذه العينة.',
      tooMany: (count, limit) => `طلبت ${count} عينة؛ الحد الأقصى ${limit} في المرة الواحدة.`,
      nested: { gone: 'العينة لم تعد موجودة.' },
    },
  },
);

describe('server messages', () => {
  it('reads a module in a language, and its English for English', () => {
    expect(messagesIn(SAMPLE, 'es').notFound).toBe('No se encontró esa muestra.');
    expect(messagesIn(SAMPLE, 'en')).toBe(SAMPLE);
  });

  it('translates a sentence it wrote, a nested one, and one a function made, arguments in place', () => {
    expect(translateMessage(SAMPLE.notFound, 'ar')).toBe('لم يتم العثور على هذه العينة.');
    expect(translateMessage(SAMPLE.nested.gone, 'es')).toBe('La muestra ya no está.');
    expect(translateMessage(SAMPLE.tooMany(12, 5), 'es')).toBe('Pidió 12 muestras; como máximo 5 a la vez.');
  });

  it('leaves English, and a sentence it does not know, as they are', () => {
    expect(translateMessage(SAMPLE.tooMany(12, 5), 'en')).toBe('You asked for 12 samples; at most 5 at a time.');
    expect(translateMessage('Something nobody registered.', 'es')).toBe('Something nobody registered.');
  });
});
