/**
 * Reputation from the database (contract 8.4): likes received on one's posts, replies and comments
 * (one's own likes not counted) and one's replies and comments accepted by someone else, made
 * since a time (reaction `created_at`, `accepted_at`), per user.
 */
import { sql, type SQL } from 'drizzle-orm';
import { acceptedAnswerPoints } from '@common/api/reputation.ts';
import type { Queryable } from '../../db/client.ts';

/** Whose reputation to count, and from when (null: all time). */
export interface ReputationScope {
  userId?: number;
  since: Date | null;
}

/** `column >= since`, or true for all time. */
const after = (column: SQL, since: Date | null) => (since === null ? sql`true` : sql`${column} >= ${since.toISOString()}::timestamptz`);
/** `column = userId`, or true for everyone. */
const of = (column: SQL, userId: number | undefined) => (userId === undefined ? sql`true` : sql`${column} = ${userId}`);

/**
 * A `scores (user_id, likes, accepted)` CTE: per user with any, the likes received and answers
 * accepted within `scope`.
 */
function scoresCte(scope: ReputationScope): SQL {
  const { since, userId } = scope;
  return sql`scores as (
    select user_id, count(*) filter (where what = 'like')::int as likes, count(*) filter (where what = 'accepted')::int as accepted
    from (
      select p.author_id as user_id, 'like' as what from post_reactions r join forum_posts p on p.id = r.post_id
        where r.kind = 'like' and r.user_id <> p.author_id and ${after(sql`r.created_at`, since)} and ${of(sql`p.author_id`, userId)}
      union all
      select fr.user_id, 'like' from reply_reactions r join forum_replies fr on fr.id = r.reply_id
        where r.kind = 'like' and r.user_id <> fr.user_id and ${after(sql`r.created_at`, since)} and ${of(sql`fr.user_id`, userId)}
      union all
      select c.user_id, 'like' from comment_reactions r join comments c on c.id = r.comment_id
        where r.kind = 'like' and r.user_id <> c.user_id and ${after(sql`r.created_at`, since)} and ${of(sql`c.user_id`, userId)}
      union all
      select fr.user_id, 'accepted' from forum_posts p join forum_replies fr on fr.id = p.accepted_reply_id
        where p.accepted_by is distinct from fr.user_id and ${after(sql`p.accepted_at`, since)} and ${of(sql`fr.user_id`, userId)}
      union all
      select c.user_id, 'accepted' from comments c
        where c.accepted_at is not null and c.accepted_by is distinct from c.user_id and ${after(sql`c.accepted_at`, since)} and ${of(sql`c.user_id`, userId)}
    ) as earned
    group by user_id
  )`;
}

/** The id of the user whose username is `username` (usernames are unique without regard to case), or undefined. */
export async function userIdByUsername(db: Queryable, username: string): Promise<number | undefined> {
  const result = await db.execute<{ id: number }>(sql`select id from users where lower(username) = lower(${username}) limit 1`);
  return result.rows[0]?.id;
}

/** A user's all-time reputation and accepted answers. */
export async function reputationOf(db: Queryable, userId: number): Promise<{ reputation: number; acceptedAnswers: number }> {
  const result = await db.execute<{ likes: number; accepted: number }>(sql`with ${scoresCte({ userId, since: null })} select likes, accepted from scores`);
  const row = result.rows[0];
  return { reputation: (row?.likes ?? 0) + acceptedAnswerPoints * (row?.accepted ?? 0), acceptedAnswers: row?.accepted ?? 0 };
}

/** A user's counts of posts, live replies, comments and approved questions. */
export async function contributionCounts(db: Queryable, userId: number): Promise<{ posts: number; replies: number; comments: number; questionsApproved: number }> {
  const result = await db.execute<{ posts: number; replies: number; comments: number; questions_approved: number }>(sql`
    select
      (select count(*) from forum_posts where author_id = ${userId})::int as posts,
      (select count(*) from forum_replies where user_id = ${userId} and deleted_at is null)::int as replies,
      (select count(*) from comments where user_id = ${userId})::int as comments,
      (select count(*) from questions where submitted_by = ${userId} and status = 'approved')::int as questions_approved
  `);
  const row = result.rows[0]!;
  return { posts: row.posts, replies: row.replies, comments: row.comments, questionsApproved: row.questions_approved };
}

/** One row of the leaderboard's query. */
export type ContributorRow = {
  id: number;
  name: string;
  username: string;
  user_type: 'Student' | 'Mentor';
  reputation: number;
  accepted: number;
};

/**
 * A page of the users (not suspended) with reputation earned since `since` (null: all time),
 * most first (then more accepted answers, then lower id), and how many there are.
 */
export async function contributorsPage(db: Queryable, since: Date | null, page: { limit: number; offset: number }): Promise<{ rows: ContributorRow[]; total: number }> {
  const ranked = sql`with ${scoresCte({ since })}
    select u.id, u.name, u.username, u.user_type, (s.likes + ${acceptedAnswerPoints} * s.accepted)::int as reputation, s.accepted, count(*) over ()::int as total
    from scores s join users u on u.id = s.user_id
    where u.suspended_at is null`;
  const result = await db.execute<ContributorRow & { total: number }>(sql`${ranked} order by reputation desc, s.accepted desc, u.id asc limit ${page.limit} offset ${page.offset}`);
  if (result.rows.length > 0 || page.offset === 0) return { rows: result.rows, total: result.rows[0]?.total ?? 0 };
  const counted = await db.execute<{ total: number }>(sql`select count(*)::int as total from (${ranked}) as everyone`);
  return { rows: [], total: counted.rows[0]?.total ?? 0 };
}
