import t from 'tap';
import { and, eq, inArray } from 'drizzle-orm';
import type { Forum, ForumPostWrapper, PostReactions } from '@common/api/forums.ts';
import { messages } from '@common/messages.ts';
import type { Database } from '../../server/db/client.ts';
import { forumPosts, forumReplies, forums, postReactions, replyReactions } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createUser } from '../helpers/factories.ts';
import { addReply, createForum, createPost, forumTableCounts } from '../helpers/forums.ts';
import { throughLockGate } from '../helpers/lockGate.ts';
import { needsConcurrentDatabase } from '../helpers/requirements.ts';

t.teardown(closeTestDatabase);

const isoDate = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const validForum = 'A valid forum is required';

/** An app and four clients: alice, bob, an admin, and one without a session. */
async function setup(t: Parameters<typeof buildTestApp>[0]) {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const users = { alice: await createUser(db, { mobile: '9876543210' }), bob: await createUser(db), admin: await createUser(db, { role: 'admin' }) };
  const clients = { alice: new TestClient(app), bob: new TestClient(app), admin: new TestClient(app), anonymous: new TestClient(app) };
  await clients.alice.login(users.alice.username, users.alice.password);
  await clients.bob.login(users.bob.username, users.bob.password);
  await clients.admin.login(users.admin.username, users.admin.password);
  return { app, db, users, ...clients };
}

/** A forum with a post by alice that has a nested reply, liked by bob, with a disliked reply. */
async function populatedForum(db: Database, alice: TestClient, bob: TestClient) {
  const forum = await createForum(alice);
  const { post } = await createPost(alice, forum.id);
  const reply = await addReply(bob, post.id, 'top reply');
  const nested = await addReply(alice, post.id, 'nested reply', reply.id);
  await bob.post(`/api/forum/posts/${post.id}/like`);
  await alice.post(`/api/forum/replies/${nested.id}/dislike`);
  await bob.post(`/api/forum/replies/${reply.id}/like`);
  return { forum, post, reply, nested };
}

t.test('every forum route is 401 without a session, and nothing is stored', async (t) => {
  const { db, alice, bob, anonymous } = await setup(t);
  const { forum, post, reply } = await populatedForum(db, alice, bob);
  const before = await forumTableCounts(db);
  const json = { 'content-type': 'application/json' };
  const requests: [string, string, string?][] = [
    ['GET', '/api/forum/getForums'],
    ['POST', '/api/forum/forums', JSON.stringify({ title: 't', description: 'd' })],
    ['GET', `/api/deleteForum?forumId=${forum.id}`],
    ['POST', `/api/deleteForum?forumId=${forum.id}`],
    ['GET', `/api/forum/getPostsbyForumId/${forum.id}`],
    ['GET', `/api/forum/posts/${post.id}`],
    ['POST', '/api/forum/posts', JSON.stringify({ title: 't', content: 'c', forumId: forum.id })],
    ['DELETE', `/api/forum/posts/${post.id}`],
    ['POST', `/api/forum/posts/${post.id}/like`],
    ['POST', `/api/forum/posts/${post.id}/unlike`],
    ['POST', `/api/forum/posts/${post.id}/dislike`],
    ['POST', `/api/forum/addReply/${post.id}`, JSON.stringify({ content: 'hi' })],
    ['DELETE', `/api/forum/replies/${reply.id}`],
    ['POST', `/api/forum/replies/${reply.id}/like`],
    ['POST', `/api/forum/replies/${reply.id}/unlike`],
    ['POST', `/api/forum/replies/${reply.id}/dislike`],
  ];
  for (const [method, url, payload] of requests) {
    const res = await anonymous.request({ method: method as 'GET', url, payload, headers: payload ? json : {} });
    t.equal(res.statusCode, 401, `${method} ${url}: 401`);
    t.equal(res.json().message, messages.auth.loginRequired);
    t.notOk(res.body.includes('top reply'), 'nothing leaked');
  }
  t.strictSame(await forumTableCounts(db), before, 'nothing changed in any forum table');
});

