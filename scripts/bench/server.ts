/**
 * The real app for the benchmark, on PORT, against DATABASE_URL (no workers; the web build only with
 * BENCH_SERVE_WEB=1). All
 * load comes from one address and a few users, so the per-IP login limit and the per-user search
 * limit and posting and upload quotas are lifted unless the environment sets them: the benchmarks measure capacity, and
 * test/security covers the limits. Redis key prefix "bench" unless BENCH_REDIS_PREFIX sets another
 * (a step whose jobs must not meet another step's workers). On SIGTERM it prints its search cache's
 * counts as one line `search-cache {"hits":n,"misses":n}` before exiting. BENCH_CALIBRATION=off
 * switches the answers' model update off (the "before" figure of the calibration step); CACHE_PUSH=off
 * makes every cached read ask PostgreSQL and Redis (the "before" figure of the reads step).
 */
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { createSearchCache } from '../../server/features/search/search.cache.ts';
import { calibrationSwitch } from '../../server/questionBank/calibration.ts';

const unlimited = {
  RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: '1000000',
  RATE_LIMIT_SEARCHES_PER_SECOND: '1000000',
  RATE_LIMIT_POSTS_PER_HOUR: '1000000',
  RATE_LIMIT_FORUMS_PER_DAY: '1000000',
  RATE_LIMIT_UPLOADS_PER_HOUR: '1000000',
};
if (process.env.BENCH_CALIBRATION === 'off') calibrationSwitch.on = false;
const config = loadConfig({ ...unlimited, ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'test' }, { sessionSecret: 'bench-session-secret-of-at-least-32-chars', redisPrefix: process.env.BENCH_REDIS_PREFIX || 'bench' });
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: null, poolSize: 20, listen: config.cachePush });
const searchCache = createSearchCache({ maxBytes: config.searchCacheBytes });
// BENCH_SERVE_WEB=1 serves the built web app (dist/web) too, for the steps that drive Chromium.
const app = await buildApp(config, { database, searchCache, ...(process.env.BENCH_SERVE_WEB === '1' ? {} : { webDistDir: '/nonexistent' }) });
await app.listen({ port: config.port, host: '127.0.0.1' });
console.log('ready');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`search-cache ${JSON.stringify(searchCache.stats)}`);
    void app.close().then(() => database.close()).finally(() => process.exit(0));
  });
}
