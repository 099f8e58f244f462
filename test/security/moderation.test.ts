/**
 * Moderation cannot be bypassed or probed (docs/contract.md section 7.8), through the API:
 * - the names a pending or rejected submission brings (category, topic, source) stay out of the
 *   public lists until a question using them is approved; admins see them all;
 * - submitting a question is no oracle for hidden ones: a duplicate of a question the submitter
 *   cannot see (someone else's pending or rejected one) is accepted as pending and flagged to the
 *   admins; a duplicate of one they can see (approved, or their own) keeps the 409.
 */
import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { messages } from '@common/messages.ts';
import type { Database } from '../../server/db/client.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';

t.teardown(closeTestDatabase);

let counter = 0;

/** A valid submitQuestion body with unique text; `overrides` replace fields. */
function body(overrides: Record<string, string> = {}) {
  counter++;
  return {
    category: 'Quantitative Aptitude',
    topic: 'Number Systems',
    source: 'CAT 2019',
    questionText: `Moderation question ${counter}: what is ${counter} cubed?`,
    optionA: `${counter ** 3}`,
    optionB: `${counter ** 3 + 1}`,
    optionC: `${counter ** 3 + 2}`,
    optionD: `${counter ** 3 + 3}`,
    correctAnswer: 'A',
    ...overrides,
  };
}

/** Two students and an admin, each logged in on their own client. */
async function actors(app: FastifyInstance, db: Database) {
  const [author, stranger, admin] = [await createUser(db), await createUser(db), await createUser(db, { role: 'admin' })];
  const clients = { author: new TestClient(app), stranger: new TestClient(app), admin: new TestClient(app) };
  await clients.author.login(author.username, author.password);
  await clients.stranger.login(stranger.username, stranger.password);
  await clients.admin.login(admin.username, admin.password);
  return clients;
}

type Named = { id: number; name: string };
const names = (list: Named[]) => list.map((item) => item.name);

t.test('names of pending and rejected submissions stay out of the public lists until approved', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { author, stranger, admin } = await actors(app, database.db);
  await createQuestions(database.db, [{ category: 'Quantitative Aptitude', topic: 'Number Systems', source: 'CAT 2019' }]);
  const secret = { category: 'Leaked Category', topic: 'Leaked Topic', source: 'Leaked Source' };
  const submitted = await author.post('/api/submitQuestion', { payload: body(secret) });
  t.equal(submitted.statusCode, 201, 'a pending submission with new names');

  const lists = async (client: TestClient) => {
    const categories = (await client.get('/api/categories')).json() as Named[];
    const allIds = (await database.db.execute<{ id: number }>(`select id from categories`)).rows.map((row) => row.id).join(',');
    return {
      categories: names(categories),
      sources: names((await client.get('/api/sources')).json()),
      topics: names((await client.get(`/api/getTopicsByCategory?categoryId=${allIds}`)).json()),
    };
  };
  const visibleToUsers = { categories: ['Quantitative Aptitude'], sources: ['CAT 2019'], topics: ['Number Systems'] };
  t.same(await lists(stranger), visibleToUsers, 'another user sees only the names of approved questions (even asking for every category id)');
  t.same(await lists(author), visibleToUsers, 'so does the submitter');
  t.same(await lists(admin), { categories: ['Leaked Category', 'Quantitative Aptitude'], sources: ['CAT 2019', 'Leaked Source'], topics: ['Leaked Topic', 'Number Systems'] }, 'admins see every name');

  t.equal((await admin.post(`/api/rejectQuestion?id=${submitted.json().id}`)).statusCode, 200, 'rejected');
  t.same(await lists(stranger), visibleToUsers, 'a rejected submission publishes nothing either');

  const second = await author.post('/api/submitQuestion', { payload: body(secret) });
  t.equal((await admin.post(`/api/approveQuestion?id=${second.json().id}`)).statusCode, 200, 'another question with those names approved');
  t.same(await lists(stranger), { categories: ['Leaked Category', 'Quantitative Aptitude'], sources: ['CAT 2019', 'Leaked Source'], topics: ['Leaked Topic', 'Number Systems'] }, 'now they are public');
  t.equal((await admin.request({ method: 'DELETE', url: `/api/questions/${second.json().id}` })).statusCode, 204, 'and once its only approved question is deleted');
  t.same(await lists(stranger), visibleToUsers, 'they are gone again');
});

