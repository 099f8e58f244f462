/**
 * Submissions of TITA questions and written solutions (docs/contract.md section 7.2) and admins'
 * edits with PUT /api/questions/{id} (section 7.6): every accepted and refused combination with its
 * exact text and status, and that a refused request stores nothing.
 */
import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { submissionMessages } from '@common/api/submissions.ts';
import type { Database } from '../../server/db/client.ts';
import { categories, questions, sources, topics } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createUser } from '../helpers/factories.ts';

t.teardown(closeTestDatabase);

let counter = 0;

/** PUT through a logged-in client (with X-Requested-With). */
const put = (client: TestClient, url: string, options: { payload?: unknown } = {}) => client.request({ method: 'PUT', url, payload: options.payload as Record<string, unknown> });

/** A valid TITA submitQuestion body with unique text; `overrides` replace or (undefined) remove fields. */
function tita(overrides: Record<string, unknown> = {}) {
  counter++;
  const base: Record<string, unknown> = {
    category: 'Quantitative Aptitude',
    topic: 'Arithmetic',
    source: 'CAT 2021',
    questionType: 'TITA',
    questionText: `TITA question ${counter}: how many litres are left?`,
    correctAnswer: '12.5',
    answerTolerance: 0.5,
    explanation: 'Half of **25** is $12.5$.',
  };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete base[key];
    else base[key] = value;
  }
  return base;
}

/** A valid MCQ body with unique text. */
function mcq(overrides: Record<string, unknown> = {}) {
  return tita({ questionType: 'MCQ', optionA: '10', optionB: '12', optionC: '12.5', optionD: '15', correctAnswer: 'c', answerTolerance: undefined, ...overrides });
}

const questionRow = async (db: Database, id: number) => (await db.select().from(questions).where(eq(questions.id, id)))[0]!;

/** Every row of the question tables: what a refused request must leave as it was. */
async function snapshot(db: Database) {
  return {
    categories: await db.select().from(categories).orderBy(asc(categories.id)),
    topics: await db.select().from(topics).orderBy(asc(topics.id)),
    sources: await db.select().from(sources).orderBy(asc(sources.id)),
    questions: await db.select().from(questions).orderBy(asc(questions.id)),
  };
}

async function actors(app: FastifyInstance, db: Database) {
  const [me, other, admin] = [await createUser(db), await createUser(db), await createUser(db, { role: 'admin' })];
  const clients = { me: new TestClient(app), other: new TestClient(app), admin: new TestClient(app) };
  await clients.me.login(me.username, me.password);
  await clients.other.login(other.username, other.password);
  await clients.admin.login(admin.username, admin.password);
  return { users: { me, other, admin }, ...clients };
}

