/**
 * The result page's figures and review mode of a completed attempt (docs/contract.md section 7.3):
 * the result's title, section maxima and clocks, and the score distribution of first attempts; GET
 * /api/attempts/{id}/review with every question's answer and solution (answered or not), the
 * owner only, 409 while in progress, and each set's passage once.
 */
import t from 'tap';
import { sql } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClock } from '../helpers/clock.ts';
import { createTestViaApi, loggedIn, saveAnswer, seedBank } from '../helpers/mockTests.ts';

t.teardown(closeTestDatabase);

t.test('result: title, section maxima and clocks, the distribution of first completed attempts', async (t) => {
  const clock = new TestClock(new Date('2026-03-01T10:00:00Z'));
  const { app, database } = await buildTestApp(t, {}, { now: clock.now });
  const bank = await seedBank(database.db);
  const { client: admin } = await loggedIn(app, database.db, 'admin');
  const [q1, q2] = [bank.mcq[0]!.id, bank.mcq[1]!.id];
  const test = await createTestViaApi(admin, {
    title: 'Distribution mock',
    sections: [
      { name: 'QA', durationSeconds: 600, questionIds: [q1] },
      { name: 'QA 2', durationSeconds: 300, questionIds: [q2] },
    ],
  });
  /** Takes the test answering `options` (null: unanswered), 60 s per section; answers the attempt id. */
  async function take(client: Awaited<ReturnType<typeof loggedIn>>['client'], options: Array<'A' | 'B' | null>) {
    const { id } = (await client.post(`/api/tests/${test.id}/attempts`)).json();
    for (const [index, questionId] of [q1, q2].entries()) {
      const option = options[index];
      if (option) await saveAnswer(client, id, questionId, { selectedOption: option, timeSeconds: 20 });
      clock.advance(60);
      await client.post(`/api/attempts/${id}/sections/submit`, { payload: { sectionIndex: index } });
    }
    return id as number;
  }
  const users = await Promise.all(Array.from({ length: 4 }, () => loggedIn(app, database.db)));
  const first = await take(users[0]!.client, ['A', 'A']); // 6
  await take(users[1]!.client, ['A', 'B']); // 2
  await take(users[2]!.client, ['A', null]); // 3
  await take(users[3]!.client, ['B', null]); // -1
  await take(users[3]!.client, ['A', 'A']); // a second attempt: not in the distribution
  const inProgress = (await users[1]!.client.post(`/api/tests/${test.id}/attempts`)).json().id; // not completed: not counted either
  t.ok(inProgress);

  const res = await users[0]!.client.get(`/api/attempts/${first}/result`);
  t.equal(res.statusCode, 200);
  const result = res.json();
  t.match(result, { testId: test.id, title: 'Distribution mock', score: 6, maxScore: 6, percentile: null, candidates: 4 }, 'under 20 first attempts: no percentile (contract 8.2), the distribution is shown');
  t.same(result.distribution, [
    { score: -1, attempts: 1 },
    { score: 2, attempts: 1 },
    { score: 3, attempts: 1 },
    { score: 6, attempts: 1 },
  ], 'one first completed attempt per user, ascending by score');
  t.same(
    result.sections.map((s: { name: string; maxScore: number; timeSeconds: number; allowedSeconds: number }) => [s.name, s.maxScore, s.timeSeconds, s.allowedSeconds]),
    [
      ['QA', 3, 60, 600],
      ['QA 2', 3, 60, 300],
    ],
    'each section’s maximum, the time used and the clock it had',
  );
  const fifth = await loggedIn(app, database.db);
  await take(fifth.client, ['A', 'B']); // 2 again: a bar of two
  const again = (await users[0]!.client.get(`/api/attempts/${first}/result`)).json();
  t.same(again.distribution.find((bar: { score: number }) => bar.score === 2), { score: 2, attempts: 2 });
  t.equal(again.distribution.reduce((sum: number, bar: { attempts: number }) => sum + bar.attempts, 0), 5);
  const low = (await users[3]!.client.get(`/api/tests/${test.id}`)).json();
  t.equal(low.myAttempt.score, 6, 'the second attempt is the latest');

  // Extra time lengthens the clock the result reports.
  const slow = await loggedIn(app, database.db);
  await admin.post(`/api/users/${slow.user.id}/accommodation`, { payload: { extraTimePercent: 50 } });
  const slowId = await take(slow.client, [null, null]);
  const slowResult = (await slow.client.get(`/api/attempts/${slowId}/result`)).json();
  t.same(slowResult.sections.map((s: { allowedSeconds: number }) => s.allowedSeconds), [900, 450], 'the section clocks with 50% extra time');
  t.match(slowResult, { percentile: null, candidates: 6 }, 'six first attempts: still no percentile');
  t.equal(slowResult.distribution.reduce((sum: number, bar: { attempts: number }) => sum + bar.attempts, 0), 6);
});

