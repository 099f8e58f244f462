/**
 * Skip reasons for tests that the embedded database cannot run honestly, for a test's `skip`
 * option: `t.test(name, { skip: needsConcurrentDatabase }, fn)`. Each is false when DATABASE_URL
 * names a PostgreSQL server, else the reason tap prints after `# SKIP`, so a run on PGlite reports
 * these tests as skipped instead of passing them without a race. CI (`.ci/run`) runs on PostgreSQL
 * and fails on any skip not listed in `.ci/allowed-skips`.
 */
const onPostgres = Boolean(process.env.DATABASE_URL?.trim());

/**
 * For tests of races (concurrent requests against locks, unique keys, conditional updates): PGlite
 * runs one transaction at a time, so there the race cannot happen and the test would pass with
 * the lock removed.
 */
export const needsConcurrentDatabase: string | false = onPostgres
  ? false
  : 'needs PostgreSQL (DATABASE_URL): PGlite runs one transaction at a time, so this race cannot happen there';

/** For tests that run several processes (API, worker) on one database: an in-memory PGlite belongs to one process. */
export const needsSharedDatabase: string | false = onPostgres
  ? false
  : 'needs PostgreSQL (DATABASE_URL): several processes cannot share an in-memory PGlite database';
/** For tests of PostgreSQL's own behaviour across connections and sessions (plan caching): PGlite is one session of its own. */
export const needsPostgresServer: string | false = onPostgres
  ? false
  : 'needs PostgreSQL (DATABASE_URL): the embedded database is a single session with its own defaults';