t.test('submitQuestion TITA: stored with empty options, a canonical answer, its tolerance and solution', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const { users, me, admin, other } = await actors(app, db);

  const res = await me.post('/api/submitQuestion', { payload: tita({ correctAnswer: ' +012.50 ', answerTolerance: 0.25 }) });
  t.equal(res.statusCode, 201, '201');
  const submitted = res.json();
  t.match(submitted, { questionType: 'TITA', correctAnswer: '12.5', answerTolerance: 0.25, explanation: 'Half of **25** is $12.5$.', status: 'pending' }, 'the SubmittedQuestion carries type, answer, tolerance and solution');
  const row = await questionRow(db, submitted.id);
  t.match(row, { questionType: 'TITA', optionA: '', optionB: '', optionC: '', optionD: '', correctAnswer: '12.5', answerTolerance: '0.25', explanation: 'Half of **25** is $12.5$.', setId: null, submittedBy: users.me.id });

  const variants: [string, Record<string, unknown>, Partial<Record<'correctAnswer' | 'answerTolerance' | 'explanation', unknown>>][] = [
    ['no tolerance: 0', { answerTolerance: undefined }, { correctAnswer: '12.5', answerTolerance: '0' }],
    ['tolerance null: 0', { answerTolerance: null }, { answerTolerance: '0' }],
    ['tolerance as text', { answerTolerance: ' 0.5 ' }, { answerTolerance: '0.5' }],
    ['empty options given', { optionA: '', optionB: ' ', optionC: '', optionD: '' }, { correctAnswer: '12.5' }],
    ['a JSON number answer', { correctAnswer: -3.5 }, { correctAnswer: '-3.5' }],
    ['a tiny answer stays plain digits', { correctAnswer: '0.00000001' }, { correctAnswer: '0.00000001' }],
    ['a huge answer stays plain digits', { correctAnswer: '1' + '0'.repeat(30) }, { correctAnswer: '1' + '0'.repeat(30) }],
    ['"-0" is 0', { correctAnswer: '-0.0' }, { correctAnswer: '0' }],
    ['".5" is 0.5', { correctAnswer: '.5' }, { correctAnswer: '0.5' }],
    ['type in lower case', { questionType: ' tita ' }, { correctAnswer: '12.5' }],
    ['no solution', { explanation: undefined }, { explanation: null }],
    ['blank solution is none', { explanation: '   ' }, { explanation: null }],
    ['largest tolerance', { answerTolerance: limits.answerToleranceMax }, { answerTolerance: String(limits.answerToleranceMax) }],
    ['longest solution', { explanation: 'y'.repeat(limits.explanationMax) }, { explanation: 'y'.repeat(limits.explanationMax) }],
  ];
  for (const [label, overrides, stored] of variants) {
    const sent = await me.post('/api/submitQuestion', { payload: tita(overrides) });
    t.equal(sent.statusCode, 201, `${label}: 201`);
    t.match(await questionRow(db, sent.json().id), { questionType: 'TITA', ...stored }, `${label}: stored`);
  }

  // The admin's pending list and the submitter's list show it as TITA, with the answer and solution.
  const pending = (await admin.get('/api/getPendingQuestions')).json() as { id: number }[];
  t.match(pending.find((item) => item.id === submitted.id), { questionType: 'TITA', optionA: '', correctAnswer: '12.5', answerTolerance: 0.25, explanation: 'Half of **25** is $12.5$.' }, 'pending list');
  const mine = (await me.get('/api/getSubmittedQuestions?limit=200')).json() as { id: number }[];
  t.match(mine.find((item) => item.id === submitted.id), { questionType: 'TITA', correctAnswer: '12.5', answerTolerance: 0.25, explanation: 'Half of **25** is $12.5$.' }, 'Submitted Questions');
  t.equal((await other.get(`/api/getQuestionsbyId?id=${submitted.id}`)).statusCode, 404, 'still hidden from others while pending');

  // An admin's TITA question is approved, and a user who has not answered gets no answer and no solution.
  const published = (await admin.post('/api/submitQuestion', { payload: tita({ correctAnswer: '7', answerTolerance: 0 }) })).json();
  t.equal(published.status, 'approved');
  t.match((await other.get(`/api/getQuestionsbyId?id=${published.id}`)).json(), { questionType: 'TITA', correctAnswer: null, explanation: null, answerTolerance: 0 });
  const answered = await other.post(`/api/addResponse?questionId=${published.id}&timer=5&answer=7.0`);
  t.equal(answered.statusCode, 201, 'answered');
  t.equal(answered.json().correct, true, 'judged against the stored answer');
  t.match((await other.get(`/api/getQuestionsbyId?id=${published.id}`)).json(), { correctAnswer: '7', explanation: 'Half of **25** is $12.5$.' }, 'after answering: answer and solution');
});

t.test('submitQuestion MCQ: explanation stored; today’s rules; two equal options refused', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const { me } = await actors(app, db);
  const res = await me.post('/api/submitQuestion', { payload: mcq({ explanation: 'Because **C**.' }) });
  t.equal(res.statusCode, 201);
  t.match(await questionRow(db, res.json().id), { questionType: 'MCQ', correctAnswer: 'C', answerTolerance: null, explanation: 'Because **C**.', optionC: '12.5' });
  const noType = await me.post('/api/submitQuestion', { payload: mcq({ questionType: undefined, explanation: undefined }) });
  t.equal(noType.statusCode, 201, 'questionType defaults to MCQ');
  t.match(await questionRow(db, noType.json().id), { questionType: 'MCQ', explanation: null });
  const zero = await me.post('/api/submitQuestion', { payload: mcq({ answerTolerance: 0 }) });
  t.equal(zero.statusCode, 201, 'a tolerance of 0 on MCQ is taken as none');
  t.equal((await questionRow(db, zero.json().id)).answerTolerance, null);
});

