/**
 * Calibration in the answer's transaction (docs/contract.md section 8.3; the model is elo.ts).
 * Every answer that may be a user's first of a question goes through `recordFirstAttempts` in the
 * transaction that stores it: practice answers (`addResponse`) and the answers of a completed mock
 * attempt. The first one per user and question takes its row in `question_first_attempts` (the
 * primary key decides under concurrency; later answers change nothing); when it is `counted` (a
 * practice answer, timed or untimed, or a ranked mock answer; never an unranked mock, offline or
 * packed answer) it updates the question's row of `question_difficulty` (counts, Elo difficulty,
 * level, median time of the timed right first answers of at most `crowdTimeMaxSeconds`) and the
 * user's `topic_abilities` row, both locked: questions first in id order, then abilities in topic
 * order, so concurrent answers queue on the rows instead of deadlocking, and each is counted once.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { questionDifficulty, questionFirstAttempts, questions, topicAbilities } from '../db/schema/index.ts';
import { levelOf, updateElo } from './elo.ts';

/** Crowd time statistics use only times of at most 3 hours (docs/contract.md section 8.1). */
export const crowdTimeMaxSeconds = 3 * 60 * 60;

/**
 * Bench-only switch: `npm run bench -- calibration` measures the answer route with the model update
 * off (scripts/bench/server.ts clears it under BENCH_CALIBRATION=off) and on, in the same run.
 * Always on in the app and the tests.
 */
export const calibrationSwitch = { on: true };

/** One answer that may be its user's first of the question. */
export interface FirstAttemptInput {
  userId: number;
  questionId: number;
  correct: boolean;
  /** Seconds; null for an untimed answer (it counts for correctness, not time). */
  timeSeconds: number | null;
  /** Whether it calibrates (see the module comment). */
  counted: boolean;
  at: Date;
}

/**
 * Records the answers that are their user's first of the question and applies the counted ones to
 * the model, in the caller's transaction (`tx`). Answers of one user to one question after the
 * first change nothing.
 * @returns how many answers were counted
 */
export async function recordFirstAttempts(tx: Queryable, answers: FirstAttemptInput[]): Promise<number> {
  if (answers.length === 0 || !calibrationSwitch.on) return 0;
  const sorted = [...answers].sort((a, b) => a.questionId - b.questionId || a.userId - b.userId);
  const firsts = await tx
    .insert(questionFirstAttempts)
    .values(sorted.map((a) => ({ userId: a.userId, questionId: a.questionId, correct: a.correct, timeSeconds: a.timeSeconds, counted: a.counted, createdAt: a.at })))
    .onConflictDoNothing()
    .returning({ userId: questionFirstAttempts.userId, questionId: questionFirstAttempts.questionId });
  const isFirst = new Set(firsts.map((row) => `${row.userId}:${row.questionId}`));
  const counted = sorted.filter((a) => a.counted && isFirst.has(`${a.userId}:${a.questionId}`));
  if (counted.length === 0) return 0;

  if (counted.length === 1) {
    await applyOne(tx, counted[0]!);
    return 1;
  }
  const questionIds = [...new Set(counted.map((a) => a.questionId))];
  const topicOf = new Map(
    (await tx.select({ id: questions.id, topicId: questions.topicId }).from(questions).where(inArray(questions.id, questionIds))).map((row) => [row.id, row.topicId]),
  );
  // Lock (making when missing) the questions' rows in id order, then the abilities' in (user, topic) order.
  const items = new Map<number, { difficulty: number; firstAttempts: number }>();
  for (const questionId of questionIds) {
    const [row] = await tx
      .insert(questionDifficulty)
      .values({ questionId })
      .onConflictDoUpdate({ target: questionDifficulty.questionId, set: { questionId: sql`excluded.question_id` } })
      .returning({ difficulty: questionDifficulty.difficulty, firstAttempts: questionDifficulty.firstAttempts });
    items.set(questionId, row!);
  }
  const abilityKeys = [...new Set(counted.map((a) => `${a.userId}:${topicOf.get(a.questionId)}`))]
    .map((key) => key.split(':').map(Number) as [number, number])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const abilities = new Map<string, { ability: number; attempts: number }>();
  for (const [userId, topicId] of abilityKeys) {
    const [row] = await tx
      .insert(topicAbilities)
      .values({ userId, topicId })
      .onConflictDoUpdate({ target: [topicAbilities.userId, topicAbilities.topicId], set: { userId: sql`excluded.user_id` } })
      .returning({ ability: topicAbilities.ability, attempts: topicAbilities.attempts });
    abilities.set(`${userId}:${topicId}`, row!);
  }

  const rightCounts = new Map<number, number>();
  const timedRight = new Set<number>();
  for (const answer of counted) {
    const item = items.get(answer.questionId)!;
    const user = abilities.get(`${answer.userId}:${topicOf.get(answer.questionId)}`)!;
    const next = updateElo({ ability: user.ability, userAnswers: user.attempts, difficulty: item.difficulty, itemAnswers: item.firstAttempts }, answer.correct);
    item.difficulty = next.difficulty;
    item.firstAttempts += 1;
    user.ability = next.ability;
    user.attempts += 1;
    if (answer.correct) rightCounts.set(answer.questionId, (rightCounts.get(answer.questionId) ?? 0) + 1);
    if (answer.correct && answer.timeSeconds !== null) timedRight.add(answer.questionId);
  }

  for (const [questionId, item] of items) {
    const median = medianTimeSql(questionId);
    await tx
      .update(questionDifficulty)
      .set({
        difficulty: item.difficulty,
        firstAttempts: item.firstAttempts,
        correct: sql`${questionDifficulty.correct} + ${rightCounts.get(questionId) ?? 0}`,
        level: levelOf(item.difficulty, item.firstAttempts),
        ...(timedRight.has(questionId) ? { medianTimeCorrect: median } : {}),
      })
      .where(eq(questionDifficulty.questionId, questionId));
  }
  for (const [key, user] of abilities) {
    const [userId, topicId] = key.split(':').map(Number) as [number, number];
    await tx
      .update(topicAbilities)
      .set({ ability: user.ability, attempts: user.attempts })
      .where(and(eq(topicAbilities.userId, userId), eq(topicAbilities.topicId, topicId)));
  }
  return counted.length;
}