t.test('review: every question with the answer and solution, answered or not; owner only; 409 in progress; sets once', async (t) => {
  // A test clock: a question's time never exceeds the time its section has run (contract 8.1).
  const clock = new TestClock(new Date('2026-03-01T10:00:00Z'));
  const { app, database } = await buildTestApp(t, {}, { now: clock.now });
  const bank = await seedBank(database.db);
  await database.db.execute(sql`update questions set explanation = 'Solution of ' || id`);
  const { client: admin } = await loggedIn(app, database.db, 'admin');
  const setIds = bank.setMembers.map((q) => q.id);
  const test = await createTestViaApi(admin, {
    title: 'Review mock',
    sections: [
      { name: 'QA', durationSeconds: 600, questionIds: [bank.mcq[0]!.id, bank.tita[1]!.id, bank.mcq[1]!.id] },
      { name: 'VARC', durationSeconds: 600, questionIds: setIds },
    ],
  });
  const { client } = await loggedIn(app, database.db);
  const { id } = (await client.post(`/api/tests/${test.id}/attempts`)).json();

  const early = await client.get(`/api/attempts/${id}/review`);
  t.equal(early.statusCode, 409);
  t.equal(early.json().message, messages.tests.finishFirst);

  clock.advance(60);
  await saveAnswer(client, id, bank.mcq[0]!.id, { selectedOption: 'B', timeSeconds: 12 });
  await saveAnswer(client, id, bank.tita[1]!.id, { answer: '2.505', timeSeconds: 30 });
  await client.post(`/api/attempts/${id}/sections/submit`, { payload: { sectionIndex: 0 } });
  clock.advance(60);
  await saveAnswer(client, id, setIds[0]!, { selectedOption: 'A', timeSeconds: 40 });
  await client.post(`/api/attempts/${id}/sections/submit`, { payload: { sectionIndex: 1 } });

  const { client: stranger } = await loggedIn(app, database.db);
  const foreign = await stranger.get(`/api/attempts/${id}/review`);
  t.equal(foreign.statusCode, 404, 'another user’s attempt is not found');
  t.equal(foreign.json().message, messages.tests.attemptNotFound);
  t.equal((await client.get('/api/attempts/987654/review')).statusCode, 404);
  t.equal((await client.get('/api/attempts/abc/review')).statusCode, 400);

  const res = await client.get(`/api/attempts/${id}/review`);
  t.equal(res.statusCode, 200);
  const review = res.json();
  t.match(review, { id, testId: test.id, title: 'Review mock', sections: [{ name: 'QA' }, { name: 'VARC' }] });
  t.same(
    review.questions.map((q: { id: number; sectionIndex: number }) => [q.id, q.sectionIndex]),
    [[bank.mcq[0]!.id, 0], [bank.tita[1]!.id, 0], [bank.mcq[1]!.id, 0], ...setIds.map((qid) => [qid, 1])],
    'every question, in test order',
  );
  const [wrongMcq, rightTita, skipped, setFirst, setSecond] = review.questions;
  t.match(wrongMcq, { questionType: 'MCQ', selectedOption: 'B', answer: null, correctAnswer: 'A', correct: false, marks: -1, timeSeconds: 12, explanation: `Solution of ${bank.mcq[0]!.id}` });
  t.type(wrongMcq.optionA, 'string');
  t.match(rightTita, { questionType: 'TITA', answer: '2.505', correctAnswer: '2.5', answerTolerance: 0.01, correct: true, marks: 3 });
  t.match(skipped, { selectedOption: null, correct: null, marks: 0, timeSeconds: 0, correctAnswer: 'A', explanation: `Solution of ${bank.mcq[1]!.id}` }, 'an unanswered question comes with its answer and solution too');
  t.notOk('set' in wrongMcq, 'no set inside a question');
  t.equal(setFirst.setId, setSecond.setId);
  t.match(setSecond, { correct: null, correctAnswer: 'A' });
  t.same(Object.keys(review.sets), [String(setFirst.setId)], 'the one set, once');
  t.match(review.sets[String(setFirst.setId)], { id: setFirst.setId, title: 'Monsoon passage', body: 'The monsoon arrives in June.', questionIds: setIds });
  t.equal(res.body.split('The monsoon arrives in June.').length - 1, 1, 'the passage text is sent once');

  // The practice view of an unanswered question still hides its answer: the review did not change that.
  const practice = (await client.get(`/api/getQuestionsbyId?id=${bank.mcq[1]!.id}`)).json();
  t.equal(practice.correctAnswer, null);
});
