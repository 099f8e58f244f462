/** Queries on mentor requests and the users they promote. */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { MentorDecision } from '@common/api/mentors.ts';
import type { Queryable } from '../../db/client.ts';
import { mentorRequests, users } from '../../db/schema/index.ts';

type Page = { limit: number; offset: number };

const pending = eq(mentorRequests.status, 'pending');

/** What a decision answers besides the request's id. */
const decisionColumns = {
  status: mentorRequests.status,
  userId: mentorRequests.userId,
  decidedAt: mentorRequests.decidedAt,
  decidedBy: mentorRequests.decidedBy,
};

/**
 * One page of pending requests with their users, oldest first (by request time, then id: uses
 * mentor_requests_status_idx), and how many are pending in all.
 */
export async function listPending(db: Queryable, page: Page) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: mentorRequests.id,
        requestedAt: mentorRequests.createdAt,
        user: { id: users.id, name: users.name, username: users.username, emailId: users.emailId, mobile: users.mobile },
      })
      .from(mentorRequests)
      .innerJoin(users, eq(users.id, mentorRequests.userId))
      .where(pending)
      .orderBy(asc(mentorRequests.createdAt), asc(mentorRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(mentorRequests).where(pending),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Decides a request atomically: sets `status`, `decided_at` and `decided_by` only while it is
 * still pending (concurrent calls queue on the row lock and all but the first then find it
 * decided). Returns the decided request, or undefined when it is missing or already decided.
 */
export async function decidePending(db: Queryable, id: number, status: MentorDecision, adminId: number) {
  const [row] = await db
    .update(mentorRequests)
    .set({ status, decidedAt: sql`now()`, decidedBy: adminId })
    .where(and(eq(mentorRequests.id, id), pending))
    .returning(decisionColumns);
  return row;
}

/** The request's status, user and decision, or undefined when there is no such request. */
export async function findRequest(db: Queryable, id: number) {
  const [row] = await db
    .select(decisionColumns)
    .from(mentorRequests)
    .where(eq(mentorRequests.id, id))
    .limit(1);
  return row;
}

/** Makes the user a Mentor (their badge everywhere follows `user_type`). */
export async function promoteToMentor(db: Queryable, userId: number): Promise<void> {
  await db.update(users).set({ userType: 'Mentor' }).where(eq(users.id, userId));
}
