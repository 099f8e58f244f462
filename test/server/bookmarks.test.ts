/**
 * Bookmarks (docs/contract.md section 7.4): saving and removing questions and posts (idempotent,
 * 404 for unknown or hidden items), the list of mine (shape, order, paging, X-Total-Count, kind),
 * `bookmarked` on the question and post answers and list items, and `status=bookmarked` on the
 * question list.
 */
import t from 'tap';
import { and, asc, count, eq } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import type { Database } from '../../server/db/client.ts';
import { bookmarks, questions } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { createForum, createPost } from '../helpers/forums.ts';
import { needsConcurrentDatabase } from '../helpers/requirements.ts';

t.teardown(closeTestDatabase);

async function loggedIn(app: ConstructorParameters<typeof TestClient>[0], db: Database, role: 'admin' | 'user' = 'user') {
  const user = await createUser(db, { role });
  const client = new TestClient(app);
  await client.login(user.username, user.password);
  return { user, client };
}

const put = (client: TestClient, url: string) => client.request({ method: 'PUT', url });
const del = (client: TestClient, url: string) => client.request({ method: 'DELETE', url });

/** Four approved questions in one category, ids ascending. */
async function seed(db: Database) {
  await createQuestions(db, [{}, {}, {}, {}]);
  const rows = await db.select().from(questions).orderBy(asc(questions.id));
  return rows;
}

const rowsOf = async (db: Database, userId: number) =>
  (await db.select({ n: count() }).from(bookmarks).where(eq(bookmarks.userId, userId)))[0]!.n;

t.test('saving and removing is idempotent, one row per user and item, and shows as bookmarked', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const [q1] = await seed(db);
  const me = await loggedIn(app, db);
  const other = await loggedIn(app, db);
  const forum = await createForum(me.client);
  const { post } = await createPost(other.client, forum.id);

  t.equal((await me.client.get(`/api/getQuestionsbyId?id=${q1!.id}`)).json().bookmarked, false, 'not saved at first');
  for (const attempt of [1, 2]) {
    const saved = await put(me.client, `/api/bookmarks/questions/${q1!.id}`);
    t.equal(saved.statusCode, 204, `PUT question #${attempt}: 204`);
    t.equal(saved.body, '', 'no body');
    t.equal((await put(me.client, `/api/bookmarks/posts/${post.id}`)).statusCode, 204, `PUT post #${attempt}: 204`);
  }
  t.equal(await rowsOf(db, me.user.id), 2, 'saving twice stores one row per item');
  t.equal((await del(other.client, `/api/bookmarks/questions/${q1!.id}`)).statusCode, 204, "another user's DELETE answers 204 (they hold none)");
  t.equal(await rowsOf(db, me.user.id), 2, 'and leaves my bookmark alone');
  t.equal((await me.client.get(`/api/getQuestionsbyId?id=${q1!.id}`)).json().bookmarked, true, 'getQuestionsbyId says bookmarked');
  t.equal((await other.client.get(`/api/getQuestionsbyId?id=${q1!.id}`)).json().bookmarked, false, "someone else's bookmark is not mine");
  t.equal((await me.client.get(`/api/forum/posts/${post.id}`)).json().bookmarked, true, 'the post answer says bookmarked');
  t.equal((await other.client.get(`/api/forum/posts/${post.id}`)).json().bookmarked, false, 'not for its author, who did not save it');
  const forumList = (await me.client.get(`/api/forum/getPostsbyForumId/${forum.id}`)).json();
  t.same(forumList.map((w: { post: { id: number }; bookmarked: boolean }) => [w.post.id, w.bookmarked]), [[post.id, true]], "the forum's post list carries bookmarked");

  for (const attempt of [1, 2]) {
    t.equal((await del(me.client, `/api/bookmarks/questions/${q1!.id}`)).statusCode, 204, `DELETE question #${attempt}: 204`);
    t.equal((await del(me.client, `/api/bookmarks/posts/${post.id}`)).statusCode, 204, `DELETE post #${attempt}: 204`);
  }
  t.equal(await rowsOf(db, me.user.id), 0, 'both removed');
  t.equal((await me.client.get(`/api/getQuestionsbyId?id=${q1!.id}`)).json().bookmarked, false, 'no longer bookmarked');

  const anonymous = new TestClient(app);
  t.equal((await put(anonymous, `/api/bookmarks/questions/${q1!.id}`)).statusCode, 401, 'a session is required to save');
  t.equal((await anonymous.get('/api/bookmarks?kind=question')).statusCode, 401, 'and to list');
});

