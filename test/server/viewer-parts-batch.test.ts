/**
 * The viewer parts of question reads (server/questionBank/questions.read.ts
 * `findViewerPartsOfQuestion`) asked for together are read by one statement, and each caller gets
 * its own viewer's parts of its own question: last attempt, bookmark, top-level comment ids.
 */
import t from 'tap';
import { sql } from 'drizzle-orm';
import { bookmarks, comments, questions, responses } from '../../server/db/schema/index.ts';
import { findViewerPartsOfQuestion } from '../../server/questionBank/questions.read.ts';
import { closeTestDatabase, resetDatabase, testConfig, testDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { needsPostgresServer } from '../helpers/requirements.ts';
import { publishEffectsFromTest } from '../helpers/effects.ts';

t.teardown(closeTestDatabase);

/** Three viewers and four questions; viewer v answered question q (correct when v + q is even) when (v + q) % 3 !== 0, saved it when v === q % 3, and question q has q top-level comments. */
async function world(t: { teardown(fn: () => unknown): void }) {
  const handle = await testDatabase();
  await resetDatabase(handle);
  publishEffectsFromTest(t, handle.db, testConfig());
  const db = handle.db;
  const viewers = [await createUser(db), await createUser(db), await createUser(db)];
  await createQuestions(db, [1, 2, 3, 4].map((n) => ({ questionText: `Question ${n}` })));
  const ids = (await db.select({ id: questions.id }).from(questions).orderBy(questions.id)).map((row) => row.id);
  const expected = new Map<string, { answered: 'A' | 'B' | null; correct: boolean | null; bookmarked: boolean; comments: number }>();
  for (const [v, viewer] of viewers.entries()) {
    for (const [q, id] of ids.entries()) {
      const answered = (v + q) % 3 !== 0;
      const correct = (v + q) % 2 === 0;
      if (answered) await db.insert(responses).values({ userId: viewer.id, questionId: id, selectedOption: correct ? 'A' : 'B', correct, timeSeconds: 10 + v });
      const saved = v === q % 3;
      if (saved) await db.insert(bookmarks).values({ userId: viewer.id, kind: 'question', questionId: id });
      expected.set(`${viewer.id}:${id}`, { answered: answered ? (correct ? 'A' : 'B') : null, correct: answered ? correct : null, bookmarked: saved, comments: q });
    }
  }
  for (const [q, id] of ids.entries()) {
    for (let c = 0; c < q; c++) await db.insert(comments).values({ questionId: id, userId: viewers[0]!.id, text: `Comment ${c}` });
  }
  return { handle, viewers, ids, expected };
}

t.test('concurrent reads for mixed viewers and questions each get their own parts', async (t) => {
  const { handle, viewers, ids, expected } = await world(t);
  // Every pair twice, in an order that mixes viewers and questions.
  const pairs = [...viewers, ...viewers.slice().reverse()].flatMap((viewer, i) => ids.map((_, q) => ({ viewerId: viewer.id, id: ids[(q + i) % ids.length]! })));
  const results = await Promise.all(pairs.map((pair) => findViewerPartsOfQuestion(handle.db, pair.id, pair.viewerId)));
  const generations = new Set(results.map((result) => result.generation));
  t.equal(generations.size, 1, 'one generation for the whole batch');
  t.not([...generations][0], null, 'the questions generation is read');
  for (const [i, pair] of pairs.entries()) {
    const want = expected.get(`${pair.viewerId}:${pair.id}`)!;
    const got = results[i]!;
    t.equal(got.lastResponse?.selectedOption ?? null, want.answered, `viewer ${pair.viewerId}, question ${pair.id}: last attempt`);
    t.equal(got.lastResponse?.correct ?? null, want.correct);
    t.equal(got.bookmarked, want.bookmarked, `viewer ${pair.viewerId}, question ${pair.id}: bookmark`);
    t.equal(got.commentIds.length, want.comments, `question ${pair.id}: its comments`);
  }
});

t.test('reads asked for in one turn of the event loop are one statement', { skip: needsPostgresServer }, async (t) => {
  const { handle, viewers, ids } = await world(t);
  // On one connection (a transaction) PostgreSQL's per-session counters count the statement's executions.
  const executions = await handle.db.transaction(async (tx) => {
    const runs = async () => {
      const { rows } = await tx.execute<{ runs: string }>(sql`select coalesce(sum(generic_plans + custom_plans), 0) as runs from pg_prepared_statements where name = 'question_viewer_parts'`);
      return Number(rows[0]!.runs);
    };
    const before = await runs(); // the connection may have run it before
    await Promise.all(viewers.flatMap((viewer) => ids.map((id) => findViewerPartsOfQuestion(tx, id, viewer.id))));
    await findViewerPartsOfQuestion(tx, ids[0]!, viewers[0]!.id); // a later turn: a statement of its own
    return (await runs()) - before;
  });
  t.equal(executions, 2, `${viewers.length * ids.length} concurrent reads were one execution, the later read another`);
});

t.test('a missing question in a batch reads as no parts and leaves the others theirs', async (t) => {
  const { handle, viewers, ids, expected } = await world(t);
  const viewer = viewers[1]!;
  const [before, missing, after] = await Promise.all([
    findViewerPartsOfQuestion(handle.db, ids[1]!, viewer.id),
    findViewerPartsOfQuestion(handle.db, 2_147_483_647, viewer.id),
    findViewerPartsOfQuestion(handle.db, ids[3]!, viewer.id),
  ]);
  t.same({ lastResponse: missing.lastResponse, bookmarked: missing.bookmarked, commentIds: missing.commentIds }, { lastResponse: null, bookmarked: false, commentIds: [] });
  t.equal(before.commentIds.length, expected.get(`${viewer.id}:${ids[1]}`)!.comments);
  t.equal(after.commentIds.length, expected.get(`${viewer.id}:${ids[3]}`)!.comments);
  t.equal(after.bookmarked, expected.get(`${viewer.id}:${ids[3]}`)!.bookmarked);
});
