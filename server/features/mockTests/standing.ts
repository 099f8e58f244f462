/**
 * Where a completed attempt stands among its test's candidates (docs/contract.md sections 7.3 and
 * 8.2): rank, percentile, the score distribution and each section's percentile.
 *
 * - A test with a window: the candidates are its ranked attempts. Nothing is shown before the ranks
 *   are published (`published` false): rank, percentile, distribution and section percentiles are
 *   null. After, a ranked attempt answers its stored rank and percentiles (ranks.ts); an unranked
 *   one (a late start, a second attempt) is placed against the ranked attempts, without a rank.
 * - A test without a window ranks nobody: the candidates are the first completed attempts, and the
 *   percentiles are null while there are fewer than limits.percentileMinCandidates.
 */
import type { AttemptResult } from '@common/api/mockTests.ts';
import { limits } from '@common/limits.ts';
import type { Queryable } from '../../db/client.ts';
import type { AttemptRow, AttemptSectionRow } from './attempts.repo.ts';
import { candidateTotal, scoreDistribution, sectionStanding, type Population } from './candidates.repo.ts';
import { percentileOf } from './marking.ts';
import type { TestRow } from './tests.repo.ts';

export interface Standing {
  rank: number | null;
  percentile: number | null;
  candidates: number;
  distribution: AttemptResult['distribution'];
  /** By section position. */
  sectionPercentiles: Array<number | null>;
}

/** The candidates of `test`: ranked attempts with a window, first completed attempts without. */
export const populationOf = (test: Pick<TestRow, 'closesAt'>): Population => (test.closesAt ? 'ranked' : 'first');

/**
 * The standing of `attempt` (completed, scored `score`, its sections `sections` with their stored
 * scores) in `test`; `published`: whether the test's ranks are out (ignored without a window).
 */
export async function standingOf(
  db: Queryable,
  test: Pick<TestRow, 'id' | 'closesAt'>,
  attempt: Pick<AttemptRow, 'ranked' | 'rank' | 'percentile'>,
  score: number,
  sections: Array<Pick<AttemptSectionRow, 'score' | 'percentile'>>,
  published: boolean,
): Promise<Standing> {
  const population = populationOf(test);
  const noSections = sections.map(() => null);
  if (population === 'ranked' && !published) {
    return { rank: null, percentile: null, candidates: await candidateTotal(db, test.id, population), distribution: null, sectionPercentiles: noSections };
  }
  const distribution = await scoreDistribution(db, test.id, population);
  const candidates = population === 'ranked' ? await candidateTotal(db, test.id, population) : distribution.reduce((sum, bar) => sum + bar.attempts, 0);
  if (population === 'ranked' && attempt.ranked) {
    return { rank: attempt.rank, percentile: attempt.percentile, candidates, distribution, sectionPercentiles: sections.map((section) => section.percentile) };
  }
  const shown = population === 'ranked' || candidates >= limits.percentileMinCandidates;
  const total = distribution.reduce((sum, bar) => sum + bar.attempts, 0);
  const atOrBelow = distribution.reduce((sum, bar) => sum + (bar.score <= score ? bar.attempts : 0), 0);
  const bySection = shown ? await sectionStanding(db, test.id, population, sections.map((section) => section.score ?? 0)) : [];
  return {
    rank: null,
    percentile: shown ? percentileOf(atOrBelow, total) : null,
    candidates,
    distribution,
    sectionPercentiles: shown ? bySection.map((s) => (s.total > 0 ? percentileOf(s.atOrBelow, s.total) : null)) : noSections,
  };
}
