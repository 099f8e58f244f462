/**
 * Start-up checks shared by the server, the worker and scripts: open the database and Redis,
 * naming the variable of whatever is unreachable, then migrate (and clean display names stored by
 * earlier releases: identity/displayNames.ts).
 */
import { join } from 'node:path';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { connectRedis } from './plugins/redis.ts';
import { withMigrationLock } from './migrationLock.ts';
import { cleanStoredDisplayNames } from './identity/displayNames.ts';
import { userChanged } from './identity/userVersion.ts';

/** Thrown when a backing service cannot be reached; `problems` has one line per service. */
export class StartupError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.name = 'StartupError';
    this.problems = problems;
  }
}

function reason(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return reason(error.errors[0]);
  if (error instanceof Error) return (error as { code?: string }).code ?? error.message;
  return String(error);
}

/**
 * Opens and migrates the database (then cleans display names stored by earlier releases) and
 * checks that Redis answers.
 * @throws StartupError with a line such as "DATABASE_URL: cannot reach PostgreSQL (ECONNREFUSED)"
 */
export async function openBackingServices(config: Config): Promise<DatabaseHandle> {
  const problems: string[] = [];
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pg'), listen: config.cachePush });
    await database.ping();
  } catch (error) {
    problems.push(
      config.databaseUrl
        ? `DATABASE_URL: cannot reach PostgreSQL (${reason(error)})`
        : `DATA_DIR: cannot open the embedded database in ${join(config.dataDir, 'pg')} (${reason(error)})`,
    );
    await database?.close().catch(() => undefined);
    database = undefined;
  }
  try {
    const redis = await connectRedis(config.redisUrl, { maxRetriesPerRequest: 1 });
    await redis.quit();
  } catch (error) {
    problems.push(`REDIS_URL: cannot reach Redis at ${config.redisUrl} (${reason(error)})`);
  }
  if (problems.length > 0 || !database) {
    await database?.close().catch(() => undefined);
    throw new StartupError(problems);
  }
  let renamed: number[] = [];
  const migrate = async () => {
    await database.migrate();
    renamed = await cleanStoredDisplayNames(database.db);
  };
  if (config.databaseUrl) await withMigrationLock(config.databaseUrl, migrate);
  else await migrate();
  if (renamed.length > 0) {
    // Processes already running (a rolling deploy) reload these users' rows on their next request.
    const redis = await connectRedis(config.redisUrl, { maxRetriesPerRequest: 1 });
    try {
      for (const userId of renamed) await userChanged(redis, config.redisPrefix, userId);
    } finally {
      await redis.quit();
    }
  }
  return database;
}
