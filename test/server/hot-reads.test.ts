/**
 * The hot reads' per-process caches (server/features/questions/questions.cache.ts, the session
 * user in server/plugins/auth.ts) never serve a stale answer: two app instances on one database and
 * one Redis prefix, as two API processes behind a load balancer; every change made through one (or
 * straight in the database) is seen by the other's next request. Per-viewer parts never leak
 * between users, and the question JSON answers 304 to a matching If-None-Match. The list's ETag,
 * made from the page's parts rather than by hashing the answer, is the same exactly when the bytes
 * are.
 */
import t from 'tap';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { questionListItemSchema, type Question, type QuestionListItem } from '@common/api/questions.ts';
import { buildApp } from '../../server/app.ts';
import { categories, questions, users } from '../../server/db/schema/index.ts';
import { clearRedisPrefix, closeTestDatabase, resetDatabase, testConfig, testDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { TestClient } from '../helpers/http.ts';

t.teardown(closeTestDatabase);

/** Two app instances (A and B) sharing the database and the Redis prefix, with an admin, a student and a question each. */
async function twoInstances(t: Tap) {
  const database = await testDatabase();
  await resetDatabase(database);
  const config = testConfig();
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < 2; i++) {
    const app = await buildApp(config, { database, webDistDir: '/nonexistent' });
    await app.ready();
    apps.push(app);
  }
  t.teardown(async () => {
    for (const app of apps) await app.close();
    await clearRedisPrefix(config.redisUrl, config.redisPrefix);
  });
  const db = database.db;
  const admin = await createUser(db, { role: 'admin' });
  const student = await createUser(db);
  const other = await createUser(db);
  await createQuestions(db, [{ questionText: 'Ratio of 4 to 6, simplest form?', correctAnswer: 'B' }, { questionText: 'Second question' }]);
  const [first] = await db.select().from(questions).orderBy(questions.id).limit(1);
  const client = async (app: FastifyInstance, user: { username: string; password: string }) => {
    const c = new TestClient(app);
    await c.login(user.username, user.password);
    return c;
  };
  const [a, b] = apps as [FastifyInstance, FastifyInstance];
  return { db, a, b, admin, student, other, question: first!, client, categoryId: first!.categoryId };
}
type Tap = { teardown(fn: () => unknown): void };

t.test('role changes and suspensions made through one instance take effect on the next request to the other', async (t) => {
  const { a, b, admin, student, client } = await twoInstances(t);
  const adminOnA = await client(a, admin);
  const studentOnB = await client(b, student);
  t.equal((await studentOnB.get('/api/getPendingMentors')).statusCode, 403, 'a student: 403 (and B has cached the row)');
  t.equal((await studentOnB.get('/api/userDetails')).json().role, 'user');

  t.equal((await adminOnA.post(`/api/users/${student.id}/role`, { payload: { role: 'admin' } })).statusCode, 204);
  t.equal((await studentOnB.get('/api/getPendingMentors')).statusCode, 200, 'made admin on A: admin on B at once');
  t.equal((await studentOnB.get('/api/userDetails')).json().role, 'admin');

  t.equal((await adminOnA.post(`/api/users/${student.id}/role`, { payload: { role: 'user' } })).statusCode, 204);
  t.equal((await studentOnB.get('/api/getPendingMentors')).statusCode, 403, 'back to user on A: 403 on B');

  t.equal((await adminOnA.post(`/api/users/${student.id}/suspend`)).statusCode, 204);
  t.equal((await studentOnB.get('/api/userDetails')).statusCode, 403, 'suspended on A: refused as suspended on B');
});

t.test('preferences and profile saved through one instance show in the other at once', async (t) => {
  const { a, b, student, client } = await twoInstances(t);
  const onA = await client(a, student);
  const onB = await client(b, student);
  t.equal((await onB.get('/api/userDetails')).json().untimedPractice, false);
  t.equal((await onA.request({ method: 'PUT', url: '/api/preferences', payload: { untimedPractice: true } })).statusCode, 200);
  t.equal((await onB.get('/api/userDetails')).json().untimedPractice, true, 'preference');
  t.equal((await onA.request({ method: 'PATCH', url: '/api/users/me', payload: { name: 'Renamed Student' } })).statusCode, 200);
  t.equal((await onB.get('/api/userDetails')).json().name, 'Renamed Student', 'profile');
});

