import type { FastifyInstance } from 'fastify';

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
    defaultParser(request, text, done);
  });
}
