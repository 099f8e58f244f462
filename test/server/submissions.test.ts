import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import type { Database } from '../../server/db/client.ts';
import { categories, questions, sources, topics } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { needsConcurrentDatabase } from '../helpers/requirements.ts';

t.teardown(closeTestDatabase);

const isoUtc = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
let counter = 0;

/** A valid submitQuestion body with unique text; `overrides` replace or (undefined) remove fields. */
function body(overrides: Record<string, unknown> = {}) {
  counter++;
  const base: Record<string, unknown> = {
    category: 'Quantitative Aptitude',
    topic: 'Number Systems',
    source: 'CAT 2019',
    questionText: `Submitted question ${counter}: what is ${counter} squared?`,
    optionA: `${counter * counter}`,
    optionB: `${counter * counter + 1}`,
    optionC: `${counter * counter + 2}`,
    optionD: `${counter * counter + 3}`,
    correctAnswer: 'A',
  };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete base[key];
    else base[key] = value;
  }
  return base;
}

const allQuestions = (db: Database) => db.select().from(questions).orderBy(asc(questions.id));
const questionRow = async (db: Database, id: number) => (await db.select().from(questions).where(eq(questions.id, id)))[0]!;

/** Every row of categories, topics and sources, and of questions: what a failed request must leave as it was. */
async function snapshot(db: Database) {
  return {
    categories: await db.select().from(categories).orderBy(asc(categories.id)),
    topics: await db.select().from(topics).orderBy(asc(topics.id)),
    sources: await db.select().from(sources).orderBy(asc(sources.id)),
    questions: await allQuestions(db),
  };
}

/** A student, another student and an admin, each logged in on their own client. */
async function actors(app: FastifyInstance, db: Database) {
  const [me, other, admin] = [await createUser(db), await createUser(db), await createUser(db, { role: 'admin' })];
  const clients = { me: new TestClient(app), other: new TestClient(app), admin: new TestClient(app) };
  await clients.me.login(me.username, me.password);
  await clients.other.login(other.username, other.password);
  await clients.admin.login(admin.username, admin.password);
  return { users: { me, other, admin }, ...clients };
}

/** Ids the question bank lists for `categoryId` (as any user would search it). */
async function bankIds(client: TestClient, categoryId: number): Promise<number[]> {
  const res = await client.get(`/api/getQuestionsByFilters?category=${categoryId}&idsOnly=true`);
  if (res.statusCode !== 200) throw new Error(`getQuestionsByFilters: ${res.statusCode} ${res.body}`);
  return res.json();
}

