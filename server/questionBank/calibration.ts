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
 * Five statements after the first attempts' insert, whatever the number of answers (a practice
 * answer or a mock's twenty): topics, one upsert per table (locks), one UPDATE ... FROM VALUES per table.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
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

  const questionIds = [...new Set(counted.map((a) => a.questionId))];
  const topicOf = new Map(
    (await tx.select({ id: questions.id, topicId: questions.topicId }).from(questions).where(inArray(questions.id, questionIds))).map((row) => [row.id, row.topicId]),
  );
  const placed = counted.filter((a) => topicOf.has(a.questionId));
  if (placed.length === 0) return 0;
  // Lock (making when missing) the questions' rows in id order, then the abilities' in (user, topic)
  // order: one statement each (a multi-row insert takes its rows' locks in the order of its VALUES).
  const itemRows = await tx
    .insert(questionDifficulty)
    .values([...new Set(placed.map((a) => a.questionId))].map((questionId) => ({ questionId })))
    .onConflictDoUpdate({ target: questionDifficulty.questionId, set: { questionId: sql`excluded.question_id` } })
    .returning({ questionId: questionDifficulty.questionId, difficulty: questionDifficulty.difficulty, firstAttempts: questionDifficulty.firstAttempts });
  const items = new Map(itemRows.map((row) => [row.questionId, { difficulty: row.difficulty, firstAttempts: row.firstAttempts }]));
  const abilityKeys = [...new Set(placed.map((a) => `${a.userId}:${topicOf.get(a.questionId)}`))]
    .map((key) => key.split(':').map(Number) as [number, number])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const abilityRows = await tx
    .insert(topicAbilities)
    .values(abilityKeys.map(([userId, topicId]) => ({ userId, topicId })))
    .onConflictDoUpdate({ target: [topicAbilities.userId, topicAbilities.topicId], set: { userId: sql`excluded.user_id` } })
    .returning({ userId: topicAbilities.userId, topicId: topicAbilities.topicId, ability: topicAbilities.ability, attempts: topicAbilities.attempts });
  const abilities = new Map(abilityRows.map((row) => [`${row.userId}:${row.topicId}`, { ability: row.ability, attempts: row.attempts }]));

  const rightCounts = new Map<number, number>();
  const timedRight = new Set<number>();
  for (const answer of placed) {
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

  // Write every row back in one statement per table.
  const itemValues = [...items].map(
    ([questionId, item]) =>
      sql`(${questionId}::int, ${item.difficulty}::float8, ${item.firstAttempts}::int, ${rightCounts.get(questionId) ?? 0}::int, ${levelOf(item.difficulty, item.firstAttempts)}::text, ${timedRight.has(questionId)}::boolean)`,
  );
  await tx.execute(sql`
    update ${questionDifficulty} d
    set difficulty = v.difficulty, first_attempts = v.first_attempts, correct = d.correct + v.right_count, level = v.level,
        median_time_correct = case when v.timed_right then ${medianTimeSql(sql`d.question_id`)} else d.median_time_correct end
    from (values ${sql.join(itemValues, sql`, `)}) as v(question_id, difficulty, first_attempts, right_count, level, timed_right)
    where d.question_id = v.question_id`);
  const abilityValues = [...abilities].map(([key, user]) => {
    const [userId, topicId] = key.split(':').map(Number) as [number, number];
    return sql`(${userId}::int, ${topicId}::int, ${user.ability}::float8, ${user.attempts}::int)`;
  });
  await tx.execute(sql`
    update ${topicAbilities} a
    set ability = v.ability, attempts = v.attempts
    from (values ${sql.join(abilityValues, sql`, `)}) as v(user_id, topic_id, ability, attempts)
    where a.user_id = v.user_id and a.topic_id = v.topic_id`);
  return placed.length;
}

/** The median of the timed right counted first answers of the question in column `questionId` (seconds of at most `crowdTimeMaxSeconds`). */
function medianTimeSql(questionId: SQL) {
  return sql`(select percentile_cont(0.5) within group (order by f.time_seconds) from ${questionFirstAttempts} f where f.question_id = ${questionId} and f.counted and f.correct and f.time_seconds is not null and f.time_seconds <= ${crowdTimeMaxSeconds})`;
}
