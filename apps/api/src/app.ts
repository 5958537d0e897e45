import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError, IMPORT_MAX_BYTES, LIMITS } from '@kinora/domain';
import { type Catalogue, createCatalogue } from '@kinora/tmdb';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import { openDatabase } from './db/client';
import type { Deps } from './deps';
import { configureZodMessages } from './errors/zod-messages';
import { apiPackageRoot } from './lib/package-root';
import { releaseName } from './lib/release';
import { trustProxyOption } from './lib/trust-proxy';
import { readInstanceCounters } from './metrics/instance-counters';
import { createMetrics } from './metrics/registry';
import { observedFetch } from './metrics/tmdb-fetch';
import { createTmdbRecent } from './metrics/tmdb-recent';
import { catalogueLanguagePlugin } from './plugins/catalogue-language';
import { confirmationLanguagePlugin } from './plugins/confirmation-language';
import { corsPlugin } from './plugins/cors';
import { errorHandlerPlugin } from './plugins/error-handler';
import { metricsPlugin } from './plugins/metrics';
import { readinessPlugin } from './plugins/readiness';
import { answerClientError, bodyDeadlineMs, requestDeadlinePlugin } from './plugins/request-deadline';
import { loggerOptions } from './plugins/request-logging';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { unstorableTextPlugin } from './plugins/unstorable-text';
import { webAppPlugin } from './plugins/web-app';
import { adminRoutes } from './rest/admin';
import { adminStatusRoutes } from './rest/admin-status';
import { authRoutes } from './rest/auth';
import { authAccountRoutes } from './rest/auth-account';
import { calendarRoutes } from './rest/calendar';
import { catalogueRoutes } from './rest/catalogue';
import { chatRoutes } from './rest/chat';
import { customListRoutes } from './rest/custom-lists';
import { acceptEmptyJsonBody } from './rest/empty-json-body';
import { gameRoutes } from './rest/game';
import { guardSignedIn, requireXsrf } from './rest/guards';
import { healthRoutes } from './rest/health';
import { historyRoutes } from './rest/history';
import { imageRoutes } from './rest/images';
import { importRoutes } from './rest/import';
import { languageRoutes } from './rest/language';
import { myServicesRoutes } from './rest/my-services';
import { notificationSettingsRoutes } from './rest/notification-settings';
import { notificationRoutes } from './rest/notifications';
import { openApiDocumentRoute, registerOpenApi } from './rest/openapi';
import { previewRoutes } from './rest/preview';
import { profileRoutes } from './rest/profiles';
import { ratingsRoutes } from './rest/ratings';
import { runtimeConfigRoutes } from './rest/runtime-config';
import { plainSerializerCompiler, zodValidatorCompiler } from './rest/schema-compilers';
import { searchRoutes } from './rest/search';
import { userRoutes } from './rest/user';
import { watchlistRoutes } from './rest/watchlist';
import { resolveIssuerEndpoints } from './services/auth/google-issuer';
import { SessionCache } from './services/auth/session-cache';
import { depsInLanguage } from './services/catalogue/catalogue-language';
import { catalogueNamespace, createRedisSharedCatalogue } from './services/catalogue/redis-shared-cache';
import { funFrameOrigins } from './services/fun/fun-links';
import { createJobRunner, type JobRunner } from './services/jobs/job-runner';
import type { Job } from './services/jobs/registry';
import { createMailer } from './services/mail/mail-queue';
import { createMailTransport, type MailTransport } from './services/mail/transport';
import { playerFrameOrigins } from './services/player/list-player-sources';
import { getRuntimeConfig } from './services/runtime-config/get-runtime-config';
import {
  createDatabaseRateLimitStore,
  createRedisRateLimitStore,
} from './services/security/rate-limit-store';
import { createInstanceHeartbeat, type InstanceHeartbeat } from './services/status/instance-heartbeat';
import { startTracing } from './tracing';
import { configureAnswerChecks } from './trpc/answers';
import { createHttpContext } from './trpc/context';
import { prefetchPage } from './trpc/page-prefetch';
import { type AppRouter, appRouter } from './trpc/root';

