import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';

/**
 * A plugin of routes whose request types (body, querystring, params) and answers come from their
 * `as const` JSON schemas: `app.post(path, { schema }, handler)` types `request.body` by itself.
 */
export type RoutePlugin = FastifyPluginAsyncJsonSchemaToTs;