t.test('submitQuestion: every refused combination is 400 with its text and stores nothing', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { me } = await actors(app, database.db);
  const before = await snapshot(database.db);
  const cases: [string, Record<string, unknown>, string][] = [
    ['bad type', tita({ questionType: 'MSQ' }), submissionMessages.questionType],
    ['blank type', tita({ questionType: '' }), submissionMessages.questionType],
    ['type a number', tita({ questionType: 1 }), submissionMessages.questionType],
    ['TITA answer a word', tita({ correctAnswer: 'twelve' }), 'Correct Answer must be a number for TITA questions'],
    ['TITA answer a letter', tita({ correctAnswer: 'A' }), 'Correct Answer must be a number for TITA questions'],
    ['TITA answer missing', tita({ correctAnswer: undefined }), 'Correct Answer must be a number for TITA questions'],
    ['TITA answer blank', tita({ correctAnswer: '  ' }), 'Correct Answer must be a number for TITA questions'],
    ['TITA answer with exponent', tita({ correctAnswer: '1e5' }), 'Correct Answer must be a number for TITA questions'],
    ['TITA answer with comma', tita({ correctAnswer: '1,000' }), 'Correct Answer must be a number for TITA questions'],
    ['TITA answer a fraction', tita({ correctAnswer: '1/2' }), 'Correct Answer must be a number for TITA questions'],
    ['TITA answer too long', tita({ correctAnswer: '1'.repeat(limits.titaAnswerMax + 1) }), 'Correct Answer must be a number for TITA questions'],
    ['TITA answer a huge JSON number', tita({ correctAnswer: 1e21 }), 'Correct Answer must be a number for TITA questions'],
    ['TITA answer true', tita({ correctAnswer: true }), submissionMessages.answerType],
    ['TITA with option A', tita({ optionA: '12' }), 'Options must be empty for TITA questions'],
    ['TITA with option D', tita({ optionA: '', optionD: 'x' }), 'Options must be empty for TITA questions'],
    ['negative tolerance', tita({ answerTolerance: -0.1 }), 'Answer Tolerance must be a number of at least 0'],
    ['negative tolerance as text', tita({ answerTolerance: '-1' }), 'Answer Tolerance must be a number of at least 0'],
    ['tolerance a word', tita({ answerTolerance: 'half' }), 'Answer Tolerance must be a number of at least 0'],
    ['tolerance an object', tita({ answerTolerance: { value: 1 } }), 'Answer Tolerance must be a number of at least 0'],
    ['tolerance too large', tita({ answerTolerance: limits.answerToleranceMax + 1 }), `Answer Tolerance must be at most ${limits.answerToleranceMax}`],
    ['MCQ with a tolerance', mcq({ answerTolerance: 1 }), 'Answer Tolerance is only for TITA questions'],
    ['MCQ with a number answer', mcq({ correctAnswer: '3' }), 'Correct Answer must be one of A, B, C, D'],
    ['MCQ without options', mcq({ optionA: undefined }), 'Option A is required'],
    ['MCQ with a blank option', mcq({ optionC: '  ' }), 'Option C is required'],
    ['MCQ with two equal options', mcq({ optionA: '12', optionB: '12' }), 'Options must all be different'],
    ['MCQ with equal options ignoring case and spaces', mcq({ optionB: ' None of These ', optionD: 'none of these' }), 'Options must all be different'],
    ['long solution', tita({ explanation: 'y'.repeat(limits.explanationMax + 1) }), `Explanation must be at most ${limits.explanationMax} characters`],
    ['solution a number', tita({ explanation: 5 }), 'Explanation must be text'],
    ['long option', mcq({ optionA: 'x'.repeat(limits.optionMax + 1) }), `Option A must be at most ${limits.optionMax} characters`],
  ];
  for (const [label, payload, message] of cases) {
    const res = await me.post('/api/submitQuestion', { payload });
    t.equal(res.statusCode, 400, `${label}: 400`);
    t.equal(res.json().message, message, `${label}: "${message}"`);
  }
  t.same(await snapshot(database.db), before, 'nothing stored: no question, category, topic or source');
});

