/**
 * Mobile OTP and email verification (spec sections 5, 7, 8; docs/contract.md sections 3, 5) against the
 * real app, database, Redis and mail worker, with a local SMS webhook and a local SMTP server in
 * place of the paid gateways, and an injected clock instead of sleeping.
 */
import t from 'tap';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import { otpCodes, users } from '../../server/db/schema/index.ts';
import { deliverEmail, deliverSms, type DeliveryOptions } from '../../server/features/verification/otp.delivery.ts';
import { mailJob } from '../../server/mail/mail.job.ts';
import { buildTestApp, closeTestDatabase, testSessionSecret } from '../helpers/app.ts';
import { expectedOtpHash, unkeyedOtpHash } from '../helpers/oracles.ts';
import { TestClock } from '../helpers/clock.ts';
import { createUser } from '../helpers/factories.ts';
import { TestClient } from '../helpers/http.ts';
import { startSmsWebhook } from '../helpers/smsWebhook.ts';
import { startSmtpServer } from '../helpers/smtp.ts';
import { startTestWorkers } from '../helpers/worker.ts';
import { needsConcurrentDatabase } from '../helpers/requirements.ts';

t.teardown(closeTestDatabase);

const number = '9876543210';
const to = '+919876543210';

/** App + SMS webhook + clock + client. */
async function mobileSetup(t: { teardown(fn: () => unknown): void }) {
  const sms = await startSmsWebhook(t);
  const clock = new TestClock();
  const testApp = await buildTestApp(t, { smsWebhookUrl: sms.url }, { now: clock.now });
  return { ...testApp, sms, clock, client: new TestClient(testApp.app) };
}

