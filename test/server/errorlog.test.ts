import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { mistakeReasons } from '@common/api/errorLog.ts';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import type { Database } from '../../server/db/client.ts';
import { questions, responses, users } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';

t.teardown(closeTestDatabase);

/** `count` approved questions, all with correct answer A, in id order. */
async function seedQuestions(db: Database, count: number) {
  await createQuestions(db, Array.from({ length: count }, () => ({ correctAnswer: 'A' as const })));
  return db.select().from(questions).orderBy(asc(questions.id));
}

/** A registered user logged in on a client of their own. */
async function loggedIn(app: FastifyInstance, db: Database, role: 'admin' | 'user' = 'user') {
  const user = await createUser(db, { role });
  const client = new TestClient(app);
  await client.login(user.username, user.password);
  return { user, client };
}

/** Answers through the API: `right` picks A (correct), otherwise B. Returns the response id. */
async function answer(client: TestClient, questionId: number, right: boolean, timer = 10): Promise<number> {
  const res = await client.get(`/api/addResponse?questionId=${questionId}&timer=${timer}&selectedOption=${right ? 'A' : 'B'}`);
  if (res.statusCode !== 201) throw new Error(`addResponse: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/** Users straight into the table (they never log in), for statistics that need many people. */
async function insertUsers(db: Database, count: number): Promise<number[]> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const rows = await db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ name: `Peer ${i}`, username: `peer${i}_${stamp}`, passwordHash: 'not-a-hash', emailId: `peer${i}_${stamp}@example.org` })))
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/** One stored attempt with a chosen time of creation. */
async function insertResponse(db: Database, row: { userId: number; questionId: number; correct: boolean; timeSeconds?: number; createdAt?: Date }) {
  const [inserted] = await db
    .insert(responses)
    .values({ selectedOption: row.correct ? 'A' : 'B', timeSeconds: 10, ...row })
    .returning({ id: responses.id });
  return inserted!.id;
}

const zeroCounts = Object.fromEntries(mistakeReasons.map((reason) => [reason, 0]));

t.test('GET /api/getErrorLog: a question is in the log iff my latest attempt at it was wrong', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const { client: me } = await loggedIn(app, db);
  const { client: other } = await loggedIn(app, db);
  const [wrong, wrongThenRight, rightThenWrong, wrongTwice, rightOnly, wrongRightWrong, othersOnly] = await seedQuestions(db, 7);

  const empty = await me.get('/api/getErrorLog');
  t.equal(empty.statusCode, 200);
  t.same(empty.json(), { entries: [], reasonCounts: zeroCounts, untagged: 0 }, 'nothing attempted: an empty log');

  const wrongId = await answer(me, wrong!.id, false, 12);
  await answer(me, wrongThenRight!.id, false);
  await answer(me, wrongThenRight!.id, true);
  await answer(me, rightThenWrong!.id, true);
  const rightThenWrongId = await answer(me, rightThenWrong!.id, false, 33);
  await answer(me, wrongTwice!.id, false);
  const wrongTwiceId = await answer(me, wrongTwice!.id, false, 7);
  await answer(me, rightOnly!.id, true);
  await answer(me, wrongRightWrong!.id, false);
  await answer(me, wrongRightWrong!.id, true);
  const wrongRightWrongId = await answer(me, wrongRightWrong!.id, false, 50);
  await answer(other, othersOnly!.id, false);
  await answer(other, rightOnly!.id, false);

  const res = await me.get('/api/getErrorLog');
  t.equal(res.statusCode, 200);
  const log = res.json();
  t.same(
    log.entries.map((entry: { responseId: number; question: { id: number }; wrongAttempts: number }) => [entry.question.id, entry.responseId, entry.wrongAttempts]),
    [
      [wrongRightWrong!.id, wrongRightWrongId, 2],
      [wrongTwice!.id, wrongTwiceId, 2],
      [rightThenWrong!.id, rightThenWrongId, 1],
      [wrong!.id, wrongId, 1],
    ],
    'wrong, right-then-wrong, wrong twice and wrong-right-wrong are in, newest first, each with its latest attempt and count of wrong ones; wrong-then-right, right only and other users’ attempts are not',
  );
  t.same(log.entries[2], {
    responseId: rightThenWrongId,
    question: {
      id: rightThenWrong!.id,
      questionText: rightThenWrong!.questionText,
      questionType: 'MCQ',
      setId: null,
      section: 'Quantitative Aptitude',
      topic: 'Number Systems',
      source: 'Community Practice Set',
      categoryId: rightThenWrong!.categoryId,
      topicId: rightThenWrong!.topicId,
      sourceId: rightThenWrong!.sourceId,
    },
    selectedOption: 'B',
    answer: null,
    time: 33,
    dateTimeSubmitted: log.entries[2].dateTimeSubmitted,
    reason: null,
    wrongAttempts: 1,
  }, 'an entry: the latest attempt, its question summary, no reason yet');
  t.match(log.entries[2].dateTimeSubmitted, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
  t.same(log.reasonCounts, zeroCounts, 'no reasons yet');
  t.equal(log.untagged, 4, 'all four untagged');

  await answer(me, wrong!.id, true);
  t.notOk((await me.get('/api/getErrorLog')).json().entries.some((entry: { question: { id: number } }) => entry.question.id === wrong!.id), 'answering right takes a question out of the log');

  const theirs = (await other.get('/api/getErrorLog')).json();
  t.same(theirs.entries.map((entry: { question: { id: number } }) => entry.question.id).sort(), [rightOnly!.id, othersOnly!.id].sort(), 'the other user has their own log');
  t.equal((await new TestClient(app).get('/api/getErrorLog')).statusCode, 401, 'no session: 401');
});

t.test('getErrorLog: "latest" is by time of the attempt, then by id', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const { user, client } = await loggedIn(app, db);
  const [sameTimeWrongLast, sameTimeRightLast, olderIdLater] = await seedQuestions(db, 3);
  const moment = new Date('2025-01-01T10:00:00Z');
  await insertResponse(db, { userId: user.id, questionId: sameTimeWrongLast!.id, correct: true, createdAt: moment });
  const tieWrong = await insertResponse(db, { userId: user.id, questionId: sameTimeWrongLast!.id, correct: false, createdAt: moment });
  await insertResponse(db, { userId: user.id, questionId: sameTimeRightLast!.id, correct: false, createdAt: moment });
  await insertResponse(db, { userId: user.id, questionId: sameTimeRightLast!.id, correct: true, createdAt: moment });
  // The lower id was made later: it is the latest attempt.
  const laterWrong = await insertResponse(db, { userId: user.id, questionId: olderIdLater!.id, correct: false, createdAt: new Date('2025-01-02T10:00:00Z') });
  await insertResponse(db, { userId: user.id, questionId: olderIdLater!.id, correct: true, createdAt: new Date('2025-01-01T09:00:00Z') });

  const log = (await client.get('/api/getErrorLog')).json();
  t.same(
    log.entries.map((entry: { question: { id: number }; responseId: number; dateTimeSubmitted: string }) => [entry.question.id, entry.responseId, entry.dateTimeSubmitted]),
    [
      [olderIdLater!.id, laterWrong, '2025-01-02T10:00:00.000Z'],
      [sameTimeWrongLast!.id, tieWrong, '2025-01-01T10:00:00.000Z'],
    ],
    'created_at decides first, the higher id breaks a tie; newest first',
  );
});

t.test('POST /api/tagMistake: tags my own wrong answers; the log shows the latest attempt’s reason and counts them', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const { client: me } = await loggedIn(app, db);
  const { client: other } = await loggedIn(app, db);
  const [q1, q2, q3, q4] = await seedQuestions(db, 4);
  const firstWrongQ1 = await answer(me, q1!.id, false);
  const latestWrongQ1 = await answer(me, q1!.id, false);
  const wrongQ2 = await answer(me, q2!.id, false);
  const wrongQ3 = await answer(me, q3!.id, false);
  const rightQ4 = await answer(me, q4!.id, true);
  const othersWrong = await answer(other, q1!.id, false);
  const reasonOf = async (id: number) => (await db.select({ reason: responses.mistakeReason }).from(responses).where(eq(responses.id, id)))[0]!.reason;

  const tagged = await me.post(`/api/tagMistake?responseId=${latestWrongQ1}&reason=concept`);
  t.equal(tagged.statusCode, 200);
  t.same(tagged.json(), { responseId: latestWrongQ1, reason: 'concept' }, 'answers { responseId, reason }');
  t.equal(await reasonOf(latestWrongQ1), 'concept', 'stored on the response');
  t.equal((await me.post(`/api/tagMistake?responseId=${wrongQ2}&reason=careless`)).statusCode, 200);
  t.equal((await me.post(`/api/tagMistake?responseId=${wrongQ3}&reason=concept`)).statusCode, 200);
  t.equal((await me.post(`/api/tagMistake?responseId=${firstWrongQ1}&reason=guessed`)).statusCode, 200, 'an earlier wrong attempt may be tagged too');

  let log = (await me.get('/api/getErrorLog')).json();
  t.same(
    log.entries.map((entry: { question: { id: number }; reason: string | null }) => [entry.question.id, entry.reason]),
    [
      [q3!.id, 'concept'],
      [q2!.id, 'careless'],
      [q1!.id, 'concept'],
    ],
    'each entry shows its latest attempt’s reason (not the earlier attempt’s "guessed")',
  );
  t.same(log.reasonCounts, { ...zeroCounts, concept: 2, careless: 1 }, 'reasonCounts over the entries, every reason present');
  t.equal(log.untagged, 0);

  const retagged = await me.post(`/api/tagMistake?responseId=${wrongQ3}&reason=time`);
  t.same(retagged.json(), { responseId: wrongQ3, reason: 'time' }, 'a tag can be changed');
  const cleared = await me.post(`/api/tagMistake?responseId=${wrongQ2}&reason=`);
  t.equal(cleared.statusCode, 200);
  t.same(cleared.json(), { responseId: wrongQ2, reason: null }, 'an empty reason clears the tag');
  t.equal(await reasonOf(wrongQ2), null);
  t.equal((await me.post(`/api/tagMistake?responseId=${latestWrongQ1}`)).json().reason, null, 'no reason clears it too');
  t.equal(await reasonOf(latestWrongQ1), null);
  await answer(me, q3!.id, false); // a new, untagged latest attempt of q3
  log = (await me.get('/api/getErrorLog')).json();
  t.same(log.reasonCounts, zeroCounts, 'cleared tags and a new untagged latest attempt count for no reason');
  t.equal(log.untagged, 3);
  t.match(log.entries[0], { question: { id: q3!.id }, reason: null, wrongAttempts: 2 });

  const snapshot = async () => db.select().from(responses).orderBy(asc(responses.id));
  const before = await snapshot();
  const cases: [string, string, number, string][] = [
    ['another user’s response', `responseId=${othersWrong}&reason=concept`, 404, 'Response not found'],
    ['an unknown response', 'responseId=999999&reason=concept', 404, 'Response not found'],
    ['a correct response', `responseId=${rightQ4}&reason=concept`, 400, 'Only wrong answers can be tagged'],
    ['clearing a correct response', `responseId=${rightQ4}&reason=`, 400, 'Only wrong answers can be tagged'],
    ['a reason not in the list', `responseId=${wrongQ2}&reason=lazy`, 400, 'Choose one of the listed reasons'],
    ['a reason in other case', `responseId=${wrongQ2}&reason=Concept`, 400, 'Choose one of the listed reasons'],
    ['two reasons', `responseId=${wrongQ2}&reason=concept&reason=time`, 400, 'Choose one of the listed reasons'],
    ['no responseId', 'reason=concept', 400, 'id must be a positive integer'],
    ['responseId abc', 'responseId=abc&reason=concept', 400, 'id must be a positive integer'],
  ];
  for (const [label, query, status, message] of cases) {
    const res = await me.post(`/api/tagMistake?${query}`);
    t.equal(res.statusCode, status, `${label}: ${status}`);
    t.equal(res.json().message, message, `${label}: "${message}"`);
  }
  const bare = await me.post(`/api/tagMistake?responseId=${wrongQ2}&reason=misread`, { bare: true });
  t.equal(bare.statusCode, 403, 'without X-Requested-With: 403');
  t.equal(bare.json().message, messages.auth.missingRequestedWith);
  const anonymous = await new TestClient(app).post(`/api/tagMistake?responseId=${wrongQ2}&reason=misread`);
  t.equal(anonymous.statusCode, 401, 'no session: 401');
  t.equal(anonymous.json().message, messages.auth.loginRequired);
  t.same(await snapshot(), before, 'no refused request changed a response');
});

t.test('GET /api/getQuestionStats: each user’s first attempt only; averages of right and wrong ones', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const { client } = await loggedIn(app, db);
  const [question, untouched] = await seedQuestions(db, 2);
  const peers = await insertUsers(db, 4);
  const start = Date.parse('2025-03-01T00:00:00Z');
  const at = (minutes: number) => new Date(start + minutes * 60_000);
  // First attempts: peers right 10 s, wrong 30 s, right 20 s, wrong 50 s; later retries that must not count.
  await insertResponse(db, { userId: peers[0]!, questionId: question!.id, correct: true, timeSeconds: 10, createdAt: at(1) });
  await insertResponse(db, { userId: peers[0]!, questionId: question!.id, correct: false, timeSeconds: 999, createdAt: at(2) });
  await insertResponse(db, { userId: peers[1]!, questionId: question!.id, correct: true, timeSeconds: 999, createdAt: at(9) });
  await insertResponse(db, { userId: peers[1]!, questionId: question!.id, correct: false, timeSeconds: 30, createdAt: at(3) });
  await insertResponse(db, { userId: peers[2]!, questionId: question!.id, correct: true, timeSeconds: 20, createdAt: at(4) });
  await insertResponse(db, { userId: peers[3]!, questionId: question!.id, correct: false, timeSeconds: 50, createdAt: at(5) });
  await insertResponse(db, { userId: peers[3]!, questionId: question!.id, correct: true, timeSeconds: 999, createdAt: at(5) });

  const before = await client.get(`/api/getQuestionStats?id=${question!.id}`);
  t.equal(before.statusCode, 403, 'before answering: 403');
  t.equal(before.json().message, 'Answer the question to see how others did');

  await answer(client, question!.id, true, 30);
  const res = await client.get(`/api/getQuestionStats?id=${question!.id}`);
  t.equal(res.statusCode, 200, 'after answering: 200');
  t.same(res.json(), {
    questionId: question!.id,
    attempts: 5,
    correct: 3,
    percentCorrect: 60,
    averageTimeCorrect: 20,
    averageTimeWrong: 40,
    difficulty: 'Medium',
  }, 'five first attempts (peers’ and mine), 3 right (10, 20, 30 s), 2 wrong (30, 50 s); equal times broken by id');

  await answer(client, question!.id, false, 500);
  await answer(client, question!.id, false, 700);
  t.same((await client.get(`/api/getQuestionStats?id=${question!.id}`)).json(), res.json(), 'my retries change nothing');

  const admin = await loggedIn(app, db, 'admin');
  const fresh = await admin.client.get(`/api/getQuestionStats?id=${untouched!.id}`);
  t.equal(fresh.statusCode, 200, 'an admin may look without answering');
  t.same(fresh.json(), {
    questionId: untouched!.id,
    attempts: 0,
    correct: 0,
    percentCorrect: 0,
    averageTimeCorrect: null,
    averageTimeWrong: null,
    difficulty: 'Not enough attempts yet',
  }, 'no attempts: zeros, no averages');
});

t.test('getQuestionStats difficulty labels at the thresholds; access rules', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const admin = await loggedIn(app, db, 'admin');
  const peers = await insertUsers(db, 13);
  const cases: [string, number, number, string][] = [
    [`${limits.difficultyMinAttempts - 1} attempts, all right`, limits.difficultyMinAttempts - 1, limits.difficultyMinAttempts - 1, 'Not enough attempts yet'],
    ['5 of 5 right', 5, 5, 'Easy'],
    ['7 of 10 right (70%)', 10, 7, 'Easy'],
    ['9 of 13 right (69.2%)', 13, 9, 'Medium'],
    ['2 of 5 right (40%)', 5, 2, 'Medium'],
    ['3 of 8 right (37.5%)', 8, 3, 'Hard'],
    ['0 of 5 right', 5, 0, 'Hard'],
  ];
  const bank = await seedQuestions(db, cases.length);
  for (const [index, [label, attempts, correct, difficulty]] of cases.entries()) {
    const questionId = bank[index]!.id;
    for (let i = 0; i < attempts; i++) await insertResponse(db, { userId: peers[i]!, questionId, correct: i < correct, timeSeconds: 10 + i });
    const res = await admin.client.get(`/api/getQuestionStats?id=${questionId}`);
    t.equal(res.statusCode, 200, `${label}: 200`);
    const stats = res.json();
    t.match(stats, { attempts, correct, percentCorrect: (correct / attempts) * 100, difficulty }, `${label}: ${difficulty}, percentCorrect unrounded`);
    if (correct === 0) t.equal(stats.averageTimeCorrect, null, `${label}: no right attempts, no average`);
    if (correct === attempts) t.equal(stats.averageTimeWrong, null, `${label}: no wrong attempts, no average`);
  }

  // Who may look.
  const submitter = await loggedIn(app, db);
  const stranger = await loggedIn(app, db);
  const pending = await submitter.client.post('/api/submitQuestion', {
    payload: { category: 'Verbal Ability', topic: 'Grammar', source: 'Own', questionText: 'Pick the correct spelling', optionA: 'recieve', optionB: 'receive', optionC: 'receeve', optionD: 'riceive', correctAnswer: 'B' },
  });
  const pendingId = pending.json().id;
  t.equal((await submitter.client.get(`/api/getQuestionStats?id=${pendingId}`)).statusCode, 200, 'its submitter may look without answering');
  const hidden = await stranger.client.get(`/api/getQuestionStats?id=${pendingId}`);
  t.equal(hidden.statusCode, 404, 'a pending question of someone else: 404');
  t.equal(hidden.json().message, messages.notFound.question);
  const unknown = await stranger.client.get('/api/getQuestionStats?id=999999');
  t.equal(unknown.statusCode, 404, 'an unknown question: 404');
  t.equal(unknown.json().message, messages.notFound.question);
  const bad = await stranger.client.get('/api/getQuestionStats?id=abc');
  t.equal(bad.statusCode, 400);
  t.equal(bad.json().message, 'id must be a positive integer');
  const anonymous = await new TestClient(app).get(`/api/getQuestionStats?id=${bank[0]!.id}`);
  t.equal(anonymous.statusCode, 401, 'no session: 401');
});
