/**
 * Loaded by tap before every test file (package.json `tap.node-arg`). tap runs test files in
 * parallel job slots (`jobs`), and every file empties the database it tests on: so each slot gets
 * its own PostgreSQL database. Slot 0 uses DATABASE_URL as given; slot N (tap's TAP_JOB_ID) uses
 * `<database>_job<N>` on the same server, created when missing (the test helper migrates it like
 * any other). DATABASE_URL is rewritten for this process, so the API and worker processes a test
 * spawns use the same database. Without DATABASE_URL (PGlite), in slot 0 or outside tap, nothing
 * changes.
 * @throws when the database name is not plain (letters, digits, `_`) or the server refuses to create it
 */
import pg from 'pg';

const base = process.env.DATABASE_URL?.trim();
const slot = Number(process.env.TAP_JOB_ID ?? 0);

if (base && slot > 0 && !process.env.TEST_JOB_DATABASE) {
  const url = new URL(base);
  const name = `${decodeURIComponent(url.pathname.slice(1)) || 'postgres'}_job${slot}`;
  if (!/^\w+$/.test(name)) throw new Error(`DATABASE_URL: cannot derive a per-job database from "${name}"`);
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name}"`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // created meanwhile
      });
    }
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  process.env.TEST_JOB_DATABASE = name;
}
