/**
 * Practice packs (docs/contract.md section 8.5): up to `count` approved questions the user has not
 * answered, in bank order, a set only whole (all its approved questions, when it fits), each as
 * getQuestionsbyId answers it plus its key, tolerance and solution, so the app grades offline; never a
 * question sealed for the user (policies/questionVisibility.ts) or held by an exclusive mock.
 * The packed questions are recorded (`packed_questions`): the user's later answers to them count
 * as offline ones (responses/clientAnswers.ts).
 */
import { asc, inArray } from 'drizzle-orm';
import type { PackedQuestion, PracticePack } from '@common/api/packs.ts';
import type { Actor } from '@common/policies.ts';
import type { Database } from '../../db/client.ts';
import { questions } from '../../db/schema/index.ts';
import { selectQuestionDetails, toQuestion } from '../../questionBank/questions.read.ts';
import { questionVisibility } from '../../policies/questionVisibility.ts';
import * as repo from './packs.repo.ts';

/** Candidate rows grouped into units (a question alone, or a whole set), in bank order; a set with a member left out is dropped. */
export function packUnits(candidates: Array<{ id: number; setId: number | null; setSize: number }>, isOpen: (id: number) => boolean): number[][] {
  const units = new Map<string, { ids: number[]; size: number }>();
  for (const row of candidates) {
    const key = row.setId === null ? `q${row.id}` : `s${row.setId}`;
    const unit = units.get(key) ?? { ids: [], size: row.setId === null ? 1 : row.setSize };
    unit.ids.push(row.id);
    units.set(key, unit);
  }
  return [...units.values()].filter((unit) => unit.ids.length === unit.size && unit.ids.every(isOpen)).map((unit) => unit.ids);
}

/** Units taken in order while they fit in `count` questions (a set that does not fit is skipped). */
export function fillPack(units: number[][], count: number): number[] {
  const ids: number[] = [];
  for (const unit of units) if (ids.length + unit.length <= count) ids.push(...unit);
  return ids;
}

/** The pack for `user` (see the module comment), recorded as packed at `now`. */
export async function practicePack(
  db: Database,
  user: Actor,
  query: { category?: number[] | undefined; topic?: number[] | undefined; source?: number[] | undefined; count: number },
  now: Date,
): Promise<PracticePack> {
  const candidates = await repo.findPackCandidates(db, user.id, { categoryIds: query.category, topicIds: query.topic, sourceIds: query.source });
  // Sealed questions (8.1: the user's test in progress) never reach a pack; exclusive ones are left out by the candidates' query.
  const visibility = await questionVisibility(db, user.id);
  const ids = fillPack(packUnits(candidates, (id) => visibility.closureOf(id) === null), query.count);
  if (ids.length === 0) return { questions: [] };
  const rows = await selectQuestionDetails(db, user.id).where(inArray(questions.id, ids)).orderBy(asc(questions.id));
  const packed: PackedQuestion[] = rows.map((row) => ({
    ...toQuestion(row, user),
    correctAnswer: row.question.correctAnswer,
    answerTolerance: row.question.answerTolerance === null ? null : Number(row.question.answerTolerance),
    explanation: row.question.explanation,
  }));
  await repo.recordPacked(db, user.id, packed.map((question) => question.id), now);
  return { questions: packed };
}
