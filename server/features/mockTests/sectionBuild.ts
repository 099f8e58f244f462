/**
 * The questions of a test's section as an attempt shows them (docs/contract.md sections 7.3 and
 * 8.2), built once per test and section in each API process and reused by every candidate's start
 * and resume (issue 27 item 5: a thousand candidates starting one scheduled mock at once).
 *
 * What every candidate shares — the section's question ids in order (a test's questions never
 * change after its creation) and each question's detail row without the viewer's parts (text,
 * options, set, names, submitter) — is kept with the `questions` generation it was read at
 * (server/db/generations.ts: a trigger changes it at the commit of every write that could change a
 * detail row, on any process, and a new exclusive test changes it too), so an edit made by any
 * process is seen by the next start everywhere: the kept build is answered only while the number
 * read with the viewer's parts is the one it was built at. What belongs to the viewer or changes
 * with every comment or first answer (`bookmarked`, the top-level comment ids, `difficulty`) is read
 * on every call, with the generation, in one statement shared with the concurrent calls
 * (questions.read.ts `findViewerPartsOfQuestion`).
 *
 * A hit is that one statement; a miss reads the generation, the section's ids and the full detail
 * rows (three statements), as every start did before. Must be called outside a writing transaction
 * (a transaction sees its own rows under the old generation: migration 0033); the attempt service
 * builds the questions after its transaction commits.
 */
import { inArray } from 'drizzle-orm';
import type { TestQuestion } from '@common/api/mockTests.ts';
import type { Actor } from '@common/policies.ts';
import type { Queryable } from '../../db/client.ts';
import { createGenerationCache, type GenerationCache } from '../../db/generationCache.ts';
import { currentGenerations, generationWith } from '../../db/generations.ts';
import { questions } from '../../db/schema/index.ts';
import { sectionQuestionIds } from './attempts.repo.ts';
import { findViewerPartsOfQuestion, selectQuestionDetails, toQuestion, type QuestionDetailRow, type ViewerPartsOfDetail } from '../../questionBank/questions.read.ts';

type SharedDetail = Omit<QuestionDetailRow, keyof ViewerPartsOfDetail>;

/** A section built once: its question ids in order and each one's shared detail row (same order; a question gone since is left out). */
interface Build {
  ids: number[];
  rows: SharedDetail[];
}

/** Bytes kept per database handle (an estimate: the JSON length of each build). A 3-section CAT mock of 66 questions is about 100 KB. */
const maxBytes = 8 * 1024 * 1024;

const caches = new WeakMap<object, GenerationCache<Build>>();

/** The cache of builds of database handle `db` (tests open several databases in one process). */
function cacheOf(db: Queryable): GenerationCache<Build> {
  let cache = caches.get(db);
  if (!cache) {
    cache = createGenerationCache<Build>({ maxBytes, size: (value) => JSON.stringify(value).length });
    caches.set(db, cache);
  }
  return cache;
}

/**
 * A question of the attempt: never the answer, the solution or the viewer's past result during a
 * test, whoever the viewer is. Its set lists the members of the section (`sectionIds`) even while
 * an exclusive mock keeps them out of the bank.
 */
function testQuestion(row: QuestionDetailRow, viewer: Actor, sectionIds: ReadonlySet<number>): TestQuestion {
  const { correctAnswer: _answer, explanation: _solution, myLastResponse: _last, ...question } = toQuestion(row, viewer, sectionIds);
  return question;
}

/**
 * The questions of section `sectionIndex` of test `testId` for `viewer`, in the section's order
 * (see the file comment). `db` is the pool, not a transaction. Rejects with a query's error.
 */
export async function sectionQuestions(db: Queryable, testId: number, sectionIndex: number, viewer: Actor): Promise<TestQuestion[]> {
  const cache = cacheOf(db);
  const key = `${testId}:${sectionIndex}`;
  const kept = cache.peek(key);
  if (kept) {
    const parts = await Promise.all(kept.value.rows.map((row) => findViewerPartsOfQuestion(db, row.question.id, viewer.id)));
    if (parts.every((part) => generationWith(db, 'questions', part.generation) === kept.generation)) {
      cache.stats.hits += 1;
      const sectionIds = new Set(kept.value.ids);
      return kept.value.rows.map((row, i) => {
        const { generation: _generation, sealed: _sealed, ...mine } = parts[i]!;
        return testQuestion({ ...row, ...mine }, viewer, sectionIds);
      });
    }
  }
  cache.stats.misses += 1;
  const generation = (await currentGenerations(db)).questions;
  const ids = await sectionQuestionIds(db, testId, sectionIndex);
  const found = ids.length > 0 ? await selectQuestionDetails(db, viewer.id).where(inArray(questions.id, ids)) : [];
  const byId = new Map(found.map((row) => [row.question.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  // Read after `generation`: never older than it, so valid for it.
  cache.set(key, generation, {
    ids,
    rows: rows.map(({ lastResponse: _last, bookmarked: _saved, commentIds: _comments, difficulty: _difficulty, ...shared }) => shared),
  });
  const sectionIds = new Set(ids);
  return rows.map((row) => testQuestion(row, viewer, sectionIds));
}

/** How many calls on `db` were answered from a kept build (`hits`) and how many built the section (`misses`), since the process started. */
export function sectionBuildStats(db: Queryable): { hits: number; misses: number } {
  return { ...cacheOf(db).stats };
}
