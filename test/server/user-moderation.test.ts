/**
 * Suspension and roles (contract section 7.6): POST /api/users/{id}/suspend, /unsuspend and /role
 * (admin). A suspension ends the user's sessions and sockets at once and their login answers 403;
 * a role change applies from the user's next request; never on oneself, never leaving no active
 * admin.
 */
import t from 'tap';
import { and, eq, isNull } from 'drizzle-orm';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { users } from '../../server/db/schema/index.ts';
import { setRole, suspendUser } from '../../server/features/users/users.service.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { buildSecondInstance } from '../helpers/realtime.ts';
import { createUser } from '../helpers/factories.ts';
import { TestClient } from '../helpers/http.ts';
import { connectSocket, listen, type ClientSocket } from '../helpers/realtime.ts';
import { needsConcurrentDatabase } from '../helpers/requirements.ts';

t.teardown(closeTestDatabase);

function disconnected(socket: ClientSocket, timeoutMs = 3000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!socket.connected) return resolve();
    const timer = setTimeout(() => reject(new Error('the socket stayed connected')), timeoutMs);
    socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

const loginAs = (app: TestClient, username: string, password: string) => app.post('/perform-login', { payload: { username, password } });

t.test('a suspension ends sessions and sockets at once; login answers 403 until it is lifted', async (t) => {
  const { app, database } = await buildTestApp(t);
  const baseUrl = await listen(app);
  const admin = await createUser(database.db, { role: 'admin' });
  const student = await createUser(database.db);
  const adminClient = new TestClient(app);
  await adminClient.login(admin.username, admin.password);
  const studentClient = new TestClient(app);
  await studentClient.login(student.username, student.password);
  const socket = await connectSocket(t, baseUrl, studentClient.cookie);

  const tooLong = await adminClient.post(`/api/users/${student.id}/suspend`, { payload: { reason: 'x'.repeat(limits.suspensionReasonMax + 1) } });
  t.equal(tooLong.statusCode, 400, 'a reason over the limit: 400');
  t.equal(tooLong.json().message, `Reason must be at most ${limits.suspensionReasonMax} characters`);
  t.equal((await studentClient.get('/api/userDetails')).statusCode, 200, 'and nothing changed');
  const reason = 'Posting answers of the live mock in the forum';
  const gone = disconnected(socket);
  const res = await adminClient.post(`/api/users/${student.id}/suspend`, { payload: { reason: `  ${reason}  ` } });
  t.equal(res.statusCode, 204);
  const next = await studentClient.get('/api/userDetails');
  t.equal(next.statusCode, 403, "the student's next request is refused");
  t.same(next.json(), { statusCode: 403, error: 'Forbidden', message: messages.account.suspended, code: 'account_suspended', reason }, 'with the code and the admin\'s reason');
  t.equal((await studentClient.post('/api/forum/forums', { payload: {} })).json().code, 'account_suspended', 'writes too');
  t.equal((await studentClient.get('/public/isLogin')).json(), false, 'the session counts as none');
  await gone;
  t.notOk(socket.connected, "the student's socket was disconnected");
  await t.rejects(connectSocket(t, baseUrl, studentClient.cookie), { message: 'unauthorized' }, 'no new socket either');

  const fresh = new TestClient(app);
  const refused = await loginAs(fresh, student.username, student.password);
  t.equal(refused.statusCode, 403);
  t.equal(refused.json().message, messages.account.suspended);
  t.equal(refused.json().reason, reason, 'the login tells the owner the reason too');
  t.equal((await loginAs(fresh, student.username, 'Wrong@2026')).statusCode, 401, 'a wrong password still reads 401 (the suspension is told only to the owner)');
  t.equal((await fresh.get('/public/isLogin')).json(), false, 'no session was made');

  const listed = (await adminClient.get(`/api/getUsers?query=${student.username}`)).json();
  t.match(listed, [{ id: student.id, suspended: true }], 'User Management shows the suspension');
  t.equal((await adminClient.get(`/api/users/${student.id}`)).json().suspended, true);
  t.equal((await adminClient.post(`/api/users/${student.id}/suspend`)).statusCode, 204, 'suspending again is harmless');

  t.equal((await adminClient.post(`/api/users/${student.id}/unsuspend`)).statusCode, 204);
  t.equal((await studentClient.get('/api/userDetails')).statusCode, 401, 'lifting it does not revive the old session');
  t.equal((await database.db.select({ reason: users.suspensionReason }).from(users).where(eq(users.id, student.id)))[0]!.reason, null, 'and forgets the reason');
  await fresh.login(student.username, student.password);
  t.match((await fresh.get('/api/userDetails')).json(), { id: student.id, suspended: false }, 'the student logs in again');
});

