/**
 * The real app for the benchmark, on PORT, against DATABASE_URL (no workers, no web build). All
 * load comes from one address and a few users, so the per-IP login and per-user search rate
 * limits are lifted unless the environment sets them: the benchmarks measure capacity, and
 * test/security covers the limits.
 */
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';

const unlimited = { RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: '1000000', RATE_LIMIT_SEARCHES_PER_SECOND: '1000000' };
const config = loadConfig({ ...unlimited, ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'test' }, { sessionSecret: 'bench-session-secret-of-at-least-32-chars', redisPrefix: 'bench' });
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: null, poolSize: 20 });
const app = await buildApp(config, { database, webDistDir: '/nonexistent' });
await app.listen({ port: config.port, host: '127.0.0.1' });
console.log('ready');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => database.close()).finally(() => process.exit(0));
  });
}
