/**
 * Rank publication of a scheduled mock at scale (docs/contract.md section 8.2): seeds
 * BENCH_RANKS_CANDIDATES (default 30,000) ranked completed attempts of one three-section test whose
 * `resultsAt` has passed, in its own database BENCH_RANKS_DATABASE_URL (default .../bench_ranks:
 * created if missing, migrated, emptied), then publishes the ranks once
 * (server/features/mockTests/ranks.ts `publishRanks`) and prints the time it took, the SQL
 * statements it sent (counted at the driver) and a check of the written ranks. Target: under 5 s.
 * Run: `npm run bench -- ranks` (also after `npm run bench -- mock`), or `node --import tsx
 * scripts/bench/ranks.ts` (exit code 1 when the target fails).
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import { publishRanks } from '../../server/features/mockTests/ranks.ts';
import { ensureDatabase } from './data.ts';
import { recordErrors } from './errors.ts';
import { openBenchDatabase } from './database.ts';

/**
 * Seeds `count` users, each with one ranked completed attempt of a new three-section test whose
 * window closed an hour ago (scores from a fixed pseudo-random sequence, section scores that add
 * up to them), set-based (five statements). Answers the test's id.
 */
export async function seedRankedAttempts(db: Database, count: number): Promise<number> {
  const [test] = (
    await db.execute<{ id: number }>(sql`
      insert into tests (title, kind, opens_at, closes_at, results_at)
      values ('Bench AIMCAT', 'admin', now() - interval '3 hours', now() - interval '2 hours', now() - interval '1 hour') returning id`)
  ).rows;
  const testId = Number(test!.id);
  await db.execute(sql`insert into test_sections (test_id, position, name, duration_seconds) select ${testId}, p, 'Section ' || (p + 1), 2400 from generate_series(0, 2) p`);
  await db.execute(sql`
    insert into users (name, username, password_hash, email_id, show_on_leaderboards)
    select 'Candidate ' || i, 'bench_rank_' || i, 'x', 'bench_rank_' || i || '@example.com', i % 3 = 0 from generate_series(1, ${count}) i`);
  await db.execute(sql`
    insert into attempts (user_id, test_id, state, score, ranked, completed_at)
    select u.id, ${testId}, 'completed', 0, true, now() - interval '2 hours' from users u where u.username like 'bench_rank_%'`);
  // Section scores from a hash of the attempt id (-20..79 each); the attempt's score is their sum.
  await db.execute(sql`
    insert into attempt_sections (attempt_id, position, state, score)
    select a.id, p, 'submitted', (abs(hashint4(a.id * 3 + p)) % 100) - 20 from attempts a cross join generate_series(0, 2) p where a.test_id = ${testId}`);
  await db.execute(sql`update attempts a set score = s.total from (select attempt_id, sum(score)::int as total from attempt_sections group by attempt_id) s where s.attempt_id = a.id and a.test_id = ${testId}`);
  return testId;
}

/** Counts the statements every pg client sends while `run` runs, and times each (milliseconds, with its first words). */
async function countingStatements<T>(run: () => Promise<T>): Promise<{ value: T; statements: number; timings: string[] }> {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  let statements = 0;
  const timings: string[] = [];
  prototype.query = function (this: unknown, ...args: unknown[]) {
    statements += 1;
    const started = performance.now();
    const first = args[0];
    const text = (typeof first === 'string' ? first : String((first as { text?: string })?.text ?? '')).replace(/\s+/g, ' ').trim();
    const result = original.apply(this, args);
    if (result instanceof Promise) void result.then(() => timings.push(`${Math.round(performance.now() - started)} ms  ${text}`), () => undefined);
    return result;
  };
  try {
    return { value: await run(), statements, timings };
  } finally {
    prototype.query = original;
  }
}

/**
 * The ranks step (`npm run bench -- ranks`, and after the mock step): seeds, publishes once, checks
 * and prints (see the file comment). Resolves true when the target is met; records a wrong
 * publication as an error of the step.
 */
export async function benchRanks(): Promise<boolean> {
  const count = Number(process.env.BENCH_RANKS_CANDIDATES ?? 30_000);
  const databaseUrl = process.env.BENCH_RANKS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_ranks';
  await ensureDatabase(databaseUrl);
  const handle = await openBenchDatabase({ databaseUrl, pgliteDir: null });
  try {
    await handle.migrate();
    const tables = await handle.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '\\_\\_%' and tablename <> 'cache_generations'`);
    await handle.db.execute(sql.raw(`truncate ${tables.rows.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`));
    console.log(`\nranks: seeding ${count} ranked attempts in ${new URL(databaseUrl).pathname.slice(1)}…`);
    const seededAt = performance.now();
    const testId = await seedRankedAttempts(handle.db, count);
    console.log(`seeded ${count} ranked attempts in ${Math.round(performance.now() - seededAt)} ms`);
    const started = performance.now();
    const { value, statements, timings } = await countingStatements(() => publishRanks(handle.db, testId, new Date()));
    const ms = performance.now() - started;
    for (const line of timings) console.log(`    ${line}`);
    // Every rank is 1 + the ranked attempts scoring higher (contract 8.2), checked by counting per score.
    const check = (
      await handle.db.execute<{ ranked: number; with_rank: number; top: number; notified: number; wrong: number }>(sql`
        select count(*)::int as ranked, count(rank)::int as with_rank, min(rank)::int as top,
          (select count(*)::int from notifications where test_id = ${testId}) as notified,
          (select count(*)::int from attempts a
             join (select score, 1 + coalesce(sum(n) over (order by score desc rows between unbounded preceding and 1 preceding), 0) as expected
                   from (select score, count(*) as n from attempts where test_id = ${testId} and ranked group by score) g) e on e.score = a.score
             where a.test_id = ${testId} and a.ranked and a.rank is distinct from e.expected) as wrong
        from attempts where test_id = ${testId} and ranked`)
    ).rows[0]!;
    const correct = value.notificationIds.length === count && Number(check.with_rank) === count && Number(check.notified) === count && Number(check.wrong) === 0;
    const pass = ms < 5000 && correct;
    const load = loadavg().map((n) => n.toFixed(2)).join(', ');
    console.log(`publish ranks: ${count} ranked attempts in ${Math.round(ms)} ms, ${statements} SQL statements (target < 5000 ms) ${pass ? 'PASS' : 'FAIL'}; load average ${load}`);
    console.log(`  ranks written ${check.with_rank}/${check.ranked} (${check.wrong} not 1 + those scoring higher), best rank ${check.top}, notifications ${check.notified}`);
    recordErrors('ranks', correct ? 0 : 1, 'ranks or notifications not written as contract 8.2 says');
    const again = await countingStatements(() => publishRanks(handle.db, testId, new Date()));
    console.log(`  a second publication: ${again.value.notificationIds.length} notifications, ${again.statements} statements`);
    return pass;
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchRanks().then(
    (pass) => process.exit(pass ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
