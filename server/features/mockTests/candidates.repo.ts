/**
 * The candidates of a test as queries see them (docs/contract.md sections 7.3 and 8.2): for a test
 * with a window its ranked completed attempts, otherwise each user's first completed attempt.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { attempts } from '../../db/schema/index.ts';

/** Whose attempts count: `ranked` (a test with a window) or `first` (each user's first completed attempt). */
export type Population = 'ranked' | 'first';

/** A subquery of the candidates' attempt ids (`id`) and scores (`score`). */
export function candidateAttempts(testId: number, population: Population): SQL {
  return population === 'ranked'
    ? sql`(select id, score from ${attempts} where test_id = ${testId} and ranked and state = 'completed')`
    : sql`(select distinct on (user_id) id, score from ${attempts} where test_id = ${testId} and state = 'completed' order by user_id, id)`;
}

/** The candidates' scores grouped: `[{ score, attempts }]` ascending by score. */
export async function scoreDistribution(db: Queryable, testId: number, population: Population): Promise<Array<{ score: number; attempts: number }>> {
  const result = await db.execute<{ score: number; attempts: number }>(sql`
    select c.score, count(*)::int as attempts from ${candidateAttempts(testId, population)} c
    where c.score is not null group by c.score order by c.score`);
  return result.rows.map((row) => ({ score: Number(row.score), attempts: Number(row.attempts) }));
}

/**
 * For each section position of `scores` (`scores[i]` is section i's score), how many candidates'
 * section scores are at or below it, and how many candidates have a score for that section.
 */
export async function sectionStanding(db: Queryable, testId: number, population: Population, scores: number[]): Promise<Array<{ atOrBelow: number; total: number }>> {
  if (scores.length === 0) return [];
  const result = await db.execute<{ position: number; at_or_below: number; total: number }>(sql`
    select s.position, count(*) filter (where s.score <= mine.score)::int as at_or_below, count(*)::int as total
    from ${candidateAttempts(testId, population)} c
    join attempt_sections s on s.attempt_id = c.id and s.score is not null
    join unnest(${`{${scores.map((_, i) => i).join(',')}}`}::int[], ${`{${scores.join(',')}}`}::int[]) as mine(position, score) on mine.position = s.position
    group by s.position`);
  const byPosition = new Map(result.rows.map((row) => [Number(row.position), { atOrBelow: Number(row.at_or_below), total: Number(row.total) }]));
  return scores.map((_, i) => byPosition.get(i) ?? { atOrBelow: 0, total: 0 });
}

/**
 * Per question of the test (by id), over the candidates who answered it: how many got it right, how
 * many answered, and their median time (seconds, null when none answered).
 * One grouped query (percentile_cont over the candidates' saved answers).
 */
export async function questionCrowd(db: Queryable, testId: number, population: Population) {
  const result = await db.execute<{ question_id: number; correct: number; answered: number; median: number | null }>(sql`
    with c as ${candidateAttempts(testId, population)},
    outcomes as (
      select aa.question_id, aa.time_seconds,
             case when q.question_type = 'TITA' then
                    case when aa.answer is null then null
                         else abs(aa.answer::numeric - q.correct_answer::numeric) <= coalesce(q.answer_tolerance, 0)::numeric end
                  else case when aa.selected_option is null then null else aa.selected_option = q.correct_answer end
             end as correct
      from c join attempt_answers aa on aa.attempt_id = c.id join questions q on q.id = aa.question_id
    )
    select question_id,
           count(*) filter (where correct)::int as correct,
           count(*) filter (where correct is not null)::int as answered,
           percentile_cont(0.5) within group (order by time_seconds) filter (where correct is not null) as median
    from outcomes group by question_id`);
  return new Map(result.rows.map((row) => [Number(row.question_id), { correct: Number(row.correct), answered: Number(row.answered), median: row.median === null ? null : Number(row.median) }]));
}

/** How many candidates the test has (all, scored or not). */
export async function candidateTotal(db: Queryable, testId: number, population: Population): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${candidateAttempts(testId, population)} c`);
  return Number(result.rows[0]?.n ?? 0);
}
