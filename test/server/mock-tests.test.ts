/**
 * Mock tests through the API (docs/contract.md section 7.3): creating and listing tests, starting
 * and resuming attempts, the server's section clock (moved with a test clock: late saves, the grace,
 * extra time), saving answers and their refusals, submits under concurrency, marking, the result
 * and its percentile, answers becoming practice responses, and generated tests.
 * The deadline job with a real worker: mock-tests-worker.test.ts.
 */
import t from 'tap';
import { and, eq } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import { attemptSections, attempts, bookmarks, questions, responses } from '../../server/db/schema/index.ts';
import { sectionBuildStats } from '../../server/features/mockTests/sectionBuild.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClock } from '../helpers/clock.ts';
import { createTestViaApi, loggedIn, saveAnswer, seedBank } from '../helpers/mockTests.ts';
import { needsConcurrentDatabase } from '../helpers/requirements.ts';

t.teardown(closeTestDatabase);

t.test('POST /api/tests: admin only, approved questions only; the test is listed for everyone', async (t) => {
  const { app, database } = await buildTestApp(t);
  const bank = await seedBank(database.db);
  const { client: admin, user: adminUser } = await loggedIn(app, database.db, 'admin');
  const { client: student } = await loggedIn(app, database.db);
  const body = { title: 'CAT Mock 1', sections: [{ name: 'QA', durationSeconds: 2400, questionIds: [bank.mcq[0]!.id, bank.tita[0]!.id] }] };

  const refused = await student.post('/api/tests', { payload: body });
  t.equal(refused.statusCode, 403, 'a student may not create tests');
  const bare = await admin.post('/api/tests', { payload: body, bare: true });
  t.equal(bare.statusCode, 403, 'X-Requested-With is required');

  const unknown = await admin.post('/api/tests', { payload: { ...body, sections: [{ ...body.sections[0], questionIds: [bank.mcq[0]!.id, 999999] }] } });
  t.equal(unknown.statusCode, 400);
  t.equal(unknown.json().message, 'Question 999999 is not in the bank');
  await database.db.execute(`update questions set status = 'pending' where id = ${bank.mcq[5]!.id}`);
  const pending = await admin.post('/api/tests', { payload: { ...body, sections: [{ ...body.sections[0], questionIds: [bank.mcq[5]!.id] }] } });
  t.equal(pending.json().message, `Question ${bank.mcq[5]!.id} is not in the bank`, 'a pending question is not in the bank');
  const twice = await admin.post('/api/tests', { payload: { ...body, sections: [{ ...body.sections[0], questionIds: [bank.mcq[0]!.id, bank.mcq[0]!.id] }] } });
  t.equal(twice.statusCode, 400);
  const zero = await admin.post('/api/tests', { payload: { ...body, sections: [{ ...body.sections[0], durationSeconds: 0 }] } });
  t.equal(zero.statusCode, 400, 'durationSeconds must be at least 1');
  const nul = await admin.post('/api/tests', { payload: { ...body, title: 'a\u0000b' } });
  t.equal(nul.statusCode, 400, 'NUL in the title is bad input');

  const created = await admin.post('/api/tests', { payload: body });
  t.equal(created.statusCode, 201);
  t.same(created.json(), {
    id: created.json().id,
    title: 'CAT Mock 1',
    sections: [{ name: 'QA', durationSeconds: 2400, questionCount: 2 }],
    marking: { correct: 3, wrong: -1, titaWrong: 0 },
    kind: 'admin',
    createdBy: adminUser.id,
    myAttempt: null,
    window: null,
    exclusive: false,
    resultsAt: null,
    candidates: 0,
  }, 'default marking is CAT’s');

  const list = await student.get('/api/tests');
  t.equal(list.statusCode, 200);
  t.equal(list.headers['x-total-count'], '1');
  t.equal(list.json()[0].title, 'CAT Mock 1', 'visible to every user');
  t.equal((await student.get(`/api/tests/${created.json().id}`)).statusCode, 200);
  t.equal((await student.get('/api/tests/424242')).json().message, messages.tests.notFound);
});

