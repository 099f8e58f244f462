/** Queries on categories, topics, sources and questions. */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { practiceStatuses, type DifficultyFilterWord, type PracticeStatus } from '@common/api/questions.ts';
import { heldNowSql } from '../../policies/questionVisibility.ts';
import { approvedQuestionCounts, categories, questionDifficulty, questionSets, questions, responses, sources, topics } from '../../db/schema/index.ts';
import { difficultySql, myStatusSql, questionBookmarkedSql, summaryColumns } from '../../questionBank/questions.read.ts';

export type QuestionRow = typeof questions.$inferSelect;

/**
 * Whether an approved question uses the taxonomy row (docs/contract.md section 7.8: names of pending
 * or rejected submissions stay out of the public lists). Reads the counter table kept by triggers.
 */
const inApprovedQuestion = (column: 'category_id' | 'topic_id' | 'source_id', id: PgColumn) =>
  sql`exists (select 1 from ${approvedQuestionCounts} a where a.${sql.raw(column)} = ${id} and a.question_count > 0)`;

/** Categories by name: with `all` (admins) every one, else only those of approved questions. */
export const listCategories = (db: Queryable, all = false) =>
  db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(all ? undefined : inApprovedQuestion('category_id', categories.id))
    .orderBy(asc(categories.name));

/** Sources by name: with `all` (admins) every one, else only those of approved questions. */
export const listSources = (db: Queryable, all = false) =>
  db
    .select({ id: sources.id, name: sources.name })
    .from(sources)
    .where(all ? undefined : inApprovedQuestion('source_id', sources.id))
    .orderBy(asc(sources.name));

/** Topics of the categories by name: with `all` (admins) every one, else only those of approved questions. */
export const listTopicsByCategories = (db: Queryable, categoryIds: number[], all = false) =>
  db
    .select({ id: topics.id, name: topics.name, categoryId: topics.categoryId })
    .from(topics)
    .where(and(inArray(topics.categoryId, categoryIds), all ? undefined : inApprovedQuestion('topic_id', topics.id)))
    .orderBy(asc(topics.name), asc(topics.id));

export interface QuestionFilter {
  categoryIds: number[];
  topicIds?: number[] | undefined;
  sourceIds?: number[] | undefined;
  /** Only questions the viewer never attempted, whose latest attempt of theirs was wrong / correct, or that they saved. */
  status?: PracticeStatus | undefined;
  /** Only questions of these levels (`new`: not calibrated yet; docs/contract.md section 8.3). */
  difficulty?: DifficultyFilterWord[] | undefined;
}

/** Which optional filters a query has: each combination is its own prepared statement. */
interface FilterShape {
  topics: boolean;
  sources: boolean;
  status: PracticeStatus | null;
  difficulty: boolean;
}

const shapeOf = (filter: QuestionFilter): FilterShape => ({
  topics: Boolean(filter.topicIds?.length),
  sources: Boolean(filter.sourceIds?.length),
  status: filter.status ?? null,
  difficulty: Boolean(filter.difficulty?.length),
});
const shapeName = (shape: FilterShape) =>
  `${shape.topics ? 't' : ''}${shape.sources ? 's' : ''}${shape.status ? `_${shape.status}` : ''}${shape.difficulty ? '_d' : ''}`;
const shapes: FilterShape[] = [null, ...practiceStatuses].flatMap((status) =>
  [false, true].flatMap((difficulty) => [
    { topics: false, sources: false, status, difficulty },
    { topics: true, sources: false, status, difficulty },
    { topics: false, sources: true, status, difficulty },
    { topics: true, sources: true, status, difficulty },
  ]),
);

const viewerId = sql.placeholder('viewerId');

/**
 * The viewer's practice status as a condition on `questions` (placeholder viewerId): never attempted
 * is an anti-join on their responses; wrong / correct a semi-join on the latest attempt of each
 * question they attempted (both read responses_user_question_idx for that one user); bookmarked a
 * semi-join on their bookmarks (bookmarks_user_question_key).
 */
function statusWhere(status: PracticeStatus): SQL {
  if (status === 'bookmarked') return questionBookmarkedSql(viewerId);
  if (status === 'unattempted') {
    return sql`not exists (select 1 from ${responses} r where r.user_id = ${viewerId} and r.question_id = ${questions.id})`;
  }
  const correct = status === 'correct';
  return sql`${questions.id} in (select latest.question_id from (select distinct on (r.question_id) r.question_id, r.correct from ${responses} r where r.user_id = ${viewerId} order by r.question_id, r.created_at desc, r.id desc) latest where latest.correct = ${correct})`;
}

