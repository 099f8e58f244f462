/**
 * Question difficulty from the community's first answers (docs/contract.md section 8.3): the
 * `difficulty` JSON of the detail and the list, the levels from first attempts only, the list's
 * `difficulty` filter and its 400, the hot reads staying exact, and the model's update under
 * concurrency (20 answers to one question at once, each counted once).
 */
import t from 'tap';
import { asc, eq } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import type { Database } from '../../server/db/client.ts';
import { questionDifficulty, questions, topicAbilities } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';

t.teardown(closeTestDatabase);

/** Five approved MCQ questions in one category and topic, all with correct answer A. */
async function seed(db: Database) {
  await createQuestions(db, Array.from({ length: 5 }, () => ({ category: 'Quantitative Aptitude', topic: 'Algebra', source: 'CAT 2019', correctAnswer: 'A' })));
  const rows = await db.select().from(questions).orderBy(asc(questions.id));
  return { ids: rows.map((row) => row.id), categoryId: rows[0]!.categoryId };
}

/** `n` new users, each with a logged-in client. */
async function students(app: ConstructorParameters<typeof TestClient>[0], db: Database, n: number) {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const user = await createUser(db);
      const client = new TestClient(app);
      await client.login(user.username, user.password);
      return { user, client };
    }),
  );
}

const answer = (client: TestClient, questionId: number, option: string, timer?: number) =>
  client.post(`/api/addResponse?questionId=${questionId}&selectedOption=${option}${timer === undefined ? '' : `&timer=${timer}`}`);

t.test('levels come from first attempts: twelve right -> easy, twelve wrong -> hard, second attempts ignored', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { ids, categoryId } = await seed(database.db);
  const [easy, hard, fresh, nine] = ids as [number, number, number, number, number];
  const users = await students(app, database.db, 12);
  const viewer = users[0]!.client;

  const before = (await viewer.get(`/api/getQuestionsbyId?id=${easy}`)).json();
  t.same(before.difficulty, { level: null, firstAttempts: 0, correctShare: null, medianTimeCorrect: null }, 'no answers: no numbers');
  const listBefore = await viewer.get(`/api/getQuestionsByFilters?category=${categoryId}`);
  t.same(listBefore.json()[0].difficulty, before.difficulty, 'the list item carries the same difficulty');

  for (const [i, { client }] of users.entries()) {
    t.equal((await answer(client, easy, 'A', 60 + i)).statusCode, 201);
    t.equal((await answer(client, hard, 'B', 30)).statusCode, 201);
    // Second attempts (the other way round) are ignored.
    await answer(client, easy, 'C', 5);
    await answer(client, hard, 'A', 5);
    if (i < 9) await answer(client, nine, i % 2 === 0 ? 'A' : 'B');
  }

  const easyJson = (await viewer.get(`/api/getQuestionsbyId?id=${easy}`)).json();
  t.same(easyJson.difficulty, { level: 'easy', firstAttempts: 12, correctShare: 1, medianTimeCorrect: 65.5 }, 'twelve right first answers: easy, median of 60..71 s');
  const hardJson = (await viewer.get(`/api/getQuestionsbyId?id=${hard}`)).json();
  t.same(hardJson.difficulty, { level: 'hard', firstAttempts: 12, correctShare: 0, medianTimeCorrect: null }, 'twelve wrong: hard, no timed right answer');
  const nineJson = (await viewer.get(`/api/getQuestionsbyId?id=${nine}`)).json();
  t.same(nineJson.difficulty, { level: null, firstAttempts: 9, correctShare: 0.56, medianTimeCorrect: null }, 'under ten first answers: no level; untimed answers count for correctness, not time');

  const list = (await viewer.get(`/api/getQuestionsByFilters?category=${categoryId}`)).json() as { id: number; difficulty: { level: string | null } }[];
  t.same(
    list.map((item) => item.difficulty.level),
    ['easy', 'hard', null, null, null],
    'the cached list shows the new levels (read on every request)',
  );
  t.same(list.find((item) => item.id === easy)!.difficulty, easyJson.difficulty, 'list and detail agree');

  const filtered = async (words: string) => {
    const res = await viewer.get(`/api/getQuestionsByFilters?category=${categoryId}&difficulty=${words}`);
    t.equal(res.statusCode, 200, `difficulty=${words}`);
    return { ids: (res.json() as { id: number }[]).map((item) => item.id), total: Number(res.headers['x-total-count']) };
  };
  t.same(await filtered('easy'), { ids: [easy], total: 1 });
  t.same(await filtered('hard'), { ids: [hard], total: 1 });
  t.same(await filtered('medium'), { ids: [], total: 0 });
  t.same(await filtered('new'), { ids: [fresh, nine, ids[4]], total: 3 }, 'new = no level yet');
  t.same(await filtered('easy,new'), { ids: [easy, fresh, nine, ids[4]], total: 4 });
  t.same(await filtered('Hard, '), { ids: [hard], total: 1 }, 'case and blanks ignored');
  const idsOnly = await viewer.get(`/api/getQuestionsByFilters?category=${categoryId}&difficulty=hard&idsOnly=true`);
  t.same(idsOnly.json(), [hard], 'idsOnly follows the filter');
  const both = await users[1]!.client.get(`/api/getQuestionsByFilters?category=${categoryId}&difficulty=new&status=unattempted`);
  t.same((both.json() as { id: number }[]).map((item) => item.id), [fresh, ids[4]], 'with a status filter too');

  for (const bad of ['tricky', 'easy,extreme', 'EASY;hard']) {
    const res = await viewer.get(`/api/getQuestionsByFilters?category=${categoryId}&difficulty=${encodeURIComponent(bad)}`);
    t.equal(res.statusCode, 400, `difficulty=${bad} is refused`);
    t.equal(res.json().message, messages.question.difficultyFilter);
  }
});

