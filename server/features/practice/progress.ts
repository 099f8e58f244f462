/**
 * GET /api/me/progress (docs/contract.md section 8.3): the user's answers per week for the last
 * `weeks` weeks, oldest first, a week running from Monday 00:00 in Asia/Kolkata (India has one time
 * zone and no daylight saving; PostgreSQL's time zone database does the arithmetic). Every response
 * counts (practice answers and those a completed mock attempt made); the median time is over the
 * timed ones only.
 */
import { sql } from 'drizzle-orm';
import type { ProgressWeek } from '@common/api/practice.ts';
import type { Queryable } from '../../db/client.ts';
import { responses } from '../../db/schema/index.ts';

/** The weeks' zone. */
export const progressTimeZone = 'Asia/Kolkata';

/** The `weeks` weeks up to the one holding `now`, each with its attempts, right ones, accuracy (0-1) and median time (seconds). */
export async function progressOfUser(db: Queryable, userId: number, weeks: number, now: Date): Promise<ProgressWeek[]> {
  const zone = progressTimeZone;
  const rows = await db.execute<{ week_start: string; attempts: string | number; correct: string | number; median: string | number | null }>(sql`
    with weeks as (
      select week_start
      from generate_series(
        date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${zone}) - (${weeks - 1} * interval '1 week'),
        date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${zone}),
        interval '1 week'
      ) as week_start
    )
    select to_char(w.week_start, 'YYYY-MM-DD') as week_start,
      count(r.id) as attempts,
      count(r.id) filter (where r.correct) as correct,
      percentile_cont(0.5) within group (order by r.time_seconds) filter (where r.time_seconds is not null) as median
    from weeks w
    left join ${responses} r on r.user_id = ${userId}
      and r.created_at >= (w.week_start at time zone ${zone})
      and r.created_at < ((w.week_start + interval '1 week') at time zone ${zone})
    group by w.week_start
    order by w.week_start`);
  return rows.rows.map((row) => {
    const attempts = Number(row.attempts);
    const correct = Number(row.correct);
    return {
      weekStart: row.week_start,
      attempts,
      correct,
      accuracy: attempts === 0 ? null : Math.round((correct / attempts) * 100) / 100,
      medianTime: row.median === null ? null : Number(row.median),
    };
  });
}