/**
 * Approved questions in the categories (and topics, sources, status) of placeholders categoryIds,
 * topicIds, sourceIds (int arrays), viewerId; with placeholder hideHeld true, none held by an open
 * exclusive mock (the hidden rule of policies/questionVisibility.ts).
 */
function filterWhere(shape: FilterShape): SQL {
  const conditions: SQL[] = [
    eq(questions.status, 'approved'),
    sql`${questions.categoryId} = any(${sql.placeholder('categoryIds')}::int[])`,
    sql`(not ${sql.placeholder('hideHeld')}::boolean or not ${heldNowSql(questions.id)})`,
  ];
  if (shape.topics) conditions.push(sql`${questions.topicId} = any(${sql.placeholder('topicIds')}::int[])`);
  if (shape.sources) conditions.push(sql`${questions.sourceId} = any(${sql.placeholder('sourceIds')}::int[])`);
  if (shape.status) conditions.push(statusWhere(shape.status));
  if (shape.difficulty) {
    // The level kept with the question's calibration (calibration.ts); no row or no level yet is `new`.
    conditions.push(sql`coalesce((select d.level from ${questionDifficulty} d where d.question_id = ${questions.id}), 'new') = any(${sql.placeholder('levels')}::text[])`);
  }
  return and(...conditions)!;
}

/** One prepared statement per filter shape, built by `build(db, shape)`. */
function perShape<T>(build: (db: Queryable, shape: FilterShape) => T, only: (shape: FilterShape) => boolean = () => true) {
  const byShape = new Map(shapes.filter(only).map((shape) => [shapeName(shape), preparedPerDatabase((db) => build(db, shape))]));
  return (db: Queryable, filter: QuestionFilter) => byShape.get(shapeName(shapeOf(filter)))!(db);
}

const filterParams = (filter: QuestionFilter, viewer: number, hideHeld: boolean) => ({
  categoryIds: filter.categoryIds,
  topicIds: filter.topicIds ?? [],
  sourceIds: filter.sourceIds ?? [],
  levels: filter.difficulty ?? [],
  viewerId: viewer,
  hideHeld,
});

/** One query per page: the summaries, the set's title, the difficulty, the viewer's `myStatus` and `bookmarked` (subqueries per row returned). */
const pageStatement = perShape((db, shape) =>
  db
    .select({ ...summaryColumns, setTitle: questionSets.title, difficulty: difficultySql(questions.id), myStatus: myStatusSql(viewerId), bookmarked: questionBookmarkedSql(viewerId) })
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

/** Without a status or difficulty the total is a sum over the counter table; with one, a count of the matching questions. */
const countStatement = perShape((db, shape) =>
  shape.status === null && !shape.difficulty
    ? db
        .select({ n: sql<number>`coalesce(sum(${approvedQuestionCounts.questionCount}), 0)`.mapWith(Number) })
        .from(approvedQuestionCounts)
        .where(countWhere(shape))
        .prepare(`questions_count_${shapeName(shape)}`)
    : db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(questions)
        .where(filterWhere(shape))
        .prepare(`questions_count_${shapeName(shape)}`),
);

/** A count of the matching questions themselves: while exclusive mocks hold questions the counter table over-counts. */
const scanCountStatement = perShape((db, shape) =>
  db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(questions)
    .where(filterWhere(shape))
    .prepare(`questions_scan_count_${shapeName(shape)}`),
);

const idsStatement = perShape((db, shape) =>
  db.select({ id: questions.id }).from(questions).where(filterWhere(shape)).orderBy(asc(questions.id)).prepare(`question_ids_${shapeName(shape)}`),
);

/**
 * One page of matching questions in id order (each with its set's title, or null, and `viewer`'s
 * `myStatus`), and the number of all matches (prepared statements). `hideHeld`: leave out the
 * questions open exclusive mocks hold (everyone's list but admins', contract 8.2).
 */
export async function findQuestions(db: Queryable, filter: QuestionFilter, viewer: number, page: { limit: number; offset: number }, hideHeld = false) {
  const params = filterParams(filter, viewer, hideHeld);
  const [items, [total]] = await Promise.all([
    pageStatement(db, filter).execute({ ...params, ...page }),
    (hideHeld ? scanCountStatement : countStatement)(db, filter).execute(params),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Every matching id in list order (for previous/next on the detail page); `hideHeld` as in `findQuestions`. */
export async function findQuestionIds(db: Queryable, filter: QuestionFilter, viewer: number, hideHeld = false): Promise<number[]> {
  const rows = await idsStatement(db, filter).execute(filterParams(filter, viewer, hideHeld));
  return rows.map((row) => row.id);
}