export type BuildOptions = {
  /** Injected clock; tests move time without waiting. */
  now?: () => Date;
  /** Injected catalogue; by default TMDB when a key is configured, else the embedded demo catalogue. */
  catalogue?: Catalogue;
  /** Injected mail transport; by default SMTP or the e-mail service's API when configured, else the outbox. */
  mailTransport?: MailTransport;
  /** Injected waiting (sign-in slowdown); tests record the delays instead of sitting through them. */
  sleep?: (ms: number) => Promise<void>;
  /** Where log lines go (tests read them); by default stdout. */
  logStream?: DestinationStream;
  /** Injected periodic jobs; by default the registry's (services/jobs/registry.ts). */
  jobs?: readonly Job[];
  /** false only in the bench that weighs what metrics cost (bench/metrics-cost.ts): no request timing, no /metrics. */
  requestMetrics?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The periodic jobs' runner: server.ts starts it, app.close() stops it; tests call its tick(). */
    jobs: JobRunner;
    /** This instance's report of itself for the status page: server.ts starts it, app.close() stops it. */
    instance: InstanceHeartbeat;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** How much longer than the time to receive a request its answer may take (see the timeouts below). */
const ANSWER_GRACE_MS = 2000;

/**
 * The whole API as a Fastify instance, not yet listening: plugins (external, then ours) and then routes.
 * Tests build it in-process and use `app.inject`; server.ts only adds `listen` and shutdown.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  configureZodMessages();
  configureAnswerChecks(config);
  const { timeouts } = config;
  // The headers' time, then the deadline of the largest body any route takes (an import file).
  const longestArrivalMs = timeouts.requestMs + bodyDeadlineMs(timeouts.requestMs, IMPORT_MAX_BYTES);
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    bodyLimit: LIMITS.BODY_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    // Bounded work per request: the headers must arrive within requestMs and the body by its own deadline, which
    // grows with its length (else 408: plugins/request-deadline.ts; Node's limit, checked every second rather
    // than every 30, is the backstop above the longest deadline), and a request must be answered soon after
    // (else 503, there too, which sends clients to the other instance; a slow sender's 408 comes first).
    // Idle keep-alive sockets close early. Node's own refusals speak the app's error shape.
    requestTimeout: longestArrivalMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: 2 * timeouts.requestMs,
    clientErrorHandler: answerClientError,
    http: {
      requestTimeout: longestArrivalMs,
      headersTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.min(1000, timeouts.requestMs),
    },
    // Batched tRPC GETs put their inputs in the URL, and an over-long search must reach validation (a 400 with a
    // message) rather than miss the route. Node's header limit still bounds the whole URL.
    routerOptions: { maxParamLength: 16_384 },
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    forceCloseConnections: 'idle',
  });

  // Read before any plugin loads (the issuer may take longer to answer than Fastify gives one plugin to start),
  // and before the database opens, so a failure here leaves nothing open.
  app.decorate(
    'googleEndpoints',
    config.google
      ? await resolveIssuerEndpoints(config.google.issuerUrl, app.log, options.sleep ?? sleep)
      : undefined,
  );
  // Per app, not the library's global registry: tests build many apps in one process.
  const metrics = createMetrics();
  // Only with OTEL_EXPORTER_OTLP_ENDPOINT: otherwise nothing of OpenTelemetry is loaded (src/tracing/).
  const tracing = await startTracing(config);
  const database = await openDatabase(
    config.database,
    timeouts,
    { warn: (message) => app.log.warn(message) },
    tracing ? tracing.observeQueries(metrics.database) : metrics.database,
  );
  const now = options.now ?? (() => new Date());
  // The caches ask for the time on every read: Date.now unless a test moves the clock (no Date object each time).
  const nowMs = options.now ? () => now().getTime() : Date.now;
  // The status page's TMDB state: this instance's recent requests and its last answer (metrics/tmdb-recent.ts).
  const tmdbRecent = createTmdbRecent(now);
  // With REDIS_URL, instances share catalogue answers and one TMDB request budget (docs/operations/scaling.md).
  const sharedCatalogue =
    config.redisUrl && (config.tmdb.apiKey || config.tmdb.readToken) && !options.catalogue
      ? createRedisSharedCatalogue(
          config.redisUrl,
          catalogueNamespace(config.tmdb),
          config.tmdb.ratePerSecond,
          app.log,
        )
      : undefined;
  const catalogue =
    options.catalogue ??
    createCatalogue({
      tmdbApiKey: config.tmdb.apiKey,
      tmdbReadToken: config.tmdb.readToken,
      tmdbBaseUrl: config.tmdb.baseUrl,
      fetch: observedFetch(globalThis.fetch, (outcome, seconds) => {
        metrics.tmdb(outcome, seconds);
        tmdbRecent.record(outcome);
      }),
      now: nowMs,
      cache: { observe: metrics.catalogueCacheRead },
      shared: sharedCatalogue,
    });
  // Every /api/v1 route, as registered: the OpenAPI test compares it with the documented list.
  const restRoutes = new Set<string>();
  app.decorate('restRoutes', restRoutes);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    if (route.url.startsWith('/api/v1/') && !route.url.endsWith('openapi.json')) {
      for (const method of methods) restRoutes.add(`${method} ${route.url}`);
    }
  });
  const deps: Deps = {
    db: database.db,
    // Each read answers in the language of the request or job it is part of (plugins/catalogue-language.ts).
    catalogue,
    mail: createMailer({
      db: database.db,
      transport: options.mailTransport ?? createMailTransport(config),
      now,
      log: app.log,
      retryBaseMs: config.mail.retryBaseMs,
    }),
    sessionCache: new SessionCache(nowMs, metrics.observer.sessionCacheRead),
    rateLimits: config.redisUrl
      ? createRedisRateLimitStore(config.redisUrl, app.log)
      : createDatabaseRateLimitStore(database.db),
    metrics: metrics.observer,
    config,
    now,
    sleep: options.sleep ?? sleep,
    log: app.log,
  };
  app.decorate('deps', deps);
  app.decorate('jobs', createJobRunner(deps, { jobs: options.jobs }));
  app.decorate(
    'instance',
    createInstanceHeartbeat(deps, {
      id: app.jobs.holder,
      host: hostname(),
      version: releaseName(),
      startedAt: now(),
      readCounters: () => readInstanceCounters(metrics.registry, tmdbRecent),
    }),
  );
  metrics.readMailQueueFrom(() => deps.mail.queueState());
  app.addHook('onClose', async () => {
    await app.instance.stop();
    await app.jobs.stop();
    await deps.mail.stop();
    await deps.rateLimits.close();
    await sharedCatalogue?.close();
    await database.close();
    await tracing?.close();
  });
  // A callback hook: an async one costs every request a promise and a trip through the microtask queue.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // First, so a request's span covers every other hook.
  if (tracing) await app.register(tracing.plugin);
  await app.register(corsPlugin, { origins: config.webOrigins });
  await app.register(securityHeadersPlugin, {
    config,
    frameSources: [...playerFrameOrigins(config.playerSources), ...funFrameOrigins(config.funLinks)],
  });
  await app.register(errorHandlerPlugin);
  // The error model's twin for answers that succeed: confirmations in the viewer's language.
  await app.register(confirmationLanguagePlugin);
  // Before every route, so its timing hook sees them all; after the error handler, which its refusals go through.
  if (options.requestMetrics !== false) {
    await app.register(metricsPlugin, { metrics, token: config.metricsToken });
  }
  await app.register(requestDeadlinePlugin, {
    requestMs: timeouts.requestMs,
    answerMs: timeouts.requestMs + ANSWER_GRACE_MS,
  });
  await app.register(unstorableTextPlugin);
  await app.register(sessionPlugin);
  await app.register(catalogueLanguagePlugin);

  // Routes declare their parts as the domain's zod schemas; the OpenAPI document is generated from them.
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(plainSerializerCompiler);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(readinessPlugin);
  await app.register(runtimeConfigRoutes);
  await app.register(imageRoutes);
  await app.register(previewRoutes);
  await app.register(openApiDocumentRoute);
  await app.register(
    async (api) => {
      api.addHook('onRequest', requireXsrf);
      guardSignedIn(api);
      acceptEmptyJsonBody(api);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(authAccountRoutes, { prefix: '/auth' });
      await api.register(catalogueRoutes, { prefix: '/movies', media: 'movie' });
      await api.register(catalogueRoutes, { prefix: '/tv', media: 'tv' });
      await api.register(searchRoutes, { prefix: '/search' });
      await api.register(watchlistRoutes);
      await api.register(customListRoutes);
      await api.register(historyRoutes);
      await api.register(ratingsRoutes);
      await api.register(calendarRoutes);
      await api.register(userRoutes);
      await api.register(myServicesRoutes);
      await api.register(languageRoutes);
      await api.register(profileRoutes);
      await api.register(notificationSettingsRoutes);
      await api.register(notificationRoutes);
      await api.register(importRoutes);
      await api.register(gameRoutes);
      await api.register(chatRoutes);
      await api.register(adminRoutes);
      await api.register(adminStatusRoutes);
    },
    { prefix: '/api/v1' },
  );
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: createHttpContext,
      maxBatchSize: LIMITS.TRPC_BATCH_MAX,
      onError({ error, path: procedure, req }) {
        if (error.code === 'SERVICE_UNAVAILABLE') {
          req.log.warn(
            { code: error.code, err: error.cause ?? error, procedure },
            'procedure failed: unavailable',
          );
        } else if (error.code === 'INTERNAL_SERVER_ERROR' || error.code === 'BAD_GATEWAY') {
          req.log.error({ code: error.code, err: error.cause ?? error, procedure }, 'procedure failed');
        }
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  await app.register(webAppPlugin, {
    distDir: config.webDistDir ?? path.resolve(apiPackageRoot(), '../web/dist'),
    runtimeConfig: getRuntimeConfig(config),
    prefetchPage: (profile, pathname, query, locale) =>
      prefetchPage(depsInLanguage(deps, locale), profile, pathname, query),
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (await app.sendWebApp(request, reply)) return reply;
    const pathname = request.url.split('?')[0];
    // Through the error handler, which answers in the viewer's language.
    throw new AppError('NOT_FOUND', `No route ${request.method} ${pathname}`);
  });

  return app;
}