t.test('submitQuestion: a user’s question is stored pending under names found ignoring case, or created', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const { users, me, other, admin } = await actors(app, db);
  await createQuestions(db, [{ category: 'Quantitative Aptitude', topic: 'Number Systems', source: 'CAT 2019' }]);
  const [quant] = await db.select().from(categories);
  const before = await snapshot(db);

  const res = await me.post('/api/submitQuestion', {
    payload: body({ category: '  quantitative APTITUDE ', topic: 'number systems', source: '  Arun Sharma  ', questionText: '  If x + 2 = 5, what is x?  ', optionA: ' 1 ', correctAnswer: ' c ' }),
  });
  t.equal(res.statusCode, 201, '201 Created');
  const submitted = res.json();
  t.same(Object.keys(submitted).sort(), ['answerTolerance', 'correctAnswer', 'dateTimeSubmitted', 'explanation', 'id', 'questionText', 'questionType', 'rejectionReason', 'reviewedAt', 'section', 'source', 'status', 'topic'], 'a SubmittedQuestion');
  t.match(submitted, {
    questionText: 'If x + 2 = 5, what is x?',
    section: 'Quantitative Aptitude',
    topic: 'Number Systems',
    source: 'Arun Sharma',
    status: 'pending',
    reviewedAt: null,
  }, 'trimmed text, the stored spelling of reused names, the new source as given (trimmed), pending');
  t.match(submitted.dateTimeSubmitted, isoUtc);

  const after = await snapshot(db);
  t.same(after.categories, before.categories, 'the category is reused, not created again');
  t.same(after.topics, before.topics, 'the topic is reused, not created again');
  t.equal(after.sources.length, before.sources.length + 1, 'the missing source is created');
  t.equal(after.sources.at(-1)!.name, 'Arun Sharma');
  const row = await questionRow(db, submitted.id);
  t.match(row, {
    questionText: 'If x + 2 = 5, what is x?',
    optionA: '1',
    correctAnswer: 'C',
    status: 'pending',
    reviewedAt: null,
    submittedBy: users.me.id,
    categoryId: quant!.id,
    topicId: before.topics[0]!.id,
    sourceId: after.sources.at(-1)!.id,
  }, 'stored with trimmed options, the answer in upper case, and me as submitter');

  // A new topic lands in its own category; the same topic name in a new category is a new topic there.
  const geometry = (await me.post('/api/submitQuestion', { payload: body({ topic: 'Geometry' }) })).json();
  const reasoning = (await me.post('/api/submitQuestion', { payload: body({ category: 'Logical Reasoning', topic: 'number systems', source: 'cat 2019' }) })).json();
  t.match(geometry, { section: 'Quantitative Aptitude', topic: 'Geometry', source: 'CAT 2019' });
  t.match(reasoning, { section: 'Logical Reasoning', topic: 'number systems', source: 'CAT 2019' }, 'a new category gets its own topic; the source is reused');
  const topicRows = await db.select().from(topics).orderBy(asc(topics.id));
  t.same(topicRows.map((topic) => [topic.name, topic.categoryId]), [
    ['Number Systems', quant!.id],
    ['Geometry', quant!.id],
    ['number systems', (await questionRow(db, reasoning.id)).categoryId],
  ], 'topics created under their category');
  t.equal((await db.select().from(sources)).length, 2, 'sources reused ignoring case');

  // Visibility of a pending question: the submitter and admins see it (with the answer); others get 404; the bank never lists it.
  const mine = await me.get(`/api/getQuestionsbyId?id=${submitted.id}`);
  t.equal(mine.statusCode, 200, 'the submitter sees their pending question');
  t.match(mine.json(), { id: submitted.id, status: 'pending', correctAnswer: 'C', submittedBy: users.me.id });
  const theirs = await other.get(`/api/getQuestionsbyId?id=${submitted.id}`);
  t.equal(theirs.statusCode, 404, 'another user does not');
  t.equal(theirs.json().message, messages.notFound.question);
  t.equal((await admin.get(`/api/getQuestionsbyId?id=${submitted.id}`)).statusCode, 200, 'an admin does');
  t.notOk((await bankIds(me, quant!.id)).includes(submitted.id), 'not in the question bank while pending, not even for the submitter');
});

t.test('submitQuestion: names that JavaScript and PostgreSQL lower-case differently (İ) are created, then reused', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { me } = await actors(app, database.db);
  const first = await me.post('/api/submitQuestion', { payload: body({ category: 'İngilizce', topic: 'İdioms', source: 'İSTANBUL Press' }) });
  t.equal(first.statusCode, 201, 'created (JavaScript lowers İ to i + combining dot, PostgreSQL to i)');
  t.match(first.json(), { section: 'İngilizce', topic: 'İdioms', source: 'İSTANBUL Press' });
  const second = await me.post('/api/submitQuestion', { payload: body({ category: 'ingilizce', topic: 'idioms', source: 'istanbul press' }) });
  t.equal(second.statusCode, 201);
  t.match(second.json(), { section: 'İngilizce', topic: 'İdioms', source: 'İSTANBUL Press' }, 'reused as PostgreSQL compares them');
  t.equal((await database.db.select().from(sources)).length, 1, 'one source');
  t.equal((await database.db.select().from(topics)).length, 1, 'one topic');
});

t.test('submitQuestion by an admin is approved at once and listed in the bank', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { users, other, admin } = await actors(app, database.db);
  const res = await admin.post('/api/submitQuestion', { payload: body({ category: 'Verbal Ability', topic: 'Para Jumbles' }) });
  t.equal(res.statusCode, 201);
  const submitted = res.json();
  t.equal(submitted.status, 'approved', 'approved at once');
  t.match(submitted.reviewedAt, isoUtc, 'and reviewed now');
  const row = await questionRow(database.db, submitted.id);
  t.equal(row.status, 'approved');
  t.equal(row.submittedBy, users.admin.id);
  t.ok(row.reviewedAt, 'reviewed_at stored');
  t.same(await bankIds(other, row.categoryId), [submitted.id], 'other users find it in the bank');
  t.same((await admin.get('/api/getPendingQuestions')).json(), [], 'it never waits in the pending list');
});