t.test('the detail and list caches stay exact: an answer changes the next read on another instance', async (t) => {
  const first = await buildTestApp(t);
  const { ids, categoryId } = await seed(first.database.db);
  const [readerStudent, answererStudent] = await students(first.app, first.database.db, 2);
  const reader = readerStudent!.client;
  await reader.get(`/api/getQuestionsbyId?id=${ids[0]}`);
  const listed = await reader.get(`/api/getQuestionsByFilters?category=${categoryId}`);
  const answerer = answererStudent!.client;
  await answer(answerer, ids[0]!, 'A', 40);
  const detail = (await reader.get(`/api/getQuestionsbyId?id=${ids[0]}`)).json();
  t.same(detail.difficulty, { level: null, firstAttempts: 1, correctShare: 1, medianTimeCorrect: 40 }, 'the cached detail shows the new answer');
  const again = await reader.get(`/api/getQuestionsByFilters?category=${categoryId}`, { headers: { 'if-none-match': String(listed.headers.etag) } });
  t.equal(again.statusCode, 200, 'the old list ETag no longer matches');
  t.same(again.json()[0].difficulty, detail.difficulty);
});

t.test('20 first answers to one question at once are each counted once (model update under concurrency)', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { ids } = await seed(database.db);
  const users = await students(app, database.db, 20);
  const results = await Promise.all(users.map(({ client }, i) => answer(client, ids[0]!, i % 4 === 0 ? 'B' : 'A', 20 + i)));
  t.same(results.map((res) => res.statusCode), Array(20).fill(201), 'every answer stored');
  const [row] = await database.db.select().from(questionDifficulty).where(eq(questionDifficulty.questionId, ids[0]!));
  t.equal(row!.firstAttempts, 20, 'twenty first attempts');
  t.equal(row!.correct, 15, 'fifteen right');
  t.equal(row!.level, 'easy');
  const abilities = await database.db.select().from(topicAbilities);
  t.equal(abilities.length, 20, 'one ability row per user');
  t.ok(abilities.every((a) => a.attempts === 1), 'each from one answer');
  // Applying the same answers one after another from the start gives the stored difficulty's sign and size order.
  t.ok(row!.difficulty < -0.8, `difficulty ${row!.difficulty.toFixed(2)} is that of an easy question`);
});
