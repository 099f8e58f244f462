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
  const recased = await patch({ emailId: 'Meera@Example.org', currentPassword: user.password });
  t.match(recased.json(), { emailId: 'Meera@Example.org', emailVerified: true }, 'a change of case keeps the verification');
  const taken = await patch({ emailId: 'TAKEN@example.org', currentPassword: user.password });
  t.equal(taken.statusCode, 409);
  t.equal(taken.json().message, messages.registration.duplicate);
  const bad = await patch({ emailId: 'not-an-address' });
  t.equal(bad.statusCode, 400);
  t.equal(bad.json().message, messages.validation.email);
  t.equal((await patch({ name: '   ' })).json().message, messages.validation.nameRequired);
  const moved = await patch({ emailId: 'meera.iyer@example.org', currentPassword: user.password });
  t.equal(moved.statusCode, 200);
  t.match(moved.json(), { emailId: 'meera.iyer@example.org', emailVerified: false }, 'a new address is unverified');
  t.match((await client.get('/api/userDetails')).json(), { name: 'Meera Iyer', emailId: 'meera.iyer@example.org', emailVerified: false });
  t.equal((await patch({})).statusCode, 200, 'an empty edit changes nothing');
  t.equal((await client.request({ method: 'PATCH', url: '/api/users/me', payload: { name: 'Y' }, bare: true })).statusCode, 403, 'X-Requested-With is required');
});

t.test('changing the email needs the current password, checked before whether the address is taken (contract 8.6)', async (t) => {
  const { app, database } = await buildTestApp(t);
  const user = await createUser(database.db, { name: 'Kavya', emailId: 'kavya@example.org' });
  await createUser(database.db, { emailId: 'taken@example.org' });
  const client = new TestClient(app);
  await client.login(user.username, user.password);
  const patch = (payload: Record<string, unknown>) => client.request({ method: 'PATCH', url: '/api/users/me', payload });
  const incorrect = { statusCode: 400, error: 'Bad Request', message: messages.account.currentPasswordIncorrect };
  const stored = async () => (await database.db.select({ name: users.name, emailId: users.emailId, emailVerified: users.emailVerified }).from(users).where(eq(users.id, user.id)))[0];
  const before = await stored();

  for (const [label, payload] of [
    ['no password', { emailId: 'kavya.new@example.org' }],
    ['an empty password', { emailId: 'kavya.new@example.org', currentPassword: '' }],
    ['a wrong password', { emailId: 'kavya.new@example.org', currentPassword: 'Wrong@2026' }],
    ['no password, with a name change too', { name: 'Kavya R', emailId: 'kavya.new@example.org' }],
    ['a change of case only, no password', { emailId: 'Kavya@example.org' }],
  ] as const) {
    const res = await patch(payload);
    t.equal(res.statusCode, 400, `${label}: 400`);
    t.same(res.json(), incorrect, `${label}: "Current password is incorrect"`);
  }
  t.same(await stored(), before, 'nothing changed');

  for (const payload of [{ emailId: 'TAKEN@example.org' }, { emailId: 'taken@example.org', currentPassword: 'Wrong@2026' }]) {
    const res = await patch(payload);
    t.equal(res.statusCode, 400, `a taken address without the password (${payload.currentPassword ?? 'none'}): 400, not 409`);
    t.same(res.json(), incorrect, 'the answer is the same as for a free address: registration is not told');
  }
  const taken = await patch({ emailId: 'taken@example.org', currentPassword: user.password });
  t.equal(taken.statusCode, 409, 'with the right password, a taken address is 409');

  const renamed = await patch({ name: 'Kavya Rao', emailId: 'kavya@example.org' });
  t.equal(renamed.statusCode, 200, 'the name alone (the email sent unchanged) needs no password');
  const moved = await patch({ emailId: 'kavya.rao@example.org', currentPassword: user.password });
  t.equal(moved.statusCode, 200, 'the right password changes the email');
  t.same(await stored(), { name: 'Kavya Rao', emailId: 'kavya.rao@example.org', emailVerified: false });
});

t.test('wrong current passwords on an email change count as failed logins', async (t) => {
  const { app, database } = await buildTestApp(t, { rateLimits: { ...testConfig().rateLimits, loginFailures: { freeFailures: 2, firstDelaySeconds: 60, maxDelaySeconds: 900, windowMs: 60_000 } } });
  const user = await createUser(database.db);
  const client = new TestClient(app);
  await client.login(user.username, user.password);
  const patch = (payload: Record<string, unknown>) => client.request({ method: 'PATCH', url: '/api/users/me', payload });
  for (let i = 0; i < 2; i++) t.equal((await patch({ emailId: 'elsewhere@example.org', currentPassword: 'Wrong@2026' })).statusCode, 400);
  const limited = await patch({ emailId: 'elsewhere@example.org', currentPassword: user.password });
  t.equal(limited.statusCode, 429, 'then even the right password waits');
  t.equal((await patch({ name: 'Only The Name' })).statusCode, 200, 'a name change is not held up');
});
