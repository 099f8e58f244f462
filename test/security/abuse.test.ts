/**
 * Abuse limits:
 * - Rate limits (plugins/rateLimits.ts), lowered through the config: login per client address and
 *   failed logins per username, registration per address, one-time codes, search per user. Over a
 *   limit: 429 `{statusCode, error, message}` with the spec's text and Retry-After. Counts live in
 *   Redis, so two API instances share them; the client address honours TRUST_PROXY (a spoofed
 *   X-Forwarded-For is ignored unless the proxy is trusted).
 * - A login answers in the same time whether or not the username exists (an unknown username is
 *   checked against a dummy argon2id hash). Measured as the medians of 15 interleaved tries each,
 *   which must be within 30 % of each other: a bound on the statistic, not on single requests, so
 *   scheduling noise does not make it flaky while a missing hash check (microseconds against
 *   milliseconds) cannot pass.
 */
import t from 'tap';
import type { LightMyRequestResponse } from 'fastify';
import { messages } from '@common/messages.ts';
import { loadConfig, type RateLimitConfig } from '../../server/config.ts';
import { buildTestApp, closeTestDatabase, testConfig } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { TestClient } from '../helpers/http.ts';
import { buildSecondInstance, sleep } from '../helpers/realtime.ts';

type Tap = typeof t;
t.teardown(closeTestDatabase);

const defaults = testConfig().rateLimits;
const limits = (overrides: Partial<RateLimitConfig>): { rateLimits: RateLimitConfig } => ({ rateLimits: { ...defaults, ...overrides } });
const minute = 60_000;

function assertLimited(t: Pick<Tap, 'equal' | 'same' | 'ok'>, res: LightMyRequestResponse, what: string) {
  t.equal(res.statusCode, 429, `${what}: 429`);
  t.same(res.json(), { statusCode: 429, error: 'Too Many Requests', message: messages.generic.rateLimited }, `${what}: the error JSON`);
  t.ok(Number(res.headers['retry-after']) >= 1, `${what}: Retry-After ${res.headers['retry-after']} s`);
}

const login = (client: TestClient, username: string, password: string, headers: Record<string, string> = {}) =>
  client.post('/perform-login', { payload: { username, password }, headers });

t.test('login: per client address, shared by two API instances; other addresses go on', async (t) => {
  const testApp = await buildTestApp(t, { trustProxy: 1, ...limits({ loginPerIp: { max: 3, windowMs: minute } }) });
  const second = await buildSecondInstance(t, testApp);
  const user = await createUser(testApp.database.db);
  const [one, two] = [new TestClient(testApp.app), new TestClient(second)];
  const from = { 'x-forwarded-for': '198.51.100.7' };
  t.equal((await login(one, user.username, 'Wrong@123', from)).statusCode, 401);
  t.equal((await login(two, user.username, 'Wrong@123', from)).statusCode, 401);
  t.equal((await login(one, user.username, user.password, from)).statusCode, 200, 'third attempt allowed');
  assertLimited(t, await login(two, user.username, user.password, from), 'fourth attempt on the other instance');
  t.equal((await login(one, user.username, user.password, { 'x-forwarded-for': '198.51.100.8' })).statusCode, 200, 'another address is not limited');
});

t.test('without a trusted proxy, X-Forwarded-For cannot dodge the limit', async (t) => {
  const testApp = await buildTestApp(t, { trustProxy: false, ...limits({ loginPerIp: { max: 2, windowMs: minute } }) });
  const user = await createUser(testApp.database.db);
  const client = new TestClient(testApp.app);
  for (const address of ['192.0.2.1', '192.0.2.2']) t.equal((await login(client, user.username, 'Wrong@123', { 'x-forwarded-for': address })).statusCode, 401);
  assertLimited(t, await login(client, user.username, user.password, { 'x-forwarded-for': '192.0.2.3' }), 'a new spoofed address');
});

t.test('login: failures per username, whatever the address; success clears them', async (t) => {
  const testApp = await buildTestApp(t, { trustProxy: 1, ...limits({ loginFailuresPerUsername: { max: 3, windowMs: minute } }) });
  const [victim, other] = [await createUser(testApp.database.db), await createUser(testApp.database.db)];
  const client = new TestClient(testApp.app);
  const at = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
  t.equal((await login(client, victim.username, 'Wrong@123', at(1))).statusCode, 401);
  t.equal((await login(client, victim.username, victim.password, at(1))).statusCode, 200, 'a success in between');
  for (let i = 2; i <= 4; i++) t.equal((await login(client, victim.username.toUpperCase(), 'Wrong@123', at(i))).statusCode, 401, `failure from address ${i}`);
  assertLimited(t, await login(client, victim.username, victim.password, at(9)), 'the right password after 3 failures (counted since the success)');
  t.equal((await login(client, other.username, other.password, at(9))).statusCode, 200, 'another username is not affected');
  t.equal((await login(client, 'nobody-at-all', 'Wrong@123', at(10))).statusCode, 401, 'unknown usernames count the same way');
});

