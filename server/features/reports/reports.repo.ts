/** Queries on reports of errors in questions (server/db/schema/questions.ts `questionReports`). */
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { questionReports, questions, users } from '../../db/schema/index.ts';
import { reportExcerptLength, type ReportReason } from '@common/api/reports.ts';

type Page = { limit: number; offset: number };

/**
 * Stores an open report by `userId` on `questionId` and returns it.
 * @throws the database's unique violation (23505) when the user already has an open report on the question
 */
export async function insertReport(db: Queryable, values: { questionId: number; userId: number; reason: ReportReason; text: string }) {
  const [row] = await db.insert(questionReports).values(values).returning({
    id: questionReports.id,
    questionId: questionReports.questionId,
    reason: questionReports.reason,
    text: questionReports.text,
    createdAt: questionReports.createdAt,
  });
  return row!;
}

/**
 * One page of reports, open ones first (oldest first: a queue), then resolved ones (most recently
 * resolved first), each with the question's excerpt and status and the reporter; and the total.
 */
export async function listReports(db: Queryable, page: Page) {
  const open = isNull(questionReports.resolvedAt);
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: questionReports.id,
        questionId: questionReports.questionId,
        reason: questionReports.reason,
        text: questionReports.text,
        createdAt: questionReports.createdAt,
        resolvedAt: questionReports.resolvedAt,
        // Enough of the text for its plain-text excerpt (reports.service.ts), without a long passage.
        questionText: sql<string>`left(${questions.questionText}, ${reportExcerptLength * 10}::int)`,
        questionStatus: questions.status,
        reporter: { id: users.id, name: users.name, username: users.username, userType: users.userType },
      })
      .from(questionReports)
      .innerJoin(questions, eq(questions.id, questionReports.questionId))
      .leftJoin(users, eq(users.id, questionReports.userId))
      .orderBy(
        desc(sql`${open}`),
        asc(sql`case when ${open} then ${questionReports.createdAt} end`),
        desc(questionReports.resolvedAt),
        asc(questionReports.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(questionReports),
  ]);
  return { items, total: total?.n ?? 0 };
}

/**
 * Marks report `id` resolved by `adminId` (once: a resolved report keeps its first resolution).
 * Returns `undefined` for an unknown report, `null` when it was resolved already, and for the
 * resolution made now its reporter and question.
 */
export async function resolveReport(
  db: Queryable,
  id: number,
  adminId: number,
): Promise<{ userId: number; questionId: number; questionText: string } | null | undefined> {
  const [updated] = await db
    .update(questionReports)
    .set({ resolvedAt: sql`now()`, resolvedBy: adminId })
    .where(and(eq(questionReports.id, id), isNull(questionReports.resolvedAt)))
    .returning({ userId: questionReports.userId, questionId: questionReports.questionId });
  if (updated) {
    const [question] = await db.select({ questionText: questions.questionText }).from(questions).where(eq(questions.id, updated.questionId)).limit(1);
    return { ...updated, questionText: question?.questionText ?? '' };
  }
  const [row] = await db.select({ id: questionReports.id }).from(questionReports).where(eq(questionReports.id, id)).limit(1);
  return row === undefined ? undefined : null;
}