t.test("submitting is no oracle for hidden questions: someone else's pending duplicate is accepted and flagged", async (t) => {
  const { app, database } = await buildTestApp(t);
  const { author, stranger, admin } = await actors(app, database.db);
  await createQuestions(database.db, [{ questionText: 'What is the approved capital of Rajasthan?' }]);
  const hidden = await author.post('/api/submitQuestion', { payload: body({ questionText: 'Which hidden number is prime: 21, 23, 25 or 27?' }) });
  t.equal(hidden.statusCode, 201, "the author's pending question");

  const probe = await stranger.post('/api/submitQuestion', { payload: body({ questionText: '  WHICH HIDDEN NUMBER IS PRIME: 21, 23, 25 OR 27? ' }) });
  t.equal(probe.statusCode, 201, "a duplicate of someone else's pending question is accepted, as any new question");
  t.match(probe.json(), { status: 'pending' }, 'pending like any other');
  const unrelated = await stranger.post('/api/submitQuestion', { payload: body() });
  t.same(Object.keys(probe.json()).sort(), Object.keys(unrelated.json()).sort(), 'the answer looks like any other submission');

  // What the submitter can see keeps the 409.
  for (const [label, client, text] of [
    ['an approved question', stranger, 'WHAT IS THE APPROVED CAPITAL OF RAJASTHAN?'],
    ['their own pending question', author, 'which hidden number is prime: 21, 23, 25 or 27?'],
    ['their own duplicate again', stranger, 'Which hidden number is prime: 21, 23, 25 or 27?'],
    ["anyone's pending question, for an admin", admin, 'Which hidden number is prime: 21, 23, 25 or 27?'],
  ] as const) {
    const res = await client.post('/api/submitQuestion', { payload: body({ questionText: text }) });
    t.equal(res.statusCode, 409, `${label}: 409`);
    t.equal(res.json().message, messages.review.duplicateQuestion, `${label}: "${messages.review.duplicateQuestion}"`);
  }

  // The review queue flags the exact duplicates both ways.
  const queue = (await admin.get('/api/getPendingQuestions')).json() as { id: number; duplicates: { id: number; status: string }[] }[];
  const flags = new Map(queue.map((item) => [item.id, item.duplicates]));
  t.same(flags.get(hidden.json().id), [{ id: probe.json().id, status: 'pending' }], "the author's question shows the stranger's duplicate");
  t.same(flags.get(probe.json().id), [{ id: hidden.json().id, status: 'pending' }], "and the stranger's shows the author's");
  t.same(flags.get(unrelated.json().id), [], 'an original question has none');

  // Only one of them can enter the bank.
  t.equal((await admin.post(`/api/approveQuestion?id=${hidden.json().id}`)).statusCode, 200, 'the first is approved');
  const second = await admin.post(`/api/approveQuestion?id=${probe.json().id}`);
  t.equal(second.statusCode, 409, 'approving its duplicate: 409');
  t.equal(second.json().message, messages.review.duplicateQuestion);
  t.same(
    ((await admin.get('/api/getPendingQuestions')).json() as { id: number; duplicates: unknown }[]).find((item) => item.id === probe.json().id)?.duplicates,
    [{ id: hidden.json().id, status: 'approved' }],
    'the queue now shows its duplicate as approved',
  );
  t.equal((await admin.post(`/api/rejectQuestion?id=${probe.json().id}`)).statusCode, 200, 'it can still be rejected');
});
