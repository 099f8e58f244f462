/**
 * The `section-deadline` job with the real BullMQ worker and real time (docs/contract.md section
 * 7.3): sections of 1-2 s end on the server by themselves — with no request and no client — the
 * next section starts, the last completes the attempt (its answers become responses), and the
 * owner's sockets get `attempt:section-ended`; another user's sockets get nothing. The database is
 * read directly: any API request would settle the attempt itself and prove nothing about the job.
 */
import t from 'tap';
import { asc, eq } from 'drizzle-orm';
import type { SectionEndedEvent } from '@common/api/mockTests.ts';
import { attemptSections, attempts, responses } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { createTestViaApi, loggedIn, saveAnswer, seedBank } from '../helpers/mockTests.ts';
import { collectEvents, connectSocket, listen, sleep } from '../helpers/realtime.ts';
import { startTestWorkers } from '../helpers/worker.ts';
import { sectionDeadlineJob, sectionDeadlineJobId } from '../../server/features/mockTests/sectionDeadline.job.ts';

t.teardown(closeTestDatabase);

t.test('sections end on time with no client; the owner’s sockets are told; the last completes the attempt', async (t) => {
  const { app, database, config } = await buildTestApp(t);
  await startTestWorkers(t, { database, config });
  const baseUrl = await listen(app);
  const bank = await seedBank(database.db);
  const { client: admin } = await loggedIn(app, database.db, 'admin');
  const test = await createTestViaApi(admin, {
    title: 'Quick',
    sections: [
      { name: 'QA', durationSeconds: 1, questionIds: [bank.mcq[0]!.id] },
      { name: 'VARC', durationSeconds: 1, questionIds: [bank.setMembers[0]!.id] },
    ],
  });
  const { client, user } = await loggedIn(app, database.db);
  const { client: other } = await loggedIn(app, database.db);
  const events = collectEvents(await connectSocket(t, baseUrl, client.cookie), 'attempt:section-ended');
  const othersEvents = collectEvents(await connectSocket(t, baseUrl, other.cookie), 'attempt:section-ended');

  const started = await client.post(`/api/tests/${test.id}/attempts`);
  t.equal(started.statusCode, 201);
  const attemptId = started.json().id as number;
  t.equal((await saveAnswer(client, attemptId, bank.mcq[0]!.id, { selectedOption: 'A', timeSeconds: 1 })).statusCode, 200);

  // No request from here on: only the worker can move the attempt.
  const deadline = Date.now() + 15_000;
  let row = (await database.db.select().from(attempts).where(eq(attempts.id, attemptId)))[0]!;
  while (row.state !== 'completed' && Date.now() < deadline) {
    await sleep(100);
    row = (await database.db.select().from(attempts).where(eq(attempts.id, attemptId)))[0]!;
  }
  t.equal(row.state, 'completed', 'the worker ended both sections and completed the attempt');
  t.equal(row.score, 3);
  const sections = await database.db.select().from(attemptSections).where(eq(attemptSections.attemptId, attemptId)).orderBy(asc(attemptSections.position));
  t.same(sections.map((s) => s.state), ['submitted', 'submitted']);
  t.equal(sections[0]!.endedAt!.getTime(), sections[0]!.endsAt!.getTime(), 'a timed-out section ended at its endsAt');
  t.ok(sections[1]!.startedAt!.getTime() >= sections[0]!.endsAt!.getTime() + 2000, 'the next section started after the 2 s grace');
  const recorded = await database.db.select().from(responses).where(eq(responses.userId, user.id));
  t.match(recorded, [{ questionId: bank.mcq[0]!.id, selectedOption: 'A', correct: true, timeSeconds: Number }], 'the answer became a response');
  t.ok(recorded[0]!.timeSeconds! <= 1, 'its time at most what the section had run when saved (contract 8.1)');

  const eventDeadline = Date.now() + 3000;
  while (events.length < 2 && Date.now() < eventDeadline) await sleep(50);
  t.same(events, [{ attemptId, sectionIndex: 0 }, { attemptId, sectionIndex: 1 }] satisfies SectionEndedEvent[], 'attempt:section-ended for each section, in order');
  t.same(othersEvents, [], "another user's sockets get nothing");

  const result = await client.get(`/api/attempts/${attemptId}/result`);
  t.equal(result.statusCode, 200);
  t.match(result.json(), { score: 3, correct: 1, unanswered: 1, percentile: null, candidates: 1 });
});

