/**
 * Observability: request ids in the log and in `X-Request-Id`, no secrets in the log (production
 * settings), and job ids on the worker's log lines. The log is captured from the real pino logger.
 */
import t from 'tap';
import { PassThrough } from 'node:stream';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { TestClient } from '../helpers/http.ts';
import { eq } from 'drizzle-orm';
import { startWorkers } from '../../worker/main.ts';
import { importJobs } from '../../server/db/schema/index.ts';
import { insertImportJob } from '../../server/features/imports/imports.repo.ts';
import { importJob } from '../../server/features/imports/import.job.ts';
import { aiExplanationJob } from '../../server/features/ai/aiExplanation.job.ts';
import { createLogger, redactUrl } from '../../server/observability/logger.ts';

t.teardown(closeTestDatabase);

/** A stream collecting pino's JSON lines; `lines()` parses what has arrived. */
function captureLog() {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return {
    stream,
    text: () => text,
    lines: () => text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, any>),
  };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

t.test('passwords, one-time codes, cookies and Basic credentials never reach the production log', async (t) => {
  const log = captureLog();
  // Behind one TLS-terminating proxy (TRUST_PROXY=1), whose X-Forwarded-Proto makes the cookies Secure.
  const { app, database } = await buildTestApp(t, { env: 'production', logLevel: 'info', trustProxy: 1 }, { logStream: log.stream });
  const password = 'Pa55word!unique-7391';
  const user = await createUser(database.db, { password });
  const client = new TestClient(app);

  // Form login, wrong then right; a Basic login; JSON bodies and query strings carrying secrets.
  const wrong = await client.post('/perform-login', {
    payload: new URLSearchParams({ username: user.username, password: 'Wrong!pass-5550' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  t.equal(wrong.statusCode, 401);
  // Production cookies are Secure: the request comes through a TLS-terminating proxy.
  const https = { 'x-forwarded-proto': 'https' };
  const login = await client.post('/perform-login', {
    payload: new URLSearchParams({ username: user.username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...https },
  });
  t.equal(login.statusCode, 200);
  t.ok(client.cookie, 'logged in');
  const sid = client.cookie!.slice('sid='.length);
  const basic = Buffer.from(`${user.username}:${password}`).toString('base64');
  t.equal((await new TestClient(app).post('/perform-login', { headers: { authorization: `Basic ${basic}` } })).statusCode, 200);
  t.equal((await client.get('/api/userDetails', { headers: https })).statusCode, 200, 'the session cookie was sent');
  const registration = await client.post('/public/addUser', {
    payload: { name: 'Another', username: 'another_user', password: 'Other!Pass8841', emailId: 'another@example.org' },
  });
  t.equal(registration.statusCode, 201, 'registered');
  await client.post('/public/verifyOtp?mobile=%2B919876543210&otp=493817', { payload: { otp: '493817' } });
  await client.get('/api/verifyEmailOtp?otp=605142&email=a%40b.example');
  await client.get(`/api/getUserDetails?id=${user.id}&password=${encodeURIComponent(password)}`);
  // A feature logging an object that holds secrets is redacted too.
  app.log.info({ body: { password, otp: '771204' }, headers: { authorization: `Basic ${basic}`, cookie: client.cookie } }, 'debug dump');
  await settle();

  const text = log.text();
  t.ok(log.lines().length >= 10, 'request lines were logged');
  for (const secret of [password, 'Wrong!pass-5550', 'Other!Pass8841', encodeURIComponent(password), '493817', '605142', '771204', basic, sid]) {
    t.notOk(text.includes(secret), `${secret.slice(0, 6)}… is not in the log`);
  }
  t.match(text, /otp=\[redacted\]/, 'the code parameter is masked, the URL kept');
  t.match(text, /mobile=\[redacted\]/, "a mobile number is masked too (test/security/log-privacy.test.ts)");
  const dump = log.lines().find((line) => line.msg === 'debug dump')!;
  t.same(dump.body, { password: '[redacted]', otp: '[redacted]' });
  t.same(dump.headers, { authorization: '[redacted]', cookie: '[redacted]' });
});

t.test('every request gets an id: logged on its lines and echoed in X-Request-Id', async (t) => {
  const log = captureLog();
  const { app } = await buildTestApp(t, { logLevel: 'info' }, { logStream: log.stream });

  const fresh = await app.inject({ method: 'GET', url: '/health' });
  const id = String(fresh.headers['x-request-id']);
  t.match(id, uuid, 'a random UUID when none is given');
  const again = await app.inject({ method: 'GET', url: '/health' });
  t.not(again.headers['x-request-id'], id, 'a new one per request');

  const traced = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'lb-7f3a.91:2' } });
  t.equal(traced.headers['x-request-id'], 'lb-7f3a.91:2', "a well-formed incoming id is kept (e.g. the load balancer's)");
  for (const bad of ['has spaces', 'x'.repeat(129), 'quote"s', '']) {
    const res = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': bad } });
    t.match(String(res.headers['x-request-id']), uuid, `a malformed id (${bad.slice(0, 12) || 'empty'}) is replaced`);
  }
  const failed = await app.inject({ method: 'GET', url: '/api/userDetails' });
  t.equal(failed.statusCode, 401);
  t.match(String(failed.headers['x-request-id']), uuid, 'error answers carry it too');
  await settle();

  const lines = log.lines();
  for (const [reqId, label] of [[id, 'generated'], ['lb-7f3a.91:2', 'incoming'], [String(failed.headers['x-request-id']), 'error']]) {
    const mine = lines.filter((line) => line.reqId === reqId);
    t.ok(mine.some((line) => line.msg === 'incoming request' && line.req?.url), `${label}: request line with its id`);
    t.ok(mine.some((line) => line.msg === 'request completed' && line.res?.statusCode), `${label}: response line with its id`);
  }
});

t.test('redactUrl masks secret query parameters only', async (t) => {
  t.equal(redactUrl('/a?otp=1&x=2&Password=p&code=9#f'), '/a?otp=[redacted]&x=2&Password=[redacted]&code=[redacted]#f');
  t.equal(redactUrl('/a/b'), '/a/b');
  t.equal(redactUrl('/a?%6Ftp=5'), '/a?%6Ftp=[redacted]', 'encoded names too');
  t.equal(redactUrl('/a?%E0%A4=1'), '/a?%E0%A4=1', 'a malformed escape does not throw');
});

t.test('the worker logs each job with its queue and id', async (t) => {
  const log = captureLog();
  const { app, database, config } = await buildTestApp(t);
  const workers = await startWorkers({
    db: database.db,
    redisUrl: config.redisUrl,
    prefix: config.redisPrefix,
    openai: { ...config.openai, apiKey: undefined, model: undefined },
    log: createLogger('info', log.stream),
  });
  t.teardown(() => workers.close());

  // An import job whose row says it is already done finishes without work; an AI job without a
  // model fails at once.
  const admin = await createUser(database.db, { role: 'admin' });
  const row = await insertImportJob(database.db, { createdBy: admin.id, fileName: 'done.xlsx', file: Buffer.from('x'), total: 0 });
  await database.db.update(importJobs).set({ state: 'completed' }).where(eq(importJobs.id, row.id));
  const done = await importJob.enqueue(app.queues, { importJobId: row.id }, { jobId: 'import-log-test' });
  const failed = await aiExplanationJob.enqueue(app.queues, { questionId: 999_999 }, { jobId: 'ai-log-test', attempts: 1 });
  const deadline = Date.now() + 15_000;
  const has = (jobId: string, msg: string) => log.lines().some((line) => line.jobId === jobId && line.msg === msg);
  while (!(has(done.id!, 'job completed') && has(failed.id!, 'ai explanation attempt failed')) && Date.now() < deadline) await settle();

  const lines = log.lines();
  t.ok(lines.some((line) => line.jobId === 'import-log-test' && line.queue === 'import' && line.msg === 'job started'), 'import job started');
  const completed = lines.find((line) => line.jobId === 'import-log-test' && line.msg === 'job completed');
  t.ok(completed, 'import job completed');
  t.type(completed?.durationMs, 'number');
  t.ok(lines.some((line) => line.jobId === 'ai-log-test' && line.queue === 'ai-explanation' && line.msg === 'job started'), 'AI job started');
  t.ok(has('ai-log-test', 'ai explanation attempt failed'), 'AI job failure with its id');
});
