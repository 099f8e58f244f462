import t from 'tap';
import { asc, eq } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import type { Database } from '../../server/db/client.ts';
import { categories, questions, sources, topics } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';

t.teardown(closeTestDatabase);

/** Ids of categories, topics and sources by name. */
async function taxonomy(db: Database) {
  const byName = <T extends { id: number; name: string }>(rows: T[]) => Object.fromEntries(rows.map((row) => [row.name, row.id])) as Record<string, number>;
  return {
    category: byName(await db.select().from(categories)),
    topic: byName(await db.select().from(topics)),
    source: byName(await db.select().from(sources)),
  };
}

/** Every question row in id order. */
const allQuestions = (db: Database) => db.select().from(questions).orderBy(asc(questions.id));

/**
 * Quant: Number Systems x {CAT 2019, Arun Sharma}, Algebra x CAT 2019; Verbal: Reading Comprehension x Arun Sharma;
 * Data Interpretation: Tables x CAT 2019. Eight approved questions.
 */
async function seedBank(db: Database, submittedBy: number | null = null) {
  await createQuestions(
    db,
    [
      { category: 'Quantitative Aptitude', topic: 'Number Systems', source: 'CAT 2019', correctAnswer: 'B' },
      { category: 'Quantitative Aptitude', topic: 'Number Systems', source: 'CAT 2019' },
      { category: 'Quantitative Aptitude', topic: 'Number Systems', source: 'Arun Sharma' },
      { category: 'Quantitative Aptitude', topic: 'Algebra', source: 'CAT 2019' },
      { category: 'Verbal Ability', topic: 'Reading Comprehension', source: 'Arun Sharma' },
      { category: 'Verbal Ability', topic: 'Reading Comprehension', source: 'Arun Sharma' },
      { category: 'Data Interpretation', topic: 'Tables', source: 'CAT 2019' },
      { category: 'Data Interpretation', topic: 'Tables', source: 'CAT 2019' },
    ],
    submittedBy,
  );
  return taxonomy(db);
}

/** Inserts a question with the given status straight into `questions`. */
async function insertQuestion(db: Database, status: 'pending' | 'rejected' | 'approved', ids: { categoryId: number; topicId: number; sourceId: number }, submittedBy: number | null, text: string) {
  const [row] = await db
    .insert(questions)
    .values({ questionText: text, optionA: 'one', optionB: 'two', optionC: 'three', optionD: 'four', correctAnswer: 'C', status, submittedBy, ...ids })
    .returning();
  return row!;
}

t.test('every question route is 401 without a session', async (t) => {
  const { app, database } = await buildTestApp(t);
  await seedBank(database.db);
  const client = new TestClient(app);
  for (const url of [
    '/api/categories',
    '/api/sources',
    '/api/getTopicsByCategory?categoryId=1',
    '/api/getQuestionsByFilters?category=1',
    '/api/getQuestionsByFilters?category=1&idsOnly=true',
    '/api/getQuestionsbyId?id=1',
  ]) {
    const res = await client.get(url);
    t.equal(res.statusCode, 401, `${url}: 401`);
    t.equal(res.json().message, messages.auth.loginRequired, `${url}: message`);
    t.notOk(Array.isArray(res.json()), `${url}: no data leaked`);
  }
});

t.test('GET /api/categories and /api/sources list every one, sorted by name', async (t) => {
  const { app, database } = await buildTestApp(t);
  const user = await createUser(database.db);
  const client = new TestClient(app);
  await client.login(user.username, user.password);

  const empty = await client.get('/api/categories');
  t.equal(empty.statusCode, 200);
  t.same(empty.json(), [], 'no categories yet');
  t.same((await client.get('/api/sources')).json(), [], 'no sources yet');

  const ids = await seedBank(database.db);
  const cats = await client.get('/api/categories');
  t.equal(cats.statusCode, 200);
  t.same(cats.json(), [
    { id: ids.category['Data Interpretation'], name: 'Data Interpretation' },
    { id: ids.category['Quantitative Aptitude'], name: 'Quantitative Aptitude' },
    { id: ids.category['Verbal Ability'], name: 'Verbal Ability' },
  ]);
  const srcs = await client.get('/api/sources');
  t.equal(srcs.statusCode, 200);
  t.same(srcs.json(), [
    { id: ids.source['Arun Sharma'], name: 'Arun Sharma' },
    { id: ids.source['CAT 2019'], name: 'CAT 2019' },
  ]);
  // Insertion order was CAT 2019 first: the answer really is sorted, not insertion order.
  t.ok(ids.source['CAT 2019']! < ids.source['Arun Sharma']!, 'sources were inserted in another order');
});