/** Sends a code to `mobile` and returns the code the webhook received. */
async function sendCode(client: TestClient, sms: Awaited<ReturnType<typeof startSmsWebhook>>, mobile = number): Promise<string> {
  const res = await client.get(`/public/sendOtp?number=${encodeURIComponent(mobile)}`);
  if (res.statusCode !== 200) throw new Error(`sendOtp: ${res.statusCode} ${res.body}`);
  const code = sms.latestCode(`+91${mobile.replace(/\D/g, '').slice(-10)}`);
  if (!code) throw new Error('no SMS arrived');
  return code;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const verify = (client: TestClient, otp: string, mobile = number) => client.get(`/public/verifyOtp?number=${mobile}&otp=${otp}`);

t.test('SMS: the code reaches the webhook as JSON {to, text} and verifies once; stored only hashed', async (t) => {
  const { client, sms, database } = await mobileSetup(t);
  const sent = await client.get(`/public/sendOtp?number=${encodeURIComponent('+91 98765 43210')}`);
  t.equal(sent.statusCode, 200);
  t.same(sent.json(), { sent: true, expiresInSeconds: 300, resendAfterSeconds: 60 });
  t.equal(sms.received.length, 1, 'one SMS');
  const [received] = sms.received;
  t.equal(received!.method, 'POST');
  t.match(received!.contentType, /^application\/json/);
  t.same(Object.keys(received!.body as object).sort(), ['text', 'to'], 'exactly {to, text}');
  t.equal((received!.body as { to: string }).to, to, 'to is +91 and the 10 digits');
  const code = sms.latestCode(to)!;
  t.match(code, /^\d{6}$/, 'a 6-digit code in the text');

  const rows = await database.db.select().from(otpCodes);
  t.equal(rows.length, 1);
  t.equal(rows[0]!.destination, number, 'stored under the bare number');
  t.not(rows[0]!.codeHash, code, 'not the plain code');
  t.notOk(JSON.stringify(rows[0]).includes(`"${code}"`), 'no column holds the plain code');
  t.equal(rows[0]!.codeHash, expectedOtpHash(testSessionSecret, 'mobile', number, code), 'HMAC-SHA256 keyed by the session secret');
  t.not(rows[0]!.codeHash, unkeyedOtpHash('mobile', number, code), 'not an unkeyed SHA-256');

  const wrong = await verify(client, wrongCode(code));
  t.equal(wrong.statusCode, 400, 'wrong code: 400');
  t.equal(wrong.json().message, messages.otp.invalid);
  const ok = await verify(client, code);
  t.equal(ok.statusCode, 200, 'right code: 200');
  t.same(ok.json(), { verified: true });
  const again = await verify(client, code);
  t.equal(again.statusCode, 400, 'a code verifies only once');
  const posted = await client.post(`/public/verifyOtp?number=${number}&otp=${code}`);
  t.equal(posted.statusCode, 400, 'POST answers the same way');
});

t.test('expiry: valid for 5 minutes, then 400 "OTP Expired"', async (t) => {
  const { client, sms, clock } = await mobileSetup(t);
  let code = await sendCode(client, sms);
  clock.advance(299);
  t.equal((await verify(client, code)).statusCode, 200, 'still valid after 4:59');

  clock.advance(60);
  code = await sendCode(client, sms);
  clock.advance(5 * 60 + 1);
  const expired = await verify(client, code);
  t.equal(expired.statusCode, 400);
  t.equal(expired.json().message, 'OTP Expired', 'the spec body text');
});

t.test('wrong tries: the fifth burns the code, four do not', async (t) => {
  const { client, sms, clock } = await mobileSetup(t);
  let code = await sendCode(client, sms);
  for (let i = 0; i < 4; i++) t.equal((await verify(client, wrongCode(code))).statusCode, 400, `wrong try ${i + 1}`);
  t.equal((await verify(client, code)).statusCode, 200, 'after 4 wrong tries the right code still works');

  clock.advance(60);
  code = await sendCode(client, sms);
  for (let i = 0; i < 5; i++) t.equal((await verify(client, wrongCode(code))).statusCode, 400, `wrong try ${i + 1}`);
  const burned = await verify(client, code);
  t.equal(burned.statusCode, 400, 'after the fifth wrong try even the right code fails');
  t.equal(burned.json().message, messages.otp.invalid);
});

t.test('resend: refused (429, seconds to wait, Retry-After) before 60 s, allowed after; only the newest code counts', async (t) => {
  const { client, sms, clock } = await mobileSetup(t);
  const first = await sendCode(client, sms);
  const now = await client.get(`/public/sendOtp?number=${number}`);
  t.equal(now.statusCode, 429);
  t.equal(now.json().message, 'Please wait 60 seconds before requesting a new OTP.');
  t.equal(now.headers['retry-after'], '60');
  clock.advance(59);
  const almost = await client.post(`/public/sendOtp?number=${number}`);
  t.equal(almost.statusCode, 429, 'POST too, at 59 s');
  t.equal(almost.json().message, 'Please wait 1 second before requesting a new OTP.');
  t.equal(sms.received.length, 1, 'no SMS for refused sends');
  clock.advance(1);
  const second = await sendCode(client, sms);
  t.pass('allowed at 60 s');
  if (second !== first) t.equal((await verify(client, first)).statusCode, 400, 'the older code no longer verifies');
  t.equal((await verify(client, second)).statusCode, 200, 'the newest code verifies');
});

t.test('more than 5 sends to a number in an hour: 429 "Too many OTP requests"', async (t) => {
  const { client, sms, clock } = await mobileSetup(t);
  for (let i = 0; i < 5; i++) {
    await sendCode(client, sms);
    clock.advance(60);
  }
  const sixth = await client.get(`/public/sendOtp?number=${number}`);
  t.equal(sixth.statusCode, 429);
  t.equal(sixth.json().message, messages.otp.tooMany);
  t.equal(sixth.headers['retry-after'], String(3600 - 300), 'until the first send leaves the hour');
  t.equal((await client.get('/public/sendOtp?number=9123456789')).statusCode, 200, 'another number is not affected');
  clock.advance(3600 - 300);
  t.equal((await client.get(`/public/sendOtp?number=${number}`)).statusCode, 200, 'allowed once the first send is an hour old');
  t.equal(sms.received.filter((r) => (r.body as { to: string }).to === to).length, 6);
});

t.test('simultaneous requests: one send passes the cooldown, one right answer verifies', { skip: needsConcurrentDatabase }, async (t) => {
  const { client, sms, database } = await mobileSetup(t);
  const sends = await Promise.all(Array.from({ length: 10 }, () => client.get(`/public/sendOtp?number=${number}`)));
  t.same(sends.map((r) => r.statusCode).sort(), [200, ...Array(9).fill(429)], 'one code sent');
  t.equal((await database.db.select().from(otpCodes)).length, 1, 'one code stored');
  const code = sms.latestCode(to)!;
  const verifies = await Promise.all(Array.from({ length: 10 }, () => verify(client, code)));
  t.same(verifies.map((r) => r.statusCode).sort(), [200, ...Array(9).fill(400)], 'the code verifies once');
});

t.test('one client IP may ask for 30 mobile codes an hour, whatever the numbers', async (t) => {
  const { client, sms } = await mobileSetup(t);
  for (let i = 0; i < 30; i++) {
    const res = await client.get(`/public/sendOtp?number=${9000000000 + i}`);
    if (res.statusCode !== 200) t.fail(`send ${i + 1}: ${res.statusCode}`);
  }
  const over = await client.get('/public/sendOtp?number=9123456789');
  t.equal(over.statusCode, 429, 'the 31st number is refused');
  t.equal(over.json().message, messages.otp.tooMany);
  t.ok(Number(over.headers['retry-after']) > 0, 'Retry-After set');
  t.equal(sms.received.length, 30);
  const elsewhere = await client.request({ method: 'GET', url: '/public/sendOtp?number=9123456789', remoteAddress: '10.1.2.3' });
  t.equal(elsewhere.statusCode, 200, 'another client is not affected');
});

t.test('bad input: invalid numbers and codes are 400 with the spec text; X-Requested-With is required', async (t) => {
  const { client, sms } = await mobileSetup(t);
  for (const bad of ['12345', '5876543210', '+929876543210', '98765432100', 'abcdefghij', '', '9876\u00003210']) {
    const res = await client.get(`/public/sendOtp?number=${encodeURIComponent(bad)}`);
    t.equal(res.statusCode, 400, `number ${JSON.stringify(bad)}: 400`);
    t.equal(res.json().message, bad.includes('\u0000') ? messages.validation.nulCharacter : messages.validation.mobile);
  }
  const missing = await client.get('/public/sendOtp');
  t.equal(missing.statusCode, 400, 'missing number: 400');
  t.equal(missing.json().message, messages.validation.mobile);
  const twice = await client.get(`/public/sendOtp?number=${number}&number=${number}`);
  t.equal(twice.statusCode, 400, 'number given twice: 400');
  t.equal(sms.received.length, 0, 'nothing sent for bad input');

  for (const otp of ['12345', '1234567', 'abcdef', '12 456', '']) {
    const res = await client.get(`/public/verifyOtp?number=${number}&otp=${encodeURIComponent(otp)}`);
    t.equal(res.statusCode, 400, `otp ${JSON.stringify(otp)}: 400`);
    t.equal(res.json().message, messages.otp.invalid);
  }
  t.equal((await client.get(`/public/verifyOtp?number=123&otp=123456`)).json().message, messages.validation.mobile);
  t.equal((await verify(client, '123456')).json().message, messages.otp.invalid, 'no code sent: invalid');

  for (const [method, url] of [
    ['GET', `/public/sendOtp?number=${number}`],
    ['POST', `/public/sendOtp?number=${number}`],
    ['GET', `/public/verifyOtp?number=${number}&otp=123456`],
    ['GET', '/api/verifyEmail'],
    ['POST', '/api/verifyEmailOtp?otp=123456'],
  ] as const) {
    const res = await client.request({ method, url, bare: true });
    t.equal(res.statusCode, 403, `${method} ${url} without X-Requested-With: 403`);
    t.equal(res.json().message, messages.auth.missingRequestedWith);
  }
  t.equal(sms.received.length, 0, 'nothing sent without the header');
});

t.test('a failing SMS gateway: 502, and the undelivered code counts against no limit', async (t) => {
  const { client, sms, database } = await mobileSetup(t);
  sms.status = 500;
  const res = await client.get(`/public/sendOtp?number=${number}`);
  t.equal(res.statusCode, 502);
  t.equal(res.json().message, messages.otp.sendFailed);
  t.equal((await database.db.select().from(otpCodes)).length, 0, 'no code kept');
  sms.status = 200;
  t.equal((await client.get(`/public/sendOtp?number=${number}`)).statusCode, 200, 'an immediate retry is allowed');
});

t.test('production without SMS_WEBHOOK_URL or SMTP_URL refuses to send (codes are never logged)', async (t) => {
  const { app, database } = await buildTestApp(t, { env: 'production' });
  const client = new TestClient(app);
  const res = await client.get(`/public/sendOtp?number=${number}`);
  t.equal(res.statusCode, 503);
  t.equal(res.json().message, messages.otp.smsNotConfigured);
  t.equal((await database.db.select().from(otpCodes)).length, 0, 'no code kept');
});

t.test('registration: a number verified within 30 minutes is stored verified, once; registration is not gated', async (t) => {
  const { client, sms, clock, database } = await mobileSetup(t);
  const registration = (username: string, mobile: string) => ({
    name: 'Asha Learner',
    username,
    password: 'Prep@2026',
    mobile,
    emailId: `${username}@example.org`,
    userType: 'Student',
  });
  const mobileVerified = async (username: string) =>
    (await database.db.select({ v: users.mobileVerified }).from(users).where(eq(users.username, username)))[0]!.v;

  t.equal((await client.post('/public/addUser', { payload: registration('unverified', '9123456789') })).statusCode, 201, 'an unverified number still registers');
  t.equal(await mobileVerified('unverified'), false);

  t.equal((await verify(client, await sendCode(client, sms))).statusCode, 200);
  t.equal((await client.post('/public/addUser', { payload: registration('verified', '+91 98765 43210') })).statusCode, 201);
  t.equal(await mobileVerified('verified'), true, 'mobileVerified set from the verified code');
  t.equal((await client.post('/public/addUser', { payload: registration('second', number) })).statusCode, 201);
  t.equal(await mobileVerified('second'), false, 'one verification marks one account');

  clock.advance(60);
  t.equal((await verify(client, await sendCode(client, sms))).statusCode, 200);
  clock.advance(30 * 60 + 1);
  t.equal((await client.post('/public/addUser', { payload: registration('late', number) })).statusCode, 201);
  t.equal(await mobileVerified('late'), false, 'a verification older than 30 minutes does not count');
});

t.test('email: the code arrives over SMTP through the mail worker and verifies the address', async (t) => {
  const smtp = await startSmtpServer(t);
  const clock = new TestClock();
  const testApp = await buildTestApp(t, { smtpUrl: smtp.url, mailFrom: 'MBA Prep <otp@example.org>' }, { now: clock.now });
  await startTestWorkers(t, testApp);
  const { app, database } = testApp;
  const user = await createUser(database.db, { name: 'Ravi Kumar', emailId: 'Ravi@Example.org' });

  const anonymous = new TestClient(app);
  const loggedOut = await anonymous.get('/api/verifyEmail');
  t.equal(loggedOut.statusCode, 401, 'logged out: 401');
  t.equal(loggedOut.json().message, messages.auth.loginRequired);
  t.equal((await anonymous.post('/api/verifyEmailOtp?otp=123456')).statusCode, 401, 'logged out verify: 401');

  const client = new TestClient(app);
  await client.login(user.username, user.password);
  const sent = await client.get('/api/verifyEmail');
  t.equal(sent.statusCode, 200);
  t.same(sent.json(), { sent: true, expiresInSeconds: 300, resendAfterSeconds: 60 });
  const mail = await smtp.waitForMessage((m) => m.to.some((address) => address.toLowerCase() === 'ravi@example.org'));
  t.equal(mail.from, 'otp@example.org', 'sent from MAIL_FROM');
  t.match(mail.text, /Hello Ravi Kumar/);
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  t.ok(code, 'the mail carries a 6-digit code');
  t.match(mail.subject, code!, 'the subject shows it too');

  const row = (await database.db.select().from(otpCodes))[0]!;
  t.equal(row.channel, 'email');
  t.equal(row.userId, user.id);
  t.equal(row.codeHash, expectedOtpHash(testSessionSecret, 'email', 'ravi@example.org', code!), 'stored as the keyed hash');

  t.equal((await client.get('/api/verifyEmail')).statusCode, 429, 'resend within 60 s: 429');
  const wrong = await client.post(`/api/verifyEmailOtp?otp=${wrongCode(code!)}`);
  t.equal(wrong.statusCode, 400);
  t.equal(wrong.json().message, messages.otp.invalid);
  t.equal((await client.get('/api/userDetails')).json().emailVerified, false);

  const other = await createUser(database.db);
  const otherClient = new TestClient(app);
  await otherClient.login(other.username, other.password);
  t.equal((await otherClient.post(`/api/verifyEmailOtp?otp=${code}`)).statusCode, 400, "another user cannot use this user's code");

  const ok = await client.post(`/api/verifyEmailOtp?otp=${code}`);
  t.equal(ok.statusCode, 200);
  t.same(ok.json(), { verified: true });
  t.equal((await client.get('/api/userDetails')).json().emailVerified, true, 'the profile now says verified');
  const [stored] = await database.db.select({ v: users.emailVerified }).from(users).where(eq(users.id, user.id));
  t.equal(stored!.v, true, 'users.email_verified is true');

  clock.advance(60);
  const already = await client.get('/api/verifyEmail');
  t.equal(already.statusCode, 409, 'already verified: 409');
  t.equal(already.json().message, messages.otp.emailAlreadyVerified);
  t.equal((await client.post(`/api/verifyEmailOtp?otp=${code}`)).statusCode, 409);
});

t.test('email: expired code is 400 "OTP Expired"; a refused SMTP delivery is retried with backoff', async (t) => {
  const smtp = await startSmtpServer(t);
  const clock = new TestClock();
  const testApp = await buildTestApp(t, { smtpUrl: smtp.url }, { now: clock.now });
  await startTestWorkers(t, testApp);
  const user = await createUser(testApp.database.db, { emailId: 'meera@example.org' });
  const client = new TestClient(testApp.app);
  await client.login(user.username, user.password);

  smtp.failNext(1);
  t.equal((await client.post('/api/verifyEmail')).statusCode, 200, 'POST also sends');
  const mail = await smtp.waitForMessage((m) => m.to.includes('meera@example.org'), 15_000);
  t.equal(smtp.refused(), 1, 'the first delivery was refused and the job retried');
  const code = mail.text.match(/\b(\d{6})\b/)![1]!;
  t.match(mail.from, /^no-reply@127\.0\.0\.1$/, 'default From without MAIL_FROM');

  clock.advance(5 * 60 + 1);
  const expired = await client.post(`/api/verifyEmailOtp?otp=${code}`);
  t.equal(expired.statusCode, 400);
  t.equal(expired.json().message, 'OTP Expired');
  t.equal((await client.get('/api/userDetails')).json().emailVerified, false, 'still unverified');
});

/** A stream keeping everything the app logs. */
function logCapture() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  return { stream, text: () => chunks.join('') };
}