t.test('a question edited through one instance, or in the database, is never served stale by the other', async (t) => {
  const { db, a, b, admin, student, question, client, categoryId } = await twoInstances(t);
  const adminOnA = await client(a, admin);
  const onB = await client(b, student);
  const detail = async () => (await onB.get(`/api/getQuestionsbyId?id=${question.id}`)).json() as Question;
  const page = async () => (await onB.get(`/api/getQuestionsByFilters?category=${categoryId}&limit=10`)).json() as QuestionListItem[];
  const names = async () => ((await onB.get('/api/categories')).json() as { name: string }[]).map((c) => c.name);
  t.equal((await detail()).questionText, 'Ratio of 4 to 6, simplest form?');
  t.equal((await detail()).questionText, 'Ratio of 4 to 6, simplest form?', 'twice: from B\'s cache');
  t.equal((await page())[0]!.questionText, 'Ratio of 4 to 6, simplest form?');
  const before = await names();
  // A write that bumps no generation (triggers off for the transaction): B keeps answering from its
  // cache. This only shows the cache is in use; every real write goes through the triggers.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(questions).set({ questionText: 'Invisible without a bump' }).where(eq(questions.id, question.id));
  });
  t.equal((await detail()).questionText, 'Ratio of 4 to 6, simplest form?', 'no bump: still the cached answer');
  t.equal((await page())[0]!.questionText, 'Ratio of 4 to 6, simplest form?', 'the cached page too');

  const edited = await adminOnA.request({ method: 'PUT', url: `/api/questions/${question.id}`, payload: { questionText: 'Ratio of 6 to 9, simplest form?' } });
  t.equal(edited.statusCode, 200);
  t.equal((await detail()).questionText, 'Ratio of 6 to 9, simplest form?', 'edited on A: B answers the new text');
  t.equal((await page())[0]!.questionText, 'Ratio of 6 to 9, simplest form?', 'and lists it');

  // Straight in the database, as a worker or psql would.
  await db.update(questions).set({ questionText: 'Ratio of 8 to 12, simplest form?' }).where(eq(questions.id, question.id));
  t.equal((await detail()).questionText, 'Ratio of 8 to 12, simplest form?', 'a write in the database: seen');
  await db.update(categories).set({ name: 'Quant (renamed)' }).where(eq(categories.id, categoryId));
  t.equal((await detail()).section, 'Quant (renamed)', 'category renamed: seen in the detail');
  t.equal((await page())[0]!.section, 'Quant (renamed)', 'and in the list');
  t.not(await names(), before, 'and in the category list');
  t.ok((await names()).includes('Quant (renamed)'));

  await db.update(questions).set({ status: 'deleted' }).where(eq(questions.id, question.id));
  t.equal((await onB.get(`/api/getQuestionsbyId?id=${question.id}`)).statusCode, 404, 'deleted: 404 at once');
  t.notOk((await page()).some((item) => item.id === question.id), 'and gone from the list');
});

t.test("a submitter's new name shows in the question on the other instance", async (t) => {
  const { db, b, student, question, client } = await twoInstances(t);
  await db.update(questions).set({ submittedBy: student.id }).where(eq(questions.id, question.id));
  const onB = await client(b, student);
  const submitterName = async () => ((await onB.get(`/api/getQuestionsbyId?id=${question.id}`)).json() as Question).submitter?.name;
  t.equal(await submitterName(), student.name);
  await db.update(users).set({ name: 'Pen Name' }).where(eq(users.id, student.id));
  t.equal(await submitterName(), 'Pen Name', 'renamed in the database: seen');
});

