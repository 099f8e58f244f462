/**
 * One worker process for tests, run as `node --import tsx test/helpers/worker-process.ts`
 * (test/helpers/processes.ts starts it): the real BullMQ workers on the PostgreSQL database at
 * DATABASE_URL (already migrated by the test) and the Redis key prefix REDIS_PREFIX, with
 * STALLED_INTERVAL_MS as their lock and stalled-check interval. Prints `ready` on stdout. SIGTERM,
 * or the end of stdin (the test process is gone), closes the workers and exits 0.
 */
import { openDatabase } from '../../server/db/client.ts';
import { startWorkers } from '../../worker/main.ts';

const databaseUrl = process.env.DATABASE_URL;
const redisPrefix = process.env.REDIS_PREFIX;
if (!databaseUrl || !redisPrefix) {
  console.error('worker-process: DATABASE_URL and REDIS_PREFIX are required');
  process.exit(2);
}

const database = await openDatabase({ databaseUrl, pgliteDir: null, poolSize: 3 });
const workers = await startWorkers({
  db: database.db,
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  prefix: redisPrefix,
  stalledIntervalMs: Number(process.env.STALLED_INTERVAL_MS ?? 30_000),
});
console.log('ready');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), 5000).unref();
  await workers.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.stdin.once('end', () => void stop());
process.stdin.resume();
