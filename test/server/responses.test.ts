import t from 'tap';
import { asc } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import type { Database } from '../../server/db/client.ts';
import { questions, responses } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';

t.teardown(closeTestDatabase);

const allResponses = (db: Database) => db.select().from(responses).orderBy(asc(responses.id));

/** q1 Quant/Number Systems (B), q2 Quant/Algebra (A), q3 Verbal/Reading Comprehension (A), q4 Data Interpretation/Tables (D). */
async function seed(db: Database) {
  await createQuestions(db, [
    { category: 'Quantitative Aptitude', topic: 'Number Systems', source: 'CAT 2019', correctAnswer: 'B' },
    { category: 'Quantitative Aptitude', topic: 'Algebra', source: 'CAT 2019', correctAnswer: 'A' },
    { category: 'Verbal Ability', topic: 'Reading Comprehension', source: 'Arun Sharma', correctAnswer: 'A' },
    { category: 'Data Interpretation', topic: 'Tables', source: 'CAT 2019', correctAnswer: 'D' },
  ]);
  const [q1, q2, q3, q4] = await db.select().from(questions).orderBy(asc(questions.id));
  return { q1: q1!, q2: q2!, q3: q3!, q4: q4! };
}

t.test('GET and POST /api/addResponse record the session user’s attempt; the server decides correctness', async (t) => {
  const { app, database } = await buildTestApp(t);
  const me = await createUser(database.db);
  const someoneElse = await createUser(database.db);
  const { q1, q2 } = await seed(database.db);
  const client = new TestClient(app);
  await client.login(me.username, me.password);

  // The spec's userId and response parameters are ignored: wrong option claimed correct, for another user.
  const forged = await client.get(`/api/addResponse?userId=${someoneElse.id}&questionId=${q1.id}&timer=17&response=true&selectedOption=C`);
  t.equal(forged.statusCode, 201);
  const forgedBody = forged.json();
  t.same(Object.keys(forgedBody).sort(), ['correct', 'correctAnswer', 'id'], 'answer is { id, correct, correctAnswer }');
  t.equal(forgedBody.correct, false, 'a wrong option is incorrect whatever `response` says');
  t.equal(forgedBody.correctAnswer, 'B', 'the correct answer is returned');
  let stored = await allResponses(database.db);
  t.equal(stored.length, 1);
  t.match(stored[0], { id: forgedBody.id, userId: me.id, questionId: q1.id, selectedOption: 'C', correct: false, timeSeconds: 17 }, 'stored for the session user, as incorrect');

  const right = await client.post(`/api/addResponse?questionId=${q1.id}&timer=9&selectedOption=B`);
  t.equal(right.statusCode, 201, 'POST answers the same query');
  t.match(right.json(), { correct: true, correctAnswer: 'B' });

  const lower = await client.get(`/api/addResponse?questionId=${q2.id}&timer=0&selectedOption=a`);
  t.equal(lower.statusCode, 201, 'a lowercase option is accepted');
  t.match(lower.json(), { correct: true, correctAnswer: 'A' }, 'and compared as upper case');
  const again = await client.post(`/api/addResponse?questionId=${q1.id}&timer=3&selectedOption=%20d%20`);
  t.equal(again.statusCode, 201, 'spaces around the option are trimmed');
  t.equal(again.json().correct, false);

  stored = await allResponses(database.db);
  t.equal(stored.length, 4, 'every attempt is kept, also repeated ones');
  t.same(stored.map((row) => [row.questionId, row.selectedOption, row.correct, row.timeSeconds]), [
    [q1.id, 'C', false, 17],
    [q1.id, 'B', true, 9],
    [q2.id, 'A', true, 0],
    [q1.id, 'D', false, 3],
  ]);
  t.ok(stored.every((row) => row.userId === me.id), 'all recorded for the session user');
  t.equal(new Set(stored.map((row) => row.id)).size, 4, 'each attempt has its own id');
});

