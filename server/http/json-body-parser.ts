import type { FastifyInstance } from 'fastify';
import { localized } from '../i18n/server-messages.ts';
import { httpError } from './http-error.ts';

/** Text PostgreSQL cannot store: a NUL character, or half of a UTF-16 surrogate pair. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for.
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path (e.g. `message`, `units.0`) of the first string in `value` that cannot be stored. */
function unstorableTextAt(value: unknown, path: string): string | null {
  if (typeof value === 'string') return UNSTORABLE_TEXT.test(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = unstorableTextAt(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

// The field as the API names it (a path such as `units.0`): a program sent this, not a person typing.
const JSON_BODY_MESSAGES = localized(
  { unstorableText: (field: string) => `${field} must not contain a NUL character or an unpaired surrogate.` },
  {
    es: { unstorableText: (field) => `El campo «${field}» no debe contener un carácter NUL ni un sustituto UTF-16 sin pareja.` },
    ar: { unstorableText: (field) => `يجب ألا يحتوي الحقل «${field}» على محرف NUL أو على نصف زوج بديل في UTF-16.` },
  },
);

function unstorableTextMessage(field: string): string {
  return JSON_BODY_MESSAGES.unstorableText(field);
}

/**
 * Fastify refuses `Content-Type: application/json` with an empty body; the spec's app sends
 * "empty" POSTs (e.g. user-info), so an empty body is read as no body. Everything else goes
 * through Fastify's own parser, which keeps its prototype-poisoning protection.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const defaultParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim().length === 0) {
      done(null, undefined);
      return;
    }
    defaultParser(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      // Refused here, naming the field, rather than by the database as a nameless "wrong format".
      const field = unstorableTextAt(parsed, '');
      if (field !== null) return done(httpError(400, unstorableTextMessage(field || 'body'), field || undefined), undefined);
      done(null, parsed);
    });
  });
}
