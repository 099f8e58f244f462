import t from 'tap';
import { eq } from 'drizzle-orm';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createUser } from '../helpers/factories.ts';
import { createPendingMentor } from '../helpers/mentors.ts';
import { addReply, createForum, createPost } from '../helpers/forums.ts';
import { buildSecondInstance, collectEvents, connectSocket, drained, listen, nextEvent } from '../helpers/realtime.ts';
import { notifications } from '../../server/db/schema/index.ts';

t.teardown(closeTestDatabase);

const q = (path: string, params: Record<string, string | number>) => `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;
let counter = 0;

async function setup(t: Parameters<typeof buildTestApp>[0]) {
  const testApp = await buildTestApp(t);
  const { app, database } = testApp;
  const users = {
    alice: await createUser(database.db, { username: `alice${++counter}x` }),
    bob: await createUser(database.db, { username: `bob${counter}x` }),
    carol: await createUser(database.db, { username: `carol${counter}x` }),
    admin: await createUser(database.db, { role: 'admin' }),
  };
  const clients = { alice: new TestClient(app), bob: new TestClient(app), carol: new TestClient(app), admin: new TestClient(app) };
  for (const name of ['alice', 'bob', 'carol', 'admin'] as const) await clients[name].login(users[name].username, users[name].password);
  return { ...testApp, users, ...clients };
}

async function list(client: TestClient, query = '') {
  const res = await client.get(`/api/notifications${query}`);
  if (res.statusCode !== 200) throw new Error(`list: ${res.statusCode} ${res.body}`);
  return { items: res.json() as any[], total: Number(res.headers['x-total-count']), unread: Number(res.headers['x-unread-count']) };
}

async function submitQuestion(client: TestClient) {
  counter++;
  const res = await client.post('/api/submitQuestion', {
    payload: {
      category: 'Quantitative Aptitude',
      topic: 'Number Systems',
      source: 'CAT 2019',
      questionText: `Notification question ${counter}-${Date.now()}: what is ${counter} cubed?`,
      optionA: '1',
      optionB: '2',
      optionC: '3',
      optionD: '4',
      correctAnswer: 'A',
    },
  });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`submit: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number };
}