t.test('addResponse validation: 400 with the schema’s messages, nothing stored', async (t) => {
  const { app, database } = await buildTestApp(t);
  const me = await createUser(database.db);
  const { q1 } = await seed(database.db);
  const client = new TestClient(app);
  await client.login(me.username, me.password);
  await client.get(`/api/addResponse?questionId=${q1.id}&timer=5&selectedOption=B`);
  const before = await allResponses(database.db);
  t.equal(before.length, 1);

  const cases: [string, string, string][] = [
    ['missing questionId', 'timer=5&selectedOption=A', 'id must be a positive integer'],
    ['questionId abc', 'questionId=abc&timer=5&selectedOption=A', 'id must be a positive integer'],
    ['questionId 0', 'questionId=0&timer=5&selectedOption=A', 'id must be a positive integer'],
    ['questionId too big', 'questionId=99999999999&timer=5&selectedOption=A', 'id must be a positive integer'],
    ['timer -1', `questionId=${q1.id}&timer=-1&selectedOption=A`, 'timer must be a number of seconds'],
    ['timer abc', `questionId=${q1.id}&timer=abc&selectedOption=A`, 'timer must be a number of seconds'],
    ['timer 1.5', `questionId=${q1.id}&timer=1.5&selectedOption=A`, 'timer must be a whole number of seconds'],
    ['timer over a day', `questionId=${q1.id}&timer=86401&selectedOption=A`, 'timer must be at most a day'],
    ['selectedOption E', `questionId=${q1.id}&timer=5&selectedOption=E`, 'selectedOption must be one of A, B, C, D'],
    ['selectedOption AB', `questionId=${q1.id}&timer=5&selectedOption=AB`, 'selectedOption must be one of A, B, C, D'],
    ['missing selectedOption', `questionId=${q1.id}&timer=5`, 'selectedOption must be one of A, B, C, D'],
    ['NUL in option', `questionId=${q1.id}&timer=5&selectedOption=A%00`, messages.validation.nulCharacter],
    ['questionId twice', `questionId=${q1.id}&questionId=${q1.id}&timer=5&selectedOption=A`, 'id must be a positive integer'],
    ['selectedOption twice', `questionId=${q1.id}&timer=5&selectedOption=A&selectedOption=B`, 'selectedOption must be one of A, B, C, D'],
  ];
  for (const [label, query, message] of cases) {
    for (const method of ['GET', 'POST'] as const) {
      const res = await client.request({ method, url: `/api/addResponse?${query}` });
      t.equal(res.statusCode, 400, `${method} ${label}: 400`);
      t.equal(res.json().message, message, `${method} ${label}: "${message}"`);
    }
  }
  t.same(await allResponses(database.db), before, 'no bad request stored anything');
});

t.test('addResponse: unknown question 404, 403 without X-Requested-With (GET too), 401 without a session', async (t) => {
  const { app, database } = await buildTestApp(t);
  const me = await createUser(database.db);
  const { q1 } = await seed(database.db);
  const client = new TestClient(app);
  await client.login(me.username, me.password);

  const unknown = await client.get('/api/addResponse?questionId=999999&timer=5&selectedOption=A');
  t.equal(unknown.statusCode, 404);
  t.equal(unknown.json().message, messages.notFound.question);

  for (const method of ['GET', 'POST'] as const) {
    const bare = await client.request({ method, url: `/api/addResponse?questionId=${q1.id}&timer=5&selectedOption=B`, bare: true });
    t.equal(bare.statusCode, 403, `${method} without X-Requested-With: 403`);
    t.equal(bare.json().message, messages.auth.missingRequestedWith);
    const wrongValue = await client.request({ method, url: `/api/addResponse?questionId=${q1.id}&timer=5&selectedOption=B`, headers: { 'x-requested-with': 'fetch' }, bare: true });
    t.equal(wrongValue.statusCode, 403, `${method} with another X-Requested-With value: 403`);
  }
  const head = await client.request({ method: 'HEAD', url: `/api/addResponse?questionId=${q1.id}&timer=5&selectedOption=B`, bare: true });
  t.equal(head.statusCode, 403, 'HEAD (answered by the GET route) without X-Requested-With: 403');

  const anonymous = new TestClient(app);
  for (const method of ['GET', 'POST'] as const) {
    const res = await anonymous.request({ method, url: `/api/addResponse?questionId=${q1.id}&timer=5&selectedOption=B` });
    t.equal(res.statusCode, 401, `${method} without a session: 401`);
    t.equal(res.json().message, messages.auth.loginRequired);
  }
  t.same(await allResponses(database.db), [], 'nothing stored');
});

