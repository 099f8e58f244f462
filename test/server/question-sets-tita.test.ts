/**
 * Contract section 7.2 through the API: TITA answers and their tolerance edges, question sets (the
 * set answer of getQuestionsbyId and GET /api/question-sets/{id}), and who sees a written solution.
 * Rows are written with SQL here; the import of sets and TITA has its own tests.
 */
import t from 'tap';
import { asc, eq } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import type { Database } from '../../server/db/client.ts';
import { questionSets, questions, responses } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';

t.teardown(closeTestDatabase);

/** One approved MCQ question (for its taxonomy ids), then TITA questions and a three-question set beside it. */
async function seed(db: Database, submittedBy: number | null) {
  await createQuestions(db, [{ category: 'Data Interpretation', topic: 'Tables', source: 'Mock 1', correctAnswer: 'C' }], submittedBy);
  const [mcq] = await db.select().from(questions).orderBy(asc(questions.id));
  const taxonomy = { categoryId: mcq!.categoryId, topicId: mcq!.topicId, sourceId: mcq!.sourceId };
  const tita = (questionText: string, correctAnswer: string, answerTolerance: string, extra: Partial<typeof questions.$inferInsert> = {}) => ({
    ...taxonomy,
    questionText,
    questionType: 'TITA' as const,
    optionA: '',
    optionB: '',
    optionC: '',
    optionD: '',
    correctAnswer,
    answerTolerance,
    status: 'approved' as const,
    submittedBy,
    ...extra,
  });
  const [exact, rounded] = await db
    .insert(questions)
    .values([
      tita('How many students chose Commerce?', '42', '0', { explanation: 'Add the **three** cities: $12 + 14 + 16 = 42$.' }),
      tita('What is the growth in per cent, to two decimals?', '2.5', '0.01'),
    ])
    .returning();
  const [set] = await db.insert(questionSets).values({ ...taxonomy, title: 'Students by city', body: '| City | Commerce |\n|---|---|\n| Pune | 12 |' }).returning();
  const members = await db
    .insert(questions)
    .values([
      { ...taxonomy, questionText: 'Which city has the most students?', optionA: 'Pune', optionB: 'Nagpur', optionC: 'Nashik', optionD: 'Thane', correctAnswer: 'A', status: 'approved' as const, setId: set!.id, explanation: 'Pune has 12, the most.' },
      tita('How many cities are listed?', '1', '0', { setId: set!.id }),
      { ...taxonomy, questionText: 'Pending member', optionA: 'w', optionB: 'x', optionC: 'y', optionD: 'z', correctAnswer: 'B', status: 'pending' as const, setId: set!.id, submittedBy },
    ])
    .returning();
  return { mcq: mcq!, exact: exact!, rounded: rounded!, set: set!, members };
}

