/**
 * GET /api/practice/next (docs/contract.md section 8.3): a due review card first (oldest due),
 * else the adaptive pick — the question the user never answered whose predicted success is
 * closest to 0.7, as Math Garden does (S. Klinkenberg, M. Straatemeier, H. van der Maas,
 * "Computer adaptive practice of Maths ability using a new item response model for on the fly
 * ability and difficulty estimation", Computers & Education 57 (2011)) — else, with no calibrated
 * question left, any unanswered one (`new`). Never the question served last.
 */
import type { PracticeNext } from '@common/api/practice.ts';
import { messages } from '@common/messages.ts';
import type { Actor } from '@common/policies.ts';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { getQuestionForViewer } from '../../policies/questions.ts';
import * as repo from './practice.repo.ts';

/** Rounds a probability to two decimals. */
const round2 = (p: number) => Math.round(p * 100) / 100;

/**
 * The next practice question for `viewer` within `filter` at `now`, remembered as served.
 * @throws AppError 404 "No questions left for these filters"
 */
export async function nextQuestion(db: Queryable, viewer: Actor, filter: repo.PracticeFilter, now: Date): Promise<PracticeNext> {
  const lastId = await repo.lastServed(db, viewer.id);
  let reason: PracticeNext['reason'] = 'review';
  let pick = await repo.dueReview(db, viewer.id, filter, now, lastId);
  if (!pick) {
    reason = 'adaptive';
    pick = await repo.adaptivePick(db, viewer.id, filter, now, lastId);
  }
  if (!pick) {
    reason = 'new';
    pick = await repo.newPick(db, viewer.id, filter, now, lastId);
  }
  if (!pick) throw notFound(messages.practice.noneLeft);
  const question = await getQuestionForViewer(db, pick.id, viewer);
  await repo.rememberServed(db, viewer.id, pick.id, now);
  return { question, reason, predictedSuccess: pick.predicted === null ? null : round2(pick.predicted) };
}
