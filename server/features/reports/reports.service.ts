/**
 * Reports of errors in questions (docs/contract.md section 7.5): a logged-in user reports a
 * question they may see, at most one open report per user and question; admins list and resolve.
 */
import { reportExcerptLength, type CreatedReport, type QuestionReport, type ReportReason } from '@common/api/reports.ts';
import { plainExcerpt } from '@common/markdown/plainText.ts';
import { messages } from '@common/messages.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, notFound } from '../../errors.ts';
import type { UserRow } from '../../identity/users.ts';
import { createNotifications } from '../../notifications/create.ts';
import { findVisibleQuestion } from '../../policies/questions.ts';
import { requireUnsealed } from '../../policies/questionVisibility.ts';
import * as repo from './reports.repo.ts';
import { inTransaction } from '../../effects/commit.ts';

type Page = { limit: number; offset: number };

/**
 * Stores `user`'s report on question `questionId`.
 * @throws AppError 404 "Question not found." when the question is missing, deleted or hidden from `user`;
 *         409 "You have already reported this question; ..." while their earlier report on it is open;
 *         409 "This question is part of your test in progress" while it is sealed for `user`
 */
export async function reportQuestion(db: Queryable, user: UserRow, questionId: number, input: { reason: ReportReason; text: string }): Promise<CreatedReport> {
  await findVisibleQuestion(db, questionId, user);
  await requireUnsealed(db, user.id, questionId);
  try {
    const row = await repo.insertReport(db, { questionId, userId: user.id, reason: input.reason, text: input.text });
    return { ...row, createdAt: row.createdAt.toISOString() };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.moderation.alreadyReported);
    throw error;
  }
}

/** A page of reports for admins, open first (oldest first), then resolved (newest resolution first), each with its question's plain-text excerpt (200 characters); and the total. */
export async function listReports(db: Queryable, page: Page): Promise<{ reports: QuestionReport[]; total: number }> {
  const { items, total } = await repo.listReports(db, page);
  const reports: QuestionReport[] = items.map(({ questionText, ...row }) => ({
    ...row,
    questionExcerpt: plainExcerpt(questionText, reportExcerptLength),
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  }));
  return { reports, total };
}

/**
 * Resolves report `id` (idempotent: resolving a resolved report changes nothing) and, in the same
 * transaction, notifies its reporter (`report_resolved`, about the question, with its excerpt).
 * The notification is sent live after the commit.
 * @throws AppError 404 "Report not found" for an unknown id
 */
export async function resolveReport(db: Database, id: number, admin: UserRow): Promise<void> {
  await inTransaction(db, async (tx, effects) => {
    const resolved = await repo.resolveReport(tx, id, admin.id);
    if (resolved === undefined) throw notFound(messages.moderation.reportNotFound);
    if (resolved === null) return;
    effects.notify(
      await createNotifications(tx, {
        actorId: admin.id,
        place: { questionId: resolved.questionId },
        text: resolved.questionText,
        direct: [{ userId: resolved.userId, type: 'report_resolved' }],
      }),
    );
  });
}
