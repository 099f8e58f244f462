/**
 * Abuse limits:
 * - Rate limits (plugins/rateLimits.ts), lowered through the config: login per client address and
 *   failed logins per (username, address) with growing waits, registration per address, one-time codes, search per user. Over a
 *   limit: 429 `{statusCode, error, message}` with the spec's text and Retry-After. Counts live in
 *   Redis, so two API instances share them; the client address honours TRUST_PROXY (a spoofed
 *   X-Forwarded-For is ignored unless the proxy is trusted).
 * - A login answers in the same time whether or not the username exists (an unknown username is
 *   checked against a dummy argon2id hash). Measured over 21 interleaved tries each as the CPU
 *   time the process spent (which a busy machine does not inflate) and the median wall time; both
 *   ratios must lie between 0.5 and 2: generous, while a missing hash check (about a quarter of
 *   the work) cannot pass.
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

/** Failed logins per (username, address): `free` free failures, then waits from 1 s, doubling. */
const failureLimit = (free: number) => limits({ loginPerIp: { max: 1000, windowMs: minute }, loginFailures: { freeFailures: free, firstDelaySeconds: 1, maxDelaySeconds: 900, windowMs: minute } });

/** Logs in until the answer is not 429 (a wait running out), at most `timeoutMs`; answers that answer. */
async function loginAfterWait(client: TestClient, username: string, password: string, headers: Record<string, string>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await login(client, username, password, headers);
    if (res.statusCode !== 429 || Date.now() > deadline) return res;
    await sleep(100);
  }
}

t.test("login: a stranger's failures from one address never stop the owner at another", async (t) => {
  const testApp = await buildTestApp(t, { trustProxy: 1, ...failureLimit(20) });
  const admin = await createUser(testApp.database.db, { role: 'admin' });
  const client = new TestClient(testApp.app);
  const stranger = { 'x-forwarded-for': '203.0.113.66' };
  for (let i = 1; i <= 15; i++) t.equal((await login(client, admin.username, `Wrong@${i}00`, stranger)).statusCode, 401, `stranger's failure ${i}`);
  t.equal((await login(client, admin.username.toUpperCase(), 'Wrong@999', stranger)).statusCode, 401, 'the username in another case counts for the same pair');
  t.equal((await login(client, admin.username, admin.password, { 'x-forwarded-for': '198.51.100.20' })).statusCode, 200, 'the owner logs in from another address');
  t.equal((await login(client, admin.username, admin.password, { 'x-forwarded-for': '198.51.100.21' })).statusCode, 200, 'and from a third');
});

t.test('login: failures from one address get growing waits (429, Retry-After), even for the right password', async (t) => {
  const testApp = await buildTestApp(t, { trustProxy: 1, ...failureLimit(2) });
  const [victim, other] = [await createUser(testApp.database.db), await createUser(testApp.database.db)];
  const client = new TestClient(testApp.app);
  const attacker = { 'x-forwarded-for': '203.0.113.7' };
  t.equal((await login(client, victim.username, 'Wrong@123', attacker)).statusCode, 401, 'free failure 1');
  t.equal((await login(client, victim.username, 'Wrong@123', attacker)).statusCode, 401, 'free failure 2');
  const first = await login(client, victim.username, victim.password, attacker);
  assertLimited(t, first, 'the right password right after two failures');
  t.equal(first.headers['retry-after'], '1', 'first wait: 1 s');
  t.equal((await loginAfterWait(client, victim.username, 'Wrong@123', attacker)).statusCode, 401, 'after the wait, one more try (wrong)');
  const second = await login(client, victim.username, 'Wrong@123', attacker);
  assertLimited(t, second, 'the next try');
  t.equal(second.headers['retry-after'], '2', 'second wait: 2 s (doubled)');
  t.equal((await login(client, victim.username, victim.password, { 'x-forwarded-for': '198.51.100.9' })).statusCode, 200, 'the owner at another address is never refused');
  t.equal((await login(client, other.username, other.password, attacker)).statusCode, 200, 'another username from the same address is not affected');
  t.equal((await loginAfterWait(client, victim.username, victim.password, attacker)).statusCode, 200, 'after the wait the right password works there too');
  t.equal((await login(client, victim.username, 'Wrong@123', attacker)).statusCode, 401, 'and the success cleared the failures: free again');
  t.equal((await login(client, 'nobody-at-all', 'Wrong@123', attacker)).statusCode, 401, 'unknown usernames count the same way');
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
  t.same(config.rateLimits.loginFailures, { freeFailures: 5, firstDelaySeconds: 1, maxDelaySeconds: 900, windowMs: 24 * 60 * minute }, 'default: 5 free failures, then 1 s doubling up to 15 min');
  const tuned = loadConfig({ RATE_LIMIT_LOGIN_FREE_FAILURES: '3', RATE_LIMIT_LOGIN_DELAY_SECONDS: '2', RATE_LIMIT_LOGIN_MAX_DELAY_MINUTES: '1', RATE_LIMIT_LOGIN_FAILURE_WINDOW_MINUTES: '60' }, secret);
  t.same(tuned.rateLimits.loginFailures, { freeFailures: 3, firstDelaySeconds: 2, maxDelaySeconds: 60, windowMs: 60 * minute });
  t.same(config.trustProxy, ['10.0.0.0/8', '127.0.0.1']);
  t.equal(loadConfig({ TRUST_PROXY: '2' }, secret).trustProxy, 2);
  t.equal(loadConfig({ TRUST_PROXY: 'true' }, secret).trustProxy, true);
  t.equal(loadConfig({}, secret).trustProxy, false, 'development default: no proxy');
  t.equal(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret.sessionSecret, TRUST_PROXY: 'false' }).trustProxy, false, 'production: as set (required there, test/security/production.test.ts)');
  t.throws(() => loadConfig({ TRUST_PROXY: 'the-proxy' }, secret), /TRUST_PROXY/);
  t.throws(() => loadConfig({ RATE_LIMIT_SEARCHES_PER_SECOND: '0' }, secret), /RATE_LIMIT_SEARCHES_PER_SECOND/);
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

