/** Recording answers (the server decides correctness) and the statistics of My Responses. */
import type { AddResponseResult, Response, ResponseStats, ResponseStatsGroup } from '@common/api/responses.ts';
import { messages } from '@common/messages.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import type { UserRow } from '../../identity/users.ts';
import { getAnswerableQuestion } from '../../policies/questions.ts';
import { questionVisibility } from '../../policies/questionVisibility.ts';
import { isTitaAnswerCorrect } from '../../questionBank/answers.ts';
import { recordFirstAttempts } from '../../questionBank/calibration.ts';
import { applyPracticeAnswer } from '../../questionBank/reviewDeck.ts';
import { answeredAtOf, firstAnswerOf, isOfflineAnswer } from './clientAnswers.ts';
import * as repo from './responses.repo.ts';

/**
 * Records one attempt and tells whether it was right. Every attempt is kept. An MCQ question takes
 * `selectedOption`; a TITA question the typed decimal `answer` (already checked to be a number by
 * the route's schema), right when within the question's tolerance. Without `timer` the attempt is
 * untimed (time null, left out of every time statistic). In the same transaction the answer feeds
 * the user's review deck at `now` (docs/contract.md section 7.4: a wrong answer adds the question,
 * an answer to a card's question grades it). `clientId` and `answeredAt` (contract 8.5) are handled
 * by clientAnswers.ts: a repeated clientId stores nothing and answers what its first request did;
 * an offline answer is stored with its `answeredAt` and `offline` set. When it is the user's first
 * answer of the question it feeds the difficulty model (questionBank/calibration.ts; contract
 * section 8.3), counted unless offline.
 * @throws AppError 404 "Question not found." when the question does not exist or is not answerable;
 *         409 "This question is part of your test in progress" while it is sealed for the user;
 *         400 "selectedOption must be one of A, B, C, D" for an MCQ question without one;
 *         400 "Answer must be a number" for a TITA question without `answer`;
 *         400 "answeredAt must not be in the future" / "answeredAt must be at most 30 days ago"
 */
export async function addResponse(
  db: Database,
  user: UserRow,
  input: { questionId: number; timer?: number | undefined; selectedOption?: 'A' | 'B' | 'C' | 'D' | undefined; answer?: string | undefined; clientId?: string | undefined; answeredAt?: string | undefined },
  now: Date,
): Promise<AddResponseResult> {
  const question = await getAnswerableQuestion(db, input.questionId, user);
  let attempt: { selectedOption: 'A' | 'B' | 'C' | 'D' | null; answer: string | null; correct: boolean };
  if (question.questionType === 'TITA') {
    if (input.answer === undefined) throw badRequest(messages.question.answerNotNumber);
    attempt = { selectedOption: null, answer: input.answer, correct: isTitaAnswerCorrect(question, input.answer) };
  } else {
    if (input.selectedOption === undefined) throw badRequest(messages.question.selectedOption);
    attempt = { selectedOption: input.selectedOption, answer: null, correct: question.correctAnswer === input.selectedOption };
  }
  const correct = attempt.correct;
  const timeSeconds = input.timer ?? null;
  const clientId = input.clientId ?? null;
  if (clientId !== null) {
    const first = await firstAnswerOf(db, user.id, clientId);
    if (first) return first;
  }
  const answeredAt = answeredAtOf(input.answeredAt, now);
  const id = await db.transaction(async (tx) => {
    const offline = await isOfflineAnswer(tx, user.id, question.id, answeredAt);
    const inserted = await repo.insertResponse(tx, { userId: user.id, questionId: question.id, ...attempt, timeSeconds, clientId, offline, createdAt: answeredAt });
    if (!inserted) return undefined;
    await applyPracticeAnswer(tx, { userId: user.id, questionId: question.id, responseId: inserted.id, correct, timeSeconds, now });
    await recordFirstAttempts(tx, [{ userId: user.id, questionId: question.id, correct, timeSeconds, counted: !offline, at: answeredAt ?? now }]);
    return inserted.id;
  });
  if (id === undefined) return (await firstAnswerOf(db, user.id, clientId!))!;
  return { id, correct, correctAnswer: question.correctAnswer };
}

/**
 * A page of the user's responses, newest first. The answer given to a question sealed for the user
 * by their test in progress is left out (`selectedOption`, `answer` null), as myLastResponse is:
 * with its correctness it would tell the key.
 */
export async function listResponses(db: Queryable, userId: number, page: { limit: number; offset: number }) {
  const [{ items, total }, visibility] = await Promise.all([repo.listResponses(db, userId, page), questionVisibility(db, userId)]);
  const responses: Response[] = items.map(({ createdAt, ...rest }) => ({
    ...rest,
    ...(visibility.isSealed(rest.question.id) ? { selectedOption: null, answer: null } : {}),
    dateTimeSubmitted: createdAt.toISOString(),
  }));
  return { responses, total };
}

/**
 * Accuracy = correct / attempts as a percentage (0 with no attempts); the mean time in seconds over
 * the timed attempts only (null when there are none).
 */
function group(row: { attempts: number; correct: number; timedAttempts: number; averageTime: number | null }): ResponseStatsGroup {
  return {
    attempts: row.attempts,
    correct: row.correct,
    accuracy: row.attempts === 0 ? 0 : (row.correct / row.attempts) * 100,
    timedAttempts: row.timedAttempts,
    averageTime: row.timedAttempts === 0 ? null : row.averageTime,
  };
}

/** Overall, per-category (attempted only) and per-topic statistics of the user's responses. */
export async function responseStats(db: Queryable, userId: number): Promise<ResponseStats> {
  const [overall, byCategory, byTopic] = await Promise.all([
    repo.overallStats(db, userId),
    repo.statsByCategory(db, userId),
    repo.statsByTopic(db, userId),
  ]);
  return {
    ...group(overall),
    byCategory: byCategory.map((row) => ({ categoryId: row.categoryId, category: row.category, ...group(row) })),
    byTopic: byTopic.map((row) => ({ topicId: row.topicId, topic: row.topic, category: row.category, ...group(row) })),
  };
}