t.test("each viewer's own parts: last answer, status, bookmark and the correct answer never leak to another user", async (t) => {
  const { a, b, student, other, question, client, categoryId } = await twoInstances(t);
  const studentOnA = await client(a, student);
  const otherOnB = await client(b, other);
  const studentOnB = await client(b, student);
  const detail = async (c: TestClient) => (await c.get(`/api/getQuestionsbyId?id=${question.id}`)).json() as Question;
  const item = async (c: TestClient) => ((await c.get(`/api/getQuestionsByFilters?category=${categoryId}&limit=10`)).json() as QuestionListItem[]).find((q) => q.id === question.id)!;
  t.equal((await detail(studentOnB)).myLastResponse, null, 'not answered yet (cached by B)');
  t.equal((await item(studentOnB)).myStatus, null);

  t.equal((await studentOnA.post(`/api/addResponse?questionId=${question.id}&timer=30&selectedOption=B`)).statusCode, 201);
  const mine = await detail(studentOnB);
  t.equal(mine.myLastResponse?.selectedOption, 'B', 'answered on A: B shows the last answer');
  t.equal(mine.correctAnswer, 'B', 'and the correct answer, now that it was answered');
  t.equal((await item(studentOnB)).myStatus, 'correct', 'and the status in the list');

  const theirs = await detail(otherOnB);
  t.equal(theirs.myLastResponse, null, 'another user on B: no last answer');
  t.equal(theirs.correctAnswer, null, 'nor the correct answer');
  t.equal((await item(otherOnB)).myStatus, null, 'nor a status');

  t.equal((await studentOnA.request({ method: 'PUT', url: `/api/bookmarks/questions/${question.id}` })).statusCode, 204);
  t.equal((await detail(studentOnB)).bookmarked, true, 'saved on A: bookmarked on B');
  t.equal((await item(studentOnB)).bookmarked, true);
  t.equal((await detail(otherOnB)).bookmarked, false, 'not for the other user');
  t.equal((await item(otherOnB)).bookmarked, false);

  t.equal((await studentOnA.post(`/api/addComment?questionId=${question.id}&text=${encodeURIComponent('Divide both by 2')}`)).statusCode, 201);
  t.equal((await detail(otherOnB)).comments.length, 1, 'a comment posted on A: its id is in the answer on B');
});

t.test('list items carry exactly the fields of the QuestionListItem schema, from the cache, fresh, and with a status filter', async (t) => {
  const { a, student, client, categoryId } = await twoInstances(t);
  const studentOnA = await client(a, student);
  const schemaKeys = Object.keys(questionListItemSchema.shape).sort();
  for (const [what, url] of [
    ['fresh', `/api/getQuestionsByFilters?category=${categoryId}&limit=10`],
    ['from the cache', `/api/getQuestionsByFilters?category=${categoryId}&limit=10`],
    ['status filter', `/api/getQuestionsByFilters?category=${categoryId}&status=unattempted&limit=10`],
  ] as const) {
    const response = await studentOnA.get(url);
    t.equal(response.statusCode, 200, what);
    t.match(response.headers['content-type'], /^application\/json/, `${what}: JSON`);
    const items = response.json() as QuestionListItem[];
    t.equal(items.length, 2, `${what}: both questions`);
    for (const item of items) t.same(Object.keys(item).sort(), schemaKeys, `${what}: question ${item.id}'s fields`);
    t.same(items.map((item) => [item.myStatus, item.bookmarked]), [[null, false], [null, false]], `${what}: the viewer's parts`);
  }
});

t.test('the question JSON carries an ETag and answers 304 to If-None-Match until it changes', async (t) => {
  const { a, b, student, question, client } = await twoInstances(t);
  const onB = await client(b, student);
  const onA = await client(a, student);
  const url = `/api/getQuestionsbyId?id=${question.id}`;
  const first = await onB.get(url);
  const tag = first.headers.etag as string;
  t.match(tag, /^"[A-Za-z0-9_-]+"$/, 'a strong ETag');
  t.equal(first.headers['cache-control'], 'private, no-cache');
  const again = await onB.get(url, { headers: { 'if-none-match': tag } });
  t.equal(again.statusCode, 304, 'same answer: 304');
  t.equal(again.body, '', 'with no body');
  t.equal((await onB.get(url, { headers: { 'if-none-match': `W/"x", ${tag}` } })).statusCode, 304, 'a list naming it (weak comparison)');
  t.equal((await onB.get(url, { headers: { 'if-none-match': '"other"' } })).statusCode, 200, 'another tag: 200');
  t.equal((await onA.post(`/api/addResponse?questionId=${question.id}&timer=30&selectedOption=A`)).statusCode, 201);
  const changed = await onB.get(url, { headers: { 'if-none-match': tag } });
  t.equal(changed.statusCode, 200, 'answered on A: the answer changed, 200');
  t.not(changed.headers.etag, tag, 'with a new tag');
  t.equal((await onB.get(`/api/getQuestionsbyId?id=999999`, { headers: { 'if-none-match': '*' } })).statusCode, 404, 'a 404 is never a 304');
});

