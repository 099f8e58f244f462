/**
 * The practice page's server side (docs/contract.md section 7.5): the untimed-practice preference,
 * untimed attempts and their absence from every time statistic (mine and the crowd's),
 * `myLastResponse` on a question, and `myStatus` with the `status` filter on the question list.
 */
import t from 'tap';
import { asc, eq } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import type { Database } from '../../server/db/client.ts';
import { questions, responses } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';

t.teardown(closeTestDatabase);

/** q1 Quant/Algebra (B), q2 Quant/Algebra (A), q3 Quant/Geometry (C), q4 Verbal/RC (D), q5 Quant/Algebra TITA (42). */
async function seed(db: Database) {
  await createQuestions(db, [
    { category: 'Quantitative Aptitude', topic: 'Algebra', source: 'CAT 2019', correctAnswer: 'B' },
    { category: 'Quantitative Aptitude', topic: 'Algebra', source: 'CAT 2019', correctAnswer: 'A' },
    { category: 'Quantitative Aptitude', topic: 'Geometry', source: 'CAT 2020', correctAnswer: 'C' },
    { category: 'Verbal Ability', topic: 'Reading Comprehension', source: 'CAT 2020', correctAnswer: 'D' },
    { category: 'Quantitative Aptitude', topic: 'Algebra', source: 'CAT 2019', questionType: 'TITA', correctAnswer: '42' },
  ]);
  const [q1, q2, q3, q4, q5] = await db.select().from(questions).orderBy(asc(questions.id));
  return { q1: q1!, q2: q2!, q3: q3!, q4: q4!, q5: q5! };
}

/** A new user (or admin) and a client logged in as them. */
async function loggedIn(app: ConstructorParameters<typeof TestClient>[0], db: Database, role: 'admin' | 'user' = 'user') {
  const user = await createUser(db, { role });
  const client = new TestClient(app);
  await client.login(user.username, user.password);
  return { user, client };
}

const putPreferences = (client: TestClient, payload: unknown, bare = false) =>
  client.request({ method: 'PUT', url: '/api/preferences', payload: payload as Record<string, unknown>, bare });

t.test('PUT /api/preferences stores untimedPractice, shown in the user JSON to the user and admins only', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { user, client } = await loggedIn(app, database.db);
  const { client: admin } = await loggedIn(app, database.db, 'admin');

  const before = await client.get('/api/userDetails');
  t.equal(before.json().untimedPractice, false, 'timed practice is the default');

  const saved = await putPreferences(client, { untimedPractice: true });
  t.equal(saved.statusCode, 200);
  t.match(saved.json(), { id: user.id, username: user.username, untimedPractice: true }, 'the answer is my user JSON');
  t.equal((await client.get('/api/userDetails')).json().untimedPractice, true, 'userDetails carries it');

  const listed = await admin.get(`/api/getUsers?query=${user.username}`);
  t.equal(listed.json()[0].untimedPractice, true, 'an admin sees it');
  const seenByOther = await admin.get('/api/userDetails');
  t.equal(seenByOther.json().untimedPractice, false, "and keeps their own");

  const back = await putPreferences(client, { untimedPractice: false });
  t.equal(back.json().untimedPractice, false, 'switched back to timed');

  const empty = await putPreferences(client, {});
  t.equal(empty.statusCode, 400, 'neither preference: 400 (contract 8.2 added showOnLeaderboards, so untimedPractice alone is no longer required)');
  t.equal(empty.json().message, messages.preferences.empty);
  for (const [label, payload] of [
    ['a string', { untimedPractice: 'yes' }],
    ['a number', { untimedPractice: 1 }],
    ['null', { untimedPractice: null }],
  ] as const) {
    const bad = await putPreferences(client, payload);
    t.equal(bad.statusCode, 400, `${label}: 400`);
    t.equal(bad.json().message, messages.preferences.untimedPractice, `${label}: "${messages.preferences.untimedPractice}"`);
  }
  t.equal((await putPreferences(client, { untimedPractice: true }, true)).statusCode, 403, 'without X-Requested-With: 403');
  const anonymous = new TestClient(app);
  t.equal((await putPreferences(anonymous, { untimedPractice: true })).statusCode, 401, 'anonymous: 401');
  t.equal((await client.get('/api/userDetails')).json().untimedPractice, false, 'refused requests changed nothing');
});