t.test('attempts: start once, resume with the same clock, owner only, no answers in questions', async (t) => {
  const clock = new TestClock(new Date('2026-03-01T10:00:00Z'));
  const { app, database } = await buildTestApp(t, {}, { now: clock.now });
  const bank = await seedBank(database.db);
  const { client: admin } = await loggedIn(app, database.db, 'admin');
  const test = await createTestViaApi(admin, {
    title: 'Two sections',
    sections: [
      { name: 'QA', durationSeconds: 60, questionIds: [bank.mcq[0]!.id, bank.tita[0]!.id] },
      { name: 'VARC', durationSeconds: 120, questionIds: [bank.setMembers[0]!.id] },
    ],
  });
  const { client, user } = await loggedIn(app, database.db);

  const started = await client.post(`/api/tests/${test.id}/attempts`);
  t.equal(started.statusCode, 201, 'the first start: 201');
  const rows = await database.db.select().from(attempts).where(eq(attempts.userId, user.id));
  t.equal(rows.length, 1, 'one attempt row');
  const attempt = started.json();
  t.match(attempt, {
    testId: test.id,
    state: 'in_progress',
    sectionIndex: 0,
    serverTime: '2026-03-01T10:00:00.000Z',
    sections: [
      { name: 'QA', state: 'active', endsAt: '2026-03-01T10:01:00.000Z', remainingSeconds: 60 },
      { name: 'VARC', state: 'locked', endsAt: null, remainingSeconds: 120 },
    ],
    answers: {},
  });
  t.same(attempt.questions.map((q: { id: number }) => q.id), [bank.mcq[0]!.id, bank.tita[0]!.id], 'the active section’s questions in order');
  for (const q of attempt.questions) {
    t.notOk('correctAnswer' in q, 'no correctAnswer key');
    t.notOk('explanation' in q, 'no explanation key');
  }
  t.equal(attempt.questions[1].questionType, 'TITA');

  clock.advance(25);
  const { client: otherDevice } = await (async () => {
    const c = new (await import('../helpers/http.ts')).TestClient(app);
    await c.login(user.username, user.password);
    return { client: c };
  })();
  const resumed = await otherDevice.get(`/api/attempts/${attempt.id}`);
  t.equal(resumed.statusCode, 200);
  t.equal(resumed.json().sections[0].endsAt, '2026-03-01T10:01:00.000Z', 'another device resumes with the same endsAt');
  t.equal(resumed.json().sections[0].remainingSeconds, 35);
  t.equal(resumed.json().serverTime, '2026-03-01T10:00:25.000Z');
  const again = await otherDevice.post(`/api/tests/${test.id}/attempts`);
  t.equal(again.statusCode, 200, 'starting again answers the attempt in progress');
  t.equal(again.json().id, attempt.id);

  const { client: stranger } = await loggedIn(app, database.db, 'admin');
  t.equal((await stranger.get(`/api/attempts/${attempt.id}`)).statusCode, 404, "another user's attempt (even an admin's look) -> 404");
  const foreignSave = await saveAnswer(stranger, attempt.id, bank.mcq[0]!.id, { selectedOption: 'A' });
  t.equal(foreignSave.statusCode, 404);
  t.equal(foreignSave.json().message, messages.tests.attemptNotFound);
  t.equal((await stranger.post(`/api/attempts/${attempt.id}/sections/submit`, { payload: {} })).statusCode, 404);
  t.equal((await stranger.get(`/api/attempts/${attempt.id}/result`)).statusCode, 404);
  t.equal((await client.get('/api/attempts/99999')).statusCode, 404);
});

t.test('starts build the section once per test; each candidate still gets their own parts, and an edit is seen by the next start', async (t) => {
  const { app, database } = await buildTestApp(t);
  const bank = await seedBank(database.db);
  const { client: admin } = await loggedIn(app, database.db, 'admin');
  const ids = [bank.mcq[0]!.id, bank.tita[0]!.id, bank.setMembers[0]!.id];
  const test = await createTestViaApi(admin, { title: 'Built once', sections: [{ name: 'QA', durationSeconds: 600, questionIds: ids }] });
  const first = await loggedIn(app, database.db);
  const second = await loggedIn(app, database.db);
  await database.db.insert(bookmarks).values({ userId: second.user.id, kind: 'question', questionId: bank.tita[0]!.id });
  const before = sectionBuildStats(database.db);

  const a = await first.client.post(`/api/tests/${test.id}/attempts`);
  const b = await second.client.post(`/api/tests/${test.id}/attempts`);
  t.equal(a.statusCode, 201);
  t.equal(b.statusCode, 201);
  const afterTwo = sectionBuildStats(database.db);
  t.equal(afterTwo.misses - before.misses, 1, 'the section is built by the first start only');
  t.equal(afterTwo.hits - before.hits, 1, 'the second start reuses it');
  t.same(b.json().questions.map((q: { id: number }) => q.id), ids, 'the reused section keeps its order');
  t.same(b.json().questions.map((q: { bookmarked: boolean }) => q.bookmarked), [false, true, false], "the viewer's own parts are read per start");
  t.same(a.json().questions.map((q: { bookmarked: boolean }) => q.bookmarked), [false, false, false]);
  t.equal(b.json().questions[2].set.body, 'The monsoon arrives in June.', 'the set passage comes with a reused build');
  for (const q of b.json().questions) t.notOk('correctAnswer' in q, 'no key in a reused build');

  // Any process's edit changes the questions generation at its commit: the next start builds again.
  await database.db.update(questions).set({ questionText: 'Edited during the window' }).where(eq(questions.id, bank.mcq[0]!.id));
  const third = await loggedIn(app, database.db);
  const c = await third.client.post(`/api/tests/${test.id}/attempts`);
  t.equal(c.json().questions[0].questionText, 'Edited during the window', 'an edit is seen by the next start');
  t.equal(sectionBuildStats(database.db).misses - afterTwo.misses, 1, 'built again after the edit');
  const resumed = await first.client.get(`/api/attempts/${a.json().id}`);
  t.equal(resumed.json().questions[0].questionText, 'Edited during the window', 'and by a resume');
  t.equal(sectionBuildStats(database.db).misses - afterTwo.misses, 1, 'the resume reuses the new build');
});