t.test('GET /api/getTopicsByCategory', async (t) => {
  const { app, database } = await buildTestApp(t);
  const user = await createUser(database.db);
  const ids = await seedBank(database.db);
  const client = new TestClient(app);
  await client.login(user.username, user.password);
  const quant = ids.category['Quantitative Aptitude']!;
  const verbal = ids.category['Verbal Ability']!;

  const one = await client.get(`/api/getTopicsByCategory?categoryId=${quant}`);
  t.equal(one.statusCode, 200);
  t.same(one.json(), [
    { id: ids.topic['Algebra'], name: 'Algebra', categoryId: quant },
    { id: ids.topic['Number Systems'], name: 'Number Systems', categoryId: quant },
  ], 'topics of one category, by name');

  const list = await client.get(`/api/getTopicsByCategory?categoryId=${quant},${verbal}`);
  t.equal(list.statusCode, 200);
  t.same(
    (list.json() as { name: string }[]).map((topic) => topic.name),
    ['Algebra', 'Number Systems', 'Reading Comprehension'],
    'a comma list gives the topics of every listed category',
  );
  t.same((await client.get(`/api/getTopicsByCategory?categoryId=99999`)).json(), [], 'unknown category: no topics');

  const missing = await client.get('/api/getTopicsByCategory');
  t.equal(missing.statusCode, 400, 'missing categoryId: 400');
  t.equal(missing.json().message, messages.validation.categoryRequired, 'missing categoryId: "Category is required"');
  for (const [label, url] of [
    ['blank', '/api/getTopicsByCategory?categoryId='],
    ['spaces', '/api/getTopicsByCategory?categoryId=%20%20'],
  ] as const) {
    const res = await client.get(url);
    t.equal(res.statusCode, 400, `${label}: 400`);
    t.equal(res.json().message, messages.validation.categoryRequired, `${label}: "Category is required"`);
  }
  for (const bad of ['abc', '1,x', '-3', '0', '99999999999', '1.5']) {
    const res = await client.get(`/api/getTopicsByCategory?categoryId=${encodeURIComponent(bad)}`);
    t.equal(res.statusCode, 400, `categoryId=${bad}: 400, not 500`);
    t.equal(res.json().message, 'ids must be positive integers', `categoryId=${bad}: message`);
  }
});

