/**
 * Reading questions, for every feature that shows or checks one (questions, comments, responses,
 * the error log, submissions, AI, the real-time room checks): the question list columns, the detail
 * query, and the API's Question made from a detail row (with `correctAnswer` only for who may know
 * it: see common/policies.ts `canKnowAnswer`). Who may see a question at all is
 * server/policies/questions.ts.
 */
import { eq, sql, type Placeholder } from 'drizzle-orm';
import type { Question } from '@common/api/questions.ts';
import { canKnowAnswer, type Actor } from '@common/policies.ts';
import type { Queryable } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { categories, comments, questions, responses, sources, topics, users } from '../db/schema/index.ts';

/** Columns of a QuestionSummary; the query must join categories, topics and sources. */
export const summaryColumns = {
  id: questions.id,
  questionText: questions.questionText,
  section: categories.name,
  topic: topics.name,
  source: sources.name,
  categoryId: questions.categoryId,
  topicId: questions.topicId,
  sourceId: questions.sourceId,
};

/**
 * Full question rows with their category, topic and source names, their submitter, the ids of
 * their top-level comments (oldest first) and whether `viewerId` has answered each; callers add
 * `where`, order and limits.
 */
export function selectQuestionDetails(db: Queryable, viewerId: number | Placeholder) {
  return db
    .select({
      question: questions,
      section: categories.name,
      topic: topics.name,
      source: sources.name,
      submitter: { id: users.id, name: users.name, username: users.username, userType: users.userType },
      answered: sql<boolean>`exists (select 1 from ${responses} where ${responses.userId} = ${viewerId} and ${responses.questionId} = ${questions.id})`,
      commentIds: sql<number[]>`array(select ${comments.id} from ${comments} where ${comments.questionId} = ${questions.id} and ${comments.parentId} is null order by ${comments.id})`,
    })
    .from(questions)
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .innerJoin(sources, eq(sources.id, questions.sourceId))
    .leftJoin(users, eq(users.id, questions.submittedBy));
}

const questionById = preparedPerDatabase((db) =>
  selectQuestionDetails(db, sql.placeholder('viewerId'))
    .where(eq(questions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('question_by_id'),
);

/** One question as `selectQuestionDetails` gives it — one round trip, a prepared statement — or undefined. */
export async function findQuestionById(db: Queryable, id: number, viewerId: number) {
  const [row] = await questionById(db).execute({ id, viewerId });
  return row;
}

export type QuestionDetailRow = NonNullable<Awaited<ReturnType<typeof findQuestionById>>>;

/**
 * The API's Question for a detail row. `correctAnswer` is sent only to a viewer who has answered
 * the question, its submitter, and admins (docs/contract.md section 5).
 */
export function toQuestion(row: QuestionDetailRow, viewer: Actor): Question {
  const q = row.question;
  return {
    id: q.id,
    questionText: q.questionText,
    optionA: q.optionA,
    optionB: q.optionB,
    optionC: q.optionC,
    optionD: q.optionD,
    correctAnswer: canKnowAnswer(viewer, q, row.answered) ? q.correctAnswer : null,
    section: row.section,
    topic: row.topic,
    source: row.source,
    categoryId: q.categoryId,
    topicId: q.topicId,
    sourceId: q.sourceId,
    submittedBy: q.submittedBy,
    submitter: row.submitter,
    dateTimeSubmitted: q.dateTimeSubmitted.toISOString(),
    status: q.status,
    comments: row.commentIds.map(Number),
  };
}
