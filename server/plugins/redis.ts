/** Decorates `app.redis` (ioredis) from `redisUrl`; closes it with the app. */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis;
  }
}

/** Opens an ioredis client and waits until it answers PING; throws if it cannot within 5 s. */
export async function connectRedis(url: string, extra: { maxRetriesPerRequest?: number | null } = {}): Promise<Redis> {
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
    const redis = await connectRedis(options.url);
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  },
  { name: 'redis' },
);