t.test('submitQuestion validation: 400 with the question schema’s messages, nothing stored', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { me } = await actors(app, database.db);
  const before = await snapshot(database.db);
  const long = (n: number) => 'x'.repeat(n + 1);
  const cases: [string, Record<string, unknown>, string][] = [
    ['blank category', { category: '   ' }, 'Category is required'],
    ['missing category', { category: undefined }, 'Category is required'],
    ['category a number', { category: 7 }, 'Category is required'],
    ['long category', { category: long(limits.taxonomyNameMax) }, `Category must be at most ${limits.taxonomyNameMax} characters`],
    ['blank topic', { topic: '' }, 'Topic is required'],
    ['missing topic', { topic: undefined }, 'Topic is required'],
    ['long topic', { topic: long(limits.taxonomyNameMax) }, `Topic must be at most ${limits.taxonomyNameMax} characters`],
    ['blank source', { source: ' ' }, 'Source is required'],
    ['missing source', { source: undefined }, 'Source is required'],
    ['long source', { source: long(limits.taxonomyNameMax) }, `Source must be at most ${limits.taxonomyNameMax} characters`],
    ['blank question text', { questionText: '  ' }, 'Question Text is required'],
    ['missing question text', { questionText: undefined }, 'Question Text is required'],
    ['long question text', { questionText: long(limits.questionTextMax) }, `Question Text must be at most ${limits.questionTextMax} characters`],
    ['blank option A', { optionA: '' }, 'Option A is required'],
    ['missing option B', { optionB: undefined }, 'Option B is required'],
    ['blank option C', { optionC: '\t' }, 'Option C is required'],
    ['missing option D', { optionD: undefined }, 'Option D is required'],
    ['long option A', { optionA: long(limits.optionMax) }, `Option A must be at most ${limits.optionMax} characters`],
    ['long option D', { optionD: long(limits.optionMax) }, `Option D must be at most ${limits.optionMax} characters`],
    ['correct answer E', { correctAnswer: 'E' }, 'Correct Answer must be one of A, B, C, D'],
    ['correct answer AB', { correctAnswer: 'AB' }, 'Correct Answer must be one of A, B, C, D'],
    ['blank correct answer', { correctAnswer: '' }, 'Correct Answer must be one of A, B, C, D'],
    ['missing correct answer', { correctAnswer: undefined }, 'Correct Answer must be one of A, B, C, D'],
    ['correct answer a number', { correctAnswer: 1 }, 'Correct Answer must be one of A, B, C, D'],
    ['NUL in question text', { questionText: 'what\u0000is this' }, messages.validation.nulCharacter],
  ];
  for (const [label, overrides, message] of cases) {
    const res = await me.post('/api/submitQuestion', { payload: body(overrides) });
    t.equal(res.statusCode, 400, `${label}: 400`);
    t.equal(res.json().message, message, `${label}: "${message}"`);
  }
  const empty = await me.post('/api/submitQuestion', { payload: {} });
  t.equal(empty.statusCode, 400, 'an empty object: 400');
  t.equal(empty.json().message, 'Category is required', 'the first missing field is named');
  const noBody = await me.post('/api/submitQuestion');
  t.equal(noBody.statusCode, 400, 'no body: 400');
  const list = await me.post('/api/submitQuestion', { payload: [body()] });
  t.equal(list.statusCode, 400, 'a JSON array: 400');
  const broken = await me.post('/api/submitQuestion', { payload: '{"category": ', headers: { 'content-type': 'application/json' } });
  t.equal(broken.statusCode, 400, 'broken JSON: 400');
  t.same(await snapshot(database.db), before, 'no bad request stored a question, category, topic or source');
});

