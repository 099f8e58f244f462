/**
 * Test app: `buildTestApp(t)` builds the real app (real database: PostgreSQL at DATABASE_URL, else
 * in-memory PGlite; real Redis at REDIS_URL under a per-file key prefix) on a freshly emptied
 * database, and tears everything down with the test.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { buildApp, type AppDependencies } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/client.ts';

interface Teardown {
  teardown(fn: () => unknown): void;
}

let shared: Promise<DatabaseHandle> | undefined;

/** One migrated database per test process (PGlite takes seconds to open), emptied on demand. */
export function testDatabase(): Promise<DatabaseHandle> {
  shared ??= (async () => {
    const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, pgliteDir: null, poolSize: 5 });
    await handle.migrate();
    return handle;
  })();
  return shared;
}

/** Deletes every row of every table of the public schema and restarts their ids. */
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  const result = await handle.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
  const tables = result.rows.map((row) => `"${row.tablename}"`);
  if (tables.length > 0) await handle.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
}

/** The session secret of every test config (tests recompute keyed hashes with it). */
export const testSessionSecret = 'test-session-secret-of-at-least-32-characters';

/** A config for tests: silent logs, a fixed secret, and a unique Redis prefix. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig(
    { ...process.env, NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' },
    { sessionSecret: testSessionSecret, redisPrefix: `test-${randomBytes(4).toString('hex')}`, ...overrides },
  );
}

/** Removes every Redis key under `prefix`. */
export async function clearRedisPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
}

/**
 * Builds the app on an emptied database; closes app, database and Redis keys at teardown.
 * `deps.now` replaces the app's clock (see test/helpers/clock.ts); `deps.logStream` captures the log;
 * `deps.webDistDir` serves a built web app (none by default).
 */
export async function buildTestApp(t: Teardown, overrides: Partial<Config> = {}, deps: Pick<AppDependencies, 'now' | 'logStream' | 'onRoute' | 'webDistDir'> = {}): Promise<TestApp> {
  const database = await testDatabase();
  await resetDatabase(database);
  const config = testConfig(overrides);
  const app = await buildApp(config, { database, webDistDir: '/nonexistent', ...deps });
  await app.ready();
  t.teardown(async () => {
    await app.close();
    await clearRedisPrefix(config.redisUrl, config.redisPrefix);
  });
  return { app, database, config };
}

/** Closes the shared database when the test file ends. */
export async function closeTestDatabase(): Promise<void> {
  if (shared) await (await shared).close();
  shared = undefined;
}
