/**
 * Accepted answers (contract 8.4): POST|DELETE /api/forum/posts/{id}/accept by the post's author or
 * an admin, one accepted reply per post even under concurrent requests, `solved` and the
 * `solved=` filter of a forum's posts; POST|DELETE /api/comments/{id}/accept by the question's
 * submitter, a mentor or an admin, one per question; the `answer_accepted` notification; and
 * `/public/stats` counting solved discussions.
 */
import t from 'tap';
import { and, desc, eq } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import type { ForumPostWrapper, ForumReply } from '@common/api/forums.ts';
import { comments, forumPosts, notifications, questions, users } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { addReply, createForum, createPost } from '../helpers/forums.ts';

t.teardown(closeTestDatabase);

const q = (path: string, params: Record<string, string | number>) => `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

async function setup(t: Parameters<typeof buildTestApp>[0]) {
  const testApp = await buildTestApp(t, { publicStatsCacheMs: 0 });
  const { app, database } = testApp;
  const users = { alice: await createUser(database.db), bob: await createUser(database.db), carol: await createUser(database.db), admin: await createUser(database.db, { role: 'admin' }) };
  const clients = { alice: new TestClient(app), bob: new TestClient(app), carol: new TestClient(app), admin: new TestClient(app) };
  for (const name of ['alice', 'bob', 'carol', 'admin'] as const) await clients[name].login(users[name].username, users[name].password);
  return { ...testApp, users, ...clients };
}

const answerAccepted = (db: Parameters<typeof createUser>[0], userId: number) =>
  db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, 'answer_accepted')));

t.test('accepting a reply: the author or an admin, a reply of this post only, unaccepting, solved filter, answer_accepted', async (t) => {
  const { app, database, users, alice, bob, carol, admin } = await setup(t);
  const db = database.db;
  const forum = await createForum(alice);
  const post = (await createPost(alice, forum.id, { title: 'How to split work?' })).post;
  const other = (await createPost(bob, forum.id)).post;
  const bobs = await addReply(bob, post.id, 'Use LCM of the days');
  const carols = await addReply(carol, post.id, 'Find the rate of each', bobs.id);
  const elsewhere = await addReply(carol, other.id, 'A reply on another post');
  const url = `/api/forum/posts/${post.id}/accept`;

  t.equal((await new TestClient(app).post(url, { payload: { replyId: bobs.id } })).statusCode, 401, 'anonymous: 401');
  const refused = await bob.post(url, { payload: { replyId: bobs.id } });
  t.equal(refused.statusCode, 403, 'the reply author (not the post author): 403');
  t.equal(refused.json().message, messages.forum.acceptOwnerOnly);
  t.equal((await carol.request({ method: 'DELETE', url })).statusCode, 403, 'unaccepting by someone else: 403');
  const foreign = await alice.post(url, { payload: { replyId: elsewhere.id } });
  t.equal(foreign.statusCode, 400, 'a reply of another post: 400');
  t.equal(foreign.json().message, 'That reply is not in this post');
  t.equal((await alice.post(url, { payload: { replyId: 99999999 } })).statusCode, 404, 'an unknown reply: 404');
  t.equal((await alice.post(url, { payload: {} })).statusCode, 400, 'no replyId: 400');
  t.equal((await alice.post(url, { payload: { replyId: 'x' } })).statusCode, 400, 'a bad replyId: 400');
  t.equal((await alice.post('/api/forum/posts/99999999/accept', { payload: { replyId: bobs.id } })).statusCode, 404, 'an unknown post: 404');
  t.equal((await answerAccepted(db, users.bob.id)).length, 0, 'no notification for a refused accept');

  const accepted = await alice.post(url, { payload: { replyId: bobs.id } });
  t.equal(accepted.statusCode, 200, 'the post author accepts');
  const wrapper: ForumPostWrapper = accepted.json();
  t.equal(wrapper.post.acceptedReplyId, bobs.id, 'acceptedReplyId');
  t.equal(wrapper.post.solved, true, 'solved');
  t.equal(wrapper.replies.length, 1, 'the post JSON with its replies');
  const viewed: ForumPostWrapper = (await carol.get(`/api/forum/posts/${post.id}`)).json();
  t.match(viewed.post, { acceptedReplyId: bobs.id, solved: true }, 'everyone sees it accepted');
  const notified = await answerAccepted(db, users.bob.id);
  t.equal(notified.length, 1, 'the reply author gets answer_accepted');
  t.match(notified[0], { actorId: users.alice.id, postId: post.id, replyId: bobs.id, forumId: forum.id });
  const bell = (await bob.get('/api/notifications')).json();
  t.match(bell[0], { type: 'answer_accepted', postId: post.id, replyId: bobs.id, actor: { id: users.alice.id } }, 'in the bell');
  t.equal((await alice.post(url, { payload: { replyId: bobs.id } })).statusCode, 200, 'accepting it again: 200');
  t.equal((await answerAccepted(db, users.bob.id)).length, 1, 'and no second notification');

  const listed = async (query: string) => ((await carol.get(`/api/forum/getPostsbyForumId/${forum.id}${query}`)).json() as ForumPostWrapper[]).map((item) => item.post.id);
  const all = await carol.get(`/api/forum/getPostsbyForumId/${forum.id}`);
  t.match((all.json() as ForumPostWrapper[]).find((item) => item.post.id === post.id)!.post, { acceptedReplyId: bobs.id, solved: true }, 'list items carry it');
  t.same(await listed('?solved=true'), [post.id], 'solved=true');
  t.same(await listed('?solved=false'), [other.id], 'solved=false');
  const unsolvedRes = await carol.get(`/api/forum/getPostsbyForumId/${forum.id}?solved=false`);
  t.equal(unsolvedRes.headers['x-total-count'], '1', 'X-Total-Count follows the filter');
  const badFilter = await carol.get(`/api/forum/getPostsbyForumId/${forum.id}?solved=maybe`);
  t.equal(badFilter.statusCode, 400);
  t.equal(badFilter.json().message, 'solved must be true or false');

  const byAdmin = await admin.post(url, { payload: { replyId: carols.id } });
  t.equal(byAdmin.statusCode, 200, 'an admin accepts another reply (a nested one)');
  t.equal(byAdmin.json().post.acceptedReplyId, carols.id, 'it replaces the first: one accepted reply');
  t.equal((await answerAccepted(db, users.carol.id)).length, 1, 'carol notified');

  const removed = await alice.request({ method: 'DELETE', url });
  t.equal(removed.statusCode, 200, 'the author unaccepts');
  t.match(removed.json().post, { acceptedReplyId: null, solved: false });
  t.equal((await alice.request({ method: 'DELETE', url })).statusCode, 200, 'unaccepting with nothing accepted: 200');

  const own = await addReply(alice, post.id, 'Answering myself');
  t.equal((await alice.post(url, { payload: { replyId: own.id } })).statusCode, 200, 'accepting one’s own reply is allowed');
  t.equal((await answerAccepted(db, users.alice.id)).length, 0, 'but notifies no one');

  t.equal((await alice.post(url, { payload: { replyId: bobs.id } })).statusCode, 200);
  t.equal((await bob.request({ method: 'DELETE', url: `/api/forum/replies/${bobs.id}` })).statusCode, 200, 'the accepted reply (with a reply under it) is deleted');
  const afterDelete: ForumPostWrapper = (await alice.get(`/api/forum/posts/${post.id}`)).json();
  t.match(afterDelete.post, { acceptedReplyId: null, solved: false }, 'a deleted reply is no longer accepted');
  const placeholder = await alice.post(url, { payload: { replyId: bobs.id } });
  t.equal(placeholder.statusCode, 404, 'a deleted placeholder cannot be accepted');
});

t.test('one accepted reply per post under 20 concurrent accepts of different replies', async (t) => {
  const { database, alice, bob } = await setup(t);
  const forum = await createForum(alice);
  const post = (await createPost(alice, forum.id)).post;
  const replies: ForumReply[] = [];
  for (let i = 0; i < 20; i++) replies.push(await addReply(bob, post.id, `Answer ${i}`));
  const results = await Promise.all(replies.map((reply) => alice.post(`/api/forum/posts/${post.id}/accept`, { payload: { replyId: reply.id } })));
  t.same(results.map((res) => res.statusCode), replies.map(() => 200), 'every request answers 200');
  const [row] = await database.db.select().from(forumPosts).where(eq(forumPosts.id, post.id));
  t.ok(replies.some((reply) => reply.id === row!.acceptedReplyId), `one of them is accepted (${row!.acceptedReplyId})`);
  const viewed: ForumPostWrapper = (await bob.get(`/api/forum/posts/${post.id}`)).json();
  t.equal(viewed.post.acceptedReplyId, row!.acceptedReplyId, 'the post shows that one');
  const finals = results.map((res) => res.json().post.acceptedReplyId as number);
  t.ok(finals.every((id) => replies.some((reply) => reply.id === id)), 'each answer names a reply of the post');
});

t.test('best explanation of a question: submitter, mentor or admin; one per question; answer_accepted; stats count solved discussions', async (t) => {
  const { app, database, users: u, alice, bob, carol, admin } = await setup(t);
  const db = database.db;
  const mentorUser = await createUser(db);
  await db.update(users).set({ userType: 'Mentor' }).where(eq(users.id, mentorUser.id));
  const mentor = new TestClient(app);
  await mentor.login(mentorUser.username, mentorUser.password);
  await createQuestions(db, [{ questionText: 'If 2x = 8, x?' }], u.alice.id);
  const [question] = await db.select({ id: questions.id }).from(questions).where(eq(questions.submittedBy, u.alice.id)).orderBy(desc(questions.id)).limit(1);
  const qid = question!.id;
  const before = (await app.inject({ method: 'GET', url: '/public/stats' })).json().discussions;

  const bobs = (await bob.post(q('/api/addComment', { questionId: qid, text: 'Divide both sides by 2' }))).json();
  const carols = (await carol.post(q('/api/addComment', { questionId: qid, text: 'x = 4' }))).json();
  t.equal(bobs.accepted, false, 'a new comment is not accepted');

  const refused = await carol.post(`/api/comments/${bobs.id}/accept`);
  t.equal(refused.statusCode, 403, 'a student who did not submit the question: 403');
  t.equal(refused.json().message, messages.community.acceptCommentOnly);
  t.equal((await bob.post(`/api/comments/${bobs.id}/accept`)).statusCode, 403, 'the comment author alone: 403');
  t.equal((await bob.post('/api/comments/99999999/accept')).statusCode, 404, 'an unknown comment: 404');

  const accepted = await alice.post(`/api/comments/${bobs.id}/accept`);
  t.equal(accepted.statusCode, 200, 'the question’s submitter accepts');
  t.match(accepted.json(), { id: bobs.id, accepted: true, user: { id: u.bob.id } });
  t.equal((await app.inject({ method: 'GET', url: '/public/stats' })).json().discussions, before + 1, 'the question counts as a solved discussion');
  const notified = await answerAccepted(db, u.bob.id);
  t.equal(notified.length, 1, 'bob gets answer_accepted');
  t.match(notified[0], { questionId: qid, commentId: bobs.id, actorId: u.alice.id });

  const byMentor = await mentor.post(`/api/comments/${carols.id}/accept`);
  t.equal(byMentor.statusCode, 200, 'a mentor accepts another comment');
  const listed = (await carol.get(q('/api/getCommentsbyId', { id: qid }))).json() as Array<{ id: number; accepted: boolean }>;
  t.same(listed.filter((c) => c.accepted).map((c) => c.id), [carols.id], 'one accepted comment per question');
  t.equal((await app.inject({ method: 'GET', url: '/public/stats' })).json().discussions, before + 1, 'still one solved question');

  const removed = await admin.request({ method: 'DELETE', url: `/api/comments/${carols.id}/accept` });
  t.equal(removed.statusCode, 200, 'an admin unaccepts');
  t.equal(removed.json().accepted, false);
  t.equal((await carol.request({ method: 'DELETE', url: `/api/comments/${carols.id}/accept` })).statusCode, 403, 'the comment author may not unaccept');
  t.equal((await app.inject({ method: 'GET', url: '/public/stats' })).json().discussions, before, 'no longer solved');

  const concurrent = await Promise.all([bobs, carols, bobs, carols, bobs, carols, bobs, carols].map((c) => admin.post(`/api/comments/${c.id}/accept`)));
  t.same(concurrent.map((res) => res.statusCode), concurrent.map(() => 200), 'concurrent accepts all answer 200');
  const acceptedRows = await db.select().from(comments).where(and(eq(comments.questionId, qid)));
  t.equal(acceptedRows.filter((row) => row.acceptedAt !== null).length, 1, 'and leave one accepted comment');

  const forum = await createForum(alice);
  const post = (await createPost(alice, forum.id)).post;
  const reply = await addReply(bob, post.id, 'An answer');
  const mid = (await app.inject({ method: 'GET', url: '/public/stats' })).json().discussions;
  await alice.post(`/api/forum/posts/${post.id}/accept`, { payload: { replyId: reply.id } });
  t.equal((await app.inject({ method: 'GET', url: '/public/stats' })).json().discussions, mid + 1, 'a post with an accepted reply counts');
});
