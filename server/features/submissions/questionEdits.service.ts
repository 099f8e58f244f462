/**
 * Admins' edits of any question (docs/contract.md section 7.6, PUT /api/questions/{id}): a subset
 * of submitQuestion's fields replaces those fields; the result must pass the submission rules.
 */
import type { Question } from '@common/api/questions.ts';
import { submitQuestionSchema, type QuestionEdit } from '@common/api/submissions.ts';
import { messages } from '@common/messages.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, conflict, notFound, parseInput } from '../../errors.ts';
import type { UserRow } from '../../identity/users.ts';
import { findQuestionById, toQuestion, type QuestionDetailRow } from '../../questionBank/questions.read.ts';
import { questionColumns } from './questionFields.ts';
import * as repo from './submissions.repo.ts';
import { refuseVisibleDuplicate } from './submissions.service.ts';

/** The stored question as a submitQuestion body (names for category, topic and source). */
function asSubmission(row: QuestionDetailRow) {
  const q = row.question;
  return {
    category: row.section,
    topic: row.topic,
    source: row.source,
    questionText: q.questionText,
    questionType: q.questionType,
    optionA: q.optionA,
    optionB: q.optionB,
    optionC: q.optionC,
    optionD: q.optionD,
    correctAnswer: q.correctAnswer,
    answerTolerance: q.answerTolerance === null ? null : Number(q.answerTolerance),
    explanation: q.explanation,
  };
}

/** The stored question with `edit`'s fields in place of its own; a change of type drops a tolerance that no longer applies. */
function merged(row: QuestionDetailRow, edit: QuestionEdit) {
  const current = asSubmission(row);
  const given = Object.fromEntries(Object.entries(edit).filter(([, value]) => value !== undefined));
  const next = { ...current, ...given };
  if (edit.answerTolerance === undefined && next.questionType !== current.questionType) next.answerTolerance = null;
  return next;
}

/**
 * Applies `edit` to question `id` (any status; status, submitter and dates stay) and answers the
 * question as getQuestionsbyId answers it for `admin`. Names are found ignoring case or created,
 * all in one transaction.
 * @throws AppError 404 "Question not found." for an unknown or deleted id;
 *         400 with the submission rules' text when the result is not a valid question
 *         (e.g. "Options must be empty for TITA questions"); 400 "A question in a set keeps its set's
 *         category, topic and source" when the edit would move a set's question elsewhere;
 *         409 "This question already exists" when a new text duplicates another question's in the same
 *         set (a question already flagged as a duplicate can still be edited while its text stays)
 */
export async function editQuestion(db: Database, admin: UserRow, id: number, edit: QuestionEdit): Promise<Question> {
  const row = await findQuestionById(db, id, admin.id);
  if (!row || row.question.status === 'deleted') throw notFound(messages.notFound.question);
  const checked = parseInput(submitQuestionSchema, merged(row, edit));
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  if (row.question.setId !== null && !(same(checked.category, row.section) && same(checked.topic, row.topic) && same(checked.source, row.source))) {
    throw badRequest(messages.question.setTaxonomyFixed);
  }
  try {
    await db.transaction(async (tx) => {
      if (!same(checked.questionText, row.question.questionText)) await refuseVisibleDuplicate(tx, admin, row.question.setId, checked.questionText, id);
      if (!(await repo.updateQuestion(tx, id, await questionColumns(tx, checked)))) throw notFound(messages.notFound.question);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.review.duplicateQuestion);
    throw error;
  }
  return toQuestion((await findQuestionById(db, id, admin.id))!, admin);
}