t.test('ten concurrent starts of one test: one attempt, one 201 and nine 200', { skip: needsConcurrentDatabase }, async (t) => {
  const { app, database } = await buildTestApp(t);
  const bank = await seedBank(database.db);
  const { client: admin } = await loggedIn(app, database.db, 'admin');
  const test = await createTestViaApi(admin, { title: 'Raced', sections: [{ name: 'QA', durationSeconds: 60, questionIds: [bank.mcq[0]!.id] }] });
  const { client, user } = await loggedIn(app, database.db);
  const starts = await Promise.all(Array.from({ length: 10 }, () => client.post(`/api/tests/${test.id}/attempts`)));
  t.same(starts.map((res) => res.statusCode).sort(), [200, 200, 200, 200, 200, 200, 200, 200, 200, 201], 'one 201, the rest 200');
  t.equal(new Set(starts.map((res) => res.json().id)).size, 1, 'every answer names one attempt');
  t.equal((await database.db.select().from(attempts).where(eq(attempts.userId, user.id))).length, 1, 'one attempt row');
});

t.test('saving answers: kept, cleared, time added; wrong section or type -> 400; nothing stored on refusal', async (t) => {
  const clock = new TestClock(new Date('2026-03-01T10:00:00Z'));
  const { app, database } = await buildTestApp(t, {}, { now: clock.now });
  const bank = await seedBank(database.db);
  const { client: admin } = await loggedIn(app, database.db, 'admin');
  const test = await createTestViaApi(admin, {
    title: 'Save rules',
    sections: [
      { name: 'QA', durationSeconds: 600, questionIds: [bank.mcq[0]!.id, bank.tita[0]!.id] },
      { name: 'VARC', durationSeconds: 600, questionIds: [bank.setMembers[0]!.id] },
    ],
  });
  const { client } = await loggedIn(app, database.db);
  const { id } = (await client.post(`/api/tests/${test.id}/attempts`)).json();
  const mcq = bank.mcq[0]!.id;
  const tita = bank.tita[0]!.id;
  clock.advance(30); // a question's time never exceeds the time its section has run (contract 8.1)

  const first = await saveAnswer(client, id, mcq, { selectedOption: 'B', timeSeconds: 12 });
  t.equal(first.statusCode, 200);
  t.same(first.json(), { saved: true });
  t.equal((await saveAnswer(client, id, mcq, { markedForReview: true, timeSeconds: 5 })).statusCode, 200);
  t.equal((await saveAnswer(client, id, tita, { answer: ' 42 ' })).statusCode, 200);
  let view = (await client.get(`/api/attempts/${id}`)).json();
  t.same(view.answers[mcq], { selectedOption: 'B', answer: null, markedForReview: true, timeSeconds: 17 }, 'a field left out stays; time is added');
  t.same(view.answers[tita], { selectedOption: null, answer: '42', markedForReview: false, timeSeconds: 0 });
  t.equal((await saveAnswer(client, id, mcq, { selectedOption: null })).statusCode, 200);
  view = (await client.get(`/api/attempts/${id}`)).json();
  t.equal(view.answers[mcq].selectedOption, null, 'selectedOption: null clears');
  t.equal(view.answers[mcq].timeSeconds, 17);

  const later = await saveAnswer(client, id, bank.setMembers[0]!.id, { selectedOption: 'A' });
  t.equal(later.statusCode, 400);
  t.equal(later.json().message, 'This question is not in the current section', 'a question of a section not yet started');
  const outside = await saveAnswer(client, id, bank.mcq[3]!.id, { selectedOption: 'A' });
  t.equal(outside.statusCode, 400);
  t.equal(outside.json().message, 'This question is not in the current section', 'a question not in the test');
  const nonNumber = await saveAnswer(client, id, tita, { answer: 'forty' });
  t.equal(nonNumber.json().message, messages.question.answerNotNumber);
  const optionOnTita = await saveAnswer(client, id, tita, { selectedOption: 'A' });
  t.equal(optionOnTita.statusCode, 400);
  const answerOnMcq = await saveAnswer(client, id, mcq, { answer: '3' });
  t.equal(answerOnMcq.statusCode, 400);
  const badOption = await saveAnswer(client, id, mcq, { selectedOption: 'E' });
  t.equal(badOption.statusCode, 400);
  const negative = await saveAnswer(client, id, mcq, { timeSeconds: -4 });
  t.equal(negative.statusCode, 400);
  view = (await client.get(`/api/attempts/${id}`)).json();
  t.same(view.answers[tita], { selectedOption: null, answer: '42', markedForReview: false, timeSeconds: 0 }, 'refused saves stored nothing');
});

