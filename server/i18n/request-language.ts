// The language a request is answered in: the app sends the one chosen in it as Accept-Language on
// every call; a caller that sends none (or only languages we do not speak) is answered in English.
import type { FastifyRequest } from 'fastify';
import { acceptedTags, languageOf, type Language } from '../../src/contract/languages.ts';

export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const header = request.headers['accept-language'];
  return languageOf(acceptedTags(Array.isArray(header) ? header.join(',') : header));
}
