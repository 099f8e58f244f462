/**
 * AI explanations end to end on real PostgreSQL, Redis and BullMQ workers; only the paid OpenAI
 * API is replaced, by a local server speaking its chat completions protocol.
 */
import t from 'tap';
import { asc, eq, sql } from 'drizzle-orm';
import { aiPaths } from '@common/api/ai.ts';
import { messages } from '@common/messages.ts';
import type { Config, OpenAiConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { aiExplanations, questions } from '../../server/db/schema/index.ts';
import { startWorkers } from '../../worker/main.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../helpers/fakeOpenAi.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { startTestWorkers } from '../helpers/worker.ts';

t.teardown(closeTestDatabase);

type Teardown = Parameters<typeof buildTestApp>[0];

const explanationUrl = (id: number | string) => `${aiPaths.explanation}?id=${id}`;
const regenerateUrl = (id: number | string) => `${aiPaths.regenerate}?id=${id}`;

/** App + real workers pointed at `fake`; a student and an admin logged in; two approved questions. */
async function setUp(t: Teardown, fake: FakeOpenAi, openai: Partial<OpenAiConfig> = {}, options: { workers?: boolean } = {}) {
  const overrides: Partial<Config> = { openai: fake.settings(openai) };
  const { app, database, config } = await buildTestApp(t, overrides);
  if (options.workers !== false) await startTestWorkers(t, { database, config });
  await createQuestions(database.db, [
    { category: 'Quantitative Aptitude', topic: 'Percentages', questionText: 'What is 25% of 80?', correctAnswer: 'C' },
    { category: 'Verbal Ability', topic: 'Vocabulary', questionText: 'Pick the synonym of "candid".', correctAnswer: 'A' },
  ]);
  const [q1, q2] = await database.db.select().from(questions).orderBy(asc(questions.id));
  const studentUser = await createUser(database.db);
  const adminUser = await createUser(database.db, { role: 'admin' });
  const student = new TestClient(app);
  await student.login(studentUser.username, studentUser.password);
  const admin = new TestClient(app);
  await admin.login(adminUser.username, adminUser.password);
  return { app, database, config, q1: q1!, q2: q2!, student, admin };
}

async function answer(client: TestClient, questionId: number, option = 'B') {
  const res = await client.post(`/api/addResponse?questionId=${questionId}&timer=12&selectedOption=${option}`);
  if (res.statusCode !== 201) throw new Error(`addResponse: ${res.statusCode} ${res.body}`);
}

const storedRow = async (db: Database, questionId: number) =>
  (await db.select().from(aiExplanations).where(eq(aiExplanations.questionId, questionId)))[0];

t.test('a student who answered gets the explanation as text/plain; the second request is served from PostgreSQL', async (t) => {
  const fake = await startFakeOpenAi(t);
  const { database, q1, student } = await setUp(t, fake);
  await answer(student, q1.id, 'B');

  const res = await student.get(explanationUrl(q1.id), { bare: true });
  t.equal(res.statusCode, 200, 'a plain GET (no X-Requested-With needed)');
  t.match(res.headers['content-type'], /^text\/plain; charset=utf-8/);
  t.equal(res.body, 'Step 1: Read the question carefully (call 1).\nStep 2: Option A is right.\n\nB, C and D are wrong.');
  t.equal(fake.requests.length, 1, 'one API call');

  const request = fake.requests[0]!;
  t.equal(request.authorization, `Bearer ${fake.apiKey}`, 'the API key is sent as a bearer token');
  t.equal(request.body.model, 'fake-chat-model');
  t.same(request.body.messages.map((m) => m.role), ['system', 'user'], 'a system and a user message');
  t.match(request.body.messages[0]!.content, /plain text/i, 'the system prompt asks for plain text');
  t.match(request.body.messages[0]!.content, /no tables/i, 'and no markdown tables');
  const prompt = request.body.messages[1]!.content;
  t.ok(prompt.includes('What is 25% of 80?'), 'the prompt has the question');
  for (const [letter, text] of [['A', q1.optionA], ['B', q1.optionB], ['C', q1.optionC], ['D', q1.optionD]] as const) {
    t.ok(prompt.includes(`${letter}. ${text}`), `the prompt has option ${letter}`);
  }
  t.ok(prompt.includes(`Correct answer: C. ${q1.optionC}`), 'the prompt has the correct answer');
  t.match(prompt, /why C is correct/);
  t.match(prompt, /why A, B, D are wrong/, 'and asks why each other option is wrong');
  t.match(prompt, /Percentages/, 'with the topic for context');

  const row = await storedRow(database.db, q1.id);
  t.equal(row?.explanation, res.body, 'stored in ai_explanations');
  t.equal(row?.model, 'fake-chat-model', 'with the model name');

  const again = await student.get(explanationUrl(q1.id));
  t.equal(again.statusCode, 200);
  t.equal(again.body, res.body, 'same text');
  t.equal(fake.requests.length, 1, 'cached: no second API call');
});

t.test('20 concurrent requests for one question share one job and one API call', async (t) => {
  const fake = await startFakeOpenAi(t);
  fake.delayMs = 300;
  const { app, database, q1, student } = await setUp(t, fake);
  const other = await createUser(database.db);
  const second = new TestClient(app);
  await second.login(other.username, other.password);
  await answer(student, q1.id);
  await answer(second, q1.id);

  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.name);
  process.on('warning', onWarning);
  t.teardown(() => void process.off('warning', onWarning));

  const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? student : second).get(explanationUrl(q1.id))));
  t.same(results.map((r) => r.statusCode), Array(20).fill(200), 'all 20 answered 200');
  t.equal(new Set(results.map((r) => r.body)).size, 1, 'all got the same text');
  t.match(results[0]!.body, /call 1\)/);
  t.equal(fake.requests.length, 1, 'exactly one API call');
  const [{ count }] = (await database.db.execute<{ count: number }>(sql`select count(*)::int as count from ai_explanations`)).rows as [{ count: number }];
  t.equal(count, 1, 'one stored explanation');
  await new Promise((resolve) => setImmediate(resolve));
  t.same(warnings, [], 'the waits share one set of listeners (no MaxListenersExceededWarning)');
});

