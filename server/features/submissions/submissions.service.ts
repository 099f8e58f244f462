/** Submitting questions (pending until an admin decides; admins' own are approved at once) and reviewing them. */
import { canResubmitQuestion, canViewQuestion, isAdmin } from '../../policies/access.ts';
import type { CheckedQuestion, PendingQuestion, ReviewResult, SubmittedQuestion } from '@common/api/submissions.ts';
import { messages } from '@common/messages.ts';
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import type { UserRow } from '../../identity/users.ts';
import { createNotifications } from '../../notifications/create.ts';
import { findQuestionById, toQuestion } from '../../questionBank/questions.read.ts';
import { questionColumns } from './questionFields.ts';
import * as repo from './submissions.repo.ts';
import { inTransaction } from '../../effects/commit.ts';

type Page = { limit: number; offset: number };

function toSubmitted(row: NonNullable<Awaited<ReturnType<typeof repo.findSubmittedQuestion>>>): SubmittedQuestion {
  return {
    ...row,
    // Deleted questions are never listed or answered as submitted ones (the queries leave them out).
    status: row.status as SubmittedQuestion['status'],
    answerTolerance: row.answerTolerance === null ? null : Number(row.answerTolerance),
    dateTimeSubmitted: row.dateTimeSubmitted.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * Refuses a text that duplicates a question `user` can see (docs/contract.md section 7.8): approved
 * ones, their own, and for admins any that is not deleted. A duplicate of a question hidden from
 * them (someone else's pending or rejected one) passes, so a submission tells nothing about hidden
 * questions; the review queue flags it (`duplicates`). Duplicates of the bank's approved and
 * deleted questions are also refused by the unique index questions_text_key on approval.
 * @throws AppError 409 "This question already exists"
 */
export async function refuseVisibleDuplicate(db: Queryable, user: UserRow, setId: number | null, text: string, exceptId: number | null = null): Promise<void> {
  const duplicates = await repo.findDuplicates(db, setId, text, exceptId);
  if (duplicates.some((row) => canViewQuestion(user, row))) throw conflict(messages.review.duplicateQuestion);
}

/**
 * Stores `input` (an MCQ or TITA question, checked by common/api/submissions.ts) as a stand-alone
 * question of `user`: its category, topic (within the category) and source are found by name
 * ignoring case, or created; a TITA answer is stored in canonical form ("07.50" -> "7.5"). Status is
 * 'pending', or 'approved' (reviewed now) for an admin. Names, question and all are written in one
 * transaction.
 * @returns the SubmittedQuestion, with the stored spelling of reused names
 * @throws AppError 409 "This question already exists" when a stand-alone question `user` can see
 *         (approved, their own; admins: any) has the same text, ignoring case (refuseVisibleDuplicate)
 */
export async function submitQuestion(db: Database, user: UserRow, input: CheckedQuestion): Promise<SubmittedQuestion> {
  const approved = isAdmin(user);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await refuseVisibleDuplicate(tx, user, null, input.questionText);
      return repo.insertQuestion(tx, {
        ...(await questionColumns(tx, input)),
        submittedBy: user.id,
        status: approved ? 'approved' : 'pending',
        reviewedAt: approved ? sql`now()` : null,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.review.duplicateQuestion);
    throw error;
  }
  return toSubmitted((await repo.findSubmittedQuestion(db, id))!);
}

/** A page of the questions `userId` submitted, newest first, whatever their status; and their total. */
export async function listSubmittedQuestions(db: Queryable, userId: number, page: Page): Promise<{ questions: SubmittedQuestion[]; total: number }> {
  const { items, total } = await repo.listSubmittedQuestions(db, userId, page);
  return { questions: items.map(toSubmitted), total };
}

/**
 * A page of pending questions in full (with correct answer and submitter), oldest first, each with
 * `similar`: up to 3 approved questions whose text is most alike (similarity >= 0.5, one query for
 * the page), and `duplicates`: every other question with the same text (any status, by id); and
 * their total.
 */
export async function listPendingQuestions(db: Queryable, admin: UserRow, page: Page): Promise<{ questions: PendingQuestion[]; total: number }> {
  const { rows, total } = await repo.listPendingQuestions(db, admin.id, page);
  const ids = rows.map((row) => row.question.id);
  const [similar, duplicates] = await Promise.all([repo.similarToPending(db, ids), repo.duplicatesOfPending(db, ids)]);
  const byPending = new Map<number, typeof similar>();
  for (const row of similar) byPending.set(row.pendingId, [...(byPending.get(row.pendingId) ?? []), row]);
  const duplicatesOf = new Map<number, typeof duplicates>();
  for (const row of duplicates) duplicatesOf.set(row.pendingId, [...(duplicatesOf.get(row.pendingId) ?? []), row]);
  const questions = rows.map((row) => ({
    ...toQuestion(row, admin),
    similar: (byPending.get(row.question.id) ?? []).map(({ id, questionText, similarity }) => ({ id, questionText, similarity })),
    duplicates: (duplicatesOf.get(row.question.id) ?? []).map(({ id, status }) => ({ id, status })),
  }));
  return { questions, total };
}

/**
 * Approves or rejects a pending question (setting `reviewed_at`; a rejection stores `reason`, which
 * the submitter sees) as `adminId`, notifying the submitter (`question_approved` / `question_rejected`,
 * in the same transaction, sent live after the commit). Repeating the decision
 * already taken changes nothing and answers the same (no new notification).
 * @throws AppError 404 "Question not found." for an unknown or deleted id,
 *         409 "This question has already been reviewed" when it was decided the other way,
 *         409 "This question already exists" when approving a duplicate of an approved or deleted question
 */
export async function reviewQuestion(
  db: Database,
  id: number,
  decision: 'approved' | 'rejected',
  reason: string | null = null,
  adminId: number | null = null,
): Promise<ReviewResult> {
  const decided = await inTransaction(db, async (tx, effects) => {
    const row = await repo.decidePending(tx, id, decision, reason);
    if (!row) return false;
    effects.notify(
      await createNotifications(tx, {
        actorId: adminId,
        place: { questionId: id },
        text: decision === 'rejected' && reason ? reason : row.questionText,
        direct: [{ userId: row.submittedBy, type: decision === 'approved' ? 'question_approved' : 'question_rejected' }],
      }),
    );
    return true;
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw conflict(messages.review.duplicateQuestion);
    throw error;
  });
  if (decided) return { id, status: decision };
  const current = await repo.findStatus(db, id);
  if (current === undefined || current === 'deleted') throw notFound(messages.notFound.question);
  if (current !== decision) throw conflict(messages.review.alreadyReviewed);
  return { id, status: decision };
}

/**
 * Edits and resubmits a rejected question of `user` (PUT /api/submittedQuestions/{id}): `input`
 * replaces its fields (as submitQuestion stores them), it is pending again and its rejection reason
 * is cleared.
 * @throws AppError 404 "Question not found." for an unknown or deleted id, or one `user` may not see;
 *         403 "Only the submitter can resubmit this question" for anyone but its submitter;
 *         409 "Only a rejected question can be edited and resubmitted" when it is not rejected;
 *         400 "A question in a set keeps its set's category, topic and source";
 *         409 "This question already exists" when the new text duplicates a question `user` can see
 */
export async function resubmitQuestion(db: Database, user: UserRow, id: number, input: CheckedQuestion): Promise<SubmittedQuestion> {
  const row = await findQuestionById(db, id, user.id);
  if (!row || !canViewQuestion(user, row.question)) throw notFound(messages.notFound.question);
  if (row.question.submittedBy !== user.id) throw forbidden(messages.moderation.onlySubmitterResubmit);
  if (!canResubmitQuestion(user, row.question)) throw conflict(messages.moderation.onlyRejectedResubmit);
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  if (row.question.setId !== null && !(same(input.category, row.section) && same(input.topic, row.topic) && same(input.source, row.source))) {
    throw badRequest(messages.question.setTaxonomyFixed);
  }
  try {
    await db.transaction(async (tx) => {
      await refuseVisibleDuplicate(tx, user, row.question.setId, input.questionText, id);
      if (!(await repo.resubmitRejected(tx, id, user.id, await questionColumns(tx, input)))) throw conflict(messages.moderation.onlyRejectedResubmit);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.review.duplicateQuestion);
    throw error;
  }
  return toSubmitted((await repo.findSubmittedQuestion(db, id))!);
}

/**
 * Deletes question `id` (DELETE /api/questions/{id}, admins) softly: its status becomes `deleted`,
 * so it is hidden everywhere (lists, search, by id, new tests) while its responses stay in their
 * owners' statistics and mock tests that hold it still run and score (docs/contract.md section 7.6).
 * @throws AppError 404 "Question not found." for an unknown or already deleted id
 */
export async function deleteQuestion(db: Queryable, id: number): Promise<void> {
  if (!(await repo.softDelete(db, id))) throw notFound(messages.notFound.question);
}