t.test('every state-changing forum request is 403 without X-Requested-With, and nothing changes', async (t) => {
  const { db, alice, bob, admin } = await setup(t);
  const { forum, post, reply } = await populatedForum(db, alice, bob);
  const before = await forumTableCounts(db);
  const json = { 'content-type': 'application/json' };
  const requests: [TestClient, string, string, string?][] = [
    [alice, 'POST', '/api/forum/forums', JSON.stringify({ title: 'forged', description: 'forged' })],
    [admin, 'GET', `/api/deleteForum?forumId=${forum.id}`],
    [admin, 'POST', `/api/deleteForum?forumId=${forum.id}`],
    [alice, 'POST', '/api/forum/posts', JSON.stringify({ title: 'forged', content: 'forged', forumId: forum.id })],
    [alice, 'DELETE', `/api/forum/posts/${post.id}`],
    [alice, 'POST', `/api/forum/posts/${post.id}/like`],
    [bob, 'POST', `/api/forum/posts/${post.id}/unlike`],
    [alice, 'POST', `/api/forum/posts/${post.id}/dislike`],
    [alice, 'POST', `/api/forum/addReply/${post.id}`, JSON.stringify({ content: 'forged' })],
    [bob, 'DELETE', `/api/forum/replies/${reply.id}`],
    [alice, 'POST', `/api/forum/replies/${reply.id}/like`],
    [bob, 'POST', `/api/forum/replies/${reply.id}/unlike`],
    [alice, 'POST', `/api/forum/replies/${reply.id}/dislike`],
  ];
  for (const [client, method, url, payload] of requests) {
    const res = await client.request({ method: method as 'GET', url, payload, headers: payload ? json : {}, bare: true });
    t.equal(res.statusCode, 403, `${method} ${url}: 403`);
    t.equal(res.json().message, messages.auth.missingRequestedWith);
  }
  t.strictSame(await forumTableCounts(db), before, 'nothing changed in any forum table');
  t.strictSame((await db.select().from(postReactions)).map((r) => r.kind), ['like'], "bob's like is still there");
  for (const url of ['/api/forum/getForums', `/api/forum/getPostsbyForumId/${forum.id}`, `/api/forum/posts/${post.id}`]) {
    t.equal((await alice.get(url, { bare: true })).statusCode, 200, `reading ${url} needs no header`);
  }
});

t.test('POST /api/forum/forums creates a forum for any user; GET lists forums oldest first with postCount and X-Total-Count', async (t) => {
  const { db, users, alice, bob } = await setup(t);
  t.strictSame((await alice.get('/api/forum/getForums')).json(), [], 'no forums yet');
  const res = await bob.post('/api/forum/forums', { payload: { title: '  CAT Quant  ', description: '  Arithmetic and algebra  ' } });
  t.equal(res.statusCode, 201);
  const forum: Forum = res.json();
  t.strictSame({ ...forum, createdAt: '' }, { id: forum.id, title: 'CAT Quant', description: 'Arithmetic and algebra', createdBy: users.bob.id, createdAt: '', postCount: 0 }, 'the Forum shape, trimmed');
  t.match(forum.createdAt, isoDate);
  t.match((await db.select().from(forums))[0], { id: forum.id, title: 'CAT Quant', description: 'Arithmetic and algebra', createdBy: users.bob.id }, 'stored');

  const second = await createForum(alice, { title: 'VARC' });
  const third = await createForum(alice, { title: 'LRDI' });
  await createPost(alice, second.id);
  await createPost(bob, second.id);
  await createPost(bob, third.id);
  const list = await alice.get('/api/forum/getForums');
  t.equal(list.statusCode, 200);
  t.equal(list.headers['x-total-count'], '3');
  t.strictSame((list.json() as Forum[]).map((f) => [f.id, f.title, f.postCount]), [[forum.id, 'CAT Quant', 0], [second.id, 'VARC', 2], [third.id, 'LRDI', 1]], 'oldest first, with post counts');
  t.strictSame((list.json() as Forum[])[0], forum, 'a listed forum equals the created one');

  const page = await alice.get('/api/forum/getForums?limit=1&offset=1');
  t.strictSame((page.json() as Forum[]).map((f) => f.id), [second.id], 'limit and offset');
  t.equal(page.headers['x-total-count'], '3', 'the total ignores paging');
  t.equal((await alice.get('/api/forum/getForums?limit=201')).statusCode, 400, 'limit above 200: 400');
  t.equal((await alice.get('/api/forum/getForums?offset=-1')).statusCode, 400, 'negative offset: 400');
});