t.test('GET /api/getQuestionsByFilters filters approved questions by category, topic and source', async (t) => {
  const { app, database } = await buildTestApp(t);
  const submitter = await createUser(database.db);
  const ids = await seedBank(database.db);
  const quant = ids.category['Quantitative Aptitude']!;
  const verbal = ids.category['Verbal Ability']!;
  const di = ids.category['Data Interpretation']!;
  const numberSystems = ids.topic['Number Systems']!;
  const algebra = ids.topic['Algebra']!;
  const cat2019 = ids.source['CAT 2019']!;
  const arun = ids.source['Arun Sharma']!;
  const pending = await insertQuestion(database.db, 'pending', { categoryId: quant, topicId: numberSystems, sourceId: cat2019 }, submitter.id, 'A pending question nobody has reviewed');
  const rejected = await insertQuestion(database.db, 'rejected', { categoryId: quant, topicId: numberSystems, sourceId: cat2019 }, submitter.id, 'A rejected question');

  const rows = await allQuestions(database.db);
  const approvedIdsWhere = (keep: (row: (typeof rows)[number]) => boolean) => rows.filter((row) => row.status === 'approved' && keep(row)).map((row) => row.id);

  const client = new TestClient(app);
  await client.login(submitter.username, submitter.password);

  const cases: [string, string, number[]][] = [
    ['one category', `category=${quant}`, approvedIdsWhere((r) => r.categoryId === quant)],
    ['two categories', `category=${quant},${verbal}`, approvedIdsWhere((r) => r.categoryId === quant || r.categoryId === verbal)],
    ['category + topic', `category=${quant}&topic=${numberSystems}`, approvedIdsWhere((r) => r.topicId === numberSystems)],
    ['category + source', `category=${quant},${di}&source=${cat2019}`, approvedIdsWhere((r) => (r.categoryId === quant || r.categoryId === di) && r.sourceId === cat2019)],
    ['category + topic + source', `category=${quant}&topic=${numberSystems}&source=${arun}`, approvedIdsWhere((r) => r.topicId === numberSystems && r.sourceId === arun)],
    ['two topics', `category=${quant}&topic=${numberSystems},${algebra}&source=${cat2019}`, approvedIdsWhere((r) => r.categoryId === quant && r.sourceId === cat2019)],
    ['blank entries ignored', `category=${encodeURIComponent(` ${verbal}, ,`)}`, approvedIdsWhere((r) => r.categoryId === verbal)],
    ['topic of another category', `category=${verbal}&topic=${algebra}`, []],
    ['unknown category', 'category=99999', []],
  ];
  for (const [label, query, expected] of cases) {
    const res = await client.get(`/api/getQuestionsByFilters?${query}`);
    t.equal(res.statusCode, 200, `${label}: 200`);
    const body = res.json() as { id: number }[];
    t.same(body.map((q) => q.id), expected, `${label}: the matching approved questions in id order`);
    t.equal(res.headers['x-total-count'], String(expected.length), `${label}: X-Total-Count`);
  }
  t.equal(approvedIdsWhere((r) => r.categoryId === quant).length, 4, 'the fixture has 4 approved quant questions');

  // Pending and rejected questions never appear, even to their submitter, in lists or ids.
  for (const query of [`category=${quant}`, `category=${quant}&topic=${numberSystems}&source=${cat2019}`, `category=${quant}&idsOnly=true`]) {
    const body = (await client.get(`/api/getQuestionsByFilters?${query}`)).json() as (number | { id: number })[];
    const listed = body.map((item) => (typeof item === 'number' ? item : item.id));
    t.notOk(listed.includes(pending.id), `${query}: no pending question`);
    t.notOk(listed.includes(rejected.id), `${query}: no rejected question`);
  }

  const summary = (await client.get(`/api/getQuestionsByFilters?category=${verbal}`)).json()[0];
  const stored = rows.find((row) => row.id === summary.id)!;
  t.same(summary, {
    id: stored.id,
    questionText: stored.questionText,
    questionType: 'MCQ',
    setId: null,
    setTitle: null,
    section: 'Verbal Ability',
    topic: 'Reading Comprehension',
    source: 'Arun Sharma',
    categoryId: verbal,
    topicId: ids.topic['Reading Comprehension'],
    sourceId: arun,
    difficulty: { level: null, firstAttempts: 0, correctShare: null, medianTimeCorrect: null },
    myStatus: null,
    bookmarked: false,
  }, 'a list item is the question summary');
  t.notOk('correctAnswer' in summary, 'lists never carry the correct answer');
});