t.test('GET /api/getResponses: mine only, newest first, with question summary, paged', async (t) => {
  const { app, database } = await buildTestApp(t);
  const me = await createUser(database.db);
  const other = await createUser(database.db);
  const { q1, q2, q3 } = await seed(database.db);
  const client = new TestClient(app);
  const otherClient = new TestClient(app);
  await client.login(me.username, me.password);
  await otherClient.login(other.username, other.password);

  const empty = await client.get('/api/getResponses');
  t.equal(empty.statusCode, 200);
  t.same(empty.json(), [], 'no attempts yet');
  t.equal(empty.headers['x-total-count'], '0');

  const attempts: [number, number, string][] = [
    [q1.id, 10, 'B'],
    [q2.id, 20, 'C'],
    [q3.id, 30, 'A'],
    [q1.id, 40, 'D'],
  ];
  const ids: number[] = [];
  for (const [questionId, timer, option] of attempts) {
    const res = await client.get(`/api/addResponse?questionId=${questionId}&timer=${timer}&selectedOption=${option}`);
    ids.push(res.json().id);
    await otherClient.get(`/api/addResponse?questionId=${questionId}&timer=99&selectedOption=A`);
  }

  const res = await client.get('/api/getResponses');
  t.equal(res.statusCode, 200);
  t.equal(res.headers['x-total-count'], '4', 'X-Total-Count counts only my attempts');
  const body = res.json() as { id: number; time: number; response: boolean; selectedOption: string; question: { id: number }; dateTimeSubmitted: string }[];
  t.same(body.map((item) => item.id), [...ids].reverse(), 'only mine, newest first');
  t.same(body.map((item) => [item.question.id, item.time, item.response, item.selectedOption]), [
    [q1.id, 40, false, 'D'],
    [q3.id, 30, true, 'A'],
    [q2.id, 20, false, 'C'],
    [q1.id, 10, true, 'B'],
  ], 'time in seconds and response = correct');
  t.same(body[1]!.question, {
    id: q3.id,
    questionText: q3.questionText,
    questionType: 'MCQ',
    setId: null,
    section: 'Verbal Ability',
    topic: 'Reading Comprehension',
    source: 'Arun Sharma',
    categoryId: q3.categoryId,
    topicId: q3.topicId,
    sourceId: q3.sourceId,
  }, 'question summary with section, topic and source names');
  t.match(body[0]!.dateTimeSubmitted, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/, 'ISO 8601 UTC');
  t.notOk('correctAnswer' in body[0]!.question, 'the summary carries no correct answer');

  const page = await client.get('/api/getResponses?limit=2&offset=1');
  t.same((page.json() as { id: number }[]).map((item) => item.id), [ids[2], ids[1]], 'limit=2 offset=1');
  t.equal(page.headers['x-total-count'], '4');
  const theirs = await otherClient.get('/api/getResponses');
  t.equal(theirs.headers['x-total-count'], '4');
  t.ok((theirs.json() as { time: number }[]).every((item) => item.time === 99), 'the other user sees only their own');

  for (const query of ['limit=500', 'limit=0', 'offset=-1', 'limit=abc']) {
    const bad = await client.get(`/api/getResponses?${query}`);
    t.equal(bad.statusCode, 400, `${query}: 400`);
  }
  t.equal((await new TestClient(app).get('/api/getResponses')).statusCode, 401, 'no session: 401');
});

