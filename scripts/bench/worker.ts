/**
 * The real BullMQ workers for the benchmark, against DATABASE_URL, Redis prefix "bench" or
 * BENCH_REDIS_PREFIX (as server.ts); BENCH_WORKER_POOL_SIZE database connections (default 4).
 */
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { startWorkers } from '../../worker/main.ts';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'test' }, { sessionSecret: 'bench-session-secret-of-at-least-32-chars', redisPrefix: process.env.BENCH_REDIS_PREFIX || 'bench' });
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: null, poolSize: Number(process.env.BENCH_WORKER_POOL_SIZE) || 4 });
const workers = await startWorkers({ db: database.db, redisUrl: config.redisUrl, prefix: config.redisPrefix });
console.log('ready');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void workers.close().then(() => database.close()).finally(() => process.exit(0));
  });
}