t.test('20 parallel submits of a section make one transition; the last submit completes', { skip: needsConcurrentDatabase }, async (t) => {
  const { app, database } = await buildTestApp(t);
  const bank = await seedBank(database.db);
  const { client: admin } = await loggedIn(app, database.db, 'admin');
  const test = await createTestViaApi(admin, {
    title: 'Three sections',
    sections: [
      { name: 'VARC', durationSeconds: 600, questionIds: [bank.setMembers[0]!.id] },
      { name: 'DILR', durationSeconds: 600, questionIds: [bank.mcq[1]!.id] },
      { name: 'QA', durationSeconds: 600, questionIds: [bank.mcq[2]!.id] },
    ],
  });
  const { client } = await loggedIn(app, database.db);
  const { id } = (await client.post(`/api/tests/${test.id}/attempts`)).json();

  const submits = await Promise.all(Array.from({ length: 20 }, () => client.post(`/api/attempts/${id}/sections/submit`, { payload: { sectionIndex: 0 } })));
  t.ok(submits.every((res) => res.statusCode === 200), 'every submit answers 200');
  t.ok(submits.every((res) => res.json().sectionIndex === 1), 'every answer shows section 1 active');
  const sections = await database.db.select().from(attemptSections).where(eq(attemptSections.attemptId, id)).orderBy(attemptSections.position);
  t.same(sections.map((s) => s.state), ['submitted', 'active', 'locked'], 'exactly one transition');

  const next = await client.post(`/api/attempts/${id}/sections/submit`);
  t.equal(next.statusCode, 200, 'a submit without a body ends the active section');
  t.equal(next.json().sectionIndex, 2);
  t.equal(next.json().questions[0].id, bank.mcq[2]!.id, 'the next section’s questions');
  const endedSave = await saveAnswer(client, id, bank.mcq[1]!.id, { selectedOption: 'A' });
  t.equal(endedSave.statusCode, 409);
  t.equal(endedSave.json().message, 'This section has ended', 'a submitted section takes no saves (no grace after a submit)');
  t.equal((await saveAnswer(client, id, bank.mcq[2]!.id, { selectedOption: 'A' })).statusCode, 200, 'an answer in the last section');
  const last = await Promise.all(Array.from({ length: 20 }, () => client.post(`/api/attempts/${id}/sections/submit`, { payload: { sectionIndex: 2 } })));
  t.ok(last.every((res) => res.statusCode === 200 && res.json().state === 'completed'));
  const practice = await database.db.select().from(responses).where(eq(responses.questionId, bank.mcq[2]!.id));
  t.equal(practice.length, 1, 'the attempt was completed once: one practice response for the answered question');
  const after = await client.post(`/api/attempts/${id}/sections/submit`);
  t.equal(after.statusCode, 409, 'nothing left to submit');
  t.equal(after.json().message, 'This section has ended');
  const completedSave = await saveAnswer(client, id, bank.mcq[2]!.id, { selectedOption: 'A' });
  t.equal(completedSave.statusCode, 409, 'any save on a completed attempt');
  const pastEnd = await client.post(`/api/attempts/${id}/sections/submit`, { payload: { sectionIndex: 7 } });
  t.equal(pastEnd.statusCode, 400);
});

