/**
 * Reading questions, for every feature that shows or checks one (questions, comments, responses,
 * the error log, submissions, AI, the real-time room checks): the question list columns, the detail
 * query, and the API's Question made from a detail row (with `correctAnswer` only for who may know
 * it: see common/policies.ts `canKnowAnswer`). Who may see a question at all is
 * server/policies/questions.ts.
 */
import DataLoader from 'dataloader';
import { eq, sql, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import type { Difficulty, Question } from '@common/api/questions.ts';
import { canKnowAnswer, canViewQuestion, type Actor } from '@common/policies.ts';
import type { Queryable } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { heldUntilSql, isHiddenFrom, sealedForViewerSql } from '../policies/questionVisibility.ts';
import { bookmarks, categories, comments, questionDifficulty, questionSets, questions, responses, sources, topics, users } from '../db/schema/index.ts';

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

/** The viewer's latest attempt as the detail query reads it (timestamps as ISO text from json). */
interface LastResponseRow {
  selectedOption: 'A' | 'B' | 'C' | 'D' | null;
  answer: string | null;
  correct: boolean;
  timeSeconds: number | null;
  createdAt: string;
}

/**
 * SQL of the status of `viewerId`'s latest attempt (by created_at, then id) of the outer query's
 * question: 'correct', 'wrong', or null when never attempted (one backward probe of
 * responses_user_question_idx).
 */
export function myStatusSql(viewerId: number | Placeholder) {
  return sql<'correct' | 'wrong' | null>`(select case when r.correct then 'correct' else 'wrong' end from ${responses} r where r.user_id = ${viewerId} and r.question_id = ${questions.id} order by r.created_at desc, r.id desc limit 1)`;
}

/** Whether `viewerId` saved the outer query's question (one probe of bookmarks_user_question_key). */
export function questionBookmarkedSql(viewerId: number | Placeholder) {
  return sql<boolean>`exists (select 1 from ${bookmarks} b where b.user_id = ${viewerId} and b.question_id = ${questions.id})`;
}

/** SQL of `viewerId`'s latest attempt of question `questionId` as JSON (`LastResponseRow`), or null. */
function lastResponseSql(viewerId: number | Placeholder | SQLWrapper, questionId: SQLWrapper) {
  return sql<LastResponseRow | null>`(select json_build_object('selectedOption', r.selected_option, 'answer', r.answer, 'correct', r.correct, 'timeSeconds', r.time_seconds, 'createdAt', r.created_at) from ${responses} r where r.user_id = ${viewerId} and r.question_id = ${questionId} order by r.created_at desc, r.id desc limit 1)`;
}

/**
 * SQL of question `questionId`'s difficulty as the API's JSON (docs/contract.md section 8.3), read
 * from its calibration row (kept in the answers' transactions by calibration.ts; one primary-key
 * probe): viewer-independent but changing with every first answer, so it is read with the viewer's
 * parts on every request instead of being kept in the per-process caches.
 */
export function difficultySql(questionId: SQLWrapper) {
  return sql<Difficulty>`coalesce((select json_build_object('level', d.level, 'firstAttempts', d.first_attempts, 'correctShare', case when d.first_attempts > 0 then round(d.correct::numeric / d.first_attempts, 2) end, 'medianTimeCorrect', d.median_time_correct) from ${questionDifficulty} d where d.question_id = ${questionId}), json_build_object('level', null, 'firstAttempts', 0, 'correctShare', null, 'medianTimeCorrect', null))`;
}

/** SQL of the ids of question `questionId`'s top-level comments, oldest first. */
function commentIdsSql(questionId: SQLWrapper) {
  return sql<number[]>`array(select ${comments.id} from ${comments} where ${comments.questionId} = ${questionId} and ${comments.parentId} is null order by ${comments.id})`;
}

/** The `questions` generation (server/db/generations.ts) as the statement sees it, as text, or null. */
const questionsGenerationSql = sql<string | null>`(select generation::text from cache_generations where name = 'questions')`;

/**
 * A PostgreSQL array literal (`{1,2,3}`) of integers, or of comma-joined runs of them, for an
 * `int[]` parameter: one join instead of node-postgres quoting each element of a JS array (its
 * `prepareValue`, a measurable share of a batched list read of 1,000 ids). Only for numbers this
 * code made (ids), never for text.
 */
function intArrayLiteral(values: (number | string)[]): string {
  return `{${values.filter((value) => value !== '').join(',')}}`;
}

/** A member of a question set with what the visibility rule reads (common/policies.ts `canViewQuestion`). */
interface SetMember {
  id: number;
  status: string;
  submittedBy: number | null;
  /** Epoch ms until which an exclusive mock holds it (policies/questionVisibility.ts `heldUntilSql`), or null. */
  heldUntil?: number | null;
}

/**
 * Full question rows with their category, topic and source names, their submitter, the ids of
 * their top-level comments (oldest first), `viewerId`'s latest attempt of each (`lastResponse`, null
 * when never answered: the viewer has answered exactly when it is not null), whether the viewer
 * saved each (`bookmarked`), and their set
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
      lastResponse: lastResponseSql(viewerId, questions.id),
      commentIds: commentIdsSql(questions.id),
      bookmarked: questionBookmarkedSql(viewerId),
      difficulty: difficultySql(questions.id),
      set: { id: questionSets.id, title: questionSets.title, body: questionSets.body },
      setMembers: sql<SetMember[]>`(select coalesce(json_agg(json_build_object('id', m.id, 'status', m.status, 'submittedBy', m.submitted_by, 'heldUntil', ${heldUntilSql(sql`m.id`)}) order by m.id), '[]'::json) from ${questions} m where m.set_id = ${questions.setId})`,
      heldUntil: heldUntilSql(questions.id),
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

/** What a detail row holds for one viewer only, or changes with every comment or first answer. */
export type ViewerPartsOfDetail = Pick<QuestionDetailRow, 'lastResponse' | 'bookmarked' | 'commentIds' | 'difficulty'>;

const viewerPartsByPairs = preparedPerDatabase((db) =>
  db
    .select({
      generation: questionsGenerationSql,
      lastResponse: lastResponseSql(sql`x.viewer_id`, sql`x.id`),
      bookmarked: sql<boolean>`exists (select 1 from ${bookmarks} b where b.user_id = x.viewer_id and b.question_id = x.id)`,
      commentIds: commentIdsSql(sql`x.id`),
      difficulty: difficultySql(sql`x.id`),
      sealed: sealedForViewerSql(sql`x.id`, sql`x.viewer_id`),
    })
    .from(sql`unnest(${sql.placeholder('ids')}::int[], ${sql.placeholder('viewerIds')}::int[]) with ordinality as x(id, viewer_id, ord)`)
    .orderBy(sql`x.ord`)
    .prepare('question_viewer_parts'),
);

/** With the generation, and whether the question is sealed for the viewer (policies/questionVisibility.ts `sealedForViewerSql`). */
type ViewerPartsWithGeneration = ViewerPartsOfDetail & { generation: string | null; sealed: boolean };

/**
 * Requests' reads of their viewer parts, per database handle, sent together: every read asked for
 * in one turn of the event loop goes in one statement (dataloader, scheduled with setImmediate, at
 * most 100 per statement; no caching), which begins after each of them was asked for. Under load
 * this is one round trip for many requests instead of one each.
 */
const viewerPartsLoaders = new WeakMap<object, DataLoader<{ id: number; viewerId: number }, ViewerPartsWithGeneration>>();

function viewerPartsLoader(db: Queryable) {
  let loader = viewerPartsLoaders.get(db);
  if (!loader) {
    loader = new DataLoader(
      async (pairs) => {
        const rows = await viewerPartsByPairs(db).execute({ ids: intArrayLiteral(pairs.map((pair) => pair.id)), viewerIds: intArrayLiteral(pairs.map((pair) => pair.viewerId)) });
        return rows.map((row) => ({ ...row, generation: row.generation === null ? null : String(row.generation) }));
      },
      { cache: false, maxBatchSize: 100, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
    );
    viewerPartsLoaders.set(db, loader);
  }
  return loader;
}

/**
 * The `questions` generation (null when its row is missing) and the parts of question `id`'s
 * detail row that belong to `viewerId` (last attempt, bookmark) or change with every comment
 * (top-level comment ids), read together by a statement that began after this call (batched with
 * concurrent calls, see above), for a detail row kept by a cache whose shared part is valid for
 * that generation. Rejects with the statement's error.
 */
export function findViewerPartsOfQuestion(db: Queryable, id: number, viewerId: number): Promise<ViewerPartsWithGeneration> {
  return viewerPartsLoader(db).load({ id, viewerId });
}

const viewerPartsOfLists = preparedPerDatabase((db) =>
  db
    .select({
      generation: questionsGenerationSql,
      parts: sql<[('correct' | 'wrong' | null), boolean, Difficulty][]>`coalesce((select json_agg(json_build_array(
        (select case when r.correct then 'correct' else 'wrong' end from ${responses} r where r.user_id = x.viewer_id and r.question_id = x.id order by r.created_at desc, r.id desc limit 1),
        exists (select 1 from ${bookmarks} b where b.user_id = x.viewer_id and b.question_id = x.id),
        ${difficultySql(sql`x.id`)}
      ) order by x.ord) from unnest(${sql.placeholder('ids')}::int[], ${sql.placeholder('viewerIds')}::int[]) with ordinality as x(id, viewer_id, ord)), '[]'::json)`,
    })
    .from(sql`(select 1) as one`)
    .prepare('question_list_viewer_parts'),
);

interface ListPartsRequest {
  ids: number[];
  viewerId: number;
}
type ListParts = { generation: string | null; parts: { myStatus: 'correct' | 'wrong' | null; bookmarked: boolean; difficulty: Difficulty }[] };

/** As `viewerPartsLoaders`, for lists: the pages asked for in one turn, at most 20, in one statement. */
const listPartsLoaders = new WeakMap<object, DataLoader<ListPartsRequest, ListParts>>();

function listPartsLoader(db: Queryable) {
  let loader = listPartsLoaders.get(db);
  if (!loader) {
    loader = new DataLoader(
      async (requests) => {
        const [row] = await viewerPartsOfLists(db).execute({
          ids: intArrayLiteral(requests.map((request) => request.ids.join(','))),
          viewerIds: intArrayLiteral(requests.map((request) => `${request.viewerId},`.repeat(request.ids.length).slice(0, -1))),
        });
        const generation = row!.generation === null ? null : String(row!.generation);
        let next = 0;
        return requests.map((request) => {
          const parts = row!.parts.slice(next, next + request.ids.length).map(([myStatus, bookmarked, difficulty]) => ({ myStatus, bookmarked, difficulty }));
          next += request.ids.length;
          return { generation, parts };
        });
      },
      { cache: false, maxBatchSize: 20, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
    );
    listPartsLoaders.set(db, loader);
  }
  return loader;
}

/**
 * The `questions` generation and, for each of `ids` in order, `viewerId`'s `myStatus` (as
 * `myStatusSql`), `bookmarked` (as `questionBookmarkedSql`) and the question's `difficulty` (as
 * `difficultySql`), read by a statement that began
 * after this call (shared with the other lists asked for in the same turn of the event loop).
 * Rejects with the statement's error.
 */
export function findViewerPartsOfList(db: Queryable, ids: number[], viewerId: number): Promise<ListParts> {
  return listPartsLoader(db).load({ ids, viewerId });
}

/**
 * The ids of a set's questions that `viewer` may see, in set order: exclusive mocks hide some
 * (policies/questionVisibility.ts, at `nowMs`), except those in `shownAnyway` (the questions of the
 * viewer's attempt, which its candidates see while the bank hides them).
 */
function visibleSetMemberIds(members: SetMember[], viewer: Actor, shownAnyway: ReadonlySet<number> | undefined, nowMs = Date.now()): number[] {
  return members
    .filter((member) => canViewQuestion(viewer, member) && (shownAnyway?.has(member.id) || !isHiddenFrom(viewer, member.heldUntil ?? null, nowMs)))
    .map((member) => member.id);
}

/**
 * The API's Question for a detail row. `correctAnswer` and `explanation` are sent only to a viewer
 * who has answered the question, its submitter, and admins (docs/contract.md sections 5 and 7.2);
 * `set.questionIds` lists only the set's questions the viewer may see (with those of
 * `shownAnyway`, an attempt's questions, even while an exclusive mock holds them).
 */
export function toQuestion(row: QuestionDetailRow, viewer: Actor, shownAnyway?: ReadonlySet<number>): Question {
  const q = row.question;
  const last = row.lastResponse;
  const knowsAnswer = canKnowAnswer(viewer, q, last !== null);
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
    set: row.set ? { ...row.set, questionIds: visibleSetMemberIds(row.setMembers, viewer, shownAnyway) } : null,
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
    difficulty: row.difficulty,
    myLastResponse: last && {
      selectedOption: last.selectedOption,
      answer: last.answer,
      correct: last.correct,
      timeSeconds: last.timeSeconds,
      createdAt: new Date(last.createdAt).toISOString(),
    },
    bookmarked: row.bookmarked,
  };
}
