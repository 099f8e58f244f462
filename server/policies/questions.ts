/**
 * Who may see a question (common/policies.ts `canViewQuestion`: approved ones everyone; pending and
 * rejected ones only their submitter and admins; and `isHeldForExclusive`: a question of an
 * exclusive mock is out of the bank for all but admins until the test closes, contract 8.2),
 * applied to the database: the one check behind
 * the question page, its comments, answers, the error log, AI explanations and the question's
 * real-time room.
 */
import type { Question } from '@common/api/questions.ts';
import { messages } from '@common/messages.ts';
import type { Actor } from '@common/policies.ts';
import type { Queryable } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { canViewInBank, findQuestionById, toQuestion, type QuestionDetailRow } from '../questionBank/questions.read.ts';

/**
 * The detail row of question `id` when `viewer` may see it.
 * @throws AppError 404 "Question not found." when it is missing or hidden from `viewer`
 */
export async function findVisibleQuestion(db: Queryable, id: number, viewer: Actor): Promise<QuestionDetailRow> {
  const row = await findQuestionById(db, id, viewer.id);
  if (!row || !canViewInBank(viewer, row)) throw notFound(messages.notFound.question);
  return row;
}

/**
 * A question as `viewer` may see it (the API's Question; `correctAnswer` only for who may know it).
 * @throws AppError 404 "Question not found."
 */
export async function getQuestionForViewer(db: Queryable, id: number, viewer: Actor): Promise<Question> {
  return toQuestion(await findVisibleQuestion(db, id, viewer), viewer);
}

/**
 * The question row `viewer` may answer: any question they may see.
 * @throws AppError 404 "Question not found."
 */
export async function getAnswerableQuestion(db: Queryable, id: number, viewer: Actor): Promise<QuestionDetailRow['question']> {
  return (await findVisibleQuestion(db, id, viewer)).question;
}

/** Whether `viewer` may see question `id` (never throws for a missing or hidden one). */
export async function mayViewQuestion(db: Queryable, id: number, viewer: Actor): Promise<boolean> {
  const row = await findQuestionById(db, id, viewer.id);
  return row !== undefined && canViewInBank(viewer, row);
}
