/**
 * Reading questions, for every feature that shows or checks one (questions, comments, responses,
 * the error log, submissions, AI, the real-time room checks): the question list columns, the detail
 * query, and the API's Question made from a detail row (with `correctAnswer` only for who may know
 * it: see common/policies.ts `canKnowAnswer`). Who may see a question at all is
 * server/policies/questions.ts.
 */
import { eq, sql, type Placeholder } from 'drizzle-orm';
import type { Question } from '@common/api/questions.ts';
import { canKnowAnswer, canViewQuestion, type Actor } from '@common/policies.ts';
import type { Queryable } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { categories, comments, questionSets, questions, responses, sources, topics, users } from '../db/schema/index.ts';

/** Columns of a QuestionSummary; the query must join categories, topics and sources. */
export const summaryColumns = {
  id: questions.id,
  questionText: questions.questionText,
  questionType: questions.questionType,
  setId: questions.setId,
  section: categories.name,
  topic: topics.name,
  source: sources.name,
  categoryId: questions.categoryId,
  topicId: questions.topicId,
  sourceId: questions.sourceId,
};

/** A member of a question set with what the visibility rule reads (common/policies.ts `canViewQuestion`). */
interface SetMember {
  id: number;
  status: string;
  submittedBy: number | null;
}

/**
 * Full question rows with their category, topic and source names, their submitter, the ids of
 * their top-level comments (oldest first), whether `viewerId` has answered each, and their set
 * (`set` null when the question stands alone; `setMembers` every question of the set in order);
 * callers add `where`, order and limits.
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
      set: { id: questionSets.id, title: questionSets.title, body: questionSets.body },
      setMembers: sql<SetMember[]>`(select coalesce(json_agg(json_build_object('id', m.id, 'status', m.status, 'submittedBy', m.submitted_by) order by m.id), '[]'::json) from ${questions} m where m.set_id = ${questions.setId})`,
    })
    .from(questions)
    .leftJoin(questionSets, eq(questionSets.id, questions.setId))
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

/** The ids of a set's questions that `viewer` may see, in set order. */
export function visibleSetMemberIds(members: SetMember[], viewer: Actor): number[] {
  return members.filter((member) => canViewQuestion(viewer, member)).map((member) => member.id);
}

/**
 * The API's Question for a detail row. `correctAnswer` and `explanation` are sent only to a viewer
 * who has answered the question, its submitter, and admins (docs/contract.md sections 5 and 7.2);
 * `set.questionIds` lists only the set's questions the viewer may see.
 */
export function toQuestion(row: QuestionDetailRow, viewer: Actor): Question {
  const q = row.question;
  const knowsAnswer = canKnowAnswer(viewer, q, row.answered);
  return {
    id: q.id,
    questionText: q.questionText,
    questionType: q.questionType,
    optionA: q.optionA,
    optionB: q.optionB,
    optionC: q.optionC,
    optionD: q.optionD,
    correctAnswer: knowsAnswer ? q.correctAnswer : null,
    answerTolerance: q.answerTolerance === null ? null : Number(q.answerTolerance),
    explanation: knowsAnswer ? q.explanation : null,
    setId: q.setId,
    set: row.set ? { ...row.set, questionIds: visibleSetMemberIds(row.setMembers, viewer) } : null,
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