t.test('GET /api/getQuestionsByFilters validation: 400 with the spec wording, never 500', async (t) => {
  const { app, database } = await buildTestApp(t);
  const user = await createUser(database.db);
  await seedBank(database.db);
  const before = await allQuestions(database.db);
  const client = new TestClient(app);
  await client.login(user.username, user.password);

  for (const [label, query] of [
    ['no category', ''],
    ['no category but a topic', 'topic=1'],
    ['blank category', 'category='],
    ['spaces', 'category=%20%20'],
    ['only commas', 'category=,,'],
  ] as const) {
    const res = await client.get(`/api/getQuestionsByFilters?${query}`);
    t.equal(res.statusCode, 400, `${label}: 400`);
    t.equal(res.json().message, messages.validation.categoryRequired, `${label}: "Category is required"`);
  }
  for (const [label, query] of [
    ['category=abc', 'category=abc'],
    ['topic=x', 'category=1&topic=x'],
    ['source=-1', 'category=1&source=-1'],
    ['huge id', 'category=99999999999'],
    ['limit=500', 'category=1&limit=500'],
    ['limit=0', 'category=1&limit=0'],
    ['limit=abc', 'category=1&limit=abc'],
    ['offset=-1', 'category=1&offset=-1'],
    ['idsOnly=yes', 'category=1&idsOnly=yes'],
    ['NUL character', 'category=1%00'],
    ['category twice', 'category=1&category=2'],
    ['topic twice', 'category=1&topic=1&topic=2'],
    ['201 ids', `category=${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`],
  ] as const) {
    const res = await client.get(`/api/getQuestionsByFilters?${query}`);
    t.equal(res.statusCode, 400, `${label}: 400`);
    t.equal(typeof res.json().message, 'string', `${label}: has a message`);
  }
  t.match((await client.get('/api/getQuestionsByFilters?category=1&limit=500')).json().message, /limit/, 'limit=500 names the limit');
  t.same(await allQuestions(database.db), before, 'bad queries change nothing stored');
});

t.test('GET /api/getQuestionsByFilters paging: limit default 50, max 200, offset, X-Total-Count, idsOnly', async (t) => {
  const { app, database } = await buildTestApp(t);
  const user = await createUser(database.db);
  await createQuestions(database.db, Array.from({ length: 205 }, (_, i) => ({ category: 'Quantitative Aptitude', topic: i % 2 ? 'Algebra' : 'Geometry' })));
  await createQuestions(database.db, [{ category: 'Verbal Ability', topic: 'Para Jumbles' }]);
  const ids = await taxonomy(database.db);
  const quant = ids.category['Quantitative Aptitude']!;
  const rows = await allQuestions(database.db);
  const quantIds = rows.filter((row) => row.categoryId === quant).map((row) => row.id);
  t.equal(quantIds.length, 205);
  const client = new TestClient(app);
  await client.login(user.username, user.password);

  const first = await client.get(`/api/getQuestionsByFilters?category=${quant}`);
  t.equal(first.statusCode, 200);
  t.same((first.json() as { id: number }[]).map((q) => q.id), quantIds.slice(0, 50), 'default page: the first 50 in id order');
  t.equal(first.headers['x-total-count'], '205', 'X-Total-Count counts every match');

  const page = await client.get(`/api/getQuestionsByFilters?category=${quant}&limit=20&offset=40`);
  t.same((page.json() as { id: number }[]).map((q) => q.id), quantIds.slice(40, 60), 'limit=20 offset=40');
  t.equal(page.headers['x-total-count'], '205');

  const max = await client.get(`/api/getQuestionsByFilters?category=${quant}&limit=200`);
  t.equal((max.json() as unknown[]).length, 200, 'limit=200 is allowed');
  const tail = await client.get(`/api/getQuestionsByFilters?category=${quant}&limit=200&offset=200`);
  t.same((tail.json() as { id: number }[]).map((q) => q.id), quantIds.slice(200), 'the last 5');
  const past = await client.get(`/api/getQuestionsByFilters?category=${quant}&offset=1000`);
  t.same(past.json(), [], 'an offset past the end is an empty page');
  t.equal(past.headers['x-total-count'], '205');

  const tooMany = await client.get(`/api/getQuestionsByFilters?category=${quant}&limit=500`);
  t.equal(tooMany.statusCode, 400, 'limit=500 is a 400');
  t.equal(tooMany.json().statusCode, 400);

  const idsOnly = await client.get(`/api/getQuestionsByFilters?category=${quant}&idsOnly=true&limit=5&offset=3`);
  t.equal(idsOnly.statusCode, 200);
  t.same(idsOnly.json(), quantIds, 'idsOnly: every matching id in list order, ignoring limit and offset');
  t.equal(idsOnly.headers['x-total-count'], '205');
  const algebraIds = rows.filter((row) => row.topicId === ids.topic['Algebra']).map((row) => row.id);
  t.same((await client.get(`/api/getQuestionsByFilters?category=${quant}&topic=${ids.topic['Algebra']}&idsOnly=true`)).json(), algebraIds, 'idsOnly honours the filters');
  const notIdsOnly = await client.get(`/api/getQuestionsByFilters?category=${quant}&idsOnly=false&limit=3`);
  t.equal((notIdsOnly.json() as { id: number }[])[0]!.id, quantIds[0], 'idsOnly=false gives summaries');
  t.equal((notIdsOnly.json() as unknown[]).length, 3);
});

