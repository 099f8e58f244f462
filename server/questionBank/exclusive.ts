/**
 * Exclusive mocks in SQL (docs/contract.md section 8.2): from an exclusive test's creation until its
 * `closes_at`, its questions are out of the bank for everyone but admins (the test's candidates see
 * them inside their attempts, which read questions directly, not through the bank's routes).
 *
 * - `heldUntilSql(id)`: the latest `closes_at` (epoch milliseconds) of the exclusive tests holding
 *   question `id`, or null. It does not depend on the time, so a cached detail row keeps it and the
 *   rule (common/policies.ts `isHeldForExclusive`) compares it with the clock per request.
 * - `heldNowSql(id)`: whether question `id` is held at the database's `now()` (lists, search,
 *   generated tests, practice).
 * - `nextExclusiveClose(db)`: when the set of held questions next changes by time (the earliest
 *   `closes_at` still ahead), for caches of lists and search answers to expire then; a new
 *   exclusive test changes the `questions` and `search` generations (migration 0035).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';

/** Epoch milliseconds of the latest closing of an exclusive test holding the question `questionId`, or null. */
export function heldUntilSql(questionId: SQL | SQL.Aliased | unknown): SQL<number | null> {
  return sql<number | null>`(select (extract(epoch from max(xt.closes_at)) * 1000)::float8 from test_section_questions xq join tests xt on xt.id = xq.test_id where xq.question_id = ${questionId} and xt.exclusive)`;
}

/** True while the question `questionId` belongs to an exclusive test that has not closed (database time). */
export function heldNowSql(questionId: SQL | unknown): SQL<boolean> {
  return sql<boolean>`exists (select 1 from test_section_questions xq join tests xt on xt.id = xq.test_id where xq.question_id = ${questionId} and xt.exclusive and xt.closes_at > now())`;
}

/** SQL of the epoch milliseconds of the next exclusive test closing (database time), or null when none is open: until when what the rule hides stays the same (bar new exclusive tests, which change the generations). */
export const nextExclusiveCloseSql = sql<number | null>`(select (extract(epoch from min(closes_at)) * 1000)::float8 from tests where exclusive and closes_at > now())`;

/** Epoch milliseconds of the next exclusive test closing (database time), or null when none is open. */
export async function nextExclusiveClose(db: Queryable): Promise<number | null> {
  const result = await db.execute<{ at: number | null }>(sql`select ${nextExclusiveCloseSql} as at`);
  const at = result.rows[0]?.at;
  return at === null || at === undefined ? null : Number(at);
}