t.test('submitQuestion: the same text (ignoring case) as a question I can see is 409 and creates no names', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { me, other } = await actors(app, database.db);
  await createQuestions(database.db, [{ questionText: 'What is the capital of India?' }]);
  const first = await me.post('/api/submitQuestion', { payload: body({ questionText: 'How many primes are below 20?' }) });
  t.equal(first.statusCode, 201);
  const before = await snapshot(database.db);

  // Someone else's pending duplicate is accepted instead (test/security/moderation.test.ts).
  for (const [label, client, text] of [
    ['my own, in other case', me, 'HOW MANY PRIMES ARE BELOW 20?'],
    ['an imported one, padded', other, '  what is the capital of india?  '],
  ] as const) {
    const res = await client.post('/api/submitQuestion', { payload: body({ questionText: text, category: 'Brand New Category', topic: 'Brand New Topic', source: 'Brand New Source' }) });
    t.equal(res.statusCode, 409, `${label}: 409`);
    t.equal(res.json().message, 'This question already exists', `${label}: message`);
  }
  t.same(await snapshot(database.db), before, 'the failed submissions left no question and no new category, topic or source behind');
});

t.test('submission routes: 401 without a session, 403 without X-Requested-With, admin routes 403 for users', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { me, admin } = await actors(app, database.db);
  const { id } = (await me.post('/api/submitQuestion', { payload: body() })).json();
  const before = await snapshot(database.db);

  const anonymous = new TestClient(app);
  const routes: ['GET' | 'POST', string][] = [
    ['POST', '/api/submitQuestion'],
    ['GET', '/api/getSubmittedQuestions'],
    ['GET', '/api/getPendingQuestions'],
    ['GET', `/api/approveQuestion?id=${id}`],
    ['POST', `/api/approveQuestion?id=${id}`],
    ['GET', `/api/rejectQuestion?id=${id}`],
    ['POST', `/api/rejectQuestion?id=${id}`],
  ];
  for (const [method, url] of routes) {
    const res = await anonymous.request({ method, url, payload: method === 'POST' ? body() : undefined });
    t.equal(res.statusCode, 401, `${method} ${url} without a session: 401`);
    t.equal(res.json().message, messages.auth.loginRequired);
  }

  const mutations: ['GET' | 'POST', string][] = [
    ['POST', '/api/submitQuestion'],
    ['GET', `/api/approveQuestion?id=${id}`],
    ['POST', `/api/approveQuestion?id=${id}`],
    ['GET', `/api/rejectQuestion?id=${id}`],
    ['POST', `/api/rejectQuestion?id=${id}`],
  ];
  for (const [method, url] of mutations) {
    const res = await admin.request({ method, url, payload: method === 'POST' ? body() : undefined, bare: true });
    t.equal(res.statusCode, 403, `${method} ${url} without X-Requested-With: 403`);
    t.equal(res.json().message, messages.auth.missingRequestedWith);
  }

  for (const [method, url] of [['GET', '/api/getPendingQuestions'], ...mutations.slice(1)] as const) {
    const res = await me.request({ method, url });
    t.equal(res.statusCode, 403, `${method} ${url} by a non-admin: 403`);
    t.equal(res.json().message, messages.auth.adminOnly);
  }
  t.same(await snapshot(database.db), before, 'nothing changed: the question is still pending, unreviewed');
  t.equal((await questionRow(database.db, id)).status, 'pending');
});

t.test('GET /api/getSubmittedQuestions: mine whatever their status, newest first, paged', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { me, other, admin } = await actors(app, database.db);
  const empty = await me.get('/api/getSubmittedQuestions');
  t.equal(empty.statusCode, 200);
  t.same(empty.json(), []);
  t.equal(empty.headers['x-total-count'], '0');

  const ids: number[] = [];
  for (let i = 0; i < 3; i++) {
    ids.push((await me.post('/api/submitQuestion', { payload: body() })).json().id);
    await other.post('/api/submitQuestion', { payload: body() });
  }
  await admin.get(`/api/approveQuestion?id=${ids[0]}`);
  await admin.post(`/api/rejectQuestion?id=${ids[1]}`);

  const res = await me.get('/api/getSubmittedQuestions');
  t.equal(res.statusCode, 200);
  t.equal(res.headers['x-total-count'], '3', 'counts only mine');
  const list = res.json() as { id: number; status: string; reviewedAt: string | null; section: string; topic: string; source: string }[];
  t.same(list.map((item) => [item.id, item.status]), [
    [ids[2], 'pending'],
    [ids[1], 'rejected'],
    [ids[0], 'approved'],
  ], 'newest first, with each status');
  t.equal(list[0]!.reviewedAt, null, 'a pending question is not reviewed');
  t.match(list[1]!.reviewedAt, isoUtc, 'a rejected one has its review time');
  t.match(list[2]!.reviewedAt, isoUtc, 'an approved one too');
  t.match(list[0], { section: 'Quantitative Aptitude', topic: 'Number Systems', source: 'CAT 2019' });

  const page = await me.get('/api/getSubmittedQuestions?limit=1&offset=1');
  t.same(page.json().map((item: { id: number }) => item.id), [ids[1]], 'limit=1 offset=1');
  t.equal(page.headers['x-total-count'], '3');
  for (const query of ['limit=0', 'limit=201', 'offset=-1', 'limit=abc']) {
    t.equal((await me.get(`/api/getSubmittedQuestions?${query}`)).statusCode, 400, `${query}: 400`);
  }
});

