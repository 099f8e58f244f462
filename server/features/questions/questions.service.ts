/** Question bank logic: visibility of questions and of their correct answer. */
import type { Question } from '@common/api/questions.ts';
import { messages } from '@common/messages.ts';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { UserRow } from '../accounts/accounts.repo.ts';
import * as repo from './questions.repo.ts';

const isAdminRow = (user: Pick<UserRow, 'role'>) => user.role.toLowerCase() === 'admin';

/**
 * The API's Question for a detail row. `correctAnswer` is sent only to a viewer who has answered
 * the question, its submitter, and admins (CONTRACT.md section 5).
 */
export function toQuestion(row: repo.QuestionDetailRow, viewer: UserRow): Question {
  const q = row.question;
  const mayKnowAnswer = q.submittedBy === viewer.id || isAdminRow(viewer) || row.answered;
  return {
    id: q.id,
    questionText: q.questionText,
    optionA: q.optionA,
    optionB: q.optionB,
    optionC: q.optionC,
    optionD: q.optionD,
    correctAnswer: mayKnowAnswer ? q.correctAnswer : null,
    section: row.section,
    topic: row.topic,
    source: row.source,
    categoryId: q.categoryId,
    topicId: q.topicId,
    sourceId: q.sourceId,
    submittedBy: q.submittedBy,
    submitter: row.submitter,
    dateTimeSubmitted: q.dateTimeSubmitted.toISOString(),
    status: q.status,
    comments: row.commentIds.map(Number),
  };
}

/**
 * A question as `viewer` may see it. Pending and rejected questions are visible only to their
 * submitter and admins; `correctAnswer` as `toQuestion` decides.
 * @throws AppError 404 "Question not found."
 */
export async function getQuestionForViewer(db: Queryable, id: number, viewer: UserRow): Promise<Question> {
  const row = await repo.findQuestionById(db, id, viewer.id);
  if (!row || (row.question.status !== 'approved' && row.question.submittedBy !== viewer.id && !isAdminRow(viewer))) {
    throw notFound(messages.notFound.question);
  }
  return toQuestion(row, viewer);
}

/**
 * The question a user may answer: approved ones (and their own or, for admins, any).
 * @throws AppError 404 "Question not found."
 */
export async function getAnswerableQuestion(db: Queryable, id: number, viewer: UserRow) {
  const row = await repo.findQuestionById(db, id, viewer.id);
  const q = row?.question;
  if (!q || (q.status !== 'approved' && q.submittedBy !== viewer.id && !isAdminRow(viewer))) {
    throw notFound(messages.notFound.question);
  }
  return q;
}
