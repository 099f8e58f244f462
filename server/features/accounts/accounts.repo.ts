/** Queries on users and mentor requests. */
import { and, count, countDistinct, desc, eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { mentorRequests, questions, responses, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

const userById = preparedPerDatabase((db) =>
  db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('user_by_id'),
);

/** The user with this id, or undefined (a prepared statement: it runs on every request). */
export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await userById(db).execute({ id });
  return row;
}

/** Case-insensitive username look-up (uses users_username_lower_key). */
export async function findUserByUsername(db: Queryable, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(sql`lower(${users.username})`, username.toLowerCase())).limit(1);
  return row;
}

export async function insertUser(db: Queryable, user: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

export async function insertMentorRequest(db: Queryable, userId: number): Promise<void> {
  await db.insert(mentorRequests).values({ userId, status: 'pending' });
}

/** Status of the user's latest mentor request, or null when none. */
export async function latestMentorStatus(db: Queryable, userId: number): Promise<'pending' | 'approved' | 'rejected' | null> {
  const [row] = await db
    .select({ status: mentorRequests.status })
    .from(mentorRequests)
    .where(eq(mentorRequests.userId, userId))
    .orderBy(desc(mentorRequests.createdAt), desc(mentorRequests.id))
    .limit(1);
  return row?.status ?? null;
}

/**
 * SQL for the status of the latest mentor request of the user whose id is in `userId` (a column of
 * the outer query), or null: the same rule as `latestMentorStatus`, for lists that load it with
 * their rows in one query (uses mentor_requests_user_idx).
 */
export function latestMentorStatusSql(userId: AnyPgColumn) {
  // Qualified by hand: in a query without joins Drizzle writes the bare "id", which inside the
  // subquery would mean mentor_requests.id.
  const outer = sql`${sql.identifier(getTableName(userId.table))}.${sql.identifier(userId.name)}`;
  return sql<'pending' | 'approved' | 'rejected' | null>`(select ${mentorRequests.status} from ${mentorRequests} where ${mentorRequests.userId} = ${outer} order by ${mentorRequests.createdAt} desc, ${mentorRequests.id} desc limit 1)`;
}

/** How many questions the user submitted, whatever their status. */
export async function countSubmittedBy(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(questions).where(eq(questions.submittedBy, userId));
  return row?.n ?? 0;
}

/** How many distinct questions the user has answered. */
export async function countAnswered(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.select({ n: countDistinct(responses.questionId) }).from(responses).where(and(eq(responses.userId, userId)));
  return row?.n ?? 0;
}
