/**
 * Request limits, counted in Redis (the app's ioredis client, keys under `<prefix>:rate-limit:`)
 * so they hold across API processes. A route declares its limit where it is defined, by name:
 * `config: { rateLimited: { name: 'searches', per: 'user' } }`; the numbers come from the config
 * (RATE_LIMIT_* variables) and `@fastify/rate-limit` counts the route's requests per client address
 * or per logged-in user (the address when nobody is logged in). A route may instead give
 * `@fastify/rate-limit`'s own `config.rateLimit` (e.g. with its own error text). Failed logins are
 * counted per (username, address) by `LoginFailures` (plugins/loginFailures.ts, decorated as
 * `app.loginFailures`), since only failures count there. Over a limit the answer is 429
 * `{statusCode, error, message}` "Too many requests. Please try again later." (or the route's
 * `rateLimited.message`, as the per-user quotas on uploads, posts and forums give) with
 * `Retry-After` (seconds). Counts are kept per route. The client address is `request.ip`, which
 * honours TRUST_PROXY. The per-user quotas on what users create or change (uploads, posts,
 * forums, generated tests, edits of posts, replies and comments, reports) count a
 * request once it has passed the session check and its schema (a `preHandler` hook): a post refused
 * as empty or too long, or a request without a session, does not use up the author's quota. Every
 * other limit counts a request as it arrives (`onRequest`), as a limit on attempts must.
 */
import fp from 'fastify-plugin';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../config.ts';
import { RateLimitedError } from '../errors.ts';
import { LoginFailures } from './loginFailures.ts';

/** A limit of the config a route may be counted against (failed logins are counted separately). */
export type LimitName = Exclude<keyof RateLimitConfig, 'loginFailures'>;

/** A route's limit: which one, counted per client address or per logged-in user, and its 429 text (default the generic one). */
export interface NamedRateLimit {
  name: LimitName;
  per: 'ip' | 'user';
  message?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginFailures: LoginFailures;
  }
  interface FastifyContextConfig {
    /** This route's request limit (plugins/rateLimits.ts). */
    rateLimited?: NamedRateLimit;
  }
}

type LimitedBy = NamedRateLimit['per'];

/** Quotas on what users create: counted after validation (see above). */
const creationQuotas: ReadonlySet<LimitName> = new Set<LimitName>(['uploads', 'posts', 'forums', 'testGenerations', 'edits', 'reports']);

/** The logged-in user's id (the session is read in an earlier onRequest hook), else the address. */
function clientKey(by: LimitedBy) {
  return (request: FastifyRequest) => {
    const userId = by === 'user' ? request.session?.get('userId') : undefined;
    return typeof userId === 'number' ? `user:${userId}` : `ip:${request.ip}`;
  };
}

export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, options: { limits: RateLimitConfig; prefix: string }) => {
    // Runs before @fastify/rate-limit's own onRoute hook (registered below), which reads config.rateLimit.
    app.addHook('onRoute', (route) => {
      const named = route.config?.rateLimited;
      if (!named || route.config?.rateLimit !== undefined) return;
      const limit = options.limits[named.name];
      const message = named.message;
      route.config = {
        ...route.config,
        rateLimit: {
          max: limit.max,
          timeWindow: limit.windowMs,
          keyGenerator: clientKey(named.per),
          ...(creationQuotas.has(named.name) ? { hook: 'preHandler' as const } : {}),
          ...(message ? { errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => new RateLimitedError(Math.ceil(context.ttl / 1000), message) } : {}),
        },
      };
    });
    await app.register(fastifyRateLimit, {
      global: false,
      redis: app.redis,
      nameSpace: `${options.prefix}:rate-limit:`,
      skipOnError: true, // a Redis fault must not lock everyone out; sessions report it anyway
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      errorResponseBuilder: (_request, context) => new RateLimitedError(Math.ceil(context.ttl / 1000)),
    });
    app.decorate('loginFailures', new LoginFailures(app.redis, options.prefix, options.limits.loginFailures));
  },
  { name: 'rate-limits', dependencies: ['redis'] },
);
