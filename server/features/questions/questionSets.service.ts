/**
 * Question sets (docs/contract.md section 7.2): a passage or data set with its questions, as a
 * viewer may see them. Which questions a viewer may see is common/policies.ts `canViewQuestion`.
 */
import { asc, eq } from 'drizzle-orm';
import type { QuestionSet } from '@common/api/questions.ts';
import { messages } from '@common/messages.ts';
import type { Actor } from '@common/policies.ts';
import type { Queryable } from '../../db/client.ts';
import { questionSets, questions } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { canViewInBank, asVisible, questionVisibility } from '../../policies/questionVisibility.ts';
import { selectQuestionDetails, toQuestion } from '../../questionBank/questions.read.ts';

/**
 * Set `id` with its questions in order, each as getQuestionsbyId answers it (`correctAnswer` and
 * `explanation` only where the viewer may know them and none of a question sealed for the viewer:
 * server/policies/questionVisibility.ts), keeping only the questions `viewer` may see.
 * @throws AppError 404 "Question set not found" when the set is missing or none of its questions is visible
 */
export async function getQuestionSetForViewer(db: Queryable, id: number, viewer: Actor): Promise<QuestionSet> {
  const [set] = await db.select().from(questionSets).where(eq(questionSets.id, id)).limit(1);
  if (!set) throw notFound(messages.question.setNotFound);
  const [rows, visibility] = await Promise.all([selectQuestionDetails(db, viewer.id).where(eq(questions.setId, id)).orderBy(asc(questions.id)), questionVisibility(db, viewer.id)]);
  const visible = rows.filter((row) => canViewInBank(viewer, row));
  if (visible.length === 0) throw notFound(messages.question.setNotFound);
  return {
    id: set.id,
    title: set.title,
    body: set.body,
    categoryId: set.categoryId,
    topicId: set.topicId,
    sourceId: set.sourceId,
    questionIds: visible.map((row) => row.question.id),
    questions: visible.map((row) => asVisible(toQuestion(row, viewer), visibility)),
  };
}
