/** The error log: wrong latest attempts, their mistake reasons, and how everyone did on a question. */
import { messages } from '@common/messages.ts';
import { mistakeReasons, type ErrorLog, type MistakeReason, type QuestionStats } from '@common/api/errorLog.ts';
import { limits } from '@common/limits.ts';
import type { Queryable } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import type { UserRow } from '../../identity/users.ts';
import { getQuestionForViewer } from '../../policies/questions.ts';
import * as repo from './errorLog.repo.ts';


/**
 * The user's error log: one entry per question whose latest attempt by the user was wrong
 * (newest first) with that attempt's reason and the count of wrong attempts; `reasonCounts` has
 * every reason (0 when unused) counted over the entries, `untagged` the entries without a reason.
 */
export async function getErrorLog(db: Queryable, userId: number): Promise<ErrorLog> {
  const rows = await repo.findErrorLog(db, userId);
  const reasonCounts = Object.fromEntries(mistakeReasons.map((reason) => [reason, 0])) as Record<MistakeReason, number>;
  let untagged = 0;
  for (const row of rows) {
    if (row.reason) reasonCounts[row.reason]++;
    else untagged++;
  }
  const entries = rows.map(({ createdAt, ...rest }) => ({ ...rest, dateTimeSubmitted: createdAt.toISOString() }));
  return { entries, reasonCounts, untagged };
}

/**
 * Tags (or with null clears) the reason of one of the user's wrong responses.
 * @throws AppError 404 "Response not found" when the user has no such response,
 *         400 "Only wrong answers can be tagged" when it was correct
 */
export async function tagMistake(db: Queryable, userId: number, responseId: number, reason: MistakeReason | null) {
  if (!(await repo.setMistakeReason(db, userId, responseId, reason))) {
    const correct = await repo.findOwnResponseCorrect(db, userId, responseId);
    if (correct === undefined) throw notFound(messages.notFound.response);
    throw badRequest(messages.errorLog.onlyWrongTagged);
  }
  return { responseId, reason };
}

/** 'Not enough attempts yet' below limits.difficultyMinAttempts first attempts; else by percent correct. */
function difficulty(attempts: number, percentCorrect: number): QuestionStats['difficulty'] {
  if (attempts < limits.difficultyMinAttempts) return 'Not enough attempts yet';
  if (percentCorrect >= 70) return 'Easy';
  if (percentCorrect >= 40) return 'Medium';
  return 'Hard';
}

/**
 * How everyone did on a question, counting each user's first attempt only; times in seconds.
 * Open to those who may know its answer (they answered it, submitted it, or are admins — the rule
 * by which the question carries its `correctAnswer`).
 * @throws AppError 404 "Question not found." when the viewer cannot see the question,
 *         403 "Answer the question to see how others did" before the viewer answered it;
 *         409 "This question is part of your test in progress" while it is sealed for the viewer
 */
export async function getQuestionStats(db: Queryable, viewer: UserRow, questionId: number): Promise<QuestionStats> {
  const question = await getQuestionForViewer(db, questionId, viewer, 'refuse');
  if (question.correctAnswer === null) throw forbidden(messages.errorLog.answerFirst);
  const stats = await repo.firstAttemptStats(db, questionId);
  const percentCorrect = stats.attempts === 0 ? 0 : (stats.correct / stats.attempts) * 100;
  return {
    questionId,
    attempts: stats.attempts,
    correct: stats.correct,
    percentCorrect,
    averageTimeCorrect: stats.averageTimeCorrect,
    averageTimeWrong: stats.averageTimeWrong,
    difficulty: difficulty(stats.attempts, percentCorrect),
  };
}