t.test('unknown username and wrong password take the same time', async (t) => {
  const generous = { max: 1000, windowMs: 60_000 };
  const testApp = await buildTestApp(t, { rateLimits: { ...testConfig().rateLimits, loginPerIp: generous, loginFailures: { freeFailures: 1000, firstDelaySeconds: 1, maxDelaySeconds: 1, windowMs: 60_000 } } });
  const user = await createUser(testApp.database.db);
  const client = new TestClient(testApp.app);
  /** One failed login: its wall time and the CPU time this process spent on it (every thread, argon2's included), in ms. */
  const timed = async (username: string) => {
    const cpu = process.cpuUsage();
    const started = process.hrtime.bigint();
    const res = await client.post('/perform-login', { payload: { username, password: 'Wrong@1234' } });
    const wall = Number(process.hrtime.bigint() - started) / 1e6;
    const spent = process.cpuUsage(cpu);
    t.equal(res.statusCode, 401);
    t.equal(res.json().message, messages.auth.invalidCredentials, 'the same answer either way');
    return { wall, cpu: (spent.user + spent.system) / 1000 };
  };
  await timed(user.username); // warm-up: JIT, the dummy hash, prepared statements
  await timed('warm-up-unknown');
  const known: Array<{ wall: number; cpu: number }> = [];
  const unknown: Array<{ wall: number; cpu: number }> = [];
  for (let i = 0; i < 21; i++) {
    known.push(await timed(user.username));
    unknown.push(await timed(`nobody-${i}`));
  }
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const [cpuKnown, cpuUnknown] = [sum(known.map((try_) => try_.cpu)), sum(unknown.map((try_) => try_.cpu))];
  const [wallKnown, wallUnknown] = [median(known.map((try_) => try_.wall)), median(unknown.map((try_) => try_.wall))];
  t.comment(`CPU per login: known ${(cpuKnown / 21).toFixed(1)} ms, unknown ${(cpuUnknown / 21).toFixed(1)} ms; wall medians ${wallKnown.toFixed(1)} / ${wallUnknown.toFixed(1)} ms`);
  t.ok(cpuKnown / 21 > 5, 'a real password hash check happens (over 5 ms of CPU per login)');
  // The work done, not the wall time, is what the dummy hash equalises; CPU time does not grow
  // when the machine is busy. Without the dummy check an unknown name costs about a quarter of a
  // known one (measured: ratio 0.27 for CPU, 0.21 for wall time), outside these bounds.
  const cpuRatio = cpuUnknown / cpuKnown;
  t.ok(cpuRatio > 0.5 && cpuRatio < 2, `an unknown name costs the same CPU as a wrong password (ratio ${cpuRatio.toFixed(2)}, bound 0.5 to 2)`);
  const wallRatio = wallUnknown / wallKnown;
  t.ok(wallRatio > 0.5 && wallRatio < 2, `and about the same wall time (ratio of medians of 21 interleaved tries ${wallRatio.toFixed(2)}, bound 0.5 to 2)`);
});
