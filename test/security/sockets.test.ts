/**
 * Real-time sockets (contract section 7.8), with real socket.io-client connections:
 * - a handshake whose `Origin` is not the app's own is refused (websocket and polling), even with a
 *   valid session cookie; the app's own origin and no origin (non-browser clients) are accepted;
 * - logging out disconnects that session's sockets on every API instance (through the Redis
 *   adapter), and only that session's: the user's other session keeps its socket;
 * - room joins are throttled per socket (each costs a database check): a flood of joins is ignored
 *   past `roomJoinLimits.joinsPerWindow`.
 */
import t from 'tap';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { TestClient } from '../helpers/http.ts';
import { roomJoinLimits } from '../../server/plugins/realtime.ts';
import { buildSecondInstance, connectSocket, joinQuestion, leaveQuestion, listen, type ClientSocket } from '../helpers/realtime.ts';

t.teardown(closeTestDatabase);

/** Resolves once the socket is disconnected; rejects after `timeoutMs`. */
function disconnected(socket: ClientSocket, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!socket.connected) return resolve();
    const timer = setTimeout(() => reject(new Error('the socket stayed connected')), timeoutMs);
    socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

t.test("a handshake from another site's page is refused, even with the user's cookie", async (t) => {
  const { app, database } = await buildTestApp(t);
  const base = await listen(app);
  const user = await createUser(database.db);
  const client = new TestClient(app);
  await client.login(user.username, user.password);
  for (const transport of ['websocket', 'polling'] as const) {
    const transports = [transport];
    for (const origin of ['https://evil.example', 'null', `http://127.0.0.1.evil.example:${new URL(base).port}`, 'file://']) {
      await t.rejects(connectSocket(t, base, client.cookie, 3000, { headers: { origin }, transports }), `${transport}, Origin ${origin}: refused`);
    }
    t.ok((await connectSocket(t, base, client.cookie, 3000, { headers: { origin: base }, transports })).connected, `${transport}: the app's own origin connects`);
    t.ok((await connectSocket(t, base, client.cookie, 3000, { transports })).connected, `${transport}: no Origin (not a browser) connects`);
  }
});

t.test("logging out disconnects that session's sockets on every API instance, and only that session's", async (t) => {
  const testApp = await buildTestApp(t);
  const second = await buildSecondInstance(t, testApp);
  const [baseA, baseB] = [await listen(testApp.app), await listen(second)];
  const user = await createUser(testApp.database.db);
  await createQuestions(testApp.database.db, [{ correctAnswer: 'A' }]); // question 1 (a fresh database)
  const leaving = new TestClient(testApp.app);
  const staying = new TestClient(testApp.app);
  await leaving.login(user.username, user.password);
  await staying.login(user.username, user.password);
  const leavingOnA = await connectSocket(t, baseA, leaving.cookie);
  const leavingOnB = await connectSocket(t, baseB, leaving.cookie);
  const stayingOnB = await connectSocket(t, baseB, staying.cookie);
  const goneA = disconnected(leavingOnA);
  const goneB = disconnected(leavingOnB);

  t.equal((await leaving.post('/logout')).statusCode, 200, 'logged out on instance A');
  await goneA;
  await goneB;
  t.notOk(leavingOnA.connected, 'the socket on the same instance was disconnected');
  t.notOk(leavingOnB.connected, 'the socket on the other instance was disconnected');
  await joinQuestion(second, stayingOnB, 1);
  t.ok(stayingOnB.connected, "the user's other session keeps its socket, which still works");
});

t.test('a flood of room joins is ignored past the per-socket limit', async (t) => {
  const { app, database } = await buildTestApp(t);
  const base = await listen(app);
  const user = await createUser(database.db);
  const count = roomJoinLimits.joinsPerWindow * 2;
  await createQuestions(database.db, Array.from({ length: count }, () => ({ correctAnswer: 'A' })));
  const client = new TestClient(app);
  await client.login(user.username, user.password);
  const socket = await connectSocket(t, base, client.cookie);
  await joinQuestion(app, socket, 1);
  for (let id = 2; id <= count; id++) socket.emit('question:join', { questionId: id });
  await leaveQuestion(app, socket, 1); // applied after every join before it: they have all been handled
  const [server] = (await app.io.local.fetchSockets()).filter((member) => member.id === socket.id);
  const questionRooms = [...server!.rooms].filter((room) => room.startsWith('question:'));
  t.equal(questionRooms.length, roomJoinLimits.joinsPerWindow - 1, `${count} joins asked, ${roomJoinLimits.joinsPerWindow} honoured (one room left since)`);
  t.ok(socket.connected, 'the socket stays connected');
});