t.test('the server owns time: a late save gets 409 after the 2 s grace, and the next section starts', async (t) => {
  const clock = new TestClock(new Date('2026-03-01T10:00:00Z'));
  const { app, database } = await buildTestApp(t, {}, { now: clock.now });
  const bank = await seedBank(database.db);
  const { client: admin } = await loggedIn(app, database.db, 'admin');
  const test = await createTestViaApi(admin, {
    title: 'Clock',
    sections: [
      { name: 'QA', durationSeconds: 60, questionIds: [bank.mcq[0]!.id] },
      { name: 'VARC', durationSeconds: 30, questionIds: [bank.setMembers[0]!.id] },
    ],
  });
  const { client } = await loggedIn(app, database.db);
  const { id } = (await client.post(`/api/tests/${test.id}/attempts`)).json();

  clock.advance(61);
  t.equal((await saveAnswer(client, id, bank.mcq[0]!.id, { selectedOption: 'A' })).statusCode, 200, 'within the grace the save counts');
  clock.advance(1);
  const late = await saveAnswer(client, id, bank.mcq[0]!.id, { selectedOption: 'B' });
  t.equal(late.statusCode, 409);
  t.equal(late.json().message, 'This section has ended');
  const view = (await client.get(`/api/attempts/${id}`)).json();
  t.equal(view.sectionIndex, 1);
  t.match(view.sections, [
    { state: 'submitted', remainingSeconds: 0 },
    { state: 'active', endsAt: '2026-03-01T10:01:32.000Z', remainingSeconds: 30 },
  ], 'the next section started when the previous one’s grace ended');
  t.equal(view.answers[bank.mcq[0]!.id].selectedOption, 'A', 'the late save changed nothing');

  clock.advance(3600);
  const done = (await client.get(`/api/attempts/${id}`)).json();
  t.equal(done.state, 'completed', 'time running out in the last section completes the attempt');
  t.same(done.questions, []);
  const result = (await client.get(`/api/attempts/${id}/result`)).json();
  t.same(result.sections.map((s: { timeSeconds: number }) => s.timeSeconds), [60, 30], 'time per section');
});