t.test('20 concurrent saves of one item: all 204, one row; saves racing the deletion of the post: 204 or 404, never 500', { skip: needsConcurrentDatabase }, async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const [q1] = await seed(db);
  const me = await loggedIn(app, db);
  const saves = await Promise.all(Array.from({ length: 20 }, () => put(me.client, `/api/bookmarks/questions/${q1!.id}`)));
  t.same(new Set(saves.map((res) => res.statusCode)), new Set([204]), 'every save answers 204');
  t.equal(await rowsOf(db, me.user.id), 1, 'one row');

  const author = await loggedIn(app, db);
  const forum = await createForum(author.client);
  for (let round = 0; round < 4; round++) {
    const { post } = await createPost(author.client, forum.id);
    const [deleted, ...answers] = await Promise.all([
      author.client.request({ method: 'DELETE', url: `/api/forum/posts/${post.id}` }),
      ...Array.from({ length: 10 }, () => put(me.client, `/api/bookmarks/posts/${post.id}`)),
    ]);
    t.equal(deleted.statusCode, 200, `round ${round}: the post is deleted`);
    const statuses = answers.map((res) => res.statusCode);
    t.ok(statuses.every((status) => status === 204 || status === 404), `round ${round}: each save 204 or 404 (${statuses.join(' ')})`);
    for (const res of answers.filter((r) => r.statusCode === 404)) t.equal(res.json().message, messages.notFound.post);
  }
  t.equal(await rowsOf(db, me.user.id), 1, 'no bookmark of a deleted post remains');
});

t.test('unknown items and questions the user may not see are 404, and nothing is stored', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const [q1, q2, q3, q4] = await seed(db);
  const me = await loggedIn(app, db);
  const other = await loggedIn(app, db);
  const admin = await loggedIn(app, db, 'admin');
  await db.update(questions).set({ status: 'pending', submittedBy: other.user.id }).where(eq(questions.id, q2!.id));
  await db.update(questions).set({ status: 'deleted' }).where(eq(questions.id, q3!.id));
  await db.update(questions).set({ status: 'rejected', submittedBy: me.user.id }).where(eq(questions.id, q4!.id));

  const cases: [string, string, string][] = [
    ['unknown question', '/api/bookmarks/questions/999999', messages.notFound.question],
    ["someone else's pending question", `/api/bookmarks/questions/${q2!.id}`, messages.notFound.question],
    ['a deleted question', `/api/bookmarks/questions/${q3!.id}`, messages.notFound.question],
    ['unknown post', '/api/bookmarks/posts/999999', messages.notFound.post],
  ];
  for (const [what, url, message] of cases) {
    for (const [method, send] of [['PUT', put], ['DELETE', del]] as const) {
      const res = await send(me.client, url);
      t.equal(res.statusCode, 404, `${method} ${what}: 404`);
      t.equal(res.json().message, message, `${method} ${what}: "${message}"`);
    }
  }
  t.equal((await put(me.client, '/api/bookmarks/questions/abc')).statusCode, 400, 'a malformed id is 400');
  t.equal(await rowsOf(db, me.user.id), 0, 'nothing stored');

  t.equal((await put(me.client, `/api/bookmarks/questions/${q4!.id}`)).statusCode, 204, 'my own rejected question may be saved');
  t.equal((await put(other.client, `/api/bookmarks/questions/${q2!.id}`)).statusCode, 204, 'its submitter may save a pending question');
  t.equal((await put(admin.client, `/api/bookmarks/questions/${q2!.id}`)).statusCode, 204, 'so may an admin');
  t.equal((await put(me.client, `/api/bookmarks/questions/${q1!.id}`)).statusCode, 204);

  // The question becomes hidden from me after I saved it: it leaves my list, and I may still remove it.
  await db.update(questions).set({ status: 'deleted' }).where(eq(questions.id, q1!.id));
  const listed = await me.client.get('/api/bookmarks?kind=question');
  t.same(listed.json().map((b: { questionId: number }) => b.questionId), [q4!.id], 'a question deleted since is left out of the list');
  t.equal(listed.headers['x-total-count'], '1', 'and of the total');
  t.equal((await del(me.client, `/api/bookmarks/questions/${q1!.id}`)).statusCode, 204, 'removing a bookmark I hold works even when the question is hidden');
  const left = await db.select({ id: bookmarks.questionId }).from(bookmarks).where(and(eq(bookmarks.userId, me.user.id)));
  t.same(left.map((row) => row.id), [q4!.id], 'only that one was removed');
});

