import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { ERROR_BODY_SCHEMA } from '../../src/contract/error-body.ts';

const API_DOCS_PATH = '/api/docs';

/**
 * Collects every route schema into an OpenAPI document (the API contract the app's typed client
 * is checked against). Must be registered before the routes so it sees them.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  app.addSchema(ERROR_BODY_SCHEMA);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'hOM manager portal API', version: '1.0.0' },
      components: {
        securitySchemes: {
          jwt: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'JWT <token>' },
        },
      },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => String(json.$id ?? `def-${index}`) },
  });
  const serveDocument = async () => app.swagger();
  app.get(API_DOCS_PATH, { schema: { hide: true } }, serveDocument);
  app.get(`${API_DOCS_PATH}/json`, { schema: { hide: true } }, serveDocument);
}
