/**
 * Answers that survive the network (docs/contract.md section 8.5), kept apart from the grading in
 * responses.service.ts:
 *
 * - Idempotency by `clientId`: the UUID a client chose for one answer. `responses` has a unique
 *   index on (user_id, client_id), so the insert is `on conflict do nothing`: of any number of
 *   concurrent requests with one clientId exactly one stores a row (the others wait for its
 *   transaction, then find the row) and every one answers what the first one answered.
 * - Offline answers: one sent with `answeredAt` (made offline, or resent after its request failed),
 *   or one to a question whose key reached the user's device in a practice pack
 *   (`packed_questions`), is stored with `offline = true`: left out of crowd statistics and
 *   difficulty calibration. `answeredAt` becomes the response's `created_at`.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AddResponseResult } from '@common/api/responses.ts';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import type { Queryable } from '../../db/client.ts';
import { packedQuestions, questions, responses } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';

const dayMs = 86_400_000;

/**
 * The time an offline answer was given, checked against the server's `now`: at most 30 days ago
 * and not in the future (a device clock up to `limits.answeredAtClockSkewSeconds` ahead is taken
 * as now). Undefined when the answer carries no `answeredAt`.
 * @throws AppError 400 "answeredAt must not be in the future"; 400 "answeredAt must be at most 30 days ago"
 */
export function answeredAtOf(answeredAt: string | undefined, now: Date): Date | undefined {
  if (answeredAt === undefined) return undefined;
  const at = new Date(answeredAt);
  if (at.getTime() > now.getTime() + limits.answeredAtClockSkewSeconds * 1000) throw badRequest(messages.offline.answeredAtFuture);
  if (at.getTime() < now.getTime() - limits.answeredAtMaxAgeDays * dayMs) throw badRequest(messages.offline.answeredAtTooOld);
  return at.getTime() > now.getTime() ? now : at;
}

/** Whether user `userId`'s answer to question `questionId` counts as offline: sent with `answeredAt`, or the question was packed for them. */
export async function isOfflineAnswer(db: Queryable, userId: number, questionId: number, answeredAt: Date | undefined): Promise<boolean> {
  if (answeredAt !== undefined) return true;
  const [packed] = await db
    .select({ one: sql<number>`1` })
    .from(packedQuestions)
    .where(and(eq(packedQuestions.userId, userId), eq(packedQuestions.questionId, questionId)))
    .limit(1);
  return packed !== undefined;
}

/** What the first request with `clientId` answered for user `userId` (`correctAnswer` the question's key), or undefined when none was stored. */
export async function firstAnswerOf(db: Queryable, userId: number, clientId: string): Promise<AddResponseResult | undefined> {
  const [row] = await db
    .select({ id: responses.id, correct: responses.correct, correctAnswer: questions.correctAnswer })
    .from(responses)
    .innerJoin(questions, eq(questions.id, responses.questionId))
    .where(and(eq(responses.userId, userId), eq(responses.clientId, clientId)))
    .limit(1);
  return row;
}
