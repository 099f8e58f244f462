/**
 * Who may see a question (common/policies.ts `canViewQuestion`: approved ones everyone; pending and
 * rejected ones only their submitter and admins; and the visibility policy's `hidden` rule: a question of an
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
import { findQuestionById, toQuestion, type QuestionDetailRow } from '../questionBank/questions.read.ts';
import { asVisible, canViewInBank, questionVisibility, requireUnsealed } from './questionVisibility.ts';

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
 * A question as `viewer` may see it (the API's Question; `correctAnswer` only for who may know it;
 * a question sealed for the viewer by their test in progress, server/policies/questionVisibility.ts,
 * without its key, solution and their last answer — or, with `sealed: 'refuse'`, refused).
 * @throws AppError 404 "Question not found."; with `sealed: 'refuse'` 409 "This question is part of
 *   your test in progress"
 */
export async function getQuestionForViewer(db: Queryable, id: number, viewer: Actor, sealed: 'mask' | 'refuse' = 'mask'): Promise<Question> {
  const [row, visibility] = await Promise.all([findVisibleQuestion(db, id, viewer), questionVisibility(db, viewer.id)]);
  if (sealed === 'refuse') await requireUnsealed(db, viewer.id, id, visibility);
  return asVisible(toQuestion(row, viewer), visibility);
}

/**
 * The question row `viewer` may answer in practice: any question they may see that is not sealed
 * for them (server/policies/questionVisibility.ts).
 * @throws AppError 404 "Question not found."; 409 "This question is part of your test in progress"
 */
export async function getAnswerableQuestion(db: Queryable, id: number, viewer: Actor): Promise<QuestionDetailRow['question']> {
  const [row, visibility] = await Promise.all([findVisibleQuestion(db, id, viewer), questionVisibility(db, viewer.id)]);
  await requireUnsealed(db, viewer.id, id, visibility);
  return row.question;
}

/**
 * Whether `viewer` may see question `id` and what is said about it (its comments): false for a
 * missing or hidden one, and for one sealed for them. Never throws for those.
 */
export async function mayViewQuestion(db: Queryable, id: number, viewer: Actor): Promise<boolean> {
  const [row, visibility] = await Promise.all([findQuestionById(db, id, viewer.id), questionVisibility(db, viewer.id)]);
  return row !== undefined && canViewInBank(viewer, row) && visibility.closureOf(id) === null;
}