t.test('creating a forum: blank or invalid fields are a 400 with the field named, and nothing is stored', async (t) => {
  const { db, alice } = await setup(t);
  const cases: [string, unknown, string][] = [
    ['blank title', { title: '   ', description: 'd' }, 'Title is required'],
    ['missing title', { description: 'd' }, 'Title is required'],
    ['blank description', { title: 'Quant', description: '\n\t ' }, 'Description is required'],
    ['missing description', { title: 'Quant' }, 'Description is required'],
    ['non-string title', { title: 42, description: 'd' }, 'Title is required'],
    ['long title', { title: 'x'.repeat(151), description: 'd' }, 'Title must be at most 150 characters'],
    ['long description', { title: 'Quant', description: 'x'.repeat(1001) }, 'Description must be at most 1000 characters'],
    ['NUL', { title: 'a\u0000b', description: 'd' }, messages.validation.nulCharacter],
  ];
  for (const [label, payload, message] of cases) {
    const res = await alice.post('/api/forum/forums', { payload: payload as Record<string, unknown> });
    t.equal(res.statusCode, 400, `${label}: 400`);
    t.equal(res.json().message, message, `${label}: message`);
  }
  t.equal((await alice.post('/api/forum/forums')).statusCode, 400, 'no body: 400');
  t.equal((await forumTableCounts(db)).forums, 0, 'no forum stored');
});

t.test('deleteForum: admins only (GET or POST), 404 for an unknown forum, and no orphan rows in any forum table', async (t) => {
  const { db, alice, bob, admin } = await setup(t);
  const doomed = await populatedForum(db, alice, bob);
  const extra = await createPost(bob, doomed.forum.id);
  await alice.post(`/api/forum/posts/${extra.post.id}/dislike`);
  const kept = await populatedForum(db, alice, bob);
  const before = await forumTableCounts(db);
  t.strictSame(before, { forums: 2, posts: 3, replies: 4, postReactions: 3, replyReactions: 4 }, 'two populated forums');

  for (const client of [alice, bob]) {
    const res = await client.get(`/api/deleteForum?forumId=${doomed.forum.id}`);
    t.equal(res.statusCode, 403, 'a non-admin: 403');
    t.equal(res.json().message, messages.auth.adminOnly);
  }
  t.strictSame(await forumTableCounts(db), before, 'nothing changed');

  const missing = await admin.get('/api/deleteForum?forumId=987654');
  t.equal(missing.statusCode, 404);
  t.equal(missing.json().message, messages.forum.forumNotFound);
  t.equal((await admin.get('/api/deleteForum')).statusCode, 400, 'no forumId: 400');
  t.equal((await admin.get('/api/deleteForum?forumId=abc')).statusCode, 400, 'non-numeric forumId: 400');

  const res = await admin.get(`/api/deleteForum?forumId=${doomed.forum.id}`);
  t.equal(res.statusCode, 200);
  t.strictSame(res.json(), { forumId: doomed.forum.id });
  const doomedPosts = [doomed.post.id, extra.post.id];
  const doomedReplies = [doomed.reply.id, doomed.nested.id];
  t.strictSame(await db.select().from(forums).where(eq(forums.id, doomed.forum.id)), [], 'the forum is gone');
  t.strictSame(await db.select().from(forumPosts).where(eq(forumPosts.forumId, doomed.forum.id)), [], 'no orphan post');
  t.strictSame(await db.select().from(forumReplies).where(inArray(forumReplies.postId, doomedPosts)), [], 'no orphan reply');
  t.strictSame(await db.select().from(postReactions).where(inArray(postReactions.postId, doomedPosts)), [], 'no orphan post reaction');
  t.strictSame(await db.select().from(replyReactions).where(inArray(replyReactions.replyId, doomedReplies)), [], 'no orphan reply reaction');
  t.strictSame(await forumTableCounts(db), { forums: 1, posts: 1, replies: 2, postReactions: 1, replyReactions: 2 }, 'exactly the other forum remains, whole');
  t.equal(((await alice.get(`/api/forum/posts/${kept.post.id}`)).json() as ForumPostWrapper).replies[0]!.replies[0]!.id, kept.nested.id, "the other forum's thread is intact");

  t.equal((await alice.get(`/api/forum/getPostsbyForumId/${doomed.forum.id}`)).statusCode, 404, 'its posts are no longer listed');
  t.equal((await alice.get(`/api/forum/posts/${doomed.post.id}`)).statusCode, 404, 'its post is gone');
  const again = await admin.post(`/api/deleteForum?forumId=${doomed.forum.id}`);
  t.equal(again.statusCode, 404, 'deleting it again: 404');
  const viaPost = await admin.post(`/api/deleteForum?forumId=${kept.forum.id}`);
  t.strictSame([viaPost.statusCode, viaPost.json()], [200, { forumId: kept.forum.id }], 'POST works the same');
  t.strictSame(await forumTableCounts(db), { forums: 0, posts: 0, replies: 0, postReactions: 0, replyReactions: 0 }, 'every forum table is empty');
});