t.test('TITA: addResponse takes `answer`; right within the tolerance, exactly at its edges', async (t) => {
  const { app, database } = await buildTestApp(t);
  const me = await createUser(database.db);
  const { exact, rounded, mcq } = await seed(database.db, null);
  const client = new TestClient(app);
  await client.login(me.username, me.password);

  const answer = (id: number, typed: string) => client.post(`/api/addResponse?questionId=${id}&timer=12&answer=${encodeURIComponent(typed)}`);
  const first = await answer(exact.id, '42');
  t.equal(first.statusCode, 201);
  t.same(first.json(), { id: first.json().id, correct: true, correctAnswer: '42' }, '{ id, correct, correctAnswer } with the number');
  for (const [typed, correct] of [
    ['42.0', true],
    ['+42', true],
    [' 42 ', true],
    ['41.999', false],
    ['-42', false],
  ] as const) {
    t.equal((await answer(exact.id, typed)).json().correct, correct, `tolerance 0: "${typed}" is ${correct ? 'right' : 'wrong'}`);
  }
  // 2.5 ± 0.01: both edges are in (exact decimal arithmetic; in binary floating point 2.5 - 2.49 > 0.01).
  for (const [typed, correct] of [
    ['2.49', true],
    ['2.51', true],
    ['2.5', true],
    ['2.489', false],
    ['2.5101', false],
    ['.5', false],
  ] as const) {
    t.equal((await answer(rounded.id, typed)).json().correct, correct, `2.5 ± 0.01: "${typed}" is ${correct ? 'right' : 'wrong'}`);
  }

  const stored = await database.db.select().from(responses).where(eq(responses.questionId, exact.id)).orderBy(asc(responses.id));
  t.same(stored.slice(0, 2).map((row) => [row.selectedOption, row.answer, row.correct]), [[null, '42', true], [null, '42.0', true]], 'the typed answer is kept, selectedOption null');

  for (const [label, query] of [
    ['letters', 'answer=forty'],
    ['empty', 'answer='],
    ['two points', 'answer=1.2.3'],
    ['exponent', 'answer=1e3'],
    ['comma', 'answer=1%2C000'],
    ['too long', `answer=${'9'.repeat(41)}`],
    ['missing', ''],
    ['an option instead', 'selectedOption=A'],
  ]) {
    const res = await client.post(`/api/addResponse?questionId=${exact.id}&timer=5&${query}`);
    t.equal(res.statusCode, 400, `${label}: 400`);
    t.equal(res.json().message, messages.question.answerNotNumber, `${label}: "Answer must be a number"`);
  }
  const mcqWithAnswer = await client.post(`/api/addResponse?questionId=${mcq.id}&timer=5&answer=3`);
  t.equal(mcqWithAnswer.statusCode, 400, 'an MCQ question needs selectedOption');
  t.equal(mcqWithAnswer.json().message, messages.question.selectedOption);
  t.equal((await database.db.select().from(responses).where(eq(responses.questionId, mcq.id))).length, 0, 'nothing stored for refused answers');

  const listed = (await client.get('/api/getResponses?limit=1')).json();
  t.same([listed[0].selectedOption, listed[0].answer, listed[0].question.questionType], [null, '.5', 'TITA'], 'My Responses carries the typed answer');
});

t.test('explanation and correctAnswer: only after answering, to the submitter and to admins', async (t) => {
  const { app, database } = await buildTestApp(t);
  const submitter = await createUser(database.db);
  const reader = await createUser(database.db);
  const admin = await createUser(database.db, { role: 'admin' });
  const { exact } = await seed(database.db, submitter.id);
  const as = async (user: { username: string; password: string }) => {
    const client = new TestClient(app);
    await client.login(user.username, user.password);
    return client;
  };
  const readerClient = await as(reader);
  const before = (await readerClient.get(`/api/getQuestionsbyId?id=${exact.id}`)).json();
  t.same([before.questionType, before.optionA, before.correctAnswer, before.explanation, before.answerTolerance], ['TITA', '', null, null, 0], 'before answering: no answer, no solution; the tolerance is public');
  await readerClient.post(`/api/addResponse?questionId=${exact.id}&timer=3&answer=7`);
  const after = (await readerClient.get(`/api/getQuestionsbyId?id=${exact.id}`)).json();
  t.same([after.correctAnswer, after.explanation], ['42', 'Add the **three** cities: $12 + 14 + 16 = 42$.'], 'after a (wrong) answer: both, the Markdown unchanged');
  for (const [label, user] of [['submitter', submitter], ['admin', admin]] as const) {
    const body = (await (await as(user)).get(`/api/getQuestionsbyId?id=${exact.id}`)).json();
    t.equal(body.explanation, 'Add the **three** cities: $12 + 14 + 16 = 42$.', `${label} sees the solution`);
  }
});

