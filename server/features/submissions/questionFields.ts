/**
 * The stored columns of a checked question (common/api/submissions.ts `CheckedQuestion`), shared by
 * submissions and admins' edits: category, topic (within the category) and source found by name
 * ignoring case or created, the TITA answer in canonical form, the tolerance as numeric text.
 */
import type { CheckedQuestion } from '@common/api/submissions.ts';
import type { Queryable } from '../../db/client.ts';
import { canonicalDecimal } from '../../questionBank/answers.ts';
import { ensureCategories, ensureSources, ensureTopics } from '../../taxonomy/taxonomy.repo.ts';

/** The id an `ensure*` call found for the one name it was given (matched by the database's `lower()`). */
const onlyId = (ids: Map<string, number>): number => [...ids.values()][0]!;

/**
 * The question columns for `input` (creating missing names; run it inside the transaction that
 * writes the question): text, type, options ("" for TITA), correct answer (A-D, or a canonical
 * decimal such as "7.5"), tolerance (numeric text for TITA, null for MCQ), explanation and the
 * taxonomy ids.
 */
export async function questionColumns(db: Queryable, input: CheckedQuestion) {
  const categoryId = onlyId(await ensureCategories(db, [input.category]));
  const topicId = onlyId(await ensureTopics(db, categoryId, [input.topic]));
  const sourceId = onlyId(await ensureSources(db, [input.source]));
  const tita = input.questionType === 'TITA';
  return {
    questionText: input.questionText,
    questionType: input.questionType,
    optionA: input.optionA,
    optionB: input.optionB,
    optionC: input.optionC,
    optionD: input.optionD,
    correctAnswer: tita ? canonicalDecimal(input.correctAnswer) : input.correctAnswer,
    answerTolerance: tita ? String(input.answerTolerance ?? 0) : null,
    explanation: input.explanation,
    categoryId,
    topicId,
    sourceId,
  };
}