t.test('GET /api/getPendingQuestions (admin): full pending questions, oldest first, paged', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { users, me, other, admin } = await actors(app, database.db);
  await createQuestions(database.db, [{}]); // an approved, imported question: never pending
  const first = (await me.post('/api/submitQuestion', { payload: body({ correctAnswer: 'D', topic: 'Algebra', source: 'Arun Sharma' }) })).json();
  const second = (await other.post('/api/submitQuestion', { payload: body() })).json();
  const third = (await me.post('/api/submitQuestion', { payload: body() })).json();
  await admin.get(`/api/rejectQuestion?id=${third.id}`);

  const res = await admin.get('/api/getPendingQuestions');
  t.equal(res.statusCode, 200);
  t.equal(res.headers['x-total-count'], '2');
  const list = res.json();
  t.same(list.map((item: { id: number }) => item.id), [first.id, second.id], 'only pending ones, oldest first');
  const row = await questionRow(database.db, first.id);
  t.same(list[0], {
    id: first.id,
    questionText: row.questionText,
    optionA: row.optionA,
    optionB: row.optionB,
    optionC: row.optionC,
    optionD: row.optionD,
    questionType: 'MCQ',
    correctAnswer: 'D',
    answerTolerance: null,
    explanation: null,
    setId: null,
    set: null,
    section: 'Quantitative Aptitude',
    topic: 'Algebra',
    source: 'Arun Sharma',
    categoryId: row.categoryId,
    topicId: row.topicId,
    sourceId: row.sourceId,
    submittedBy: users.me.id,
    submitter: { id: users.me.id, name: users.me.name, username: users.me.username, userType: 'Student' },
    dateTimeSubmitted: first.dateTimeSubmitted,
    status: 'pending',
    comments: [],
    similar: [],
    duplicates: [],
    difficulty: { level: null, firstAttempts: 0, correctShare: null, medianTimeCorrect: null },
    myLastResponse: null,
    bookmarked: false,
  }, 'a full Question with its correct answer and submitter (and no similar approved question)');
  t.equal(list[1].submitter.id, users.other.id);

  const page = await admin.get('/api/getPendingQuestions?limit=1&offset=1');
  t.same(page.json().map((item: { id: number }) => item.id), [second.id], 'limit=1 offset=1');
  t.equal(page.headers['x-total-count'], '2');
  t.equal((await admin.get('/api/getPendingQuestions?limit=500')).statusCode, 400, 'limit over 200: 400');
});

