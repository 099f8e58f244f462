/**
 * Practice packs (docs/contract.md section 8.5): GET /api/practice/pack gives unanswered approved
 * questions with their keys and solutions, sets whole, bounded by `count`; packed questions'
 * later answers count as offline ones.
 */
import t from 'tap';
import { asc, eq } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import type { Database } from '../../server/db/client.ts';
import { packedQuestions, questions, responses } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { createTestViaApi } from '../helpers/mockTests.ts';

t.teardown(closeTestDatabase);

/** Four Quant questions (q1 MCQ B with a solution, q2 TITA 42 ± 0.5, then a set of two: q3, q4) and one Verbal question (q5). */
async function seed(db: Database) {
  await createQuestions(db, [
    { category: 'Quantitative Aptitude', topic: 'Algebra', correctAnswer: 'B', explanation: 'Because $x = 2$.' },
    { category: 'Quantitative Aptitude', topic: 'Algebra', questionType: 'TITA', correctAnswer: '42', answerTolerance: '0.5' },
    { category: 'Quantitative Aptitude', topic: 'Algebra', setTitle: 'Table 1', setText: '| a | b |\n|---|---|\n| 1 | 2 |', correctAnswer: 'C' },
    { category: 'Quantitative Aptitude', topic: 'Algebra', setTitle: 'Table 1', correctAnswer: 'D' },
    { category: 'Verbal Ability', topic: 'Reading Comprehension', correctAnswer: 'A' },
  ]);
  const rows = await db.select().from(questions).orderBy(asc(questions.id));
  return rows;
}

async function loggedIn(app: ConstructorParameters<typeof TestClient>[0], db: Database) {
  const user = await createUser(db);
  const client = new TestClient(app);
  await client.login(user.username, user.password);
  return { user, client };
}

t.test('a pack holds unanswered approved questions with keys and solutions, sets whole, at most count', async (t) => {
  const { app, database } = await buildTestApp(t);
  const [q1, q2, q3, q4, q5] = await seed(database.db);
  const { user, client } = await loggedIn(app, database.db);
  const quant = q1!.categoryId;

  const all = await client.get(`/api/practice/pack?category=${quant}&count=10`);
  t.equal(all.statusCode, 200);
  const packed = all.json().questions;
  t.same(packed.map((q: { id: number }) => q.id), [q1!.id, q2!.id, q3!.id, q4!.id], 'the filter, in bank order');
  t.match(packed[0], { id: q1!.id, questionType: 'MCQ', correctAnswer: 'B', explanation: 'Because $x = 2$.', answerTolerance: null, myLastResponse: null, section: 'Quantitative Aptitude' });
  t.match(packed[1], { correctAnswer: '42', answerTolerance: 0.5 });
  t.match(packed[2], { setId: q3!.setId, set: { title: 'Table 1', body: '| a | b |\n|---|---|\n| 1 | 2 |', questionIds: [q3!.id, q4!.id] } });
  t.same(
    (await database.db.select().from(packedQuestions).where(eq(packedQuestions.userId, user.id))).map((row) => row.questionId).sort((a, b) => a - b),
    [q1!.id, q2!.id, q3!.id, q4!.id],
    'the packed questions are recorded',
  );

  const three = (await client.get(`/api/practice/pack?category=${quant}&count=3`)).json().questions;
  t.same(three.map((q: { id: number }) => q.id), [q1!.id, q2!.id], 'a set that does not fit is left out whole');
  const one = (await client.get(`/api/practice/pack?count=1`)).json().questions;
  t.same(one.map((q: { id: number }) => q.id), [q1!.id], 'no category: the whole bank');

  // Answered questions leave the pack; a set with one answered question leaves it whole.
  await client.post(`/api/addResponse?questionId=${q1!.id}&selectedOption=B`);
  await client.post(`/api/addResponse?questionId=${q3!.id}&selectedOption=C`);
  const after = (await client.get(`/api/practice/pack?count=100`)).json().questions;
  t.same(after.map((q: { id: number }) => q.id), [q2!.id, q5!.id]);
  const rows = await database.db.select().from(responses).where(eq(responses.userId, user.id)).orderBy(asc(responses.id));
  t.same(rows.map((row) => row.offline), [true, true], 'answers to packed questions count as offline ones');

  const other = await loggedIn(app, database.db);
  await other.client.post(`/api/addResponse?questionId=${q1!.id}&selectedOption=B`);
  const [theirs] = await database.db.select().from(responses).where(eq(responses.userId, other.user.id));
  t.equal(theirs!.offline, false, "another user's answer to the question is online");
  const stats = (await other.client.get(`/api/getQuestionStats?id=${q1!.id}`)).json();
  t.match(stats, { attempts: 1, correct: 1 }, 'crowd statistics count only the online first attempt');
});

