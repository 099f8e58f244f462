/** Queries on categories, topics, sources and questions. */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { categories, comments, questions, responses, sources, topics, users } from '../../db/schema/index.ts';

export type QuestionRow = typeof questions.$inferSelect;

export const listCategories = (db: Queryable) =>
  db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.name));

export const listSources = (db: Queryable) =>
  db.select({ id: sources.id, name: sources.name }).from(sources).orderBy(asc(sources.name));

export const listTopicsByCategories = (db: Queryable, categoryIds: number[]) =>
  db
    .select({ id: topics.id, name: topics.name, categoryId: topics.categoryId })
    .from(topics)
    .where(inArray(topics.categoryId, categoryIds))
    .orderBy(asc(topics.name), asc(topics.id));

export interface QuestionFilter {
  categoryIds: number[];
  topicIds?: number[] | undefined;
  sourceIds?: number[] | undefined;
}

/** Approved questions in the given categories and, when given, topics and sources. */
function filterWhere(filter: QuestionFilter): SQL {
  const conditions: SQL[] = [eq(questions.status, 'approved'), inArray(questions.categoryId, filter.categoryIds)];
  if (filter.topicIds?.length) conditions.push(inArray(questions.topicId, filter.topicIds));
  if (filter.sourceIds?.length) conditions.push(inArray(questions.sourceId, filter.sourceIds));
  return and(...conditions)!;
}

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

/** One page of matching questions in id order, and the number of all matches. */
export async function findQuestions(db: Queryable, filter: QuestionFilter, page: { limit: number; offset: number }) {
  const where = filterWhere(filter);
  const [items, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(questions)
      .innerJoin(categories, eq(categories.id, questions.categoryId))
      .innerJoin(topics, eq(topics.id, questions.topicId))
      .innerJoin(sources, eq(sources.id, questions.sourceId))
      .where(where)
      .orderBy(asc(questions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(questions).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Every matching id in list order (for previous/next on the detail page). */
export async function findQuestionIds(db: Queryable, filter: QuestionFilter): Promise<number[]> {
  const rows = await db.select({ id: questions.id }).from(questions).where(filterWhere(filter)).orderBy(asc(questions.id));
  return rows.map((row) => row.id);
}

/**
 * Full question rows with their category, topic and source names, their submitter, the ids of
 * their top-level comments (oldest first) and whether `viewerId` has answered each; callers add
 * `where`, order and limits.
 */
export function selectQuestionDetails(db: Queryable, viewerId: number) {
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

/** One question as `selectQuestionDetails` gives it — one round trip — or undefined. */
export async function findQuestionById(db: Queryable, id: number, viewerId: number) {
  const [row] = await selectQuestionDetails(db, viewerId).where(eq(questions.id, id)).limit(1);
  return row;
}

export type QuestionDetailRow = NonNullable<Awaited<ReturnType<typeof findQuestionById>>>;