t.test('marking: MCQ +3/-1, TITA +3/0, unanswered 0; custom marking; responses recorded; result only when completed', async (t) => {
  // A test clock: a question's time never exceeds the time its section has run (contract 8.1).
  const clock = new TestClock(new Date('2026-03-01T10:00:00Z'));
  const { app, database } = await buildTestApp(t, {}, { now: clock.now });
  const bank = await seedBank(database.db);
  const { client: admin } = await loggedIn(app, database.db, 'admin');
  const questionIds = [bank.mcq[0]!.id, bank.mcq[1]!.id, bank.mcq[2]!.id, bank.tita[0]!.id, bank.tita[1]!.id];
  const sections = [
    { name: 'QA', durationSeconds: 600, questionIds: questionIds.slice(0, 3) },
    { name: 'TITA', durationSeconds: 600, questionIds: questionIds.slice(3) },
  ];
  const cat = await createTestViaApi(admin, { title: 'CAT marking', sections });
  const custom = await createTestViaApi(admin, { title: 'Custom marking', sections, marking: { correct: 4, wrong: -2, titaWrong: -1 } });
  t.same(custom.marking, { correct: 4, wrong: -2, titaWrong: -1 });
  const badMarking = await admin.post('/api/tests', { payload: { title: 'x', sections, marking: { correct: 4, wrong: 2, titaWrong: 0 } } });
  t.equal(badMarking.statusCode, 400, 'a positive mark for a wrong answer is refused');

  const { client, user } = await loggedIn(app, database.db);
  /** Right MCQ, wrong MCQ, unanswered MCQ; right TITA (within tolerance: 2.49), wrong TITA. */
  async function take(testId: number) {
    const { id } = (await client.post(`/api/tests/${testId}/attempts`)).json();
    clock.advance(100);
    await saveAnswer(client, id, questionIds[0]!, { selectedOption: 'A', timeSeconds: 30 });
    await saveAnswer(client, id, questionIds[1]!, { selectedOption: 'C', timeSeconds: 40 });
    await saveAnswer(client, id, questionIds[2]!, { markedForReview: true, timeSeconds: 5 });
    const early = await client.get(`/api/attempts/${id}/result`);
    t.equal(early.statusCode, 409);
    t.equal(early.json().message, 'Finish the test to see the result');
    await client.post(`/api/attempts/${id}/sections/submit`, { payload: { sectionIndex: 0 } });
    clock.advance(200);
    await saveAnswer(client, id, questionIds[4]!, { answer: '2.49', timeSeconds: 50 });
    await saveAnswer(client, id, questionIds[3]!, { answer: '41', timeSeconds: 60 });
    await client.post(`/api/attempts/${id}/sections/submit`, { payload: { sectionIndex: 1 } });
    const res = await client.get(`/api/attempts/${id}/result`);
    t.equal(res.statusCode, 200);
    return res.json();
  }

  const result = await take(cat.id);
  t.match(result, { score: 3 - 1 + 0 + 3 + 0, maxScore: 15, correct: 2, wrong: 2, unanswered: 1, percentile: null, candidates: 1, ranked: false, rank: null }, 'one candidate: no percentile (contract 8.2)');
  t.match(result.sections, [
    { name: 'QA', score: 2, correct: 1, wrong: 1, unanswered: 1 },
    { name: 'TITA', score: 3, correct: 1, wrong: 1, unanswered: 0 },
  ]);
  t.same(result.questions[0], { id: questionIds[0], sectionIndex: 0, questionType: 'MCQ', selectedOption: 'A', answer: null, correctAnswer: 'A', correct: true, marks: 3, timeSeconds: 30 });
  t.match(result.questions[2], { correct: null, marks: 0, selectedOption: null, timeSeconds: 5 });
  t.match(result.questions[3], { questionType: 'TITA', answer: '41', correctAnswer: '42', correct: false, marks: 0 });
  t.match(result.questions[4], { answer: '2.49', correct: true, marks: 3 });

  const customResult = await take(custom.id);
  t.equal(customResult.score, 4 - 2 + 0 + 4 - 1, 'custom marking');
  t.equal(customResult.maxScore, 20);

  const recorded = await database.db.select().from(responses).where(eq(responses.userId, user.id));
  t.equal(recorded.length, 8, 'every answered question of both attempts became a response (unanswered ones did not)');
  const mine = await client.get('/api/getResponses');
  t.equal(mine.headers['x-total-count'], '8', 'My Responses shows them');
  const wrongTita = recorded.find((r) => r.questionId === questionIds[3]);
  t.match(wrongTita, { answer: '41', selectedOption: null, correct: false, timeSeconds: 60 });
  const errorLog = await client.get('/api/getErrorLog');
  t.equal(errorLog.statusCode, 200);
  t.same(errorLog.json().entries.map((e: { question: { id: number } }) => e.question.id).sort(), [questionIds[1], questionIds[3]].sort(), 'the error log has the two wrongly answered questions');
  const crowd = await client.get(`/api/getQuestionStats?id=${questionIds[0]}`);
  t.equal(crowd.statusCode, 200, 'a question answered only in a test counts as answered for crowd statistics');
  t.match(crowd.json(), { questionId: questionIds[0], attempts: 1, correct: 1 }, 'crowd statistics count the test answer (first attempts)');
  const listed = (await client.get('/api/tests')).json().find((x: { id: number }) => x.id === cat.id);
  t.match(listed.myAttempt, { state: 'completed', score: 5 });
});