t.test('429 twice, then success: the job is retried by BullMQ', async (t) => {
  const fake = await startFakeOpenAi(t);
  const { q1, student } = await setUp(t, fake);
  await answer(student, q1.id);
  fake.failNext(429, 2);
  const res = await student.get(explanationUrl(q1.id));
  t.equal(res.statusCode, 200);
  t.match(res.body, /call 3\)/, 'the third call’s text');
  t.equal(fake.requests.length, 3, 'two rate-limited calls and one that worked');
});

t.test('a timed-out API call is retried', async (t) => {
  const fake = await startFakeOpenAi(t);
  const { q1, student } = await setUp(t, fake, { requestTimeoutMs: 1_000 });
  await answer(student, q1.id);
  fake.slowNext(4_000, 1);
  const res = await student.get(explanationUrl(q1.id));
  t.equal(res.statusCode, 200);
  t.match(res.body, /call 2\)/);
  t.equal(fake.requests.length, 2, 'the slow call timed out, the retry answered');
});

t.test('500 on every call: all attempts used, then 502 with the spec message; a later request tries again', async (t) => {
  const fake = await startFakeOpenAi(t);
  const { database, config, q1, student } = await setUp(t, fake, {}, { workers: false });
  const logged: string[] = [];
  const record = (level: string) => (object: unknown, message?: string) => void logged.push(`${level} ${JSON.stringify(object)} ${message ?? ''}`);
  const workers = await startWorkers({
    db: database.db,
    redisUrl: config.redisUrl,
    prefix: config.redisPrefix,
    openai: config.openai,
    log: { info: record('info'), warn: record('warn'), error: record('error') } as never,
  });
  t.teardown(() => workers.close());
  await answer(student, q1.id);
  fake.failAlways(500);

  const res = await student.get(explanationUrl(q1.id));
  t.equal(res.statusCode, 502);
  t.same(res.json(), { statusCode: 502, error: 'Bad Gateway', message: messages.ai.fetchFailed });
  t.equal(fake.requests.length, 3, 'three attempts (config attempts: 3)');
  t.equal(await storedRow(database.db, q1.id), undefined, 'nothing stored');

  t.ok(logged.some((line) => line.includes('"jobId":"ai-') && line.includes('"status":500')), 'failures are logged with the job id and status');
  t.notOk(logged.some((line) => line.includes(fake.apiKey)), 'the API key never appears in the logs');

  fake.failNext(500, 0);
  const retry = await student.get(explanationUrl(q1.id));
  t.equal(retry.statusCode, 200, 'the failed job was removed, so Try again queues a new one');
  t.equal(fake.requests.length, 4);
});

