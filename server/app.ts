import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerAuth } from './auth/register-auth.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { endConnectionsOnClose } from './http/close-connections.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { installJsonBodyParser } from './http/json-body-parser.ts';
import { trackRouteMethods } from './http/method-not-allowed.ts';
import { clientErrorHandler, routerErrorHandler } from './http/raw-answers.ts';
import { registerSecurityHeaders, securityHeaderValues } from './http/security-headers.ts';
import { MANAGER_API_PREFIX, sessionScope } from './http/session-scope.ts';
import { RESIDENT_API_PREFIX, residentScope } from './http/resident-scope.ts';
import { residentSignInRoutes } from './routes/resident-sign-in/index.ts';
import { residentGiveBackRoutes } from './routes/resident-give-back/index.ts';
import { residentRoutes } from './routes/residents/index.ts';
import { residentEventsRoutes } from './routes/resident-events/index.ts';
import { residentRatingLinkRoutes, residentRatingRoutes } from './routes/resident-ratings/index.ts';
import { residentLiveChangesRoutes } from './routes/live-changes/resident-live-changes.ts';
import { schemaController } from './http/validator-compiler.ts';
import type { Mailer } from './mail/mailer.ts';
import { registerMailQueue } from './mail/register-mail-queue.ts';
import { registerFrontDesk } from './front-desk/register-front-desk.ts';
import { registerMonthlyReportMail } from './monthly-report/register-monthly-report.ts';
import { registerReminders } from './reminders/register-reminders.ts';
import { registerRatingRequests } from './residents/register-rating-requests.ts';
import accountRoutes from './routes/account/index.ts';
import accountSessionRoutes from './routes/account/session-routes.ts';
import analyticsRoutes from './routes/analytics/index.ts';
import buildingsRoutes from './routes/buildings/index.ts';
import checkInFiguresRoutes from './routes/analytics/check-in-figures-routes.ts';
import calendarFeedFileRoutes from './routes/calendar-feed/feed-routes.ts';
import calendarFeedRoutes from './routes/calendar-feed/index.ts';
import checkInRoutes from './routes/check-in/index.ts';
import createRoutes from './routes/create/index.ts';
import csvImportRoutes from './routes/csv-import/index.ts';
import dashboardRoutes from './routes/dashboard/index.ts';
import doorRoutes from './routes/check-in/door-routes.ts';
import eventNotesRoutes from './routes/event-notes/index.ts';
import liveChangesRoutes from './routes/live-changes/index.ts';
import managerAccountRoutes from './routes/manager-account/index.ts';
import healthRoutes from './routes/health/index.ts';
import monthlyReportRoutes from './routes/monthly-report/index.ts';
import messagesRoutes from './routes/messages/index.ts';
import frontDeskRoutes from './routes/front-desk-mode/index.ts';
import reportRoutes from './routes/report/index.ts';
import rosterRoutes from './routes/roster/index.ts';
import residentPreviewRoutes from './routes/resident-preview/index.ts';
import kioskRoutes from './routes/kiosk/index.ts';
import scheduleRoutes from './routes/schedule/index.ts';
import tasksRoutes from './routes/tasks/index.ts';
import { imageFileRoutes } from './routes/users/image-routes.ts';
import usersRoutes from './routes/users/index.ts';
import { DEFAULT_DIST_DIR, registerAppShell } from './static/app-shell.ts';
import { builtIndexScriptHashes } from './static/inline-script-hashes.ts';
import './auth/fastify-types.ts';

interface BuildAppOptions {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  /** Fastify logger options; off when omitted (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Where the built app lives; defaults to dist/ at the repository root. */
  distDir?: string;
  /** The time now for dated work (the feed's window, the monthly report e-mail); tests pass a fake clock. */
  clock?: () => Date;
}

// JSON bodies; multipart picture uploads (1 MB) are limited by their own route (routes/users/image-routes.ts).
const BODY_LIMIT_BYTES = 1_572_864;

export async function buildApp({ db, config, mailer, logger = false, distDir, clock = () => new Date() }: BuildAppOptions): Promise<FastifyInstance> {
  const inlineScriptHashes = builtIndexScriptHashes(distDir ?? DEFAULT_DIST_DIR);
  const securityHeaders = securityHeaderValues(inlineScriptHashes);
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy ?? false,
    schemaController,
    // Answers made before any route or hook runs still get the error body and the security headers.
    frameworkErrors: routerErrorHandler(securityHeaders),
    clientErrorHandler: clientErrorHandler(securityHeaders),
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('mailer', mailer);
  app.decorate('clock', clock);

  // Closing ends every connection itself: one a client holds open unused must not keep it waiting.
  endConnectionsOnClose(app);
  registerMailQueue(app);
  registerMonthlyReportMail(app);
  registerReminders(app);
  registerRatingRequests(app);
  registerFrontDesk(app);
  installErrorHandler(app);
  installJsonBodyParser(app);
  await registerSecurityHeaders(app, inlineScriptHashes);
  await registerAuth(app);
  await registerApiDocs(app);
  const allowedMethods = trackRouteMethods(app);

  // API answers are per user and change often; the service worker keeps its own copy. A route that
  // says otherwise keeps its own (stored pictures: immutable, cached for a year).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  // Anyone may call these (signing in, a forgotten password, the connectivity probe, pictures).
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(accountRoutes, { prefix: '/api' });
  await app.register(imageFileRoutes, { prefix: '/api' });
  // A building's calendar feed: the secret in its address is the permission.
  await app.register(calendarFeedFileRoutes, { prefix: '/api' });
  // Everything else needs a session, checked once per scope before the body is read
  // (server/http/session-scope.ts). A new call goes in its feature's plugin in one of the lists.
  await app.register(sessionScope([accountSessionRoutes, liveChangesRoutes]), { prefix: '/api' });
  await app.register(
    sessionScope([
      managerAccountRoutes,
      tasksRoutes,
      messagesRoutes,
      dashboardRoutes,
      buildingsRoutes,
      reportRoutes,
      frontDeskRoutes,
      analyticsRoutes,
      checkInFiguresRoutes,
      usersRoutes,
      createRoutes,
      scheduleRoutes,
      rosterRoutes,
      residentPreviewRoutes,
      kioskRoutes,
      checkInRoutes,
      doorRoutes,
      eventNotesRoutes,
      calendarFeedRoutes,
      monthlyReportRoutes,
      csvImportRoutes,
    ]),
    { prefix: MANAGER_API_PREFIX },
  );
  // The residents' own door: signing in by e-mail without a session, the rest with a resident's
  // session only (a staff session is refused there, as a resident's is on every call above).
  await app.register(residentSignInRoutes, { prefix: RESIDENT_API_PREFIX });
  // A reminder's give-back link: its token is the permission (server/routes/resident-give-back/).
  await app.register(residentGiveBackRoutes, { prefix: RESIDENT_API_PREFIX });
  await app.register(residentRatingLinkRoutes, { prefix: RESIDENT_API_PREFIX });
  await app.register(residentScope([residentRoutes, residentEventsRoutes, residentLiveChangesRoutes]), { prefix: RESIDENT_API_PREFIX });
  await app.register(residentScope([residentRatingRoutes]), { prefix: RESIDENT_API_PREFIX });
  await registerAppShell(app, distDir, allowedMethods);
  await app.ready();
  return app;
}
