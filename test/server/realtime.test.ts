import t from 'tap';
import { asc } from 'drizzle-orm';
import type { Comment } from '@common/api/comments.ts';
import type { Database } from '../../server/db/client.ts';
import { questions } from '../../server/db/schema/index.ts';
import { rooms } from '../../server/plugins/realtime.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { buildSecondInstance, collectEvents, connectSocket, drained, joinQuestion, leaveQuestion, listen, nextEvent } from '../helpers/realtime.ts';

t.teardown(closeTestDatabase);

async function twoQuestions(db: Database) {
  await createQuestions(db, [{}, {}]);
  const [q1, q2] = await db.select().from(questions).orderBy(asc(questions.id));
  return { q1: q1!, q2: q2! };
}

/** A listening app, two logged-in users' HTTP clients, and two approved questions. */
async function setup(t: Parameters<typeof buildTestApp>[0]) {
  const testApp = await buildTestApp(t);
  const { app, database } = testApp;
  const baseUrl = await listen(app);
  const [alice, bob] = [await createUser(database.db), await createUser(database.db)];
  const clients = { alice: new TestClient(app), bob: new TestClient(app) };
  await clients.alice.login(alice.username, alice.password);
  await clients.bob.login(bob.username, bob.password);
  return { ...testApp, baseUrl, ...clients, ...(await twoQuestions(database.db)) };
}

const addComment = async (client: TestClient, questionId: number, text: string): Promise<Comment> => {
  const res = await client.post(`/api/addComment?${new URLSearchParams({ questionId: String(questionId), text })}`);
  if (res.statusCode !== 201) throw new Error(`comment not created: ${res.statusCode} ${res.body}`);
  return res.json();
};

t.test('both users in the question room receive comment:created for a comment and a reply', async (t) => {
  const { app, baseUrl, alice, bob, q1 } = await setup(t);
  const aliceSocket = await connectSocket(t, baseUrl, alice.cookie);
  const bobSocket = await connectSocket(t, baseUrl, bob.cookie);
  await joinQuestion(app, aliceSocket, q1.id);
  await joinQuestion(app, bobSocket, q1.id);

  const toAlice = nextEvent(aliceSocket, 'comment:created');
  const toBob = nextEvent(bobSocket, 'comment:created');
  const comment = await addComment(alice, q1.id, 'Anyone solved this with remainders?');
  t.same(await toAlice, { questionId: q1.id, comment }, 'the author receives the created comment');
  t.same(await toBob, { questionId: q1.id, comment }, 'another user receives it');

  const replyToAlice = nextEvent(aliceSocket, 'comment:created');
  const replyToBob = nextEvent(bobSocket, 'comment:created');
  const res = await bob.post(`/api/addReply?commentId=${comment.id}&text=${encodeURIComponent('Yes: 7^4 ends in 1.')}`);
  t.equal(res.statusCode, 201);
  const event = await replyToAlice;
  t.same(event, { questionId: q1.id, comment: res.json() }, 'a reply is announced the same way');
  t.equal(event.comment.parentId, comment.id);
  t.same(await replyToBob, event, 'to everyone in the room');

  await leaveQuestion(app, bobSocket, q1.id);
  const afterLeave = collectEvents(bobSocket, 'comment:created');
  const forAlice = nextEvent(aliceSocket, 'comment:created');
  await addComment(alice, q1.id, 'after bob left');
  await forAlice;
  await drained(app, bobSocket);
  t.same(afterLeave, [], 'a socket that left the room receives nothing more');
});