/** The median of the timed right counted first answers of the question `questionId` (seconds of at most `crowdTimeMaxSeconds`). */
function medianTimeSql(questionId: number) {
  return sql`(select percentile_cont(0.5) within group (order by f.time_seconds) from ${questionFirstAttempts} f where f.question_id = ${questionId} and f.counted and f.correct and f.time_seconds is not null and f.time_seconds <= ${crowdTimeMaxSeconds})`;
}

/**
 * One counted first answer (a practice answer, the common case) in two statements instead of the
 * general path's five: the question's and the user's topic rows are made when missing and locked in
 * one statement (the question's first: the abilities' insert reads its result, so the order is
 * the general path's), the Elo step is computed here (elo.ts), and both rows are written in one.
 */
async function applyOne(tx: Queryable, answer: FirstAttemptInput): Promise<void> {
  const locked = await tx.execute<{ difficulty: number; first_attempts: number; ability: number; attempts: number; topic_id: number }>(sql`
    with item as (
      insert into ${questionDifficulty} (question_id) values (${answer.questionId})
      on conflict (question_id) do update set question_id = excluded.question_id
      returning difficulty, first_attempts
    ), person as (
      insert into ${topicAbilities} (user_id, topic_id)
      select ${answer.userId}, q.topic_id from ${questions} q, item where q.id = ${answer.questionId}
      on conflict (user_id, topic_id) do update set user_id = excluded.user_id
      returning ability, attempts, topic_id
    )
    select item.difficulty, item.first_attempts, person.ability, person.attempts, person.topic_id from item, person`);
  const row = locked.rows[0];
  if (!row) return;
  const next = updateElo(
    { ability: Number(row.ability), userAnswers: Number(row.attempts), difficulty: Number(row.difficulty), itemAnswers: Number(row.first_attempts) },
    answer.correct,
  );
  const firstAttempts = Number(row.first_attempts) + 1;
  const median = answer.correct && answer.timeSeconds !== null ? medianTimeSql(answer.questionId) : sql`median_time_correct`;
  await tx.execute(sql`
    with item as (
      update ${questionDifficulty}
      set difficulty = ${next.difficulty}, first_attempts = ${firstAttempts}, correct = correct + ${answer.correct ? 1 : 0},
          level = ${levelOf(next.difficulty, firstAttempts)}, median_time_correct = ${median}
      where question_id = ${answer.questionId}
      returning 1
    )
    update ${topicAbilities} set ability = ${next.ability}, attempts = attempts + 1
    where user_id = ${answer.userId} and topic_id = ${Number(row.topic_id)}`);
}
