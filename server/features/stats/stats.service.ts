/**
 * `GET /public/stats` with a short shared cache: the answer is kept in Redis
 * (`<prefix>:public-stats`, expiring after `cacheMs`, at most 10 s), so every API process answers
 * from it and a busy home page costs one database statement and one presence count per
 * `cacheMs`. On a miss a process computes it once however many of its requests wait (several
 * processes missing at the same instant may each compute it once).
 */
import type { FastifyInstance } from 'fastify';
import { publicStatsSchema, type PublicStats } from '@common/api/stats.ts';
import { contentCounts } from './stats.repo.ts';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export const publicStatsKey = (prefix: string) => `${prefix}:public-stats`;

/**
 * Answers `publicStats()`: the cached numbers, or fresh ones (then cached for `cacheMs`; 0 turns
 * the cache off). Rejects when PostgreSQL or Redis does not answer (the route answers 503).
 */
export function statsSource(app: FastifyInstance, options: { redisPrefix: string; cacheMs: number }) {
  const key = publicStatsKey(options.redisPrefix);
  let computing: Promise<PublicStats> | undefined;

  const compute = async (): Promise<PublicStats> => {
    const [counts, online] = await Promise.all([contentCounts(app.db), app.presence.onlineCount()]);
    const stats = { ...counts, online };
    if (options.cacheMs > 0) await app.redis.set(key, JSON.stringify(stats), 'PX', options.cacheMs);
    return stats;
  };

  return async function publicStats(): Promise<PublicStats> {
    if (options.cacheMs > 0) {
      const cached = await app.redis.get(key);
      const parsed = cached === null ? undefined : publicStatsSchema.safeParse(parseJson(cached));
      if (parsed?.success) return parsed.data; // anything else in the key is recomputed and overwritten
    }
    computing ??= compute().finally(() => (computing = undefined));
    return computing;
  };
}
