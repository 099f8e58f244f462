/**
 * Mock tests survive their processes being killed (docs/contract.md section 7.3, "the server owns
 * the clock"), with real API and worker processes (test/helpers/processes.ts) on one PostgreSQL
 * database and one Redis:
 *
 * - An API process is killed with SIGKILL in the middle of a section, while saves are in flight. A
 *   new API process serves the same session: every acknowledged answer is there (MCQ, TITA,
 *   markedForReview, timeSeconds), no section's `endsAt` moved, and saving goes on to an exact
 *   result.
 * - With no client connected, the worker process is killed with SIGKILL while a section's delayed
 *   `section-deadline` job waits in Redis. The section outlives its deadline untouched; a new worker
 *   ends it, starts the next section, ends that one too and completes the attempt: exact marks and
 *   score, a practice response per answered question. The database is read directly until the
 *   end: any API request would settle the attempt itself and prove nothing about the worker.
 *
 * Needs DATABASE_URL: an in-memory PGlite cannot be shared by processes.
 */
import t from 'tap';
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { Attempt, AttemptResult } from '@common/api/mockTests.ts';
import { attemptSections, attempts, responses } from '../../server/db/schema/index.ts';
import { sectionDeadlineJobId } from '../../server/features/mockTests/sectionDeadline.job.ts';
import { clearRedisPrefix, closeTestDatabase, resetDatabase, testConfig, testDatabase } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { seedBank } from '../helpers/mockTests.ts';
import { processExited, startApiChild, startWorkerProcess } from '../helpers/processes.ts';
import { remote, remoteLogin } from '../helpers/remote.ts';
import { publishEffectsFromTest } from '../helpers/effects.ts';

const skip = process.env.DATABASE_URL ? false : 'DATABASE_URL is unset: API and worker processes cannot share an in-memory PGlite database, so this test needs PostgreSQL';
if (skip) t.comment(`skipped: ${skip}`);
t.teardown(closeTestDatabase);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const marking = { correct: 3, wrong: -1, titaWrong: 0 };

/** An emptied database, a fresh Redis prefix, the seeded bank, an admin and a user logged in later. */
async function setUp(t: { teardown(fn: () => unknown): void }) {
  const database = await testDatabase();
  await resetDatabase(database);
  const redisPrefix = `test-mockkill-${randomBytes(4).toString('hex')}`;
  const { redisUrl } = testConfig({ redisPrefix });
  t.teardown(() => clearRedisPrefix(redisUrl, redisPrefix));
  publishEffectsFromTest(t, database.db, { redisUrl, redisPrefix });
  const bank = await seedBank(database.db);
  const admin = await createUser(database.db, { role: 'admin' });
  const user = await createUser(database.db);
  return { db: database.db, redisPrefix, redisUrl, bank, admin, user };
}

/** POST /api/tests over HTTP as the admin; the new test's id. */
async function createTest(url: string, adminCookie: string, sections: Array<{ name: string; durationSeconds: number; questionIds: number[] }>): Promise<number> {
  const created = await remote(url, '/api/tests', { cookie: adminCookie, json: { title: 'Kill drill', sections, marking } });
  if (created.status !== 201) throw new Error(`createTest: ${created.status} ${JSON.stringify(created.body)}`);
  return (created.body as { id: number }).id;
}

/**
 * Moves the start of an attempt's section `seconds` into the past (its endsAt stays): a question's
 * time is capped at the time its section has run (contract 8.1), so the times these drills save
 * need a section that has run that long.
 */
async function backdateSectionStart(db: Awaited<ReturnType<typeof setUp>>['db'], attemptId: number, position: number, seconds: number): Promise<void> {
  const [section] = await db.select().from(attemptSections).where(and(eq(attemptSections.attemptId, attemptId), eq(attemptSections.position, position)));
  await db
    .update(attemptSections)
    .set({ startedAt: new Date(section!.startedAt!.getTime() - seconds * 1000) })
    .where(and(eq(attemptSections.attemptId, attemptId), eq(attemptSections.position, position)));
}

const save = (url: string, cookie: string, attemptId: number, questionId: number, json: object) =>
  remote(url, `/api/attempts/${attemptId}/answers/${questionId}`, { method: 'PUT', cookie, json, timeoutMs: 15_000 });

