import type { RoutePlugin } from '../../http/route-plugin.ts';

/**
 * GET /api/health: answers without touching the database, so the app can tell "the server answers"
 * from "the network is down" cheaply (src/offline/connectivity.ts probes it while unreachable).
 */
const healthSchema = {
  tags: ['account'],
  summary: 'The server answers (no session needed, no database work)',
  response: {
    200: { type: 'object', required: ['status'], additionalProperties: false, properties: { status: { type: 'string', enum: ['ok'] } } },
  },
} as const;

const healthRoutes: RoutePlugin = async (app) => {
  app.get('/health', { schema: healthSchema }, async () => ({ status: 'ok' as const }));
};

export default healthRoutes;