t.test('a reaction on a comment is announced to its question room as comment:reactions, counts only', async (t) => {
  const { app, baseUrl, alice, bob, q1, q2 } = await setup(t);
  const comment = await addComment(alice, q1.id, 'Is the answer 12?');
  const aliceSocket = await connectSocket(t, baseUrl, alice.cookie);
  const bobSocket = await connectSocket(t, baseUrl, bob.cookie);
  const elsewhere = await connectSocket(t, baseUrl, bob.cookie);
  await joinQuestion(app, aliceSocket, q1.id);
  await joinQuestion(app, bobSocket, q1.id);
  await joinQuestion(app, elsewhere, q2.id);
  const missed = collectEvents(elsewhere, 'comment:reactions');

  const toAlice = nextEvent(aliceSocket, 'comment:reactions');
  const toBob = nextEvent(bobSocket, 'comment:reactions');
  const liked = await bob.post(`/api/likeComment?id=${comment.id}`);
  t.equal(liked.statusCode, 200);
  t.strictSame(liked.json(), { id: comment.id, likes: 1, dislikes: 0, myReaction: 'like' }, 'the answer carries my reaction');
  t.strictSame(await toAlice, { questionId: q1.id, id: comment.id, likes: 1, dislikes: 0 }, 'the author receives the counts, without anyone’s own reaction');
  t.strictSame(await toBob, { questionId: q1.id, id: comment.id, likes: 1, dislikes: 0 }, 'so does the one who liked');

  const disliked = nextEvent(bobSocket, 'comment:reactions');
  t.equal((await alice.post(`/api/dislikeComment?id=${comment.id}`)).statusCode, 200);
  t.strictSame(await disliked, { questionId: q1.id, id: comment.id, likes: 1, dislikes: 1 }, 'a dislike is announced');
  const undone = nextEvent(aliceSocket, 'comment:reactions');
  t.equal((await bob.post(`/api/unlikeComment?id=${comment.id}`)).statusCode, 200);
  t.strictSame(await undone, { questionId: q1.id, id: comment.id, likes: 0, dislikes: 1 }, 'an unlike is announced');

  // Failed requests announce nothing.
  const afterFailures = collectEvents(aliceSocket, 'comment:reactions');
  t.equal((await bob.post('/api/likeComment?id=987654')).statusCode, 404);
  t.equal((await bob.post(`/api/likeComment?id=${comment.id}`, { bare: true })).statusCode, 403);
  await drained(app, aliceSocket);
  await drained(app, elsewhere);
  t.same(afterFailures, [], 'nothing for a missing comment or a refused request');
  t.same(missed, [], "a socket in another question's room received none of it");
});

t.test('a socket without a valid session cookie is refused', async (t) => {
  const { baseUrl, alice } = await setup(t);
  await t.rejects(connectSocket(t, baseUrl, undefined), { message: 'unauthorized' }, 'no cookie');
  await t.rejects(connectSocket(t, baseUrl, 'sid=forged.value'), { message: 'unauthorized' }, 'a forged cookie');
  const cookie = alice.cookie!;
  const tampered = `${cookie.slice(0, -2)}${cookie.endsWith('AA') ? 'BB' : 'AA'}`;
  await t.rejects(connectSocket(t, baseUrl, tampered), { message: 'unauthorized' }, 'a tampered signature');
  const accepted = await connectSocket(t, baseUrl, cookie);
  t.ok(accepted.connected, 'the real cookie connects');
  await alice.get('/logout', { headers: { accept: 'text/html' } });
  await t.rejects(connectSocket(t, baseUrl, cookie), { message: 'unauthorized' }, 'the cookie of a logged-out session');
});

t.test("a socket in another question's room receives nothing", async (t) => {
  const { app, baseUrl, alice, bob, q1, q2 } = await setup(t);
  const aliceSocket = await connectSocket(t, baseUrl, alice.cookie);
  const bobSocket = await connectSocket(t, baseUrl, bob.cookie);
  const idleSocket = await connectSocket(t, baseUrl, bob.cookie);
  await joinQuestion(app, aliceSocket, q1.id);
  await joinQuestion(app, bobSocket, q2.id);
  const bobReceived = collectEvents(bobSocket, 'comment:created');
  const idleReceived = collectEvents(idleSocket, 'comment:created');

  const toAlice = nextEvent(aliceSocket, 'comment:created');
  const comment = await addComment(alice, q1.id, 'only for question 1');
  t.equal((await toAlice).comment.id, comment.id, 'the room of question 1 got it');
  await drained(app, bobSocket);
  await drained(app, idleSocket);
  t.same(bobReceived, [], 'the room of question 2 did not');
  t.same(idleReceived, [], 'a socket in no question room did not');

  const toBob = nextEvent(bobSocket, 'comment:created');
  const other = await addComment(alice, q2.id, 'for question 2');
  t.same(await toBob, { questionId: q2.id, comment: other }, "bob's socket does receive its own room's events");
});