t.test('percentile: null under 20 first attempts; ties count as at-or-below; only the first completed attempt of each user counts', async (t) => {
  const { app, database } = await buildTestApp(t);
  const bank = await seedBank(database.db);
  const { client: admin } = await loggedIn(app, database.db, 'admin');
  const q = bank.mcq[0]!.id;
  const test = await createTestViaApi(admin, { title: 'Percentile', sections: [{ name: 'QA', durationSeconds: 600, questionIds: [q] }] });
  /** Takes the one-question test answering `option` (undefined: unanswered); answers the result. */
  async function take(client: Awaited<ReturnType<typeof loggedIn>>['client'], option: 'A' | 'B' | undefined) {
    const { id } = (await client.post(`/api/tests/${test.id}/attempts`)).json();
    if (option) await saveAnswer(client, id, q, { selectedOption: option });
    await client.post(`/api/attempts/${id}/sections/submit`);
    return { id, result: (await client.get(`/api/attempts/${id}/result`)).json() };
  }
  const users = await Promise.all(Array.from({ length: 4 }, () => loggedIn(app, database.db)));
  const a = await take(users[0]!.client, 'A'); // 3
  const b = await take(users[1]!.client, 'A'); // 3
  const c = await take(users[2]!.client, 'B'); // -1
  const d = await take(users[3]!.client, undefined); // 0
  t.equal(a.result.score, 3);
  t.equal(c.result.score, -1);
  await take(users[2]!.client, 'A'); // a second attempt: not counted among first attempts
  const percentile = async (client: (typeof users)[number]['client'], id: number) => (await client.get(`/api/attempts/${id}/result`)).json().percentile;
  t.match(d.result, { percentile: null, candidates: 4 }, 'fewer than 20 first attempts: no percentile yet (contract 8.2)');
  t.match((await users[0]!.client.get(`/api/attempts/${a.id}/result`)).json(), { percentile: null, candidates: 4 }, 'the second attempt is not a candidate');

  const e = await loggedIn(app, database.db);
  await take(e.client, 'B'); // -1
  for (let i = 0; i < 14; i += 1) await take((await loggedIn(app, database.db)).client, 'A'); // 3 each
  const fillers = await loggedIn(app, database.db);
  const last = await take(fillers.client, 'B'); // -1: the 20th first attempt
  t.equal(last.result.candidates, 20);
  t.equal(last.result.percentile, 15, '3 of 20 at or below -1 (ties)');
  t.equal(await percentile(users[0]!.client, a.id), 100, 'tied top: 20 of 20');
  t.equal(await percentile(users[1]!.client, b.id), 100);
  t.equal(await percentile(users[3]!.client, d.id), 20, '0 is at or above 4 of 20');
  await take((await loggedIn(app, database.db)).client, 'A');
  t.equal(await percentile(users[3]!.client, d.id), 19.05, 'two decimals: 4 of 21');
});

t.test('extra time: an admin grants it; that user’s sections are longer by that share', async (t) => {
  const clock = new TestClock(new Date('2026-03-01T10:00:00Z'));
  const { app, database } = await buildTestApp(t, {}, { now: clock.now });
  const bank = await seedBank(database.db);
  const { client: admin } = await loggedIn(app, database.db, 'admin');
  const test = await createTestViaApi(admin, {
    title: 'Extra time',
    sections: [
      { name: 'QA', durationSeconds: 3600, questionIds: [bank.mcq[0]!.id] },
      { name: 'VARC', durationSeconds: 60, questionIds: [bank.setMembers[0]!.id] },
    ],
  });
  const { client, user } = await loggedIn(app, database.db);

  t.equal((await client.post(`/api/users/${user.id}/accommodation`, { payload: { extraTimePercent: 33 } })).statusCode, 403, 'admins only');
  const tooMuch = await admin.post(`/api/users/${user.id}/accommodation`, { payload: { extraTimePercent: 101 } });
  t.equal(tooMuch.statusCode, 400);
  t.equal((await admin.post(`/api/users/${user.id}/accommodation`, { payload: { extraTimePercent: 1.5 } })).statusCode, 400);
  t.equal((await admin.post('/api/users/99999/accommodation', { payload: { extraTimePercent: 10 } })).statusCode, 404);
  const granted = await admin.post(`/api/users/${user.id}/accommodation`, { payload: { extraTimePercent: 33 } });
  t.equal(granted.statusCode, 200);
  t.match(granted.json(), { id: user.id, extraTimePercent: 33 });
  t.equal((await client.get('/api/userDetails')).json().extraTimePercent, 33, 'the user sees their own extra time');
  const { client: other } = await loggedIn(app, database.db);
  t.equal((await other.get(`/api/users/${user.id}`)).json().extraTimePercent, null, 'others do not');

  const started = (await client.post(`/api/tests/${test.id}/attempts`)).json();
  t.match(started.sections, [
    { state: 'active', endsAt: '2026-03-01T11:19:48.000Z', remainingSeconds: 4788 },
    { state: 'locked', remainingSeconds: 80 },
  ], '60 minutes + 33% = 79 min 48 s');
  clock.advance(3600 + 60);
  t.equal((await saveAnswer(client, started.id, bank.mcq[0]!.id, { selectedOption: 'A' })).statusCode, 200, 'still open after the plain duration');
  clock.advance(1188 + 2);
  t.equal((await saveAnswer(client, started.id, bank.mcq[0]!.id, { selectedOption: 'B' })).statusCode, 409, 'closed after the extra time and the grace');
  const [row] = await database.db.select().from(attemptSections).where(and(eq(attemptSections.attemptId, started.id), eq(attemptSections.position, 1)));
  t.equal(row!.endsAt!.getTime() - row!.startedAt!.getTime(), 79_800, 'the next section is longer too: 60 s + 33%');
});

