/**
 * Publishing the ranks of a scheduled mock (docs/contract.md section 8.2), once, at `resultsAt`.
 *
 * 1. Ranked attempts still in progress (a client gone, a deadline job not run yet) are settled by
 *    their own clocks first: every section ends at its `endsAt` as the deadline job would end it.
 * 2. One transaction: `update tests set ranks_published_at = now where id = $1 and
 *    ranks_published_at is null returning` is the guard (a second publisher, in another worker
 *    or an API process, finds the row already set, or waits on its row lock and then finds it set,
 *    and writes nothing); then three set-based statements write every ranked attempt's `rank`
 *    (1 + ranked attempts scoring higher: SQL `rank()`) and `percentile` (100 x at-or-below / all,
 *    two decimals, as 7.3), each section's `percentile` the same way per section, and one
 *    `test_results` notification per ranked candidate. Nothing is done per row, so 30,000 ranked
 *    attempts take five statements.
 *
 * Callers announce the returned notification ids after the commit.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { attempts, tests } from '../../db/schema/index.ts';
import { lockState, settle, type SectionChanges } from './attempts.transitions.ts';
import { resultsAreOut } from './schedule.ts';
import { inTransaction } from '../../effects/commit.ts';

/** Far enough ahead that settling ends every section of an attempt by its own clock. */
const endOfTime = new Date(8_640_000_000_000_000);

/** Completes the ranked attempts of `testId` still in progress, each by its own section clocks. */
async function settleStragglers(db: Database, testId: number): Promise<void> {
  const open = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(and(eq(attempts.testId, testId), eq(attempts.ranked, true), eq(attempts.state, 'in_progress')));
  for (const { id } of open) {
    await db.transaction(async (tx) => {
      const state = await lockState(tx, id);
      if (!state) return;
      // Their sections ended long ago by their own clocks: no page waits for the news, no deadline job is due.
      const unannounced: SectionChanges = { userId: state.attempt.userId, ended: [], started: [] };
      await settle(tx, state, endOfTime, unannounced);
    });
  }
}

/**
 * What a publication did: `published` true once the ranks are out (by this call or an earlier
 * one); `notificationIds` only from the call that wrote them (sent live after its commit).
 */
export interface Publication {
  published: boolean;
  notificationIds: number[];
}

/**
 * Publishes the ranks of test `testId` if `resultsAt` has come by `now` and nobody has yet
 * (idempotent; exactly once however many callers race). Answers `published: false` for a test
 * without a window, an unknown one, or before its `resultsAt`.
 */
export async function publishRanks(db: Database, testId: number, now: Date): Promise<Publication> {
  const [test] = await db.select().from(tests).where(eq(tests.id, testId)).limit(1);
  if (!test || !resultsAreOut(test, now)) return { published: false, notificationIds: [] };
  if (test.ranksPublishedAt) return { published: true, notificationIds: [] };
  await settleStragglers(db, testId);
  const notificationIds = await inTransaction(db, async (tx, effects) => {
    const claimed = await tx.execute(sql`update ${tests} set ranks_published_at = ${now.toISOString()} where id = ${testId} and ranks_published_at is null returning id`);
    if (claimed.rows.length === 0) return [];
    await tx.execute(sql`
      with ranked as (
        select id,
               rank() over (order by score desc) as rank,
               round(10000.0 * count(*) over (order by score) / count(*) over ()) / 100 as percentile
        from ${attempts}
        where test_id = ${testId} and ranked and state = 'completed'
      )
      update ${attempts} a set rank = ranked.rank, percentile = ranked.percentile
      from ranked where a.id = ranked.id`);
    await tx.execute(sql`
      with scored as (
        select s.attempt_id, s.position,
               round(10000.0 * count(*) over (partition by s.position order by coalesce(s.score, 0))
                     / count(*) over (partition by s.position)) / 100 as percentile
        from attempt_sections s join ${attempts} a on a.id = s.attempt_id
        where a.test_id = ${testId} and a.ranked and a.state = 'completed'
      )
      update attempt_sections s set percentile = scored.percentile
      from scored where s.attempt_id = scored.attempt_id and s.position = scored.position`);
    const notified = await tx.execute<{ id: number }>(sql`
      insert into notifications (user_id, type, test_id, text)
      select a.user_id, 'test_results', ${testId}, left(t.title, 200)
      from ${attempts} a join ${tests} t on t.id = a.test_id
      where a.test_id = ${testId} and a.ranked
      order by a.id
      returning id`);
    const ids = notified.rows.map((row) => Number(row.id));
    effects.notify(ids);
    return ids;
  });
  return { published: true, notificationIds };
}
