/**
 * Review and moderation (docs/contract.md section 7.6): rejecting with a reason, the submitter's
 * edit and resubmit of a rejected question, admins' soft delete (hidden everywhere, responses kept in
 * statistics, mock tests still score), and `similar` approved questions of pending ones.
 */
import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import type { Database } from '../../server/db/client.ts';
import { approvedQuestionCounts, questions } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { createTestViaApi, saveAnswer, seedBank } from '../helpers/mockTests.ts';

t.teardown(closeTestDatabase);

let counter = 0;

/** A valid submitQuestion body with unique text. */
function body(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    category: 'Quantitative Aptitude',
    topic: 'Number Systems',
    source: 'CAT 2019',
    questionText: `Moderated question ${counter}: what is ${counter} cubed?`,
    optionA: `${counter ** 3}`,
    optionB: `${counter ** 3 + 1}`,
    optionC: `${counter ** 3 + 2}`,
    optionD: `${counter ** 3 + 3}`,
    correctAnswer: 'A',
    ...overrides,
  };
}

/** A student, another student and an admin, each logged in. */
async function actors(app: FastifyInstance, db: Database) {
  const [me, other, admin] = [await createUser(db), await createUser(db), await createUser(db, { role: 'admin' })];
  const clients = { me: new TestClient(app), other: new TestClient(app), admin: new TestClient(app) };
  await clients.me.login(me.username, me.password);
  await clients.other.login(other.username, other.password);
  await clients.admin.login(admin.username, admin.password);
  return { users: { me, other, admin }, ...clients };
}

