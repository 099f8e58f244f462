/**
 * Redis (with AOF persistence) restarts under a running API process while an import job waits
 * with no worker: meanwhile session-needing requests answer 503 "temporarily unavailable" at once
 * (never a 500, never a hang); afterwards the API answers 200 again on its own, with the same
 * session cookie, the job is still queued, and a worker started then completes it. Runs a private
 * Redis (`--appendonly yes`) and a private PostgreSQL cluster (never the shared ones).
 */
import t from 'tap';
import pg from 'pg';
import { Queue } from 'bullmq';
import { messages } from '@common/messages.ts';
import { importJob } from '../../server/features/imports/import.job.ts';
import { startMainProcess } from '../helpers/mainProcess.ts';
import { startPrivatePostgres, startPrivateRedis, privateServicesSkip } from '../helpers/privateServices.ts';
import { eventually, remote, remoteLogin, type RemoteAnswer } from '../helpers/remote.ts';
import { buildWorkbook, sheetRow } from '../helpers/xlsx.ts';

const admin = { ADMIN_USERNAME: 'faultadmin', ADMIN_PASSWORD: 'Fault@Test123', ADMIN_EMAIL: 'faultadmin@example.org' };
const unavailable = { statusCode: 503, error: 'Service Unavailable', message: messages.generic.unavailable };
const rowCount = 25;

const skip = privateServicesSkip();
if (skip) t.comment(`skipped: ${skip}`);

t.test('Redis restarts with a queued job and no worker', { skip, timeout: 120_000 }, async (t) => {
  const [database, redis] = await Promise.all([startPrivatePostgres(t), startPrivateRedis(t)]);
  const env = { DATABASE_URL: database.url, REDIS_URL: redis.url, ...admin };
  const api = await startMainProcess(t, { ...env, PROCESS_ROLE: 'api' });
  const cookie = await remoteLogin(api.url, admin.ADMIN_USERNAME, admin.ADMIN_PASSWORD);
  const me = () => remote(api.url, '/api/userDetails', { cookie, timeoutMs: 15_000 });

  // Queue an import; no worker runs yet.
  const form = new FormData();
  const file = await buildWorkbook(Array.from({ length: rowCount }, () => sheetRow()));
  form.append('file', new Blob([new Uint8Array(file)]), 'bank.xlsx');
  const queued = await fetch(`${api.url}/api/import-excel`, { method: 'POST', headers: { cookie, 'x-requested-with': 'XMLHttpRequest' }, body: form, signal: AbortSignal.timeout(10_000) });
  t.equal(queued.status, 202, 'import queued');
  const { jobId } = (await queued.json()) as { jobId: number };
  const queue = new Queue(importJob.name, { connection: { url: redis.url, maxRetriesPerRequest: null }, prefix: 'mbaprep:bull' });
  queue.on('error', () => undefined); // this observer's own connection drops with the restart
  t.teardown(() => queue.close());
  const bullJobId = importJob.jobId!({ importJobId: jobId });
  t.equal(await (await queue.getJob(bullJobId))?.getState(), 'waiting', 'the BullMQ job waits for a worker');

  await redis.stop();
  const during: Record<string, RemoteAnswer> = {
    'GET /api/userDetails': await me(),
    [`GET /api/import-jobs/${jobId}`]: await remote(api.url, `/api/import-jobs/${jobId}`, { cookie, timeoutMs: 15_000 }),
    'POST /api/forum/forums': await remote(api.url, '/api/forum/forums', { cookie, json: { title: 'Lost', description: 'while down' }, timeoutMs: 15_000 }),
  };
  for (const [route, answer] of Object.entries(during)) {
    t.same({ status: answer.status, body: answer.body }, { status: 503, body: unavailable }, `${route} while Redis is down: 503 with the clear message`);
    t.ok(answer.ms < 3000, `${route} answered in ${answer.ms} ms (no hang)`);
  }
  const ready = await remote(api.url, '/ready', { timeoutMs: 15_000 });
  t.equal(ready.status, 503, '/ready is 503');
  t.match(ready.body, { status: 'unavailable', checks: { database: 'ok', redis: 'down' } }, '/ready names Redis');
  t.equal((await remote(api.url, '/health')).status, 200, '/health: the process itself is alive');

  await redis.start();
  const recovered = await eventually('the API answers 200 again', async () => (await me()).status === 200, 20_000);
  t.pass(`recovered on its own ${recovered} ms after Redis was back, with the same session cookie (sessions are in the AOF)`);
  await eventually('/ready is 200 again', async () => (await remote(api.url, '/ready')).status === 200, 10_000);
  t.equal(await (await queue.getJob(bullJobId))?.getState(), 'waiting', 'the queued job survived the restart');

  await startMainProcess(t, { ...env, PROCESS_ROLE: 'worker', JOB_STALLED_INTERVAL_MS: '2000' });
  let status: RemoteAnswer | undefined;
  await eventually('the import completes', async () => {
    status = await remote(api.url, `/api/import-jobs/${jobId}`, { cookie });
    return (status.body as { state?: string }).state === 'completed';
  }, 30_000);
  t.match(status?.body, { jobId, state: 'completed', total: rowCount, created: rowCount }, 'a worker started after the restart completed the job');
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  t.teardown(() => client.end());
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from questions');
  t.equal(rows[0]!.n, rowCount, `exactly ${rowCount} questions were imported`);
  t.notOk(/request failed/.test(api.output()), 'nothing was logged as a failed request (500)');
  if (process.env.FAULTS_SHOW_LOGS) console.error(api.output());
});