t.test("only the submitter and admins can watch a pending question's room", async (t) => {
  const { app, database, baseUrl, alice, bob, q1, q2 } = await setup(t);
  const bobId = (await bob.get('/api/userDetails')).json().id;
  const [pending] = await database.db
    .insert(questions)
    .values({ questionText: 'Pending?', optionA: '1', optionB: '2', optionC: '3', optionD: '4', correctAnswer: 'A', status: 'pending', submittedBy: bobId, categoryId: q1.categoryId, topicId: q1.topicId, sourceId: q1.sourceId })
    .returning();
  const inRoom = async (questionId: number, socketId: string | undefined) =>
    (await app.io.local.in(rooms.question(questionId)).fetchSockets()).some((member) => member.id === socketId);
  const aliceSocket = await connectSocket(t, baseUrl, alice.cookie);
  const bobSocket = await connectSocket(t, baseUrl, bob.cookie);

  // Joins of one socket apply in order: once the later join is in effect, the earlier one was decided.
  aliceSocket.emit('question:join', { questionId: pending!.id });
  await joinQuestion(app, aliceSocket, q1.id);
  t.notOk(await inRoom(pending!.id, aliceSocket.id), 'another user is not let into the room');
  await joinQuestion(app, bobSocket, pending!.id);
  t.ok(await inRoom(pending!.id, bobSocket.id), 'the submitter is');

  const aliceReceived = collectEvents(aliceSocket, 'comment:created');
  const toBob = nextEvent(bobSocket, 'comment:created');
  const comment = await addComment(bob, pending!.id, 'note on my pending question');
  t.same(await toBob, { questionId: pending!.id, comment }, 'the submitter receives comments on it');
  await drained(app, aliceSocket);
  t.same(aliceReceived, [], 'the other user receives nothing');

  // A join immediately followed by a leave ends outside the room, even though the join waits for a check.
  bobSocket.emit('question:join', { questionId: q1.id });
  bobSocket.emit('question:leave', { questionId: q1.id });
  await joinQuestion(app, bobSocket, q2.id);
  t.notOk(await inRoom(q1.id, bobSocket.id), 'join then leave: not in the room');
});

t.test('a comment posted to one API instance reaches a socket on another (Redis adapter)', async (t) => {
  const first = await buildTestApp(t);
  const second = await buildSecondInstance(t, first);
  const firstUrl = await listen(first.app);
  const secondUrl = await listen(second);
  const user = await createUser(first.database.db);
  const { q1 } = await twoQuestions(first.database.db);
  const viaFirst = new TestClient(first.app);
  await viaFirst.login(user.username, user.password);
  const viaSecond = new TestClient(second);
  await viaSecond.login(user.username, user.password);

  const socket = await connectSocket(t, firstUrl, viaFirst.cookie);
  await joinQuestion(first.app, socket, q1.id);
  t.equal((await second.io.local.fetchSockets()).length, 0, 'no socket is connected to the second instance');

  const received = nextEvent(socket, 'comment:created');
  const comment = await addComment(viaSecond, q1.id, 'posted on instance 2');
  t.same(await received, { questionId: q1.id, comment }, 'the socket on instance 1 receives it');

  const secondSocket = await connectSocket(t, secondUrl, viaFirst.cookie);
  t.ok(secondSocket.connected, 'a session made on instance 1 is accepted by instance 2');
});
