/**
 * Job payloads are checked against their job module's zod schema: `enqueue` refuses a bad payload,
 * and a bad payload that reaches a queue anyway (an older API version, a hand-made job) fails in
 * the worker at once, without the retries its options allow, with an `invalid job payload` log line
 * that does not repeat the payload.
 */
import t from 'tap';
import { Writable } from 'node:stream';
import { ZodError } from 'zod';
import { importJob } from '../../server/features/imports/import.job.ts';
import { mailJob } from '../../server/mail/mail.job.ts';
import { createLogger } from '../../server/observability/logger.ts';
import { startWorkers } from '../../worker/main.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';

t.teardown(closeTestDatabase);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function logLines() {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, lines: () => text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>), text: () => text };
}

t.test('enqueue refuses a payload that does not match the schema', async (t) => {
  const { app } = await buildTestApp(t);
  await t.rejects(importJob.enqueue(app.queues, { importJobId: -1 }), ZodError, 'a negative id');
  await t.rejects(mailJob.enqueue(app.queues, { to: 'a@example.org' } as never), ZodError, 'a message without subject and text');
  t.equal(await app.queues.queue(importJob).count(), 0, 'nothing was queued');
  t.equal(await app.queues.queue(mailJob).count(), 0);
});

t.test('an invalid payload fails the job at once, without retries, and is logged', async (t) => {
  const { app, database, config } = await buildTestApp(t);
  const log = logLines();
  const workers = await startWorkers({ db: database.db, redisUrl: config.redisUrl, prefix: config.redisPrefix, log: createLogger('info', log.stream) });
  t.teardown(() => workers.close());

  // Added past `enqueue` (which would refuse it), with retries allowed and a short backoff.
  const secret = 'payload-secret-4711';
  const queue = app.queues.queue(importJob);
  const job = await queue.add('import', { importJobId: secret }, { jobId: 'bad-payload', attempts: 3, backoff: { type: 'fixed', delay: 20 } });
  const deadline = Date.now() + 15_000;
  while ((await job.getState()) !== 'failed' && Date.now() < deadline) await sleep(50);
  await sleep(300); // room for a retry, were there one

  const failed = await queue.getJob('bad-payload');
  t.equal(await failed?.getState(), 'failed', 'the job failed');
  t.equal(failed?.attemptsMade, 1, 'after one attempt: no retries');
  t.match(failed?.failedReason, /invalid import job payload/);
  const line = log.lines().find((entry) => entry.msg === 'invalid job payload');
  t.match(line, { queue: 'import', jobId: 'bad-payload' }, 'logged with its queue and id');
  t.notOk(log.text().includes(secret), 'the payload itself is not logged');
  t.notOk(log.lines().some((entry) => entry.msg === 'import job failed'), "the job module's onFailed is not called with it");
});
