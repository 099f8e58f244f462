/** Queries on users and mentor requests for accounts (the shared ones are in server/identity/users.ts). */
import { and, count, countDistinct, eq, sql } from 'drizzle-orm';
import type { UserRow } from '../../identity/users.ts';
import type { Queryable } from '../../db/client.ts';
import { mentorRequests, questions, responses, users } from '../../db/schema/index.ts';

export type NewUserRow = typeof users.$inferInsert;

/** Case-insensitive username look-up (uses users_username_lower_key). */
export async function findUserByUsername(db: Queryable, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(sql`lower(${users.username})`, username.toLowerCase())).limit(1);
  return row;
}

export async function insertUser(db: Queryable, user: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

/** Applies `changes` to the user; answers the updated row, or undefined without such a user. */
export async function updateUser(db: Queryable, id: number, changes: Partial<NewUserRow>): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

export async function insertMentorRequest(db: Queryable, userId: number): Promise<void> {
  await db.insert(mentorRequests).values({ userId, status: 'pending' });
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
