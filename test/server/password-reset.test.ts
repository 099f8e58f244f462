/**
 * Forgotten password (contract section 7.6): POST /public/password-reset/request mails a code
 * through the mail worker (read here from a real local SMTP server) and answers 202 with the same
 * body for every address; POST /public/password-reset/confirm sets the new password and ends every
 * session and socket of the user. The OTP rules of section 5 apply (5 tries, 5 minutes on the test
 * clock, one send a minute and 5 an hour per address), and every refusal reads "Invalid code".
 */
import t from 'tap';
import { eq } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import { otpCodes } from '../../server/db/schema/index.ts';
import type { RateLimitConfig } from '../../server/config.ts';
import { buildTestApp, closeTestDatabase, testConfig, type TestApp, testSessionSecret } from '../helpers/app.ts';
import { expectedOtpHash } from '../helpers/oracles.ts';
import { TestClock } from '../helpers/clock.ts';
import { createUser } from '../helpers/factories.ts';
import { TestClient } from '../helpers/http.ts';
import { connectSocket, listen, sleep, type ClientSocket } from '../helpers/realtime.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';
import { startTestWorkers } from '../helpers/worker.ts';

t.teardown(closeTestDatabase);

const newPassword = 'Fresh@2027';
const request = (client: TestClient, emailId: string) => client.post('/public/password-reset/request', { payload: { emailId } });
const confirm = (client: TestClient, body: { emailId: string; code: string; password: string }) => client.post('/public/password-reset/confirm', { payload: body });
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** Resolves with the reason once the socket is disconnected; rejects after `timeoutMs`. */
function disconnected(socket: ClientSocket, timeoutMs = 3000): Promise<string> {
  if (!socket.connected) return Promise.resolve('already');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket stayed connected')), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Polls until `check` is true (bounded). */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(25);
  }
  throw new Error(`timed out waiting: ${what}`);
}

async function setup(t: { teardown(fn: () => unknown): void }, rateLimits: Partial<RateLimitConfig> = {}) {
  const smtp = await startSmtpServer(t);
  const clock = new TestClock();
  const testApp = await buildTestApp(t, { smtpUrl: smtp.url, rateLimits: { ...testConfig().rateLimits, ...rateLimits } }, { now: clock.now });
  await startTestWorkers(t, testApp);
  return { ...testApp, smtp, clock };
}

