/** The real app for the benchmark, on PORT, against DATABASE_URL (no workers, no web build). */
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'test' }, { sessionSecret: 'bench-session-secret-of-at-least-32-chars', redisPrefix: 'bench' });
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: null, poolSize: 20 });
const app = await buildApp(config, { database, webDistDir: '/nonexistent' });
await app.listen({ port: config.port, host: '127.0.0.1' });
console.log('ready');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => database.close()).finally(() => process.exit(0));
  });
}
