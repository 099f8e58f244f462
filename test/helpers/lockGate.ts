/**
 * A gate for race tests on PostgreSQL: holds row locks in a transaction of its own connection
 * while the requests under test start, waits until `waiters` of them are blocked on those locks,
 * then commits, so they all go on at the same moment. The test app's pool has 5 connections: at
 * most 5 requests can wait at once. A race that a lock in the product prevents
 * then shows up every time the lock is missing, instead of depending on the machine's timing.
 */
import pg from 'pg';

/**
 * Runs `lockSql` (e.g. `select 1 from forum_replies where id = any($1) for update`) in a
 * transaction on its own connection to DATABASE_URL, calls `start`, waits (up to `timeoutMs`)
 * until `waiters` other sessions of this database wait on a lock, then commits and answers what
 * `start` resolves to.
 * @throws when DATABASE_URL is unset, or when the waiters never show up
 */
export async function throughLockGate<T>(lockSql: string, params: unknown[], waiters: number, start: () => Promise<T>, timeoutMs = 20_000): Promise<T> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('throughLockGate needs DATABASE_URL');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let started: Promise<T> | undefined;
  try {
    await client.query('begin');
    await client.query(lockSql, params);
    started = start();
    started.catch(() => undefined); // awaited below
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await client.query('select pg_stat_clear_snapshot()'); // else the transaction keeps its first view of pg_stat_activity
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
      );
      if (rows[0]!.n >= waiters) break;
      if (Date.now() > deadline) throw new Error(`only ${rows[0]!.n} of ${waiters} sessions waited at the gate`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.query('commit');
  } finally {
    await client.end();
  }
  return started;
}
