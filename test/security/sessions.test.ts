/**
 * Sessions: a new id at login (no fixation), cookie flags (HttpOnly, SameSite=Strict, Path=/,
 * Secure in production), logout removes the session from Redis and clears the cookie (the old
 * cookie is then worthless), and a session ends after SESSION_IDLE_MINUTES without requests while
 * activity extends it, with at most one Redis write per refresh interval: time is moved on the
 * app's injected clock (test/helpers/clock.ts), never slept.
 */
import t from 'tap';
import { Redis } from 'ioredis';
import { closeTestDatabase, buildTestApp, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { TestClient } from '../helpers/http.ts';
import { TestClock } from '../helpers/clock.ts';

t.teardown(closeTestDatabase);

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
t.teardown(() => redis.quit());

/** The session keys in Redis of this app. */
const sessionKeys = (testApp: TestApp) => redis.keys(`${testApp.config.redisPrefix}:sess:*`);

const sidCookie = (res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []).find((cookie) => cookie.startsWith('sid='));

t.test('login issues a new session id: a cookie set before login is not the one after', async (t) => {
  const testApp = await buildTestApp(t);
  const db = testApp.database.db;
  const bob = await createUser(db);
  const alice = await createUser(db);
  const client = new TestClient(testApp.app);
  await client.login(bob.username, bob.password);
  const before = client.cookie!;
  await client.login(alice.username, alice.password);
  t.not(client.cookie, before, 'a second login gets another id');
  const old = new TestClient(testApp.app);
  old.cookie = before;
  t.equal((await old.get('/api/userDetails')).statusCode, 401, 'the id from before the login no longer works');
  t.equal((await client.get('/api/userDetails')).json().username, alice.username, 'the new one is alice');

  const planted = new TestClient(testApp.app);
  planted.cookie = 'sid=attacker-chosen-id';
  await planted.login(alice.username, alice.password);
  t.not(planted.cookie, 'sid=attacker-chosen-id', 'a planted cookie is replaced');
  t.notOk(planted.cookie!.includes('attacker-chosen-id'), 'and its value is not reused');
});

t.test('cookie flags: HttpOnly, SameSite=Strict, Path=/; no Secure over plain http in development', async (t) => {
  const testApp = await buildTestApp(t);
  const user = await createUser(testApp.database.db);
  const res = await new TestClient(testApp.app).post('/perform-login', { payload: { username: user.username, password: user.password } });
  const cookie = sidCookie(res)!;
  t.ok(cookie, 'sid cookie set');
  t.match(cookie, /; HttpOnly/i);
  t.match(cookie, /; SameSite=Strict/i);
  t.match(cookie, /; Path=\/(;|$)/);
  t.notMatch(cookie, /; Secure/i);
});

t.test('production: the cookie is Secure (behind a TLS proxy, trusted one hop as TRUST_PROXY=1 says)', async (t) => {
  const testApp = await buildTestApp(t, { env: 'production', trustProxy: 1 });
  const user = await createUser(testApp.database.db);
  const res = await testApp.app.inject({
    method: 'POST',
    url: '/perform-login',
    payload: { username: user.username, password: user.password },
    headers: { 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
  });
  t.equal(res.statusCode, 200);
  const cookie = sidCookie(res)!;
  t.match(cookie, /; Secure/i, 'Secure');
  t.match(cookie, /; HttpOnly/i);
  t.match(cookie, /; SameSite=Strict/i);
  t.match(cookie, /; Path=\/(;|$)/);
  t.match(String(res.headers['strict-transport-security']), /max-age=\d+/, 'HSTS in production');
});

t.test("production without a trusted proxy: a client's X-Forwarded-Proto is not believed", async (t) => {
  const testApp = await buildTestApp(t, { env: 'production', trustProxy: false });
  const user = await createUser(testApp.database.db);
  const res = await testApp.app.inject({
    method: 'POST',
    url: '/perform-login',
    payload: { username: user.username, password: user.password },
    headers: { 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-proto': 'https' },
  });
  t.equal(res.statusCode, 200);
  t.equal(sidCookie(res), undefined, 'plain http: no Secure session cookie is sent, whatever the client claims');
});

t.test('logout deletes the session in Redis and clears the cookie; the old cookie is worthless', async (t) => {
  const testApp = await buildTestApp(t);
  const user = await createUser(testApp.database.db);
  const client = new TestClient(testApp.app);
  await client.login(user.username, user.password);
  const cookie = client.cookie;
  t.equal((await sessionKeys(testApp)).length, 1, 'one session in Redis');
  const res = await client.post('/logout');
  t.equal(res.statusCode, 200);
  t.match(sidCookie(res), /^sid=;.*Expires=Thu, 01 Jan 1970/i, 'the cookie is cleared');
  t.equal((await sessionKeys(testApp)).length, 0, 'the session is gone from Redis');
  const replay = new TestClient(testApp.app);
  replay.cookie = cookie;
  t.equal((await replay.get('/api/userDetails')).statusCode, 401, 'replaying the old cookie: 401');
  t.equal((await replay.get('/public/isLogin')).body, 'false');
});

t.test('idle expiry on the app clock: activity extends the session at most once per refresh interval; idleness ends it', async (t) => {
  const minute = 60_000;
  const clock = new TestClock();
  const testApp = await buildTestApp(t, { session: { idleMs: 30 * minute, refreshMs: 5 * minute } }, { now: clock.now });
  const user = await createUser(testApp.database.db);
  const client = new TestClient(testApp.app);
  await client.login(user.username, user.password);
  const [key] = await sessionKeys(testApp);
  const ttlAtLogin = await redis.pttl(key!);
  t.ok(ttlAtLogin > 29 * minute && ttlAtLogin <= 30 * minute, `the Redis TTL is the idle time (${ttlAtLogin} ms)`);
  // A save to Redis resets the TTL to the idle time: shortened by hand, a save shows as it going back up.
  const shortTtl = 60_000;
  const shorten = () => redis.pexpire(key!, shortTtl);
  const saved = async () => (await redis.pttl(key!)) > shortTtl;

  const cookieBefore = client.cookie;
  await shorten();
  clock.advance(4 * 60);
  const quick = await client.get('/api/userDetails');
  t.equal(quick.statusCode, 200, '4 minutes later: still logged in');
  t.equal(sidCookie(quick), undefined, 'within the refresh interval: no new cookie');
  t.notOk(await saved(), 'and no Redis write');

  for (let i = 1; i <= 8; i++) {
    clock.advance(6 * 60);
    const res = await client.get('/api/userDetails');
    t.equal(res.statusCode, 200, `active every 6 minutes: logged in after ${4 + i * 6} minutes`);
    t.ok(sidCookie(res), 'the refreshed cookie is sent again');
    t.ok(await saved(), 'and the session saved with a fresh TTL');
    await shorten();
  }
  t.equal(client.cookie, cookieBefore, 'same session id throughout');

  clock.advance(29 * 60);
  t.equal((await client.get('/api/userDetails')).statusCode, 200, '29 idle minutes: still logged in (and extended)');
  clock.advance(30 * 60);
  const idle = await client.get('/api/userDetails');
  t.equal(idle.statusCode, 401, '30 idle minutes: logged out');
  t.match(sidCookie(idle), /^sid=;.*Expires=Thu, 01 Jan 1970/i, 'the cookie is cleared');
  t.equal((await sessionKeys(testApp)).length, 0, 'the session is deleted from Redis');
  const replay = new TestClient(testApp.app);
  replay.cookie = cookieBefore;
  t.equal((await replay.get('/api/userDetails')).statusCode, 401, 'replaying the cookie: 401');
});

t.test('SESSION_IDLE_MINUTES and SESSION_REFRESH_MINUTES configure it (default 14 days, 15 minutes)', async (t) => {
  const { loadConfig } = await import('../../server/config.ts');
  const secret = { sessionSecret: 'a-session-secret-of-at-least-32-characters' };
  t.same(loadConfig({}, secret).session, { idleMs: 14 * 24 * 60 * 60_000, refreshMs: 15 * 60_000 });
  t.same(loadConfig({ SESSION_IDLE_MINUTES: '30', SESSION_REFRESH_MINUTES: '1' }, secret).session, { idleMs: 30 * 60_000, refreshMs: 60_000 });
  t.throws(() => loadConfig({ SESSION_IDLE_MINUTES: 'soon' }, secret), /SESSION_IDLE_MINUTES/);
});