t.test('GET /api/getResponseStats: overall, byCategory (attempted only), byTopic', async (t) => {
  const { app, database } = await buildTestApp(t);
  const me = await createUser(database.db);
  const other = await createUser(database.db);
  const { q1, q2, q3 } = await seed(database.db);
  const client = new TestClient(app);
  await client.login(me.username, me.password);

  const none = await client.get('/api/getResponseStats');
  t.equal(none.statusCode, 200);
  t.same(none.json(), { attempts: 0, correct: 0, accuracy: 0, timedAttempts: 0, averageTime: null, byCategory: [], byTopic: [] }, 'no attempts: zeros, and no average time');

  // Quant: 3 attempts, 2 correct, times 10, 20, 30. Verbal: 1 attempt, correct, 45 s. Data Interpretation: none.
  for (const [questionId, timer, option] of [
    [q1.id, 10, 'B'],
    [q2.id, 20, 'C'],
    [q1.id, 30, 'b'],
    [q3.id, 45, 'A'],
  ] as const) {
    t.equal((await client.get(`/api/addResponse?questionId=${questionId}&timer=${timer}&selectedOption=${option}`)).statusCode, 201);
  }
  const otherClient = new TestClient(app);
  await otherClient.login(other.username, other.password);
  await otherClient.get(`/api/addResponse?questionId=${q2.id}&timer=500&selectedOption=A`);

  const res = await client.get('/api/getResponseStats');
  t.equal(res.statusCode, 200);
  const stats = res.json();
  t.equal(stats.attempts, 4, 'overall attempts');
  t.equal(stats.correct, 3, 'overall correct');
  t.equal(stats.accuracy, 75, 'overall accuracy 3/4');
  t.equal(stats.averageTime, 26.25, 'overall average time (10+20+30+45)/4');

  t.same(stats.byCategory.map((group: { category: string }) => group.category), ['Quantitative Aptitude', 'Verbal Ability'], 'only attempted categories, by name');
  const quant = stats.byCategory[0];
  t.equal(quant.categoryId, q1.categoryId);
  t.equal(quant.attempts, 3, 'quant: 3 attempts');
  t.equal(quant.correct, 2, 'quant: 2 correct');
  t.ok(Math.abs(quant.accuracy - 66.67) < 0.01, `quant: accuracy 66.67 (got ${quant.accuracy})`);
  t.equal(quant.averageTime, 20, 'quant: average of 10, 20, 30 = 20');
  t.match(stats.byCategory[1], { categoryId: q3.categoryId, category: 'Verbal Ability', attempts: 1, correct: 1, accuracy: 100, averageTime: 45 });

  t.same(
    stats.byTopic.map((group: { topicId: number; topic: string; category: string; attempts: number; correct: number; accuracy: number; averageTime: number }) => [group.topicId, group.topic, group.category, group.attempts, group.correct, group.accuracy, group.averageTime]),
    [
      [q2.topicId, 'Algebra', 'Quantitative Aptitude', 1, 0, 0, 20],
      [q1.topicId, 'Number Systems', 'Quantitative Aptitude', 2, 2, 100, 20],
      [q3.topicId, 'Reading Comprehension', 'Verbal Ability', 1, 1, 100, 45],
    ],
    'per topic, by category then topic name',
  );

  const theirs = (await otherClient.get('/api/getResponseStats')).json();
  t.match(theirs, { attempts: 1, correct: 1, accuracy: 100, averageTime: 500 }, 'the other user’s stats are theirs alone');
  t.equal((await new TestClient(app).get('/api/getResponseStats')).statusCode, 401, 'no session: 401');
});
