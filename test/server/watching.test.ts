/**
 * Watching a thread (contract 8.4): PUT /api/forum/posts/{id}/watch { level } -> 204 and the post's
 * `watchLevel`; watchers get a `post_activity` notification for every new reply; muting stops every
 * notification from the thread, mentions included.
 */
import t from 'tap';
import { and, eq } from 'drizzle-orm';
import type { ForumPostWrapper } from '@common/api/forums.ts';
import { notifications } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createUser } from '../helpers/factories.ts';
import { addReply, createForum, createPost } from '../helpers/forums.ts';

t.teardown(closeTestDatabase);

t.test('watching, normal and muted threads', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const u = { alice: await createUser(db), bob: await createUser(db), carol: await createUser(db), dave: await createUser(db) };
  const c = { alice: new TestClient(app), bob: new TestClient(app), carol: new TestClient(app), dave: new TestClient(app) };
  for (const name of ['alice', 'bob', 'carol', 'dave'] as const) await c[name].login(u[name].username, u[name].password);
  const forum = await createForum(c.alice);
  const post = (await createPost(c.alice, forum.id)).post;
  const url = `/api/forum/posts/${post.id}/watch`;
  const of = async (userId: number) => db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.postId, post.id)));
  const level = async (client: TestClient) => ((await client.get(`/api/forum/posts/${post.id}`)).json() as ForumPostWrapper).watchLevel;

  t.equal(await level(c.carol), 'normal', 'normal by default');
  const listed = (await c.carol.get(`/api/forum/getPostsbyForumId/${forum.id}`)).json() as ForumPostWrapper[];
  t.equal(listed[0]!.watchLevel, 'normal', 'list items carry it too');
  const watched = await c.carol.request({ method: 'PUT', url, payload: { level: 'watching' } });
  t.equal(watched.statusCode, 204, 'watch: 204');
  t.equal(watched.body, '');
  t.equal(await level(c.carol), 'watching', "carol's post JSON says watching");
  t.equal(await level(c.bob), 'normal', "bob's still normal");

  const first = await addReply(c.bob, post.id, 'A first reply');
  const carolFirst = await of(u.carol.id);
  t.equal(carolFirst.length, 1, 'the watcher gets one notification');
  t.match(carolFirst[0], { type: 'post_activity', actorId: u.bob.id, postId: post.id, replyId: first.id, forumId: forum.id });
  t.match((await c.carol.get('/api/notifications')).json()[0], { type: 'post_activity', replyId: first.id }, 'in the bell');
  t.equal((await of(u.alice.id))[0]?.type, 'post_reply', 'the post author still gets post_reply');
  await addReply(c.dave, post.id, `Another, for @${u.carol.username}`, first.id);
  t.same((await of(u.carol.id)).map((n) => n.type), ['post_activity', 'mention'], 'a mention wins over post_activity: one per reply');
  await addReply(c.carol, post.id, 'Carol herself');
  t.equal((await of(u.carol.id)).length, 2, 'none for her own reply');

  t.equal((await c.alice.request({ method: 'PUT', url, payload: { level: 'muted' } })).statusCode, 204, 'the author mutes');
  t.equal(await level(c.alice), 'muted');
  const aliceBefore = (await of(u.alice.id)).length;
  await addReply(c.bob, post.id, `Direct and a mention: @${u.alice.username}`);
  t.equal((await of(u.alice.id)).length, aliceBefore, 'muted: no post_reply, no mention');
  const bobsReply = await addReply(c.bob, post.id, 'Another one');
  await addReply(c.dave, post.id, `Answering bob, @${u.alice.username}`, bobsReply.id);
  t.equal((await of(u.alice.id)).length, aliceBefore, 'still nothing');
  t.ok((await of(u.bob.id)).some((n) => n.type === 'reply_reply'), 'others are still notified (bob: reply_reply)');
  const accept = await c.alice.post(`/api/forum/posts/${post.id}/accept`, { payload: { replyId: bobsReply.id } });
  t.equal(accept.statusCode, 200);
  await c.bob.request({ method: 'PUT', url, payload: { level: 'muted' } });
  const carolBefore = (await of(u.carol.id)).length;
  const other = await addReply(c.carol, post.id, 'Carol answers');
  await c.alice.post(`/api/forum/posts/${post.id}/accept`, { payload: { replyId: other.id } });
  t.equal((await of(u.carol.id)).filter((n) => n.type === 'answer_accepted').length, 1, 'answer_accepted reaches a watcher');
  const bobAccepted = (await of(u.bob.id)).filter((n) => n.type === 'answer_accepted').length;
  t.equal(bobAccepted, 1, 'bob got answer_accepted before muting');
  t.ok((await of(u.carol.id)).length > carolBefore);

  t.equal((await c.alice.request({ method: 'PUT', url, payload: { level: 'normal' } })).statusCode, 204, 'back to normal');
  t.equal(await level(c.alice), 'normal');
  await addReply(c.dave, post.id, 'Now alice hears again');
  t.equal((await of(u.alice.id)).length, aliceBefore + 1, 'normal: post_reply again');
  await addReply(c.dave, post.id, 'Carol stops watching next');
  await c.carol.request({ method: 'PUT', url, payload: { level: 'normal' } });
  const carolNow = (await of(u.carol.id)).length;
  await addReply(c.dave, post.id, 'Not for carol');
  t.equal((await of(u.carol.id)).length, carolNow, 'normal: no post_activity');

  const bad = await c.carol.request({ method: 'PUT', url, payload: { level: 'loud' } });
  t.equal(bad.statusCode, 400, 'a bad level: 400');
  t.equal(bad.json().message, 'Level must be watching, normal or muted');
  t.equal((await c.carol.request({ method: 'PUT', url: '/api/forum/posts/99999999/watch', payload: { level: 'watching' } })).statusCode, 404, 'an unknown post: 404');
  t.equal((await new TestClient(app).request({ method: 'PUT', url, payload: { level: 'watching' } })).statusCode, 401, 'anonymous: 401');
});