t.test('GET /api/bookmarks: my items of one kind, newest first, paged, with their list fields', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const [q1, q2, q3] = await seed(db);
  const me = await loggedIn(app, db);
  const other = await loggedIn(app, db);
  const forum = await createForum(other.client);
  const p1 = (await createPost(other.client, forum.id, { title: 'First saved post' })).post;
  const p2 = (await createPost(other.client, forum.id, { title: 'Second saved post' })).post;

  for (const id of [q2!.id, q1!.id, q3!.id]) t.equal((await put(me.client, `/api/bookmarks/questions/${id}`)).statusCode, 204);
  for (const id of [p1.id, p2.id]) t.equal((await put(me.client, `/api/bookmarks/posts/${id}`)).statusCode, 204);
  await put(other.client, `/api/bookmarks/questions/${q1!.id}`);
  // Saving again keeps the original time: q2 stays the oldest.
  await put(me.client, `/api/bookmarks/questions/${q2!.id}`);
  await me.client.post(`/api/addResponse?questionId=${q3!.id}&timer=5&selectedOption=B`);

  const page = await me.client.get('/api/bookmarks?kind=question');
  t.equal(page.statusCode, 200);
  t.equal(page.headers['x-total-count'], '3', 'X-Total-Count counts my question bookmarks only');
  const items = page.json();
  t.same(items.map((b: { questionId: number }) => b.questionId), [q3!.id, q1!.id, q2!.id], 'newest first (saving again does not move one up)');
  const first = items[0];
  t.match(first, { kind: 'question', questionId: q3!.id, postId: null, post: null }, 'the shape of a question bookmark');
  t.ok(!Number.isNaN(Date.parse(first.createdAt)), 'createdAt is a date');
  t.match(first.question, { id: q3!.id, questionText: q3!.questionText, section: 'Quantitative Aptitude', topic: 'Number Systems', setTitle: null, bookmarked: true }, "the question's list fields");
  t.ok(['correct', 'wrong'].includes(first.question.myStatus), 'with my status (answered once)');
  t.equal(items[1].question.myStatus, null, 'null when never attempted');

  const paged = await me.client.get('/api/bookmarks?kind=question&limit=1&offset=1');
  t.same(paged.json().map((b: { questionId: number }) => b.questionId), [q1!.id], 'limit and offset page the list');
  t.equal(paged.headers['x-total-count'], '3', 'the total is of all pages');

  const posts = await me.client.get('/api/bookmarks?kind=post');
  t.equal(posts.headers['x-total-count'], '2');
  const postItems = posts.json();
  t.same(postItems.map((b: { postId: number }) => b.postId), [p2.id, p1.id], 'posts newest first');
  t.match(postItems[0], { kind: 'post', questionId: null, question: null, postId: p2.id, post: { post: { id: p2.id, title: 'Second saved post', forumId: forum.id }, author: { id: other.user.id }, bookmarked: true, replies: [] } }, 'the shape of a post bookmark');

  const theirs = await other.client.get('/api/bookmarks?kind=question');
  t.same(theirs.json().map((b: { questionId: number }) => b.questionId), [q1!.id], 'each user lists only their own');

  await other.client.request({ method: 'DELETE', url: `/api/forum/posts/${p1.id}` });
  const afterDelete = await me.client.get('/api/bookmarks?kind=post');
  t.same(afterDelete.json().map((b: { postId: number }) => b.postId), [p2.id], 'a deleted post leaves the list');
  t.equal(afterDelete.headers['x-total-count'], '1');

  for (const bad of ['', 'kind=questions', 'kind=Question']) {
    const refused = await me.client.get(`/api/bookmarks?${bad}`);
    t.equal(refused.statusCode, 400, `?${bad}: 400`);
    t.equal(refused.json().message, messages.bookmarks.kind, `?${bad}: "${messages.bookmarks.kind}"`);
  }
});

t.test('getQuestionsByFilters: bookmarked on list items and status=bookmarked with its count', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const [q1, q2, q3, q4] = await seed(db);
  const me = await loggedIn(app, db);
  const other = await loggedIn(app, db);
  const category = q1!.categoryId;
  await put(me.client, `/api/bookmarks/questions/${q3!.id}`);
  await put(me.client, `/api/bookmarks/questions/${q1!.id}`);
  await put(other.client, `/api/bookmarks/questions/${q2!.id}`);

  const all = await me.client.get(`/api/getQuestionsByFilters?category=${category}`);
  t.same(all.json().map((q: { id: number; bookmarked: boolean }) => [q.id, q.bookmarked]), [[q1!.id, true], [q2!.id, false], [q3!.id, true], [q4!.id, false]], 'list items carry my bookmarked');

  const saved = await me.client.get(`/api/getQuestionsByFilters?category=${category}&status=bookmarked`);
  t.equal(saved.statusCode, 200);
  t.same(saved.json().map((q: { id: number }) => q.id), [q1!.id, q3!.id], 'status=bookmarked: my saved questions in list order');
  t.equal(saved.headers['x-total-count'], '2', 'and their count');
  const ids = await me.client.get(`/api/getQuestionsByFilters?category=${category}&status=bookmarked&idsOnly=true`);
  t.same(ids.json(), [q1!.id, q3!.id], 'idsOnly too');
  const paged = await me.client.get(`/api/getQuestionsByFilters?category=${category}&status=bookmarked&limit=1&offset=1`);
  t.same(paged.json().map((q: { id: number }) => q.id), [q3!.id], 'paged');

  const theirs = await other.client.get(`/api/getQuestionsByFilters?category=${category}&status=bookmarked`);
  t.same(theirs.json().map((q: { id: number }) => q.id), [q2!.id], "another user's filter is theirs");

  await db.update(questions).set({ status: 'deleted' }).where(eq(questions.id, q1!.id));
  const afterDelete = await me.client.get(`/api/getQuestionsByFilters?category=${category}&status=bookmarked`);
  t.same(afterDelete.json().map((q: { id: number }) => q.id), [q3!.id], 'only approved questions are listed');
  t.equal(afterDelete.headers['x-total-count'], '1');

  const refused = await me.client.get(`/api/getQuestionsByFilters?category=${category}&status=saved`);
  t.equal(refused.statusCode, 400);
  t.equal(refused.json().message, 'status must be one of unattempted, wrong, correct, bookmarked', 'the error lists the values');
});