t.test('approve and reject: atomic decisions, repeatable, never reversed', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const { me, other, admin } = await actors(app, db);
  const submit = async () => (await me.post('/api/submitQuestion', { payload: body() })).json() as { id: number };
  const [a, b, c] = [await submit(), await submit(), await submit()];
  const categoryId = (await questionRow(db, a.id)).categoryId;

  const approved = await admin.get(`/api/approveQuestion?id=${a.id}`);
  t.equal(approved.statusCode, 200, 'GET approves');
  t.same(approved.json(), { id: a.id, status: 'approved' }, 'ReviewResult');
  const approvedRow = await questionRow(db, a.id);
  t.equal(approvedRow.status, 'approved');
  t.ok(approvedRow.reviewedAt instanceof Date, 'reviewed_at set');
  t.same(await bankIds(other, categoryId), [a.id], 'the approved question is in the bank for everyone');
  t.equal((await other.get(`/api/getQuestionsbyId?id=${a.id}`)).statusCode, 200, 'and readable by others');

  const again = await admin.post(`/api/approveQuestion?id=${a.id}`);
  t.equal(again.statusCode, 200, 'approving again (POST) is harmless');
  t.same(again.json(), { id: a.id, status: 'approved' });
  t.same((await questionRow(db, a.id)).reviewedAt, approvedRow.reviewedAt, 'the review time is kept');
  const reverse = await admin.get(`/api/rejectQuestion?id=${a.id}`);
  t.equal(reverse.statusCode, 409, 'rejecting an approved question: 409');
  t.equal(reverse.json().message, 'This question has already been reviewed');
  t.equal((await questionRow(db, a.id)).status, 'approved', 'still approved');

  const rejected = await admin.post(`/api/rejectQuestion?id=${b.id}`);
  t.equal(rejected.statusCode, 200, 'POST rejects');
  t.same(rejected.json(), { id: b.id, status: 'rejected' });
  const rejectedRow = await questionRow(db, b.id);
  t.ok(rejectedRow.reviewedAt instanceof Date, 'reviewed_at set');
  t.same((await admin.get(`/api/rejectQuestion?id=${b.id}`)).json(), { id: b.id, status: 'rejected' }, 'rejecting again is harmless');
  const approveRejected = await admin.post(`/api/approveQuestion?id=${b.id}`);
  t.equal(approveRejected.statusCode, 409, 'approving a rejected question: 409');
  t.equal(approveRejected.json().message, 'This question has already been reviewed');
  t.same(await questionRow(db, b.id), rejectedRow, 'the rejected question is unchanged');
  t.same(await bankIds(other, categoryId), [a.id], 'a rejected question is never in the bank');
  t.same(await bankIds(admin, categoryId), [a.id], 'not even for admins');
  t.equal((await other.get(`/api/getQuestionsbyId?id=${b.id}`)).statusCode, 404, 'others cannot open it');
  t.match((await me.get(`/api/getQuestionsbyId?id=${b.id}`)).json(), { id: b.id, status: 'rejected' }, 'its submitter can');

  t.same((await admin.get('/api/getPendingQuestions')).json().map((item: { id: number }) => item.id), [c.id], 'decided questions leave the pending list');

  for (const [method, decision] of [['GET', 'approve'], ['POST', 'reject']] as const) {
    const unknown = await admin.request({ method, url: `/api/${decision}Question?id=999999` });
    t.equal(unknown.statusCode, 404, `${decision} an unknown id: 404`);
    t.equal(unknown.json().message, messages.notFound.question);
    for (const query of ['', 'id=abc', 'id=0', 'id=-3']) {
      const bad = await admin.request({ method, url: `/api/${decision}Question?${query}` });
      t.equal(bad.statusCode, 400, `${decision} with "${query}": 400`);
      t.equal(bad.json().message, 'id must be a positive integer');
    }
  }
  t.equal((await questionRow(db, c.id)).status, 'pending', 'the undecided question is untouched');
});

t.test('approve and reject at the same moment: exactly one decision wins', { skip: needsConcurrentDatabase }, async (t) => {
  const { app, database } = await buildTestApp(t);
  const { me, admin } = await actors(app, database.db);
  const second = new TestClient(app);
  const otherAdmin = await createUser(database.db, { role: 'admin' });
  await second.login(otherAdmin.username, otherAdmin.password);
  for (let round = 0; round < 5; round++) {
    const { id } = (await me.post('/api/submitQuestion', { payload: body() })).json();
    const [approve, reject] = await Promise.all([admin.post(`/api/approveQuestion?id=${id}`), second.post(`/api/rejectQuestion?id=${id}`)]);
    t.same([approve.statusCode, reject.statusCode].sort(), [200, 409], `round ${round}: one 200 and one 409`);
    const winner = approve.statusCode === 200 ? 'approved' : 'rejected';
    t.equal((await questionRow(database.db, id)).status, winner, `round ${round}: the stored status is the winner’s`);
  }
});