t.test('submitQuestion TITA: the same text as a stand-alone question is 409; the same text in a set is not a duplicate', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { me } = await actors(app, database.db);
  const first = await me.post('/api/submitQuestion', { payload: tita({ questionText: 'How many tiles cover the floor?' }) });
  t.equal(first.statusCode, 201);
  const before = await snapshot(database.db);
  const again = await me.post('/api/submitQuestion', { payload: mcq({ questionText: 'HOW MANY TILES COVER THE FLOOR?', topic: 'A new topic' }) });
  t.equal(again.statusCode, 409, '409');
  t.equal(again.json().message, messages.review.duplicateQuestion);
  t.same(await snapshot(database.db), before, 'nothing stored');
});

t.test('PUT /api/questions/{id}: an admin edits a subset; the rest is kept', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const { users, me, other, admin } = await actors(app, db);
  const { id } = (await me.post('/api/submitQuestion', { payload: mcq({ questionText: 'Which is 25 / 2?' }) })).json();
  const original = await questionRow(db, id);

  const res = await put(admin, `/api/questions/${id}`, { payload: { explanation: '25 / 2 = **12.5**' } });
  t.equal(res.statusCode, 200, '200');
  const question = res.json();
  t.match(question, { id, questionText: 'Which is 25 / 2?', questionType: 'MCQ', optionA: '10', correctAnswer: 'C', explanation: '25 / 2 = **12.5**', status: 'pending', submittedBy: users.me.id, section: 'Quantitative Aptitude', topic: 'Arithmetic' }, 'the question as getQuestionsbyId answers it');
  t.same(question, (await admin.get(`/api/getQuestionsbyId?id=${id}`)).json(), 'exactly getQuestionsbyId’s answer for an admin');
  t.same(await questionRow(db, id), { ...original, explanation: '25 / 2 = **12.5**' }, 'only the solution changed (status, submitter, dates kept)');

  const moved = await put(admin, `/api/questions/${id}`, { payload: { topic: 'Fractions', source: 'Arun Sharma', optionD: '25', correctAnswer: 'd' } });
  t.equal(moved.statusCode, 200);
  t.match(moved.json(), { topic: 'Fractions', source: 'Arun Sharma', optionD: '25', correctAnswer: 'D', optionA: '10', explanation: '25 / 2 = **12.5**' }, 'new names created, other fields kept');

  // Switching to TITA: options must be emptied in the same edit; the tolerance defaults to 0.
  const before = await snapshot(db);
  const optionsLeft = await put(admin, `/api/questions/${id}`, { payload: { questionType: 'TITA', correctAnswer: '12.5' } });
  t.equal(optionsLeft.statusCode, 400, 'switching to TITA with options left: 400');
  t.equal(optionsLeft.json().message, 'Options must be empty for TITA questions');
  const letterLeft = await put(admin, `/api/questions/${id}`, { payload: { questionType: 'TITA', optionA: '', optionB: '', optionC: '', optionD: '' } });
  t.equal(letterLeft.statusCode, 400, 'switching to TITA with the letter answer left: 400');
  t.equal(letterLeft.json().message, 'Correct Answer must be a number for TITA questions');
  const sameOptions = await put(admin, `/api/questions/${id}`, { payload: { optionB: ' TEN ', optionA: 'ten' } });
  t.equal(sameOptions.statusCode, 400);
  t.equal(sameOptions.json().message, 'Options must all be different');
  const badField = await put(admin, `/api/questions/${id}`, { payload: { category: '  ' } });
  t.equal(badField.statusCode, 400);
  t.equal(badField.json().message, 'Category is required');
  t.same(await snapshot(db), before, 'refused edits stored nothing');

  const switched = await put(admin, `/api/questions/${id}`, { payload: { questionType: 'TITA', optionA: '', optionB: '', optionC: '', optionD: '', correctAnswer: '12.50' } });
  t.equal(switched.statusCode, 200, 'switched to TITA');
  t.match(switched.json(), { questionType: 'TITA', optionA: '', correctAnswer: '12.5', answerTolerance: 0 });
  const tolerance = await put(admin, `/api/questions/${id}`, { payload: { answerTolerance: 0.5 } });
  t.match(tolerance.json(), { questionType: 'TITA', correctAnswer: '12.5', answerTolerance: 0.5 }, 'tolerance edited alone');
  const back = await put(admin, `/api/questions/${id}`, { payload: { questionType: 'MCQ', optionA: '10', optionB: '12', optionC: '12.5', optionD: '25', correctAnswer: 'C' } });
  t.equal(back.statusCode, 200, 'back to MCQ: the tolerance is dropped');
  t.match(back.json(), { questionType: 'MCQ', answerTolerance: null, correctAnswer: 'C' });
  const cleared = await put(admin, `/api/questions/${id}`, { payload: { explanation: null } });
  t.equal(cleared.json().explanation, null, 'explanation null clears it');
  const empty = await put(admin, `/api/questions/${id}`, { payload: {} });
  t.equal(empty.statusCode, 200, 'an empty body changes nothing');
  t.same(empty.json(), { ...back.json(), explanation: null }, 'the same question');

  // Duplicates: another stand-alone question's text is 409, nothing changed.
  const { id: otherId } = (await other.post('/api/submitQuestion', { payload: tita({ questionText: 'What is the tank’s volume?' }) })).json();
  const beforeDuplicate = await snapshot(db);
  const duplicate = await put(admin, `/api/questions/${id}`, { payload: { questionText: 'WHAT IS THE TANK’S VOLUME?' } });
  t.equal(duplicate.statusCode, 409, 'duplicate text: 409 as submitQuestion answers');
  t.equal(duplicate.json().message, messages.review.duplicateQuestion);
  t.same(await snapshot(db), beforeDuplicate, 'nothing changed');
  t.equal((await put(admin, `/api/questions/${otherId}`, { payload: { questionText: 'What is the tank’s volume? ' } })).statusCode, 200, 'its own text again (trimmed) is no duplicate');
});