t.test('who may suspend whom', async (t) => {
  const { app, database } = await buildTestApp(t);
  const admin = await createUser(database.db, { role: 'admin' });
  const otherAdmin = await createUser(database.db, { role: 'admin' });
  const student = await createUser(database.db);
  const adminClient = new TestClient(app);
  await adminClient.login(admin.username, admin.password);
  const studentClient = new TestClient(app);
  await studentClient.login(student.username, student.password);

  t.equal((await new TestClient(app).post(`/api/users/${student.id}/suspend`)).statusCode, 401, 'anonymous: 401');
  const notAdmin = await studentClient.post(`/api/users/${admin.id}/suspend`);
  t.equal(notAdmin.statusCode, 403, 'a student: 403');
  t.equal(notAdmin.json().message, messages.auth.adminOnly);
  t.equal((await studentClient.post(`/api/users/${admin.id}/role`, { payload: { role: 'user' } })).statusCode, 403);
  const self = await adminClient.post(`/api/users/${admin.id}/suspend`);
  t.equal(self.statusCode, 400, 'oneself: 400');
  t.equal(self.json().message, messages.account.cannotSuspendSelf);
  const missing = await adminClient.post('/api/users/987654/suspend');
  t.equal(missing.statusCode, 404);
  t.equal(missing.json().message, messages.notFound.user);
  t.equal((await adminClient.post('/api/users/987654/unsuspend')).statusCode, 404);
  t.equal((await adminClient.post('/api/users/abc/suspend')).statusCode, 400, 'a bad id: 400');
  t.equal((await adminClient.post(`/api/users/${student.id}/suspend`, { bare: true })).statusCode, 403, 'X-Requested-With is required');
  t.equal((await adminClient.post(`/api/users/${otherAdmin.id}/suspend`)).statusCode, 204, 'another admin may be suspended while this one stays active');
});

t.test('the last active admin is never suspended or made a user', async (t) => {
  const { database } = await buildTestApp(t);
  const admin = await createUser(database.db, { role: 'admin' });
  const student = await createUser(database.db);
  const db = database.db;
  // Through the service (the route refuses oneself first): an actor other than the admin.
  await t.rejects(suspendUser(db, student, admin.id, new Date()), { statusCode: 400, message: messages.account.lastAdminSuspend });
  await t.rejects(setRole(db, student, admin.id, 'user'), { statusCode: 400, message: messages.account.lastAdminDemote });
});