t.test('a 4xx other than 429 fails at once, without retries', async (t) => {
  const fake = await startFakeOpenAi(t);
  const { q1, student } = await setUp(t, fake);
  await answer(student, q1.id);
  fake.failNext(400, 5);
  const res = await student.get(explanationUrl(q1.id));
  t.equal(res.statusCode, 502);
  t.equal(res.json().message, messages.ai.fetchFailed);
  t.equal(fake.requests.length, 1, '400 from the API: one call, no retry');

  const wrongKey = await setUp(t, fake, { apiKey: 'sk-wrong-key' });
  await answer(wrongKey.student, wrongKey.q1.id);
  const unauthorized = await wrongKey.student.get(explanationUrl(wrongKey.q1.id));
  t.equal(unauthorized.statusCode, 502);
  t.equal(fake.requests.length, 2, '401 from the API: one call, no retry');
  t.equal(fake.requests[1]!.authorization, 'Bearer sk-wrong-key');
});

t.test('a wait longer than waitTimeoutMs answers 504; the job finishes anyway and fills the cache', async (t) => {
  const fake = await startFakeOpenAi(t);
  const { database, q1, student } = await setUp(t, fake, { waitTimeoutMs: 200, requestTimeoutMs: 30_000 });
  await answer(student, q1.id);
  fake.hold(); // the API call cannot finish before the test says so
  const res = await student.get(explanationUrl(q1.id));
  t.equal(res.statusCode, 504);
  t.equal(res.json().message, messages.ai.fetchFailed);
  t.equal(fake.answered, 0, 'answered after the wait bound, while the API call was still unanswered');

  fake.release();
  const deadline = Date.now() + 15_000;
  while (!(await storedRow(database.db, q1.id)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const later = await student.get(explanationUrl(q1.id));
  t.equal(later.statusCode, 200, 'the next request reads what the job stored');
  t.equal(fake.requests.length, 1, 'one API call in all');
});

t.test('who may ask: 401, 400, 404, 403 before answering; admins may ask without answering', async (t) => {
  const fake = await startFakeOpenAi(t);
  const { app, database, q1, q2, student, admin } = await setUp(t, fake);

  const anonymous = new TestClient(app);
  const loggedOut = await anonymous.get(explanationUrl(q1.id));
  t.equal(loggedOut.statusCode, 401);
  t.equal(loggedOut.json().message, messages.auth.loginRequired);
  t.equal((await anonymous.get(aiPaths.status)).statusCode, 401, 'status needs a login too');

  for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
    const res = await student.get(explanationUrl(bad));
    t.equal(res.statusCode, 400, `id=${bad} -> 400`);
    t.equal(res.json().message, 'id must be a positive integer');
  }
  const missingId = await student.get(aiPaths.explanation);
  t.equal(missingId.statusCode, 400, 'no id -> 400');

  const unknown = await student.get(explanationUrl(q2.id + 100));
  t.equal(unknown.statusCode, 404);
  t.equal(unknown.json().message, messages.notFound.question);

  const before = await student.get(explanationUrl(q1.id));
  t.equal(before.statusCode, 403, 'before answering');
  t.equal(before.json().message, messages.ai.answerFirst);

  await database.db.update(questions).set({ status: 'pending' }).where(eq(questions.id, q2.id));
  const pending = await admin.get(explanationUrl(q2.id));
  t.equal(pending.statusCode, 404, 'a pending question is not explained, even for an admin');

  const adminRead = await admin.get(explanationUrl(q1.id));
  t.equal(adminRead.statusCode, 200, 'an admin may read it without answering (they see the correct answer anyway)');
  t.equal(fake.requests.length, 1, 'no API call for any refused request');

  const status = await student.get(aiPaths.status);
  t.same(status.json(), { configured: true });
});

t.test('admin regenerate replaces the stored text; students may not regenerate', async (t) => {
  const fake = await startFakeOpenAi(t);
  const { database, q1, student, admin } = await setUp(t, fake);
  await answer(student, q1.id);
  const first = await student.get(explanationUrl(q1.id));
  t.match(first.body, /call 1\)/);
  const firstRow = await storedRow(database.db, q1.id);

  const refused = await student.post(regenerateUrl(q1.id));
  t.equal(refused.statusCode, 403, 'a student cannot regenerate');
  t.equal(refused.json().message, messages.auth.adminOnly);
  const forged = await admin.post(regenerateUrl(q1.id), { bare: true });
  t.equal(forged.statusCode, 403, 'regenerate needs X-Requested-With');
  t.equal(forged.json().message, messages.auth.missingRequestedWith);
  t.equal((await admin.post(regenerateUrl(q1.id + 100))).statusCode, 404, 'unknown question -> 404');
  t.equal((await admin.post(regenerateUrl('x'))).statusCode, 400, 'bad id -> 400');
  t.equal(fake.requests.length, 1, 'no call for refused requests');

  fake.reply = () => 'A fresh explanation.\nWith two lines.';
  const regenerated = await admin.post(regenerateUrl(q1.id));
  t.equal(regenerated.statusCode, 200);
  t.match(regenerated.headers['content-type'], /^text\/plain/);
  t.equal(regenerated.body, 'A fresh explanation.\nWith two lines.');
  t.equal(fake.requests.length, 2, 'a new API call');
  const row = await storedRow(database.db, q1.id);
  t.equal(row?.explanation, 'A fresh explanation.\nWith two lines.', 'the stored text is replaced');
  t.ok(row!.updatedAt.getTime() > firstRow!.updatedAt.getTime(), 'updatedAt moves on');
  t.equal(row!.createdAt.getTime(), firstRow!.createdAt.getTime(), 'createdAt is kept');

  const readAgain = await student.get(explanationUrl(q1.id));
  t.equal(readAgain.body, 'A fresh explanation.\nWith two lines.', 'students now read the new text');
  t.equal(fake.requests.length, 2, 'from the cache');

  fake.failAlways(500);
  const failed = await admin.post(regenerateUrl(q1.id));
  t.equal(failed.statusCode, 502, 'a failed regeneration is reported');
  t.equal((await storedRow(database.db, q1.id))?.explanation, 'A fresh explanation.\nWith two lines.', 'and keeps the old text');
});

t.test('without OPENAI_API_KEY or OPENAI_MODEL: 503 "AI explanations are not configured", status says so', async (t) => {
  const fake = await startFakeOpenAi(t);
  for (const missing of ['apiKey', 'model'] as const) {
    const { q1, student, admin } = await setUp(t, fake, { [missing]: undefined });
    await answer(student, q1.id);
    const status = await student.get(aiPaths.status);
    t.same(status.json(), { configured: false }, `status without ${missing}`);
    const res = await student.get(explanationUrl(q1.id));
    t.equal(res.statusCode, 503);
    t.same(res.json(), { statusCode: 503, error: 'Service Unavailable', message: messages.ai.notConfigured });
    t.equal((await admin.post(regenerateUrl(q1.id))).statusCode, 503, 'regenerate too');
  }
  t.equal(fake.requests.length, 0, 'no API call');
});