t.test('getPostsbyForumId lists post wrappers newest first with X-Total-Count; 404 for an unknown forum', async (t) => {
  const { db, users, alice, bob } = await setup(t);
  const forum = await createForum(alice);
  const other = await createForum(alice);
  const first = await createPost(alice, forum.id, { title: 'first' });
  const second = await createPost(bob, forum.id, { title: 'second' });
  const third = await createPost(alice, forum.id, { title: 'third' });
  await createPost(alice, other.id, { title: 'elsewhere' });
  // Equal timestamps must still come out newest (highest id) first.
  await db.update(forumPosts).set({ createdAt: new Date('2024-01-01T00:00:00Z') }).where(inArray(forumPosts.id, [first.post.id, second.post.id]));
  await addReply(bob, second.post.id, 'a reply');
  await addReply(bob, second.post.id, 'another');
  await bob.post(`/api/forum/posts/${second.post.id}/like`);
  await alice.post(`/api/forum/posts/${second.post.id}/like`);
  await alice.post(`/api/forum/posts/${first.post.id}/dislike`);

  const res = await bob.get(`/api/forum/getPostsbyForumId/${forum.id}`);
  t.equal(res.statusCode, 200);
  t.equal(res.headers['x-total-count'], '3');
  const list: ForumPostWrapper[] = res.json();
  t.strictSame(list.map((w) => w.post.title), ['third', 'second', 'first'], 'newest first, ties by id');
  const [ids] = [[users.alice.id, users.bob.id].sort((a, b) => a - b)];
  t.match(list[1], {
    post: { id: second.post.id, forumId: forum.id, title: 'second', authorId: users.bob.id, likedBy: ids, dislikedBy: [], replyCount: 2 },
    author: { id: users.bob.id, name: users.bob.name, username: users.bob.username, userType: 'Student' },
    replies: [],
  });
  t.strictSame(list[1]!.author, { id: users.bob.id, name: users.bob.name, username: users.bob.username, userType: 'Student', reputation: 1 }, "the author is a summary with their reputation (alice's like, not bob's own): no mobile or email");
  t.strictSame(list[2]!.post.dislikedBy, [users.alice.id]);
  t.strictSame(list[0], third, 'an untouched post equals the created wrapper');

  const page = await bob.get(`/api/forum/getPostsbyForumId/${forum.id}?limit=2&offset=1`);
  t.strictSame((page.json() as ForumPostWrapper[]).map((w) => w.post.title), ['second', 'first'], 'paged');
  t.equal(page.headers['x-total-count'], '3');
  const empty = await createForum(alice);
  const none = await bob.get(`/api/forum/getPostsbyForumId/${empty.id}`);
  t.strictSame([none.statusCode, none.json(), none.headers['x-total-count']], [200, [], '0'], 'a forum without posts');

  const missing = await bob.get('/api/forum/getPostsbyForumId/987654');
  t.equal(missing.statusCode, 404);
  t.equal(missing.json().message, messages.forum.forumNotFound);
  t.equal((await bob.get('/api/forum/getPostsbyForumId/abc')).statusCode, 400, 'non-numeric id: 400');
  t.equal((await bob.get('/api/forum/getPostsbyForumId/0')).statusCode, 400, 'id 0: 400');
});

