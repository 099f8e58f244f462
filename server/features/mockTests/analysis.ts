/**
 * The analysis of a completed attempt (issue "Mocks you can trust", item 4; attemptAnalysisSchema):
 * each question's outcome and time beside the candidates' share right and median time, the easy
 * questions skipped (crowd share >= limits.easyCrowdShare, left unanswered) and the time sinks
 * (wrong after more than limits.timeSinkFactor x the candidates' median time), and each section's
 * score and percentile as the result gives them.
 */
import type { AttemptAnalysis, AttemptResult } from '@common/api/mockTests.ts';
import { limits } from '@common/limits.ts';
import type { Queryable } from '../../db/client.ts';
import { questionCrowd } from './candidates.repo.ts';
import { populationOf } from './standing.ts';
import type { TestRow } from './tests.repo.ts';

/** Two decimals. */
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The analysis of attempt `attemptId` of `test`, from its result (the caller checks it may be shown). */
export async function analyseAttempt(db: Queryable, test: Pick<TestRow, 'id' | 'closesAt'>, attemptId: number, result: AttemptResult): Promise<AttemptAnalysis> {
  const crowd = await questionCrowd(db, test.id, populationOf(test));
  const questions = result.questions.map((q) => {
    const stats = crowd.get(q.id);
    return {
      id: q.id,
      sectionIndex: q.sectionIndex,
      correct: q.correct,
      timeSeconds: q.timeSeconds,
      crowdCorrectShare: result.candidates > 0 ? round2((stats?.correct ?? 0) / result.candidates) : null,
      crowdMedianSeconds: stats?.median ?? null,
    };
  });
  return {
    attemptId,
    testId: test.id,
    candidates: result.candidates,
    sections: result.sections.map((section) => ({ name: section.name, score: section.score, percentile: section.percentile })),
    questions,
    easySkipped: questions.filter((q) => q.correct === null && q.crowdCorrectShare !== null && q.crowdCorrectShare >= limits.easyCrowdShare).map((q) => q.id),
    timeSinks: questions
      .filter((q) => q.correct === false && q.crowdMedianSeconds !== null && q.timeSeconds > limits.timeSinkFactor * q.crowdMedianSeconds)
      .map((q) => q.id),
  };
}
