/**
 * A worker process (server/main.ts, PROCESS_ROLE=worker) is killed with SIGKILL in the middle of an
 * `ai-explanation` job, while the (fake, slow) OpenAI API is still answering. A new worker process
 * is started: BullMQ's stalled-job check hands the job to it, and the user's request — still
 * waiting in a separate API process — gets the explanation. The API was asked at most twice (the
 * lost call and the one that counted) and the explanation is stored once. A worker sent SIGTERM
 * during a job finishes it, then exits 0. Runs a private
 * PostgreSQL cluster and a private Redis; OpenAI is the local fake speaking its protocol.
 */
import t from 'tap';
import pg from 'pg';
import { aiPaths } from '@common/api/ai.ts';
import { startFakeOpenAi } from '../helpers/fakeOpenAi.ts';
import { exitWithin, startMainProcess } from '../helpers/mainProcess.ts';
import { startPrivatePostgres, startPrivateRedis, privateServicesSkip } from '../helpers/privateServices.ts';
import { eventually, remote, remoteLogin } from '../helpers/remote.ts';

const admin = { ADMIN_USERNAME: 'faultadmin', ADMIN_PASSWORD: 'Fault@Test123', ADMIN_EMAIL: 'faultadmin@example.org' };

const skip = privateServicesSkip();
if (skip) t.comment(`skipped: ${skip}`);

t.test('SIGKILL, then SIGTERM, of the worker during ai-explanation jobs', { skip, timeout: 120_000 }, async (t) => {
  const [database, redis, fake] = await Promise.all([startPrivatePostgres(t), startPrivateRedis(t), startFakeOpenAi(t)]);
  fake.delayMs = 3000; // slow mode: each chat completion takes 3 s
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    OPENAI_API_KEY: fake.apiKey,
    OPENAI_BASE_URL: `${fake.url}/v1`,
    OPENAI_MODEL: 'fake-chat-model',
    JOB_STALLED_INTERVAL_MS: '2000', // a dead worker's job is handed over within about 4 s
    ...admin,
  };
  const api = await startMainProcess(t, { ...env, PROCESS_ROLE: 'api' });
  const first = await startMainProcess(t, { ...env, PROCESS_ROLE: 'worker' });
  const cookie = await remoteLogin(api.url, admin.ADMIN_USERNAME, admin.ADMIN_PASSWORD);
  const submitted = await remote(api.url, '/api/submitQuestion', {
    cookie,
    json: { category: 'Quantitative Aptitude', topic: 'Percentages', source: 'Fault drill', questionText: 'What is 10% of 250?', optionA: '25', optionB: '20', optionC: '30', optionD: '35', correctAnswer: 'A' },
  });
  t.equal(submitted.status, 201, 'an approved question (admins’ submissions are approved at once)');
  const questionId = (submitted.body as { id: number }).id;
  const explanationPath = `${aiPaths.explanation}?id=${questionId}`;

  const asked = remote(api.url, explanationPath, { cookie, timeoutMs: 45_000 });
  await eventually('the worker is calling the chat API', async () => fake.requests.length >= 1, 20_000, 20);
  first.child.kill('SIGKILL');
  t.same(await exitWithin(first, 5000), { code: null, signal: 'SIGKILL' }, 'the worker was killed mid-call');
  t.equal(fake.requests.length, 1, 'one chat call was under way when it died');

  const startedAt = Date.now();
  const second = await startMainProcess(t, { ...env, PROCESS_ROLE: 'worker' });
  let answer = await asked;
  if (answer.status === 504) answer = await remote(api.url, explanationPath, { cookie, timeoutMs: 45_000 }); // the user's retry
  t.equal(answer.status, 200, `the waiting request got the explanation (${Date.now() - startedAt} ms after the new worker started)`);
  t.match(answer.body, /Option A is right/, 'the model’s text');
  t.match(answer.body, /\(call 2\)/, 'written by the second call (the first was lost with the worker)');
  t.ok(fake.requests.length <= 2, `the chat API was asked ${fake.requests.length} times (at most 2)`);

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  t.teardown(() => client.end());
  const { rows } = await client.query<{ explanation: string }>('select explanation from ai_explanations where question_id = $1', [questionId]);
  t.equal(rows.length, 1, 'the explanation is stored once');
  t.equal(rows[0]?.explanation, answer.body, 'and it is the text the user got');

  const again = await remote(api.url, explanationPath, { cookie });
  t.same({ status: again.status, body: again.body }, { status: 200, body: answer.body }, 'asked again: the stored text');
  t.ok(fake.requests.length <= 2, 'without another chat call');

  // SIGTERM (not SIGKILL) during a job: the worker finishes it before exiting 0.
  const callsBefore = fake.requests.length;
  const regenerated = remote(api.url, `${aiPaths.regenerate}?id=${questionId}`, { method: 'POST', cookie, timeoutMs: 45_000 });
  await eventually('the worker is calling the chat API again', async () => fake.requests.length > callsBefore, 20_000, 20);
  second.child.kill('SIGTERM');
  const fresh = await regenerated;
  t.equal(fresh.status, 200, 'the job running at SIGTERM completed and the admin got the new explanation');
  t.match(fresh.body, new RegExp(`\\(call ${callsBefore + 1}\\)`), 'from that call');
  t.same(await exitWithin(second, 10_000), { code: 0, signal: null }, 'then the worker exited 0');
  t.equal(fake.requests.length, callsBefore + 1, 'one call for the regeneration');
  if (process.env.FAULTS_SHOW_LOGS) console.error(api.output());
});
