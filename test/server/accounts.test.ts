import t from 'tap';
import { verify as argon2Verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import { mentorRequests, users } from '../../server/db/schema/index.ts';
import { ensureAdmin } from '../../server/features/accounts/accounts.service.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createUser, createQuestions } from '../helpers/factories.ts';

t.teardown(closeTestDatabase);

const registration = {
  name: 'Asha Learner',
  username: 'asha_cat',
  password: 'Prep@2026',
  mobile: '+91 98765 43210',
  emailId: 'asha@example.org',
  userType: 'Student',
};

t.test('POST /public/addUser registers a student without logging in', async (t) => {
  const { app, database } = await buildTestApp(t);
  const client = new TestClient(app);
  const res = await client.post('/public/addUser', { payload: registration });
  t.equal(res.statusCode, 201);
  const body = res.json();
  t.match(body, { name: 'Asha Learner', username: 'asha_cat', userType: 'Student', role: 'user', mobile: '9876543210', emailId: 'asha@example.org', emailVerified: false, mentorStatus: null });
  t.notOk('password' in body || 'passwordHash' in body, 'no password in the answer');
  const [row] = await database.db.select().from(users).where(eq(users.username, 'asha_cat'));
  // Checked with the library itself and the OWASP parameters docs/security.md names, not with our helper.
  t.match(row!.passwordHash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/, 'stored as an argon2id hash with m=19 MiB, t=2, p=1');
  t.ok(await argon2Verify(row!.passwordHash, registration.password), 'the hash verifies the password (argon2 library)');
  t.notOk(await argon2Verify(row!.passwordHash, `${registration.password}x`), 'and no other');
  t.equal((await client.get('/public/isLogin')).json(), false, 'registration does not log in');
});

t.test('registration validation messages (spec section 5)', async (t) => {
  const { app } = await buildTestApp(t);
  const client = new TestClient(app);
  const cases: [string, Record<string, unknown>, string][] = [
    ['blank name', { name: '  ' }, messages.validation.nameRequired],
    ['missing name', { name: undefined }, messages.validation.nameRequired],
    ['blank username', { username: '' }, messages.validation.usernameRequired],
    ['short password', { password: 'Ab@1' }, messages.validation.password],
    ['no uppercase', { password: 'prep@2026' }, messages.validation.password],
    ['no symbol', { password: 'Prep20266' }, messages.validation.password],
    ['other symbol', { password: 'Prep#2026a' }, messages.validation.password],
    ['mobile starting 5', { mobile: '5876543210' }, messages.validation.mobile],
    ['mobile 9 digits', { mobile: '987654321' }, messages.validation.mobile],
    ['mobile +92', { mobile: '+929876543210' }, messages.validation.mobile],
    ['bad email', { emailId: 'asha.example.org' }, messages.validation.email],
  ];
  for (const [label, patch, message] of cases) {
    const res = await client.post('/public/addUser', { payload: { ...registration, ...patch } });
    t.equal(res.statusCode, 400, `${label}: 400`);
    t.equal(res.json().message, message, `${label}: message`);
  }
  const nul = await client.post('/public/addUser', { payload: { ...registration, name: 'A\u0000B' } });
  t.equal(nul.statusCode, 400, 'NUL character is a 400, not a 500');
  const notJson = await client.post('/public/addUser', { payload: '{"name":', headers: { 'content-type': 'application/json' } });
  t.equal(notJson.statusCode, 400, 'malformed JSON is a 400');
  t.equal((await client.post('/public/addUser', { payload: { ...registration, mobile: '' } })).statusCode, 201, 'mobile is optional');
});

t.test('duplicate username or email is 409, case-insensitively, and keeps the first account', async (t) => {
  const { app, database } = await buildTestApp(t);
  const client = new TestClient(app);
  t.equal((await client.post('/public/addUser', { payload: registration })).statusCode, 201);
  const sameName = await client.post('/public/addUser', { payload: { ...registration, username: 'ASHA_CAT', emailId: 'other@example.org' } });
  t.equal(sameName.statusCode, 409);
  t.equal(sameName.json().message, messages.registration.duplicate);
  const sameEmail = await client.post('/public/addUser', { payload: { ...registration, username: 'other', emailId: 'ASHA@Example.org' } });
  t.equal(sameEmail.statusCode, 409);
  const rows = await database.db.select().from(users);
  t.equal(rows.length, 1, 'only the first account exists');
  await client.login('asha_cat', registration.password);
  t.equal((await client.get('/public/isLogin')).json(), true, 'the first account still logs in');
});

t.test('Mentor registration stores a Student with a pending mentor request', async (t) => {
  const { app, database } = await buildTestApp(t);
  const client = new TestClient(app);
  const res = await client.post('/public/addUser', { payload: { ...registration, userType: 'Mentor', pendingMentor: true } });
  t.equal(res.statusCode, 201);
  t.equal(res.json().userType, 'Student');
  t.equal(res.json().mentorStatus, 'pending');
  const requests = await database.db.select().from(mentorRequests);
  t.equal(requests.length, 1);
  t.equal(requests[0]!.status, 'pending');
});

t.test('login, session and logout', async (t) => {
  const { app, database } = await buildTestApp(t);
  const user = await createUser(database.db, { username: 'Ravi' });
  const client = new TestClient(app);

  t.equal((await client.get('/public/isLogin')).json(), false);
  const wrong = await client.post('/perform-login', { payload: { username: 'Ravi', password: 'Wrong@1234' } });
  t.equal(wrong.statusCode, 401);
  t.equal(wrong.json().message, messages.auth.invalidCredentials);
  const unknown = await client.post('/perform-login', { payload: { username: 'nobody', password: user.password } });
  t.equal(unknown.statusCode, 401);
  t.equal((await client.post('/perform-login', { payload: { username: '' } })).statusCode, 400, 'blank login is 400');

  const before = await client.get('/public/isLogin');
  const ok = await client.post('/perform-login', { payload: new URLSearchParams({ username: 'ravi', password: user.password }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  t.equal(ok.statusCode, 200, 'username is case-insensitive');
  t.equal(ok.json().username, 'Ravi');
  const cookie = String(ok.headers['set-cookie']);
  t.match(cookie, /sid=/);
  t.match(cookie, /HttpOnly/);
  t.match(cookie, /SameSite=Strict/);
  t.equal(before.headers['set-cookie'], undefined, 'no session before login');
  t.equal((await client.get('/public/isLogin')).json(), true);
  const me = await client.get('/api/userDetails');
  t.equal(me.statusCode, 200);
  t.equal(me.json().emailId, user.emailId, 'own email visible');

  const sidAtLogin = client.cookie;
  await client.login('Ravi', user.password);
  t.not(client.cookie, sidAtLogin, 'session id regenerated at each login');

  const out = await client.get('/logout', { headers: { accept: 'text/html' } });
  t.equal(out.statusCode, 302);
  t.equal(out.headers.location, '/login');
  t.equal((await client.get('/public/isLogin')).json(), false, 'logged out');
  t.equal((await client.get('/api/userDetails')).statusCode, 401);
});

t.test('Basic authorization header logs in too', async (t) => {
  const { app, database } = await buildTestApp(t);
  const user = await createUser(database.db);
  const client = new TestClient(app);
  const res = await client.post('/perform-login', { headers: { authorization: `Basic ${Buffer.from(`${user.username}:${user.password}`).toString('base64')}` } });
  t.equal(res.statusCode, 200);
  t.equal((await client.get('/public/isLogin')).json(), true);
});

t.test('401 without a session, 403 without X-Requested-With', async (t) => {
  const { app, database } = await buildTestApp(t);
  const client = new TestClient(app);
  for (const url of ['/api/userDetails', '/api/users/1', '/api/getUserDetails?id=1', '/api/getSubmittedBy', '/api/getAnswered']) {
    const res = await client.get(url);
    t.equal(res.statusCode, 401, `${url} 401`);
    t.equal(res.json().message, messages.auth.loginRequired);
  }
  const bare = await client.post('/public/addUser', { payload: registration, bare: true });
  t.equal(bare.statusCode, 403);
  t.equal(bare.json().message, messages.auth.missingRequestedWith);
  t.equal((await database.db.select().from(users)).length, 0, 'nothing stored');
  const user = await createUser(database.db);
  const bareLogin = await client.post('/perform-login', { payload: { username: user.username, password: user.password }, bare: true });
  t.equal(bareLogin.statusCode, 403, 'login needs the header too');
});

t.test('other users: mobile and email hidden except to admins; 404s', async (t) => {
  const { app, database } = await buildTestApp(t);
  const alice = await createUser(database.db, { mobile: '9876500000' });
  const bob = await createUser(database.db);
  const admin = await createUser(database.db, { role: 'admin' });
  const client = new TestClient(app);
  await client.login(bob.username, bob.password);
  for (const url of [`/api/users/${alice.id}`, `/api/getUserDetails?id=${alice.id}`]) {
    const res = await client.get(url);
    t.equal(res.statusCode, 200);
    t.match(res.json(), { id: alice.id, name: alice.name, username: alice.username, mobile: null, emailId: null });
  }
  t.equal((await client.get('/api/users/99999')).statusCode, 404);
  t.equal((await client.get('/api/users/99999')).json().message, messages.notFound.user);
  t.equal((await client.get('/api/getUserDetails?id=abc')).statusCode, 400);
  t.equal((await client.get('/api/getUserDetails')).statusCode, 400);
  const adminClient = new TestClient(app);
  await adminClient.login(admin.username, admin.password);
  const seen = (await adminClient.get(`/api/users/${alice.id}`)).json();
  t.equal(seen.mobile, '9876500000');
  t.equal(seen.emailId, alice.emailId);
});

t.test('getSubmittedBy and getAnswered count my activity', async (t) => {
  const { app, database } = await buildTestApp(t);
  const user = await createUser(database.db);
  await createQuestions(database.db, [{}, {}, {}], user.id);
  const client = new TestClient(app);
  await client.login(user.username, user.password);
  t.equal((await client.get('/api/getSubmittedBy')).json(), 3);
  t.equal((await client.get('/api/getAnswered')).json(), 0);
  const ids = (await client.get('/api/getQuestionsByFilters?category=1&idsOnly=true')).json() as number[];
  await client.get(`/api/addResponse?questionId=${ids[0]}&timer=10&selectedOption=A`);
  await client.get(`/api/addResponse?questionId=${ids[0]}&timer=12&selectedOption=B`);
  await client.get(`/api/addResponse?questionId=${ids[1]}&timer=5&selectedOption=C`);
  t.equal((await client.get('/api/getAnswered')).json(), 2, 'distinct questions');
});

t.test('the configured admin is created once', async (t) => {
  const { app, database } = await buildTestApp(t);
  const admin = { username: 'chief', password: 'Chief@2026', email: 'chief@example.org' };
  t.equal(await ensureAdmin(database.db, admin), true);
  t.equal(await ensureAdmin(database.db, admin), false, 'second start creates nothing');
  const client = new TestClient(app);
  await client.login('chief', 'Chief@2026');
  t.equal((await client.get('/api/userDetails')).json().role, 'admin');
});
