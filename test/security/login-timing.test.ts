/**
 * A login answers in the same time whether or not the username exists (an unknown username is
 * checked against a dummy argon2id hash), so response times do not reveal accounts. Measured as
 * the medians of 15 interleaved tries each, which must be within 30 % of each other: a bound on
 * the statistic, not on single requests, so scheduling noise does not make it flaky while a
 * missing hash check (microseconds against tens of milliseconds) cannot pass.
 */
import t from 'tap';
import { messages } from '@common/messages.ts';
import { buildTestApp, closeTestDatabase, testConfig } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { TestClient } from '../helpers/http.ts';

t.teardown(closeTestDatabase);

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