t.test('PUT /api/questions/{id}: access, unknown ids, and the solution reaches who answered', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const { me, other, admin } = await actors(app, db);
  const { id } = (await admin.post('/api/submitQuestion', { payload: tita({ correctAnswer: '42', explanation: undefined }) })).json();
  const before = await snapshot(db);

  for (const [label, client] of [['the submitter (a student)', me], ['another student', other]] as const) {
    const res = await put(client, `/api/questions/${id}`, { payload: { explanation: 'Forged' } });
    t.equal(res.statusCode, 403, `${label}: 403`);
    t.equal(res.json().message, messages.auth.adminOnly);
  }
  const anonymous = await put(new TestClient(app), `/api/questions/${id}`, { payload: { explanation: 'Forged' } });
  t.equal(anonymous.statusCode, 401, 'anonymous: 401');
  const bare = await admin.request({ method: 'PUT', url: `/api/questions/${id}`, payload: { explanation: 'Forged' }, bare: true });
  t.equal(bare.statusCode, 403, 'without X-Requested-With: 403');
  const unknown = await put(admin, '/api/questions/999999', { payload: { explanation: 'x' } });
  t.equal(unknown.statusCode, 404, 'unknown id: 404');
  t.equal(unknown.json().message, messages.notFound.question);
  for (const bad of ['abc', '0', '-1']) {
    t.equal((await put(admin, `/api/questions/${bad}`, { payload: {} })).statusCode, 400, `id ${bad}: 400`);
  }
  t.same(await snapshot(db), before, 'nothing changed');

  t.match((await other.post(`/api/addResponse?questionId=${id}&timer=4&answer=41`)).json(), { correct: false });
  t.equal((await other.get(`/api/getQuestionsbyId?id=${id}`)).json().explanation, null, 'no solution yet');
  const edited = await put(admin, `/api/questions/${id}`, { payload: { explanation: 'Six times **seven**.' } });
  t.equal(edited.statusCode, 200);
  t.match((await other.get(`/api/getQuestionsbyId?id=${id}`)).json(), { explanation: 'Six times **seven**.', correctAnswer: '42' }, 'the user who answered sees the new solution');
  t.equal((await me.get(`/api/getQuestionsbyId?id=${id}`)).json().explanation, null, 'one who has not answered does not');
});
