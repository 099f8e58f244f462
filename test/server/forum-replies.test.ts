import t from 'tap';
import { and, asc, eq } from 'drizzle-orm';
import type { ForumPostWrapper, ForumReply, ReplyReactions } from '@common/api/forums.ts';
import { messages } from '@common/messages.ts';
import type { Database } from '../../server/db/client.ts';
import { forumReplies, mentorRequests, replyReactions } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createUser } from '../helpers/factories.ts';
import { addReply, createForum, createPost, forumTableCounts } from '../helpers/forums.ts';
import { throughLockGate } from '../helpers/lockGate.ts';
import { needsConcurrentDatabase } from '../helpers/requirements.ts';

t.teardown(closeTestDatabase);

const isoDate = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** An app, clients for alice (with a mobile), bob, an admin, and a post by alice in a forum. */
async function setup(t: Parameters<typeof buildTestApp>[0]) {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const users = { alice: await createUser(db, { mobile: '9876543210' }), bob: await createUser(db, { mobile: '9123456780' }), admin: await createUser(db, { role: 'admin' }) };
  const clients = { alice: new TestClient(app), bob: new TestClient(app), admin: new TestClient(app) };
  await clients.alice.login(users.alice.username, users.alice.password);
  await clients.bob.login(users.bob.username, users.bob.password);
  await clients.admin.login(users.admin.username, users.admin.password);
  const forum = await createForum(clients.alice);
  const { post } = await createPost(clients.alice, forum.id);
  return { app, db, users, forum, post, ...clients };
}

const getPost = async (client: TestClient, postId: number): Promise<ForumPostWrapper> => {
  const res = await client.get(`/api/forum/posts/${postId}`);
  if (res.statusCode !== 200) throw new Error(`post not read: ${res.statusCode} ${res.body}`);
  return res.json();
};
const deleteReply = (client: TestClient, id: number) => client.request({ method: 'DELETE', url: `/api/forum/replies/${id}` });
const allReplies = (db: Database) => db.select().from(forumReplies).orderBy(asc(forumReplies.id));