async function submit(client: TestClient, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await client.post('/api/submitQuestion', { payload: body(overrides) });
  if (res.statusCode !== 201) throw new Error(`submitQuestion: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

const mySubmitted = async (client: TestClient) => (await client.get('/api/getSubmittedQuestions')).json() as Array<{ id: number; status: string; rejectionReason: string | null; questionText: string; reviewedAt: string | null }>;

t.test('rejectQuestion takes an optional reason the submitter sees; limits; approve clears nothing it should not', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { me, admin } = await actors(app, database.db);
  const [a, b, c, d] = [await submit(me), await submit(me), await submit(me), await submit(me)];

  const tooLong = await admin.post(`/api/rejectQuestion?id=${a}&reason=${'x'.repeat(limits.rejectionReasonMax + 1)}`);
  t.equal(tooLong.statusCode, 400);
  t.equal(tooLong.json().message, messages.moderation.rejectionReasonTooLong(limits.rejectionReasonMax));
  t.equal((await mySubmitted(me)).find((q) => q.id === a)!.status, 'pending', 'a refused rejection leaves it pending');

  const reason = '  Option C is also right: the question needs "positive" integers.  ';
  const rejected = await admin.post(`/api/rejectQuestion?id=${a}&reason=${encodeURIComponent(reason)}`);
  t.equal(rejected.statusCode, 200);
  t.same(rejected.json(), { id: a, status: 'rejected' });
  const viaGet = await admin.get(`/api/rejectQuestion?id=${b}&reason=${encodeURIComponent('Duplicate of #12')}`);
  t.equal(viaGet.statusCode, 200, 'the GET form takes the reason too');
  t.equal((await admin.post(`/api/rejectQuestion?id=${c}&reason=%20%20`)).statusCode, 200, 'a blank reason is none');
  t.equal((await admin.post(`/api/rejectQuestion?id=${d}`)).statusCode, 200, 'no reason');

  const mine = await mySubmitted(me);
  const byId = (id: number) => mine.find((q) => q.id === id)!;
  t.match(byId(a), { status: 'rejected', rejectionReason: reason.trim() });
  t.equal(byId(b).rejectionReason, 'Duplicate of #12');
  t.equal(byId(c).rejectionReason, null);
  t.equal(byId(d).rejectionReason, null);

  const approvedId = await submit(me);
  await admin.post(`/api/approveQuestion?id=${approvedId}`);
  t.match((await mySubmitted(me)).find((q) => q.id === approvedId), { status: 'approved', rejectionReason: null });

  t.equal((await admin.post(`/api/rejectQuestion?id=${a}&reason=again`)).statusCode, 200, 'repeating the rejection answers the same');
  t.equal((await admin.post(`/api/approveQuestion?id=${a}`)).statusCode, 409, 'approving a rejected one is still 409');
  t.equal((await me.post(`/api/rejectQuestion?id=${approvedId}&reason=no`)).statusCode, 403, 'students may not reject');
  t.equal((await new TestClient(app).post(`/api/rejectQuestion?id=${a}&reason=no`)).statusCode, 401);
  const nul = await admin.post(`/api/rejectQuestion?id=${c}&reason=${encodeURIComponent('bad\u0000')}`);
  t.equal(nul.statusCode, 400);
  t.equal(nul.json().message, messages.validation.nulCharacter);
});

t.test('PUT /api/submittedQuestions/{id}: only the submitter, only while rejected; back to pending with the reason cleared', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const { me, other, admin } = await actors(app, db);
  const id = await submit(me);
  const pendingId = await submit(me);
  const url = `/api/submittedQuestions/${id}`;
  const put = (client: TestClient, target: string, payload: object) => client.request({ method: 'PUT', url: target, payload });

  const early = await put(me, url, body());
  t.equal(early.statusCode, 409, 'a pending question cannot be resubmitted');
  t.equal(early.json().message, messages.moderation.onlyRejectedResubmit);

  await admin.post(`/api/rejectQuestion?id=${id}&reason=${encodeURIComponent('The answer is C, not A')}`);
  await admin.post(`/api/rejectQuestion?id=${pendingId}`);

  t.equal((await put(new TestClient(app), url, body())).statusCode, 401, 'anonymous: 401');
  const foreign = await put(other, url, body());
  t.equal(foreign.statusCode, 404, "another student cannot see someone's rejected question");
  t.equal(foreign.json().message, messages.notFound.question);
  const byAdmin = await put(admin, url, body());
  t.equal(byAdmin.statusCode, 403, 'an admin is not the submitter (admins edit with PUT /api/questions/{id})');
  t.equal(byAdmin.json().message, messages.moderation.onlySubmitterResubmit);
  t.equal((await put(me, '/api/submittedQuestions/987654', body())).statusCode, 404);
  t.equal((await put(me, '/api/submittedQuestions/abc', body())).statusCode, 400);

  const invalid = await put(me, url, body({ optionB: undefined }));
  t.equal(invalid.statusCode, 400);
  t.equal(invalid.json().message, 'Option B is required', "submitQuestion's rules and wording");
  const tita = await put(me, url, body({ questionType: 'TITA', correctAnswer: '7' }));
  t.equal(tita.statusCode, 400);
  t.equal(tita.json().message, messages.questionFields.titaOptions);
  const approvedText = 'An approved question whose text is taken already';
  await createQuestions(db, [{ questionText: approvedText }]);
  const duplicate = await put(me, url, body({ questionText: approvedText }));
  t.equal(duplicate.statusCode, 409);
  t.equal(duplicate.json().message, messages.review.duplicateQuestion);
  t.match((await mySubmitted(me)).find((q) => q.id === id), { status: 'rejected', rejectionReason: 'The answer is C, not A' }, 'refused edits change nothing');

  const fixed = await put(me, url, body({ questionText: '  What is 2 + 2?  ', optionA: '3', optionB: '4', optionC: '5', optionD: '6', correctAnswer: 'b', category: 'Logical Reasoning' }));
  t.equal(fixed.statusCode, 200);
  t.match(fixed.json(), { id, questionText: 'What is 2 + 2?', correctAnswer: 'B', section: 'Logical Reasoning', status: 'pending', rejectionReason: null, reviewedAt: null });
  const [row] = await db.select().from(questions).where(eq(questions.id, id));
  t.match(row, { status: 'pending', rejectionReason: null, reviewedAt: null, optionB: '4' });

  const again = await put(me, url, body());
  t.equal(again.statusCode, 409, 'pending again: no second resubmit');
  const pending = (await admin.get('/api/getPendingQuestions')).json() as Array<{ id: number }>;
  t.ok(pending.some((q) => q.id === id), 'the admin sees it pending again');
  t.equal((await admin.post(`/api/approveQuestion?id=${id}`)).statusCode, 200, 'and may approve it now');

  const tooBig = await put(me, `/api/submittedQuestions/${pendingId}`, body({ questionText: 'x'.repeat(limits.questionTextMax + 1) }));
  t.equal(tooBig.statusCode, 400);
  t.equal(tooBig.json().message, `Question Text must be at most ${limits.questionTextMax} characters`);
  const nul = await put(me, `/api/submittedQuestions/${pendingId}`, body({ questionText: 'a\u0000b' }));
  t.equal(nul.statusCode, 400);
  t.equal(nul.json().message, messages.validation.nulCharacter);
});

t.test('DELETE /api/questions/{id}: hidden everywhere; responses stay in statistics; 204 then 404', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const { me, other, admin } = await actors(app, db);
  await createQuestions(db, [
    { category: 'Data Interpretation', topic: 'Tables', questionText: 'Doomed question about the zamindari tables of Bengal' },
    { category: 'Data Interpretation', topic: 'Tables', questionText: 'Surviving question about railway tables' },
  ]);
  const [doomed, kept] = await db.select().from(questions).orderBy(asc(questions.id));
  const categoryId = doomed!.categoryId;
  await me.get(`/api/addResponse?questionId=${doomed!.id}&timer=30&selectedOption=B`);
  await me.get(`/api/addResponse?questionId=${kept!.id}&timer=10&selectedOption=A`);
  t.equal((await me.post(`/api/addComment?questionId=${doomed!.id}&text=Nice`)).statusCode, 201);
  const statsBefore = (await me.get('/api/getResponseStats')).json();
  t.equal(statsBefore.attempts, 2);
  t.equal((await me.get('/api/getErrorLog')).json().entries.length, 1, 'the wrong answer is in the error log');
  const searchHits = async () => ((await other.get('/api/search?query=zamindari')).json().questions as Array<{ id: number }>).map((q) => q.id);
  t.same(await searchHits(), [doomed!.id], 'found by search before');

  t.equal((await new TestClient(app).request({ method: 'DELETE', url: `/api/questions/${doomed!.id}` })).statusCode, 401);
  const byStudent = await me.request({ method: 'DELETE', url: `/api/questions/${doomed!.id}` });
  t.equal(byStudent.statusCode, 403);
  t.equal(byStudent.json().message, messages.auth.adminOnly);
  t.equal((await admin.request({ method: 'DELETE', url: '/api/questions/abc' })).statusCode, 400);
  const unknown = await admin.request({ method: 'DELETE', url: '/api/questions/987654' });
  t.equal(unknown.statusCode, 404);
  t.equal(unknown.json().message, messages.notFound.question);

  const deleted = await admin.request({ method: 'DELETE', url: `/api/questions/${doomed!.id}` });
  t.equal(deleted.statusCode, 204);
  t.equal(deleted.body, '');
  const twice = await admin.request({ method: 'DELETE', url: `/api/questions/${doomed!.id}` });
  t.equal(twice.statusCode, 404, 'a second delete: 404');

  for (const [who, client] of [['student', me], ['admin', admin]] as const) {
    const byId = await client.get(`/api/getQuestionsbyId?id=${doomed!.id}`);
    t.equal(byId.statusCode, 404, `${who}: by id 404`);
    t.equal(byId.json().message, messages.notFound.question);
    const ids = (await client.get(`/api/getQuestionsByFilters?category=${categoryId}&idsOnly=true`)).json();
    t.same(ids, [kept!.id], `${who}: the list leaves it out`);
  }
  const [count] = await db.select().from(approvedQuestionCounts).where(eq(approvedQuestionCounts.categoryId, categoryId));
  t.equal(count!.questionCount, 1, 'the approved count drops');
  t.same(await searchHits(), [], 'search leaves it out');
  t.equal((await me.get(`/api/getCommentsbyId?id=${doomed!.id}`)).statusCode, 404, 'its comments are gone with it');
  t.equal((await me.get(`/api/addResponse?questionId=${doomed!.id}&timer=5&selectedOption=A`)).statusCode, 404, 'no new answers');
  t.equal((await me.request({ method: 'PUT', url: `/api/questions/${doomed!.id}`, payload: { questionText: 'x' } })).statusCode, 403);
  t.equal((await admin.request({ method: 'PUT', url: `/api/questions/${doomed!.id}`, payload: { questionText: 'Revived?' } })).statusCode, 404, 'admins cannot edit it');
  t.equal((await admin.post(`/api/approveQuestion?id=${doomed!.id}`)).statusCode, 404, 'nor approve it');

  const statsAfter = (await me.get('/api/getResponseStats')).json();
  t.same(statsAfter, statsBefore, "its responses stay in their owner's statistics");
  t.equal((await me.get('/api/getResponses')).json().length, 2, 'and in My Responses');
  t.same((await me.get('/api/getErrorLog')).json().entries, [], 'but the error log no longer offers it for a retry');
});

t.test('a deleted question: the submitter no longer lists it; a mock test holding it still runs, scores and reviews', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const { me, admin } = await actors(app, db);
  const bank = await seedBank(db);
  const mineId = await submit(me);
  await admin.post(`/api/approveQuestion?id=${mineId}`);
  await admin.request({ method: 'DELETE', url: `/api/questions/${mineId}` });
  t.notOk((await mySubmitted(me)).some((q) => q.id === mineId), 'Submitted Questions leaves it out');
  t.equal((await me.request({ method: 'PUT', url: `/api/submittedQuestions/${mineId}`, payload: body() })).statusCode, 404, 'nor can it be resubmitted');

  const [q1, q2] = [bank.mcq[0]!.id, bank.mcq[1]!.id];
  const test = await createTestViaApi(admin, { title: 'Holds a deleted question', sections: [{ name: 'QA', durationSeconds: 600, questionIds: [q1, q2] }] });
  const { id: attemptId } = (await me.post(`/api/tests/${test.id}/attempts`)).json();
  await saveAnswer(me, attemptId, q1, { selectedOption: 'A', timeSeconds: 20 });
  t.equal((await admin.request({ method: 'DELETE', url: `/api/questions/${q1}` })).statusCode, 204, 'deleted during an attempt');

  const attempt = await me.get(`/api/attempts/${attemptId}`);
  t.equal(attempt.statusCode, 200, 'the attempt still opens');
  t.equal((await saveAnswer(me, attemptId, q2, { selectedOption: 'A', timeSeconds: 15 })).statusCode, 200, 'and takes answers');
  t.equal((await me.post(`/api/attempts/${attemptId}/sections/submit`, { payload: { sectionIndex: 0 } })).statusCode, 200);
  const result = await me.get(`/api/attempts/${attemptId}/result`);
  t.equal(result.statusCode, 200);
  t.equal(result.json().correct, 2, 'the deleted question still scores');
  const review = await me.get(`/api/attempts/${attemptId}/review`);
  t.equal(review.statusCode, 200);
  t.match(review.json().questions.find((q: { id: number }) => q.id === q1), { id: q1, status: 'deleted', correctAnswer: 'A' }, 'and is reviewed, marked deleted');

  const refused = await admin.post('/api/tests', { payload: { title: 'New test', sections: [{ name: 'QA', durationSeconds: 600, questionIds: [q1] }] } });
  t.equal(refused.statusCode, 400, 'a new test cannot add it');
  t.equal(refused.json().message, messages.tests.notInBank(q1));
});

t.test('getPendingQuestions: `similar` lists up to 3 approved questions with similarity >= 0.5, most alike first', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const { me, admin } = await actors(app, db);
  const base = 'A train 240 metres long crosses a platform 360 metres long in 30 seconds. What is the speed of the train';
  await createQuestions(db, [
    { category: 'Quantitative Aptitude', topic: 'Time Speed Distance', questionText: `${base} in km/h?` },
    { category: 'Quantitative Aptitude', topic: 'Time Speed Distance', questionText: `${base} in metres per second?` },
    { category: 'Quantitative Aptitude', topic: 'Time Speed Distance', questionText: `${base} in kmph, roughly?` },
    { category: 'Quantitative Aptitude', topic: 'Time Speed Distance', questionText: `${base}? Give the answer in miles per hour.` },
    { category: 'Verbal Ability', topic: 'Grammar', questionText: 'Choose the word closest in meaning to ephemeral.' },
  ]);
  const pendingSame = await submit(me, { questionText: `${base} in km/h?!` });
  const pendingOther = await submit(me, { questionText: 'Which planet has the most moons in the solar system, as of 2023?' });
  const pendingWeak = await submit(me, { questionText: 'A train crosses a pole in 12 seconds. How long is it?' });
  await admin.post(`/api/rejectQuestion?id=${pendingWeak}`);
  const pendingWeak2 = await submit(me, { questionText: 'A train crosses a pole in 12 seconds. How long is it, in metres?' });

  const res = await admin.get('/api/getPendingQuestions');
  t.equal(res.statusCode, 200);
  const items = res.json() as Array<{ id: number; similar: Array<{ id: number; questionText: string; similarity: number }> }>;
  const byId = (id: number) => items.find((q) => q.id === id)!;
  const similar = byId(pendingSame).similar;
  t.equal(similar.length, 3, 'at most three');
  t.equal(similar[0]!.questionText, `${base} in km/h?`, 'the most alike first');
  t.ok(similar.every((s) => s.similarity >= 0.5 && s.similarity <= 1), 'all at least 0.5');
  t.ok(similar.every((s, i) => i === 0 || similar[i - 1]!.similarity >= s.similarity), 'ordered by similarity');
  const [scores] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from questions where status = 'approved' and similarity(question_text, ${`${base} in km/h?!`}) >= 0.5`)).rows;
  t.ok(scores!.n >= 4, 'four approved questions qualify, three are shown');
  t.same(byId(pendingOther).similar, [], 'nothing alike: empty');
  t.same(byId(pendingWeak2).similar, [], 'pending and rejected questions are never offered, only approved ones');

  // The index serves the lateral join of the page query: in a bank of a few hundred questions
  // (its GIN pending list flushed, as autovacuum does) the plan finds candidates through questions_text_trgm_idx.
  await createQuestions(db, Array.from({ length: 300 }, (_, i) => ({ category: 'General Awareness', topic: 'Mixed', questionText: `Filler question number ${i} about item ${i * 7}` })));
  await db.execute(sql`vacuum analyze questions`);
  const plan = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain
      select p.id, s.id from questions p cross join lateral (
        select a.id from questions a where a.status = 'approved' and a.question_text % p.question_text
          and similarity(a.question_text, p.question_text) >= 0.5 order by similarity(a.question_text, p.question_text) desc, a.id limit 3) s
      where p.id = any(array[${pendingSame}::int])`);
    return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
  t.match(plan, /questions_text_trgm_idx/, 'the trigram index is used');
});