t.test("the list's ETag: the same bytes always give the same tag, other bytes another", async (t) => {
  const { db, a, b, admin, student, other, question, client, categoryId } = await twoInstances(t);
  const studentOnB = await client(b, student);
  const otherOnB = await client(b, other);
  const studentOnA = await client(a, student);
  const adminOnA = await client(a, admin);
  const url = `/api/getQuestionsByFilters?category=${categoryId}&limit=10`;
  const seen = new Map<string, string>(); // body -> tag
  const tags = new Map<string, string>(); // tag -> body
  const look = async (c: TestClient, what: string, path = url) => {
    const res = await c.get(path);
    t.equal(res.statusCode, 200, `${what}: 200`);
    const tag = res.headers.etag as string;
    t.match(tag, /^"[A-Za-z0-9_-]+"$/, `${what}: a strong ETag`);
    if (seen.has(res.body)) t.equal(tag, seen.get(res.body), `${what}: the same bytes as before, the same tag`);
    if (tags.has(tag)) t.equal(res.body, tags.get(tag), `${what}: a tag seen before, the same bytes`);
    seen.set(res.body, tag);
    tags.set(tag, res.body);
    t.equal((await c.get(path, { headers: { 'if-none-match': tag } })).statusCode, 304, `${what}: 304 to its own tag`);
    return tag;
  };
  const fresh = await look(studentOnB, 'first read (not cached)');
  t.equal(await look(studentOnB, 'second read (cached page)'), fresh);
  t.equal(await look(otherOnB, 'another viewer with the same parts'), fresh);
  t.equal(await look(studentOnA, 'the other instance'), fresh);
  t.equal((await studentOnA.post(`/api/addResponse?questionId=${question.id}&timer=30&selectedOption=A`)).statusCode, 201);
  const answered = await look(studentOnB, 'after answering');
  t.not(answered, fresh, 'my status changed: a new tag');
  // A first answer changes the question's difficulty (docs/contract.md section 8.3), which every viewer sees.
  t.not(await look(otherOnB, "the other viewer's page"), fresh, "the question's difficulty changed: a new tag for the other viewer too");
  const otherItem = ((await otherOnB.get(url)).json() as { id: number; myStatus: unknown; difficulty: { firstAttempts: number } }[]).find((item) => item.id === question.id)!;
  t.same([otherItem.myStatus, otherItem.difficulty.firstAttempts], [null, 1], "the other viewer's status is unchanged, the difficulty counts the answer");
  t.equal((await studentOnB.request({ method: 'PUT', url: `/api/bookmarks/questions/${question.id}` })).statusCode, 204, 'bookmarked');
  const saved = await look(studentOnB, 'after bookmarking');
  t.not(saved, answered, 'bookmark changed: a new tag');
  await look(studentOnB, 'the status-filtered page (not cached)', `${url}&status=bookmarked`);
  const edited = await adminOnA.request({ method: 'PUT', url: `/api/questions/${question.id}`, payload: { questionText: 'Ratio of 6 to 9, simplest form?' } });
  t.equal(edited.statusCode, 200);
  t.not(await look(studentOnB, 'after an edit'), saved, 'the text changed: a new tag');
  await db.update(questions).set({ questionText: 'Ratio of 4 to 6, simplest form?' }).where(eq(questions.id, question.id));
  t.equal(await look(studentOnB, 'edited back in the database'), saved, 'the same bytes as before the edit: the same tag again');
});
