/** The database counts of `GET /public/stats` (docs/contract.md section 7.4), in one statement. */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

export interface ContentCounts {
  /** Approved questions. */
  questions: number;
  /** Distinct users with an approved question, a forum post, a reply that is not deleted, or a comment on an approved question. */
  contributors: number;
  /** Solved discussions (contract 8.4): posts with an accepted reply plus approved questions with an accepted comment. */
  discussions: number;
}

/**
 * Counts what everyone can see: a question counts only while approved (not pending, rejected or
 * deleted), and so do the comments under it; a deleted reply (its placeholder) does not count;
 * deleted posts and comments are gone from the tables.
 */
export async function contentCounts(db: Queryable): Promise<ContentCounts> {
  const result = await db.execute<{ questions: string; contributors: string; discussions: string }>(sql`
    with approved as (select id, submitted_by from questions where status = 'approved'),
    visible_comments as (select c.question_id, c.user_id from comments c join approved q on q.id = c.question_id)
    select
      (select count(*) from approved) as questions,
      (select count(*) from (
        select submitted_by as user_id from approved where submitted_by is not null
        union select author_id from forum_posts
        union select user_id from forum_replies where deleted_at is null
        union select user_id from visible_comments
      ) as contributor) as contributors,
      (select count(*) from forum_posts where accepted_reply_id is not null)
        + (select count(*) from comments c join approved q on q.id = c.question_id where c.accepted_at is not null) as discussions
  `);
  const row = result.rows[0]!;
  return { questions: Number(row.questions), contributors: Number(row.contributors), discussions: Number(row.discussions) };
}
