/** Queries on categories, topics, sources and questions. */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { approvedQuestionCounts, categories, questionSets, questions, sources, topics } from '../../db/schema/index.ts';
import { summaryColumns } from '../../questionBank/questions.read.ts';

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

/** Which optional filters a query has: each combination is its own prepared statement. */
interface FilterShape {
  topics: boolean;
  sources: boolean;
}

const shapeOf = (filter: QuestionFilter): FilterShape => ({ topics: Boolean(filter.topicIds?.length), sources: Boolean(filter.sourceIds?.length) });
const shapeName = (shape: FilterShape) => `${shape.topics ? 't' : ''}${shape.sources ? 's' : ''}`;
const shapes: FilterShape[] = [
  { topics: false, sources: false },
  { topics: true, sources: false },
  { topics: false, sources: true },
  { topics: true, sources: true },
];

/** Approved questions in the categories (and topics, sources) of placeholders categoryIds, topicIds, sourceIds (int arrays). */
function filterWhere(shape: FilterShape): SQL {
  const conditions: SQL[] = [eq(questions.status, 'approved'), sql`${questions.categoryId} = any(${sql.placeholder('categoryIds')}::int[])`];
  if (shape.topics) conditions.push(sql`${questions.topicId} = any(${sql.placeholder('topicIds')}::int[])`);
  if (shape.sources) conditions.push(sql`${questions.sourceId} = any(${sql.placeholder('sourceIds')}::int[])`);
  return and(...conditions)!;
}

/** One prepared statement per filter shape, built by `build(db, shape)`. */
function perShape<T>(build: (db: Queryable, shape: FilterShape) => T) {
  const byShape = new Map(shapes.map((shape) => [shapeName(shape), preparedPerDatabase((db) => build(db, shape))]));
  return (db: Queryable, filter: QuestionFilter) => byShape.get(shapeName(shapeOf(filter)))!(db);
}

const filterParams = (filter: QuestionFilter) => ({ categoryIds: filter.categoryIds, topicIds: filter.topicIds ?? [], sourceIds: filter.sourceIds ?? [] });

const pageStatement = perShape((db, shape) =>
  db
    .select({ ...summaryColumns, setTitle: questionSets.title })
    .from(questions)
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .innerJoin(sources, eq(sources.id, questions.sourceId))
    .leftJoin(questionSets, eq(questionSets.id, questions.setId))
    .where(filterWhere(shape))
    .orderBy(asc(questions.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`questions_page_${shapeName(shape)}`),
);

/** The same filter over the counter table of approved questions (kept exact by triggers). */
function countWhere(shape: FilterShape): SQL {
  const counts = approvedQuestionCounts;
  const conditions: SQL[] = [sql`${counts.categoryId} = any(${sql.placeholder('categoryIds')}::int[])`];
  if (shape.topics) conditions.push(sql`${counts.topicId} = any(${sql.placeholder('topicIds')}::int[])`);
  if (shape.sources) conditions.push(sql`${counts.sourceId} = any(${sql.placeholder('sourceIds')}::int[])`);
  return and(...conditions)!;
}

const countStatement = perShape((db, shape) =>
  db
    .select({ n: sql<number>`coalesce(sum(${approvedQuestionCounts.questionCount}), 0)`.mapWith(Number) })
    .from(approvedQuestionCounts)
    .where(countWhere(shape))
    .prepare(`questions_count_${shapeName(shape)}`),
);

const idsStatement = perShape((db, shape) =>
  db.select({ id: questions.id }).from(questions).where(filterWhere(shape)).orderBy(asc(questions.id)).prepare(`question_ids_${shapeName(shape)}`),
);

/** One page of matching questions in id order (each with its set's title, or null), and the number of all matches (prepared statements). */
export async function findQuestions(db: Queryable, filter: QuestionFilter, page: { limit: number; offset: number }) {
  const params = filterParams(filter);
  const [items, [total]] = await Promise.all([
    pageStatement(db, filter).execute({ ...params, ...page }),
    countStatement(db, filter).execute(params),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Every matching id in list order (for previous/next on the detail page). */
export async function findQuestionIds(db: Queryable, filter: QuestionFilter): Promise<number[]> {
  const rows = await idsStatement(db, filter).execute(filterParams(filter));
  return rows.map((row) => row.id);
}