t.test('generated tests: unseen questions first, sets drawn whole, too few -> 400, visible only to the creator', async (t) => {
  const { app, database } = await buildTestApp(t);
  const bank = await seedBank(database.db, 6);
  const { client, user } = await loggedIn(app, database.db);
  // Answer four of the eight Quant questions in practice.
  const seen = [bank.mcq[0]!, bank.mcq[1]!, bank.mcq[2]!, bank.tita[0]!];
  for (const q of seen) {
    const query = q.questionType === 'TITA' ? `answer=1` : 'selectedOption=A';
    t.equal((await client.get(`/api/addResponse?questionId=${q.id}&timer=10&${query}`)).statusCode, 201);
  }
  for (let round = 0; round < 5; round++) {
    const res = await client.post('/api/tests/generate', { payload: { sections: [{ categoryId: bank.quantCategoryId, count: 4, durationSeconds: 600 }] } });
    t.equal(res.statusCode, 201);
    const test = res.json();
    const { id } = (await client.post(`/api/tests/${test.id}/attempts`)).json();
    const ids = (await client.get(`/api/attempts/${id}`)).json().questions.map((q: { id: number }) => q.id) as number[];
    t.equal(ids.length, 4);
    t.notOk(ids.some((qid) => seen.some((s) => s.id === qid)), 'only unseen questions while there are enough');
    await client.post(`/api/attempts/${id}/sections/submit`);
  }
  const mixed = await client.post('/api/tests/generate', { payload: { sections: [{ categoryId: bank.quantCategoryId, count: 8, durationSeconds: 600 }] } });
  t.equal(mixed.statusCode, 201, 'seen questions fill up when unseen ones are too few');
  t.equal(mixed.json().sections[0].questionCount, 8);

  for (let round = 0; round < 6; round++) {
    const res = await client.post('/api/tests/generate', { payload: { title: 'Verbal drill', sections: [{ categoryId: bank.verbalCategoryId, count: 3, durationSeconds: 300 }] } });
    t.equal(res.statusCode, 201);
    const test = res.json();
    t.equal(test.title, 'Verbal drill');
    t.equal(test.sections[0].name, 'Verbal Ability', 'a section is named after its category');
    const { id } = (await client.post(`/api/tests/${test.id}/attempts`)).json();
    const ids = (await client.get(`/api/attempts/${id}`)).json().questions.map((q: { id: number }) => q.id) as number[];
    const fromSet = ids.filter((qid) => bank.setMembers.some((m) => m.id === qid));
    t.ok(fromSet.length === 0 || fromSet.length === 4, 'a set is drawn whole or not at all');
    t.ok(ids.length >= 3 && ids.length < 3 + 4, 'at least count, exceeding it by less than one set');
    if (fromSet.length) t.same(ids.slice(ids.indexOf(fromSet[0]!), ids.indexOf(fromSet[0]!) + 4), bank.setMembers.map((m) => m.id), 'set members together, in order');
    await client.post(`/api/attempts/${id}/sections/submit`);
  }

  const tooMany = await client.post('/api/tests/generate', { payload: { sections: [{ categoryId: bank.verbalCategoryId, count: 7, durationSeconds: 300 }] } });
  t.equal(tooMany.statusCode, 400);
  t.equal(tooMany.json().message, 'Not enough questions in this category');
  const shared = await client.post('/api/tests/generate', {
    payload: { sections: [{ categoryId: bank.quantCategoryId, count: 5, durationSeconds: 60 }, { categoryId: bank.quantCategoryId, count: 4, durationSeconds: 60 }] },
  });
  t.equal(shared.json().message, 'Not enough questions in this category', 'two sections of one category share its questions');
  const unknown = await client.post('/api/tests/generate', { payload: { sections: [{ categoryId: 424242, count: 1, durationSeconds: 60 }] } });
  t.equal(unknown.statusCode, 400);
  const zero = await client.post('/api/tests/generate', { payload: { sections: [{ categoryId: bank.quantCategoryId, count: 0, durationSeconds: 60 }] } });
  t.equal(zero.statusCode, 400);

  const mine = (await client.get('/api/tests')).json();
  t.equal(mine.length, 12);
  const { client: other } = await loggedIn(app, database.db);
  t.same((await other.get('/api/tests')).json(), [], "another user's generated tests are not listed");
  t.equal((await other.get(`/api/tests/${mixed.json().id}`)).statusCode, 404);
  t.equal((await other.post(`/api/tests/${mixed.json().id}/attempts`)).statusCode, 404, 'nor can they be taken');
  void user;
});