t.test('GET /api/getQuestionsbyId: shape and who sees the correct answer', async (t) => {
  const { app, database } = await buildTestApp(t);
  const submitter = await createUser(database.db, { name: 'Meera Submitter' });
  const reader = await createUser(database.db);
  const admin = await createUser(database.db, { role: 'admin' });
  const ids = await seedBank(database.db, submitter.id);
  const [question] = await allQuestions(database.db);
  t.equal(question!.correctAnswer, 'B', 'fixture: the first question answers B');

  const readerClient = new TestClient(app);
  await readerClient.login(reader.username, reader.password);
  const before = await readerClient.get(`/api/getQuestionsbyId?id=${question!.id}`);
  t.equal(before.statusCode, 200);
  const body = before.json();
  t.same(body, {
    id: question!.id,
    questionText: question!.questionText,
    optionA: question!.optionA,
    optionB: question!.optionB,
    optionC: question!.optionC,
    optionD: question!.optionD,
    questionType: 'MCQ',
    correctAnswer: null,
    answerTolerance: null,
    explanation: null,
    setId: null,
    set: null,
    section: 'Quantitative Aptitude',
    topic: 'Number Systems',
    source: 'CAT 2019',
    categoryId: ids.category['Quantitative Aptitude'],
    topicId: ids.topic['Number Systems'],
    sourceId: ids.source['CAT 2019'],
    submittedBy: submitter.id,
    submitter: { id: submitter.id, name: 'Meera Submitter', username: submitter.username, userType: 'Student' },
    dateTimeSubmitted: question!.dateTimeSubmitted.toISOString(),
    status: 'approved',
    comments: [],
    difficulty: { level: null, firstAttempts: 0, correctShare: null, medianTimeCorrect: null },
    myLastResponse: null,
    bookmarked: false,
  }, 'full shape; correctAnswer null before answering');
  t.match(body.dateTimeSubmitted, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/, 'ISO 8601 UTC timestamp');

  const other = (await allQuestions(database.db))[1]!;
  const answer = await readerClient.get(`/api/addResponse?questionId=${question!.id}&timer=12&selectedOption=A`);
  t.equal(answer.statusCode, 201, 'answered (wrongly)');
  const after = await readerClient.get(`/api/getQuestionsbyId?id=${question!.id}`);
  t.equal(after.json().correctAnswer, 'B', 'correctAnswer present once the user has answered, even wrongly');
  t.equal((await readerClient.get(`/api/getQuestionsbyId?id=${other.id}`)).json().correctAnswer, null, 'still hidden for a question not answered');

  const submitterClient = new TestClient(app);
  await submitterClient.login(submitter.username, submitter.password);
  t.equal((await submitterClient.get(`/api/getQuestionsbyId?id=${other.id}`)).json().correctAnswer, other.correctAnswer, 'the submitter sees the answer');
  const adminClient = new TestClient(app);
  await adminClient.login(admin.username, admin.password);
  t.equal((await adminClient.get(`/api/getQuestionsbyId?id=${other.id}`)).json().correctAnswer, other.correctAnswer, 'an admin sees the answer');

  // Another reader's answer does not reveal it to a third user.
  const third = await createUser(database.db);
  const thirdClient = new TestClient(app);
  await thirdClient.login(third.username, third.password);
  t.equal((await thirdClient.get(`/api/getQuestionsbyId?id=${question!.id}`)).json().correctAnswer, null, 'answers are per user');

  const imported = await createQuestions(database.db, [{ questionText: 'An imported question without a submitter' }]);
  t.equal(imported.created, 1);
  const [orphan] = await database.db.select().from(questions).where(eq(questions.questionText, 'An imported question without a submitter'));
  const orphanBody = (await readerClient.get(`/api/getQuestionsbyId?id=${orphan!.id}`)).json();
  t.equal(orphanBody.submitter, null, 'no submitter: null');
  t.equal(orphanBody.submittedBy, null);
});

