import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerAuth } from './auth/register-auth.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { installJsonBodyParser } from './http/json-body-parser.ts';
import { trackRouteMethods } from './http/method-not-allowed.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { schemaController } from './http/validator-compiler.ts';
import type { Mailer } from './mail/mailer.ts';
import accountRoutes from './routes/account/index.ts';
import analyticsRoutes from './routes/analytics/index.ts';
import buildingsRoutes from './routes/buildings/index.ts';
import createRoutes from './routes/create/index.ts';
import dashboardRoutes from './routes/dashboard/index.ts';
import eventsRoutes from './routes/events/index.ts';
import managerAccountRoutes from './routes/manager-account/index.ts';
import healthRoutes from './routes/health/index.ts';
import messagesRoutes from './routes/messages/index.ts';
import frontDeskRoutes from './routes/front-desk/index.ts';
import reportRoutes from './routes/report/index.ts';
import tasksRoutes from './routes/tasks/index.ts';
import usersRoutes from './routes/users/index.ts';
import { DEFAULT_DIST_DIR, registerAppShell } from './static/app-shell.ts';
import { builtIndexScriptHashes } from './static/inline-script-hashes.ts';
import './auth/fastify-types.ts';

export interface BuildAppOptions {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  /** Fastify logger options; off when omitted (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Where the built app lives; defaults to dist/ at the repository root. */
  distDir?: string;
}

// JSON bodies; multipart picture uploads (1 MB) are limited by their own route (routes/users/image-routes.ts).
const BODY_LIMIT_BYTES = 1_572_864;

export async function buildApp({ db, config, mailer, logger = false, distDir }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy ?? false,
    schemaController,
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('mailer', mailer);

  installErrorHandler(app);
  installJsonBodyParser(app);
  await registerSecurityHeaders(app, builtIndexScriptHashes(distDir ?? DEFAULT_DIST_DIR));
  await registerAuth(app);
  await registerApiDocs(app);
  const allowedMethods = trackRouteMethods(app);

  // API answers are per user and change often; the service worker keeps its own copy. A route that
  // says otherwise keeps its own (stored pictures: immutable, cached for a year).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  // One line per feature: app.register(<feature>Routes, { prefix: '/api' }).
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(accountRoutes, { prefix: '/api' });
  await app.register(managerAccountRoutes, { prefix: '/api' });
  await app.register(tasksRoutes, { prefix: '/api' });
  await app.register(messagesRoutes, { prefix: '/api' });
  await app.register(dashboardRoutes, { prefix: '/api' });
  await app.register(buildingsRoutes, { prefix: '/api' });
  await app.register(reportRoutes, { prefix: '/api' });
  await app.register(frontDeskRoutes, { prefix: '/api' });
  await app.register(analyticsRoutes, { prefix: '/api' });
  await app.register(usersRoutes, { prefix: '/api' });
  await app.register(createRoutes, { prefix: '/api' });
  await app.register(eventsRoutes, { prefix: '/api' });

  await registerAppShell(app, distDir, allowedMethods);
  await app.ready();
  return app;
}
