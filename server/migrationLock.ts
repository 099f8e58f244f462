/**
 * Serializes migrations across processes: several API and worker processes starting at once
 * against a new PostgreSQL database would otherwise run the same CREATE TABLEs concurrently and
 * all but one would fail ("duplicate key value violates unique constraint pg_type_typname_nsp_index").
 * Holds a session-level advisory lock on its own connection while `migrate` runs on the pool;
 * the next process then finds nothing left to do.
 */
import pg from 'pg';

/** Any fixed 64-bit key naming "schema migrations" among this app's advisory locks. */
const migrationLockKey = '7263540019453218817';

/** Runs `migrate` while holding the migration lock of the database at `databaseUrl` (waits for it). */
export async function withMigrationLock(databaseUrl: string, migrate: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [migrationLockKey]);
    await migrate();
  } finally {
    await client.query('select pg_advisory_unlock($1::bigint)', [migrationLockKey]).catch(() => undefined);
    await client.end();
  }
}