t.test('count bounds, and a pending question is never packed', async (t) => {
  const { app, database } = await buildTestApp(t);
  await seed(database.db);
  const { client } = await loggedIn(app, database.db);
  for (const count of ['0', '101', '2.5', 'ten']) {
    const answer = await client.get(`/api/practice/pack?count=${count}`);
    t.equal(answer.statusCode, 400, `count=${count}`);
    t.equal(answer.json().message, messages.offline.packCount);
  }
  t.equal((await client.get('/api/practice/pack?count=100')).json().questions.length, 5, 'count=100 is allowed');
  t.equal((await client.get('/api/practice/pack')).json().questions.length, 5, 'count defaults to 25');
  await database.db.update(questions).set({ status: 'pending' }).where(eq(questions.questionType, 'TITA'));
  const pack = (await client.get('/api/practice/pack?count=100')).json().questions;
  t.equal(pack.length, 4, 'a pending question is not packed');
  t.notOk(pack.some((q: { questionType: string }) => q.questionType === 'TITA'));

  const anonymous = await new TestClient(app).get('/api/practice/pack');
  t.equal(anonymous.statusCode, 401);
});

t.test('a question held by an exclusive mock is never packed', async (t) => {
  const { app, database } = await buildTestApp(t);
  const [q1, q2] = await seed(database.db);
  const admin = await createUser(database.db, { role: 'admin' });
  const adminClient = new TestClient(app);
  await adminClient.login(admin.username, admin.password);
  await createTestViaApi(adminClient, {
    title: 'Exclusive AIMCAT',
    sections: [{ name: 'QA', durationSeconds: 60, questionIds: [q1!.id] }],
    window: { opensAt: new Date(Date.now() + 3_600_000).toISOString(), closesAt: new Date(Date.now() + 7_200_000).toISOString() },
    exclusive: true,
  });
  const { client } = await loggedIn(app, database.db);
  const pack = (await client.get(`/api/practice/pack?category=${q1!.categoryId}&count=100`)).json().questions.map((q: { id: number }) => q.id);
  t.notOk(pack.includes(q1!.id), 'the exclusive question is left out');
  t.ok(pack.includes(q2!.id), 'the others are packed');
});

t.test('a question of the test in progress is never packed (sealed, contract 8.1 and 8.5)', async (t) => {
  const { app, database } = await buildTestApp(t);
  const [q1, q2] = await seed(database.db);
  const admin = await createUser(database.db, { role: 'admin' });
  const adminClient = new TestClient(app);
  await adminClient.login(admin.username, admin.password);
  const test = await createTestViaApi(adminClient, {
    title: 'Practice mock',
    sections: [{ name: 'QA', durationSeconds: 600, questionIds: [q2!.id] }, { name: 'QA 2', durationSeconds: 600, questionIds: [q1!.id] }],
  });
  const { client } = await loggedIn(app, database.db);
  const before = (await client.get(`/api/practice/pack?category=${q1!.categoryId}&count=100`)).json().questions.map((q: { id: number }) => q.id);
  t.ok(before.includes(q1!.id) && before.includes(q2!.id), 'packed while no test runs');
  const started = await client.post(`/api/tests/${test.id}/attempts`);
  t.equal(started.statusCode, 201);
  const pack = await client.get(`/api/practice/pack?category=${q1!.categoryId}&count=100`);
  const ids = pack.json().questions.map((q: { id: number }) => q.id);
  t.notOk(ids.includes(q2!.id), 'the running section is left out');
  t.notOk(ids.includes(q1!.id), 'a locked later section is left out');
  t.notMatch(pack.body, /"correctAnswer":"B"/, 'no key of the test reaches the pack');
  t.ok(ids.length > 0, 'the other questions are still packed');
});