t.test('registration per address', async (t) => {
  const testApp = await buildTestApp(t, limits({ registrationsPerIp: { max: 2, windowMs: minute } }));
  const client = new TestClient(testApp.app);
  const register = (n: number) =>
    client.post('/public/addUser', { payload: { name: `Reg ${n}`, username: `reg${n}`, password: 'Prep@2026', emailId: `reg${n}@example.org`, userType: 'Student' } });
  t.equal((await register(1)).statusCode, 201);
  t.equal((await register(2)).statusCode, 201);
  assertLimited(t, await register(3), 'third registration');
});

t.test('one-time codes: checks per address, email checks per user', async (t) => {
  const testApp = await buildTestApp(t, limits({ otpChecks: { max: 2, windowMs: minute } }));
  const [alice, bob] = [await createUser(testApp.database.db), await createUser(testApp.database.db)];
  const anonymous = new TestClient(testApp.app);
  for (let i = 0; i < 2; i++) t.equal((await anonymous.get('/public/verifyOtp?number=9876543210&otp=123456')).statusCode, 400, `check ${i + 1}: wrong code`);
  assertLimited(t, await anonymous.get('/public/verifyOtp?number=9876543210&otp=123456'), 'third mobile check');

  const [a, b] = [new TestClient(testApp.app), new TestClient(testApp.app)];
  await a.login(alice.username, alice.password);
  await b.login(bob.username, bob.password);
  for (let i = 0; i < 2; i++) t.not((await a.post('/api/verifyEmailOtp?otp=123456')).statusCode, 429);
  assertLimited(t, await a.post('/api/verifyEmailOtp?otp=123456'), "alice's third email check");
  t.not((await b.post('/api/verifyEmailOtp?otp=123456')).statusCode, 429, 'bob has his own count');
});

t.test('search: per user per second', async (t) => {
  const testApp = await buildTestApp(t, limits({ searches: { max: 3, windowMs: 1000 } }));
  const [alice, bob] = [await createUser(testApp.database.db), await createUser(testApp.database.db)];
  const [a, b] = [new TestClient(testApp.app), new TestClient(testApp.app)];
  await a.login(alice.username, alice.password);
  await b.login(bob.username, bob.password);
  const results = await Promise.all([1, 2, 3, 4].map(() => a.get('/api/search?query=percent')));
  t.same(results.map((res) => res.statusCode).sort(), [200, 200, 200, 429], 'the fourth search within a second is refused');
  assertLimited(t, results.find((res) => res.statusCode === 429)!, 'fourth search');
  t.equal((await b.get('/api/search?query=percent')).statusCode, 200, 'another user searches on');
  await sleep(1100);
  t.equal((await a.get('/api/search?query=percent')).statusCode, 200, 'after the window, alice searches again');
});

t.test('limits and TRUST_PROXY come from the environment', async (t) => {
  const secret = { sessionSecret: 'a-session-secret-of-at-least-32-characters' };
  const config = loadConfig({ RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: '5', RATE_LIMIT_SEARCHES_PER_SECOND: '7', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, secret);
  t.same(config.rateLimits.loginPerIp, { max: 5, windowMs: minute });
  t.same(config.rateLimits.searches, { max: 7, windowMs: 1000 });
  t.same(config.rateLimits.loginFailuresPerUsername, { max: 10, windowMs: 15 * minute }, 'default: 10 failures per 15 minutes');
  t.same(config.trustProxy, ['10.0.0.0/8', '127.0.0.1']);
  t.equal(loadConfig({ TRUST_PROXY: '2' }, secret).trustProxy, 2);
  t.equal(loadConfig({ TRUST_PROXY: 'true' }, secret).trustProxy, true);
  t.equal(loadConfig({}, secret).trustProxy, false, 'development default: no proxy');
  t.equal(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret.sessionSecret }).trustProxy, 1, 'production default: one proxy hop');
  t.throws(() => loadConfig({ TRUST_PROXY: 'the-proxy' }, secret), /TRUST_PROXY/);
  t.throws(() => loadConfig({ RATE_LIMIT_SEARCHES_PER_SECOND: '0' }, secret), /RATE_LIMIT_SEARCHES_PER_SECOND/);
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

t.test('unknown username and wrong password take the same time', async (t) => {
  const generous = { max: 1000, windowMs: 60_000 };
  const testApp = await buildTestApp(t, { rateLimits: { ...testConfig().rateLimits, loginPerIp: generous, loginFailuresPerUsername: generous } });
  const user = await createUser(testApp.database.db);
  const client = new TestClient(testApp.app);
  const timed = async (username: string) => {
    const started = process.hrtime.bigint();
    const res = await client.post('/perform-login', { payload: { username, password: 'Wrong@1234' } });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    t.equal(res.statusCode, 401);
    t.equal(res.json().message, messages.auth.invalidCredentials, 'the same answer either way');
    return ms;
  };
  await timed(user.username); // warm-up: JIT, the dummy hash, prepared statements
  await timed('warm-up-unknown');
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < 15; i++) {
    known.push(await timed(user.username));
    unknown.push(await timed(`nobody-${i}`));
  }
  const [k, u] = [median(known), median(unknown)];
  t.comment(`median known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`);
  t.ok(k > 5, 'a real password hash check happens (over 5 ms)');
  t.ok(Math.abs(k - u) / Math.max(k, u) < 0.3, `medians within 30 % (${k.toFixed(1)} vs ${u.toFixed(1)} ms)`);
});
