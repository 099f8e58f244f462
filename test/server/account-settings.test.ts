/**
 * A logged-in user's own account (contract section 7.6): POST /api/users/me/password (the other
 * sessions and their sockets end, this one stays; wrong current passwords count as failed logins)
 * and PATCH /api/users/me (name and email; a new email is unverified).
 */
import t from 'tap';
import { eq } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import { users } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase, testConfig } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { TestClient } from '../helpers/http.ts';
import { connectSocket, listen, sleep, type ClientSocket } from '../helpers/realtime.ts';

t.teardown(closeTestDatabase);

const newPassword = 'Fresh@2027';

/** Resolves once the socket is disconnected; rejects after `timeoutMs`. */
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

t.test('changing my password ends my other sessions and their sockets, not this one', async (t) => {
  const { app, database } = await buildTestApp(t);
  const baseUrl = await listen(app);
  const user = await createUser(database.db);
  const here = new TestClient(app);
  const elsewhere = new TestClient(app);
  await here.login(user.username, user.password);
  await elsewhere.login(user.username, user.password);
  const hereSocket = await connectSocket(t, baseUrl, here.cookie);
  const elsewhereSocket = await connectSocket(t, baseUrl, elsewhere.cookie);

  const wrong = await here.post('/api/users/me/password', { payload: { currentPassword: 'Wrong@2026', newPassword } });
  t.equal(wrong.statusCode, 400);
  t.equal(wrong.json().message, messages.account.currentPasswordIncorrect);
  const weak = await here.post('/api/users/me/password', { payload: { currentPassword: user.password, newPassword: 'short' } });
  t.equal(weak.statusCode, 400);
  t.equal(weak.json().message, messages.validation.password);
  t.equal((await elsewhere.get('/api/userDetails')).statusCode, 200, 'refused changes end nothing');

  const gone = disconnected(elsewhereSocket);
  const res = await here.post('/api/users/me/password', { payload: { currentPassword: user.password, newPassword } });
  t.equal(res.statusCode, 204);
  t.equal((await here.get('/api/userDetails')).statusCode, 200, 'this session goes on');
  t.equal((await elsewhere.get('/api/userDetails')).statusCode, 401, 'the other session ended');
  await gone;
  t.notOk(elsewhereSocket.connected, "the other session's socket was disconnected");
  await sleep(200);
  t.ok(hereSocket.connected, "this session's socket stays");
  await t.rejects(connectSocket(t, baseUrl, elsewhere.cookie), { message: 'unauthorized' }, 'the ended session opens no new socket');
  t.ok((await connectSocket(t, baseUrl, here.cookie)).connected, 'this session still opens sockets');

  const old = new TestClient(app);
  t.equal((await old.post('/perform-login', { payload: { username: user.username, password: user.password } })).statusCode, 401, 'the old password is refused');
  await old.login(user.username, newPassword);
  t.equal((await here.post('/api/users/me/password', { payload: { currentPassword: newPassword, newPassword: 'Again@2028' } })).statusCode, 204, 'this session can change it again');
  t.equal((await old.get('/api/userDetails')).statusCode, 401, 'which ends the newer session too');
});

t.test('wrong current passwords count as failed logins of the username', async (t) => {
  const { app, database } = await buildTestApp(t, { rateLimits: { ...testConfig().rateLimits, loginFailures: { freeFailures: 2, firstDelaySeconds: 60, maxDelaySeconds: 900, windowMs: 60_000 } } });
  const user = await createUser(database.db);
  const client = new TestClient(app);
  await client.login(user.username, user.password);
  for (let i = 0; i < 2; i++) t.equal((await client.post('/api/users/me/password', { payload: { currentPassword: 'Wrong@2026', newPassword } })).statusCode, 400);
  const limited = await client.post('/api/users/me/password', { payload: { currentPassword: user.password, newPassword } });
  t.equal(limited.statusCode, 429, 'then even the right password waits');
  t.equal(limited.json().message, messages.generic.rateLimited);
  t.equal((await new TestClient(app).post('/perform-login', { payload: { username: user.username, password: user.password } })).statusCode, 429, 'and so does the login form from the same address');
});

t.test('PATCH /api/users/me edits my name and email; a new email is unverified', async (t) => {
  const { app, database } = await buildTestApp(t);
  const user = await createUser(database.db, { name: 'Meera', emailId: 'meera@example.org' });
  await createUser(database.db, { emailId: 'taken@example.org' });
  await database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  const client = new TestClient(app);
  t.equal((await client.request({ method: 'PATCH', url: '/api/users/me', payload: { name: 'X' } })).statusCode, 401, 'logged out: 401');
  await client.login(user.username, user.password);
  const patch = (payload: Record<string, unknown>) => client.request({ method: 'PATCH', url: '/api/users/me', payload });

  const renamed = await patch({ name: '  Meera Iyer ' });
  t.equal(renamed.statusCode, 200);
  t.match(renamed.json(), { id: user.id, name: 'Meera Iyer', emailId: 'meera@example.org', emailVerified: true, suspended: false });
  const recased = await patch({ emailId: 'Meera@Example.org' });
  t.match(recased.json(), { emailId: 'Meera@Example.org', emailVerified: true }, 'a change of case keeps the verification');
  const taken = await patch({ emailId: 'TAKEN@example.org' });
  t.equal(taken.statusCode, 409);
  t.equal(taken.json().message, messages.registration.duplicate);
  const bad = await patch({ emailId: 'not-an-address' });
  t.equal(bad.statusCode, 400);
  t.equal(bad.json().message, messages.validation.email);
  t.equal((await patch({ name: '   ' })).json().message, messages.validation.nameRequired);
  const moved = await patch({ emailId: 'meera.iyer@example.org' });
  t.equal(moved.statusCode, 200);
  t.match(moved.json(), { emailId: 'meera.iyer@example.org', emailVerified: false }, 'a new address is unverified');
  t.match((await client.get('/api/userDetails')).json(), { name: 'Meera Iyer', emailId: 'meera.iyer@example.org', emailVerified: false });
  t.equal((await patch({})).statusCode, 200, 'an empty edit changes nothing');
  t.equal((await client.request({ method: 'PATCH', url: '/api/users/me', payload: { name: 'Y' }, bare: true })).statusCode, 403, 'X-Requested-With is required');
});
