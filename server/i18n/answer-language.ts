// Every answer's sentences in the request's language, in one place: the code decides and writes them
// in English (tests compare the same constants), and they are translated as the answer goes out,
// before it is serialized. Only what the app shows a person is translated: an error body's sentence
// (its four fields), a success's note (`msg`), a schedule's notices, an import's refused rows and a
// check-in log's details.
// What a program reads stays as it is: `field`, ids, and the `msg: 'Success'` the app compares.
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../src/contract/languages.ts';
import { SUCCESS_MSG } from '../http/field-schemas.ts';
import { translateFieldSentence } from './field-sentences.ts';
import { requestLanguage } from './request-language.ts';
import { isRegisteredSentence, translateMessage } from './server-messages.ts';

/**
 * One sentence of an answer in `language`: a registered sentence; else a field's sentence (read
 * strictly: a known name and a known predicate), before the looser match of a message function's
 * fixed words; else as it is.
 */
export function translateAnswerText(english: string, language: Language, field?: string): string {
  if (language === 'en') return english;
  if (isRegisteredSentence(english)) return translateMessage(english, language);
  return translateFieldSentence(english, language, field) ?? translateMessage(english, language);
}

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const ERROR_SENTENCES = ['error', 'message', 'detail', 'msg'] as const;

/** A list's items with `key` translated; the same list when nothing changed. */
function withTranslated(items: unknown, key: string, translate: (text: string, field?: string) => string): unknown {
  if (!Array.isArray(items)) return items;
  let changed = false;
  const translated = items.map((item: unknown) => {
    if (!isRecord(item) || typeof item[key] !== 'string') return item;
    const text = translate(item[key], typeof item.field === 'string' ? item.field : undefined);
    if (text === item[key]) return item;
    changed = true;
    return { ...item, [key]: text };
  });
  return changed ? translated : items;
}

/**
 * An answer's body with its sentences in `language`. A new object when anything is translated: the
 * body may be a shared constant. The same sentence on many rows is translated once.
 */
export function translateAnswer(payload: unknown, statusCode: number, language: Language): unknown {
  if (language === 'en' || !isRecord(payload)) return payload;
  const memo = new Map<string, string>();
  const translate = (text: string, field?: string): string => {
    const key = `${field ?? ''}\u0000${text}`;
    let translated = memo.get(key);
    if (translated === undefined) {
      translated = translateAnswerText(text, language, field);
      memo.set(key, translated);
    }
    return translated;
  };
  const changes: Json = {};
  if (statusCode >= 400) {
    const field = typeof payload.field === 'string' ? payload.field : undefined;
    for (const key of ERROR_SENTENCES) {
      const text = payload[key];
      if (typeof text === 'string') changes[key] = translate(text, field);
    }
  } else {
    if (typeof payload.msg === 'string' && payload.msg !== SUCCESS_MSG.msg) changes.msg = translate(payload.msg);
    if ('notices' in payload) changes.notices = withTranslated(payload.notices, 'message', translate);
    if ('refused' in payload) changes.refused = withTranslated(payload.refused, 'reason', translate);
    // A check-in log's lines: a refusal's sentence, or "walk-in".
    if ('lines' in payload) changes.lines = withTranslated(payload.lines, 'detail', translate);
  }
  return Object.entries(changes).some(([key, value]) => value !== payload[key]) ? { ...payload, ...changes } : payload;
}

/** Translates every answer's sentences on the way out (a hook of the root, so of every route). */
export function installAnswerLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => translateAnswer(payload, reply.statusCode, requestLanguage(request)));
}
