/**
 * Decorates `app.redis` (ioredis) from `redisUrl`; closes it with the app. This client serves
 * sessions and readiness: while Redis is down its commands fail at once instead of waiting in
 * ioredis's offline queue (`failFastRedisOptions`), so a request answers 503 rather than hanging,
 * and it reconnects on its own when Redis is back.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis;
  }
}

/**
 * For clients that answer requests: no offline queue (a command sent while disconnected fails at
 * once), one retry of a command cut off by a dropped connection, and no command waits over 2 s.
 */
export const failFastRedisOptions: RedisOptions = { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 2000, enableAutoPipelining: true };

/** Opens an ioredis client and waits until it answers PING; throws if it cannot within 5 s. */
export async function connectRedis(url: string, extra: RedisOptions = {}): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 5000, ...extra });
  redis.on('error', () => {
    /* reported through the failing command */
  });
  await redis.connect();
  await redis.ping();
  return redis;
}

export const redisPlugin = fp(
  async (app: FastifyInstance, options: { url: string }) => {
    const redis = await connectRedis(options.url, failFastRedisOptions);
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  },
  { name: 'redis' },
);

/**
 * Listens for `error` events of a BullMQ Queue, QueueEvents or Worker (which otherwise print every
 * failed reconnect attempt to the console while Redis is down) and logs them as warnings, at most
 * one per `everyMs` (default 30 s) for each emitter. They reconnect on their own.
 */
export function logConnectionErrors(
  emitter: { on(event: 'error', listener: (error: Error) => void): unknown },
  log: { warn(details: object, message: string): void } | undefined,
  what: string,
  everyMs = 30_000,
): void {
  let last = 0;
  emitter.on('error', (error: Error) => {
    if (Date.now() - last < everyMs) return;
    last = Date.now();
    log?.warn({ reason: error.message }, `${what}: Redis connection error (reconnecting)`);
  });
}