t.test('an API process SIGKILLed mid-section: a new process has every saved answer, the same clock, and saving goes on', { skip, timeout: 120_000 }, async (t) => {
  const { db, redisPrefix, bank, admin, user } = await setUp(t);
  const env = { REDIS_PREFIX: redisPrefix };
  const first = await startApiChild(t, env);
  const adminCookie = await remoteLogin(first.url, admin.username, admin.password);
  const cookie = await remoteLogin(first.url, user.username, user.password);
  const [mcq0, mcq1] = [bank.mcq[0]!.id, bank.mcq[1]!.id];
  const [tita0, tita1] = [bank.tita[0]!.id, bank.tita[1]!.id];
  const [verbal0, verbal1] = [bank.verbalSingles[0]!.id, bank.verbalSingles[1]!.id];
  const testId = await createTest(first.url, adminCookie, [
    { name: 'QA', durationSeconds: 600, questionIds: [mcq0, mcq1, tita0, tita1] },
    { name: 'VARC', durationSeconds: 600, questionIds: [verbal0, verbal1] },
  ]);

  const started = await remote(first.url, `/api/tests/${testId}/attempts`, { method: 'POST', cookie });
  t.equal(started.status, 201, 'the attempt started');
  const before = started.body as Attempt;
  const attemptId = before.id;
  t.equal(before.sections[0]!.state, 'active');
  await backdateSectionStart(db, attemptId, 0, 300);

  const saves: Array<[number, object]> = [
    [mcq0, { selectedOption: 'A', timeSeconds: 12 }],
    [mcq1, { selectedOption: 'C', markedForReview: true, timeSeconds: 30 }],
    [tita0, { answer: '42', timeSeconds: 45 }],
    [tita1, { markedForReview: true, timeSeconds: 7 }],
    [mcq0, { timeSeconds: 5 }],
  ];
  for (const [questionId, json] of saves) {
    const saved = await save(first.url, cookie, attemptId, questionId, json);
    t.same({ status: saved.status, body: saved.body }, { status: 200, body: { saved: true } }, `saved ${questionId} ${JSON.stringify(json)}`);
  }

  // 40 saves adding 1 s each to mcq0 are sent at once; the process is killed once 5 are answered.
  let answered = 0;
  let fifth: () => void = () => undefined;
  const fiveAnswered = new Promise<void>((resolve) => (fifth = resolve));
  const inFlight = Array.from({ length: 40 }, () =>
    save(first.url, cookie, attemptId, mcq0, { timeSeconds: 1 }).then((answer) => {
      if (++answered === 5) fifth();
      return answer;
    }),
  );
  await fiveAnswered;
  first.child.kill('SIGKILL');
  await processExited(first.child);
  t.equal(first.child.signalCode, 'SIGKILL', 'the API process was killed');
  const burst = await Promise.all(inFlight);
  const acknowledged = burst.filter((answer) => answer.status === 200).length;
  t.same(
    burst.filter((answer) => answer.status !== 200 && answer.status !== 0).map((answer) => answer.status),
    [],
    `each in-flight save was acknowledged (${acknowledged}) or got no answer (${burst.length - acknowledged}): never an error status`,
  );

  const second = await startApiChild(t, env);
  const resumed = await remote(second.url, `/api/attempts/${attemptId}`, { cookie });
  t.equal(resumed.status, 200, 'the new process serves the same session');
  const after = resumed.body as Attempt;
  t.equal(after.state, 'in_progress');
  t.equal(after.sectionIndex, 0);
  t.same(
    after.sections.map(({ name, state, endsAt }) => ({ name, state, endsAt })),
    before.sections.map(({ name, state, endsAt }) => ({ name, state, endsAt })),
    'every section has the same state and endsAt as before the kill',
  );
  t.ok(after.sections[0]!.remainingSeconds > 500, 'the section is still running');
  const mcq0Time = after.answers[String(mcq0)]?.timeSeconds ?? -1;
  t.ok(mcq0Time >= 17 + acknowledged && mcq0Time <= 17 + burst.length, `mcq0 holds its 17 s and every acknowledged second of the burst: ${mcq0Time} s (acknowledged ${acknowledged} of ${burst.length})`);
  t.same(
    after.answers,
    {
      [mcq0]: { selectedOption: 'A', answer: null, markedForReview: false, timeSeconds: mcq0Time },
      [mcq1]: { selectedOption: 'C', answer: null, markedForReview: true, timeSeconds: 30 },
      [tita0]: { selectedOption: null, answer: '42', markedForReview: false, timeSeconds: 45 },
      [tita1]: { selectedOption: null, answer: null, markedForReview: true, timeSeconds: 7 },
    },
    'every saved answer is there, exactly',
  );

  // Saving goes on through the new process, then both sections are submitted.
  t.equal((await save(second.url, cookie, attemptId, mcq1, { selectedOption: 'A', timeSeconds: 3 })).status, 200, 'a changed answer is saved by the new process');
  const changed = (await remote(second.url, `/api/attempts/${attemptId}`, { cookie })).body as Attempt;
  t.same(changed.answers[String(mcq1)], { selectedOption: 'A', answer: null, markedForReview: true, timeSeconds: 33 }, 'the option changed, the mark kept, the time added');
  const submitted = await remote(second.url, `/api/attempts/${attemptId}/sections/submit`, { cookie, json: { sectionIndex: 0 } });
  t.equal(submitted.status, 200);
  t.same((submitted.body as Attempt).sections.map((s) => s.state), ['submitted', 'active'], 'QA submitted, VARC started');
  await backdateSectionStart(db, attemptId, 1, 60);
  t.equal((await save(second.url, cookie, attemptId, verbal0, { selectedOption: 'B', timeSeconds: 20 })).status, 200);
  t.equal((await save(second.url, cookie, attemptId, verbal1, { selectedOption: 'A', timeSeconds: 25 })).status, 200);
  t.equal((await remote(second.url, `/api/attempts/${attemptId}/sections/submit`, { cookie, json: { sectionIndex: 1 } })).status, 200);

  const result = await remote(second.url, `/api/attempts/${attemptId}/result`, { cookie });
  t.equal(result.status, 200);
  const scored = result.body as AttemptResult;
  t.match(scored, { score: 11, maxScore: 18, correct: 4, wrong: 1, unanswered: 1 }, '3 + 3 + 3 + 0 - 1 + 3');
  t.same(
    scored.questions.map(({ id, selectedOption, answer, correct, marks, timeSeconds }) => ({ id, selectedOption, answer, correct, marks, timeSeconds })),
    [
      { id: mcq0, selectedOption: 'A', answer: null, correct: true, marks: 3, timeSeconds: mcq0Time },
      { id: mcq1, selectedOption: 'A', answer: null, correct: true, marks: 3, timeSeconds: 33 },
      { id: tita0, selectedOption: null, answer: '42', correct: true, marks: 3, timeSeconds: 45 },
      { id: tita1, selectedOption: null, answer: null, correct: null, marks: 0, timeSeconds: 7 },
      { id: verbal0, selectedOption: 'B', answer: null, correct: false, marks: -1, timeSeconds: 20 },
      { id: verbal1, selectedOption: 'A', answer: null, correct: true, marks: 3, timeSeconds: 25 },
    ],
    'every question’s answer and marks',
  );
});