t.test('addReply (form-encoded or JSON) answers 201 with the ForumReply; the author sees their own mobile, others never do', async (t) => {
  const { db, users, post, alice, bob, admin } = await setup(t);
  await db.insert(mentorRequests).values({ userId: users.bob.id, status: 'pending' });
  const res = await bob.post(`/api/forum/addReply/${post.id}`, {
    payload: new URLSearchParams({ content: '  Use the LCM of the days.  ' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  t.equal(res.statusCode, 201);
  const reply: ForumReply = res.json();
  const bobJson = {
    id: users.bob.id,
    name: users.bob.name,
    username: users.bob.username,
    userType: 'Student',
    role: 'user',
    mobile: '9123456780',
    emailId: users.bob.emailId,
    emailVerified: false,
    mentorStatus: 'pending',
    extraTimePercent: 0,
    untimedPractice: false,
    showOnLeaderboards: false,
    suspended: false,
    reputation: 0,
  };
  t.strictSame(
    { ...reply, createdAt: '', updatedAt: '' },
    { id: reply.id, postId: post.id, parentReplyId: null, content: 'Use the LCM of the days.', user: bobJson, deleted: false, createdAt: '', updatedAt: '', editedAt: null, likeCount: 0, dislikeCount: 0, myReaction: null, replies: [] },
    'the ForumReply shape, trimmed; the author sees their own mobile and email',
  );
  t.match(reply.createdAt, isoDate);
  t.match((await allReplies(db))[0], { id: reply.id, postId: post.id, parentReplyId: null, userId: users.bob.id, content: 'Use the LCM of the days.', deletedAt: null }, 'stored');

  const asJson = await alice.post(`/api/forum/addReply/${post.id}`, { payload: { content: 'JSON works', parentReplyId: reply.id } });
  t.equal(asJson.statusCode, 201, 'JSON body');
  t.equal((asJson.json() as ForumReply).parentReplyId, reply.id);
  const emptyParent = await alice.post(`/api/forum/addReply/${post.id}`, {
    payload: 'content=top+level&parentReplyId=',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  t.equal((emptyParent.json() as ForumReply).parentReplyId, null, 'an empty parentReplyId means a top-level reply');

  const seenByAlice = (await getPost(alice, post.id)).replies[0]!;
  t.strictSame(seenByAlice.user, { ...bobJson, mobile: null, emailId: null, extraTimePercent: null, untimedPractice: null, showOnLeaderboards: null, suspended: null }, "another user does not see the author's mobile or email");
  t.strictSame((await getPost(bob, post.id)).replies[0]!.user, bobJson, 'the author does, in GET too');
  t.strictSame((await getPost(admin, post.id)).replies[0]!.user, bobJson, 'an admin does');
  t.equal((await getPost(alice, post.id)).post.replyCount, 3, 'the post counts its replies');
});

t.test('replies nest to any depth, oldest first at every level, with per-viewer counts and myReaction', async (t) => {
  const { db, post, alice, bob, admin } = await setup(t);
  const root1 = await addReply(alice, post.id, 'root 1');
  const root2 = await addReply(bob, post.id, 'root 2');
  const chain = [root1];
  for (let depth = 1; depth <= 6; depth++) chain.push(await addReply(depth % 2 ? bob : alice, post.id, `depth ${depth}`, chain[chain.length - 1]!.id));
  const sibling1 = await addReply(admin, post.id, 'sibling 1', root1.id);
  const sibling2 = await addReply(bob, post.id, 'sibling 2', root1.id);
  const underRoot2 = await addReply(alice, post.id, 'under root 2', root2.id);
  // Equal timestamps must still come out in id order.
  await db.update(forumReplies).set({ createdAt: new Date('2024-01-01T00:00:00Z') }).where(eq(forumReplies.parentReplyId, root1.id));

  await alice.post(`/api/forum/replies/${root1.id}/like`);
  await bob.post(`/api/forum/replies/${root1.id}/like`);
  await admin.post(`/api/forum/replies/${root1.id}/dislike`);
  await bob.post(`/api/forum/replies/${chain[6]!.id}/dislike`);

  const tree = (await getPost(bob, post.id)).replies;
  t.strictSame(tree.map((r) => r.content), ['root 1', 'root 2'], 'top level oldest first');
  t.strictSame(tree[0]!.replies.map((r) => r.content), ['depth 1', 'sibling 1', 'sibling 2'], 'first level oldest first (ties by id)');
  t.strictSame(tree[1]!.replies.map((r) => [r.id, r.parentReplyId]), [[underRoot2.id, root2.id]]);
  let node = tree[0]!;
  for (let depth = 1; depth <= 6; depth++) {
    node = node.replies[0]!;
    t.match(node, { id: chain[depth]!.id, content: `depth ${depth}`, parentReplyId: chain[depth - 1]!.id }, `depth ${depth} nested under depth ${depth - 1}`);
  }
  t.strictSame([node.dislikeCount, node.myReaction, node.replies], [1, 'dislike', []], "the deepest reply: bob's dislike, no replies");
  t.strictSame([tree[0]!.likeCount, tree[0]!.dislikeCount, tree[0]!.myReaction], [2, 1, 'like'], "root 1 from bob's view");
  const adminView = (await getPost(admin, post.id)).replies;
  t.strictSame([adminView[0]!.likeCount, adminView[0]!.dislikeCount, adminView[0]!.myReaction], [2, 1, 'dislike'], "root 1 from the admin's view");
  t.equal(adminView[0]!.replies[1]!.id, sibling1.id);
  t.equal(adminView[0]!.replies[2]!.id, sibling2.id);
  t.equal((await getPost(bob, post.id)).post.replyCount, 11);
});

t.test('addReply errors: blank content, bad ids, unknown post or parent, a parent from another post; nothing is stored', async (t) => {
  const { db, forum, post, alice } = await setup(t);
  const parent = await addReply(alice, post.id, 'parent');
  const { post: otherPost } = await createPost(alice, forum.id);
  const foreign = await addReply(alice, otherPost.id, 'on the other post');
  const form = (fields: Record<string, string>) => ({
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const cases: [string, string, ReturnType<typeof form> | { payload: Record<string, unknown> }, number, string][] = [
    ['empty content', `/api/forum/addReply/${post.id}`, form({ content: '' }), 400, 'Reply is required'],
    ['blank content', `/api/forum/addReply/${post.id}`, form({ content: ' \n\t ' }), 400, 'Reply is required'],
    ['missing content', `/api/forum/addReply/${post.id}`, form({ parentReplyId: String(parent.id) }), 400, 'Reply is required'],
    ['long content', `/api/forum/addReply/${post.id}`, form({ content: 'x'.repeat(10001) }), 400, 'Reply must be at most 10000 characters'],
    ['NUL', `/api/forum/addReply/${post.id}`, form({ content: 'a\u0000b' }), 400, messages.validation.nulCharacter],
    ['non-numeric parent', `/api/forum/addReply/${post.id}`, form({ content: 'hi', parentReplyId: 'x' }), 400, 'parentReplyId: Invalid input'],
    ['bad post id', '/api/forum/addReply/abc', form({ content: 'hi' }), 400, 'id must be a positive integer'],
    ['unknown post', '/api/forum/addReply/987654', form({ content: 'hi' }), 404, messages.notFound.post],
    ['unknown parent', `/api/forum/addReply/${post.id}`, form({ content: 'hi', parentReplyId: '987654' }), 404, messages.forum.replyNotFound],
    ['parent of another post', `/api/forum/addReply/${post.id}`, form({ content: 'hi', parentReplyId: String(foreign.id) }), 400, messages.forum.parentReplyMismatch],
    ['parent of another post (JSON)', `/api/forum/addReply/${post.id}`, { payload: { content: 'hi', parentReplyId: foreign.id } }, 400, messages.forum.parentReplyMismatch],
  ];
  for (const [label, url, options, status, message] of cases) {
    const res = await alice.post(url, options);
    t.equal(res.statusCode, status, `${label}: ${status}`);
    t.equal(res.json().message, message, `${label}: message`);
  }
  t.strictSame((await allReplies(db)).map((r) => r.content), ['parent', 'on the other post'], 'nothing else stored');
});

t.test('deleting a reply: author or admin only; a reply with replies stays as a placeholder, a childless one goes, and so do placeholders left empty', async (t) => {
  const { db, post, alice, bob, admin } = await setup(t);
  const top = await addReply(alice, post.id, 'top');
  const middle = await addReply(bob, post.id, 'middle', top.id);
  const leafA = await addReply(alice, post.id, 'leaf a', middle.id);
  const leafB = await addReply(bob, post.id, 'leaf b', middle.id);
  const lone = await addReply(bob, post.id, 'lone');
  await bob.post(`/api/forum/replies/${top.id}/like`);
  const before = await forumTableCounts(db);

  const denied = await bob.request({ method: 'DELETE', url: `/api/forum/replies/${top.id}` });
  t.equal(denied.statusCode, 403, 'not the author: 403');
  t.equal(denied.json().message, messages.forum.authorOnly);
  t.strictSame(await forumTableCounts(db), before, 'nothing changed');
  t.equal((await getPost(bob, post.id)).replies[0]!.content, 'top', 'the text is still there');

  const res = await deleteReply(alice, top.id);
  t.equal(res.statusCode, 200);
  t.strictSame(res.json(), { postId: post.id, replyId: top.id });
  let tree = (await getPost(bob, post.id)).replies;
  t.match(tree[0], { id: top.id, deleted: true, content: '', user: null, likeCount: 0, dislikeCount: 0, myReaction: null }, 'a reply with replies becomes a placeholder');
  t.equal(tree[0]!.replies[0]!.id, middle.id, 'its replies stay under it');
  const stored = (await allReplies(db)).find((r) => r.id === top.id);
  t.equal(stored?.content, '', 'the stored text is withdrawn');
  t.type(stored?.deletedAt, Date, 'and the row marked deleted');
  t.equal((await forumTableCounts(db)).replyReactions, 0, "the placeholder's reactions are removed");
  t.equal((await getPost(bob, post.id)).post.replyCount, 4, 'placeholders are not counted');

  for (const [label, res] of [
    ['delete again', await deleteReply(alice, top.id)],
    ['reply to it', await alice.post(`/api/forum/addReply/${post.id}`, { payload: { content: 'hi', parentReplyId: top.id } })],
    ['like it', await alice.post(`/api/forum/replies/${top.id}/like`)],
  ] as const) {
    t.equal(res.statusCode, 404, `${label}: 404`);
    t.equal(res.json().message, messages.forum.replyNotFound, `${label}: message`);
  }

  t.equal((await deleteReply(bob, middle.id)).statusCode, 200, 'the middle reply, with replies: placeholder');
  t.equal((await deleteReply(alice, leafA.id)).statusCode, 200, 'a leaf under a placeholder that keeps a sibling');
  tree = (await getPost(bob, post.id)).replies;
  t.strictSame(tree.map((r) => [r.id, r.deleted]), [[top.id, true], [lone.id, false]], 'both placeholders stay while leaf b is there');
  t.strictSame(tree[0]!.replies[0]!.replies.map((r) => r.id), [leafB.id]);

  const byAdmin = await deleteReply(admin, leafB.id);
  t.strictSame([byAdmin.statusCode, byAdmin.json()], [200, { postId: post.id, replyId: leafB.id }], "an admin may delete anyone's reply");
  t.strictSame((await allReplies(db)).map((r) => r.id), [lone.id], 'the last leaf took both emptied placeholders with it');
  t.strictSame((await getPost(bob, post.id)).replies.map((r) => r.id), [lone.id]);

  t.equal((await deleteReply(bob, lone.id)).statusCode, 200, 'a childless reply');
  t.strictSame(await allReplies(db), [], 'is removed');
  t.strictSame((await getPost(bob, post.id)).replies, [], 'the post has no replies');
  const missing = await deleteReply(bob, 987654);
  t.strictSame([missing.statusCode, missing.json().message], [404, messages.forum.replyNotFound], 'an unknown reply: 404');
  t.equal((await deleteReply(bob, 0)).statusCode, 400, 'id 0: 400');
});

t.test('reply like / unlike / dislike: like and dislike exclude each other, dislike toggles; 404 for an unknown reply', async (t) => {
  const { db, post, alice, bob, admin } = await setup(t);
  const reply = await addReply(bob, post.id, 'react to me');
  const react = async (client: TestClient, action: 'like' | 'unlike' | 'dislike'): Promise<ReplyReactions> => {
    const res = await client.post(`/api/forum/replies/${reply.id}/${action}`);
    t.equal(res.statusCode, 200, `${action}: 200`);
    return res.json();
  };
  const r = (likeCount: number, dislikeCount: number, myReaction: 'like' | 'dislike' | null) => ({ replyId: reply.id, likeCount, dislikeCount, myReaction });

  t.strictSame(await react(alice, 'like'), r(1, 0, 'like'), 'like');
  t.strictSame(await react(alice, 'like'), r(1, 0, 'like'), 'like again is idempotent');
  t.strictSame(await react(alice, 'dislike'), r(0, 1, 'dislike'), 'dislike replaces the like');
  t.strictSame(await react(alice, 'unlike'), r(0, 1, 'dislike'), 'unlike leaves a dislike alone');
  t.strictSame(await react(alice, 'dislike'), r(0, 0, null), 'disliking again removes it');
  t.strictSame(await react(alice, 'unlike'), r(0, 0, null), 'unlike with nothing is harmless');
  t.strictSame(await react(alice, 'dislike'), r(0, 1, 'dislike'), 'dislike from nothing');
  t.strictSame(await react(alice, 'like'), r(1, 0, 'like'), 'like replaces the dislike');
  t.strictSame(await react(bob, 'like'), r(2, 0, 'like'), 'a second user adds to the count');
  t.strictSame(await react(admin, 'dislike'), r(2, 1, 'dislike'), 'myReaction is the caller’s');
  t.equal((await db.select().from(replyReactions)).length, 3, 'one row per user');
  for (const action of ['like', 'unlike', 'dislike']) {
    const res = await alice.post(`/api/forum/replies/987654/${action}`);
    t.strictSame([res.statusCode, res.json().message], [404, messages.forum.replyNotFound], `${action} of an unknown reply: 404`);
  }
});

t.test('20 concurrent reply reactions of one user: never both like and dislike; toggles behave as if serial', { skip: needsConcurrentDatabase }, async (t) => {
  const { db, users, post, alice, bob } = await setup(t);
  const reply = await addReply(bob, post.id, 'click me');
  const fire = (client: TestClient, actions: string[]) => Promise.all(actions.map((action) => client.post(`/api/forum/replies/${reply.id}/${action}`)));
  const rowsOf = (userId: number) => db.select().from(replyReactions).where(and(eq(replyReactions.replyId, reply.id), eq(replyReactions.userId, userId)));

  const mixed = Array.from({ length: 20 }, (_, i) => ['like', 'dislike', 'unlike', 'dislike', 'like'][i % 5]!);
  const answers = await fire(alice, mixed);
  t.strictSame(answers.map((res) => res.statusCode), Array(20).fill(200), 'every request answered 200');
  for (const res of answers) {
    const body: ReplyReactions = res.json();
    if (body.likeCount + body.dislikeCount > 1 || (body.myReaction === 'like') !== (body.likeCount === 1) || (body.myReaction === 'dislike') !== (body.dislikeCount === 1)) {
      t.fail(`inconsistent answer ${res.body}`);
    }
  }
  const rows = await rowsOf(users.alice.id);
  t.ok(rows.length <= 1, `0 or 1 row remains (${rows.length})`);
  const shown = (await getPost(alice, post.id)).replies[0]!;
  t.strictSame([shown.likeCount, shown.dislikeCount, shown.myReaction], [rows.filter((x) => x.kind === 'like').length, rows.filter((x) => x.kind === 'dislike').length, rows[0]?.kind ?? null], 'GET matches the rows');

  await db.delete(replyReactions);
  const toggles = await fire(alice, Array(20).fill('dislike'));
  const states = toggles.map((res) => (res.json() as ReplyReactions).myReaction);
  t.equal(states.filter((s) => s === 'dislike').length, 10, 'half the toggles answered "disliked"');
  t.equal(states.filter((s) => s === null).length, 10, 'the other half answered "removed"');
  t.strictSame(await rowsOf(users.alice.id), [], 'an even number of toggles leaves no row');
  await fire(alice, Array(21).fill('dislike'));
  t.strictSame((await rowsOf(users.alice.id)).map((row) => row.kind), ['dislike'], 'an odd number leaves one dislike');
});

t.test('concurrent deletions of the last replies under a placeholder leave no empty placeholder', { skip: needsConcurrentDatabase }, async (t) => {
  const { db, post, alice, bob } = await setup(t);
  for (let round = 0; round < 5; round++) {
    const parent = await addReply(alice, post.id, `parent ${round}`);
    const children: { client: TestClient; reply: ForumReply }[] = [];
    for (let i = 0; i < 4; i++) children.push({ client: i % 2 ? bob : alice, reply: await addReply(i % 2 ? bob : alice, post.id, `child ${i}`, parent.id) });
    t.equal((await deleteReply(alice, parent.id)).statusCode, 200, `round ${round}: the parent becomes a placeholder`);
    // The deletions queue on the children's rows, then all go on at once.
    const answers = await throughLockGate('select 1 from forum_replies where id = any($1) for update', [children.map((c) => c.reply.id)], children.length, () =>
      Promise.all(children.map(({ client, reply }) => deleteReply(client, reply.id))),
    );
    t.strictSame(answers.map((res) => res.statusCode), Array(4).fill(200), `round ${round}: every deletion answered 200`);
    t.strictSame(await allReplies(db), [], `round ${round}: the placeholder went with its last reply`);
  }
});
