/**
 * Exclusive scheduled mocks (docs/contract.md section 8.2) on a short real clock: from the test's
 * creation until `closesAt` its questions are out of the bank for everyone but admins (and its
 * candidates inside their attempts): not listed, 404 from the detail, the set, comments, stats and
 * bookmarks, absent from search, never drawn by tests/generate. At `closesAt` they come back, also
 * through the per-process caches of lists and search answers made while they were hidden (and those
 * made before the test, which its creation invalidates).
 */
import t from 'tap';
import { like } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import { questions } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { createQuestions } from '../helpers/factories.ts';
import type { TestClient } from '../helpers/http.ts';
import { createTestViaApi, loggedIn, seedBank } from '../helpers/mockTests.ts';

t.teardown(closeTestDatabase);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

t.test('an exclusive mock’s questions leave the bank until it closes, then return', async (t) => {
  const { app, database } = await buildTestApp(t);
  const bank = await seedBank(database.db);
  await createQuestions(database.db, [{ category: 'Quantitative Aptitude', questionText: 'How many quokkas crossed the bridge?', correctAnswer: 'A' }]);
  const [quokka] = await database.db.select({ id: questions.id }).from(questions).where(like(questions.questionText, '%quokkas%'));
  const held = [quokka!.id, ...bank.setMembers.map((q) => q.id)];
  const setId = bank.setMembers[0]!.setId!;
  const quant = bank.quantCategoryId;
  const { client: admin } = await loggedIn(app, database.db, 'admin');
  const { client: viewer } = await loggedIn(app, database.db);
  const { client: candidate } = await loggedIn(app, database.db);

  const listIds = async (client: TestClient) => {
    const res = await client.get(`/api/getQuestionsByFilters?category=${quant}&limit=200`);
    return { ids: res.json().map((q: { id: number }) => q.id) as number[], total: Number(res.headers['x-total-count']) };
  };
  const searchIds = async (client: TestClient) => (await client.get('/api/search?query=quokkas')).json().questions.map((q: { id: number }) => q.id) as number[];
  // "quokkas" is in the held question only: the did-you-mean of a misspelling may offer it only while it is searchable.
  const suggestion = async (client: TestClient) => (await client.get('/api/search?query=quokas')).json().didYouMean as string | null;

  // Warm the caches before the test exists, and bookmark a question it will hold.
  const before = await listIds(viewer);
  t.ok(before.ids.includes(quokka!.id));
  t.same(await searchIds(viewer), [quokka!.id]);
  t.equal(await suggestion(viewer), 'quokkas', 'a misspelling is corrected to the word of the question (and the word facts are kept)');
  t.equal((await viewer.request({ method: 'PUT', url: `/api/bookmarks/questions/${bank.setMembers[1]!.id}` })).statusCode, 204);

  const closesAt = Date.now() + 8000;
  const test = await createTestViaApi(admin, {
    title: 'Exclusive AIMCAT',
    sections: [
      { name: 'QA', durationSeconds: 1, questionIds: [quokka!.id] },
      { name: 'VARC', durationSeconds: 1, questionIds: bank.setMembers.map((q) => q.id) },
    ],
    window: { opensAt: new Date(Date.now() - 1000).toISOString(), closesAt: new Date(closesAt).toISOString() },
    exclusive: true,
  });

  // While the window is open.
  const during = await listIds(viewer);
  t.notOk(during.ids.some((id) => held.includes(id)), 'not listed by getQuestionsByFilters (a page cached before the test is not served)');
  t.equal(during.total, before.total - 1, 'the total leaves it out too');
  const ids = (await viewer.get(`/api/getQuestionsByFilters?category=${quant}&idsOnly=true`)).json();
  t.notOk(ids.includes(quokka!.id), 'nor by idsOnly');
  for (const [label, url] of [
    ['getQuestionsbyId', `/api/getQuestionsbyId?id=${quokka!.id}`],
    ['a set member', `/api/getQuestionsbyId?id=${bank.setMembers[0]!.id}`],
    ['question-sets', `/api/question-sets/${setId}`],
    ['comments', `/api/getCommentsbyId?id=${quokka!.id}`],
    ['stats', `/api/getQuestionStats?id=${quokka!.id}`],
  ] as const) {
    const res = await viewer.get(url);
    t.equal(res.statusCode, 404, `${label}: 404`);
  }
  const bookmark = await viewer.request({ method: 'PUT', url: `/api/bookmarks/questions/${quokka!.id}` });
  t.equal(bookmark.statusCode, 404, 'bookmarking it: 404');
  const saved = (await viewer.get('/api/bookmarks?kind=question')).json();
  t.same(saved, [], 'a bookmark made before is not listed');
  const answer = await viewer.post(`/api/addResponse?questionId=${quokka!.id}&timer=5&selectedOption=A`);
  t.equal(answer.statusCode, 404, `nor can it be answered in practice: ${answer.body}`);
  t.same(await searchIds(viewer), [], 'absent from search (an answer cached before the test is not served)');
  t.equal(await suggestion(viewer), null, 'its words are not offered by did-you-mean');
  t.equal(await suggestion(viewer), null, 'nor from an answer or word facts kept meanwhile');
  const pack = await viewer.get(`/api/practice/pack?category=${quant}&count=100`);
  t.equal(pack.statusCode, 200);
  t.notOk(pack.json().questions.some((q: { id: number }) => held.includes(q.id)), 'never in a practice pack');
  const everything = await viewer.post('/api/tests/generate', { payload: { sections: [{ categoryId: quant, count: during.total + 1, durationSeconds: 60 }] } });
  t.equal(everything.statusCode, 400, 'tests/generate cannot draw it: the category has one question fewer');
  t.equal(everything.json().message, messages.tests.notEnough);
  const drawn = await viewer.post('/api/tests/generate', { payload: { sections: [{ categoryId: quant, count: during.total, durationSeconds: 60 }] } });
  t.equal(drawn.statusCode, 201);
  t.equal(drawn.json().sections[0].questionCount, during.total, 'every other question drawn, not the held one');

  t.equal((await admin.get(`/api/getQuestionsbyId?id=${quokka!.id}`)).statusCode, 200, 'admins still see it');
  t.ok((await listIds(admin)).ids.includes(quokka!.id), 'and list it');

  const started = await candidate.post(`/api/tests/${test.id}/attempts`);
  t.equal(started.statusCode, 201);
  t.match(started.json(), { ranked: true, questions: [{ id: quokka!.id }] }, 'the candidate sees it inside the attempt');
  t.equal((await candidate.get(`/api/getQuestionsbyId?id=${quokka!.id}`)).statusCode, 404, 'but not in the bank');
  const varc = await candidate.post(`/api/attempts/${started.json().id}/sections/submit`, { payload: { sectionIndex: 0 } });
  t.equal(varc.statusCode, 200, 'QA submitted, the section of the set shown');
  const members = bank.setMembers.map((q) => q.id);
  t.same(
    (varc.json().questions as Array<{ id: number; set: { questionIds: number[] } | null }>).map((q) => [q.id, q.set?.questionIds]),
    members.map((id) => [id, members]),
    'inside the attempt each set question lists its held siblings (the bank hides them, the attempt shows them)',
  );
  t.ok(Date.now() < closesAt, 'every check above ran while the window was open');

  await sleep(closesAt - Date.now() + 200);
  const after = await listIds(viewer);
  t.ok(after.ids.includes(quokka!.id), 'listed again at closesAt (the page cached while it was hidden expired)');
  t.equal(after.total, before.total);
  t.equal((await viewer.get(`/api/getQuestionsbyId?id=${quokka!.id}`)).statusCode, 200, 'the detail again');
  t.equal((await viewer.get(`/api/question-sets/${setId}`)).statusCode, 200, 'the set again');
  t.equal((await viewer.get(`/api/getCommentsbyId?id=${quokka!.id}`)).statusCode, 200, 'comments again');
  t.same(await searchIds(viewer), [quokka!.id], 'found by search again (the answer cached while it was hidden expired)');
  t.equal(await suggestion(viewer), 'quokkas', 'its words are offered again (the word facts kept while it was held expired)');
  t.equal((await viewer.get('/api/bookmarks?kind=question')).json().length, 1, 'the old bookmark is listed again');
});