async function comment(client: TestClient, target: { questionId: number } | { commentId: number }, text: string) {
  const res = 'questionId' in target ? await client.post(q('/api/addComment', { ...target, text })) : await client.post(q('/api/addReply', { ...target, text }));
  if (res.statusCode !== 201) throw new Error(`comment: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number };
}

t.test('a notification previews its text as plain text: no Markdown marks, a table as [table], math as its TeX source', async (t) => {
  const { alice, bob } = await setup(t);
  const forum = await createForum(alice);
  const { post } = await createPost(alice, forum.id);
  await addReply(bob, post.id, '**Bold** answer, see [the notes](https://example.org):\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nso $x^2 = 4$.');
  const [notification] = (await list(alice)).items;
  t.equal(notification?.text, 'Bold answer, see the notes: [table] so x^2 = 4.');
});

t.test('forum replies: post_reply, reply_reply, one per person, never for my own action', async (t) => {
  const { users, alice, bob, carol } = await setup(t);
  const forum = await createForum(alice);
  const { post } = await createPost(alice, forum.id);
  await addReply(alice, post.id, 'I reply to myself');
  t.equal((await list(alice)).total, 0, 'no notification for my own reply');

  const bobReply = await addReply(bob, post.id, 'Bob answers');
  const [first] = (await list(alice)).items;
  t.match(first, { type: 'post_reply', read: false, actor: { id: users.bob.id, username: users.bob.username, name: users.bob.name }, forumId: forum.id, postId: post.id, replyId: bobReply.id, questionId: null, commentId: null, text: 'Bob answers' });

  // carol answers bob's reply and mentions alice and bob: bob gets reply_reply (not also a mention), alice post_reply.
  const carolReply = await addReply(carol, post.id, `Agreed @${users.bob.username} and @${users.alice.username.toUpperCase()}!`, bobReply.id);
  const bobs = await list(bob);
  t.equal(bobs.total, 1, 'bob: one notification for the event');
  t.match(bobs.items[0], { type: 'reply_reply', replyId: carolReply.id, actor: { id: users.carol.id } });
  const alices = await list(alice);
  t.equal(alices.total, 2, 'alice: one more');
  t.match(alices.items[0], { type: 'post_reply', replyId: carolReply.id }, 'post author hears of a reply anywhere in the thread; the reply type wins over the mention');
  t.same((await list(carol)).total, 0, 'carol: nothing for her own reply');

  // bob replies to his own reply on alice's post: alice hears, bob does not
  await addReply(bob, post.id, 'me again', bobReply.id);
  t.equal((await list(bob)).total, 1);
  t.equal((await list(alice)).total, 3);
});

t.test('mentions in posts, replies and comments; unknown usernames are text', async (t) => {
  const { users, database, alice, bob, carol } = await setup(t);
  const forum = await createForum(alice);
  const { post } = await createPost(alice, forum.id, { title: 'Hi', content: `ping @${users.bob.username}, @${users.alice.username} and @nobody_here_${counter}` });
  const bobs = await list(bob);
  t.equal(bobs.total, 1);
  t.match(bobs.items[0], { type: 'mention', postId: post.id, forumId: forum.id, replyId: null, actor: { id: users.alice.id } });
  t.equal((await list(alice)).total, 0, 'mentioning myself notifies nobody');
  const before = (await database.db.select().from(notifications)).length;
  await createPost(carol, forum.id, { title: 'x', content: `hello @ghost_${counter}_none and mail@${users.bob.username}` });
  t.equal((await database.db.select().from(notifications)).length, before, 'an unknown user and an e-mail address make no notification');

  await addReply(carol, post.id, `cc @${users.bob.username}`);
  t.match((await list(bob)).items[0], { type: 'mention', postId: post.id, replyId: Number }, 'a mention in a reply');
  t.match((await list(alice)).items[0], { type: 'post_reply' }, 'the post author gets post_reply, not a mention');
});

t.test('comments: comment_reply and mentions; question_approved / question_rejected', async (t) => {
  const { users, alice, bob, carol, admin } = await setup(t);
  const question = await submitQuestion(alice);
  t.equal((await admin.post(q('/api/approveQuestion', { id: question.id }))).statusCode, 200);
  const approved = await list(alice);
  t.match(approved.items[0], { type: 'question_approved', questionId: question.id, actor: { id: users.admin.id } });
  t.equal((await admin.post(q('/api/approveQuestion', { id: question.id }))).statusCode, 200);
  t.equal((await list(alice)).total, 1, 'repeating the decision makes no second notification');

  const top = await comment(bob, { questionId: question.id }, `Nice one @${users.carol.username}`);
  t.match((await list(carol)).items[0], { type: 'mention', questionId: question.id, commentId: top.id });
  t.equal((await list(alice)).total, 1, 'a top-level comment on my question is not a comment_reply');
  const answer = await comment(carol, { commentId: top.id }, `thanks @${users.bob.username}`);
  const bobs = await list(bob);
  t.equal(bobs.total, 1, 'one notification although bob is both the parent author and mentioned');
  t.match(bobs.items[0], { type: 'comment_reply', commentId: answer.id, questionId: question.id });
  await comment(bob, { commentId: top.id }, 'replying under my own comment');
  t.equal((await list(bob)).total, 1, 'never for my own comment');

  const rejected = await submitQuestion(bob);
  t.equal((await admin.post(q('/api/rejectQuestion', { id: rejected.id, reason: 'Options are ambiguous' }))).statusCode, 200);
  t.match((await list(bob)).items[0], { type: 'question_rejected', questionId: rejected.id, text: 'Options are ambiguous' });

  // an admin deciding their own question is not notified
  const own = await submitQuestion(admin);
  await admin.post(q('/api/approveQuestion', { id: own.id }));
  t.equal((await list(admin)).total, 0);
});

t.test('mentor_approved and mentor_rejected', async (t) => {
  const { app, database, users, admin } = await setup(t);
  for (const decision of ['approve', 'reject'] as const) {
    const mentor = await createPendingMentor(database.db);
    const client = new TestClient(app);
    await client.login(mentor.username, mentor.password);
    t.equal((await admin.post(q(`/api/${decision}Mentor`, { id: mentor.requestId }))).statusCode, 200);
    const mine = await list(client);
    t.equal(mine.total, 1);
    t.match(mine.items[0], { type: decision === 'approve' ? 'mentor_approved' : 'mentor_rejected', actor: { id: users.admin.id }, questionId: null, postId: null, text: '' });
  }
});

t.test('notifications about content I can no longer see are not shown', async (t) => {
  const { users, alice, bob, carol, admin } = await setup(t);
  const forum = await createForum(alice);
  const { post } = await createPost(alice, forum.id);
  const kept = await addReply(bob, post.id, 'parent');
  await addReply(carol, post.id, 'child', kept.id);
  const gone = await addReply(carol, post.id, 'to be deleted');
  t.equal((await list(alice)).total, 3);
  t.equal((await bob.request({ method: 'DELETE', url: `/api/forum/replies/${kept.id}` })).statusCode, 200, 'kept as a placeholder');
  t.equal((await carol.request({ method: 'DELETE', url: `/api/forum/replies/${gone.id}` })).statusCode, 200);
  const after = await list(alice);
  t.equal(after.total, 1, 'a placeholder reply and a deleted one are hidden');
  t.equal(after.unread, 1);

  const { post: doomed } = await createPost(bob, forum.id, { title: 'doomed', content: `@${users.alice.username}` });
  t.equal((await list(alice)).total, 2);
  await bob.request({ method: 'DELETE', url: `/api/forum/posts/${doomed.id}` });
  t.equal((await list(alice)).total, 1, 'a deleted post');

  // a mention in a comment on a question alice cannot see (pending, bob's)
  const pending = await submitQuestion(bob);
  await comment(bob, { questionId: pending.id }, `@${users.alice.username} look`);
  t.equal((await list(alice)).total, 1, 'a pending question alice may not see');
  // a deleted question hides its notifications
  const question = await submitQuestion(carol);
  await admin.post(q('/api/approveQuestion', { id: question.id }));
  await comment(bob, { questionId: question.id }, `@${users.alice.username} see`);
  t.equal((await list(alice)).total, 2);
  t.equal((await admin.request({ method: 'DELETE', url: `/api/questions/${question.id}` })).statusCode, 204);
  t.equal((await list(alice)).total, 1, 'a deleted question');
});

t.test('paging, unread counts and marking read', async (t) => {
  const { app, database, alice, bob } = await setup(t);
  const forum = await createForum(alice);
  const { post } = await createPost(alice, forum.id);
  for (let i = 1; i <= 5; i++) await addReply(bob, post.id, `reply ${i}`);
  const page = await list(alice, '?limit=2&offset=1');
  t.equal(page.total, 5);
  t.equal(page.unread, 5);
  t.same(page.items.map((n) => n.text), ['reply 4', 'reply 3'], 'newest first');
  const all = (await list(alice)).items;

  const res = await alice.post('/api/notifications/read', { payload: { ids: [all[0].id, all[1].id] } });
  t.equal(res.statusCode, 204);
  const after = await list(alice);
  t.equal(after.unread, 3);
  t.same(after.items.map((n) => n.read), [true, true, false, false, false]);

  // someone else's ids are ignored
  const bobsForum = await createForum(bob);
  const { post: bobPost } = await createPost(bob, bobsForum.id);
  await addReply(alice, bobPost.id, 'hello bob');
  const bobsItem = (await list(bob)).items[0];
  t.equal((await alice.post('/api/notifications/read', { payload: { ids: [bobsItem.id] } })).statusCode, 204);
  t.equal((await list(bob)).unread, 1, "alice cannot mark bob's read");

  t.equal((await alice.post('/api/notifications/read', { payload: { all: true } })).statusCode, 204);
  t.equal((await list(alice)).unread, 0);
  const [stored] = await database.db.select().from(notifications).where(eq(notifications.id, all[4].id));
  t.ok(stored!.readAt, 'read_at stored');

  for (const payload of [{}, { all: false }, { ids: [] }, { ids: ['x'] }, { ids: [1], all: true }]) {
    const bad = await alice.post('/api/notifications/read', { payload });
    t.equal(bad.statusCode, 400, JSON.stringify(payload));
  }
  t.equal((await alice.get('/api/notifications?limit=0')).statusCode, 400);
  t.equal((await new TestClient(app).get('/api/notifications')).statusCode, 401, 'session required');
});

t.test('notification:new reaches the recipient live, not others', async (t) => {
  const { app, users, alice, bob, carol } = await setup(t);
  const baseUrl = await listen(app);
  const aliceSocket = await connectSocket(t, baseUrl, alice.cookie);
  const bobSocket = await connectSocket(t, baseUrl, bob.cookie);
  const bobEvents = collectEvents(bobSocket, 'notification:new');
  const forum = await createForum(alice);
  const { post } = await createPost(alice, forum.id);
  const arriving = nextEvent(aliceSocket, 'notification:new');
  const reply = await addReply(carol, post.id, 'live reply');
  const { notification } = await arriving;
  t.match(notification, { type: 'post_reply', read: false, replyId: reply.id, actor: { id: users.carol.id }, text: 'live reply' });
  t.notOk('userId' in notification, 'the recipient id is not sent');
  const listed = (await list(alice)).items[0];
  t.same(notification, listed, 'the live notification is the listed one');
  await drained(app, bobSocket);
  t.equal(bobEvents.length, 0, 'bob gets nothing');
});

t.test('notification:new crosses API processes through the Redis adapter', async (t) => {
  const testApp = await setup(t);
  const { users, alice, bob } = testApp;
  const other = await buildSecondInstance(t, testApp);
  const otherUrl = await listen(other);
  const aliceSocket = await connectSocket(t, otherUrl, alice.cookie);
  const forum = await createForum(alice);
  const { post } = await createPost(alice, forum.id);
  const arriving = nextEvent(aliceSocket, 'notification:new');
  await addReply(bob, post.id, 'from the first process'); // handled by the first instance (inject)
  const { notification } = await arriving;
  t.match(notification, { type: 'post_reply', actor: { id: users.bob.id }, text: 'from the first process' }, 'a socket on the second instance gets it');
});

t.test('notification settings', async (t) => {
  const { alice, bob } = await setup(t);
  t.same((await alice.get('/api/notification-settings')).json(), { emailDigest: 'off' }, 'off by default');
  const saved = await alice.request({ method: 'PUT', url: '/api/notification-settings', payload: { emailDigest: 'daily' } });
  t.equal(saved.statusCode, 200);
  t.same(saved.json(), { emailDigest: 'daily' });
  t.same((await alice.get('/api/notification-settings')).json(), { emailDigest: 'daily' });
  t.same((await bob.get('/api/notification-settings')).json(), { emailDigest: 'off' }, 'per user');
  for (const payload of [{}, { emailDigest: 'weekly' }, { emailDigest: true }]) {
    const bad = await alice.request({ method: 'PUT', url: '/api/notification-settings', payload });
    t.equal(bad.statusCode, 400);
    t.match(bad.json(), { message: /emailDigest must be "off" or "daily"/ });
  }
});

t.test('username search for mentions', async (t) => {
  const { users, alice } = await setup(t);
  const res = await alice.get(`/api/users/search?prefix=${encodeURIComponent(users.bob.username.slice(0, 4).toUpperCase())}`);
  t.equal(res.statusCode, 200);
  t.ok((res.json() as any[]).some((u) => u.id === users.bob.id && u.username === users.bob.username));
  t.ok((res.json() as any[]).every((u) => u.username.toLowerCase().startsWith(users.bob.username.slice(0, 4))));
  t.same(Object.keys((res.json() as any[])[0]).sort(), ['id', 'name', 'username']);
  t.same((await alice.get('/api/users/search?prefix=%25')).json(), [], 'a % is literal');
  t.equal((await alice.get('/api/users/search?prefix=')).statusCode, 400);
});