t.test('question sets: the set in getQuestionsbyId, GET /api/question-sets/{id}, hidden members, 404s', async (t) => {
  const { app, database } = await buildTestApp(t);
  const submitter = await createUser(database.db);
  const reader = await createUser(database.db);
  const { set, members } = await seed(database.db, submitter.id);
  const [first, second, pending] = members;
  const client = new TestClient(app);
  await client.login(reader.username, reader.password);

  const question = (await client.get(`/api/getQuestionsbyId?id=${second!.id}`)).json();
  t.equal(question.setId, set.id);
  t.same(question.set, { id: set.id, title: 'Students by city', body: set.body, questionIds: [first!.id, second!.id] }, 'the set with the questions I may see, in order (not the pending one)');

  const res = await client.get(`/api/question-sets/${set.id}`);
  t.equal(res.statusCode, 200);
  const body = res.json();
  t.same(
    { ...body, questions: undefined },
    { id: set.id, title: 'Students by city', body: set.body, categoryId: set.categoryId, topicId: set.topicId, sourceId: set.sourceId, questionIds: [first!.id, second!.id], questions: undefined },
    'the set fields',
  );
  t.same(body.questions.map((q: { id: number }) => q.id), [first!.id, second!.id], 'its questions in order');
  t.same(body.questions[0], (await client.get(`/api/getQuestionsbyId?id=${first!.id}`)).json(), 'each as getQuestionsbyId answers it');
  t.equal(body.questions[0].explanation, null, 'no solution before answering');

  const owner = new TestClient(app);
  await owner.login(submitter.username, submitter.password);
  t.same((await owner.get(`/api/question-sets/${set.id}`)).json().questionIds, [first!.id, second!.id, pending!.id], 'the submitter also sees the pending member');

  const list = (await client.get(`/api/getQuestionsByFilters?category=${set.categoryId}`)).json();
  t.same(list.map((item: { setId: number | null; questionType: string }) => [item.setId, item.questionType]), [[null, 'MCQ'], [null, 'TITA'], [null, 'TITA'], [set.id, 'MCQ'], [set.id, 'TITA']], 'list items carry questionType and setId');
  t.same(list.map((item: { setTitle: string | null }) => item.setTitle), [null, null, null, 'Students by city', 'Students by city'], 'and the title of their set');

  await database.db.update(questions).set({ status: 'pending' }).where(eq(questions.setId, set.id));
  const hidden = await client.get(`/api/question-sets/${set.id}`);
  t.equal(hidden.statusCode, 404, 'no member visible: 404');
  t.equal(hidden.json().message, messages.question.setNotFound);
  t.equal((await client.get('/api/question-sets/999999')).statusCode, 404, 'unknown set: 404');
  t.equal((await client.get('/api/question-sets/abc')).statusCode, 400, 'a non-numeric id: 400');
  t.equal((await new TestClient(app).get(`/api/question-sets/${set.id}`)).statusCode, 401, 'logged out: 401');
});

t.test("an admin edit keeps a set's question under its set's category, topic and source", async (t) => {
  const { app, database } = await buildTestApp(t);
  const admin = await createUser(database.db, { role: 'admin' });
  const { members } = await seed(database.db, null);
  const client = new TestClient(app);
  await client.login(admin.username, admin.password);
  const member = members[0]!;
  const put = (path: string, payload: object) => client.request({ method: 'PUT', url: path, payload });

  for (const [label, body] of [
    ['another topic', { topic: 'Caselets' }],
    ['another source', { source: 'Mock 2' }],
    ['another category', { category: 'Quantitative Aptitude', topic: 'Tables' }],
  ] as const) {
    const res = await put(`/api/questions/${member.id}`, body);
    t.equal(res.statusCode, 400, `${label}: 400`);
    t.equal(res.json().message, messages.question.setTaxonomyFixed, `${label}: says why`);
  }
  const [stored] = await database.db.select().from(questions).where(eq(questions.id, member.id));
  t.same([stored!.topicId, stored!.sourceId, stored!.setId], [member.topicId, member.sourceId, member.setId], 'nothing changed');

  const sameNames = await put(`/api/questions/${member.id}`, { topic: ' tables ', explanation: 'Pune has 12, the most of the listed cities.' });
  t.equal(sameNames.statusCode, 200, 'the same names in another case are accepted');
  t.equal(sameNames.json().explanation, 'Pune has 12, the most of the listed cities.', 'and the solution is edited');
  t.equal(sameNames.json().setId, member.setId, 'still in its set');
});
