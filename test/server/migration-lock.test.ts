/**
 * Several processes starting at once on a new PostgreSQL database (2 API replicas and a worker)
 * migrate one after another instead of racing on the same CREATE TABLEs.
 */
import t from 'tap';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../../server/config.ts';
import { openBackingServices } from '../../server/startup.ts';
import { needsSharedDatabase } from '../helpers/requirements.ts';

const serverUrl = process.env.DATABASE_URL;

t.test('concurrent start-ups on an empty database all migrate it', { skip: needsSharedDatabase }, async (t) => {
  const name = `migration_lock_${randomBytes(4).toString('hex')}`;
  const admin = new URL(serverUrl!);
  admin.pathname = '/postgres';
  const run = async (query: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      return await client.query(query);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  t.teardown(() => run(`drop database if exists "${name}" with (force)`));
  const target = new URL(serverUrl!);
  target.pathname = `/${name}`;
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: target.toString() }, { sessionSecret: 'x'.repeat(32) });

  const results = await Promise.allSettled([0, 1, 2, 3].map(() => openBackingServices(config)));
  const failures = results.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason));
  t.same(failures, [], 'no start-up failed');
  for (const result of results) if (result.status === 'fulfilled') await result.value.close();

  const check = new pg.Client({ connectionString: target.toString() });
  await check.connect();
  const tables = await check.query(`select count(*)::int as n from pg_tables where schemaname = 'public'`);
  const applied = await check.query(`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`);
  await check.end();
  t.ok(tables.rows[0].n > 10, `${tables.rows[0].n} tables created`);
  t.ok(applied.rows[0].n > 0, 'migrations recorded');
  t.equal(applied.rows[0].distinct, applied.rows[0].n, 'no migration applied twice');
});
