/** Submitting questions (pending until an admin decides; admins' own are approved at once) and reviewing them. */
import { isAdmin } from '../../policies/access.ts';
import type { Question } from '@common/api/questions.ts';
import type { CheckedQuestion, ReviewResult, SubmittedQuestion } from '@common/api/submissions.ts';
import { messages } from '@common/messages.ts';
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, notFound } from '../../errors.ts';
import type { UserRow } from '../../identity/users.ts';
import { toQuestion } from '../../questionBank/questions.read.ts';
import { questionColumns } from './questionFields.ts';
import * as repo from './submissions.repo.ts';

type Page = { limit: number; offset: number };

function toSubmitted(row: NonNullable<Awaited<ReturnType<typeof repo.findSubmittedQuestion>>>): SubmittedQuestion {
  return {
    ...row,
    answerTolerance: row.answerTolerance === null ? null : Number(row.answerTolerance),
    dateTimeSubmitted: row.dateTimeSubmitted.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * Stores `input` (an MCQ or TITA question, checked by common/api/submissions.ts) as a stand-alone
 * question of `user`: its category, topic (within the category) and source are found by name
 * ignoring case, or created; a TITA answer is stored in canonical form ("07.50" -> "7.5"). Status is
 * 'pending', or 'approved' (reviewed now) for an admin. Names, question and all are written in one
 * transaction.
 * @returns the SubmittedQuestion, with the stored spelling of reused names
 * @throws AppError 409 "This question already exists" when another stand-alone question has the same text, ignoring case
 */
export async function submitQuestion(db: Database, user: UserRow, input: CheckedQuestion): Promise<SubmittedQuestion> {
  const approved = isAdmin(user);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
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

/** A page of pending questions in full (with correct answer and submitter), oldest first; and their total. */
export async function listPendingQuestions(db: Queryable, admin: UserRow, page: Page): Promise<{ questions: Question[]; total: number }> {
  const { rows, total } = await repo.listPendingQuestions(db, admin.id, page);
  return { questions: rows.map((row) => toQuestion(row, admin)), total };
}

/**
 * Approves or rejects a pending question (setting `reviewed_at`). Repeating the decision already
 * taken changes nothing and answers the same.
 * @throws AppError 404 "Question not found." for an unknown id,
 *         409 "This question has already been reviewed" when it was decided the other way
 */
export async function reviewQuestion(db: Queryable, id: number, decision: 'approved' | 'rejected'): Promise<ReviewResult> {
  if (await repo.decidePending(db, id, decision)) return { id, status: decision };
  const current = await repo.findStatus(db, id);
  if (current === undefined) throw notFound(messages.notFound.question);
  if (current !== decision) throw conflict(messages.review.alreadyReviewed);
  return { id, status: decision };
}