t.test('development without gateways: codes are logged as "OTP <destination> <code>" and verify', async (t) => {
  const log = logCapture();
  const { app, database } = await buildTestApp(t, { env: 'development', logLevel: 'info' }, { logStream: log.stream });
  const client = new TestClient(app);
  t.equal((await client.get(`/public/sendOtp?number=${number}`)).statusCode, 200);
  const mobileCode = /OTP \+919876543210 (\d{6})/.exec(log.text())?.[1];
  t.ok(mobileCode, 'the SMS code is in the log');
  t.equal((await verify(client, mobileCode!)).statusCode, 200, 'and it verifies');

  const user = await createUser(database.db, { emailId: 'dev@example.org' });
  await client.login(user.username, user.password);
  t.equal((await client.get('/api/verifyEmail')).statusCode, 200);
  const emailCode = /OTP dev@example\.org (\d{6})/.exec(log.text())?.[1];
  t.ok(emailCode, 'the email code is in the log');
  t.equal((await client.post(`/api/verifyEmailOtp?otp=${emailCode}`)).statusCode, 200, 'and it verifies');
  t.equal(await app.queues.queue(mailJob).count(), 0, 'no mail job without SMTP');
});

t.test('production: no code in the log, not even from the query strings of verify requests', async (t) => {
  const sms = await startSmsWebhook(t);
  const log = logCapture();
  const { app } = await buildTestApp(t, { env: 'production', logLevel: 'trace', smsWebhookUrl: sms.url }, { logStream: log.stream });
  const client = new TestClient(app);
  const code = await sendCode(client, sms);
  t.equal((await verify(client, wrongCode(code))).statusCode, 400);
  t.equal((await verify(client, code)).statusCode, 200);
  t.equal((await client.post(`/api/verifyEmailOtp?otp=${code}`)).statusCode, 401);
  const text = log.text();
  t.match(text, /\/public\/verifyOtp\?number=\[redacted\]&otp=\[redacted\]/, 'requests are logged with the code (and the number) redacted');
  t.notOk(text.includes(code), 'the code appears nowhere in the log');
  t.notOk(text.includes(wrongCode(code)), 'nor does a wrong guess');
});

t.test('production without gateways: delivery is refused (503) and nothing is logged', async (t) => {
  const { app } = await buildTestApp(t);
  const lines: string[] = [];
  const options: DeliveryOptions = {
    production: true,
    smsWebhookUrl: undefined,
    smtpUrl: undefined,
    queues: app.queues,
    log: { info: (line) => lines.push(line) },
  };
  await t.rejects(deliverSms(options, number, '111111'), { message: messages.otp.smsNotConfigured });
  await t.rejects(deliverEmail(options, { to: 'a@example.org', subject: 's', text: 't' }, '111111'), { message: messages.otp.emailNotConfigured });
  t.same(lines, [], 'no code logged');
  t.equal(await app.queues.queue(mailJob).count(), 0, 'no mail job queued');
});