t.test('addResponse without timer records an untimed attempt: time null, left out of my time statistics', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { client } = await loggedIn(app, database.db);
  const { q1, q2, q3, q4, q5 } = await seed(database.db);

  const untimed = await client.post(`/api/addResponse?questionId=${q1.id}&selectedOption=B`);
  t.equal(untimed.statusCode, 201, 'no timer: accepted');
  t.match(untimed.json(), { correct: true, correctAnswer: 'B' });
  const [row] = await database.db.select().from(responses).where(eq(responses.id, untimed.json().id));
  t.equal(row!.timeSeconds, null, 'stored with a null time');

  await client.post(`/api/addResponse?questionId=${q2.id}&timer=10&selectedOption=C`); // Algebra, wrong, 10 s
  await client.post(`/api/addResponse?questionId=${q3.id}&timer=20&selectedOption=C`); // Geometry, right, 20 s
  await client.post(`/api/addResponse?questionId=${q4.id}&selectedOption=A`); // Verbal, wrong, untimed
  await client.post(`/api/addResponse?questionId=${q5.id}&answer=41`); // TITA, wrong, untimed

  const list = await client.get('/api/getResponses');
  t.same(
    (list.json() as { question: { id: number }; time: number | null }[]).map((item) => [item.question.id, item.time]),
    [[q5.id, null], [q4.id, null], [q3.id, 20], [q2.id, 10], [q1.id, null]],
    'getResponses: untimed attempts have time null',
  );

  const stats = (await client.get('/api/getResponseStats')).json();
  t.match(stats, { attempts: 5, correct: 2, accuracy: 40, timedAttempts: 2, averageTime: 15 }, 'overall: every attempt counts, the time is (10+20)/2');
  t.same(
    stats.byCategory.map((group: { category: string; attempts: number; correct: number; timedAttempts: number; averageTime: number | null }) => [group.category, group.attempts, group.correct, group.timedAttempts, group.averageTime]),
    [
      ['Quantitative Aptitude', 4, 2, 2, 15],
      ['Verbal Ability', 1, 0, 0, null],
    ],
    'by category: Verbal has only an untimed attempt, so no average time',
  );
  t.same(
    stats.byTopic.map((group: { topic: string; attempts: number; timedAttempts: number; averageTime: number | null }) => [group.topic, group.attempts, group.timedAttempts, group.averageTime]),
    [
      ['Algebra', 3, 1, 10],
      ['Geometry', 1, 1, 20],
      ['Reading Comprehension', 1, 0, null],
    ],
    'by topic: Algebra averages its one timed attempt (10), not the untimed ones',
  );

  const log = (await client.get('/api/getErrorLog')).json();
  t.same(
    (log.entries as { question: { id: number }; time: number | null }[]).map((entry) => [entry.question.id, entry.time]),
    [[q5.id, null], [q4.id, null], [q2.id, 10]],
    'the error log shows untimed mistakes with time null',
  );
});

t.test('crowd statistics leave untimed first attempts out of the times but count them as attempts', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { q1 } = await seed(database.db);
  const a = await loggedIn(app, database.db);
  const b = await loggedIn(app, database.db);
  const c = await loggedIn(app, database.db);
  const d = await loggedIn(app, database.db);

  await a.client.post(`/api/addResponse?questionId=${q1.id}&selectedOption=B`); // right, untimed
  await a.client.post(`/api/addResponse?questionId=${q1.id}&timer=1&selectedOption=B`); // a later attempt: not counted
  await b.client.post(`/api/addResponse?questionId=${q1.id}&timer=30&selectedOption=B`); // right, 30 s
  await c.client.post(`/api/addResponse?questionId=${q1.id}&selectedOption=A`); // wrong, untimed
  await d.client.post(`/api/addResponse?questionId=${q1.id}&timer=50&selectedOption=D`); // wrong, 50 s

  const stats = await a.client.get(`/api/getQuestionStats?id=${q1.id}`);
  t.equal(stats.statusCode, 200);
  t.same(
    stats.json(),
    { questionId: q1.id, attempts: 4, correct: 2, percentCorrect: 50, averageTimeCorrect: 30, averageTimeWrong: 50, difficulty: 'Not enough attempts yet' },
    'four first attempts, two right; the times are those of the timed ones only',
  );

  const e = await loggedIn(app, database.db);
  const { q2 } = { q2: (await database.db.select().from(questions).orderBy(asc(questions.id)))[1]! };
  await e.client.post(`/api/addResponse?questionId=${q2.id}&selectedOption=A`);
  t.match((await e.client.get(`/api/getQuestionStats?id=${q2.id}`)).json(), { attempts: 1, correct: 1, averageTimeCorrect: null, averageTimeWrong: null }, 'only untimed attempts: no average times');
});

