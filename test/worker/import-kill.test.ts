/**
 * A worker PROCESS killed with SIGKILL in the middle of a 20,000-row import, then a new worker
 * process started: BullMQ's stalled-job check hands the job to it, it resumes after the last
 * committed batch, and the job completes with exactly 20,000 questions, no duplicates, exact
 * counts; the admin's socket gets `import:progress` from the worker processes up to `completed`.
 * Needs DATABASE_URL: an in-memory PGlite cannot be shared by processes.
 */
import t from 'tap';
import { eq, sql } from 'drizzle-orm';
import type { ImportProgressEvent } from '@common/events.ts';
import { importJobs, questions } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createUser } from '../helpers/factories.ts';
import { processExited, startWorkerProcess } from '../helpers/processes.ts';
import { collectEvents, connectSocket, listen, sleep } from '../helpers/realtime.ts';
import { buildLargeWorkbook, fileUpload, questionSheetRow } from '../helpers/xlsx.ts';
import { needsSharedDatabase } from '../helpers/requirements.ts';

const skip = needsSharedDatabase;
t.teardown(closeTestDatabase);

const rowCount = 20_000;

t.test('a worker process SIGKILLed mid-import: a restarted worker resumes and completes it exactly', { skip, timeout: 180_000 }, async (t) => {
  const { app, database, config } = await buildTestApp(t);
  const db = database.db;
  const admin = await createUser(db, { role: 'admin' });
  const client = new TestClient(app);
  await client.login(admin.username, admin.password);
  const socket = await connectSocket(t, await listen(app), client.cookie);
  const events = collectEvents(socket, 'import:progress');
  const env = { REDIS_PREFIX: config.redisPrefix, STALLED_INTERVAL_MS: '2000' };

  const file = await buildLargeWorkbook(rowCount, questionSheetRow);
  const first = await startWorkerProcess(t, env);
  const { payload, headers } = await fileUpload('bank.xlsx', file);
  const res = await client.post('/api/import-excel', { payload, headers });
  t.equal(res.statusCode, 202);
  const jobId = res.json().jobId as number;
  const jobRow = async () => (await db.select().from(importJobs).where(eq(importJobs.id, jobId)))[0]!;

  const deadline = Date.now() + 60_000;
  while ((await jobRow()).processed === 0 && Date.now() < deadline) await sleep(20);
  first.kill('SIGKILL');
  await processExited(first);
  const atKill = await jobRow();
  t.ok(atKill.processed > 0 && atKill.processed < rowCount, `killed mid-job: ${atKill.processed} of ${atKill.total} rows committed`);
  t.equal(atKill.state, 'active', 'the row is left active');
  t.equal(atKill.processed, atKill.created, 'what is committed is counted exactly');
  const committed = (await db.select({ n: sql<number>`count(*)::int` }).from(questions))[0]!.n;
  t.equal(committed, atKill.created, 'no row written beyond the committed progress');

  await startWorkerProcess(t, env);
  let done = await jobRow();
  while (done.state !== 'completed' && done.state !== 'failed' && Date.now() < deadline + 60_000) {
    await sleep(100);
    done = await jobRow();
  }
  t.match(done, { state: 'completed', total: rowCount, processed: rowCount, created: rowCount, skipped: 0, errors: [] }, 'completed with exact counts');
  const [counts] = (await db.execute<{ all: number; distinct: number }>(sql`select count(*)::int as all, count(distinct lower(question_text))::int as distinct from questions`)).rows;
  t.same(counts, { all: rowCount, distinct: rowCount }, 'exactly 20,000 questions, no duplicates');

  const until = Date.now() + 5000;
  while (events.at(-1)?.state !== 'completed' && Date.now() < until) await sleep(50);
  const last = events.at(-1) as ImportProgressEvent | undefined;
  t.same(last, { jobId, state: 'completed', processed: rowCount, total: rowCount }, 'the socket got progress from the workers, ending in completed');
  t.ok(events.some((event) => event.state === 'active' && event.processed > 0 && event.processed < rowCount), 'and batch progress before it');
});
