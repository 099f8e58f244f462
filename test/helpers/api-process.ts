/**
 * One API process for the multi-instance test, run as `node --import tsx test/helpers/api-process.ts`
 * (test/helpers/processes.ts starts it). Builds the real app with the settings of `testConfig`
 * on the PostgreSQL database at DATABASE_URL (already migrated by the test) and the Redis key
 * prefix REDIS_PREFIX, listens on 127.0.0.1 at a free port, and prints `listening <url>` on
 * stdout. SIGTERM, or the end of stdin (the test process is gone, even if it was killed), closes
 * the app and the database, then exits 0.
 */
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/client.ts';
import { testConfig } from './app.ts';

const databaseUrl = process.env.DATABASE_URL;
const redisPrefix = process.env.REDIS_PREFIX;
if (!databaseUrl || !redisPrefix) {
  console.error('api-process: DATABASE_URL and REDIS_PREFIX are required');
  process.exit(2);
}

const database = await openDatabase({ databaseUrl, pgliteDir: null, poolSize: 5 });
const app = await buildApp(testConfig({ redisPrefix }), { database, webDistDir: '/nonexistent' });
const url = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening ${url}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), 5000).unref();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.stdin.once('end', () => void stop());
process.stdin.resume();