/** The code of the `nth` mail (1-based) sent to `address`. */
async function mailedCode(smtp: TestSmtpServer, address: string, nth = 1): Promise<string> {
  let seen = 0;
  const mail = await smtp.waitForMessage((m) => m.to.includes(address) && ++seen === nth);
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

const resetRows = (testApp: TestApp) => testApp.database.db.select().from(otpCodes).where(eq(otpCodes.channel, 'password-reset'));

t.test('a reset mails a code; the code sets the new password and ends every session and socket', async (t) => {
  const testApp = await setup(t);
  const { app, database, smtp } = testApp;
  const baseUrl = await listen(app);
  const user = await createUser(database.db, { name: 'Kiran Rao', emailId: 'Kiran@Example.org' });
  const phone = new TestClient(app);
  const laptop = new TestClient(app);
  await phone.login(user.username, user.password);
  await laptop.login(user.username, user.password);
  const socket = await connectSocket(t, baseUrl, phone.cookie);

  const anonymous = new TestClient(app);
  const res = await request(anonymous, 'kiran@example.org');
  t.equal(res.statusCode, 202);
  t.same(res.json(), { accepted: true, expiresInSeconds: 300, resendAfterSeconds: 60 });

  const mail = await smtp.waitForMessage((m) => m.to.some((to) => to.toLowerCase() === 'kiran@example.org'));
  t.match(mail.text, /Hello Kiran Rao/);
  t.match(mail.subject, /password reset code/);
  const code = mail.text.match(/\b(\d{6})\b/)![1]!;
  const [row] = await resetRows(testApp);
  t.equal(row!.userId, user.id);
  t.equal(row!.destination, 'kiran@example.org', 'the lower-cased address');
  t.equal(row!.codeHash, expectedOtpHash(testSessionSecret, 'password-reset', 'kiran@example.org', code), 'stored as the keyed hash, never in plain text');

  const wrong = await confirm(anonymous, { emailId: 'kiran@example.org', code: wrongCode(code), password: newPassword });
  t.equal(wrong.statusCode, 400);
  t.equal(wrong.json().message, messages.account.invalidCode);
  const weak = await confirm(anonymous, { emailId: 'kiran@example.org', code, password: 'weakpass' });
  t.equal(weak.statusCode, 400, 'the new password follows the password policy');
  t.equal(weak.json().message, messages.validation.password);
  const notDigits = await confirm(anonymous, { emailId: 'kiran@example.org', code: '12ab56', password: newPassword });
  t.equal(notDigits.json().message, messages.account.invalidCode, 'a code that is not 6 digits: Invalid code');
  t.equal((await phone.get('/api/userDetails')).statusCode, 200, 'sessions live until the reset succeeds');

  const socketGone = disconnected(socket);
  const done = await confirm(anonymous, { emailId: 'KIRAN@example.org', code, password: newPassword });
  t.equal(done.statusCode, 204);
  t.equal(done.body, '');
  for (const [name, client] of [['phone', phone], ['laptop', laptop]] as const) {
    const after = await client.get('/api/userDetails');
    t.equal(after.statusCode, 401, `${name}: the session ended`);
    t.equal((await client.get('/public/isLogin')).json(), false, `${name}: isLogin is false`);
  }
  await socketGone;
  t.notOk(socket.connected, 'the open socket was disconnected');
  await t.rejects(connectSocket(t, baseUrl, phone.cookie), { message: 'unauthorized' }, "the ended session's cookie opens no socket");

  const again = await confirm(anonymous, { emailId: 'kiran@example.org', code, password: 'Other@2028' });
  t.equal(again.statusCode, 400, 'a code works once');
  t.equal(again.json().message, messages.account.invalidCode);
  const old = new TestClient(app);
  t.equal((await old.post('/perform-login', { payload: { username: user.username, password: user.password } })).statusCode, 401, 'the old password is gone');
  await old.login(user.username, newPassword);
  t.equal((await old.get('/api/userDetails')).json().id, user.id, 'the new password logs in');
});

t.test('no enumeration: an unknown address gets the same answer, no code and no mail', async (t) => {
  const testApp = await setup(t, { otpSends: { max: 100, windowMs: 60_000 } });
  const { app, database, smtp } = testApp;
  await createUser(database.db, { emailId: 'known@example.org' });
  const client = new TestClient(app);
  const known = await request(client, 'known@example.org');
  const unknown = await request(client, 'nobody@example.org');
  t.equal(unknown.statusCode, known.statusCode, 'same status');
  t.equal(unknown.body, known.body, 'same body');
  t.equal(unknown.headers['content-type'], known.headers['content-type'], 'same type');
  await smtp.waitForMessage((m) => m.to.includes('known@example.org'));
  await sleep(300);
  t.same(smtp.messages.map((m) => m.to).flat(), ['known@example.org'], 'only the known address got mail');
  t.equal((await resetRows(testApp)).length, 1, 'no code for the unknown address');

  const guessed = await confirm(client, { emailId: 'nobody@example.org', code: '123456', password: newPassword });
  t.equal(guessed.statusCode, 400);
  t.equal(guessed.json().message, messages.account.invalidCode, 'confirming for an unknown address reads like a wrong code');

  // Timing: the answer waits for nothing that depends on the address (the lookup and the send run
  // after it). Medians of interleaved tries (each address once: later sends are silently skipped).
  const timings: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
  for (let i = 0; i < 8; i++) {
    await createUser(database.db, { emailId: `timed${i}@example.org` });
    for (const kind of ['known', 'unknown'] as const) {
      const started = performance.now();
      const res = await request(client, kind === 'known' ? `timed${i}@example.org` : `ghost${i}@example.org`);
      timings[kind].push(performance.now() - started);
      t.equal(res.statusCode, 202);
    }
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const [k, u] = [median(timings.known), median(timings.unknown)];
  t.ok(Math.abs(k - u) < 25, `similar timing: median ${k.toFixed(1)} ms known, ${u.toFixed(1)} ms unknown`);
});

t.test('OTP rules: 5 wrong tries burn the code, it expires after 5 minutes, sends are limited per address', async (t) => {
  const testApp = await setup(t);
  const { app, database, smtp, clock } = testApp;
  const user = await createUser(database.db, { emailId: 'tries@example.org' });
  const client = new TestClient(app);
  const emailId = 'tries@example.org';

  await request(client, emailId);
  const first = await mailedCode(smtp, emailId, 1);
  for (let i = 0; i < 5; i++) {
    const res = await confirm(client, { emailId, code: wrongCode(first), password: newPassword });
    t.equal(res.json().message, messages.account.invalidCode, `wrong try ${i + 1}`);
  }
  const burned = await confirm(client, { emailId, code: first, password: newPassword });
  t.equal(burned.statusCode, 400, 'after 5 wrong tries the right code no longer works');
  t.equal(burned.json().message, messages.account.invalidCode);

  t.equal((await request(client, emailId)).statusCode, 202, 'a second request within the minute: still 202');
  await sleep(300);
  t.equal((await resetRows(testApp)).length, 1, '... but no new code inside the resend cooldown');

  clock.advance(61);
  await request(client, emailId);
  const second = await mailedCode(smtp, emailId, 2);
  clock.advance(301);
  const expired = await confirm(client, { emailId, code: second, password: newPassword });
  t.equal(expired.statusCode, 400, 'a code older than 5 minutes is refused');
  t.equal(expired.json().message, messages.account.invalidCode);

  // Three more sends (5 within the hour in all), then the sixth gives nothing.
  for (let n = 3; n <= 5; n++) {
    clock.advance(61);
    await request(client, emailId);
    await until(async () => (await resetRows(testApp)).length === n, `code ${n}`);
  }
  const fifth = await mailedCode(smtp, emailId, 5);
  clock.advance(61);
  t.equal((await request(client, emailId)).statusCode, 202, 'a sixth request in the hour: 202');
  await sleep(300);
  t.equal((await resetRows(testApp)).length, 5, '... and no sixth code');
  const ok = await confirm(client, { emailId, code: fifth, password: newPassword });
  t.equal(ok.statusCode, 204, 'the newest code still works');
  await new TestClient(app).login(user.username, newPassword);
});

t.test('requests and confirmations are limited per client address', async (t) => {
  const minute = 60_000;
  const { app } = await setup(t, { otpSends: { max: 3, windowMs: minute }, otpChecks: { max: 2, windowMs: minute } });
  const client = new TestClient(app);
  for (let i = 0; i < 3; i++) t.equal((await request(client, `someone${i}@example.org`)).statusCode, 202, `request ${i + 1}`);
  const limited = await request(client, 'someone-else@example.org');
  t.equal(limited.statusCode, 429, 'the fourth request from one client: 429, whatever the address');
  t.equal(limited.json().message, messages.generic.rateLimited);
  t.ok(Number(limited.headers['retry-after']) >= 1, 'with Retry-After');
  for (let i = 0; i < 2; i++) t.equal((await confirm(client, { emailId: 'a@example.org', code: '123456', password: newPassword })).statusCode, 400);
  t.equal((await confirm(client, { emailId: 'a@example.org', code: '123456', password: newPassword })).statusCode, 429, 'confirmations too');
});

t.test('bad input is a 400 with the contract wording', async (t) => {
  const { app } = await setup(t);
  const client = new TestClient(app);
  const badEmail = await request(client, 'not-an-address');
  t.equal(badEmail.statusCode, 400);
  t.equal(badEmail.json().message, messages.validation.email);
  t.equal((await request(client, 'a\u0000b@example.org')).statusCode, 400, 'NUL: 400');
  t.equal((await client.post('/public/password-reset/request', { payload: { emailId: 'a@example.org' }, bare: true })).statusCode, 403, 'X-Requested-With is required');
  const noCode = await client.post('/public/password-reset/confirm', { payload: { emailId: 'a@example.org', password: newPassword } });
  t.equal(noCode.json().message, messages.account.invalidCode);
});
