/**
 * Exam integrity (docs/contract.md section 8.1, and 8.2's percentile floor): the two reported
 * exploits (a running test's keys through practice, comments and statistics; keys of a test in
 * progress through the review of another attempt), one test in progress per user (409 with
 * `attemptId`, nothing changed), `finish` (owner only, idempotent), every sealed route (409s and
 * nulled fields, opened again once the test is done), answer times bounded by the section's clock,
 * crowd times bounded by 3 hours, no percentile under 20 candidates, and CAT's section order in
 * generated tests.
 */
import t from 'tap';
import { and, count, eq, sql } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import { attemptAnswers, attempts, comments, questionReports, responses, users } from '../../server/db/schema/index.ts';
import type { Database } from '../../server/db/client.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClock } from '../helpers/clock.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { createTestViaApi, loggedIn, saveAnswer, seedBank } from '../helpers/mockTests.ts';
import type { TestClient } from '../helpers/http.ts';

t.teardown(closeTestDatabase);
// Forty-odd candidates through the API: a generous limit for a loaded 2-core machine (tap's default is 120 s).
t.setTimeout(400_000);

/** Rows of the tables a refused request must leave alone. */
async function counts(db: Database) {
  const n = async (table: typeof responses | typeof comments | typeof questionReports | typeof attempts | typeof attemptAnswers) => (await db.select({ n: count() }).from(table))[0]!.n;
  return { responses: await n(responses), comments: await n(comments), reports: await n(questionReports), attempts: await n(attempts), answers: await n(attemptAnswers) };
}

const sealedMessage = messages.tests.sealed;

/** The sealed fields of a Question JSON. */
const keyFields = (question: Record<string, unknown>) => ({
  correctAnswer: question.correctAnswer,
  answerTolerance: question.answerTolerance,
  explanation: question.explanation,
  myLastResponse: question.myLastResponse,
});
const nulled = { correctAnswer: null, answerTolerance: null, explanation: null, myLastResponse: null };

