/**
 * server/unavailable.ts tells "PostgreSQL or Redis cannot be reached right now" (answered 503) from
 * other failures (answered 500), on the errors the real clients raise.
 */
import t from 'tap';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { openDatabase } from '../../server/db/client.ts';
import { failFastRedisOptions } from '../../server/plugins/redis.ts';
import { isServiceUnavailable } from '../../server/unavailable.ts';
import { AppError } from '../../server/errors.ts';
import { closeTestDatabase, testDatabase } from '../helpers/app.ts';
import { freePort } from '../helpers/privateServices.ts';

t.teardown(closeTestDatabase);

t.test('connection failures of the real clients are recognised', async (t) => {
  const port = await freePort(); // nothing listens there
  const database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/none`, pgliteDir: null });
  t.teardown(() => database.close());
  const refused: unknown = await database.db.execute(sql`select 1`).catch((error: unknown) => error);
  t.ok(refused instanceof Error && isServiceUnavailable(refused), 'PostgreSQL refused, through Drizzle');

  const redis = new Redis(`redis://127.0.0.1:${port}`, { ...failFastRedisOptions, lazyConnect: true, retryStrategy: () => null });
  redis.on('error', () => undefined);
  t.teardown(() => redis.disconnect());
  const offline: unknown = await redis.get('key').catch((error: unknown) => error);
  t.ok(offline instanceof Error && isServiceUnavailable(offline), `Redis not connected: ${(offline as Error).message}`);
});

t.test('other failures are not', async (t) => {
  const handle = await testDatabase();
  const divide: unknown = await handle.db.execute(sql`select 1 / 0`).catch((error: unknown) => error);
  t.ok(divide instanceof Error, 'a query error from a reachable PostgreSQL');
  t.notOk(isServiceUnavailable(divide), 'a failing query is not an outage');
  t.notOk(isServiceUnavailable(new Error('boom')), 'a plain error');
  t.notOk(isServiceUnavailable(new AppError(404, 'Question not found.')), 'an AppError');
  t.notOk(isServiceUnavailable(undefined), 'nothing');
});
