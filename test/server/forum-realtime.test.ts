import t from 'tap';
import type { ForumReply, PostReactions } from '@common/api/forums.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createUser } from '../helpers/factories.ts';
import { addReply, createForum, createPost } from '../helpers/forums.ts';
import { collectEvents, connectSocket, drained, listen, nextEvent, type ClientSocket } from '../helpers/realtime.ts';
import { inRoom, joinRoom, tryJoinRoom } from '../helpers/rooms.ts';

t.teardown(closeTestDatabase);

/** A listening app, logged-in clients for alice (with a mobile), bob and an admin, and a forum with a post by alice. */
async function setup(t: Parameters<typeof buildTestApp>[0]) {
  const testApp = await buildTestApp(t);
  const { app, database } = testApp;
  const baseUrl = await listen(app);
  const users = { alice: await createUser(database.db, { mobile: '9876543210' }), bob: await createUser(database.db), admin: await createUser(database.db, { role: 'admin' }) };
  const clients = { alice: new TestClient(app), bob: new TestClient(app), admin: new TestClient(app) };
  await clients.alice.login(users.alice.username, users.alice.password);
  await clients.bob.login(users.bob.username, users.bob.password);
  await clients.admin.login(users.admin.username, users.admin.password);
  const forum = await createForum(clients.alice);
  const { post } = await createPost(clients.alice, forum.id);
  return { ...testApp, baseUrl, users, forum, post, ...clients };
}

/** Every server event name a forum page listens to. */
const forumEvents = ['reply:created', 'reply:deleted', 'post:reactions', 'reply:reactions', 'post:deleted', 'post:created'] as const;
function collectAll(socket: ClientSocket) {
  return Object.fromEntries(forumEvents.map((event) => [event, collectEvents(socket, event)])) as { [E in (typeof forumEvents)[number]]: unknown[] };
}

t.test('a socket without a session is refused', async (t) => {
  const { baseUrl, alice } = await setup(t);
  await t.rejects(connectSocket(t, baseUrl, undefined), { message: 'unauthorized' }, 'no cookie');
  await t.rejects(connectSocket(t, baseUrl, 'sid=forged.value'), { message: 'unauthorized' }, 'a forged cookie');
  t.ok((await connectSocket(t, baseUrl, alice.cookie)).connected, 'a session cookie connects');
});

t.test('a socket may join only the rooms of posts and forums that exist', async (t) => {
  const { app, baseUrl, forum, post, alice } = await setup(t);
  const socket = await connectSocket(t, baseUrl, alice.cookie);
  await tryJoinRoom(app.io, socket, 'post', 987654, post.id);
  t.ok(await inRoom(app.io, socket, 'post', post.id), 'an existing post: joined');
  t.notOk(await inRoom(app.io, socket, 'post', 987654), 'a missing post: refused');
  await tryJoinRoom(app.io, socket, 'forum', 987654, forum.id);
  t.ok(await inRoom(app.io, socket, 'forum', forum.id), 'an existing forum: joined');
  t.notOk(await inRoom(app.io, socket, 'forum', 987654), 'a missing forum: refused');

  const { post: doomed } = await createPost(alice, forum.id);
  t.equal((await alice.request({ method: 'DELETE', url: `/api/forum/posts/${doomed.id}` })).statusCode, 200);
  await tryJoinRoom(app.io, socket, 'post', doomed.id, post.id);
  t.notOk(await inRoom(app.io, socket, 'post', doomed.id), 'a deleted post: refused');

  socket.emit('post:leave', { postId: post.id });
  const other = await createForum(alice);
  await joinRoom(app.io, socket, 'forum', other.id);
  t.notOk(await inRoom(app.io, socket, 'post', post.id), 'post:leave takes the socket out');
});

