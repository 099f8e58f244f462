/**
 * Request limits, counted in Redis (the app's ioredis client, keys under `<prefix>:rate-limit:`)
 * so they hold across API processes. `@fastify/rate-limit` counts requests of the routes named in
 * `limitedRoutes` (looked up by URL when a route is registered, so routes added later by any
 * feature get their limit), per client address or per logged-in user. Failed logins are counted
 * per username by `LoginFailures` (decorated as `app.loginFailures`), since only failures count
 * there. Over a limit the answer is 429 `{statusCode, error, message}` "Too many requests. Please
 * try again later." with `Retry-After` (seconds). The client address is `request.ip`, which
 * honours TRUST_PROXY.
 */
import fp from 'fastify-plugin';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimitConfig } from '../config.ts';
import { RateLimitedError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    loginFailures: LoginFailures;
  }
}

type LimitedBy = 'ip' | 'user';
interface RouteLimit {
  limit: { max: number; windowMs: number };
  by: LimitedBy;
}

/** Limited URLs (every method of each) and what counts; OTP routes come with the verification feature. */
export function limitedRoutes(limits: RateLimitConfig): Record<string, RouteLimit> {
  return {
    '/perform-login': { limit: limits.loginPerIp, by: 'ip' },
    '/public/addUser': { limit: limits.registrationsPerIp, by: 'ip' },
    '/public/sendOtp': { limit: limits.otpSends, by: 'ip' },
    '/public/verifyOtp': { limit: limits.otpChecks, by: 'ip' },
    '/api/verifyEmail': { limit: limits.otpSends, by: 'user' },
    '/api/verifyEmailOtp': { limit: limits.otpChecks, by: 'user' },
    '/api/search': { limit: limits.searches, by: 'user' },
  };
}

/** The logged-in user's id (the session is read in an earlier onRequest hook), else the address. */
function clientKey(by: LimitedBy) {
  return (request: FastifyRequest) => {
    const userId = by === 'user' ? request.session?.get('userId') : undefined;
    return typeof userId === 'number' ? `user:${userId}` : `ip:${request.ip}`;
  };
}

/**
 * Failed logins per username (case-insensitive) in a fixed window that starts at the first failure.
 * Keys `<prefix>:login-failures:<username>`.
 */
export class LoginFailures {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly limit: { max: number; windowMs: number },
  ) {}

  private key(username: string) {
    return `${this.prefix}:login-failures:${username.toLowerCase()}`;
  }

  /** @throws RateLimitedError when the username already has `max` failures in the window. */
  async check(username: string): Promise<void> {
    const [[, count], [, ttl]] = (await this.redis.multi().get(this.key(username)).pttl(this.key(username)).exec()) as [[null, string | null], [null, number]];
    if (Number(count ?? 0) >= this.limit.max) throw new RateLimitedError(Math.max(1, Math.ceil(ttl / 1000)));
  }

  async recordFailure(username: string): Promise<void> {
    const key = this.key(username);
    await this.redis.multi().incr(key).pexpire(key, this.limit.windowMs, 'NX').exec();
  }

  /** Forgets the failures after a successful login. */
  async clear(username: string): Promise<void> {
    await this.redis.del(this.key(username));
  }
}

export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, options: { limits: RateLimitConfig; prefix: string }) => {
    const table = limitedRoutes(options.limits);
    // Runs before @fastify/rate-limit's own onRoute hook (registered below), which reads config.rateLimit.
    app.addHook('onRoute', (route) => {
      const entry = table[route.url ?? ''];
      if (!entry || route.config?.rateLimit !== undefined) return;
      route.config = { ...route.config, rateLimit: { max: entry.limit.max, timeWindow: entry.limit.windowMs, keyGenerator: clientKey(entry.by) } };
    });
    await app.register(fastifyRateLimit, {
      global: false,
      redis: app.redis,
      nameSpace: `${options.prefix}:rate-limit:`,
      skipOnError: true, // a Redis fault must not lock everyone out; sessions report it anyway
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      errorResponseBuilder: (_request, context) => new RateLimitedError(Math.ceil(context.ttl / 1000)),
    });
    app.decorate('loginFailures', new LoginFailures(app.redis, options.prefix, options.limits.loginFailuresPerUsername));
  },
  { name: 'rate-limits', dependencies: ['redis'] },
);