/** Starts test `testId` as `client`; throws unless 201 or 200. */
async function start(client: TestClient, testId: number) {
  const res = await client.post(`/api/tests/${testId}/attempts`);
  if (res.statusCode > 201) throw new Error(`start: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; questions: Array<{ id: number }>; sections: Array<{ state: string }> };
}

t.test('exploit 1: a question of the running test is sealed on every route that could reveal its key', async (t) => {
  const clock = new TestClock(new Date('2026-03-01T10:00:00Z'));
  const { app, database } = await buildTestApp(t, {}, { now: clock.now });
  const db = database.db;
  const bank = await seedBank(db);
  await db.execute(sql`update questions set explanation = 'Solution: add them.' where id in (${bank.mcq[0]!.id}, ${bank.setMembers[1]!.id}, ${bank.tita[1]!.id})`);
  const { client: admin } = await loggedIn(app, db, 'admin');
  const mcq = bank.mcq[0]!.id;
  const tita = bank.tita[1]!.id;
  const member = bank.setMembers[1]!.id;
  const test = await createTestViaApi(admin, {
    title: 'Sealed mock',
    sections: [
      { name: 'QA', durationSeconds: 600, questionIds: [mcq, tita] },
      { name: 'VARC', durationSeconds: 600, questionIds: [member] },
    ],
  });
  const { client, user } = await loggedIn(app, db);
  // Before the test: the student answered the MCQ and the TITA in practice, and someone commented.
  t.equal((await client.post(`/api/addResponse?questionId=${mcq}&timer=20&selectedOption=B`)).statusCode, 201);
  t.equal((await client.post(`/api/addResponse?questionId=${tita}&timer=20&answer=2.5`)).statusCode, 201);
  t.equal((await client.post(`/api/addResponse?questionId=${member}&timer=20&selectedOption=A`)).statusCode, 201);
  t.equal((await admin.post(`/api/addComment?questionId=${mcq}&text=${encodeURIComponent('The answer is A, see the solution')}`)).statusCode, 201);
  const opened = (await client.get(`/api/getQuestionsbyId?id=${mcq}`)).json();
  t.equal(opened.correctAnswer, 'A', 'before the test the answered question shows its key');
  t.equal((await client.get(`/api/getQuestionStats?id=${mcq}`)).statusCode, 200, 'and its crowd numbers');

  const attempt = await start(client, test.id);
  const before = await counts(db);

  for (const id of [mcq, tita, member]) {
    const answered = await client.post(`/api/addResponse?questionId=${id}&timer=5&${id === tita ? 'answer=2.5' : 'selectedOption=A'}`);
    t.equal(answered.statusCode, 409, `addResponse on question ${id} of the running test (the locked VARC section too): 409`);
    t.equal(answered.json().message, sealedMessage);
    t.notOk('correctAnswer' in answered.json(), 'and no key in the refusal');

    const question = (await client.get(`/api/getQuestionsbyId?id=${id}`)).json();
    t.same(keyFields(question), nulled, `getQuestionsbyId ${id}: key, tolerance, solution and my last answer null`);
    t.equal(question.id, id, 'the question itself is still shown');

    for (const [what, res] of [
      ['getQuestionStats', await client.get(`/api/getQuestionStats?id=${id}`)],
      ['getCommentsbyId', await client.get(`/api/getCommentsbyId?id=${id}`)],
      ['AiResponseQuestionsbyId', await client.get(`/api/AiResponseQuestionsbyId?id=${id}`)],
      ['addComment', await client.post(`/api/addComment?questionId=${id}&text=hello`)],
      ['a report', await client.post(`/api/questions/${id}/reports`, { payload: { reason: 'wrong_answer', text: 'Is the key right?' } })],
    ] as const) {
      t.equal(res.statusCode, 409, `${what} on question ${id}: 409`);
      t.equal(res.json().message, sealedMessage, `${what}: "${sealedMessage}"`);
    }
  }
  const set = (await client.get(`/api/question-sets/${bank.setMembers[0]!.setId}`)).json();
  t.same(keyFields(set.questions.find((q: { id: number }) => q.id === member)), nulled, 'question-sets: the sealed member nulled');
  t.equal(set.questions.find((q: { id: number }) => q.id === bank.setMembers[0]!.id).correctAnswer, null, 'an unanswered member has no key anyway');
  t.equal((await client.request({ method: 'PUT', url: `/api/bookmarks/questions/${mcq}` })).statusCode, 204, 'saving a sealed question is allowed');
  const saved = (await client.get('/api/bookmarks?kind=question')).json();
  t.equal(saved[0].questionId, mcq);
  t.notOk('correctAnswer' in saved[0].question, 'bookmarks carry no key');
  t.same(await counts(db), before, 'the refusals changed nothing');

  // Another student is not sealed.
  const { client: other } = await loggedIn(app, db);
  t.equal((await other.post(`/api/addResponse?questionId=${mcq}&timer=5&selectedOption=A`)).json().correctAnswer, 'A', 'others answer it in practice');
  t.equal((await other.get(`/api/getCommentsbyId?id=${mcq}`)).statusCode, 200);

  // The seal lifts when the test ends.
  t.equal((await client.post(`/api/attempts/${attempt.id}/finish`)).statusCode, 200);
  const after = (await client.get(`/api/getQuestionsbyId?id=${mcq}`)).json();
  t.equal(after.correctAnswer, 'A', 'after the test the key is back');
  t.equal(after.explanation, 'Solution: add them.');
  t.equal((await client.get(`/api/getCommentsbyId?id=${mcq}`)).statusCode, 200, 'comments open again');
  t.equal((await client.get(`/api/getQuestionStats?id=${mcq}`)).statusCode, 200, 'crowd numbers open again');
  t.equal(user.id > 0, true);
});

t.test('exploit 2: another attempt\'s review shows no key of the test in progress; one test at a time', async (t) => {
  const clock = new TestClock(new Date('2026-03-01T10:00:00Z'));
  const { app, database } = await buildTestApp(t, {}, { now: clock.now });
  const db = database.db;
  const bank = await seedBank(db);
  const { client: admin } = await loggedIn(app, db, 'admin');
  const mock = await createTestViaApi(admin, {
    title: 'Admin mock',
    sections: [
      { name: 'QA', durationSeconds: 600, questionIds: [bank.mcq[0]!.id] },
      { name: 'VARC', durationSeconds: 600, questionIds: bank.setMembers.map((q) => q.id) },
    ],
  });
  const { client } = await loggedIn(app, db);
  // A personal test over the whole Verbal category, submitted blank: its review holds every key.
  const generated = (await client.post('/api/tests/generate', { payload: { sections: [{ categoryId: bank.verbalCategoryId, count: 6, durationSeconds: 60 }] } })).json();
  const blank = await start(client, generated.id);
  t.equal((await client.post(`/api/attempts/${blank.id}/finish`)).statusCode, 200);
  const open = (await client.get(`/api/attempts/${blank.id}/review`)).json();
  t.equal(open.questions.find((q: { id: number }) => q.id === bank.setMembers[2]!.id).correctAnswer, 'A', 'before the mock, the review shows the keys');

  const running = await start(client, mock.id);
  t.equal(running.sections[1]!.state, 'locked', 'VARC is locked');
  const review = (await client.get(`/api/attempts/${blank.id}/review`)).json();
  for (const member of bank.setMembers) {
    const item = review.questions.find((q: { id: number }) => q.id === member.id);
    t.same({ correctAnswer: item.correctAnswer, explanation: item.explanation, answerTolerance: item.answerTolerance }, { correctAnswer: null, explanation: null, answerTolerance: null }, `review: question ${member.id} of the locked section has no key`);
  }
  const single = review.questions.find((q: { id: number }) => q.id === bank.verbalSingles[0]!.id);
  t.equal(single.correctAnswer, 'A', 'a question not in the running test keeps its key');
  const result = (await client.get(`/api/attempts/${blank.id}/result`)).json();
  t.equal(result.questions.find((q: { id: number }) => q.id === bank.setMembers[0]!.id).correctAnswer, null, 'the result shows no key of the running test either');
  t.equal(result.questions.find((q: { id: number }) => q.id === bank.verbalSingles[0]!.id).correctAnswer, 'A');

  // A second test while one runs: 409 with the running attempt's id, and nothing changes.
  const before = await counts(db);
  const second = await client.post(`/api/tests/${generated.id}/attempts`);
  t.equal(second.statusCode, 409);
  t.same(second.json(), { statusCode: 409, error: 'Conflict', message: 'Finish the test you have in progress first', attemptId: running.id });
  const third = (await client.post('/api/tests/generate', { payload: { sections: [{ categoryId: bank.quantCategoryId, count: 2, durationSeconds: 60 }] } })).json();
  const before3 = await counts(db);
  t.equal((await client.post(`/api/tests/${third.id}/attempts`)).statusCode, 409, 'a new test too');
  t.same(await counts(db), before3, 'nothing changed');
  t.ok(before.attempts === before3.attempts);
  t.equal((await client.post(`/api/tests/${mock.id}/attempts`)).statusCode, 200, 'the test in progress itself resumes');

  // When the running test's time runs out, the next start settles it and goes ahead.
  clock.advance(1300);
  const next = await client.post(`/api/tests/${third.id}/attempts`);
  t.equal(next.statusCode, 201, 'the timed-out attempt is completed on the way and the new test starts');
  t.equal((await db.select({ state: attempts.state }).from(attempts).where(eq(attempts.id, running.id)))[0]!.state, 'completed');
});

t.test('one start at a time: concurrent starts of two tests make one attempt', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const bank = await seedBank(db);
  const { client: admin } = await loggedIn(app, db, 'admin');
  const a = await createTestViaApi(admin, { title: 'A', sections: [{ name: 'QA', durationSeconds: 600, questionIds: [bank.mcq[0]!.id] }] });
  const b = await createTestViaApi(admin, { title: 'B', sections: [{ name: 'QA', durationSeconds: 600, questionIds: [bank.mcq[1]!.id] }] });
  const { client, user } = await loggedIn(app, db);
  const answers = await Promise.all([a, b, a, b].map((test) => client.post(`/api/tests/${test.id}/attempts`)));
  const statuses = answers.map((res) => res.statusCode).sort();
  t.equal(statuses.filter((s) => s === 201).length, 1, `one start wins (${statuses.join(', ')})`);
  t.ok(statuses.every((s) => s === 200 || s === 201 || s === 409), 'the others resume it or are refused');
  const rows = await db.select().from(attempts).where(and(eq(attempts.userId, user.id), eq(attempts.state, 'in_progress')));
  t.equal(rows.length, 1, 'one attempt in progress');
});

t.test('finish: owner only, ends every section, idempotent', async (t) => {
  const clock = new TestClock(new Date('2026-03-01T10:00:00Z'));
  const { app, database } = await buildTestApp(t, {}, { now: clock.now });
  const db = database.db;
  const bank = await seedBank(db);
  const { client: admin } = await loggedIn(app, db, 'admin');
  const test = await createTestViaApi(admin, {
    title: 'Three sections',
    sections: [
      { name: 'VARC', durationSeconds: 600, questionIds: [bank.setMembers[0]!.id] },
      { name: 'DILR', durationSeconds: 600, questionIds: [bank.mcq[1]!.id] },
      { name: 'QA', durationSeconds: 600, questionIds: [bank.mcq[0]!.id] },
    ],
  });
  const { client, user } = await loggedIn(app, db);
  const attempt = await start(client, test.id);
  t.equal((await saveAnswer(client, attempt.id, bank.setMembers[0]!.id, { selectedOption: 'A', timeSeconds: 30 })).statusCode, 200);
  clock.advance(40);

  const { client: stranger } = await loggedIn(app, db);
  const before = await counts(db);
  const refused = await stranger.post(`/api/attempts/${attempt.id}/finish`);
  t.equal(refused.statusCode, 404, "another user's attempt: 404");
  t.equal(refused.json().message, messages.tests.attemptNotFound);
  t.equal((await client.post('/api/attempts/999999/finish')).statusCode, 404);
  t.equal((await client.post(`/api/attempts/${attempt.id}/finish`, { bare: true })).statusCode, 403, 'X-Requested-With is required');
  t.same(await counts(db), before, 'refusals change nothing');

  const finished = await client.post(`/api/attempts/${attempt.id}/finish`);
  t.equal(finished.statusCode, 200);
  t.equal(finished.json().state, 'completed');
  t.same(finished.json().sections.map((s: { state: string }) => s.state), ['submitted', 'submitted', 'submitted'], 'every remaining section ended at once');
  t.same(finished.json().questions, [], 'no questions once completed');
  const result = (await client.get(`/api/attempts/${attempt.id}/result`)).json();
  t.match(result, { score: 3, correct: 1, unanswered: 2 });
  t.same(result.sections.map((s: { timeSeconds: number }) => s.timeSeconds), [40, 0, 0], 'the later sections ran no time');
  const stored = await db.select().from(responses).where(eq(responses.userId, user.id));
  t.equal(stored.length, 1, 'the answered question became a response');

  const rowBefore = await db.select().from(attempts).where(eq(attempts.id, attempt.id));
  clock.advance(60);
  const again = await client.post(`/api/attempts/${attempt.id}/finish`);
  t.equal(again.statusCode, 200, 'finishing a completed attempt: 200');
  t.same(again.json().sections, finished.json().sections, 'the same attempt');
  t.same(await db.select().from(attempts).where(eq(attempts.id, attempt.id)), rowBefore, 'nothing changed');
  t.equal((await db.select().from(responses).where(eq(responses.userId, user.id))).length, 1, 'no second response');
});

t.test("time: a question's time never exceeds the time its section has run (extra time included)", async (t) => {
  const clock = new TestClock(new Date('2026-03-01T10:00:00Z'));
  const { app, database } = await buildTestApp(t, {}, { now: clock.now });
  const db = database.db;
  const bank = await seedBank(db);
  const { client: admin } = await loggedIn(app, db, 'admin');
  const test = await createTestViaApi(admin, {
    title: 'Clock',
    sections: [
      { name: 'QA', durationSeconds: 600, questionIds: [bank.mcq[0]!.id, bank.mcq[1]!.id] },
      { name: 'VARC', durationSeconds: 60, questionIds: [bank.verbalSingles[0]!.id] },
    ],
  });
  const { client, user } = await loggedIn(app, db);
  t.equal((await admin.post(`/api/users/${user.id}/accommodation`, { payload: { extraTimePercent: 50 } })).statusCode, 200);
  const attempt = await start(client, test.id);
  const time = async (questionId: number) => (await client.get(`/api/attempts/${attempt.id}`)).json().answers[String(questionId)]?.timeSeconds;

  clock.advance(30);
  t.equal((await saveAnswer(client, attempt.id, bank.mcq[0]!.id, { selectedOption: 'A', timeSeconds: 86_400 })).statusCode, 200, 'a day in a 600 s section: accepted, not refused');
  t.equal(await time(bank.mcq[0]!.id), 30, 'clamped to the 30 s the section has run');
  t.equal((await saveAnswer(client, attempt.id, bank.mcq[0]!.id, { timeSeconds: 10 })).statusCode, 200);
  t.equal(await time(bank.mcq[0]!.id), 30, 'the sum too');
  clock.advance(100);
  t.equal((await saveAnswer(client, attempt.id, bank.mcq[0]!.id, { timeSeconds: 20 })).statusCode, 200);
  t.equal(await time(bank.mcq[0]!.id), 50, 'an honest time is added as it is');
  t.equal((await saveAnswer(client, attempt.id, bank.mcq[1]!.id, { selectedOption: 'B', timeSeconds: 5 })).statusCode, 200);
  t.equal(await time(bank.mcq[1]!.id), 5);

  // VARC: 60 s with 50 % extra time = 90 s.
  t.equal((await client.post(`/api/attempts/${attempt.id}/sections/submit`)).statusCode, 200);
  clock.advance(85);
  t.equal((await saveAnswer(client, attempt.id, bank.verbalSingles[0]!.id, { selectedOption: 'A', timeSeconds: 86_400 })).statusCode, 200);
  t.equal(await time(bank.verbalSingles[0]!.id), 85, 'beyond the 60 s duration: the extra time counts');
  clock.advance(6); // 91 s: inside the 2 s grace after the 90 s end
  t.equal((await saveAnswer(client, attempt.id, bank.verbalSingles[0]!.id, { timeSeconds: 86_400 })).statusCode, 200);
  t.equal(await time(bank.verbalSingles[0]!.id), 90, 'never past the section\'s end');
  clock.advance(10);
  const result = (await client.get(`/api/attempts/${attempt.id}/result`)).json();
  t.same(result.questions.map((q: { timeSeconds: number }) => q.timeSeconds), [50, 5, 90], 'the result and the responses made from it carry the bounded times');
  const times = (await db.select({ time: responses.timeSeconds }).from(responses).where(eq(responses.userId, user.id))).map((r) => r.time).sort((a, b) => a! - b!);
  t.same(times, [5, 50, 90], 'no day-long time reaches the crowd statistics');
});

t.test('crowd time statistics use only practice times of at most 3 hours', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  await createQuestions(db, [{ correctAnswer: 'A' }]);
  const [{ id }] = (await db.execute<{ id: number }>(sql`select id from questions order by id limit 1`)).rows as [{ id: number }];
  const timed = async (timer: number, option: string) => {
    const { client } = await loggedIn(app, db);
    t.equal((await client.post(`/api/addResponse?questionId=${id}&timer=${timer}&selectedOption=${option}`)).statusCode, 201);
    return client;
  };
  const viewer = await timed(30, 'A');
  await timed(10_800, 'A'); // exactly 3 hours: counted
  await timed(10_801, 'A'); // a tab left open: not counted
  await timed(86_400, 'B');
  await timed(40, 'B');
  const stats = (await viewer.get(`/api/getQuestionStats?id=${id}`)).json();
  t.equal(stats.attempts, 5, 'every first attempt counts for accuracy');
  t.equal(stats.averageTimeCorrect, (30 + 10_800) / 2, 'the right answers\' mean over times of at most 3 hours');
  t.equal(stats.averageTimeWrong, 40, 'the day-long wrong answer is left out');
});

t.test('percentile: null while fewer than 20 candidates have a completed first attempt', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const bank = await seedBank(db);
  const { client: admin } = await loggedIn(app, db, 'admin');
  const test = await createTestViaApi(admin, { title: 'Lonely mock', sections: [{ name: 'QA', durationSeconds: 600, questionIds: [bank.mcq[0]!.id] }] });
  const { client } = await loggedIn(app, db);
  const attempt = await start(client, test.id);
  t.equal((await saveAnswer(client, attempt.id, bank.mcq[0]!.id, { selectedOption: 'A' })).statusCode, 200);
  await client.post(`/api/attempts/${attempt.id}/finish`);
  const alone = (await client.get(`/api/attempts/${attempt.id}/result`)).json();
  t.equal(alone.percentile, null, 'one person took it: no percentile');
  t.equal(alone.candidates, 1);

  // 18 more candidates, each scoring 0 (through the API), then the 20th.
  const others: TestClient[] = [];
  for (let i = 0; i < 19; i++) {
    const { client: other } = await loggedIn(app, db);
    const theirs = await start(other, test.id);
    await other.post(`/api/attempts/${theirs.id}/finish`);
    others.push(other);
    if (i === 17) {
      const nineteen = (await client.get(`/api/attempts/${attempt.id}/result`)).json();
      t.same({ percentile: nineteen.percentile, candidates: nineteen.candidates }, { percentile: null, candidates: 19 }, '19 candidates: still none');
    }
  }
  const twenty = (await client.get(`/api/attempts/${attempt.id}/result`)).json();
  t.same({ percentile: twenty.percentile, candidates: twenty.candidates }, { percentile: 100, candidates: 20 }, '20 candidates: the percentile');
  const lowest = (await others[0]!.get(`/api/attempts/${(await db.select({ id: attempts.id }).from(attempts).innerJoin(users, eq(users.id, attempts.userId)).orderBy(attempts.id).limit(2))[1]!.id}/result`)).json();
  t.equal(lowest.percentile, 95, 'a zero among 19 zeros and one 3: 19 of 20 at or below');
});

t.test('generated CAT tests keep the order VARC, DILR, QA', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const bank = await seedBank(db);
  await createQuestions(db, [{ category: 'Data Interpretation & Logical Reasoning', correctAnswer: 'A' }, { category: 'General Knowledge', correctAnswer: 'A' }]);
  const categories = (await (await loggedIn(app, db)).client.get('/api/categories')).json() as Array<{ id: number; name: string }>;
  const dilr = categories.find((c) => c.name.startsWith('Data'))!.id;
  const gk = categories.find((c) => c.name === 'General Knowledge')!.id;
  const { client } = await loggedIn(app, db);
  const section = (categoryId: number) => ({ categoryId, count: 1, durationSeconds: 60 });
  const cat = await client.post('/api/tests/generate', { payload: { sections: [section(bank.quantCategoryId), section(dilr), section(bank.verbalCategoryId)] } });
  t.equal(cat.statusCode, 201);
  t.same(cat.json().sections.map((s: { name: string }) => s.name), ['Verbal Ability', 'Data Interpretation & Logical Reasoning', 'Quantitative Aptitude'], 'asked QA, DILR, VARC: made VARC, DILR, QA');
  const attempt = await start(client, cat.json().id);
  t.same((await client.get(`/api/attempts/${attempt.id}`)).json().sections.map((s: { name: string }) => s.name)[0], 'Verbal Ability', 'the attempt starts with VARC');
  await client.post(`/api/attempts/${attempt.id}/finish`);
  const two = await client.post('/api/tests/generate', { payload: { sections: [section(bank.quantCategoryId), section(bank.verbalCategoryId)] } });
  t.same(two.json().sections.map((s: { name: string }) => s.name), ['Verbal Ability', 'Quantitative Aptitude'], 'two CAT sections too');
  const mixed = await client.post('/api/tests/generate', { payload: { sections: [section(bank.quantCategoryId), section(gk)] } });
  t.same(mixed.json().sections.map((s: { name: string }) => s.name), ['Quantitative Aptitude', 'General Knowledge'], 'a test that is not CAT\'s pattern keeps the order asked');
  await createUser(db);
});