t.test('the worker SIGKILLed before a deadline, no client: a new worker ends the sections and completes the attempt', { skip, timeout: 120_000 }, async (t) => {
  const { db, redisPrefix, redisUrl, bank, admin, user } = await setUp(t);
  const env = { REDIS_PREFIX: redisPrefix, STALLED_INTERVAL_MS: '2000' };
  const [api, firstWorker] = await Promise.all([startApiChild(t, env), startWorkerProcess(t, env)]);
  const adminCookie = await remoteLogin(api.url, admin.username, admin.password);
  const cookie = await remoteLogin(api.url, user.username, user.password);
  const [mcq0, mcq1, tita0, tita1, verbal0] = [bank.mcq[0]!.id, bank.mcq[1]!.id, bank.tita[0]!.id, bank.tita[1]!.id, bank.verbalSingles[0]!.id];
  const testId = await createTest(api.url, adminCookie, [
    { name: 'QA', durationSeconds: 8, questionIds: [mcq0, mcq1, tita0, tita1] },
    { name: 'VARC', durationSeconds: 3, questionIds: [verbal0] },
  ]);

  const started = await remote(api.url, `/api/tests/${testId}/attempts`, { method: 'POST', cookie });
  t.equal(started.status, 201, 'the attempt started');
  const attemptId = (started.body as Attempt).id;
  const endsAt = new Date((started.body as Attempt).sections[0]!.endsAt!).getTime();
  await backdateSectionStart(db, attemptId, 0, 10);
  for (const [questionId, json] of [
    [mcq0, { selectedOption: 'A', timeSeconds: 2 }],
    [mcq1, { selectedOption: 'C', markedForReview: true, timeSeconds: 3 }],
    [tita0, { answer: '42', timeSeconds: 1 }],
    [tita1, { markedForReview: true, timeSeconds: 1 }],
  ] as const) {
    t.equal((await save(api.url, cookie, attemptId, questionId, json)).status, 200, `saved ${questionId}`);
  }

  // From here on no request reaches the API: only a worker can move the attempt.
  firstWorker.kill('SIGKILL');
  await processExited(firstWorker);
  t.ok(Date.now() < endsAt, `the worker was killed ${endsAt - Date.now()} ms before the QA deadline`);
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue('section-deadline', { connection: redis, prefix: `${redisPrefix}:bull` });
  t.teardown(async () => {
    await queue.close();
    redis.disconnect();
  });
  t.equal(await queue.getJobState(sectionDeadlineJobId({ attemptId, sectionIndex: 0 })), 'delayed', 'the QA deadline job waits in Redis');

  const sectionRows = () => db.select().from(attemptSections).where(eq(attemptSections.attemptId, attemptId)).orderBy(asc(attemptSections.position));
  const attemptRow = async () => (await db.select().from(attempts).where(eq(attempts.id, attemptId)))[0]!;
  await sleep(Math.max(0, endsAt + 2000 + 1500 - Date.now()));
  t.same(
    (await sectionRows()).map((s) => s.state),
    ['active', 'locked'],
    'past its deadline and grace, with no worker and no request, the QA section is still active',
  );

  const restartedAt = Date.now();
  await startWorkerProcess(t, env);
  let row = await attemptRow();
  while (row.state !== 'completed' && Date.now() < restartedAt + 40_000) {
    await sleep(100);
    row = await attemptRow();
  }
  t.equal(row.state, 'completed', `the new worker ended both sections and completed the attempt (${Date.now() - restartedAt} ms after it started)`);
  const [qa, varc] = await sectionRows();
  t.equal(qa!.state, 'submitted');
  t.equal(qa!.endsAt!.getTime(), endsAt, 'QA’s endsAt never moved');
  t.equal(qa!.endedAt!.getTime(), endsAt, 'QA ended at its endsAt');
  t.equal(varc!.state, 'submitted');
  t.equal(varc!.startedAt!.getTime(), endsAt + 2000, 'VARC started when QA’s grace ran out');
  t.equal(varc!.endsAt!.getTime(), endsAt + 2000 + 3000, 'VARC ran its own 3 s');
  t.equal(varc!.endedAt!.getTime(), varc!.endsAt!.getTime(), 'VARC ended at its endsAt');
  t.equal(row.completedAt!.getTime(), varc!.endsAt!.getTime() + 2000, 'completed when VARC’s grace ran out');
  t.equal(row.score, 5, 'score stored: 3 - 1 + 3 + 0 + 0');

  const recorded = await db.select().from(responses).where(eq(responses.userId, user.id)).orderBy(asc(responses.questionId));
  t.same(
    recorded.map(({ questionId, selectedOption, answer, correct, timeSeconds }) => ({ questionId, selectedOption, answer, correct, timeSeconds })),
    [
      { questionId: mcq0, selectedOption: 'A', answer: null, correct: true, timeSeconds: 2 },
      { questionId: mcq1, selectedOption: 'C', answer: null, correct: false, timeSeconds: 3 },
      { questionId: tita0, selectedOption: null, answer: '42', correct: true, timeSeconds: 1 },
    ].sort((a, b) => a.questionId - b.questionId),
    'a practice response for each answered question (not for the one only marked for review)',
  );

  // The end: the result, read through the API.
  const result = await remote(api.url, `/api/attempts/${attemptId}/result`, { cookie });
  t.equal(result.status, 200);
  const scored = result.body as AttemptResult;
  t.match(scored, { score: 5, maxScore: 15, correct: 2, wrong: 1, unanswered: 2, percentile: null }, 'no percentile from one first attempt (contract 8.1)');
  t.same(
    scored.questions.map(({ id, selectedOption, answer, correct, marks, timeSeconds }) => ({ id, selectedOption, answer, correct, marks, timeSeconds })),
    [
      { id: mcq0, selectedOption: 'A', answer: null, correct: true, marks: 3, timeSeconds: 2 },
      { id: mcq1, selectedOption: 'C', answer: null, correct: false, marks: -1, timeSeconds: 3 },
      { id: tita0, selectedOption: null, answer: '42', correct: true, marks: 3, timeSeconds: 1 },
      { id: tita1, selectedOption: null, answer: null, correct: null, marks: 0, timeSeconds: 1 },
      { id: verbal0, selectedOption: null, answer: null, correct: null, marks: 0, timeSeconds: 0 },
    ],
    'every saved answer with its marks',
  );
  t.same(
    scored.sections.map(({ name, score, timeSeconds }) => ({ name, score, timeSeconds })),
    [
      { name: 'QA', score: 5, timeSeconds: Math.round((endsAt - new Date(qa!.startedAt!).getTime()) / 1000) },
      { name: 'VARC', score: 0, timeSeconds: 3 },
    ],
  );
});
