/**
 * buildApp(config, deps): the Fastify app with its plugins and features registered, not listening
 * (tests use `inject` or listen on port 0). The caller owns the database handle.
 * Route schemas are zod (fastify-type-provider-zod): they validate each route's input and
 * serialise its answers (keys a schema does not declare are not sent), and they are the OpenAPI
 * document (plugins/docs.ts).
 */
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { loggerOptions, requestId } from './observability/logger.ts';
import { authPlugin } from './plugins/auth.ts';
import { bodyLimitsPlugin } from './plugins/bodyLimits.ts';
import { rateLimitsPlugin } from './plugins/rateLimits.ts';
import { securityHeadersPlugin } from './plugins/securityHeaders.ts';
import { clockPlugin } from './plugins/clock.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { lifecyclePlugin } from './plugins/lifecycle.ts';
import { queuesPlugin } from './plugins/queues.ts';
import { effectsPlugin } from './plugins/effects.ts';
import { realtimePlugin } from './plugins/realtime.ts';
import { presencePlugin } from './plugins/presence.ts';
import { redisPlugin } from './plugins/redis.ts';
import { redisTrackingPlugin } from './plugins/redisTracking.ts';
import { requestIdPlugin } from './plugins/requestId.ts';
import { docsPlugin } from './plugins/docs.ts';
import { requestedWithPlugin } from './plugins/requestedWith.ts';
import { sessionPlugin } from './plugins/session.ts';
import { webPlugin } from './plugins/web.ts';
import { accountsRoutes } from './features/accounts/accounts.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { commentsRoutes } from './features/comments/comments.routes.ts';
import { errorLogRoutes } from './features/errorLog/errorLog.routes.ts';
import { forumsRoutes } from './features/forums/forums.routes.ts';
import { searchRoutes } from './features/search/search.routes.ts';
import { createSearchCache, type SearchCache } from './features/search/search.cache.ts';
import { aiRoutes } from './features/ai/ai.routes.ts';
import { isAiConfigured } from './features/ai/ai.service.ts';
import { aiExplanationJob } from './features/ai/aiExplanation.job.ts';
import { jobs } from './jobs.ts';
import { submissionsRoutes } from './features/submissions/submissions.routes.ts';
import { importsRoutes } from './features/imports/imports.routes.ts';
import { questionsRoutes } from './features/questions/questions.routes.ts';
import { responsesRoutes } from './features/responses/responses.routes.ts';
import { reviewRoutes } from './features/review/review.routes.ts';
import { practiceRoutes } from './features/practice/practice.routes.ts';
import { mentorsRoutes } from './features/mentors/mentors.routes.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { resourcesRoutes } from './features/resources/resources.routes.ts';
import { imagesRoutes } from './features/images/images.routes.ts';
import { verificationRoutes } from './features/verification/verification.routes.ts';
import { passwordResetRoutes } from './features/verification/passwordReset.routes.ts';
import { mockTestsRoutes } from './features/mockTests/mockTests.routes.ts';
import { reportsRoutes } from './features/reports/reports.routes.ts';
import { preferencesRoutes } from './features/preferences/preferences.routes.ts';
import { bookmarksRoutes } from './features/bookmarks/bookmarks.routes.ts';
import { reputationRoutes } from './features/reputation/reputation.routes.ts';
import { packsRoutes } from './features/packs/packs.routes.ts';
import { statsRoutes } from './features/stats/stats.routes.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';

export interface AppDependencies {
  database: DatabaseHandle;
  /** Serve the built web app from this folder (default dist/web, when built). */
  webDistDir?: string;
  /** The clock (`app.now`); tests pass a controllable one, production uses real time. */
  now?: () => Date;
  /** Where the log goes (default stdout); tests capture it. */
  logStream?: NodeJS.WritableStream;
  /** Called with every route as it is registered (tests enumerate the routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The search answers' cache (default: a new one of SEARCH_CACHE_MB); the benchmarks pass one to read its hit counts. */
  searchCache?: SearchCache;
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, deps.logStream),
    genReqId: requestId,
    // A number of hops becomes proxy-addr's "trust the first n hops" function (Fastify's types take no number).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    frameworkErrors,
    return503OnClosing: false, // plugins/lifecycle.ts answers requests that arrive while closing
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  await app.register(clockPlugin, { now: deps.now });
  await app.register(lifecyclePlugin);
  await app.register(securityHeadersPlugin, { production: config.env === 'production' });
  await app.register(requestedWithPlugin);
  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10, parts: 12 } });
  await app.register(bodyLimitsPlugin, { defaultBytes: config.bodyLimitBytes });
  await app.register(dbPlugin, { handle: deps.database });
  await app.register(redisPlugin, { url: config.redisUrl });
  await app.register(redisTrackingPlugin, { url: config.redisUrl, prefix: config.redisPrefix, enabled: config.cachePush, retryMs: config.cachePushRetryMs });
  await app.register(sessionPlugin, { secret: config.sessionSecret, secure: config.env === 'production', prefix: config.redisPrefix, ...config.session });
  await app.register(rateLimitsPlugin, { limits: config.rateLimits, prefix: config.redisPrefix });
  // Requests wait for AI explanations (only when AI is configured); other jobs are only queued.
  const waitFor = isAiConfigured(config.openai) ? [aiExplanationJob.name] : [];
  await app.register(queuesPlugin, { url: config.redisUrl, prefix: config.redisPrefix, jobs, waitFor });
  await app.register(authPlugin, { prefix: config.redisPrefix, cacheBytes: config.readCacheBytes });
  await app.register(realtimePlugin, { redisUrl: config.redisUrl, prefix: config.redisPrefix });
  await app.register(effectsPlugin);
  await app.register(presencePlugin, { redisPrefix: config.redisPrefix, ttlMs: config.presenceTtlMs });

  await app.register(docsPlugin); // before the routes: it collects them as they are added
  await app.register(healthRoutes);
  await app.register(accountsRoutes);
  await app.register(questionsRoutes, { cacheBytes: config.readCacheBytes });
  await app.register(responsesRoutes);
  await app.register(reviewRoutes);
  await app.register(practiceRoutes);
  await app.register(importsRoutes, { parseBudgetMs: config.importParseBudgetMs });
  await app.register(commentsRoutes);
  await app.register(submissionsRoutes);
  await app.register(errorLogRoutes);
  await app.register(forumsRoutes);
  await app.register(searchRoutes, { cache: deps.searchCache ?? createSearchCache({ maxBytes: config.searchCacheBytes }) });
  await app.register(mentorsRoutes);
  await app.register(usersRoutes);
  await app.register(preferencesRoutes);
  await app.register(notificationsRoutes);
  await app.register(aiRoutes, { openai: config.openai });
  await app.register(resourcesRoutes);
  await app.register(imagesRoutes);
  await app.register(verificationRoutes, { config });
  await app.register(passwordResetRoutes, { config });
  await app.register(mockTestsRoutes);
  await app.register(reportsRoutes);
  await app.register(bookmarksRoutes);
  await app.register(reputationRoutes);
  await app.register(packsRoutes);
  await app.register(statsRoutes, { redisPrefix: config.redisPrefix, cacheMs: config.publicStatsCacheMs });

  await app.register(webPlugin, { distDir: deps.webDistDir });
  return app;
}