t.test('getQuestionsbyId carries myLastResponse: my latest attempt, or null', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { q1, q5 } = await seed(database.db);
  const me = await loggedIn(app, database.db);
  const other = await loggedIn(app, database.db);

  const fresh = (await me.client.get(`/api/getQuestionsbyId?id=${q1.id}`)).json();
  t.equal(fresh.myLastResponse, null, 'never attempted: null');
  t.equal(fresh.correctAnswer, null, 'and no answer yet');

  await other.client.post(`/api/addResponse?questionId=${q1.id}&timer=5&selectedOption=B`);
  t.equal((await me.client.get(`/api/getQuestionsbyId?id=${q1.id}`)).json().myLastResponse, null, "another user's attempt is not mine");

  await me.client.post(`/api/addResponse?questionId=${q1.id}&timer=12&selectedOption=B`);
  await me.client.post(`/api/addResponse?questionId=${q1.id}&timer=7&selectedOption=C`);
  const after = (await me.client.get(`/api/getQuestionsbyId?id=${q1.id}`)).json();
  const stored = await database.db.select().from(responses).orderBy(asc(responses.id));
  const latest = stored.at(-1)!;
  t.same(
    after.myLastResponse,
    { selectedOption: 'C', answer: null, correct: false, timeSeconds: 7, createdAt: latest.createdAt.toISOString() },
    'the latest of my two attempts, with its time and when',
  );
  t.equal(after.correctAnswer, 'B', 'and the correct answer, now that I answered');

  await me.client.post(`/api/addResponse?questionId=${q5.id}&answer=42.0`);
  const tita = (await me.client.get(`/api/getQuestionsbyId?id=${q5.id}`)).json();
  t.match(tita.myLastResponse, { selectedOption: null, answer: '42.0', correct: true, timeSeconds: null }, 'TITA: the typed answer; untimed: time null');
});

t.test('getQuestionsByFilters: myStatus from my latest attempt, and status=unattempted|wrong|correct', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { q1, q2, q3, q5 } = await seed(database.db);
  const me = await loggedIn(app, database.db);
  const other = await loggedIn(app, database.db);
  const quant = q1.categoryId;

  await me.client.post(`/api/addResponse?questionId=${q1.id}&timer=5&selectedOption=A`); // wrong, then
  await me.client.post(`/api/addResponse?questionId=${q1.id}&timer=5&selectedOption=B`); // right: correct
  await me.client.post(`/api/addResponse?questionId=${q2.id}&timer=5&selectedOption=A`); // right, then
  await me.client.post(`/api/addResponse?questionId=${q2.id}&selectedOption=B`); // wrong (untimed): wrong
  await other.client.post(`/api/addResponse?questionId=${q3.id}&timer=5&selectedOption=C`); // someone else's

  const all = await me.client.get(`/api/getQuestionsByFilters?category=${quant}`);
  t.equal(all.statusCode, 200);
  t.equal(all.headers['x-total-count'], '4', 'four Quant questions');
  t.same(
    (all.json() as { id: number; myStatus: string | null }[]).map((item) => [item.id, item.myStatus]),
    [[q1.id, 'correct'], [q2.id, 'wrong'], [q3.id, null], [q5.id, null]],
    'myStatus follows my latest attempt; another user’s attempt is not mine',
  );

  const expected: Record<string, number[]> = {
    unattempted: [q3.id, q5.id],
    wrong: [q2.id],
    correct: [q1.id],
  };
  for (const [status, ids] of Object.entries(expected)) {
    const page = await me.client.get(`/api/getQuestionsByFilters?category=${quant}&status=${status}`);
    t.equal(page.statusCode, 200, `${status}: 200`);
    t.same((page.json() as { id: number }[]).map((item) => item.id), ids, `${status}: the right questions`);
    t.equal(page.headers['x-total-count'], String(ids.length), `${status}: the total counts only them`);
    const onlyIds = await me.client.get(`/api/getQuestionsByFilters?category=${quant}&status=${status}&idsOnly=true`);
    t.same(onlyIds.json(), ids, `${status}: idsOnly gives the same ids`);
  }

  const paged = await me.client.get(`/api/getQuestionsByFilters?category=${quant}&status=unattempted&limit=1&offset=1`);
  t.same((paged.json() as { id: number }[]).map((item) => item.id), [q5.id], 'status and paging combine');
  t.equal(paged.headers['x-total-count'], '2');

  const withTopic = await me.client.get(`/api/getQuestionsByFilters?category=${quant}&topic=${q1.topicId}&status=unattempted`);
  t.same((withTopic.json() as { id: number }[]).map((item) => item.id), [q5.id], 'status and topic combine (Algebra, never attempted: the TITA one)');

  const theirs = await other.client.get(`/api/getQuestionsByFilters?category=${quant}&status=correct`);
  t.same((theirs.json() as { id: number; myStatus: string }[]).map((item) => [item.id, item.myStatus]), [[q3.id, 'correct']], 'each user has their own statuses');

  const empty = await me.client.get(`/api/getQuestionsByFilters?category=${quant}&status=`);
  t.equal(empty.headers['x-total-count'], '4', 'an empty status filters nothing');

  for (const bad of ['saved', 'Correct', 'all', 'wrong,correct']) {
    const refused = await me.client.get(`/api/getQuestionsByFilters?category=${quant}&status=${encodeURIComponent(bad)}`);
    t.equal(refused.statusCode, 400, `status=${bad}: 400`);
    t.equal(refused.json().message, messages.question.statusFilter, `status=${bad}: "${messages.question.statusFilter}"`);
  }
});
