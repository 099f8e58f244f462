/**
 * The `test-ranks` job with real time and TWO real worker processes (docs/contract.md section 8.2):
 * a window of about 3 s and a 1 s section; the API queues the publication for `resultsAt` when the
 * test is made; four more copies of the job (other job ids, the same moment) make both workers run
 * it at once. No request reads a result before the check (a read at `resultsAt` would publish it
 * itself): the database shows the ranks written once and one `test_results` notification per
 * ranked candidate, and no job failed. Needs PostgreSQL (processes cannot share PGlite).
 */
import t from 'tap';
import { and, eq, isNotNull } from 'drizzle-orm';
import { attempts, notifications, tests } from '../../server/db/schema/index.ts';
import { ranksJob } from '../../server/features/mockTests/ranks.job.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { createTestViaApi, loggedIn, saveAnswer, seedBank } from '../helpers/mockTests.ts';
import { startWorkerProcess } from '../helpers/processes.ts';

const skip = process.env.DATABASE_URL ? false : 'DATABASE_URL is unset: worker processes cannot share an in-memory PGlite database, so this test needs PostgreSQL';
if (skip) t.comment(`skipped: ${skip}`);
t.teardown(closeTestDatabase);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

t.test('ranks published exactly once at resultsAt by the delayed job, with two worker processes racing', { skip, timeout: 120_000 }, async (t) => {
  const { app, database, config } = await buildTestApp(t);
  const env = { REDIS_PREFIX: config.redisPrefix, STALLED_INTERVAL_MS: '2000' };
  await Promise.all([startWorkerProcess(t, env), startWorkerProcess(t, env)]);
  const bank = await seedBank(database.db);
  const q = bank.mcq[0]!.id;
  const { client: admin } = await loggedIn(app, database.db, 'admin');
  const users = await Promise.all(Array.from({ length: 3 }, () => loggedIn(app, database.db)));

  const closesAt = Date.now() + 3000;
  const test = await createTestViaApi(admin, {
    title: 'Two workers',
    sections: [{ name: 'QA', durationSeconds: 1, questionIds: [q] }],
    window: { opensAt: new Date(Date.now() - 1000).toISOString(), closesAt: new Date(closesAt).toISOString() },
  });
  const resultsAt = Date.parse(test.resultsAt as string);
  t.equal(resultsAt, closesAt + 2000, 'resultsAt: closesAt + the 1 s section with 100 % extra time');
  for (let i = 2; i <= 5; i++) await ranksJob.enqueue(app.queues, { testId: test.id }, { jobId: `ranks-${test.id}-copy-${i}`, delay: Math.max(0, resultsAt - Date.now()) });

  const options: Array<'A' | 'B' | null> = ['A', 'B', null];
  for (const [i, { client }] of users.entries()) {
    const started = await client.post(`/api/tests/${test.id}/attempts`);
    t.equal(started.json().ranked, true);
    if (options[i]) await saveAnswer(client, started.json().id, q, { selectedOption: options[i] });
    await client.post(`/api/attempts/${started.json().id}/sections/submit`, { payload: { sectionIndex: 0 } });
  }
  t.ok(Date.now() < closesAt, 'the three attempts started inside the window');

  const published = async () => (await database.db.select({ at: tests.ranksPublishedAt }).from(tests).where(eq(tests.id, test.id)))[0]!.at;
  t.equal(await published(), null, 'not before resultsAt');
  const queue = app.queues.queue(ranksJob);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const pending = await queue.getJobCounts('waiting', 'delayed', 'active');
    if ((await published()) && (pending.waiting ?? 0) + (pending.delayed ?? 0) + (pending.active ?? 0) === 0) break;
    await sleep(200);
  }
  const at = await published();
  t.ok(at, 'published by the workers');
  t.ok(at!.getTime() >= resultsAt - 50, `not before resultsAt (${at!.getTime() - resultsAt} ms after)`);
  t.equal(await queue.getFailedCount(), 0, 'no job failed');
  t.same(await queue.getJobCounts('waiting', 'delayed', 'active'), { waiting: 0, delayed: 0, active: 0 }, 'all five copies ran');

  const noted = await database.db.select({ userId: notifications.userId }).from(notifications).where(and(eq(notifications.type, 'test_results'), eq(notifications.testId, test.id)));
  t.equal(noted.length, 3, 'one test_results notification per ranked candidate, not one per job');
  t.same(new Set(noted.map((n) => n.userId)), new Set(users.map((u) => u.user.id)));
  const ranked = await database.db.select({ userId: attempts.userId, rank: attempts.rank, percentile: attempts.percentile }).from(attempts).where(and(eq(attempts.testId, test.id), isNotNull(attempts.rank)));
  const byUser = new Map(ranked.map((r) => [r.userId, r]));
  t.match(byUser.get(users[0]!.user.id), { rank: 1, percentile: 100 });
  t.match(byUser.get(users[1]!.user.id), { rank: 3, percentile: 33.33 }, '-1: lowest');
  t.match(byUser.get(users[2]!.user.id), { rank: 2, percentile: 66.67 }, '0');
  t.equal((await users[0]!.client.get(`/api/tests/${test.id}/leaderboard`)).statusCode, 200, 'the leaderboard is out');
});