t.test('two admins demoting or suspending each other at the same moment: one wins, one active admin is left', { skip: needsConcurrentDatabase }, async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const loggedInAdmin = async () => {
    const user = await createUser(db, { role: 'admin' });
    const client = new TestClient(app);
    await client.login(user.username, user.password);
    return { user, client };
  };
  let survivor = await loggedInAdmin();
  for (let round = 0; round < 6; round++) {
    const other = await loggedInAdmin();
    const how = round % 2 === 0 ? 'demote' : 'suspend';
    const act = (client: TestClient, targetId: number) =>
      how === 'demote' ? client.post(`/api/users/${targetId}/role`, { payload: { role: 'user' } }) : client.post(`/api/users/${targetId}/suspend`);
    const results = await Promise.all([act(survivor.client, other.user.id), act(other.client, survivor.user.id)]);
    const statuses = results.map((res) => res.statusCode).sort();
    t.ok(statuses[0] === 204 && (statuses[1] === 400 || statuses[1] === 403), `round ${round} (${how}): one succeeds, the other is refused (${statuses.join(', ')})`);
    const refused = results.find((res) => res.statusCode !== 204);
    // The loser is refused by the last-admin rule when both run together, or, when its request is
    // authenticated after the winner's commit, as what it has become: no longer an admin (demote) or
    // a suspended account (suspend). Sessions learn of the change by push, so both orders happen.
    if (refused) t.ok([messages.account.lastAdminDemote, messages.account.lastAdminSuspend, messages.auth.adminOnly, messages.account.suspended].includes(refused.json().message), refused.json().message);
    const active = await db.select({ id: users.id }).from(users).where(and(eq(users.role, 'admin'), isNull(users.suspendedAt)));
    t.equal(active.length, 1, `round ${round} (${how}): exactly one active admin is left`);
    if (active[0]?.id !== survivor.user.id) survivor = other;
  }
});

t.test('a role change applies from the next request, without logging in again', async (t) => {
  const { app, database } = await buildTestApp(t);
  const admin = await createUser(database.db, { role: 'admin' });
  const student = await createUser(database.db);
  const adminClient = new TestClient(app);
  await adminClient.login(admin.username, admin.password);
  const studentClient = new TestClient(app);
  await studentClient.login(student.username, student.password);

  t.equal((await studentClient.get('/api/getUsers')).statusCode, 403, 'a user: no admin routes');
  t.equal((await adminClient.post(`/api/users/${student.id}/role`, { payload: { role: 'admin' } })).statusCode, 204);
  t.equal((await studentClient.get('/api/getUsers')).statusCode, 200, 'made admin: the next request may use admin routes');
  t.equal((await studentClient.get('/api/userDetails')).json().role, 'admin');
  t.equal((await adminClient.post(`/api/users/${student.id}/role`, { payload: { role: 'user' } })).statusCode, 204);
  t.equal((await studentClient.get('/api/getUsers')).statusCode, 403, 'made a user again: refused at once');

  const self = await adminClient.post(`/api/users/${admin.id}/role`, { payload: { role: 'user' } });
  t.equal(self.statusCode, 400);
  t.equal(self.json().message, messages.account.cannotChangeOwnRole);
  const bad = await adminClient.post(`/api/users/${student.id}/role`, { payload: { role: 'owner' } });
  t.equal(bad.statusCode, 400);
  t.equal(bad.json().message, messages.account.roleInvalid);
  t.equal((await adminClient.post('/api/users/987654/role', { payload: { role: 'admin' } })).statusCode, 404);
});

t.test("a suspension made on one API instance disconnects the user's sockets on another", async (t) => {
  const testApp = await buildTestApp(t);
  const { app, database } = testApp;
  const second = await buildSecondInstance(t, testApp);
  const secondUrl = await listen(second);
  const admin = await createUser(database.db, { role: 'admin' });
  const student = await createUser(database.db);
  const adminClient = new TestClient(app);
  await adminClient.login(admin.username, admin.password);
  const studentClient = new TestClient(app);
  await studentClient.login(student.username, student.password);
  const socket = await connectSocket(t, secondUrl, studentClient.cookie);
  const gone = disconnected(socket);
  t.equal((await adminClient.post(`/api/users/${student.id}/suspend`)).statusCode, 204);
  await gone;
  t.notOk(socket.connected, 'the socket on the other instance was disconnected');
  t.equal((await new TestClient(second).request({ method: 'GET', url: '/api/userDetails', headers: { cookie: studentClient.cookie! } })).statusCode, 403, 'the other instance sees the session ended (403: suspended)');
});