t.test('GET /api/getQuestionsbyId: pending and rejected questions, unknown and bad ids', async (t) => {
  const { app, database } = await buildTestApp(t);
  const submitter = await createUser(database.db);
  const reader = await createUser(database.db);
  const admin = await createUser(database.db, { role: 'admin' });
  const ids = await seedBank(database.db);
  const where = { categoryId: ids.category['Verbal Ability']!, topicId: ids.topic['Reading Comprehension']!, sourceId: ids.source['Arun Sharma']! };
  const pending = await insertQuestion(database.db, 'pending', where, submitter.id, 'Pending: which word is a synonym of terse?');
  const rejected = await insertQuestion(database.db, 'rejected', where, submitter.id, 'Rejected: a question that was turned down');

  const readerClient = new TestClient(app);
  await readerClient.login(reader.username, reader.password);
  for (const q of [pending, rejected]) {
    const res = await readerClient.get(`/api/getQuestionsbyId?id=${q.id}`);
    t.equal(res.statusCode, 404, `${q.status}: 404 for another user`);
    t.equal(res.json().message, messages.notFound.question, `${q.status}: "Question not found."`);
    t.notOk(JSON.stringify(res.json()).includes(q.questionText), `${q.status}: text not leaked`);
  }
  const answerPending = await readerClient.get(`/api/addResponse?questionId=${pending.id}&timer=5&selectedOption=C`);
  t.equal(answerPending.statusCode, 404, 'another user cannot answer a pending question either');

  const submitterClient = new TestClient(app);
  await submitterClient.login(submitter.username, submitter.password);
  const own = await submitterClient.get(`/api/getQuestionsbyId?id=${pending.id}`);
  t.equal(own.statusCode, 200, 'the submitter sees their pending question');
  t.match(own.json(), { id: pending.id, status: 'pending', correctAnswer: 'C', questionText: pending.questionText });
  t.equal((await submitterClient.get(`/api/getQuestionsbyId?id=${rejected.id}`)).json().status, 'rejected', 'and their rejected one');

  const adminClient = new TestClient(app);
  await adminClient.login(admin.username, admin.password);
  t.equal((await adminClient.get(`/api/getQuestionsbyId?id=${pending.id}`)).statusCode, 200, 'an admin sees a pending question');

  const unknown = await readerClient.get('/api/getQuestionsbyId?id=999999');
  t.equal(unknown.statusCode, 404);
  t.equal(unknown.json().message, messages.notFound.question);
  t.same(Object.keys(unknown.json()).sort(), ['error', 'message', 'statusCode'], 'error body { statusCode, error, message }');

  for (const bad of ['abc', '0', '-1', '1.5', '99999999999', '']) {
    const res = await readerClient.get(`/api/getQuestionsbyId?id=${encodeURIComponent(bad)}`);
    t.equal(res.statusCode, 400, `id=${bad}: 400`);
    t.equal(res.json().message, 'id must be a positive integer', `id=${bad}: message`);
  }
  const twice = await readerClient.get('/api/getQuestionsbyId?id=1&id=2');
  t.equal(twice.statusCode, 400, 'id twice: 400');
  const missing = await readerClient.get('/api/getQuestionsbyId');
  t.equal(missing.statusCode, 400, 'no id: 400');
  t.equal(missing.json().message, 'id must be a positive integer');
});