t.test('a submitted section is left alone by its deadline job; the submit itself notifies', async (t) => {
  const { app, database, config } = await buildTestApp(t);
  await startTestWorkers(t, { database, config });
  const baseUrl = await listen(app);
  const bank = await seedBank(database.db);
  const { client: admin } = await loggedIn(app, database.db, 'admin');
  const test = await createTestViaApi(admin, {
    title: 'Submit then wait',
    sections: [
      { name: 'QA', durationSeconds: 1, questionIds: [bank.mcq[0]!.id] },
      { name: 'VARC', durationSeconds: 600, questionIds: [bank.setMembers[0]!.id] },
    ],
  });
  const { client } = await loggedIn(app, database.db);
  const events = collectEvents(await connectSocket(t, baseUrl, client.cookie), 'attempt:section-ended');
  const attemptId = (await client.post(`/api/tests/${test.id}/attempts`)).json().id as number;
  const submitted = await client.post(`/api/attempts/${attemptId}/sections/submit`, { payload: { sectionIndex: 0 } });
  t.equal(submitted.json().sectionIndex, 1);
  // Section 0's job (due at 1 s + 2 s) runs and is removed on completion.
  const job0 = sectionDeadlineJobId({ attemptId, sectionIndex: 0 });
  const ran = Date.now() + 20_000;
  while (Date.now() < ran && (await app.queues.queue(sectionDeadlineJob).getJob(job0)) && (await app.queues.queue(sectionDeadlineJob).getJobState(job0)) !== 'failed') await sleep(100);
  t.equal(await app.queues.queue(sectionDeadlineJob).getJob(job0), undefined, "section 0's deadline job ran to completion");
  const sections = await database.db.select().from(attemptSections).where(eq(attemptSections.attemptId, attemptId)).orderBy(asc(attemptSections.position));
  t.same(sections.map((s) => s.state), ['submitted', 'active'], 'the job of section 0 did not end section 1');
  t.same(events, [{ attemptId, sectionIndex: 0 }], 'one event, from the submit');
});

t.test('a deadline job that runs early (clocks apart) waits until the section is due', async (t) => {
  const { app, database, config } = await buildTestApp(t);
  await startTestWorkers(t, { database, config });
  const bank = await seedBank(database.db);
  const { client: admin } = await loggedIn(app, database.db, 'admin');
  const test = await createTestViaApi(admin, { title: 'Early job', sections: [{ name: 'QA', durationSeconds: 2, questionIds: [bank.mcq[0]!.id] }] });
  const { client } = await loggedIn(app, database.db);
  const attemptId = (await client.post(`/api/tests/${test.id}/attempts`)).json().id as number;
  const job = await app.queues.queue(sectionDeadlineJob).getJob(sectionDeadlineJobId({ attemptId, sectionIndex: 0 }));
  t.ok(job, 'the deadline job was queued when the section started');
  t.ok((await job!.getState()) === 'delayed', 'delayed until the section ends');
  await job!.promote(); // run it now, 4 s early
  // A worker picks it up, finds the section not due and puts it back, delayed.
  const putBack = Date.now() + 15_000;
  let fresh = job!;
  while (Date.now() < putBack) {
    fresh = (await app.queues.queue(sectionDeadlineJob).getJob(job!.id!)) ?? fresh;
    if (fresh.processedOn && (await fresh.getState()) === 'delayed') break;
    await sleep(50);
  }
  t.ok(fresh.processedOn && (await fresh.getState()) === 'delayed', 'a worker ran the job early and put it back, delayed');
  const [early] = await database.db.select().from(attempts).where(eq(attempts.id, attemptId));
  t.equal(early!.state, 'in_progress', 'the early job did not end the section');
  const deadline = Date.now() + 15_000;
  let row = early!;
  while (row.state !== 'completed' && Date.now() < deadline) {
    await sleep(100);
    row = (await database.db.select().from(attempts).where(eq(attempts.id, attemptId)))[0]!;
  }
  t.equal(row.state, 'completed', 'the job ran again once due and ended the section');
  t.ok(row.completedAt!.getTime() - row.createdAt.getTime() >= 4000 - 50, 'not before the end plus the grace');
});