t.test('everyone in post:<id> receives reply, reaction and deletion events; forum:<id> receives post:created and post:deleted', async (t) => {
  const { app, baseUrl, users, forum, post, alice, bob } = await setup(t);
  const aliceSocket = await connectSocket(t, baseUrl, alice.cookie);
  const bobSocket = await connectSocket(t, baseUrl, bob.cookie);
  const forumSocket = await connectSocket(t, baseUrl, bob.cookie);
  const { post: otherPost } = await createPost(bob, forum.id);
  const elsewhere = await connectSocket(t, baseUrl, bob.cookie);
  for (const socket of [aliceSocket, bobSocket]) await joinRoom(app.io, socket, 'post', post.id);
  await joinRoom(app.io, forumSocket, 'forum', forum.id);
  await joinRoom(app.io, elsewhere, 'post', otherPost.id);
  const missed = collectAll(elsewhere);
  const forumReceived = collectAll(forumSocket);

  // reply:created, with the public view of the author (alice's mobile is not sent to the room).
  const toAlice = nextEvent(aliceSocket, 'reply:created');
  const toBob = nextEvent(bobSocket, 'reply:created');
  const res = await alice.post(`/api/forum/addReply/${post.id}`, { payload: { content: 'Try the unit digit.' } });
  const reply: ForumReply = res.json();
  t.equal(reply.user?.mobile, '9876543210', 'the author’s own answer shows their mobile');
  const publicReply = { ...reply, user: { ...reply.user!, mobile: null, emailId: null, extraTimePercent: null, untimedPractice: null, showOnLeaderboards: null, suspended: null } };
  t.strictSame(await toAlice, { postId: post.id, reply: publicReply }, 'reply:created to the author, without mobile or email');
  t.strictSame(await toBob, { postId: post.id, reply: publicReply }, 'reply:created to another user in the room');
  const nestedEvent = nextEvent(bobSocket, 'reply:created');
  const nested = await addReply(bob, post.id, 'nested', reply.id);
  t.equal((await nestedEvent).reply.parentReplyId, reply.id, 'a nested reply is announced too');
  t.equal((await nestedEvent).reply.id, nested.id);

  // post:reactions
  const reactionsToAlice = nextEvent(aliceSocket, 'post:reactions');
  const reactionsToBob = nextEvent(bobSocket, 'post:reactions');
  const liked: PostReactions = (await bob.post(`/api/forum/posts/${post.id}/like`)).json();
  t.strictSame(liked, { postId: post.id, likedBy: [users.bob.id], dislikedBy: [] });
  t.strictSame(await reactionsToAlice, liked, 'post:reactions to everyone in the room');
  t.strictSame(await reactionsToBob, liked);

  // reply:reactions: counts only
  const replyReactionsToAlice = nextEvent(aliceSocket, 'reply:reactions');
  const replyReactionsToBob = nextEvent(bobSocket, 'reply:reactions');
  const disliked = (await bob.post(`/api/forum/replies/${reply.id}/dislike`)).json();
  t.strictSame(disliked, { replyId: reply.id, likeCount: 0, dislikeCount: 1, myReaction: 'dislike' }, 'the answer carries myReaction');
  t.strictSame(await replyReactionsToAlice, { replyId: reply.id, likeCount: 0, dislikeCount: 1 }, 'the event does not');
  t.strictSame(await replyReactionsToBob, { replyId: reply.id, likeCount: 0, dislikeCount: 1 });

  // reply:deleted
  const deletedToAlice = nextEvent(aliceSocket, 'reply:deleted');
  const deletedToBob = nextEvent(bobSocket, 'reply:deleted');
  t.equal((await bob.request({ method: 'DELETE', url: `/api/forum/replies/${nested.id}` })).statusCode, 200);
  t.strictSame(await deletedToAlice, { postId: post.id, replyId: nested.id }, 'reply:deleted to everyone in the room');
  t.strictSame(await deletedToBob, { postId: post.id, replyId: nested.id });

  // post:created to the forum room only
  const created = nextEvent(forumSocket, 'post:created');
  const wrapper = await createPost(bob, forum.id, { title: 'fresh' });
  t.strictSame(await created, { forumId: forum.id, post: wrapper.post, author: wrapper.author }, 'post:created to the forum room');

  // post:deleted to the post room and the forum room
  const goneToAlice = nextEvent(aliceSocket, 'post:deleted');
  const goneToBob = nextEvent(bobSocket, 'post:deleted');
  const goneToForum = nextEvent(forumSocket, 'post:deleted');
  t.equal((await alice.request({ method: 'DELETE', url: `/api/forum/posts/${post.id}` })).statusCode, 200);
  t.strictSame(await goneToAlice, { postId: post.id }, 'post:deleted to the post room');
  t.strictSame(await goneToBob, { postId: post.id });
  t.strictSame(await goneToForum, { postId: post.id }, 'and to its forum room');

  await drained(app, elsewhere);
  await drained(app, forumSocket);
  t.strictSame(missed, { 'reply:created': [], 'reply:deleted': [], 'post:reactions': [], 'reply:reactions': [], 'post:deleted': [], 'post:created': [] }, "a socket in another post's room received none of it");
  t.strictSame(forumReceived['reply:created'], [], 'the forum room does not receive reply events');
  t.strictSame(forumReceived['post:reactions'], [], 'nor reaction events');
});

t.test('requests that fail or change nothing are not announced', async (t) => {
  const { app, baseUrl, forum, post, alice, bob } = await setup(t);
  const reply = await addReply(alice, post.id, 'kept');
  const { post: otherPost } = await createPost(alice, forum.id);
  const foreign = await addReply(alice, otherPost.id, 'elsewhere');
  const socket = await connectSocket(t, baseUrl, bob.cookie);
  await joinRoom(app.io, socket, 'post', post.id);
  await joinRoom(app.io, socket, 'forum', forum.id);
  const received = collectAll(socket);

  const failures = [
    await bob.request({ method: 'DELETE', url: `/api/forum/posts/${post.id}` }),
    await bob.request({ method: 'DELETE', url: `/api/forum/replies/${reply.id}` }),
    await bob.post(`/api/forum/addReply/${post.id}`, { payload: { content: 'x', parentReplyId: foreign.id } }),
    await bob.post(`/api/forum/addReply/${post.id}`, { payload: { content: '   ' } }),
    await bob.post('/api/forum/posts', { payload: { title: 't', content: 'c', forumId: 987654 } }),
    await bob.post(`/api/forum/posts/${post.id}/like`, { bare: true }),
    await bob.get(`/api/deleteForum?forumId=${forum.id}`),
  ];
  t.strictSame(failures.map((res) => res.statusCode), [403, 403, 400, 400, 400, 403, 403], 'every request failed');
  await drained(app, socket);
  t.strictSame(received, { 'reply:created': [], 'reply:deleted': [], 'post:reactions': [], 'reply:reactions': [], 'post:deleted': [], 'post:created': [] }, 'nothing was announced');
});

t.test("deleting a forum announces post:deleted in each of its posts' rooms", async (t) => {
  const { app, baseUrl, forum, post, alice, admin } = await setup(t);
  const { post: second } = await createPost(alice, forum.id);
  const first = await connectSocket(t, baseUrl, alice.cookie);
  const other = await connectSocket(t, baseUrl, alice.cookie);
  await joinRoom(app.io, first, 'post', post.id);
  await joinRoom(app.io, other, 'post', second.id);
  const toFirst = nextEvent(first, 'post:deleted');
  const toOther = nextEvent(other, 'post:deleted');
  t.equal((await admin.get(`/api/deleteForum?forumId=${forum.id}`)).statusCode, 200);
  t.strictSame(await toFirst, { postId: post.id });
  t.strictSame(await toOther, { postId: second.id });
});