t.test('POST /api/forum/posts: 201 wrapper; a missing, invalid or unknown forumId is a 400; blank fields are a 400', async (t) => {
  const { db, users, alice, bob } = await setup(t);
  const forum = await createForum(bob);
  const res = await alice.post('/api/forum/posts', { payload: { title: '  Time and work  ', content: '  How do you split the work?  ', forumId: forum.id } });
  t.equal(res.statusCode, 201);
  const wrapper: ForumPostWrapper = res.json();
  t.strictSame(
    { ...wrapper, post: { ...wrapper.post, createdAt: '', updatedAt: '' } },
    {
      post: { id: wrapper.post.id, forumId: forum.id, title: 'Time and work', content: 'How do you split the work?', authorId: users.alice.id, createdAt: '', updatedAt: '', editedAt: null, likedBy: [], dislikedBy: [], replyCount: 0, acceptedReplyId: null, solved: false },
      author: { id: users.alice.id, name: users.alice.name, username: users.alice.username, userType: 'Student', reputation: 0 },
      bookmarked: false,
      watchLevel: 'normal',
      replies: [],
    },
    'the wrapper shape, trimmed',
  );
  t.match(wrapper.post.createdAt, isoDate);
  t.match(wrapper.post.updatedAt, isoDate);
  t.strictSame((await bob.get(`/api/forum/posts/${wrapper.post.id}`)).json(), wrapper, 'GET answers the same wrapper');
  const asForm = await alice.post('/api/forum/posts', {
    payload: new URLSearchParams({ title: 'form', content: 'encoded', forumId: String(forum.id) }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  t.equal(asForm.statusCode, 201, 'form-encoded works too (forumId as text)');

  const cases: [string, Record<string, unknown>, string][] = [
    ['missing forumId', { title: 't', content: 'c' }, validForum],
    ['null forumId', { title: 't', content: 'c', forumId: null }, validForum],
    ['non-numeric forumId', { title: 't', content: 'c', forumId: 'quant' }, validForum],
    ['fractional forumId', { title: 't', content: 'c', forumId: 1.5 }, validForum],
    ['zero forumId', { title: 't', content: 'c', forumId: 0 }, validForum],
    ['huge forumId', { title: 't', content: 'c', forumId: 2 ** 40 }, validForum],
    ['unknown forumId', { title: 't', content: 'c', forumId: 987654 }, validForum],
    ['blank title', { title: ' ', content: 'c', forumId: forum.id }, 'Title is required'],
    ['blank content', { title: 't', content: '\n', forumId: forum.id }, 'Content is required'],
    ['long title', { title: 'x'.repeat(201), content: 'c', forumId: forum.id }, 'Title must be at most 200 characters'],
  ];
  for (const [label, payload, message] of cases) {
    const bad = await alice.post('/api/forum/posts', { payload });
    t.equal(bad.statusCode, 400, `${label}: 400`);
    t.equal(bad.json().message, message, `${label}: message`);
  }
  t.equal((await db.select().from(forumPosts)).length, 2, 'only the two valid posts stored');
});

t.test('GET /api/forum/posts/{id}: 404 "Post not found" for an unknown post, 400 for a bad id', async (t) => {
  const { alice } = await setup(t);
  const res = await alice.get('/api/forum/posts/987654');
  t.equal(res.statusCode, 404);
  t.equal(res.json().message, messages.notFound.post);
  t.equal((await alice.get('/api/forum/posts/-3')).statusCode, 400);
  for (const url of ['/api/forum/posts/987654/like', '/api/forum/posts/987654/unlike', '/api/forum/posts/987654/dislike']) {
    const missing = await alice.post(url);
    t.equal(missing.statusCode, 404, `${url}: 404`);
    t.equal(missing.json().message, messages.notFound.post);
  }
  const del = await alice.request({ method: 'DELETE', url: '/api/forum/posts/987654' });
  t.strictSame([del.statusCode, del.json().message], [404, messages.notFound.post], 'DELETE of an unknown post: 404');
});

t.test('DELETE /api/forum/posts/{id}: the author or an admin; anyone else 403 with nothing changed; the thread goes with it', async (t) => {
  const { db, alice, bob, admin } = await setup(t);
  const { forum, post, reply, nested } = await populatedForum(db, alice, bob);
  const second = await createPost(bob, forum.id);
  const before = await forumTableCounts(db);

  const denied = await bob.request({ method: 'DELETE', url: `/api/forum/posts/${post.id}` });
  t.equal(denied.statusCode, 403, 'not the author: 403');
  t.equal(denied.json().message, messages.forum.authorOnly);
  t.strictSame(await forumTableCounts(db), before, 'nothing changed');

  const res = await alice.request({ method: 'DELETE', url: `/api/forum/posts/${post.id}` });
  t.equal(res.statusCode, 200);
  t.strictSame(res.json(), { postId: post.id });
  t.strictSame(await db.select().from(forumPosts).where(eq(forumPosts.id, post.id)), [], 'the post is gone');
  t.strictSame(await db.select().from(forumReplies).where(inArray(forumReplies.id, [reply.id, nested.id])), [], 'its replies are gone');
  t.strictSame(await forumTableCounts(db), { forums: 1, posts: 1, replies: 0, postReactions: 0, replyReactions: 0 }, 'and every reaction on them');
  t.equal((await alice.get(`/api/forum/posts/${post.id}`)).statusCode, 404, 'GET: 404 afterwards');
  t.equal((await alice.request({ method: 'DELETE', url: `/api/forum/posts/${post.id}` })).statusCode, 404, 'deleting again: 404');

  const byAdmin = await admin.request({ method: 'DELETE', url: `/api/forum/posts/${second.post.id}` });
  t.strictSame([byAdmin.statusCode, byAdmin.json()], [200, { postId: second.post.id }], "an admin may delete anyone's post");
  t.equal((await forumTableCounts(db)).posts, 0);
});

t.test('post like / unlike / dislike: like and dislike exclude each other, dislike toggles; answers likedBy and dislikedBy', async (t) => {
  const { db, users, alice, bob, admin } = await setup(t);
  const forum = await createForum(alice);
  const { post } = await createPost(bob, forum.id);
  const react = async (client: TestClient, action: 'like' | 'unlike' | 'dislike'): Promise<PostReactions> => {
    const res = await client.post(`/api/forum/posts/${post.id}/${action}`);
    t.equal(res.statusCode, 200, `${action}: 200`);
    return res.json();
  };
  const a = users.alice.id;
  const r = (likedBy: number[], dislikedBy: number[]) => ({ postId: post.id, likedBy, dislikedBy });

  t.strictSame(await react(alice, 'like'), r([a], []), 'like');
  t.strictSame(await react(alice, 'like'), r([a], []), 'like again is idempotent');
  t.strictSame(await react(alice, 'dislike'), r([], [a]), 'dislike removes the like');
  t.strictSame(await react(alice, 'unlike'), r([], [a]), 'unlike leaves a dislike alone');
  t.strictSame(await react(alice, 'dislike'), r([], []), 'disliking again removes it');
  t.strictSame(await react(alice, 'unlike'), r([], []), 'unlike with nothing is harmless');
  t.strictSame(await react(alice, 'dislike'), r([], [a]), 'dislike from nothing');
  t.strictSame(await react(alice, 'like'), r([a], []), 'like removes the dislike');
  t.strictSame(await react(alice, 'unlike'), r([], []), 'unlike removes the like');

  await react(alice, 'like');
  await react(bob, 'like');
  const all = await react(admin, 'dislike');
  t.strictSame(all, r([a, users.bob.id].sort((x, y) => x - y), [users.admin.id]), 'several users, ids ascending');
  t.equal((await db.select().from(postReactions)).length, 3, 'one row per user');
  const shown: ForumPostWrapper = (await bob.get(`/api/forum/posts/${post.id}`)).json();
  t.strictSame([shown.post.likedBy, shown.post.dislikedBy], [all.likedBy, all.dislikedBy], 'GET shows the same lists');
});

t.test('20 concurrent post reactions of one user: like and dislike never both, toggles behave as if serial', { skip: needsConcurrentDatabase }, async (t) => {
  const { db, users, alice, bob } = await setup(t);
  const forum = await createForum(alice);
  const { post } = await createPost(bob, forum.id);
  const fire = (client: TestClient, actions: string[]) => Promise.all(actions.map((action) => client.post(`/api/forum/posts/${post.id}/${action}`)));
  const rowsOf = (userId: number) => db.select().from(postReactions).where(and(eq(postReactions.postId, post.id), eq(postReactions.userId, userId)));

  const mixed = Array.from({ length: 20 }, (_, i) => ['like', 'dislike', 'unlike', 'dislike', 'like'][i % 5]!);
  const answers = await fire(alice, mixed);
  t.strictSame(answers.map((res) => res.statusCode), Array(20).fill(200), 'every request answered 200');
  for (const res of answers) {
    const body: PostReactions = res.json();
    if (body.likedBy.includes(users.alice.id) && body.dislikedBy.includes(users.alice.id)) t.fail(`liked and disliked at once: ${res.body}`);
  }
  const rows = await rowsOf(users.alice.id);
  t.ok(rows.length <= 1, `0 or 1 row remains (${rows.length})`);
  const shown: ForumPostWrapper = (await alice.get(`/api/forum/posts/${post.id}`)).json();
  t.strictSame([shown.post.likedBy, shown.post.dislikedBy], [rows.filter((x) => x.kind === 'like').map((x) => x.userId), rows.filter((x) => x.kind === 'dislike').map((x) => x.userId)], 'GET matches the rows');

  await db.delete(postReactions);
  const toggles = await fire(alice, Array(20).fill('dislike'));
  const disliked = toggles.map((res) => (res.json() as PostReactions).dislikedBy.includes(users.alice.id));
  t.equal(disliked.filter(Boolean).length, 10, 'half the toggles answered "disliked"');
  t.strictSame(await rowsOf(users.alice.id), [], 'an even number of toggles leaves no row');
  await fire(alice, Array(21).fill('dislike'));
  t.strictSame((await rowsOf(users.alice.id)).map((row) => row.kind), ['dislike'], 'an odd number leaves one dislike');

  await Promise.all([fire(alice, mixed), fire(bob, [...mixed].reverse())]);
  t.ok((await rowsOf(users.alice.id)).length <= 1 && (await rowsOf(users.bob.id)).length <= 1, 'two users at once: at most one row each');
});

t.test('posts sent while their forum is deleted: each 201 or 400, never 500; the forum and all its posts are gone', { skip: needsConcurrentDatabase }, async (t) => {
  const { db, alice, bob, admin } = await setup(t);
  for (let round = 0; round < 4; round++) {
    const forum = await createForum(alice);
    await createPost(bob, forum.id);
    const send = (client: TestClient, i: number) => client.post('/api/forum/posts', { payload: { title: `Race ${round}.${i}`, content: 'Sent while the forum goes', forumId: forum.id } });
    // Writes to forum_posts (the posts' inserts, the forum's cascade) queue behind a table lock,
    // then all go on at once.
    const [deleted, ...posts] = await throughLockGate('lock table forum_posts in share mode', [], 5, () =>
      Promise.all([admin.get(`/api/deleteForum?forumId=${forum.id}`), ...Array.from({ length: 4 }, (_, i) => send(i % 2 ? alice : bob, i))]),
    );
    t.equal(deleted.statusCode, 200, `round ${round}: the forum is deleted`);
    const statuses = posts.map((res) => res.statusCode);
    t.ok(statuses.every((status) => status === 201 || status === 400), `round ${round}: every post 201 or 400 (${statuses.join(' ')})`);
    for (const res of posts.filter((r) => r.statusCode === 400)) t.equal(res.json().message, validForum, `round ${round}: the refusal names the forum`);
    t.strictSame(await db.select().from(forumPosts).where(eq(forumPosts.forumId, forum.id)), [], `round ${round}: no post outlives its forum`);
  }
});

t.test('concurrent deletes of one post: one 200, the others 404; concurrent replies to it: 201 or 404, never 500', { skip: needsConcurrentDatabase }, async (t) => {
  const { db, alice, bob, admin } = await setup(t);
  const forum = await createForum(alice);
  for (let round = 0; round < 4; round++) {
    const { post } = await createPost(alice, forum.id);
    const reply = (client: TestClient, i: number) =>
      client.post(`/api/forum/addReply/${post.id}`, { payload: new URLSearchParams({ content: `reply ${i}` }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const answers = await Promise.all([
      ...[alice, admin, alice, admin].map((client) => client.request({ method: 'DELETE', url: `/api/forum/posts/${post.id}` })),
      ...Array.from({ length: 8 }, (_, i) => reply(bob, i)),
    ]);
    const deletes = answers.slice(0, 4).map((res) => res.statusCode).sort();
    t.same(deletes, [200, 404, 404, 404], `round ${round}: one delete succeeds, the others find no post`);
    const replies = answers.slice(4).map((res) => res.statusCode);
    t.ok(replies.every((status) => status === 201 || status === 404), `round ${round}: every reply 201 or 404 (${replies.join(' ')})`);
    t.strictSame(await db.select().from(forumReplies).where(eq(forumReplies.postId, post.id)), [], `round ${round}: no reply outlives the post`);
  }
});
